import SwipeConformance
import SwipeReference

extension CuratedCases {
    /// The curated vectors of the SEL requirements (the select release style), written to
    /// Vectors/SEL.json in this order.
    static func sel(_ lib: inout CuratedLibrary) {
        lib.add("sel-1-back-and-forth", area: "SEL", description: "the selection follows the offset back and forth",
                requirements: [.sel1, .thr4, .thr5], rows: [Rows.select()]) { s in
            s.drag(320, 300, 260, 120, 220, 290); s.wait(1); s.up(290); s.advance(0.25)
        }
        lib.add("sel-2-save-and-settle", area: "SEL", description: "a release with a selection saves it and settles to the width",
                requirements: [.sel2, .sel4, .tim5], rows: [Rows.select()]) { s in
            s.drag(300, 280, 200); s.up(200); s.advance(0.125); s.advance(0.125)
        }
        lib.add("sel-3-no-selection", area: "SEL", description: "a release below the activation distance settles to 0, performing nothing",
                requirements: [.sel3, .thr4], rows: [Rows.select()]) { s in
            s.drag(300, 280, 260); s.up(260); s.advance(0.25)
        }
        lib.add("sel-5-never-open", area: "SEL", description: "a select row comes to rest at 0 after every release",
                requirements: [.sel5, .sel4, .sel3], .all, rows: [Rows.select()]) { s in
            for x in [300.0, 250, 150, 10, -200] {
                s.drag(310, 300, x); s.up(x); s.advance(0.25); s.wait(1)
            }
        }
        lib.add("sel-6-past-width", area: "SEL", description: "past the width, under resistance, the last action stays selected",
                requirements: [.sel6, .ela1], rows: [Rows.select()]) { s in
            s.drag(330, 320, 10, -500); s.up(-500); s.advance(0.25)
        }
    }
}
