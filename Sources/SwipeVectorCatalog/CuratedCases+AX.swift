import SwipeConformance
import SwipeReference

extension CuratedCases {
    /// The curated vectors of the AX requirements (accessibility), written to
    /// Vectors/AX.json in this order.
    static func ax(_ lib: inout CuratedLibrary) {
        lib.add("ax-1-list-order", area: "AX", description: "the accessibility list is leading then trailing",
                requirements: [.ax1, .obs8], .directions, rows: [Rows.both(), Rows.reveal()]) { s in
            s.activate(0, 0); s.activate(1, 1, dt: 0.5)
        }
        lib.add("ax-2-activate-each", area: "AX", description: "every action is reachable without a gesture",
                requirements: [.ax2, .ax1], .directions, rows: [Rows.both()]) { s in
            for i in 0..<4 { s.activate(0, i, dt: 0.5) }
        }
        lib.add("ax-2-activate-open-row", area: "AX", description: "activating an action of an open row performs it and closes the row",
                requirements: [.ax2, .rev8], .directions, rows: [Rows.both()]) { s in
            s.open(0, .leading); s.activate(0, 3, dt: 1); s.advance(1)
        }
        lib.add("ax-2-activate-select-row", area: "AX", description: "activation works in the select style too, dropping a saved selection",
                requirements: [.ax2, .des4], .directions, rows: [Rows.select()]) { s in
            s.drag(330, 320, 100); s.up(100); s.activate(0, 1, dt: 0.0625); s.advance(1)
        }
        lib.add("ax-3-out-of-range", area: "AX", description: "an index outside the list is rejected",
                requirements: [.ax3, .obs5], .all, rows: [Rows.both()]) { s in
            s.activate(0, -1); s.activate(0, 4); s.activate(0, 3)
        }
        lib.add("ax-4-during-drag", area: "AX", description: "activate is rejected during a drag",
                requirements: [.ax4, .obs5], .all, rows: [Rows.both()]) { s in
            s.drag(300, 250); s.activate(0, 0, dt: 0.125); s.wait(1); s.up(250); s.activate(0, 0)
        }
    }
}
