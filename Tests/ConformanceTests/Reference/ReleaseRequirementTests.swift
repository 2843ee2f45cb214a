import SwipeReference
import Testing

/// VEL, ELA, REV and SEL requirements of SPEC.md.
@Suite struct ReleaseRequirementTests {
    /// Opens row 0 of R1 (trailing, -148) and lets it come to rest; returns the time.
    static func openR1(_ p: inout Player) -> Double {
        p.send(.open(row: 0, edge: .trailing, time: 0))
        p.send(.advance(time: 0.25))
        return 0.25
    }

    @Test("VEL-1 the down point is a velocity sample: a drag recognised at the up can fling")
    func vel1() throws {
        var p = try Player(Fixture.r1())
        p.send(.down(row: 0, x: 300, y: 20, time: 0))
        // Recognised at the up itself (REC-5); v = -20 / (1/16) = -320: a fling toward open.
        let o = p.send(.up(x: 280, y: 20, time: 0.0625))
        #expect(o.row0.offset == -148)
    }

    @Test("VEL-2 samples sharing a timestamp collapse into the latest")
    func vel2() throws {
        var p = try Player(Fixture.r1())
        p.send(.down(row: 0, x: 300, y: 20, time: 0))
        p.send(.move(x: 280, y: 20, time: 0.5))
        p.send(.move(x: 279, y: 20, time: 1))
        // The up at t = 1 replaces (279, 1): v = (250 - 280) / 0.5 = -60, no fling; m = 50 < 74.
        let o = p.send(.up(x: 250, y: 20, time: 1))
        #expect(o.row0.offset == 0)
        #expect(o.row0.phase == .settling)
    }

    @Test("VEL-3 velocity comes from the last two samples; a single sample gives 0")
    func vel3() throws {
        // Fast, then a pause: v = 0 -> threshold decides (m = 60 < 74 closes).
        var a = try Player(Fixture.r1())
        a.drag(from: 300, through: [260, 240])
        #expect(a.send(.up(x: 240, y: 20, time: 1)).row0.offset == 0)
        // All samples at one timestamp: one sample, v = 0; m = 20 < 74.
        var b = try Player(Fixture.r1())
        b.send(.down(row: 0, x: 300, y: 20, time: 0))
        #expect(b.send(.up(x: 280, y: 20, time: 0)).row0.offset == 0)
        // Slow, then fast: the last two samples fling.
        var c = try Player(Fixture.r1())
        c.send(.down(row: 0, x: 300, y: 20, time: 0))
        c.send(.move(x: 280, y: 20, time: 1))
        #expect(c.send(.up(x: 270, y: 20, time: 1.0625)).row0.offset == -148)
    }

    @Test("VEL-4 a fling toward closed closes even past the open threshold")
    func vel4() throws {
        var p = try Player(Fixture.r1())
        let t = Self.openR1(&p)
        p.send(.down(row: 0, x: 200, y: 20, time: t + 1))
        p.send(.move(x: 180, y: 20, time: t + 1.5))  // raw -168
        let o = p.send(.up(x: 186.25, y: 20, time: t + 1.5625))  // v = +100: toward closed
        #expect(o.row0.offset == 0)
    }

    @Test("VEL-5 the select style ignores velocity")
    func vel5() throws {
        var p = try Player(Fixture.select())
        p.send(.down(row: 0, x: 10, y: 20, time: 0))
        let o = p.send(.up(x: 40, y: 20, time: 0.0625))  // v = 480 pt/s, m = 30 < 50
        #expect(o.row0.offset == 0 && o.row0.selected == nil)
    }

    @Test("VEL-6 a release at offset 0 is closed at once, whatever the velocity")
    func vel6() throws {
        var p = try Player(Fixture.r1())
        p.send(.down(row: 0, x: 100, y: 20, time: 0))
        let o = p.send(.up(x: 300, y: 20, time: 0.0625))  // toward the empty leading edge, 3200 pt/s
        #expect(o.row0.offset == 0 && o.row0.phase == .closed && o.row0.settleEnds == nil)
    }

    @Test("ELA-1 past the limit the excess follows the rubber band formula")
    func ela1() throws {
        var p = try Player(Fixture.r1(fullSwipe: false))
        let o = p.drag(from: 300, through: [52])  // a = 248, L = 148, excess 100
        var q = 100.0 * 0.55
        q = q / 375; q = q + 1; q = 1 / q; q = 1 - q; q = q * 375
        #expect(o.row0.offset == -(148 + q))
    }

    @Test("ELA-2 limits: max(W, full threshold) with full swipe, extent without, W in select")
    func ela2() throws {
        var allowed = try Player(Fixture.r1())
        #expect(allowed.drag(from: 375, through: [0]).row0.offset == -375)
        var notAllowed = try Player(Fixture.r1(fullSwipe: false))
        #expect(notAllowed.drag(from: 375, through: [0]).row0.offset > -375)
        var select = try Player(Fixture.select())
        #expect(select.drag(from: 0, through: [320]).row0.offset == 320)
        var select2 = try Player(Fixture.select())
        #expect(select2.drag(from: 0, through: [330]).row0.offset < 330)
    }

    @Test("ELA-3 no reveal toward an edge with no actions", arguments: LayoutDirection.allCases)
    func ela3(direction: LayoutDirection) throws {
        var p = try Player(Fixture.r1(direction))
        let towardLeading: Double = direction == .leftToRight ? 100 : -100
        let o = p.drag(from: 187, through: [187 + towardLeading])
        #expect(o.row0.offset == 0 && o.row0.revealedEdge == nil && o.row0.phase == .dragging)
    }

    @Test("ELA-4 offsets stay below L + W however far the finger goes")
    func ela4() throws {
        var p = try Player(Fixture.r1(fullSwipe: false))
        let o = p.drag(from: 300, through: [-1_000_000])
        #expect(abs(o.row0.offset) < 148 + 375)
        #expect(abs(o.row0.offset) > 148)
    }

    @Test("ELA-4 in binary64 a far enough drag reaches L + W exactly, and never passes it")
    func ela4BoundReached() throws {
        var p = try Player(Fixture.r1(fullSwipe: false))
        // The excess is 1e20 − 148: 1 / q is far below half an ulp of 1, so f rounds to W.
        let far = p.drag(from: 300, through: [300 - 1e20])
        #expect(far.row0.offset == -(148 + 375))
        var q = try Player(Fixture.r1(fullSwipe: false))
        // Just past the limit the resisted offset stays strictly inside the bound.
        let near = q.drag(from: 300, through: [300 - 1000])
        #expect(abs(near.row0.offset) < 148 + 375 && abs(near.row0.offset) > 148)
    }

    @Test("ELA-5 a drag may pass through zero and reveal the opposite edge")
    func ela5() throws {
        var p = try Player(Fixture.both())
        p.send(.open(row: 0, edge: .trailing, time: 0))
        p.send(.advance(time: 1))
        let o = p.drag(from: 100, through: [120, 300], at: 2)  // s0 = -148, dx = +200
        #expect(o.row0.offset == 52)
        #expect(o.row0.revealedEdge == .leading)
    }

    @Test("REV-1 release with the full swipe armed performs the first action, then closes")
    func rev1() throws {
        var p = try Player(Fixture.both())
        p.drag(from: 10, through: [300])
        let o = p.send(.up(x: 300, y: 20, time: 1))
        #expect(o.performed == [PerformedAction(row: 0, edge: .leading, id: "read")])
        #expect(o.row0.offset == 0 && o.row0.phase == .settling)
    }

    @Test("REV-2 otherwise a fling decides: toward open opens below the threshold")
    func rev2() throws {
        var p = try Player(Fixture.r1())
        p.send(.down(row: 0, x: 300, y: 20, time: 0))
        p.send(.move(x: 285, y: 20, time: 0.5))
        #expect(p.send(.up(x: 280, y: 20, time: 0.515625)).row0.offset == -148)  // v = -320, m = 20
    }

    @Test("REV-3 otherwise the open threshold decides")
    func rev3() throws {
        var a = try Player(Fixture.r1())
        a.drag(from: 300, through: [200])
        #expect(a.send(.up(x: 200, y: 20, time: 1)).row0.offset == -148)
        var b = try Player(Fixture.r1())
        b.drag(from: 300, through: [250])
        #expect(b.send(.up(x: 250, y: 20, time: 1)).row0.offset == 0)
    }

    @Test("REV-4 a settle ends open toward a non-zero target and closed toward 0")
    func rev4() throws {
        var p = try Player(Fixture.r1())
        p.drag(from: 300, through: [200])
        p.send(.up(x: 200, y: 20, time: 1))
        #expect(p.send(.advance(time: 1.25)).row0.phase == .open)
        p.send(.close(row: 0, time: 2))
        #expect(p.send(.advance(time: 2.25)).row0.phase == .closed)
    }

    static let rev5Cases: [(Double, String?)] = [
        (301.015625, "delete"), (301, "flag"), (227.015625, "flag"), (227, nil), (374.984375, "delete"),
    ]

    @Test("REV-5 a tap on an open row's button performs it; boundaries belong to the farther button", arguments: rev5Cases)
    func rev5(x: Double, hit: String?) throws {
        var p = try Player(Fixture.r1())
        let t = Self.openR1(&p)
        p.send(.down(row: 0, x: x, y: 20, time: t + 1))
        let o = p.send(.up(x: x, y: 20, time: t + 1.0625))
        #expect(o.performedIDs == (hit.map { [$0] } ?? []))
        #expect(o.row0.offset == 0 && o.row0.phase == .settling)
        #expect(o.tappedRow == nil)
    }

    @Test("REV-5 hit testing mirrors under RTL")
    func rev5RTL() throws {
        var p = try Player(Fixture.r1(.rightToLeft))
        p.send(.open(row: 0, edge: .trailing, time: 0))
        p.send(.advance(time: 1))
        p.send(.down(row: 0, x: 74, y: 20, time: 2))
        #expect(p.send(.up(x: 74, y: 20, time: 2.0625)).performedIDs == ["flag"])
    }

    @Test("REV-6 a tap on the content, or on a settling row, closes it without performing")
    func rev6() throws {
        var p = try Player(Fixture.r1())
        let t = Self.openR1(&p)
        p.send(.down(row: 0, x: 100, y: 20, time: t + 1))
        let o = p.send(.up(x: 100, y: 20, time: t + 1.0625))
        #expect(o.performed.isEmpty && o.row0.offset == 0 && o.tappedRow == nil)
        var q = try Player(Fixture.r1())
        q.send(.open(row: 0, edge: .trailing, time: 0))  // settling until 0.25
        q.send(.down(row: 0, x: 350, y: 20, time: 0.0625))
        let s = q.send(.up(x: 350, y: 20, time: 0.125))  // on delete's frame, but not at rest
        #expect(s.performed.isEmpty && s.row0.offset == 0)
    }

    @Test("REV-7 selected shows the first action only while the full swipe is armed")
    func rev7() throws {
        var p = try Player(Fixture.r1())
        let o = [p.drag(from: 360, through: [300]), p.send(.move(x: 70, y: 20, time: 1)), p.send(.move(x: 200, y: 20, time: 2))]
        #expect(o.map(\.row0.selected) == [nil, "delete", nil])
    }

    @Test("REV-8 after a performed action the row closes; nothing removes it")
    func rev8() throws {
        var p = try Player(Fixture.r1())
        p.drag(from: 360, through: [50])
        p.send(.up(x: 50, y: 20, time: 1))
        let o = p.send(.advance(time: 2))
        #expect(o.rows.count == 1 && o.row0.phase == .closed && o.row0.offset == 0)
    }

    @Test("SEL-1 the selection follows the current offset, back and forth")
    func sel1() throws {
        var p = try Player(Fixture.select())
        p.drag(from: 0, through: [20])
        let xs: [Double] = [60, 200, 100, 30]
        let got = xs.enumerated().map { i, x in p.send(.move(x: x, y: 20, time: Double(i + 1))).row0.selected }
        #expect(got == ["archive", "snooze", "archive", nil])
    }

    @Test("SEL-2 a release with a selection saves it and settles to sign x W", arguments: LayoutDirection.allCases)
    func sel2(direction: LayoutDirection) throws {
        var p = try Player(Fixture.select(direction))
        let sign: Double = direction == .leftToRight ? 1 : -1
        p.drag(from: 160, through: [160 + sign * 60])
        let o = p.send(.up(x: 160 + sign * 60, y: 20, time: 1))
        #expect(o.row0.offset == sign * 320 && o.row0.selected == "archive" && o.row0.phase == .settling)
        #expect(o.performed.isEmpty)
    }

    @Test("SEL-3 a release without a selection settles to 0")
    func sel3() throws {
        var p = try Player(Fixture.select())
        p.drag(from: 0, through: [40])
        let o = p.send(.up(x: 40, y: 20, time: 1))
        #expect(o.row0.offset == 0 && o.row0.phase == .settling && o.row0.settleEnds == 1.25)
    }

    @Test("SEL-4 the saved action is performed when the settle completes, and the row is closed")
    func sel4() throws {
        var p = try Player(Fixture.select())
        p.drag(from: 0, through: [300])
        p.send(.up(x: 300, y: 20, time: 1))
        #expect(p.send(.advance(time: 1.25 - 1.0 / 1024)).performed.isEmpty)
        let o = p.send(.advance(time: 1.25))
        #expect(o.performed == [PerformedAction(row: 0, edge: .leading, id: "snooze")])
        #expect(o.row0.offset == 0 && o.row0.phase == .closed && o.row0.selected == nil)
    }

    @Test("SEL-5 a select row never rests open")
    func sel5() throws {
        var p = try Player(Fixture.select())
        for (i, x) in [30.0, 100, 250, 400].enumerated() {
            let t = Double(i) * 10
            p.send(.down(row: 0, x: 0, y: 20, time: t))
            p.send(.move(x: x, y: 20, time: t + 1))
            p.send(.up(x: x, y: 20, time: t + 2))
            let o = p.send(.advance(time: t + 5))
            #expect(o.row0.phase == .closed && o.row0.offset == 0)
        }
        #expect(!p.observations.contains { $0.row0.phase == .open })
    }

    @Test("SEL-6 past W, even under resistance, the last action stays selected")
    func sel6() throws {
        var p = try Player(Fixture.select())
        #expect(p.drag(from: 0, through: [320]).row0.selected == "snooze")
        #expect(p.send(.move(x: 5000, y: 20, time: 1)).row0.selected == "snooze")
    }
}
