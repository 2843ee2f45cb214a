import SwipeConformance
import SwipeReference

extension CuratedCases {
    /// The curated vectors of the CAN requirements (cancel), written to
    /// Vectors/CAN.json in this order.
    static func can(_ lib: inout CuratedLibrary) {
        lib.add("can-1-cancel-open-row-drag", area: "CAN", description: "cancel returns a dragged open row to its open offset",
                requirements: [.can1, .can5], rows: [Rows.reveal()]) { s in
            dragOpen(&s); s.wait(1); s.drag(200, 180, 20); s.cancel(); s.advance(1)
        }
        lib.add("can-2-cancel-pending", area: "CAN", description: "cancel while pending ends the sequence: no tap",
                requirements: [.can2, .rec2], .directions, rows: [Rows.reveal()]) { s in
            s.down(300); s.move(296); s.cancel(); s.raw(.up(x: 296, y: 20, time: s.t + 0.0625))
        }
        lib.add("can-2-cancel-scroll", area: "CAN", description: "cancel while scrolling ends the sequence",
                requirements: [.can2, .rec4, .can3], .directions, rows: [Rows.reveal(), Rows.reveal()]) { s in
            dragOpen(&s); s.wait(1); s.down(300, 20, row: 1); s.move(300, 60); s.cancel()
        }
        lib.add("can-3-closed-row-stays-closed", area: "CAN", description: "a row closed when the drag began stays closed after a cancel",
                requirements: [.can3, .lst2], .directions, rows: [Rows.reveal(), Rows.reveal()]) { s in
            dragOpen(&s); s.wait(1); s.drag(300, 250, row: 1); s.cancel(); s.advance(1)
        }
        lib.add("can-4-without-down", area: "CAN", description: "move, up and cancel without a down are rejected",
                requirements: [.can4, .obs5, .obs1], .all, rows: [Rows.reveal()]) { s in
            s.raw(.move(x: 1, y: 1, time: 0)); s.raw(.up(x: 1, y: 1, time: 0)); s.raw(.cancel(time: 0))
            s.tap(10); s.raw(.cancel(time: s.t)); s.raw(.move(x: 20, y: 20, time: s.t))
        }
        lib.add("can-5-cancel-selected-select", area: "CAN", description: "cancel with an action selected performs nothing",
                requirements: [.can5, .can1, .sel1], rows: [Rows.select()]) { s in
            s.drag(330, 320, 10); s.cancel(); s.advance(1)
        }
        lib.add("can-5-cancel-armed-reveal", area: "CAN", description: "cancel with the full swipe armed performs nothing",
                requirements: [.can5, .rev7], rows: [Rows.reveal()]) { s in
            s.drag(370, 350, 10); s.cancel(); s.advance(1)
        }
    }
}
