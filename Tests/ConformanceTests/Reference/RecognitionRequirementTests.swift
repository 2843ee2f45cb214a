import SwipeReference
import Testing

/// REC and THR requirements of SPEC.md. Boundaries are tested exactly on, 1/64 pt
/// (or 1/1024 s, or 1/64 pt/s) below and above (NUM-5).
@Suite struct RecognitionRequirementTests {
    static let e = 1.0 / 64

    @Test("REC-1 translation is measured from the down point, not the previous sample")
    func rec1() throws {
        var p = try Player(Fixture.r1())
        // Each step moves 6 pt (under the slop), but the total from the origin is 12 pt.
        let o = p.drag(from: 300, through: [294, 288])
        #expect(o.row0.phase == .dragging)
        #expect(o.row0.offset == -12)
    }

    @Test("REC-2 within the slop the sequence stays pending and no phase changes")
    func rec2() throws {
        var p = try Player(Fixture.r1())
        let o = p.drag(from: 300, through: [296, 293, 308])
        #expect(o.row0.phase == .closed && o.row0.offset == 0)
    }

    @Test("REC-3 a horizontally dominant move beyond the slop recognises a drag")
    func rec3() throws {
        var p = try Player(Fixture.r1())
        p.send(.down(row: 0, x: 300, y: 20, time: 0))
        let o = p.send(.move(x: 292, y: 26, time: 0.015625))  // 64 + 36 = 100, |8| > |6|
        #expect(o.row0.phase == .dragging && o.row0.offset == -8)
    }

    @Test("REC-4 a vertical or diagonal start is a scroll and never becomes a drag", arguments: [
        (6.0, 8.0), (8.0, 8.0), (0.0, 10.0),
    ])
    func rec4(dx: Double, dy: Double) throws {
        var p = try Player(Fixture.r1())
        p.send(.down(row: 0, x: 300, y: 20, time: 0))
        p.send(.move(x: 300 - dx, y: 20 + dy, time: 0.015625))
        let later = p.send(.move(x: 100, y: 20, time: 0.03125))
        #expect(later.row0.phase == .closed && later.row0.offset == 0)
        let up = p.send(.up(x: 100, y: 20, time: 0.046875))
        #expect(up.tappedRow == nil && up.performed.isEmpty)
    }

    @Test("REC-5 an up is a final move, then the release")
    func rec5() throws {
        var p = try Player(Fixture.r1())
        p.send(.down(row: 0, x: 300, y: 20, time: 0))
        p.send(.move(x: 280, y: 20, time: 0.5))
        // The up itself moves to 200 (m = 100 >= 74) and is slow: opens.
        let o = p.send(.up(x: 200, y: 20, time: 10))
        #expect(o.row0.offset == -148 && o.row0.phase == .settling)
    }

    @Test("REC-6 a sequence released while pending is a tap at the down point")
    func rec6() throws {
        var p = try Player(Fixture.r1(), Fixture.r1())
        p.send(.down(row: 1, x: 300, y: 20, time: 0))
        let o = p.send(.up(x: 305, y: 24, time: 0.1))
        #expect(o.tappedRow == 1)
    }

    @Test("REC-7 a second down during a sequence is rejected; the first continues")
    func rec7() throws {
        var p = try Player(Fixture.r1(), Fixture.r1())
        p.drag(from: 300, through: [280])
        let before = p.list.observation
        let o = p.send(.down(row: 1, x: 10, y: 10, time: 0.5))
        #expect(o.rejection == .touchAlreadyActive)
        #expect(o.rows == before.rows)
        #expect(p.send(.move(x: 250, y: 20, time: 0.6)).row0.offset == -50)
    }

    @Test("REC-8 a drag that interrupts a settle starts from its target")
    func rec8() throws {
        var p = try Player(Fixture.r1())
        p.send(.open(row: 0, edge: .trailing, time: 0))  // settling to -148 until 0.25
        p.send(.down(row: 0, x: 200, y: 20, time: 0.1))
        let o = p.send(.move(x: 220, y: 20, time: 0.125))
        #expect(o.row0.offset == -128)  // s0 = -148, dx = +20
        #expect(o.row0.settleEnds == nil && o.row0.phase == .dragging)
        #expect(p.send(.advance(time: 1)).performed.isEmpty)
    }

    @Test("THR-1 slop boundary: at the slop distance a drag is recognised", arguments: [
        (10 - e, false), (10, true), (10 + e, true),
    ])
    func thr1(dx: Double, recognised: Bool) throws {
        var p = try Player(Fixture.r1())
        let o = p.drag(from: 300, through: [300 - dx])
        #expect((o.row0.phase == .dragging) == recognised)
        #expect(o.row0.offset == (recognised ? -dx : 0))
    }

    @Test("THR-2 open threshold boundary: at openFraction x extent the row opens", arguments: [
        (74 - e, 0.0), (74, -148.0), (74 + e, -148.0),
    ])
    func thr2(m: Double, target: Double) throws {
        var p = try Player(Fixture.r1())
        p.drag(from: 300, through: [280, 300 - m])
        let o = p.send(.up(x: 300 - m, y: 20, time: 1))  // a pause: v = 0
        #expect(o.row0.offset == target)
        #expect(o.row0.phase == .settling)
    }

    @Test("THR-3 full swipe boundary: at max(0.75 W, extent + 20) it is armed", arguments: [
        (281.25 - e, false), (281.25, true), (281.25 + e, true),
    ])
    func thr3(m: Double, armed: Bool) throws {
        var p = try Player(Fixture.r1())
        let o = p.drag(from: 360, through: [360 - m])
        #expect(o.row0.selected == (armed ? "delete" : nil))
        let r = p.send(.up(x: 360 - m, y: 20, time: 1))
        #expect(r.performedIDs == (armed ? ["delete"] : []))
        #expect(r.row0.offset == (armed ? 0 : -148))
    }

    @Test("THR-3 the extent + overshoot term governs when it is larger")
    func thr3Overshoot() throws {
        // 5 actions x 74 = 370; threshold max(281.25, 390) = 390.
        let row = RowConfiguration(declarations: [
            SwipeDeclaration(edge: .trailing, actions: (0..<5).map { SwipeAction(id: "a\($0)") }),
        ])
        for (m, armed) in [(390 - Self.e, false), (390, true), (390 + Self.e, true)] {
            var p = try Player(row)
            let o = p.drag(from: 400, through: [400 - m])
            if m <= 390 { #expect(o.row0.offset == -m) }  // L = 390: not resisted up to the threshold (ELA-2)
            #expect((o.row0.selected != nil) == armed)
        }
    }

    @Test("THR-4 activation boundary: at activationDistance the first action is selected", arguments: [
        (50 - e, nil as String?), (50, "archive"), (50 + e, "archive"),
    ])
    func thr4(m: Double, selected: String?) throws {
        var p = try Player(Fixture.select())
        #expect(p.drag(from: 10, through: [10 + m]).row0.selected == selected)
        let r = p.send(.up(x: 10 + m, y: 20, time: 1))
        #expect(r.row0.offset == (selected == nil ? 0 : 320))
    }

    @Test("THR-5 zone boundary: exactly on it the farther action is selected", arguments: [
        (185 - e, "archive"), (185, "snooze"), (185 + e, "snooze"),
    ])
    func thr5(m: Double, selected: String) throws {
        var p = try Player(Fixture.select())
        #expect(p.drag(from: 10, through: [10 + m]).row0.selected == selected)
    }

    @Test("THR-5 three zones: boundaries at 150 and 250 in a 350 pt row")
    func thr5Three() throws {
        for (m, id) in [(150 - Self.e, "archive"), (150, "snooze"), (250 - Self.e, "snooze"), (250, "later"), (350, "later")] {
            var p = try Player(Fixture.select(width: 350, count: 3))
            #expect(p.drag(from: 0, through: [m]).row0.selected == id)
        }
    }

    @Test("THR-6 settle end boundary: at settleEnds the settle is complete", arguments: [
        (0.25 - 1.0 / 1024, Phase.settling), (0.25, .open), (0.25 + 1.0 / 1024, .open),
    ])
    func thr6(t: Double, phase: Phase) throws {
        var p = try Player(Fixture.r1())
        p.send(.open(row: 0, edge: .trailing, time: 0))
        #expect(p.send(.advance(time: t)).row0.phase == phase)
    }

    @Test("THR-7 fling boundary: at flingVelocity a release is a fling", arguments: [
        (6.25 - e, 0.0), (6.25, -148.0), (6.25 + e, -148.0),
    ])
    func thr7(dx: Double, target: Double) throws {
        // m = 30 < 74 at the move before the release; the last 1/16 s moves dx toward open.
        var p = try Player(Fixture.r1())
        p.send(.down(row: 0, x: 300, y: 20, time: 0))
        p.send(.move(x: 270, y: 20, time: 0.5))
        let o = p.send(.up(x: 270 - dx, y: 20, time: 0.5625))
        #expect(o.row0.offset == target)
    }

    @Test("THR-8 resistance boundary: at the limit the offset is not resisted", arguments: [
        (148 - e, false), (148, false), (148 + e, true), (200, true),
    ])
    func thr8(a: Double, resisted: Bool) throws {
        var p = try Player(Fixture.r1(fullSwipe: false))  // L = extent = 148
        let o = p.drag(from: 300, through: [300 - a])
        #expect((abs(o.row0.offset) < a) == resisted)
        #expect(abs(o.row0.offset) >= min(a, 148))
    }
}
