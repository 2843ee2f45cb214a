import SwipeConformance
import SwipeReference

extension CuratedCases {
    /// The curated vectors of the PRG requirements (programmatic open and close), written to
    /// Vectors/PRG.json in this order.
    static func prg(_ lib: inout CuratedLibrary) {
        lib.add("prg-1-open-closes-others", area: "PRG", description: "open closes the other open row, then settles toward the edge",
                requirements: [.prg1, .lst1], .directions, rows: [Rows.reveal(), Rows.both()]) { s in
            s.open(0, .trailing); s.open(1, .leading, dt: 0.5); s.open(1, .leading, dt: 0.125); s.advance(1)
            s.open(1, .trailing); s.advance(1)
        }
        lib.add("prg-2-close", area: "PRG", description: "close settles an open row to 0",
                requirements: [.prg2, .rev4], .directions, rows: [Rows.reveal()]) { s in
            dragOpen(&s); s.close(0, dt: 1); s.advance(0.25); s.close(0, dt: 1)
        }
        lib.add("prg-3-select-open-rejected", area: "PRG", description: "open on a select row is rejected",
                requirements: [.prg3, .obs5], .all, rows: [Rows.select()]) { s in
            s.open(0, .trailing); s.open(0, .leading); s.close(0)
        }
        lib.add("prg-4-empty-edge-rejected", area: "PRG", description: "open toward an edge with no actions is rejected",
                requirements: [.prg4, .obs5], .all, rows: [Rows.reveal()]) { s in
            s.open(0, .leading); s.open(0, .trailing, dt: 0.5)
        }
        lib.add("prg-5-during-drag", area: "PRG", description: "open and close are rejected during a drag, accepted while pending",
                requirements: [.prg5, .obs5], .all, rows: [Rows.reveal(), Rows.reveal()]) { s in
            s.drag(300, 250); s.open(1, .trailing, dt: 0.125); s.close(0); s.cancel()
            s.wait(1); s.down(300); s.open(1, .trailing, dt: 0.125); s.up(300)
        }
    }
}
