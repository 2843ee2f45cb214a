import SwipeConformance
import SwipeReference

extension CuratedCases {
    /// The curated vectors of the DES requirements (deselection on new drag), written to
    /// Vectors/DES.json in this order.
    static func des(_ lib: inout CuratedLibrary) {
        lib.add("des-1-new-drag-starts-unselected", area: "DES", description: "a drag after a cancelled armed drag starts with no selection",
                requirements: [.des1, .can1], rows: [Rows.reveal()]) { s in
            s.drag(360, 50); s.cancel(); s.wait(1); s.drag(360, 340); s.wait(1); s.up(340)
        }
        lib.add("des-2-same-row-drops", area: "DES", description: "a new drag on the settling row drops its saved selection",
                requirements: [.des2, .des3, .rec8], rows: [Rows.select()]) { s in
            s.drag(330, 320, 100); s.up(100); s.wait(0.0625); s.drag(200, 180, 150); s.up(150); s.advance(1)
        }
        lib.add("des-2-other-row-drops", area: "DES", description: "a drag on another row drops the saved selection",
                requirements: [.des2, .des3, .lst2], .directions, rows: [Rows.select(), Rows.reveal()]) { s in
            s.drag(330, 320, 100); s.up(100); s.wait(0.0625); s.drag(300, 280, row: 1); s.up(280); s.advance(1)
        }
        lib.add("des-3-down-alone-keeps", area: "DES", description: "a down alone does not drop the selection: the settle completes first",
                requirements: [.des3, .tim3], rows: [Rows.select()]) { s in
            s.drag(330, 320, 100); s.up(100); s.wait(0.0625); s.down(200); s.move(180, dt: 0.25); s.up(180)
        }
        lib.add("des-4-close-drops", area: "DES", description: "a programmatic close drops the saved selection",
                requirements: [.des4, .prg2], .directions, rows: [Rows.select()]) { s in
            s.drag(330, 320, 100); s.up(100); s.close(0, dt: 0.0625); s.advance(1)
        }
        lib.add("des-4-tap-drops", area: "DES", description: "a tap on the settling select row closes it and drops the selection",
                requirements: [.des4, .lst4, .lst6], .directions, rows: [Rows.select()]) { s in
            s.drag(330, 320, 100); s.up(100); s.tap(20, hold: 0.0625); s.advance(1)
        }
    }
}
