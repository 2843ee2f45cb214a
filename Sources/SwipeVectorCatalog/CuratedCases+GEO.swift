import SwipeConformance
import SwipeReference

extension CuratedCases {
    /// The curated vectors of the GEO requirements (geometry, edges, layout direction, configuration ranges), written to
    /// Vectors/GEO.json in this order.
    static func geo(_ lib: inout CuratedLibrary) {
        lib.boundary("geo-6-activation-below-width", area: "GEO", description: "activationDistance may be anything below the width",
                     requirements: [.geo6, .thr4], .directions, at: 320 - 2 * e,
                     rowsFor: { a in [Rows.select(parameters: SwipeParameters(activationDistance: a))] }) { s, _ in
            s.drag(330, 320, 10); s.wait(1); s.up(10); s.advance(0.25)
        }
        lib.add("geo-1-narrow-row", area: "GEO", description: "a 200 pt row: thresholds follow its width (full swipe at 168)",
                requirements: [.geo1, .thr3, .ela2], rows: [Rows.reveal(width: 200)]) { s in
            s.drag(190, 170, 22); s.wait(1); s.up(22)
        }
        lib.add("geo-2-both-edges", area: "GEO", description: "dragging right reveals the left side's edge, dragging left the right side's",
                requirements: [.geo2, .geo3, .geo4], .directions, rows: [Rows.both()]) { s in
            s.drag(150, 170, 250, 150, 50); s.wait(1); s.up(50)
        }
        lib.add("geo-4-back-to-zero", area: "GEO", description: "a drag back to exactly zero reveals no edge and releases closed",
                requirements: [.geo4, .vel6, .obs2], rows: [Rows.both()]) { s in
            s.drag(100, 120, 150, 100); s.wait(1); s.up(100)
        }
        lib.add("geo-5-outside-row", area: "GEO", description: "positions outside the row keep measuring translation",
                requirements: [.geo5, .rec1], rows: [Rows.reveal()]) { s in
            s.drag(10, -5, -60, -300); s.wait(1); s.up(-300)
        }
        lib.add("geo-6-slop-zero", area: "GEO", description: "slop 0: the first horizontal move recognises a drag",
                requirements: [.geo6, .thr1], rows: [Rows.reveal(parameters: SwipeParameters(slop: 0))]) { s in
            s.drag(300, 300 - e, 290); s.wait(1); s.up(290)
        }
        lib.add("geo-6-settle-zero", area: "GEO", description: "settleDuration 0: a settle ends at the release time, at the next event",
                requirements: [.geo6, .tim2, .thr6], .directions, rows: [Rows.reveal(parameters: SwipeParameters(settleDuration: 0))]) { s in
            s.drag(300, 280, 200); s.wait(1); s.up(200); s.advance(0)
        }
        // Found by the mutation check: the smallest valid values of the `> 0`
        // constraints (GEO-6 on its boundary, NUM-5).
        lib.add("geo-6-tiny-width", area: "GEO", description: "a row 1/64 pt wide is valid: a tap on it reaches its content",
                requirements: [.geo6, .geo1, .lst5, .num5], .directions,
                rows: [Rows.reveal(width: 1.0 / 64, ids: ["delete"], parameters: SwipeParameters(activationDistance: 0))]) { s in
            s.down(1.0 / 128); s.up(1.0 / 128, dt: 0.0625)
        }
        lib.add("geo-6-tiny-action-width", area: "GEO", description: "actionWidth 1/64 with minimumActionWidth 0: a 1/64 pt button",
                requirements: [.geo6, .ord5, .prg1, .num5], .directions,
                rows: [Rows.reveal(ids: ["delete"], parameters: SwipeParameters(actionWidth: 1.0 / 64, minimumActionWidth: 0))]) { s in
            s.open(0, .trailing); s.advance(0.25)
        }
        lib.add("geo-6-fractions-one", area: "GEO", description: "openFraction 1 and fullSwipeFraction 1: thresholds at the extent and the width",
                requirements: [.geo6, .thr2, .thr3], .directions,
                rows: [Rows.reveal(parameters: SwipeParameters(openFraction: 1, fullSwipeFraction: 1))]) { s in
            s.drag(380, 360, 232); s.wait(1); s.up(232); s.advance(0.25)
            s.wait(1); s.drag(380, 360, 5); s.wait(1); s.up(5); s.advance(0.25)
        }
        lib.add("geo-6-minimum-width-zero", area: "GEO", description: "minimumActionWidth 0 lets a 1/64 pt action exist",
                requirements: [.geo6, .ord5], .directions,
                rows: [Rows.reveal(ids: ["tiny", "big"], widths: [e, 100], parameters: SwipeParameters(minimumActionWidth: 0))]) { s in
            s.drag(300, 280, 150); s.wait(1); s.up(150); s.advance(0.25); s.tap(375 - e / 2)
        }
    }
}
