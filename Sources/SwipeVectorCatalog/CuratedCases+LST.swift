import SwipeConformance
import SwipeReference

extension CuratedCases {
    /// The curated vectors of the LST requirements (the list), written to
    /// Vectors/LST.json in this order.
    static func lst(_ lib: inout CuratedLibrary) {
        lib.add("lst-1-many-opens", area: "LST", description: "open, drag, open again: never two rows open",
                requirements: [.lst1, .prg1, .lst2], .directions, rows: [Rows.reveal(), Rows.reveal(), Rows.both()]) { s in
            s.open(0, .trailing); s.open(2, .leading, dt: 0.125); s.wait(0.125); s.drag(300, 250, row: 1); s.wait(1); s.up(250)
            s.open(0, .trailing, dt: 0.125); s.advance(1)
        }
        lib.add("lst-2-drag-other-row", area: "LST", description: "a drag on another row closes the open row and proceeds at once",
                requirements: [.lst2, .lst1], .directions, rows: [Rows.reveal(), Rows.reveal()]) { s in
            dragOpen(&s); s.wait(1); s.drag(300, 280, 200, row: 1); s.wait(1); s.up(200); s.advance(0.25)
        }
        lib.add("lst-3-scroll-closes", area: "LST", description: "a recognised scroll closes the open row",
                requirements: [.lst3, .rec4], .all, rows: [Rows.reveal(), Rows.reveal()]) { s in
            dragOpen(&s); s.wait(1); s.down(100, 20, row: 1); s.move(100, 25); s.move(100, 30); s.move(100, 90); s.up(100, 90)
        }
        lib.add("lst-4-tap-other-row", area: "LST", description: "a tap on another row closes the open row and is consumed",
                requirements: [.lst4, .obs4], .directions, rows: [Rows.reveal(), Rows.reveal()]) { s in
            dragOpen(&s); s.wait(1); s.tap(350, row: 1); s.advance(0.25); s.tap(350, row: 1)
        }
        lib.add("lst-5-tap-settling-closed", area: "LST", description: "a row settling toward 0 is not open: a tap reaches content",
                requirements: [.lst5, .lst6], .directions, rows: [Rows.reveal()]) { s in
            s.open(0, .trailing); s.close(0, dt: 0.125); s.tap(10, hold: 0.0625)
        }
        lib.add("lst-6-close-keeps-settle", area: "LST", description: "closing a row already at 0 keeps its settle's end time",
                requirements: [.lst6, .prg2], .directions, rows: [Rows.reveal()]) { s in
            s.open(0, .trailing); s.close(0, dt: 0.125); s.close(0, dt: 0.125); s.advance(0.125)
        }
        lib.add("lst-7-unknown-row", area: "LST", description: "events naming a row the list does not have are rejected",
                requirements: [.lst7, .obs5], .directions, rows: [Rows.reveal()]) { s in
            s.raw(.down(row: 1, x: 0, y: 0, time: 0)); s.raw(.open(row: -1, edge: .trailing, time: 0))
            s.raw(.close(row: 7, time: 0)); s.raw(.activate(row: 3, index: 0, time: 0)); s.tap(300)
        }
        // REC-6: a tap's effect is decided at the release, from the list as it is then.
        lib.add("lst-4-read-at-release-other-opened", area: "LST",
                description: "another row is opened while the finger is down: at the release it is open, so the tap closes it and is consumed",
                requirements: [.lst4, .rec6, .prg5], .directions, rows: [Rows.reveal(), Rows.reveal()]) { s in
            s.down(100); s.open(1, .trailing, dt: 0.0625); s.up(100, dt: 0.0625); s.advance(0.25)
        }
        lib.add("lst-4-read-at-release-other-closed", area: "LST",
                description: "the other open row is closed while the finger is down: no row is open at the release, so the tap reaches the content",
                requirements: [.lst4, .lst5, .rec6, .lst6], .directions, rows: [Rows.reveal(), Rows.reveal()]) { s in
            s.openAndRest(1, .trailing); s.wait(1); s.down(100); s.close(1, dt: 0.0625); s.up(100, dt: 0.0625)
        }
    }
}
