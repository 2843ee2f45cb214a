import SwipeConformance
import SwipeReference

extension CuratedCases {
    /// The curated vectors of the ORD requirements (ordering from the originating edge and physical frames), written to
    /// Vectors/ORD.json in this order.
    static func ord(_ lib: inout CuratedLibrary) {
        lib.boundary("ord-5-minimum-width", area: "ORD", description: "a declared width below minimumActionWidth is raised to it",
                     requirements: [.ord5, .ord2, .acc5], at: 30,
                     rowsFor: { w in [Rows.reveal(ids: ["narrow", "wide"], widths: [w, nil])] }) { s, _ in
            s.drag(300, 280, 200); s.wait(1); s.up(200); s.advance(0.25)
        }
        lib.add("ord-1-three-actions", area: "ORD", description: "three actions of different widths, action 0 nearest the edge",
                requirements: [.ord1, .ord2, .ord4, .ord5],
                rows: [Rows.reveal(ids: ["a", "b", "c"], widths: [40, 100, nil])]) { s in
            s.drag(300, 280, 100); s.wait(1); s.up(100); s.advance(0.25)
        }
        lib.add("ord-4-switch-sides", area: "ORD", description: "the laid-out actions switch sides when the drag passes through zero",
                requirements: [.ord4, .ela5, .geo4], .directions, rows: [Rows.both()]) { s in
            s.drag(200, 180, 100, 200, 300); s.wait(1); s.up(300)
        }
        lib.add("ord-6-select-zones-3", area: "ORD", description: "select frames are the three selection zones",
                requirements: [.ord6, .sel6], rows: [Rows.select(width: 350, count: 3)]) { s in
            s.drag(360, 340, 200); s.wait(1); s.up(200); s.advance(0.25)
        }
    }
}
