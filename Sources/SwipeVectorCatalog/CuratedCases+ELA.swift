import SwipeConformance
import SwipeReference

extension CuratedCases {
    /// The curated vectors of the ELA requirements (resistance past the limit and empty edges), written to
    /// Vectors/ELA.json in this order.
    static func ela(_ lib: inout CuratedLibrary) {
        lib.add("ela-1-rubber-band", area: "ELA", description: "past the extent the excess follows the rubber band",
                requirements: [.ela1, .ela4, .num1], rows: [Rows.reveal(fullSwipe: false)]) { s in
            s.drag(300, 280, 152, 52, -100); s.wait(1); s.up(-100); s.advance(0.25)
        }
        lib.add("ela-2-limit-full-swipe", area: "ELA", description: "with full swipe allowed the limit is max(W, full threshold)",
                requirements: [.ela2, .thr8], rows: [Rows.reveal()]) { s in
            s.drag(380, 360, 5, 0, -100); s.wait(1); s.up(-100)
        }
        lib.add("ela-3-empty-edge", area: "ELA", description: "no reveal toward the edge with no actions",
                requirements: [.ela3, .geo4], rows: [Rows.reveal()]) { s in
            s.drag(100, 120, 300); s.wait(1); s.up(300)
        }
        lib.add("ela-4-huge-drag", area: "ELA", description: "a finger a million points away keeps the offset below L + W",
                requirements: [.ela4, .ela1], rows: [Rows.reveal(fullSwipe: false)]) { s in
            s.drag(300, 280, -1_000_000); s.wait(1); s.up(-1_000_000)
        }
        lib.add("ela-5-through-zero", area: "ELA", description: "a drag from the open trailing side through zero reveals the leading side",
                requirements: [.ela5, .rec8, .ord4], .directions, rows: [Rows.both()]) { s in
            dragOpen(&s); s.wait(1); s.drag(100, 120, 300); s.wait(1); s.up(300); s.advance(0.25)
        }
    }
}
