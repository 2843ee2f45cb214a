import SwipeReference
import Testing

/// GEO, ORD and ACC requirements of SPEC.md.
@Suite struct GeometryRequirementTests {
    @Test("GEO-1 a row has a width and a layout direction")
    func geo1() throws {
        let list = try SwipeList(rows: [Fixture.r1(.rightToLeft, width: 200)])
        #expect(list.configurations[0].width == 200)
        #expect(list.configurations[0].layoutDirection == .rightToLeft)
    }

    @Test("GEO-2 logical edges map to physical sides by layout direction")
    func geo2() {
        #expect(Edge.leading.side(in: .leftToRight) == .left)
        #expect(Edge.trailing.side(in: .leftToRight) == .right)
        #expect(Edge.leading.side(in: .rightToLeft) == .right)
        #expect(Edge.trailing.side(in: .rightToLeft) == .left)
        for d in LayoutDirection.allCases {
            #expect(Set(Edge.allCases.map { $0.side(in: d) }) == Set(Side.allCases), "each side has one edge in \(d)")
        }
    }

    @Test("GEO-3 moving content right (positive offset) reveals the left side", arguments: LayoutDirection.allCases)
    func geo3(direction: LayoutDirection) throws {
        var p = try Player(Fixture.both(direction))
        let o = p.drag(from: 100, through: [150])
        #expect(o.row0.offset == 50)
        #expect(o.row0.revealedEdge?.side(in: direction) == .left)
    }

    @Test("GEO-4 no edge is revealed at offset 0")
    func geo4() throws {
        var p = try Player(Fixture.both())
        let o = p.drag(from: 100, through: [150, 100])
        #expect(o.row0.offset == 0)
        #expect(o.row0.revealedEdge == nil)
        #expect(o.row0.actions.isEmpty)
        #expect(o.row0.phase == .dragging)
    }

    @Test("GEO-5 positions outside the row are allowed and keep measuring translation")
    func geo5() throws {
        var p = try Player(Fixture.r1())
        let o = p.drag(from: 10, through: [-5, -60])
        #expect(o.rejection == nil)
        #expect(o.row0.offset == -70)
    }

    @Test("GEO-6 invalid configurations are refused", arguments: [
        ("width", RowConfiguration(width: 0, declarations: [])),
        ("width", RowConfiguration(width: .nan, declarations: [])),
        ("parameters.slop", RowConfiguration(declarations: [], parameters: SwipeParameters(slop: -1))),
        ("parameters.openFraction", RowConfiguration(declarations: [], parameters: SwipeParameters(openFraction: 1.5))),
        ("parameters.activationDistance", RowConfiguration(width: 50, declarations: [], parameters: SwipeParameters(activationDistance: 50))),
        ("parameters.settleDuration", RowConfiguration(declarations: [], parameters: SwipeParameters(settleDuration: .infinity))),
        ("width of action \"a\"", RowConfiguration(declarations: [SwipeDeclaration(edge: .leading, actions: [SwipeAction(id: "a", width: -3)])])),
    ])
    func geo6(field: String, row: RowConfiguration) {
        #expect(throws: ConfigurationError.self) { try SwipeList(rows: [row]) }
        do {
            _ = try SwipeList(rows: [row])
        } catch {
            guard case let .invalidValue(0, f, _, _) = error else { Issue.record("unexpected \(error)"); return }
            #expect(f == field)
        }
        #expect(throws: ConfigurationError.noRows) { try SwipeList(rows: []) }
    }

    @Test("ORD-1 action 0 sits nearest the originating edge", arguments: LayoutDirection.allCases)
    func ord1(direction: LayoutDirection) throws {
        var p = try Player(Fixture.r1(direction))
        let toward: Double = direction == .leftToRight ? -100 : 100
        let o = p.drag(from: 187, through: [187 + toward])
        let delete = try #require(o.row0.actions.first { $0.id == "delete" })
        if direction == .leftToRight {
            #expect(delete.x + delete.width == 375)  // at the right (trailing) edge
        } else {
            #expect(delete.x == 0)  // at the left (trailing) edge
        }
    }

    @Test("ORD-2 reveal frames span [c_i, c_i + w_i) from the edge")
    func ord2() throws {
        let row = RowConfiguration(width: 300, declarations: [
            SwipeDeclaration(edge: .leading, actions: [SwipeAction(id: "a", width: 40), SwipeAction(id: "b", width: 100), SwipeAction(id: "c")]),
        ])
        var p = try Player(row)
        let o = p.drag(from: 10, through: [30])
        #expect(o.row0.actions == [
            ActionFrame(id: "a", x: 0, width: 40), ActionFrame(id: "b", x: 40, width: 100), ActionFrame(id: "c", x: 140, width: 74),
        ])
    }

    @Test("ORD-3 right-side frames are x = W - d1, mirroring the left side")
    func ord3() throws {
        var l = try Player(Fixture.r1(.leftToRight))
        var r = try Player(Fixture.r1(.rightToLeft))
        let left = l.drag(from: 200, through: [150]).row0.actions
        let right = r.drag(from: 175, through: [225]).row0.actions
        #expect(left.map(\.id) == right.map(\.id).reversed())
        for (a, b) in zip(left, right.reversed()) { #expect(a.x == 375 - b.x - b.width) }
    }

    @Test("ORD-4 laid-out actions are in physical order; none without a revealed edge")
    func ord4() throws {
        var p = try Player(Fixture.both())
        #expect(p.list.observation.row0.actions.isEmpty)
        let left = p.drag(from: 100, through: [150])
        #expect(left.row0.actions.map(\.id) == ["read", "pin"])
        let right = p.send(.move(x: 50, y: 20, time: 1))
        #expect(right.row0.actions.map(\.id) == ["flag", "delete"])
        #expect(right.row0.actions.map(\.x) == right.row0.actions.map(\.x).sorted())
    }

    @Test("ORD-5 effective width is max(width ?? actionWidth, minimumActionWidth)", arguments: [
        (nil as Double?, 74.0), (29.984375, 30.0), (30, 30), (30.015625, 30.015625), (120, 120),
    ])
    func ord5(declared: Double?, effective: Double) throws {
        let row = RowConfiguration(declarations: [SwipeDeclaration(edge: .leading, actions: [SwipeAction(id: "a", width: declared)])])
        var p = try Player(row)
        #expect(p.drag(from: 10, through: [30]).row0.actions == [ActionFrame(id: "a", x: 0, width: effective)])
    }

    @Test("ORD-6 select frames are the selection zones")
    func ord6() throws {
        var p = try Player(Fixture.select(.rightToLeft, width: 350, count: 3))
        let o = p.drag(from: 300, through: [280])
        // RTL: leading is the right side; zones [50,150), [150,250), [250,350) from the right edge.
        #expect(o.row0.actions == [
            ActionFrame(id: "later", x: 0, width: 100), ActionFrame(id: "snooze", x: 100, width: 100),
            ActionFrame(id: "archive", x: 200, width: 100),
        ])
    }

    @Test("ACC-1 actions of declarations for one edge accumulate in declaration order")
    func acc1() throws {
        let row = RowConfiguration(declarations: [
            SwipeDeclaration(edge: .trailing, actions: [SwipeAction(id: "a")]),
            SwipeDeclaration(edge: .leading, actions: [SwipeAction(id: "x")]),
            SwipeDeclaration(edge: .trailing, actions: [SwipeAction(id: "b"), SwipeAction(id: "c")]),
        ])
        let list = try SwipeList(rows: [row])
        #expect(list.accessibilityActions(ofRow: 0).map(\.id) == ["x", "a", "b", "c"])
        var p = try Player(row)
        #expect(p.drag(from: 300, through: [280]).row0.actions.map(\.id) == ["c", "b", "a"])
    }

    @Test("ACC-2 an empty declaration contributes nothing, not even allowsFullSwipe")
    func acc2() throws {
        let row = RowConfiguration(declarations: [
            SwipeDeclaration(edge: .trailing, allowsFullSwipe: false, actions: []),
            SwipeDeclaration(edge: .trailing, allowsFullSwipe: true, actions: [SwipeAction(id: "a")]),
        ])
        var p = try Player(row)
        // fullSwipeThreshold = max(281.25, 94) = 281.25: armed, so the empty declaration's false did not govern.
        #expect(p.drag(from: 360, through: [78.75]).row0.selected == "a")
    }

    @Test("ACC-3 the declaration that contributed the first action governs allowsFullSwipe", arguments: [true, false])
    func acc3(first: Bool) throws {
        let row = RowConfiguration(declarations: [
            SwipeDeclaration(edge: .trailing, allowsFullSwipe: first, actions: [SwipeAction(id: "a")]),
            SwipeDeclaration(edge: .trailing, allowsFullSwipe: !first, actions: [SwipeAction(id: "b")]),
        ])
        var p = try Player(row)
        let o = p.drag(from: 360, through: [50])
        #expect(o.row0.selected == (first ? "a" : nil))
        let released = p.send(.up(x: 50, y: 20, time: 1))
        #expect(released.performedIDs == (first ? ["a"] : []))
    }

    @Test("ACC-4 action ids are non-empty and unique within a row")
    func acc4() throws {
        let dup = RowConfiguration(declarations: [
            SwipeDeclaration(edge: .trailing, actions: [SwipeAction(id: "a")]),
            SwipeDeclaration(edge: .leading, actions: [SwipeAction(id: "a")]),
        ])
        #expect(throws: ConfigurationError.self) { try SwipeList(rows: [dup]) }
        let empty = RowConfiguration(declarations: [SwipeDeclaration(edge: .trailing, actions: [SwipeAction(id: "")])])
        #expect(throws: ConfigurationError.self) { try SwipeList(rows: [empty]) }
        // The same id in two different rows is fine.
        _ = try SwipeList(rows: [Fixture.r1(), Fixture.r1()])
    }

    @Test("ACC-5 the extent is the sum of effective widths: a reveal row opens to it")
    func acc5() throws {
        let row = RowConfiguration(declarations: [
            SwipeDeclaration(edge: .trailing, actions: [SwipeAction(id: "a", width: 10), SwipeAction(id: "b", width: 100)]),
        ])
        var p = try Player(row)
        let o = p.send(.open(row: 0, edge: .trailing, time: 0))
        #expect(o.row0.offset == -130)  // max(10, 30) + 100
    }
}
