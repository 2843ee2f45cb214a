import SwipeConformance
import SwipeReference

extension CuratedCases {
    /// The curated vectors of the ELA requirements (resistance past the limit and empty edges), written to
    /// Vectors/ELA.json in this order.
    static func ela(_ lib: inout CuratedLibrary) {
        lib.add("ela-1-rubber-band", area: "ELA", description: "past the extent the excess follows the rubber band",
                requirements: ["ELA-1", "ELA-4", "NUM-1"], rows: [Rows.reveal(fullSwipe: false)]) { s in
            s.drag(300, 280, 152, 52, -100); s.wait(1); s.up(-100); s.advance(0.25)
        }
        lib.add("ela-2-limit-full-swipe", area: "ELA", description: "with full swipe allowed the limit is max(W, full threshold)",
                requirements: ["ELA-2", "THR-8"], rows: [Rows.reveal()]) { s in
            s.drag(380, 360, 5, 0, -100); s.wait(1); s.up(-100)
        }
        lib.add("ela-3-empty-edge", area: "ELA", description: "no reveal toward the edge with no actions",
                requirements: ["ELA-3", "GEO-4"], rows: [Rows.reveal()]) { s in
            s.drag(100, 120, 300); s.wait(1); s.up(300)
        }
        lib.add("ela-4-huge-drag", area: "ELA", description: "a finger a million points away keeps the offset below L + W",
                requirements: ["ELA-4", "ELA-1"], rows: [Rows.reveal(fullSwipe: false)]) { s in
            s.drag(300, 280, -1_000_000); s.wait(1); s.up(-1_000_000)
        }
        lib.add("ela-5-through-zero", area: "ELA", description: "a drag from the open trailing side through zero reveals the leading side",
                requirements: ["ELA-5", "REC-8", "ORD-4"], .directions, rows: [Rows.both()]) { s in
            dragOpen(&s); s.wait(1); s.drag(100, 120, 300); s.wait(1); s.up(300); s.advance(0.25)
        }
    }
}
