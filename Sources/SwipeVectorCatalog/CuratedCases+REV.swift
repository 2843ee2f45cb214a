import SwipeConformance
import SwipeReference

extension CuratedCases {
    /// The curated vectors of the REV requirements (the reveal release style), written to
    /// Vectors/REV.json in this order.
    static func rev(_ lib: inout CuratedLibrary) {
        lib.boundary("rev-5-hit-inner", area: "REV", description: "a tap on the boundary between two buttons hits the farther one",
                     requirements: [.rev5, .ord2, .rec6], at: 74, rows: [Rows.reveal()]) { s, d in
            dragOpen(&s); s.wait(1); s.tap(375 - d); s.advance(0.25)
        }
        lib.boundary("rev-5-hit-outer", area: "REV", description: "a tap at the extent is on the content: it closes without performing",
                     requirements: [.rev5, .rev6, .ord2], at: 148, rows: [Rows.reveal()]) { s, d in
            dragOpen(&s); s.wait(1); s.tap(375 - d); s.advance(0.25)
        }
        lib.add("rev-1-full-swipe-then-close", area: "REV", description: "a full swipe performs the first action on release; the row closes",
                requirements: [.rev1, .rev7, .rev8, .rev4], rows: [Rows.reveal()]) { s in
            s.drag(370, 350, 100, 30); s.wait(1); s.up(30); s.advance(0.25)
        }
        lib.add("rev-2-fling-open-small", area: "REV", description: "a fling toward open opens a row dragged only 20 pt",
                requirements: [.rev2, .vel4], rows: [Rows.reveal()]) { s in
            s.down(300); s.move(285, dt: 0.5); s.up(280); s.advance(0.25)
        }
        lib.add("rev-3-threshold-decides", area: "REV", description: "without a fling the open threshold decides: 100 opens, 50 closes",
                requirements: [.rev3, .rev4], rows: [Rows.reveal()]) { s in
            s.drag(300, 280, 200); s.wait(1); s.up(200); s.advance(0.25)
            s.wait(1); s.drag(200, 220, 250); s.wait(1); s.up(250); s.advance(0.25)
        }
        lib.add("rev-5-tap-each-button", area: "REV", description: "each button of an open row performs its own action",
                requirements: [.rev5, .ord2, .rev8], rows: [Rows.reveal()]) { s in
            dragOpen(&s); s.wait(1); s.tap(340); s.advance(0.25)
            s.wait(1); dragOpen(&s); s.wait(1); s.tap(260); s.advance(0.25)
        }
        lib.add("rev-6-tap-content", area: "REV", description: "a tap on an open row's content closes it and performs nothing",
                requirements: [.rev6, .lst4], rows: [Rows.reveal()]) { s in
            dragOpen(&s); s.wait(1); s.tap(100); s.advance(0.25)
        }
        lib.add("rev-6-tap-while-settling", area: "REV", description: "a tap on a row still settling open closes it, even on a button",
                requirements: [.rev6, .tim5], rows: [Rows.reveal()]) { s in
            s.drag(300, 280, 200); s.wait(1); s.up(200); s.tap(350, hold: 0.0625); s.advance(0.5)
        }
        lib.add("rev-7-armed-then-disarmed", area: "REV", description: "moving back under the full swipe threshold disarms it",
                requirements: [.rev7, .thr3], rows: [Rows.reveal()]) { s in
            s.drag(360, 300, 70, 200); s.wait(1); s.up(200); s.advance(0.25)
        }
        // REC-6: a tap's effect is decided at the release, from the list as it is then.
        lib.add("rev-6-read-at-release-select-completed", area: "REV",
                description: "down on a select row settling with a saved selection, up after the settle ended: the action is performed at the release's start and the tap reaches the content",
                requirements: [.rev6, .rec6, .sel4, .tim3, .lst5], .directions, rows: [Rows.select()]) { s in
            s.drag(330, 320, 100); s.up(100); s.wait(0.0625); s.down(200); s.up(200, dt: 0.25)
        }
        lib.add("rev-6-read-at-release-select-settling", area: "REV",
                description: "down and up on a select row settling with a saved selection: it closes and the selection is dropped",
                requirements: [.rev6, .rec6, .des4, .des3], .directions, rows: [Rows.select()]) { s in
            s.drag(330, 320, 100); s.up(100); s.wait(0.0625); s.down(200); s.up(200, dt: 0.0625); s.advance(1)
        }
        lib.add("rev-2-armed-fling-open", area: "REV",
                description: "a release at the fling velocity toward open that arms the full swipe performs it: the full swipe comes before the fling",
                requirements: [.rev2, .rev1, .vel4, .thr3], rows: [Rows.reveal()]) { s in
            s.drag(360, 340, 80); s.up(73.75, dt: 0.0625); s.advance(0.25)
        }
        lib.add("rev-2-armed-fling-close", area: "REV",
                description: "a release at the fling velocity toward closed with the full swipe armed performs it: the full swipe comes before the fling",
                requirements: [.rev2, .rev1, .vel4, .thr3], rows: [Rows.reveal()]) { s in
            s.drag(360, 340, 60); s.up(66.25, dt: 0.0625); s.advance(0.25)
        }
    }
}
