import SwipeConformance
import SwipeReference

extension CuratedCases {
    /// The curated vectors of the SEL requirements (the select release style), written to
    /// Vectors/SEL.json in this order.
    static func sel(_ lib: inout CuratedLibrary) {
        lib.add("sel-1-back-and-forth", area: "SEL", description: "the selection follows the offset back and forth",
                requirements: ["SEL-1", "THR-4", "THR-5"], rows: [Rows.select()]) { s in
            s.drag(320, 300, 260, 120, 220, 290); s.wait(1); s.up(290); s.advance(0.25)
        }
        lib.add("sel-2-save-and-settle", area: "SEL", description: "a release with a selection saves it and settles to the width",
                requirements: ["SEL-2", "SEL-4", "TIM-5"], rows: [Rows.select()]) { s in
            s.drag(300, 280, 200); s.up(200); s.advance(0.125); s.advance(0.125)
        }
        lib.add("sel-3-no-selection", area: "SEL", description: "a release below the activation distance settles to 0, performing nothing",
                requirements: ["SEL-3", "THR-4"], rows: [Rows.select()]) { s in
            s.drag(300, 280, 260); s.up(260); s.advance(0.25)
        }
        lib.add("sel-5-never-open", area: "SEL", description: "a select row comes to rest at 0 after every release",
                requirements: ["SEL-5", "SEL-4", "SEL-3"], .all, rows: [Rows.select()]) { s in
            for x in [300.0, 250, 150, 10, -200] {
                s.drag(310, 300, x); s.up(x); s.advance(0.25); s.wait(1)
            }
        }
        lib.add("sel-6-past-width", area: "SEL", description: "past the width, under resistance, the last action stays selected",
                requirements: ["SEL-6", "ELA-1"], rows: [Rows.select()]) { s in
            s.drag(330, 320, 10, -500); s.up(-500); s.advance(0.25)
        }
    }
}
