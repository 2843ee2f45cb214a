import SwipeConformance
import SwipeReference

extension CuratedCases {
    /// The curated vectors of the REC requirements (recognition: slop, dominance, scroll, taps, single pointer), written to
    /// Vectors/REC.json in this order.
    static func rec(_ lib: inout CuratedLibrary) {
        lib.boundary("rec-4-dominance", area: "REC", description: "horizontal movement must be strictly dominant; a tie scrolls",
                     requirements: [.rec3, .rec4, .thr1], at: 8, rows: [Rows.reveal()]) { s, d in
            s.down(300, 20); s.move(300 - d, 28); s.move(200, 28); s.wait(1); s.up(200, 28)
        }
        lib.add("rec-1-small-steps", area: "REC", description: "steps under the slop add up: translation is from the down point",
                requirements: [.rec1, .rec2, .rec3], rows: [Rows.reveal()]) { s in
            s.drag(300, 294, 288, 282); s.wait(1); s.up(282)
        }
        lib.add("rec-2-jitter-within-slop", area: "REC", description: "jitter within the slop leaves the sequence pending; the up is a tap",
                requirements: [.rec2, .rec6, .obs6, .lst5], rows: [Rows.reveal()]) { s in
            s.drag(300, 296, 303, 292); s.up(297)
        }
        lib.add("rec-4-vertical-scroll", area: "REC", description: "a vertical start is a scroll; later horizontal movement is ignored",
                requirements: [.rec4, .obs6], rows: [Rows.reveal()]) { s in
            s.down(300, 20); s.move(300, 40); s.move(100, 40); s.move(50, 40); s.up(50, 40)
        }
        lib.add("rec-5-recognised-at-up", area: "REC", description: "an up is a final move: a drag can be recognised and released by it",
                requirements: [.rec5, .vel1], rows: [Rows.reveal()]) { s in
            s.down(300); s.up(200, dt: 1)
        }
        lib.add("rec-6-tap-delivered", area: "REC", description: "a tap at the down point is delivered to the content",
                requirements: [.rec6, .lst5, .obs4], .directions, rows: [Rows.reveal(), Rows.reveal()]) { s in
            s.tap(100, row: 1); s.wait(1); s.tap(200)
        }
        lib.add("rec-7-second-down", area: "REC", description: "a second down during a sequence is rejected and the first continues",
                requirements: [.rec7, .obs5], .all, rows: [Rows.reveal(), Rows.reveal()]) { s in
            s.drag(300, 280); s.wait(0.125); s.raw(.down(row: 1, x: 10, y: 10, time: s.t)); s.move(200); s.wait(1); s.up(200)
        }
        lib.add("rec-8-interrupt-open-settle", area: "REC", description: "a drag that interrupts a settle starts from its target",
                requirements: [.rec8, .tim5, .des1], rows: [Rows.reveal()]) { s in
            s.drag(300, 280, 200); s.wait(1); s.up(200)
            s.wait(0.0625); s.drag(200, 220, 260); s.wait(1); s.up(260)
        }
        lib.add("rec-8-interrupt-close-settle", area: "REC", description: "a drag that interrupts a settle toward 0 starts from 0",
                requirements: [.rec8, .tim5], rows: [Rows.reveal()]) { s in
            s.drag(300, 280, 250); s.up(250)
            s.wait(0.0625); s.drag(300, 280, 200); s.wait(1); s.up(200)
        }
        // REC-6: a tap's effect is decided at the release, from the list as it is then.
        lib.add("rec-6-read-at-release-settled-open", area: "REC",
                description: "down on a button while the row settles open, up after the settle ended: the row is open at the release, so the button is performed",
                requirements: [.rec6, .rev5, .tim3, .thr6], rows: [Rows.reveal()]) { s in
            s.open(0, .trailing); s.at(0.125); s.down(340); s.up(340, dt: 0.25); s.advance(0.25)
        }
        lib.add("rec-6-read-at-release-still-settling", area: "REC",
                description: "down and up on a button while the row settles open: at the release it still settles, so it closes and performs nothing",
                requirements: [.rec6, .rev6, .tim5], rows: [Rows.reveal()]) { s in
            s.open(0, .trailing); s.at(0.0625); s.down(340); s.up(340, dt: 0.0625); s.advance(0.5)
        }
        lib.add("rec-6-read-at-release-closed-while-down", area: "REC",
                description: "the open row is closed programmatically while the finger is down on its button: the tap reaches the content",
                requirements: [.rec6, .lst5, .prg2, .prg5], rows: [Rows.reveal()]) { s in
            s.openAndRest(0, .trailing); s.wait(1); s.down(340); s.close(0, dt: 0.0625); s.up(340, dt: 0.0625); s.advance(0.25)
        }
        lib.add("rec-6-read-at-release-opened-while-down", area: "REC",
                description: "the row is opened programmatically while the finger is down: at the release it settles open, so the tap closes it",
                requirements: [.rec6, .rev6, .prg1, .prg5], rows: [Rows.reveal()]) { s in
            s.down(340); s.open(0, .trailing, dt: 0.0625); s.up(340, dt: 0.0625); s.advance(0.25)
        }
        lib.add("rec-6-read-at-release-opened-and-settled", area: "REC",
                description: "the row is opened while the finger is down and is open at the release: the button under the origin is performed",
                requirements: [.rec6, .rev5, .prg1, .tim3], rows: [Rows.reveal()]) { s in
            s.down(340); s.open(0, .trailing, dt: 0.0625); s.up(340, dt: 0.5); s.advance(0.25)
        }
        lib.add("rec-6-origin-not-release-point", area: "REC",
                description: "a tap whose up lies 3.5 pt from its down, across a button boundary: the button under the origin is performed",
                requirements: [.rec6, .rev5, .rec2], rows: [Rows.reveal()]) { s in
            s.openAndRest(0, .trailing); s.wait(1)
            s.down(301.5); s.up(298, dt: 0.0625); s.advance(0.25)
            s.wait(1); s.openAndRest(0, .trailing); s.wait(1)
            s.down(298); s.up(301.5, dt: 0.0625); s.advance(0.25)
        }
        // REC-6 with `slop = 0`: a finger that does not move is a scroll, never a tap.
        let still = Rows.reveal(parameters: SwipeParameters(slop: 0))
        lib.add("rec-6-slop-zero-no-tap", area: "REC",
                description: "slop 0: a finger that goes down and up without moving is a scroll, so nothing is tapped",
                requirements: [.rec6, .rec4, .thr1, .geo6], .directions, rows: [still]) { s in
            s.tap(200); s.wait(1); s.down(200); s.move(200); s.up(200)
        }
        lib.add("rec-6-slop-zero-button-not-performed", area: "REC",
                description: "slop 0: a still finger on an open row's button scrolls: the row closes and nothing is performed",
                requirements: [.rec6, .rec4, .lst3, .thr1], rows: [still]) { s in
            s.openAndRest(0, .trailing); s.wait(1); s.tap(340); s.advance(0.25)
        }
        lib.add("rec-6-slop-zero-other-row", area: "REC",
                description: "slop 0 on the touched row: a still finger there closes the other open row by a scroll, and nothing is tapped",
                requirements: [.rec6, .rec4, .lst3], .directions, rows: [still, Rows.reveal()]) { s in
            s.openAndRest(1, .trailing); s.wait(1); s.down(100); s.move(100); s.move(100, 21); s.up(100, 21); s.advance(0.25)
        }
        lib.add("rec-6-slop-tiny-taps", area: "REC",
                description: "slop 1/64: a finger that does not move stays pending and taps",
                requirements: [.rec6, .rec2, .thr1, .lst5], .directions, rows: [Rows.reveal(parameters: SwipeParameters(slop: e))]) { s in
            s.down(200); s.move(200); s.up(200)
            s.wait(1); s.openAndRest(0, .trailing); s.wait(1); s.tap(340); s.advance(0.25)
        }
    }
}
