import SwipeReference
import Testing

/// DES, CAN, TIM, LST, PRG and AX requirements of SPEC.md.
@Suite struct ListRequirementTests {
    /// A select row released with "snooze" saved, settling to 320 until 0.296875.
    static func savedSnooze() throws -> Player {
        var p = try Player(Fixture.select(), Fixture.r1())
        p.drag(from: 10, through: [60, 195])
        p.send(.up(x: 195, y: 20, time: 0.046875))
        return p
    }

    @Test("DES-1 every newly recognised drag starts with no selection")
    func des1() throws {
        var p = try Player(Fixture.r1())
        p.drag(from: 360, through: [50])
        p.send(.cancel(time: 1))
        #expect(p.drag(from: 360, through: [340], at: 2).row0.selected == nil)
    }

    @Test("DES-2 a drag on another row drops a saved selection")
    func des2() throws {
        var p = try Self.savedSnooze()
        p.send(.down(row: 1, x: 300, y: 20, time: 0.0625))
        let o = p.send(.move(x: 280, y: 20, time: 0.078125))
        #expect(o.rows[0].selected == nil && o.rows[0].offset == 0)
        #expect(p.send(.advance(time: 5)).performed.isEmpty)
    }

    @Test("DES-3 a dropped selection is never performed, whatever comes later")
    func des3() throws {
        var p = try Self.savedSnooze()
        p.drag(from: 100, through: [85], at: 0.125)  // recognised at 0.140625 < 0.296875
        p.send(.up(x: 85, y: 20, time: 0.15625))
        p.send(.advance(time: 0.296875))
        p.send(.advance(time: 100))
        #expect(p.observations.allSatisfy { $0.performed.isEmpty })
    }

    @Test("DES-3 a down alone does not drop the selection: the settle completes first")
    func des3DownOnly() throws {
        var p = try Self.savedSnooze()
        p.send(.down(row: 0, x: 100, y: 20, time: 0.125))
        let o = p.send(.move(x: 80, y: 20, time: 0.296875))  // time passes first (TIM-3)
        #expect(o.performedIDs == ["snooze"])
        #expect(o.rows[0].selected == nil)
    }

    @Test("DES-4 closing a row drops its saved selection")
    func des4() throws {
        var p = try Self.savedSnooze()
        let o = p.send(.close(row: 0, time: 0.125))
        #expect(o.rows[0].selected == nil && o.rows[0].offset == 0 && o.rows[0].settleEnds == 0.375)
        #expect(p.send(.advance(time: 1)).performed.isEmpty)
    }

    @Test("CAN-1 cancel returns the dragged row at once to its start offset")
    func can1() throws {
        var p = try Player(Fixture.r1())
        p.send(.open(row: 0, edge: .trailing, time: 0))
        p.send(.advance(time: 1))
        p.drag(from: 200, through: [100], at: 2)
        let o = p.send(.cancel(time: 3))
        #expect(o.row0.offset == -148 && o.row0.phase == .open && o.row0.settleEnds == nil && o.row0.selected == nil)
    }

    @Test("CAN-2 cancel while pending or scrolling has no effect of its own")
    func can2() throws {
        var p = try Player(Fixture.r1(), Fixture.r1())
        p.send(.down(row: 0, x: 100, y: 20, time: 0))
        var o = p.send(.cancel(time: 0.1))
        #expect(o.tappedRow == nil && o.rejection == nil)
        p.send(.down(row: 0, x: 100, y: 20, time: 1))
        p.send(.move(x: 100, y: 60, time: 1.1))
        o = p.send(.cancel(time: 1.2))
        #expect(o.rows.allSatisfy { $0.phase == .closed } && o.rejection == nil)
        #expect(p.send(.move(x: 0, y: 0, time: 2)).rejection == .noActiveTouch)
    }

    @Test("CAN-3 rows closed when the drag began stay closed after a cancel")
    func can3() throws {
        var p = try Player(Fixture.r1(), Fixture.r1())
        p.send(.open(row: 0, edge: .trailing, time: 0))
        p.send(.advance(time: 1))
        p.drag(row: 1, from: 300, through: [250], at: 2)
        let o = p.send(.cancel(time: 3))
        #expect(o.rows[0].offset == 0)
        #expect(o.rows[1].offset == 0 && o.rows[1].phase == .closed)
    }

    @Test("CAN-4 move, up and cancel without a down are rejected")
    func can4() throws {
        var p = try Player(Fixture.r1())
        #expect(p.send(.move(x: 1, y: 1, time: 0)).rejection == .noActiveTouch)
        #expect(p.send(.up(x: 1, y: 1, time: 0)).rejection == .noActiveTouch)
        #expect(p.send(.cancel(time: 0)).rejection == .noActiveTouch)
        #expect(p.list.now == nil)
    }

    @Test("CAN-5 cancel performs nothing past any threshold", arguments: [ReleaseStyle.reveal, .select])
    func can5(style: ReleaseStyle) throws {
        var p = try Player(style == .reveal ? Fixture.r1() : Fixture.select())
        let x: Double = style == .reveal ? 10 : 310
        let o = p.drag(from: style == .reveal ? 370 : 0, through: [x])
        #expect(o.row0.selected != nil)
        let c = p.send(.cancel(time: 1))
        #expect(c.performed.isEmpty && c.row0.offset == 0 && c.row0.phase == .closed)
        #expect(p.send(.advance(time: 10)).performed.isEmpty)
    }

    @Test("TIM-1 time may stand still but not go backwards; a rejection leaves the clock")
    func tim1() throws {
        var p = try Player(Fixture.r1())
        #expect(p.send(.advance(time: 5)).rejection == nil)
        #expect(p.send(.advance(time: 5)).rejection == nil)
        #expect(p.send(.advance(time: 5 - 1.0 / 1024)).rejection == .timeWentBackwards)
        #expect(p.list.now == 5)
    }

    @Test("TIM-2 a settle lasts settleDuration", arguments: [0.0, 0.25, 1.5])
    func tim2(duration: Double) throws {
        let row = RowConfiguration(declarations: Fixture.r1().declarations, parameters: SwipeParameters(settleDuration: duration))
        var p = try Player(row)
        let o = p.send(.open(row: 0, edge: .trailing, time: 2))
        #expect(o.row0.phase == .settling && o.row0.settleEnds == 2 + duration)
        #expect(p.send(.advance(time: 2 + duration)).row0.phase == .open)
    }

    @Test("TIM-3 settles complete in order of end time, then row index, before the event")
    func tim3() throws {
        var p = try Player(Fixture.select(), Fixture.select())
        p.drag(row: 1, from: 0, through: [100])
        p.send(.up(x: 100, y: 20, time: 1))  // row 1 saved archive, ends 1.25
        p.drag(row: 0, from: 0, through: [100], at: 1.125)  // drops row 1's selection (DES-2)
        p.send(.up(x: 100, y: 20, time: 1.2))  // row 0 saved archive, ends 1.45
        // A down at 2 first completes row 0's settle.
        let o = p.send(.down(row: 0, x: 5, y: 5, time: 2))
        #expect(o.performed == [PerformedAction(row: 0, edge: .leading, id: "archive")])
        #expect(o.tappedRow == nil)
    }

    @Test("TIM-3 two settles ending together complete in row order, in the same event")
    func tim3Ties() throws {
        var p = try Player(Fixture.r1(), Fixture.select())
        p.send(.open(row: 0, edge: .trailing, time: 0))
        p.send(.advance(time: 0.25))
        p.send(.down(row: 1, x: 0, y: 20, time: 1))
        // Recognised and released by the up (REC-5): row 0 closes and row 1 saves, both ending at 1.25.
        let up = p.send(.up(x: 100, y: 20, time: 1))
        #expect(up.rows[0].settleEnds == 1.25 && up.rows[1].settleEnds == 1.25)
        let o = p.send(.advance(time: 1.25))
        #expect(o.performed == [PerformedAction(row: 1, edge: .leading, id: "archive")])
        #expect(o.rows.allSatisfy { $0.phase == .closed })
    }

    @Test("TIM-4 advance only moves the clock")
    func tim4() throws {
        var p = try Player(Fixture.r1())
        p.drag(from: 300, through: [250])
        let o = p.send(.advance(time: 10))
        #expect(o.row0.phase == .dragging && o.row0.offset == -50)
        #expect(p.send(.move(x: 240, y: 20, time: 11)).row0.offset == -60)
    }

    @Test("TIM-5 while settling the target and end time are observed")
    func tim5() throws {
        var p = try Player(Fixture.r1())
        p.drag(from: 300, through: [200])
        let o = p.send(.up(x: 200, y: 20, time: 1))
        let mid = p.send(.advance(time: 1.125))
        #expect(o.row0 == mid.row0)
        #expect(mid.row0.offset == -148 && mid.row0.settleEnds == 1.25)
    }

    @Test("TIM-6 a release already at its target comes to rest at once", arguments: [ReleaseStyle.reveal, .select])
    func tim6(style: ReleaseStyle) throws {
        if style == .reveal {
            var p = try Player(Fixture.r1())
            p.drag(from: 300, through: [152])  // exactly -148, the open target
            let o = p.send(.up(x: 152, y: 20, time: 1))
            #expect(o.row0.phase == .open && o.row0.settleEnds == nil)
        } else {
            var p = try Player(Fixture.select())
            p.drag(from: 0, through: [320])  // exactly +W with a selection
            let o = p.send(.up(x: 320, y: 20, time: 1))
            #expect(o.performedIDs == ["snooze"] && o.row0.phase == .closed && o.row0.offset == 0)
        }
    }

    @Test("LST-1 at most one row is open, whatever is done to the others")
    func lst1() throws {
        var p = try Player(Fixture.r1(), Fixture.r1(), Fixture.both())
        p.send(.open(row: 0, edge: .trailing, time: 0))
        p.send(.open(row: 2, edge: .leading, time: 0.1))
        p.drag(row: 1, from: 300, through: [250], at: 0.2)
        p.send(.up(x: 250, y: 20, time: 1))
        p.send(.open(row: 0, edge: .trailing, time: 1.1))
        for o in p.observations { #expect(o.rows.filter { $0.offset != 0 }.count <= 1) }
    }

    @Test("LST-2 a drag on another row closes the open row and proceeds at once")
    func lst2() throws {
        var p = try Player(Fixture.r1(), Fixture.r1())
        p.send(.open(row: 0, edge: .trailing, time: 0))
        p.send(.advance(time: 1))
        let o = p.drag(row: 1, from: 300, through: [280], at: 2)
        #expect(o.rows[0].offset == 0 && o.rows[0].phase == .settling)
        #expect(o.rows[1].offset == -20 && o.rows[1].phase == .dragging)
    }

    @Test("LST-3 a recognised scroll closes the open row")
    func lst3() throws {
        var p = try Player(Fixture.r1(), Fixture.r1())
        p.send(.open(row: 0, edge: .trailing, time: 0))
        p.send(.advance(time: 1))
        p.send(.down(row: 1, x: 100, y: 20, time: 2))
        #expect(p.send(.move(x: 100, y: 25, time: 2.1)).rows[0].offset == -148)  // still pending
        let o = p.send(.move(x: 100, y: 30, time: 2.2))
        #expect(o.rows[0].offset == 0 && o.rows[0].phase == .settling)
    }

    @Test("LST-4 a tap on another row closes the open row and is consumed")
    func lst4() throws {
        var p = try Player(Fixture.r1(), Fixture.r1())
        p.send(.open(row: 0, edge: .trailing, time: 0))
        p.send(.advance(time: 1))
        p.send(.down(row: 1, x: 350, y: 20, time: 2))
        let o = p.send(.up(x: 350, y: 20, time: 2.1))
        #expect(o.tappedRow == nil && o.performed.isEmpty && o.rows[0].offset == 0 && o.rows[1].offset == 0)
    }

    @Test("LST-5 a tap while no row is open reaches the content")
    func lst5() throws {
        var p = try Player(Fixture.r1(), Fixture.r1())
        p.send(.down(row: 1, x: 350, y: 20, time: 0))
        #expect(p.send(.up(x: 350, y: 20, time: 0.1)).tappedRow == 1)
        // A row settling toward 0 is not open.
        p.send(.open(row: 0, edge: .trailing, time: 1))
        p.send(.close(row: 0, time: 1.1))
        p.send(.down(row: 0, x: 10, y: 20, time: 1.2))
        #expect(p.send(.up(x: 10, y: 20, time: 1.25)).tappedRow == 0)
    }

    @Test("LST-6 a row is open when its offset is not 0; closing one already at 0 keeps its settle")
    func lst6() throws {
        var p = try Player(Fixture.r1())
        p.send(.open(row: 0, edge: .trailing, time: 0))
        p.send(.close(row: 0, time: 0.125))  // settling to 0 until 0.375
        let o = p.send(.close(row: 0, time: 0.25))
        #expect(o.row0.settleEnds == 0.375)
        #expect(p.send(.advance(time: 0.375)).row0.phase == .closed)
    }

    @Test("LST-7 events naming a row the list does not have are rejected")
    func lst7() throws {
        var p = try Player(Fixture.r1())
        for e: InputEvent in [.down(row: 1, x: 0, y: 0, time: 0), .open(row: -1, edge: .trailing, time: 0),
                              .close(row: 7, time: 0), .activate(row: 1, index: 0, time: 0)] {
            #expect(p.send(e).rejection == .unknownRow)
        }
    }

    @Test("PRG-1 open closes other rows, then settles toward the edge")
    func prg1() throws {
        var p = try Player(Fixture.r1(), Fixture.both(.rightToLeft))
        p.send(.open(row: 0, edge: .trailing, time: 0))
        let o = p.send(.open(row: 1, edge: .leading, time: 0.5))
        #expect(o.rows[0].offset == 0)
        #expect(o.rows[1].offset == -148 && o.rows[1].revealedEdge == .leading)  // RTL leading: right side
        let again = p.send(.open(row: 1, edge: .leading, time: 0.6))
        #expect(again.rows[1].settleEnds == 0.75)  // already at its target: left as it is
    }

    @Test("PRG-2 close settles to 0 in either style")
    func prg2() throws {
        var p = try Player(Fixture.r1())
        p.send(.open(row: 0, edge: .trailing, time: 0))
        let o = p.send(.close(row: 0, time: 1))
        #expect(o.row0.offset == 0 && o.row0.phase == .settling && o.row0.settleEnds == 1.25)
        var s = try ListRequirementTests.savedSnooze()
        #expect(s.send(.close(row: 0, time: 0.1)).rows[0].offset == 0)
    }

    @Test("PRG-3 open is rejected in the select style")
    func prg3() throws {
        var p = try Player(Fixture.select())
        #expect(p.send(.open(row: 0, edge: .leading, time: 0)).rejection == .unsupportedInSelectStyle)
    }

    @Test("PRG-4 open toward an edge with no actions is rejected")
    func prg4() throws {
        var p = try Player(Fixture.r1())
        #expect(p.send(.open(row: 0, edge: .leading, time: 0)).rejection == .edgeHasNoActions)
    }

    @Test("PRG-5 open and close are rejected during a drag, accepted while pending or scrolling")
    func prg5() throws {
        var p = try Player(Fixture.r1(), Fixture.r1())
        p.drag(from: 300, through: [250])
        #expect(p.send(.open(row: 1, edge: .trailing, time: 1)).rejection == .dragInProgress)
        #expect(p.send(.close(row: 0, time: 1)).rejection == .dragInProgress)
        p.send(.cancel(time: 1))
        p.send(.down(row: 0, x: 300, y: 20, time: 2))
        #expect(p.send(.open(row: 1, edge: .trailing, time: 2)).rejection == nil)
    }

    @Test("AX-1 the accessibility list is leading then trailing, independent of direction and state",
          arguments: LayoutDirection.allCases)
    func ax1(direction: LayoutDirection) throws {
        var p = try Player(Fixture.both(direction))
        let expected = [AccessibleAction(edge: .leading, id: "read"), AccessibleAction(edge: .leading, id: "pin"),
                        AccessibleAction(edge: .trailing, id: "delete"), AccessibleAction(edge: .trailing, id: "flag")]
        #expect(p.list.accessibilityActions(ofRow: 0) == expected)
        p.send(.open(row: 0, edge: .trailing, time: 0))
        #expect(p.list.accessibilityActions(ofRow: 0) == expected)
    }

    @Test("AX-2 activate performs an entry without a gesture and closes the row")
    func ax2() throws {
        var p = try Player(Fixture.both())
        p.send(.open(row: 0, edge: .leading, time: 0))
        let o = p.send(.activate(row: 0, index: 3, time: 1))
        #expect(o.performed == [PerformedAction(row: 0, edge: .trailing, id: "flag")])
        #expect(o.row0.offset == 0)
        var q = try Player(Fixture.both())
        for i in 0..<4 { #expect(q.send(.activate(row: 0, index: i, time: 0)).performed.count == 1) }
    }

    @Test("AX-3 an index outside the list is rejected", arguments: [-1, 4, 99])
    func ax3(index: Int) throws {
        var p = try Player(Fixture.both())
        #expect(p.send(.activate(row: 0, index: index, time: 0)).rejection == .unknownAction)
    }

    @Test("AX-4 activate during a drag is rejected")
    func ax4() throws {
        var p = try Player(Fixture.both())
        p.drag(from: 300, through: [250])
        #expect(p.send(.activate(row: 0, index: 0, time: 1)).rejection == .dragInProgress)
    }
}
