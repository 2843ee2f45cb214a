import SwipeReference
import Testing

/// OBS and NUM requirements of SPEC.md.
@Suite struct ObservationRequirementTests {
    @Test("OBS-1 every event yields exactly one observation, accepted or rejected")
    func obs1() throws {
        var p = try Player(Fixture.r1())
        let events: [InputEvent] = [.move(x: 0, y: 0, time: 0), .down(row: 0, x: 1, y: 1, time: 0), .up(x: 1, y: 1, time: .nan)]
        for e in events { p.send(e) }
        #expect(p.observations.count == events.count)
    }

    @Test("OBS-2 each row reports offset, phase, revealed edge, actions, selected and settle end")
    func obs2() throws {
        var p = try Player(Fixture.r1(), Fixture.select())
        let o = p.drag(row: 1, from: 0, through: [100])
        #expect(o.rows.count == 2)
        #expect(o.rows[0] == RowObservation(offset: 0, phase: .closed, revealedEdge: nil, actions: [], selected: nil, settleEnds: nil))
        #expect(o.rows[1].offset == 100 && o.rows[1].phase == .dragging && o.rows[1].revealedEdge == .leading)
        #expect(o.rows[1].selected == "archive" && o.rows[1].settleEnds == nil && o.rows[1].actions.count == 2)
    }

    @Test("OBS-3 performed lists completions first, then the event's own action")
    func obs3() throws {
        var p = try Player(Fixture.select(), Fixture.both())
        p.drag(from: 0, through: [100])
        p.send(.up(x: 100, y: 20, time: 1))  // row 0: archive, ends 1.25
        let o = p.send(.activate(row: 1, index: 2, time: 2))
        #expect(o.performed == [PerformedAction(row: 0, edge: .leading, id: "archive"), PerformedAction(row: 1, edge: .trailing, id: "delete")])
    }

    @Test("OBS-4 tappedRow is set only by a delivered tap")
    func obs4() throws {
        var p = try Player(Fixture.r1(), Fixture.r1())
        p.send(.down(row: 0, x: 5, y: 5, time: 0))
        #expect(p.send(.up(x: 5, y: 5, time: 0.1)).tappedRow == 0)
        #expect(p.send(.advance(time: 1)).tappedRow == nil)
    }

    @Test("OBS-5 a rejected event changes nothing, and checks run in the stated order")
    func obs5() throws {
        var p = try Player(Fixture.r1())
        p.drag(from: 300, through: [250])
        let before = p.list
        // Both non-finite and unknown row: nonFiniteValue wins.
        #expect(p.send(.down(row: 9, x: .nan, y: 0, time: 1)).rejection == .nonFiniteValue)
        // Unknown row and backwards time: unknownRow wins.
        #expect(p.send(.close(row: 9, time: -1)).rejection == .unknownRow)
        // Backwards time and a second pointer: timeWentBackwards wins.
        #expect(p.send(.down(row: 0, x: 0, y: 0, time: -1)).rejection == .timeWentBackwards)
        // A drag in progress on a select-style question: dragInProgress wins.
        #expect(p.send(.open(row: 0, edge: .leading, time: 2)).rejection == .dragInProgress)
        // Nothing changed: the same observation now, and the same observations
        // from here on as the list kept from before the rejected events.
        var after = p.list, kept = before
        #expect(after.observation == kept.observation)
        let rest: [InputEvent] = [.move(x: 200, y: 0, time: 3), .up(x: 150, y: 0, time: 3.1), .advance(time: 10)]
        for event in rest { #expect(after.handle(event) == kept.handle(event)) }
    }

    @Test("OBS-6 pending and scrolling sequences change no phase")
    func obs6() throws {
        var p = try Player(Fixture.r1())
        p.drag(from: 300, through: [297, 300])
        p.send(.move(x: 300, y: 100, time: 1))
        #expect(p.observations.allSatisfy { $0.row0.phase == .closed })
    }

    @Test("OBS-7 identical inputs give identical observations, so a difference has a first event")
    func obs7() throws {
        var a = try Player(Fixture.r1())
        var b = try Player(Fixture.r1())
        let events: [InputEvent] = [.down(row: 0, x: 300, y: 20, time: 0), .move(x: 200, y: 20, time: 0.1), .up(x: 200, y: 20, time: 1)]
        for e in events { #expect(a.send(e) == b.send(e)) }
        var c = try Player(Fixture.r1(.rightToLeft))
        let diverge = events.indices.first { c.send(events[$0]) != a.observations[$0] }
        #expect(diverge == 1)
    }

    @Test("OBS-8 the accessibility list is a function of the configuration only")
    func obs8() throws {
        let a = try SwipeList(rows: [Fixture.both(.leftToRight)])
        let b = try SwipeList(rows: [Fixture.both(.rightToLeft, style: .select)])
        #expect(a.accessibilityActions(ofRow: 0) == b.accessibilityActions(ofRow: 0))
    }

    @Test("NUM-1 the rubber band is evaluated one operation at a time in the stated order")
    func num1() throws {
        var p = try Player(Fixture.r1(fullSwipe: false))
        let x = 300 - 148 - 0.1
        let o = p.drag(from: 300, through: [x])
        var q = abs(0 + (x - 300)) - 148
        q = q * 0.55; q = q / 375; q = q + 1; q = 1 / q; q = 1 - q; q = q * 375
        #expect(o.row0.offset == -(148 + q))
    }

    @Test("NUM-2 continuous fields are the only ones that may differ within 1e-6")
    func num2() throws {
        // The zone frames of a 3-way split of 325 - 50 are not exact in binary.
        var p = try Player(Fixture.select(width: 325, count: 3))
        let frames = p.drag(from: 0, through: [60]).row0.actions
        let expected: [(String, Double, Double)] = [("archive", 50, 275.0 / 3), ("snooze", 50 + 275.0 / 3, 275.0 / 3), ("later", 50 + 550.0 / 3, 275.0 / 3)]
        for (f, e) in zip(frames, expected) {
            #expect(f.id == e.0)
            #expect(abs(f.x - e.1) <= 1e-6 && abs(f.width - e.2) <= 1e-6)
        }
    }

    @Test("NUM-3 dyadic boundary inputs give exact decisions: (m - A) x n vs i x (W - A)")
    func num3() throws {
        // W = 325, A = 50, n = 3: boundary at 50 + 275/3 is not dyadic; the decision is
        // exact anyway because it multiplies instead of dividing.
        var p = try Player(Fixture.select(width: 325, count: 3))
        p.drag(from: 0, through: [141.65625])  // 3 x 91.65625 = 274.96875 < 275
        #expect(p.list.observation.row0.selected == "archive")
        #expect(p.send(.move(x: 141.671875, y: 20, time: 1)).row0.selected == "snooze")  // 275.015625 >= 275
    }

    @Test("NUM-4 non-finite numbers in events are rejected", arguments: [Double.nan, .infinity, -.infinity])
    func num4(bad: Double) throws {
        var p = try Player(Fixture.r1())
        #expect(p.send(.down(row: 0, x: bad, y: 0, time: 0)).rejection == .nonFiniteValue)
        #expect(p.send(.down(row: 0, x: 0, y: bad, time: 0)).rejection == .nonFiniteValue)
        #expect(p.send(.advance(time: bad)).rejection == .nonFiniteValue)
        #expect(p.list.now == nil)
    }

    @Test("NUM-5 the boundary neighbours 1/64 pt and 1/1024 s are exact binary fractions")
    func num5() {
        let e = 1.0 / 64
        for v in [10.0, 74, 281.25, 50, 185, 148, 6.25] {
            #expect((v + e) - v == e && v - (v - e) == e)
        }
        let s = 1.0 / 1024
        #expect((0.296875 + s) - 0.296875 == s)
    }
}
