import SwipeReference
import Testing

/// MUT requirements of SPEC.md: the list changes under the finger.
@Suite struct MutationRequirementTests {
    static func keyed(_ row: RowConfiguration, _ key: String) -> RowConfiguration {
        var r = row
        r.key = key
        return r
    }

    /// Rows a, b, c (R1 each); row `open` is opened programmatically and at rest at t 0.25.
    static func threeRows(open: Int? = nil) throws -> Player {
        var p = try Player(rows: ["a", "b", "c"].map { keyed(Fixture.r1(), $0) })
        if let open {
            p.send(.open(row: open, edge: .trailing, time: 0))
            p.send(.advance(time: 0.25))
        }
        return p
    }

    static func offsets(_ o: Observation) -> [Double] { o.rows.map(\.offset) }

    @Test("MUT-1 keys are unique in the list as built; rows without keys are allowed")
    func mut1Keys() throws {
        #expect(throws: ConfigurationError.duplicateKey(row: 1, key: "a")) {
            try SwipeList(rows: [Self.keyed(Fixture.r1(), "a"), Self.keyed(Fixture.r1(), "a")])
        }
        _ = try SwipeList(rows: [Self.keyed(Fixture.r1(), "a"), Self.keyed(Fixture.r1(), "b"), Fixture.r1(), Fixture.r1()])
    }

    @Test("MUT-1 state follows the row through an insert above it; observations list rows in current order")
    func mut1Follows() throws {
        var p = try Self.threeRows(open: 1)
        let o = p.send(.insertRow(index: 0, configuration: Fixture.r1(), time: 1))
        #expect(Self.offsets(o) == [0, 0, -148, 0])
        #expect(o.rows[2].phase == .open)
        // A tap on the open row's delete button names its current index.
        p.send(.down(row: 2, x: 340, y: 20, time: 2))
        #expect(p.send(.up(x: 340, y: 20, time: 2.0625)).performed == [PerformedAction(row: 2, edge: .trailing, id: "delete")])
    }

    @Test("MUT-2 insert at 0, at count (append), and rejected at count + 1 and at -1")
    func mut2() throws {
        var p = try Self.threeRows(open: 2)
        #expect(p.send(.insertRow(index: 4, configuration: Fixture.r1(), time: 1)).rejection == .unknownRow)
        #expect(p.send(.insertRow(index: -1, configuration: Fixture.r1(), time: 1)).rejection == .unknownRow)
        let appended = p.send(.insertRow(index: 3, configuration: Fixture.both(), time: 1))
        #expect(Self.offsets(appended) == [0, 0, -148, 0])
        #expect(appended.rows[3].phase == .closed && appended.rejection == nil)
        let first = p.send(.insertRow(index: 0, configuration: Fixture.r1(), time: 1))
        #expect(Self.offsets(first) == [0, 0, 0, -148, 0])
    }

    @Test("MUT-3 the row that takes a deleted open row's index is closed (the cell-reuse bug)")
    func mut3Reuse() throws {
        var p = try Self.threeRows(open: 0)
        let o = p.send(.deleteRow(row: 0, time: 1))
        #expect(o.rows.map(\.phase) == [.closed, .closed])
        #expect(Self.offsets(o) == [0, 0])
        // A tap where the deleted row's delete button was reaches the new row's content.
        p.send(.down(row: 0, x: 340, y: 20, time: 2))
        let tap = p.send(.up(x: 340, y: 20, time: 2.0625))
        #expect(tap.performed.isEmpty && tap.tappedRow == 0)
    }

    @Test("MUT-3 rows after a deleted row keep their own state one index up; above it nothing moves")
    func mut3Shift() throws {
        var p = try Self.threeRows(open: 2)
        #expect(Self.offsets(p.send(.deleteRow(row: 0, time: 1))) == [0, -148])
        var q = try Self.threeRows(open: 0)
        #expect(Self.offsets(q.send(.deleteRow(row: 2, time: 1))) == [-148, 0])
    }

    @Test("MUT-3 a deleted row's settle never completes and its saved selection is never performed")
    func mut3Selection() throws {
        var p = try ListRequirementTests.savedSnooze()  // row 0 settles to 320 until 0.296875
        p.send(.deleteRow(row: 0, time: 0.0625))
        p.send(.advance(time: 0.296875))
        p.send(.advance(time: 10))
        #expect(p.observations.allSatisfy { $0.performed.isEmpty })
    }

    @Test("MUT-4 a move carries the state; to = row changes nothing; to = count is rejected")
    func mut4() throws {
        var p = try Self.threeRows(open: 0)
        #expect(p.send(.moveRow(row: 0, to: 3, time: 1)).rejection == .unknownRow)
        #expect(p.send(.moveRow(row: 0, to: -1, time: 1)).rejection == .unknownRow)
        #expect(Self.offsets(p.send(.moveRow(row: 0, to: 0, time: 1))) == [-148, 0, 0])
        #expect(Self.offsets(p.send(.moveRow(row: 0, to: 2, time: 1))) == [0, 0, -148])
        #expect(Self.offsets(p.send(.moveRow(row: 2, to: 1, time: 1))) == [0, -148, 0])
    }

    @Test("MUT-5 a reload's new configuration governs later gestures and activations")
    func mut5() throws {
        var p = try Player(Fixture.r1())
        p.send(.reloadRow(row: 0, configuration: Fixture.r1(width: 200), time: 0))
        // Full swipe threshold of width 200: max(150, 168) = 168; r1 at 375 would need 281.25.
        let o = p.drag(from: 190, through: [180, 22], at: 1)
        #expect(o.row0.selected == "delete")
        p.send(.cancel(time: 2))
        p.send(.reloadRow(row: 0, configuration: Fixture.both(), time: 3))
        #expect(p.send(.activate(row: 0, index: 0, time: 4)).performed == [PerformedAction(row: 0, edge: .leading, id: "read")])
    }

    @Test("MUT-6 a reload leaves a closed row closed and a settle toward 0 with its end time")
    func mut6() throws {
        var p = try Player(Fixture.r1())
        #expect(p.send(.reloadRow(row: 0, configuration: Fixture.both(), time: 0)).row0.phase == .closed)
        p.send(.open(row: 0, edge: .trailing, time: 1))
        p.send(.close(row: 0, time: 1.5))  // settles toward 0 until 1.75
        let o = p.send(.reloadRow(row: 0, configuration: Fixture.r1(width: 300), time: 1.625))
        #expect(o.row0.offset == 0 && o.row0.phase == .settling && o.row0.settleEnds == 1.75)
    }

    @Test("MUT-7 an open row stays open at the new extent while its edge has actions in the reveal style")
    func mut7KeepOpen() throws {
        var p = try Self.threeRows(open: 1)
        let wider = RowConfiguration(declarations: [SwipeDeclaration(edge: .trailing, actions: [
            SwipeAction(id: "delete"), SwipeAction(id: "flag"), SwipeAction(id: "more", width: 52)])])
        let o = p.send(.reloadRow(row: 1, configuration: wider, time: 1))
        #expect(o.rows[1].offset == -200 && o.rows[1].phase == .open)
        // Under the other layout direction the same logical edge is on the other side.
        var rtl = wider
        rtl.layoutDirection = .rightToLeft
        #expect(p.send(.reloadRow(row: 1, configuration: rtl, time: 2)).rows[1].offset == 200)
    }

    @Test("MUT-7 an opening settle keeps its end time at the new extent")
    func mut7Opening() throws {
        var p = try Player(Fixture.r1())
        p.send(.open(row: 0, edge: .trailing, time: 0))
        let o = p.send(.reloadRow(row: 0, configuration: Fixture.r1(width: 200), time: 0.125))
        #expect(o.row0.offset == -148 && o.row0.phase == .settling && o.row0.settleEnds == 0.25)
        let narrow = RowConfiguration(declarations: [SwipeDeclaration(edge: .trailing, actions: [SwipeAction(id: "delete")])])
        #expect(p.send(.reloadRow(row: 0, configuration: narrow, time: 0.1875)).row0.offset == -74)
        #expect(p.send(.advance(time: 0.25)).row0.phase == .open)
    }

    @Test("MUT-7 an open row closes when its edge loses its actions or the style becomes select")
    func mut7Close() throws {
        var p = try Player(Fixture.r1())
        p.send(.open(row: 0, edge: .trailing, time: 0))
        p.send(.advance(time: 0.25))
        var leadingOnly = RowConfiguration(declarations: [SwipeDeclaration(edge: .leading, actions: [SwipeAction(id: "read")])])
        leadingOnly.parameters.settleDuration = 0.5
        let o = p.send(.reloadRow(row: 0, configuration: leadingOnly, time: 1))
        #expect(o.row0.offset == 0 && o.row0.phase == .settling && o.row0.settleEnds == 1.5)
        var q = try Player(Fixture.r1())
        q.send(.open(row: 0, edge: .trailing, time: 0))
        var select = Fixture.r1()
        select.style = .select
        #expect(q.send(.reloadRow(row: 0, configuration: select, time: 0.125)).row0.offset == 0)
    }

    @Test("MUT-8 a saved selection survives a reload that keeps its action on its edge")
    func mut8Keep() throws {
        var p = try ListRequirementTests.savedSnooze()  // snooze saved, ends 0.296875
        let reordered = RowConfiguration(width: 400, style: .select, declarations: [
            SwipeDeclaration(edge: .leading, actions: [SwipeAction(id: "snooze"), SwipeAction(id: "archive")])])
        let o = p.send(.reloadRow(row: 0, configuration: reordered, time: 0.125))
        #expect(o.rows[0].offset == 400 && o.rows[0].selected == "snooze" && o.rows[0].settleEnds == 0.296875)
        #expect(p.send(.advance(time: 0.296875)).performed == [PerformedAction(row: 0, edge: .leading, id: "snooze")])
    }

    @Test("MUT-8 a saved selection whose action is gone, or under the reveal style, is dropped and never performed")
    func mut8Drop() throws {
        var p = try ListRequirementTests.savedSnooze()
        let o = p.send(.reloadRow(row: 0, configuration: Fixture.select(count: 1), time: 0.125))
        #expect(o.rows[0].offset == 0 && o.rows[0].selected == nil && o.rows[0].phase == .settling)
        p.send(.advance(time: 5))
        #expect(p.observations.allSatisfy { $0.performed.isEmpty })
        var q = try ListRequirementTests.savedSnooze()
        var reveal = Fixture.select()
        reveal.style = .reveal
        q.send(.reloadRow(row: 0, configuration: reveal, time: 0.125))
        q.send(.advance(time: 5))
        #expect(q.observations.allSatisfy { $0.performed.isEmpty })
    }

    @Test("MUT-9 a reload of the dragged row keeps the drag and recomputes the offset at once")
    func mut9Drag() throws {
        var p = try Player(Fixture.r1())
        p.drag(from: 300, through: [280, 200])  // -100
        let narrow = RowConfiguration(declarations: [SwipeDeclaration(edge: .trailing, allowsFullSwipe: false, actions: [SwipeAction(id: "delete")])])
        let o = p.send(.reloadRow(row: 0, configuration: narrow, time: 0.0625))
        // r = -100 is past the limit 74 of a one-action edge without full swipe: resisted.
        #expect(o.row0.phase == .dragging && o.row0.offset < -74 && o.row0.offset > -100)
        let back = p.send(.move(x: 250, y: 20, time: 0.078125))
        #expect(back.row0.offset == -50)
        #expect(p.send(.up(x: 250, y: 20, time: 1)).row0.offset == -74)  // 50 >= 37: opens at the new extent
    }

    @Test("MUT-9 a reload of a pending row's configuration: later moves use the new slop")
    func mut9Pending() throws {
        var p = try Player(Fixture.r1())
        p.send(.down(row: 0, x: 300, y: 20, time: 0))
        var slop20 = Fixture.r1()
        slop20.parameters.slop = 20
        p.send(.reloadRow(row: 0, configuration: slop20, time: 0))
        #expect(p.send(.move(x: 281, y: 20, time: 0.015625)).row0.phase == .closed)  // 19 < 20
        #expect(p.send(.move(x: 280, y: 20, time: 0.03125)).row0.phase == .dragging)  // 20: on the slop
    }

    @Test("MUT-9 an insert above and a move of the dragged row keep the drag on it")
    func mut9Index() throws {
        var p = try Self.threeRows()
        p.drag(row: 1, from: 300, through: [280])
        p.send(.insertRow(index: 0, configuration: Fixture.r1(), time: 0.03125))
        #expect(Self.offsets(p.send(.move(x: 200, y: 20, time: 0.046875))) == [0, 0, -100, 0])
        p.send(.moveRow(row: 2, to: 0, time: 0.0625))
        #expect(Self.offsets(p.send(.move(x: 210, y: 20, time: 0.078125))) == [-90, 0, 0, 0])
    }

    @Test("MUT-10 deleting the dragged row detaches the sequence until its up or cancel")
    func mut10() throws {
        var p = try Self.threeRows()
        p.drag(row: 0, from: 300, through: [280, 200])
        let d = p.send(.deleteRow(row: 0, time: 0.0625))
        #expect(Self.offsets(d) == [0, 0])
        #expect(p.send(.down(row: 0, x: 10, y: 20, time: 0.07)).rejection == .touchAlreadyActive)
        #expect(Self.offsets(p.send(.move(x: 100, y: 20, time: 0.078125))) == [0, 0])
        let up = p.send(.up(x: 100, y: 20, time: 0.09375))
        #expect(up.performed.isEmpty && up.tappedRow == nil && up.rows.allSatisfy { $0.phase == .closed })
        #expect(p.send(.move(x: 100, y: 20, time: 0.1)).rejection == .noActiveTouch)
        // A pending sequence is detached too: its up is no tap, its cancel ends it.
        p.send(.down(row: 1, x: 300, y: 20, time: 1))
        p.send(.deleteRow(row: 1, time: 1))
        #expect(p.send(.up(x: 300, y: 20, time: 1.0625)).tappedRow == nil)
        p.send(.down(row: 0, x: 300, y: 20, time: 2))
        p.send(.deleteRow(row: 0, time: 2))
        #expect(p.send(.cancel(time: 2.0625)).rejection == nil)
        #expect(p.send(.cancel(time: 2.0625)).rejection == .noActiveTouch)
    }

    @Test("MUT-10 a detached drag is not a drag in progress: open, close and activate are accepted (section 4, question 10)")
    func mut10DetachedDragIsNotInProgress() throws {
        var p = try Self.threeRows()
        p.drag(row: 0, from: 300, through: [280, 200])
        #expect(p.send(.open(row: 1, edge: .trailing, time: 0.05)).rejection == .dragInProgress)  // attached: PRG-5
        p.send(.deleteRow(row: 0, time: 0.0625))
        let opened = p.send(.open(row: 0, edge: .trailing, time: 0.07))
        #expect(opened.rejection == nil && opened.rows[0].phase == .settling && opened.rows[0].offset < 0)
        #expect(p.send(.close(row: 0, time: 0.08)).rejection == nil)
        #expect(p.send(.activate(row: 1, index: 0, time: 0.09)).performed.count == 1)
        #expect(p.send(.down(row: 1, x: 10, y: 20, time: 0.1)).rejection == .touchAlreadyActive)  // still active: REC-7
    }

    @Test("MUT-10 a pending sequence detached before any move is never recognised: the open row stays open (section 4, question 11)",
          arguments: [(300.0, 120.0), (200.0, 20.0)])
    func mut10DetachedPendingIsNeverRecognised(x: Double, y: Double) throws {
        var p = try Self.threeRows(open: 2)
        p.send(.down(row: 0, x: 300, y: 20, time: 1))
        p.send(.deleteRow(row: 0, time: 1))
        let moved = p.send(.move(x: x, y: y, time: 1.0625))
        #expect(moved.rows[1].phase == .open && moved.rows[0].phase == .closed, "\(moved.rows)")
        #expect(p.send(.up(x: x, y: y, time: 1.125)).rows[1].phase == .open)
        // The same move on a sequence that kept its row is recognised, and closes the open row (LST-3, LST-1).
        var kept = try Self.threeRows(open: 2)
        kept.send(.down(row: 0, x: 300, y: 20, time: 1))
        kept.send(.deleteRow(row: 1, time: 1))
        #expect(kept.send(.move(x: x, y: y, time: 1.0625)).rows[1].phase == .settling)
    }

    @Test("MUT-11 the list may become empty; events naming a row are rejected, an insert at 0 is accepted")
    func mut11() throws {
        var p = try Player(Fixture.r1())
        #expect(p.send(.deleteRow(row: 0, time: 0)).rows.isEmpty)
        #expect(p.send(.down(row: 0, x: 10, y: 20, time: 1)).rejection == .unknownRow)
        #expect(p.send(.deleteRow(row: 0, time: 1)).rejection == .unknownRow)
        #expect(p.send(.reloadRow(row: 0, configuration: Fixture.r1(), time: 1)).rejection == .unknownRow)
        #expect(p.send(.moveRow(row: 0, to: 0, time: 1)).rejection == .unknownRow)
        #expect(p.send(.advance(time: 1)).rejection == nil)
        #expect(p.send(.insertRow(index: 1, configuration: Fixture.r1(), time: 1)).rejection == .unknownRow)
        #expect(p.send(.insertRow(index: 0, configuration: Fixture.r1(), time: 1)).rows.count == 1)
    }

    @Test("MUT-12 invalid configurations and duplicate keys are rejected, in OBS-5's order")
    func mut12() throws {
        var p = try Self.threeRows()
        p.send(.advance(time: 1))
        let zeroWidth = Self.keyed(Fixture.r1(width: 0), "a")
        #expect(p.send(.insertRow(index: 5, configuration: zeroWidth, time: 0)).rejection == .unknownRow)
        #expect(p.send(.insertRow(index: 0, configuration: zeroWidth, time: 0)).rejection == .timeWentBackwards)
        #expect(p.send(.insertRow(index: 0, configuration: zeroWidth, time: 1)).rejection == .invalidConfiguration)
        #expect(p.send(.insertRow(index: 0, configuration: Self.keyed(Fixture.r1(), "a"), time: 1)).rejection == .duplicateKey)
        #expect(p.send(.reloadRow(row: 0, configuration: Self.keyed(Fixture.r1(), "b"), time: 1)).rejection == .duplicateKey)
        #expect(p.send(.reloadRow(row: 0, configuration: Self.keyed(Fixture.r1(), "a"), time: 1)).rejection == nil)
        let twice = RowConfiguration(declarations: [SwipeDeclaration(edge: .trailing, actions: [SwipeAction(id: "x"), SwipeAction(id: "x")])])
        #expect(p.send(.reloadRow(row: 0, configuration: twice, time: 1)).rejection == .invalidConfiguration)
        #expect(p.send(.deleteRow(row: 3, time: 1)).rejection == .unknownRow)
        #expect(p.send(.insertRow(index: 0, configuration: .init(width: .nan, declarations: []), time: .infinity)).rejection == .nonFiniteValue)
        #expect(p.list.configurations.map(\.key) == ["a", "b", "c"])
    }

    @Test("MUT-13 changes during a drag are accepted, perform nothing, and never open a row")
    func mut13() throws {
        var p = try Self.threeRows(open: 2)
        p.drag(row: 0, from: 300, through: [280], at: 1)
        let changes: [InputEvent] = [
            .insertRow(index: 1, configuration: Fixture.r1(), time: 1.03125),
            .moveRow(row: 3, to: 1, time: 1.03125),
            .reloadRow(row: 2, configuration: Fixture.both(), time: 1.03125),
            .deleteRow(row: 1, time: 1.03125),
        ]
        for e in changes {
            let o = p.send(e)
            #expect(o.rejection == nil && o.performed.isEmpty && o.tappedRow == nil)
            #expect(o.rows.filter { $0.offset != 0 && $0.phase != .settling }.count <= 1)
        }
        #expect(p.send(.close(row: 0, time: 1.05)).rejection == .dragInProgress)
    }

    @Test("MUT-14 a delete at a settle's end time comes after the completion: on, below and above")
    func mut14() throws {
        for (t, performed) in [(0.296875 - 1.0 / 1024, false), (0.296875, true), (0.296875 + 1.0 / 1024, true)] {
            var p = try ListRequirementTests.savedSnooze()
            let o = p.send(.deleteRow(row: 0, time: t))
            #expect((o.performedIDs == ["snooze"]) == performed, "delete at \(t)")
            p.send(.advance(time: 10))
            #expect(p.observations.flatMap(\.performed).count == (performed ? 1 : 0))
        }
    }

    @Test("MUT-15 the accessibility list is that of the rows as built; activate uses the current configuration")
    func mut15() throws {
        var p = try Player(Fixture.r1())
        #expect(p.list.accessibilityActions(ofRow: 0).map(\.id) == ["delete", "flag"])
        p.send(.insertRow(index: 0, configuration: Fixture.both(), time: 0))
        #expect(p.send(.activate(row: 0, index: 3, time: 0)).performed == [PerformedAction(row: 0, edge: .trailing, id: "flag")])
        #expect(p.send(.activate(row: 1, index: 2, time: 0)).rejection == .unknownAction)
    }
}

extension MutationRequirementTests {
    @Test("MUT-9 a drag from the open row starts from the new extent after a reload; from 0 when its edge is gone")
    func mut9StartOffset() throws {
        for (config, expected) in [(Fixture.r1(), -148.0), (RowConfiguration(declarations: [
            SwipeDeclaration(edge: .trailing, actions: [SwipeAction(id: "delete")])]), -74),
            (RowConfiguration(declarations: [SwipeDeclaration(edge: .leading, actions: [SwipeAction(id: "read")])]), 0)] {
            var p = try Player(Fixture.r1())
            p.send(.open(row: 0, edge: .trailing, time: 0))
            p.drag(from: 300, through: [290, 250], at: 1)  // from -148
            p.send(.reloadRow(row: 0, configuration: config, time: 1.03125))
            let o = p.send(.cancel(time: 1.0625))  // CAN-1: back to the start offset
            #expect(o.row0.offset == expected && o.row0.phase == (expected == 0 ? .closed : .open))
        }
    }
}
