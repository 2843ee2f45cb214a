import SwipeConformance
import SwipeReference

extension CuratedCases {
    /// The curated vectors of the ACC requirements (accumulation of declarations), written to
    /// Vectors/ACC.json in this order.
    static func acc(_ lib: inout CuratedLibrary) {
        lib.add("acc-1-three-declarations", area: "ACC", description: "declarations for one edge accumulate in declaration order",
                requirements: [.acc1, .ax1, .ord1],
                rows: [RowConfiguration(declarations: [
                    SwipeDeclaration(edge: .trailing, actions: [SwipeAction(id: "a")]),
                    SwipeDeclaration(edge: .leading, actions: [SwipeAction(id: "x")]),
                    SwipeDeclaration(edge: .trailing, actions: [SwipeAction(id: "b"), SwipeAction(id: "c")]),
                ])]) { s in
            s.drag(300, 280, 50); s.wait(1); s.up(50); s.advance(0.25); s.wait(1); s.tap(375 - 100); s.advance(0.25)
        }
        lib.add("acc-2-empty-declaration-flag", area: "ACC", description: "an empty declaration's allowsFullSwipe does not govern",
                requirements: [.acc2, .acc3, .rev1],
                rows: [RowConfiguration(declarations: [
                    SwipeDeclaration(edge: .trailing, allowsFullSwipe: false, actions: []),
                    SwipeDeclaration(edge: .trailing, allowsFullSwipe: true, actions: [SwipeAction(id: "a")]),
                ])]) { s in
            s.drag(360, 340, 60); s.wait(1); s.up(60)
        }
        // An empty declaration after the edge's first action, with either flag: the
        // declaration that contributed the first action still governs (ACC-3), so a
        // reading in which every empty declaration sets the flag (the latest wins)
        // arms where the spec does not, or the reverse.
        for later in [false, true] {
            lib.add("acc-2-later-empty-declaration-\(later)", area: "ACC",
                    description: "an empty declaration (allowsFullSwipe \(later)) after the edge's actions (\(!later)) does not govern the full swipe",
                    requirements: [.acc2, .acc3, .rev1],
                    rows: [RowConfiguration(declarations: [
                        SwipeDeclaration(edge: .trailing, allowsFullSwipe: !later, actions: [SwipeAction(id: "a"), SwipeAction(id: "b")]),
                        SwipeDeclaration(edge: .trailing, allowsFullSwipe: later, actions: []),
                    ])]) { s in
                s.drag(360, 340, 60); s.wait(1); s.up(60); s.advance(0.25)
            }
        }
        lib.add("acc-2-empty-declarations-around-actions", area: "ACC",
                description: "empty declarations between and after an edge's contributing declarations: the first contributing one governs",
                requirements: [.acc2, .acc3, .acc1, .rev1],
                rows: [RowConfiguration(declarations: [
                    SwipeDeclaration(edge: .trailing, allowsFullSwipe: true, actions: [SwipeAction(id: "a")]),
                    SwipeDeclaration(edge: .trailing, allowsFullSwipe: true, actions: []),
                    SwipeDeclaration(edge: .trailing, allowsFullSwipe: true, actions: [SwipeAction(id: "b")]),
                    SwipeDeclaration(edge: .trailing, allowsFullSwipe: false, actions: []),
                ])]) { s in
            s.drag(360, 340, 60); s.wait(1); s.up(60); s.advance(0.25)
        }
        lib.add("acc-2-only-empty", area: "ACC", description: "a row whose declarations are all empty reveals nothing",
                requirements: [.acc2, .ela3, .acc5], .directions,
                rows: [RowConfiguration(declarations: [SwipeDeclaration(edge: .trailing, actions: []), SwipeDeclaration(edge: .leading, actions: [])])]) { s in
            s.drag(200, 180, 100, 300); s.wait(1); s.up(300)
        }
        for first in [true, false] {
            lib.add("acc-3-first-declaration-governs-\(first)", area: "ACC",
                    description: "the declaration that contributed the first action (allowsFullSwipe \(first)) governs",
                    requirements: [.acc3, .thr3, .rev1],
                    rows: [RowConfiguration(declarations: [
                        SwipeDeclaration(edge: .trailing, allowsFullSwipe: first, actions: [SwipeAction(id: "a")]),
                        SwipeDeclaration(edge: .trailing, allowsFullSwipe: !first, actions: [SwipeAction(id: "b")]),
                    ])]) { s in
                s.drag(360, 340, 50); s.wait(1); s.up(50); s.advance(0.25)
            }
        }
        lib.add("acc-4-same-ids-two-rows", area: "ACC", description: "the same ids in two rows: performed names the row",
                requirements: [.acc4, .obs3, .lst2], .directions, rows: [Rows.reveal(), Rows.reveal()]) { s in
            s.drag(360, 340, 50, row: 1); s.wait(1); s.up(50)
        }
        lib.add("acc-4-unusual-ids", area: "ACC", description: "ids are arbitrary non-empty strings (quotes, backslashes, non-ASCII)",
                requirements: [.acc4, .ax1], .directions, rows: [Rows.reveal(ids: ["🗑 delete", "flag \"quoted\" \\ slash"])]) { s in
            s.drag(360, 340, 50); s.wait(1); s.up(50); s.activate(0, 1, dt: 1)
        }
        lib.add("acc-5-extent-custom-widths", area: "ACC", description: "the extent is the sum of effective widths (10 -> 30, 100)",
                requirements: [.acc5, .ord5, .rev3], rows: [Rows.reveal(ids: ["a", "b"], widths: [10, 100])]) { s in
            s.drag(300, 280, 230); s.wait(1); s.up(230); s.advance(0.25)
        }
        lib.add("acc-4-insert-row-sharing-ids", area: "ACC",
                description: "ids are unique within a row only: a row inserted or reloaded with another row's ids is accepted, and performed names its row",
                requirements: [.acc4, .mut2, .mut5, .mut12, .obs3], .single, rows: [Rows.reveal()]) { s in
            s.insert(Rows.reveal(), at: 1)
            s.reload(0, Rows.reveal(ids: ["flag", "delete"]), dt: 0.0625)
            s.openAndRest(1, .trailing)
            s.activate(1, 0, dt: 0.0625)
            s.activate(0, 0, dt: 0.0625)
        }
    }
}
