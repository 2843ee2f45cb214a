import SwipeReference
import Testing

/// SPEC.md section 6, each example as a test.
@Suite struct WorkedExampleTests {
    @Test("Example 1: open, then tap a button (REC-3, REV-3, TIM-2, REV-5)")
    func example1() throws {
        var p = try Player(Fixture.r1())
        let o = [
            p.send(.down(row: 0, x: 300, y: 20, time: 0)),
            p.send(.move(x: 295, y: 20, time: 0.015625)),
            p.send(.move(x: 280, y: 22, time: 0.03125)),
            p.send(.move(x: 200, y: 20, time: 0.046875)),
            p.send(.up(x: 200, y: 20, time: 0.25)),
            p.send(.advance(time: 0.5)),
            p.send(.down(row: 0, x: 250, y: 20, time: 1)),
            p.send(.up(x: 250, y: 20, time: 1.0625)),
            p.send(.advance(time: 1.3125)),
        ]
        #expect(o.map(\.row0.offset) == [0, 0, -20, -100, -148, -148, -148, 0, 0])
        #expect(o.map(\.row0.phase) == [.closed, .closed, .dragging, .dragging, .settling, .open, .open, .settling, .closed])
        #expect(o[4].row0.settleEnds == 0.5)
        #expect(o[7].row0.settleEnds == 1.3125)
        #expect(o[2].row0.actions == [ActionFrame(id: "flag", x: 227, width: 74), ActionFrame(id: "delete", x: 301, width: 74)])
        #expect(o.map(\.performedIDs) == [[], [], [], [], [], [], [], ["flag"], []])
        #expect(o[7].performed == [PerformedAction(row: 0, edge: .trailing, id: "flag")])
        #expect(o.allSatisfy { $0.rejection == nil })
    }

    @Test("Example 2: full swipe (THR-3, REV-1, REV-7)")
    func example2() throws {
        var p = try Player(Fixture.r1())
        let o = [
            p.send(.down(row: 0, x: 360, y: 20, time: 0)),
            p.send(.move(x: 340, y: 20, time: 0.015625)),
            p.send(.move(x: 70, y: 20, time: 0.03125)),
            p.send(.up(x: 70, y: 20, time: 0.046875)),
        ]
        #expect(o.map(\.row0.offset) == [0, -20, -290, 0])
        #expect(o.map(\.row0.selected) == [nil, nil, "delete", nil])
        #expect(o[3].row0.phase == .settling)
        #expect(o[3].row0.settleEnds == 0.296875)
        #expect(o[3].performedIDs == ["delete"])
    }

    @Test("Example 3: select, two zones (SEL-1, THR-5, SEL-2, SEL-4)")
    func example3() throws {
        var p = try Player(Fixture.select())
        let o = [
            p.send(.down(row: 0, x: 10, y: 20, time: 0)),
            p.send(.move(x: 60, y: 20, time: 0.015625)),
            p.send(.move(x: 195, y: 20, time: 0.03125)),
            p.send(.up(x: 195, y: 20, time: 0.046875)),
            p.send(.advance(time: 0.296875)),
        ]
        #expect(o.map(\.row0.offset) == [0, 50, 185, 320, 0])
        #expect(o.map(\.row0.selected) == [nil, "archive", "snooze", "snooze", nil])
        #expect(o.map(\.row0.phase) == [.closed, .dragging, .dragging, .settling, .closed])
        #expect(o[1].row0.actions == [ActionFrame(id: "archive", x: 50, width: 135), ActionFrame(id: "snooze", x: 185, width: 135)])
        #expect(o.map(\.performedIDs) == [[], [], [], [], ["snooze"]])
    }

    @Test("Example 4: a new drag drops the saved selection (DES-2, REC-8, ELA-3)")
    func example4() throws {
        var p = try Player(Fixture.select())
        p.send([
            .down(row: 0, x: 10, y: 20, time: 0), .move(x: 60, y: 20, time: 0.015625),
            .move(x: 195, y: 20, time: 0.03125), .up(x: 195, y: 20, time: 0.046875),
        ])
        let o = [
            p.send(.down(row: 0, x: 100, y: 20, time: 0.125)),
            p.send(.move(x: 85, y: 20, time: 0.140625)),
            p.send(.up(x: 85, y: 20, time: 0.15625)),
            p.send(.advance(time: 1)),
        ]
        #expect(o.map(\.row0.offset) == [320, 0, 0, 0])
        #expect(o.map(\.row0.phase) == [.settling, .dragging, .closed, .closed])
        #expect(o.map(\.row0.selected) == ["snooze", nil, nil, nil])
        #expect(p.observations.allSatisfy { $0.performed.isEmpty })
    }

    @Test("Example 5: RTL mirrors (GEO-2, ORD-3)")
    func example5() throws {
        var p = try Player(Fixture.r1(.rightToLeft))
        let o = p.drag(from: 20, through: [120])
        #expect(o.row0.offset == 100)
        #expect(o.row0.revealedEdge == .trailing)
        #expect(o.row0.actions == [ActionFrame(id: "delete", x: 0, width: 74), ActionFrame(id: "flag", x: 74, width: 74)])
    }

    @Test("Example 6: the second row's drag closes the first in the same gesture (LST-2)")
    func example6() throws {
        var p = try Player(Fixture.r1(), Fixture.r1())
        let a = p.send(.open(row: 0, edge: .trailing, time: 0))
        #expect(a.rows[0].offset == -148 && a.rows[0].phase == .settling && a.rows[0].settleEnds == 0.25)
        #expect(p.send(.advance(time: 0.25)).rows[0].phase == .open)
        p.send(.down(row: 1, x: 300, y: 20, time: 1))
        let o = p.send(.move(x: 280, y: 20, time: 1.015625))
        #expect(o.rows[0].offset == 0 && o.rows[0].phase == .settling && o.rows[0].settleEnds == 1.265625)
        #expect(o.rows[1].offset == -20 && o.rows[1].phase == .dragging)
    }

    @Test("Example 7: cancel past the full swipe performs nothing (CAN-1, CAN-5)")
    func example7() throws {
        var p = try Player(Fixture.r1())
        let armed = p.drag(from: 360, through: [70])
        #expect(armed.row0.offset == -290 && armed.row0.selected == "delete")
        let o = p.send(.cancel(time: 0.03125))
        #expect(o.row0.offset == 0 && o.row0.phase == .closed && o.row0.selected == nil)
        #expect(o.performed.isEmpty)
    }
    @Test("Example 8: full swipe, the app deletes the row, the next row swipes in one gesture (REV-1, MUT-3, MUT-13)")
    func example8() throws {
        var p = try Player(rows: ["a", "b", "c"].map { MutationRequirementTests.keyed(Fixture.r1(), $0) })
        let o = [
            p.send(.down(row: 0, x: 360, y: 20, time: 0)),
            p.send(.move(x: 340, y: 20, time: 0.015625)),
            p.send(.move(x: 70, y: 20, time: 0.03125)),
            p.send(.up(x: 70, y: 20, time: 0.046875)),
            p.send(.deleteRow(row: 0, time: 0.0625)),
            p.send(.down(row: 0, x: 300, y: 20, time: 0.5)),
            p.send(.move(x: 280, y: 20, time: 0.515625)),
            p.send(.move(x: 200, y: 20, time: 0.53125)),
            p.send(.up(x: 200, y: 20, time: 0.75)),
            p.send(.down(row: 0, x: 340, y: 20, time: 1.25)),
            p.send(.up(x: 340, y: 20, time: 1.3125)),
        ]
        #expect(o.map(\.row0.offset) == [0, -20, -290, 0, 0, 0, -20, -100, -148, -148, 0])
        #expect(o.map(\.rows.count) == [3, 3, 3, 3, 2, 2, 2, 2, 2, 2, 2])
        #expect(o[2].row0.selected == "delete")
        #expect(o[3].performed == [PerformedAction(row: 0, edge: .trailing, id: "delete")])
        #expect(o[3].row0.settleEnds == 0.296875)
        #expect(o[4].rows.map(\.phase) == [.closed, .closed])
        #expect(o[6].row0.phase == .dragging)
        #expect(o[8].row0.phase == .settling && o[8].row0.settleEnds == 1)
        #expect(o[9].row0.phase == .open)
        #expect(o[10].performed == [PerformedAction(row: 0, edge: .trailing, id: "delete")])
        #expect(o[10].row0.settleEnds == 1.5625)
        #expect(o.allSatisfy { $0.rejection == nil } && o.prefix(10).allSatisfy { $0.tappedRow == nil })
    }
}
