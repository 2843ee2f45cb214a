import SwipeReference
import Testing

/// The DCH requirements of SPEC.md section 9: every value of every design choice,
/// on, below and above its boundary, each beside the default it replaces.
@Suite struct DesignChoiceRequirementTests {
    static let e = 1.0 / 64

    /// A design with one choice set, by its SPEC.md name.
    static func design(_ choice: DesignChoices.Choice, _ value: String) throws -> DesignChoices {
        var d = DesignChoices.default
        let known = d.set(choice, to: value)
        try #require(known, "\(value) is not a value of \(choice)")
        return d
    }

    /// Opens row 0 of R1 (trailing, -148) at rest by `open`; returns the time.
    @discardableResult
    static func openRow(_ p: inout Player, row: Int = 0) -> Double {
        p.send(.open(row: row, edge: .trailing, time: 0))
        p.send(.advance(time: 0.25))
        return 0.25
    }

    /// A drag of R1 from x 360 to `360 - m`, a pause, then the up.
    static func dragAndRelease(_ p: inout Player, magnitude m: Double) -> (moved: Observation, released: Observation) {
        let moved = p.drag(from: 360, through: [340, 360 - m])
        let released = p.send(.up(x: 360 - m, y: 20, time: 1))
        return (moved, released)
    }

    @Test("DCH-1 without full swipe nothing is armed below, on or above the threshold, and the limit is the extent")
    func dch1() throws {
        let none = try Self.design(.fullSwipe, "none")
        for m in [281.25 - Self.e, 281.25, 281.25 + Self.e] {
            var p = try Player(none, Fixture.r1())
            let (moved, released) = Self.dragAndRelease(&p, magnitude: m)
            #expect(moved.row0.selected == nil)
            #expect(moved.row0.offset > -148 - 375 && moved.row0.offset < -148)  // resisted from the extent (ELA-2)
            #expect(released.performed.isEmpty && released.row0.offset == -148)
            var d = try Player(Fixture.r1())
            #expect(Self.dragAndRelease(&d, magnitude: m).moved.row0.selected == (m >= 281.25 ? "delete" : nil))
        }
    }

    @Test("DCH-2 a dismissing full swipe settles off the row and performs when the settle ends")
    func dch2() throws {
        let dismisses = try Self.design(.fullSwipe, "dismisses")
        for (m, armed) in [(281.25 - Self.e, false), (281.25, true), (281.25 + Self.e, true)] {
            var p = try Player(dismisses, Fixture.r1())
            let released = Self.dragAndRelease(&p, magnitude: m).released
            #expect(released.performed.isEmpty)
            if armed {
                #expect(released.row0.offset == -375 && released.row0.phase == .settling && released.row0.selected == "delete")
                let end = p.send(.advance(time: 1.25))
                #expect(end.performedIDs == ["delete"] && end.row0.offset == 0 && end.row0.phase == .closed)
            } else {
                #expect(released.row0.offset == -148 && released.row0.selected == nil)
            }
        }
        // A tap before the end drops it: never performed (DES-4, REV-6).
        var p = try Player(dismisses, Fixture.r1())
        _ = Self.dragAndRelease(&p, magnitude: 290)
        p.send(.down(row: 0, x: 100, y: 20, time: 1.0625))
        let tap = p.send(.up(x: 100, y: 20, time: 1.125))
        #expect(tap.performed.isEmpty && tap.row0.offset == 0 && tap.row0.selected == nil)
        #expect(p.send(.advance(time: 3)).performed.isEmpty)
    }

    @Test("DCH-3 a clamp stops the row at the limit: below it moves, on and above it stays at the limit")
    func dch3() throws {
        let clamp = try Self.design(.resistance, "clamp")
        for (raw, shown) in [(148 - Self.e, 148 - Self.e), (148, 148), (148 + 50, 148)] {
            var p = try Player(clamp, Fixture.r1(fullSwipe: false))
            #expect(p.drag(from: 300, through: [280, 300 - raw]).row0.offset == -shown)
        }
        var d = try Player(Fixture.r1(fullSwipe: false))
        #expect(d.drag(from: 300, through: [280, 100]).row0.offset < -148)  // the default rubber band moves on
    }

    @Test("DCH-4 linear resistance adds elasticity times the excess past the limit")
    func dch4() throws {
        let linear = try Self.design(.resistance, "linear")
        for (raw, shown) in [(148 - Self.e, 148 - Self.e), (148, 148), (188, 148 + 0.55 * 40)] {
            var p = try Player(linear, Fixture.r1(fullSwipe: false))
            #expect(p.drag(from: 300, through: [280, 300 - raw]).row0.offset == -shown)
        }
    }

    @Test("DCH-5 velocity measured since the press: at, below and above the fling velocity")
    func dch5() throws {
        let since = try Self.design(.velocityWindow, "sincePress")
        // down 300 at 0, move 250 at 0.25, up at 0.5: since the press v = -(50 + k) / 0.5.
        for (dx, opens) in [(50 - Self.e, false), (50.0, true), (50 + Self.e, true)] {
            var p = try Player(since, Fixture.r1())
            p.send(.down(row: 0, x: 300, y: 20, time: 0))
            p.send(.move(x: 250, y: 20, time: 0.25))
            let o = p.send(.up(x: 300 - dx, y: 20, time: 0.5))
            #expect(o.row0.offset == (opens ? -148 : 0))
        }
        // The last two samples fling (-160) where the press-to-release average (-53.3) does not.
        var p = try Player(since, Fixture.r1())
        var d = try Player(Fixture.r1())
        for events in [[InputEvent.down(row: 0, x: 300, y: 20, time: 0), .move(x: 280, y: 20, time: 0.5)]] {
            p.send(events); d.send(events)
        }
        #expect(p.send(.up(x: 270, y: 20, time: 0.5625)).row0.offset == 0)
        #expect(d.send(.up(x: 270, y: 20, time: 0.5625)).row0.offset == -148)
    }

    @Test("DCH-6 a strict open threshold: on it the row closes")
    func dch6() throws {
        let strict = try Self.design(.openBoundary, "strict")
        for (m, strictOpens, defaultOpens) in [(74 - Self.e, false, false), (74.0, false, true), (74 + Self.e, true, true)] {
            var p = try Player(strict, Fixture.r1())
            #expect(p.drag(from: 300, through: [280, 300 - m]).row0.offset == -m)
            #expect(p.send(.up(x: 300 - m, y: 20, time: 1)).row0.offset == (strictOpens ? -148 : 0))
            var d = try Player(Fixture.r1())
            d.drag(from: 300, through: [280, 300 - m])
            #expect(d.send(.up(x: 300 - m, y: 20, time: 1)).row0.offset == (defaultOpens ? -148 : 0))
        }
    }

    @Test("DCH-7 a strict fling velocity: at it the release is not a fling")
    func dch7() throws {
        let strict = try Self.design(.flingBoundary, "strict")
        // v = -dx / (1/16): 6.25 is exactly 100 pt/s; m = 30 + dx < 74.
        for (dx, strictFlings, defaultFlings) in [(6.25 - Self.e, false, false), (6.25, false, true), (6.25 + Self.e, true, true)] {
            for (design, flings) in [(strict, strictFlings), (DesignChoices.default, defaultFlings)] {
                var p = try Player(design, Fixture.r1())
                p.send(.down(row: 0, x: 300, y: 20, time: 0))
                p.send(.move(x: 270, y: 20, time: 0.5))
                #expect(p.send(.up(x: 270 - dx, y: 20, time: 0.5625)).row0.offset == (flings ? -148 : 0))
            }
        }
    }

    @Test("DCH-8 a fling toward closed leaves a row past its open threshold open; on the threshold it opens")
    func dch8() throws {
        let opensOnly = try Self.design(.flingDirection, "opensOnly")
        // From open (-148), drag back to raw -(74 + k), then a +100 pt/s fling toward closed.
        for (m, opens) in [(74 - Self.e, false), (74.0, true), (74 + 20, true)] {
            for design in [opensOnly, .default] {
                var p = try Player(design, Fixture.r1())
                let t = Self.openRow(&p)
                p.send(.down(row: 0, x: 200, y: 20, time: t + 1))
                p.send(.move(x: 200 + 148 - m - 6.25, y: 20, time: t + 1.5))
                let o = p.send(.up(x: 200 + 148 - m, y: 20, time: t + 1.5625))
                #expect(o.row0.offset == (design == opensOnly && opens ? -148 : 0))
            }
        }
        // A fling toward open still opens below the threshold.
        var p = try Player(opensOnly, Fixture.r1())
        p.send(.down(row: 0, x: 300, y: 20, time: 0))
        p.send(.move(x: 270, y: 20, time: 0.5))
        #expect(p.send(.up(x: 260, y: 20, time: 0.5625)).row0.offset == -148)
    }

    @Test("DCH-9 per-axis strict recognition: at the slop on either axis nothing is recognised; past both, a drag")
    func dch9() throws {
        let perAxis = try Self.design(.recognition, "perAxisStrict")
        func recognise(_ design: DesignChoices, dx: Double, dy: Double) throws -> String {
            var p = try Player(design, Fixture.r1())
            let t = Self.openRow(&p)  // open, so that a scroll shows by closing it
            p.send(.down(row: 0, x: 200, y: 20, time: t + 1))
            let o = p.send(.move(x: 200 - dx, y: 20 + dy, time: t + 1.125))
            if o.row0.phase == .dragging { return "drag" }
            return o.row0.offset == 0 ? "scroll" : "pending"
        }
        for (dx, dy, axis, radial) in [
            (10 - Self.e, 0.0, "pending", "pending"), (10.0, 0.0, "pending", "drag"), (10 + Self.e, 0.0, "drag", "drag"),
            (0.0, 10 - Self.e, "pending", "pending"), (0.0, 10.0, "pending", "scroll"), (0.0, 10 + Self.e, "scroll", "scroll"),
            (8.0, 6.0, "pending", "drag"), (12.0, 10.0, "drag", "drag"), (12.0, 10 + Self.e, "drag", "drag"), (12.0, 12.0, "drag", "scroll"),
            (10 - Self.e, 10 + Self.e, "scroll", "scroll"), (10.0, 10 + Self.e, "scroll", "scroll"), (10 + Self.e, 10 + Self.e, "drag", "scroll"),
        ] {
            #expect(try recognise(perAxis, dx: dx, dy: dy) == axis, "dx \(dx) dy \(dy)")
            #expect(try recognise(.default, dx: dx, dy: dy) == radial, "dx \(dx) dy \(dy)")
        }
    }

    /// A tap at `d` from the trailing edge of Fixture.r1 opened on its trailing
    /// side under `design`: what the release shows.
    static func tapOnOpenRow(_ design: DesignChoices, atDistance d: Double) throws -> Observation {
        var p = try Player(design, Fixture.r1())
        let t = openRow(&p)
        p.send(.down(row: 0, x: 375 - d, y: 20, time: t + 1))
        return p.send(.up(x: 375 - d, y: 20, time: t + 1.0625))
    }

    @Test("DCH-10 a tap on an open row's content is a click and the row stays open; on a button it performs")
    func dch10() throws {
        let clicks = try Self.design(.contentTap, "clicks")
        // d = 375 - x: flag spans [74, 148); 148 is the content.
        for (d, performs) in [(148 - Self.e, true), (148.0, false), (148 + Self.e, false)] {
            let o = try Self.tapOnOpenRow(clicks, atDistance: d)
            if performs {
                #expect(o.performedIDs == ["flag"] && o.row0.offset == 0 && o.tappedRow == nil)
            } else {
                #expect(o.performed.isEmpty && o.tappedRow == 0 && o.row0.offset == -148 && o.row0.phase == .open)
            }
            let r = try Self.tapOnOpenRow(.default, atDistance: d)
            #expect(r.tappedRow == nil && r.row0.offset == 0)
        }
        // A tap while it settles open is a click too; the settle goes on.
        var p = try Player(clicks, Fixture.r1())
        p.send(.open(row: 0, edge: .trailing, time: 0))
        p.send(.down(row: 0, x: 340, y: 20, time: 0.0625))
        let o = p.send(.up(x: 340, y: 20, time: 0.125))
        #expect(o.tappedRow == 0 && o.row0.phase == .settling && o.row0.settleEnds == 0.25 && o.performed.isEmpty)
    }

    @Test("DCH-19 a tap on an open row's content, or on a row settling closed, taps nothing; on a button it performs")
    func dch19() throws {
        let staysOpen = try Self.design(.contentTap, "staysOpen")
        let clicks = try Self.design(.contentTap, "clicks")
        // d = 375 - x: flag spans [74, 148); 148 is the content.
        for (d, performs) in [(148 - Self.e, true), (148.0, false), (148 + Self.e, false)] {
            let o = try Self.tapOnOpenRow(staysOpen, atDistance: d)
            if performs {
                #expect(o.performedIDs == ["flag"] && o.row0.offset == 0 && o.tappedRow == nil)
            } else {
                #expect(o.performed.isEmpty && o.tappedRow == nil && o.row0.offset == -148 && o.row0.phase == .open)
            }
            // The same tap under clicks differs only in what is tapped.
            let r = try Self.tapOnOpenRow(clicks, atDistance: d)
            #expect(r.row0 == o.row0 && r.performed == o.performed && r.tappedRow == (performs ? nil : 0))
        }
        // A tap while it settles open taps nothing either; the settle goes on.
        var p = try Player(staysOpen, Fixture.r1())
        p.send(.open(row: 0, edge: .trailing, time: 0))
        p.send(.down(row: 0, x: 340, y: 20, time: 0.0625))
        let o = p.send(.up(x: 340, y: 20, time: 0.125))
        #expect(o.tappedRow == nil && o.row0.phase == .settling && o.row0.settleEnds == 0.25 && o.performed.isEmpty)
        // A tap on a closed row is still a tap on its content (LST-5).
        var closed = try Player(staysOpen, Fixture.r1())
        closed.send(.down(row: 0, x: 200, y: 20, time: 0))
        #expect(closed.send(.up(x: 200, y: 20, time: 0.0625)).tappedRow == 0)
        // A tap on a row still settling closed (it ends at 1.25) taps nothing and the settle goes
        // on; its up at or after the end finds the row at rest, tapped (THR-6). Under clicks and by
        // default the content is tapped throughout (LST-5).
        for (up, atRest) in [(1.25 - 1.0 / 1024, false), (1.25, true), (1.25 + 1.0 / 1024, true)] {
            for (design, tapped) in [(staysOpen, atRest), (clicks, true), (.default, true)] {
                var q = try Player(design, Fixture.r1())
                Self.openRow(&q)
                q.send(.close(row: 0, time: 1))
                q.send(.down(row: 0, x: 100, y: 20, time: 1.125))
                let o = q.send(.up(x: 100, y: 20, time: up))
                #expect(o.tappedRow == (tapped ? 0 : nil) && o.performed.isEmpty, "up at \(up) under \(design.contentTap)")
                #expect(o.row0.offset == 0 && o.row0.phase == (atRest ? .closed : .settling)
                        && o.row0.settleEnds == (atRest ? nil : 1.25), "up at \(up) under \(design.contentTap)")
            }
        }
    }

    @Test("DCH-20 a row with no actions is a button: never dragged, its up a tap only inside the row")
    func dch20() throws {
        let button = try Self.design(.actionlessRow, "button")
        let actionless = RowConfiguration(declarations: [SwipeDeclaration(edge: .trailing, actions: [])])
        /// A drag from x 200 past the slop, then an up at `x`: the observation after the move, and after the up.
        func dragThenUp(_ design: DesignChoices, _ row: RowConfiguration, upAt x: Double) throws -> (Observation, Observation) {
            var p = try Player(design, row)
            p.send(.down(row: 0, x: 200, y: 20, time: 0))
            let moved = p.send(.move(x: 260, y: 20, time: 0.125))
            return (moved, p.send(.up(x: x, y: 20, time: 0.25)))
        }
        // The up on, below and above the row's right end (W = 375): [0, W) is inside.
        for (x, taps) in [(375 - Self.e, true), (375.0, false), (375 + Self.e, false), (0.0, true), (-Self.e, false)] {
            let (moved, up) = try dragThenUp(button, actionless, upAt: x)
            #expect(moved.row0.phase == .closed && moved.row0.offset == 0, "a button is never dragged")
            #expect(up.tappedRow == (taps ? 0 : nil) && up.row0.phase == .closed, "up at x \(x)")
            // The default design drags it at offset 0 (ELA-3, OBS-6) and never taps.
            let (dragged, released) = try dragThenUp(.default, actionless, upAt: x)
            #expect(dragged.row0.phase == .dragging && released.tappedRow == nil)
        }
        // Where the finger went in between plays no part.
        var p = try Player(button, actionless)
        p.send(.down(row: 0, x: 200, y: 20, time: 0))
        p.send(.move(x: 500, y: 20, time: 0.125))
        p.send(.move(x: 180, y: 20, time: 0.25))
        #expect(p.send(.up(x: 180, y: 20, time: 0.5)).tappedRow == 0)
        // A scroll is still recognised: no tap.
        var q = try Player(button, actionless)
        q.send(.down(row: 0, x: 200, y: 20, time: 0))
        q.send(.move(x: 200, y: 40, time: 0.125))
        #expect(q.send(.up(x: 200, y: 40, time: 0.25)).tappedRow == nil)
        // A row with actions on one edge only is dragged as before, toward its empty side too (DCH-12 decides the phase).
        let (oneEdge, _) = try dragThenUp(button, Fixture.r1(), upAt: 260)
        #expect(oneEdge.row0.phase == .dragging && oneEdge.row0.offset == 0)
    }

    @Test("DCH-22 a content tap or open on a row settling open starts its settle again; toward 0 it keeps its end")
    func dch22() throws {
        var restarts = try Self.design(.settleRestart, "restarts")
        restarts.contentTap = .staysOpen
        var keeps = restarts
        keeps.settleRestart = .keepsEnd
        // Opened at 0, the settle ends at 0.25: a tap whose up is before, at and after that end.
        for (up, settling) in [(0.25 - Self.e, true), (0.25, false), (0.25 + Self.e, false)] {
            for design in [restarts, keeps] {
                var p = try Player(design, Fixture.r1())
                p.send(.open(row: 0, edge: .trailing, time: 0))
                p.send(.down(row: 0, x: 100, y: 20, time: 0.125))
                let o = p.send(.up(x: 100, y: 20, time: up))
                #expect(o.performed.isEmpty && o.tappedRow == nil && o.row0.offset == -148, "up at \(up)")
                // Still settling: started again, or kept; at rest by then: at rest (TIM-6).
                let end: Double? = settling ? (design.settleRestart == .restarts ? up + 0.25 : 0.25) : nil
                #expect(o.row0.settleEnds == end && o.row0.phase == (settling ? .settling : .open), "up at \(up) under \(design.settleRestart)")
            }
        }
        // open toward the target a row is settling to, before, at and after the settle's end.
        for (t, settling) in [(0.25 - Self.e, true), (0.25, false), (0.25 + Self.e, false)] {
            for design in [restarts, keeps] {
                var p = try Player(design, Fixture.r1())
                p.send(.open(row: 0, edge: .trailing, time: 0))
                let o = p.send(.open(row: 0, edge: .trailing, time: t))
                let end: Double? = settling ? (design.settleRestart == .restarts ? t + 0.25 : 0.25) : nil
                #expect(o.row0.offset == -148 && o.row0.settleEnds == end, "open at \(t) under \(design.settleRestart)")
            }
        }
        // Under clicks too; a settle toward 0 keeps its end (LST-6), and so does the default design.
        var clicks = restarts
        clicks.contentTap = .clicks
        var p = try Player(clicks, Fixture.r1())
        p.send(.open(row: 0, edge: .trailing, time: 0))
        p.send(.down(row: 0, x: 100, y: 20, time: 0.125))
        let clicked = p.send(.up(x: 100, y: 20, time: 0.1875))
        #expect(clicked.tappedRow == 0 && clicked.row0.settleEnds == 0.1875 + 0.25)
        var closing = try Player(restarts, Fixture.r1())
        Self.openRow(&closing)
        closing.send(.close(row: 0, time: 1))
        closing.send(.down(row: 0, x: 100, y: 20, time: 1.0625))
        #expect(closing.send(.up(x: 100, y: 20, time: 1.125)).row0.settleEnds == 1.25)
        var plain = try Player(.default, Fixture.r1())
        plain.send(.open(row: 0, edge: .trailing, time: 0))
        #expect(plain.send(.open(row: 0, edge: .trailing, time: 0.125)).row0.settleEnds == 0.25)
    }

    @Test("DCH-23 a reload of the dragged row moves it at the drag's next sample, not at once")
    func dch23() throws {
        let next = try Self.design(.dragReload, "atNextSample")
        var clamp = next
        clamp.fullSwipe = .none  // the limit is the extent (DCH-1), where the drag is clamped (DCH-3)
        clamp.resistance = .clamp
        // R1's trailing side is 148 wide; a drag to -250 is clamped at -148, and the reload widens it to 222.
        var wider = Fixture.r1()
        wider.declarations = [SwipeDeclaration(edge: .trailing, actions: [SwipeAction(id: "delete", width: 111),
                                                                          SwipeAction(id: "flag", width: 111)])]
        for design in [clamp, DesignChoices(fullSwipe: .none, resistance: .clamp)] {
            var p = try Player(design, Fixture.r1())
            p.drag(from: 360, through: [340, 110])
            let reloaded = p.send(.reloadRow(row: 0, configuration: wider, time: 1))
            let waits = design.dragReload == .atNextSample
            #expect(reloaded.row0.offset == (waits ? -148 : -222) && reloaded.row0.phase == .dragging, "\(design.dragReload)")
            // The actions shown are the new configuration's.
            #expect(reloaded.row0.actions.map(\.width) == [111, 111], "\(design.dragReload)")
            // The next sample, a move or the up, follows the finger under the new configuration.
            var q = p
            #expect(q.send(.move(x: 100, y: 20, time: 1.0625)).row0.offset == -222)
            #expect(p.send(.up(x: 110, y: 20, time: 1.0625)).row0.offset == -222)
        }
        // A side appearing under a drag toward it at 0: shown from the next move only.
        var both = Fixture.r1()
        both.declarations.append(SwipeDeclaration(edge: .leading, actions: [SwipeAction(id: "pin", width: 100)]))
        var p = try Player(next, Fixture.r1())
        p.drag(from: 100, through: [130, 180])
        #expect(p.send(.reloadRow(row: 0, configuration: both, time: 1)).row0.offset == 0)
        #expect(p.send(.move(x: 181, y: 20, time: 1.0625)).row0.offset == 81)
        var d = try Player(.default, Fixture.r1())
        d.drag(from: 100, through: [130, 180])
        #expect(d.send(.reloadRow(row: 0, configuration: both, time: 1)).row0.offset == 80)
    }

    @Test("DCH-21 a button is performed only when the up is on it too: on, below and above each end of its interval")
    func dch21() throws {
        let both = try Self.design(.buttonHit, "originAndRelease")
        var bothFrames = both
        bothFrames.hitInterval = .physicalFrame
        /// A tap on Fixture.r1 open on its trailing side (delete [301, 375), flag [227, 301)),
        /// pressed at `x0`, through `via`, released at `x`.
        func tap(_ design: DesignChoices, _ x0: Double, _ x: Double, via: Double? = nil) throws -> Observation {
            var p = try Player(design, Fixture.r1())
            let t = Self.openRow(&p)
            p.send(.down(row: 0, x: x0, y: 20, time: t + 1))
            if let via { p.send(.move(x: via, y: 20, time: t + 1.03125)) }
            return p.send(.up(x: x, y: 20, time: t + 1.0625))
        }
        // (x0, up, performed from the edge, performed on physical frames): toward the other
        // button at 301, the content at 227 and the row's end at 375.
        let e = Self.e
        let cases: [(Double, Double, String?, String?)] = [
            (302, 301 - e, nil, nil), (302, 301, nil, "delete"), (302, 301 + e, "delete", "delete"),
            (230, 227 - e, nil, nil), (230, 227, nil, "flag"), (230, 227 + e, "flag", "flag"),
            (370, 375 - e, "delete", "delete"), (370, 375, "delete", nil), (370, 375 + e, nil, nil),
        ]
        for (x0, x, fromEdge, physical) in cases {
            for (design, expected) in [(both, fromEdge), (bothFrames, physical)] {
                let o = try tap(design, x0, x)
                if let expected {
                    #expect(o.performedIDs == [expected] && o.row0.offset == 0, "\(x0) to \(x) under \(design.hitInterval)")
                } else {
                    // Off the button: a tap on the content, which closes the row (REV-6).
                    #expect(o.performed.isEmpty && o.tappedRow == nil && o.row0.offset == 0 && o.row0.phase == .settling,
                            "\(x0) to \(x) under \(design.hitInterval)")
                }
            }
            // By default the origin alone decides (REC-6).
            #expect(try tap(.default, x0, x).performedIDs == [x0 >= 301 ? "delete" : "flag"])
        }
        // Off the button under staysOpen: the row stays open, nothing tapped (DCH-19).
        var open = both
        open.contentTap = .staysOpen
        let stays = try tap(open, 302, 300)
        #expect(stays.performed.isEmpty && stays.tappedRow == nil && stays.row0.offset == -148 && stays.row0.phase == .open)
        // An origin on the content performs nothing, its up on a button or not.
        #expect(try tap(both, 225, 230).performed.isEmpty)
        // Where the sequence went in between plays no part.
        #expect(try tap(both, 302, 305, via: 295).performedIDs == ["delete"])
    }

    @Test("DCH-11 independent rows: another row's drag, tap, scroll or open leaves the open row open")
    func dch11() throws {
        let independent = try Self.design(.listCoordination, "independent")
        for design in [independent, .default] {
            let expectOpen = design == independent
            var drag = try Player(design, rows: [Fixture.r1(), Fixture.r1()])
            let t = Self.openRow(&drag)
            let dragged = drag.drag(row: 1, from: 300, through: [280], at: t + 1)
            #expect((dragged.rows[0].offset == -148) == expectOpen && dragged.rows[1].offset == -20)

            var tap = try Player(design, rows: [Fixture.r1(), Fixture.r1()])
            let u = Self.openRow(&tap)
            tap.send(.down(row: 1, x: 100, y: 20, time: u + 1))
            let tapped = tap.send(.up(x: 100, y: 20, time: u + 1.0625))
            #expect((tapped.rows[0].offset == -148) == expectOpen && tapped.tappedRow == (expectOpen ? 1 : nil))

            var scroll = try Player(design, rows: [Fixture.r1(), Fixture.r1()])
            let v = Self.openRow(&scroll)
            scroll.send(.down(row: 1, x: 100, y: 20, time: v + 1))
            #expect((scroll.send(.move(x: 100, y: 60, time: v + 1.0625)).rows[0].offset == -148) == expectOpen)

            var open = try Player(design, rows: [Fixture.r1(), Fixture.r1()])
            let w = Self.openRow(&open)
            let both = open.send(.open(row: 1, edge: .trailing, time: w + 1))
            #expect((both.rows[0].offset == -148) == expectOpen && both.rows[1].offset == -148)
        }
    }

    @Test("DCH-12 a drag that begins toward an edge without actions leaves the row closed at 0 until its up; one that begins toward actions is dragging at 0")
    func dch12() throws {
        let closedAtZero = try Self.design(.emptyDrag, "closedAtZero")
        // R1 has no actions on the left side: a drag that begins to the right shows
        // nothing, also when the finger turns back past its origin toward the actions.
        for x in [120.0, 100 + Self.e, 100, 100 - Self.e, 20] {
            var p = try Player(closedAtZero, Fixture.r1())
            let o = p.drag(from: 100, through: [115, x])
            #expect(o.row0.phase == .closed && o.row0.offset == 0, "x \(x)")
            let up = p.send(.up(x: x, y: 20, time: p.now + 1.0 / 256))  // a fast turn: no fling either
            #expect(up.row0.phase == .closed && up.row0.offset == 0 && up.row0.settleEnds == nil, "up at x \(x)")
            var d = try Player(Fixture.r1())
            let moved = d.drag(from: 100, through: [115, x])
            #expect(moved.row0.phase == .dragging && (x < 100) == (moved.row0.offset < 0), "default, x \(x)")
        }
        // A drag that begins toward the actions is dragging, also back at 0 past its origin (ELA-3, OBS-6).
        var q = try Player(closedAtZero, Fixture.r1())
        #expect(q.drag(from: 100, through: [85, 120]).row0.phase == .dragging)
        // On an open row a drag toward the empty side moves the row as before.
        var open = try Player(closedAtZero, Fixture.r1())
        open.send(.open(row: 0, edge: .trailing, time: 0))
        #expect(open.drag(from: 100, through: [115, 130], at: 1).row0.offset == -148 + 30)
        // It is still a drag: open is rejected while it lasts (PRG-5).
        var p = try Player(closedAtZero, Fixture.r1())
        p.drag(from: 100, through: [120])
        #expect(p.send(.open(row: 0, edge: .trailing, time: 0.5)).rejection == .dragInProgress)
    }

    @Test("DCH-13 a button needs the row open at the press: a press at the settle's end counts, one before it does not")
    func dch13() throws {
        let atPress = try Self.design(.tapDecision, "atPress")
        for (down, performs) in [(0.25 - 1.0 / 1024, false), (0.25, true), (0.25 + 1.0 / 1024, true)] {
            var p = try Player(atPress, Fixture.r1())
            p.send(.open(row: 0, edge: .trailing, time: 0))
            p.send(.down(row: 0, x: 340, y: 20, time: down))
            let o = p.send(.up(x: 340, y: 20, time: 0.375))
            #expect(o.performedIDs == (performs ? ["delete"] : []), "down at \(down)")
            #expect(o.row0.offset == 0)
            var d = try Player(Fixture.r1())
            d.send(.open(row: 0, edge: .trailing, time: 0))
            d.send(.down(row: 0, x: 340, y: 20, time: down))
            #expect(d.send(.up(x: 340, y: 20, time: 0.375)).performedIDs == ["delete"])
        }
    }

    @Test("DCH-14 a release at the open offset still runs a settle; toward 0 from 0 it does not")
    func dch14() throws {
        let runs = try Self.design(.settleInPlace, "runsSettle")
        for (x, phase) in [(200 - Self.e, Phase.settling), (200.0, .settling), (200 + Self.e, .settling)] {
            var p = try Player(runs, Fixture.r1())
            let t = Self.openRow(&p)
            p.send(.down(row: 0, x: 200, y: 20, time: t + 1))
            p.send(.move(x: 180, y: 20, time: t + 1.0625))
            p.send(.move(x: x, y: 20, time: t + 1.5))
            let o = p.send(.up(x: x, y: 20, time: t + 2))
            #expect(o.row0.offset == -148 && o.row0.phase == phase && o.row0.settleEnds == t + 2.25)
            var d = try Player(Fixture.r1())
            let u = Self.openRow(&d)
            d.send(.down(row: 0, x: 200, y: 20, time: u + 1))
            d.send(.move(x: 180, y: 20, time: u + 1.0625))
            d.send(.move(x: x, y: 20, time: u + 1.5))
            let r = d.send(.up(x: x, y: 20, time: u + 2))
            #expect(r.row0.phase == (x == 200 ? .open : .settling))
        }
        // From 0 to 0 nothing runs (VEL-6).
        var p = try Player(runs, Fixture.r1())
        p.drag(from: 300, through: [280, 300])
        #expect(p.send(.up(x: 300, y: 20, time: 1)).row0.phase == .closed)
    }

    @Test("DCH-15 close is ignored while the row is pressed, obeyed before and after")
    func dch15() throws {
        let ignored = try Self.design(.closeWhilePressed, "ignored")
        var p = try Player(ignored, Fixture.r1())
        let t = Self.openRow(&p)
        p.send(.down(row: 0, x: 100, y: 20, time: t + 1))
        let pressed = p.send(.close(row: 0, time: t + 1.0625))
        #expect(pressed.rejection == nil && pressed.row0.offset == -148 && pressed.row0.phase == .open)
        p.send(.cancel(time: t + 1.125))
        #expect(p.send(.close(row: 0, time: t + 1.1875)).row0.offset == 0)
        var d = try Player(Fixture.r1())
        let u = Self.openRow(&d)
        d.send(.down(row: 0, x: 100, y: 20, time: u + 1))
        #expect(d.send(.close(row: 0, time: u + 1.0625)).row0.offset == 0)
        // Pressing another row does not protect this one.
        var q = try Player(ignored, rows: [Fixture.r1(), Fixture.r1()])
        let v = Self.openRow(&q)
        q.send(.down(row: 1, x: 100, y: 20, time: v + 1))
        #expect(q.send(.close(row: 0, time: v + 1.0625)).rows[0].offset == 0)
    }

    @Test("DCH-16 physical frames: on the right side a button owns its far end, not its near end")
    func dch16() throws {
        let physical = try Self.design(.hitInterval, "physicalFrame")
        func tap(_ design: DesignChoices, _ direction: LayoutDirection, x: Double) throws -> [String] {
            var p = try Player(design, Fixture.r1(direction))
            p.send(.open(row: 0, edge: .trailing, time: 0))
            p.send(.down(row: 0, x: x, y: 20, time: 1))
            return p.send(.up(x: x, y: 20, time: 1.0625)).performedIDs
        }
        // LTR: the trailing edge is the right side; d = 375 - x; the boundary between delete and flag is d = 74.
        for (x, physicalHit, edgeHit) in [
            (301 - Self.e, ["flag"], ["flag"]), (301.0, ["delete"], ["flag"]), (301 + Self.e, ["delete"], ["delete"]),
            (227.0, ["flag"], []), (375.0, [], ["delete"]),
        ] {
            #expect(try tap(physical, .leftToRight, x: x) == physicalHit, "x \(x)")
            #expect(try tap(.default, .leftToRight, x: x) == edgeHit, "x \(x)")
        }
        // RTL: the trailing edge is the left side, d = x: both readings agree.
        for x in [74 - Self.e, 74.0, 74 + Self.e, 148.0] {
            #expect(try tap(physical, .rightToLeft, x: x) == tap(.default, .rightToLeft, x: x))
        }
    }

    @Test("DCH-17 a settle of duration 0 ends in the event that starts it")
    func dch17() throws {
        let same = try Self.design(.instantSettle, "sameEvent")
        for duration in [0.0, 1.0 / 1024] {
            var row = Fixture.r1()
            row.parameters.settleDuration = duration
            var p = try Player(same, row)
            let o = p.drag(from: 300, through: [280, 200])
            #expect(o.row0.phase == .dragging)
            let up = p.send(.up(x: 200, y: 20, time: 1))
            #expect(up.row0.phase == (duration == 0 ? .open : .settling))
            var d = try Player(row)
            d.drag(from: 300, through: [280, 200])
            #expect(d.send(.up(x: 200, y: 20, time: 1)).row0.phase == .settling)
        }
        // A select row's saved action is performed in the release itself.
        var row = Fixture.select()
        row.parameters.settleDuration = 0
        var p = try Player(same, row)
        p.drag(from: 10, through: [30, 100])
        let up = p.send(.up(x: 100, y: 20, time: 1))
        #expect(up.performedIDs == ["archive"] && up.rows[0].offset == 0 && up.rows[0].phase == .closed)
    }

    @Test("DCH-18 the millisecond clock: settles end and velocities are measured in whole milliseconds")
    func dch18() throws {
        let ms = try Self.design(.clock, "milliseconds")
        // A release at 1/1024 s (0.98 ms, read as 1 ms) ends its settle at 0.251 s.
        for (t, complete) in [(0.25 + 1.0 / 2048, false), (0.25 + 1.0 / 1024 - 1.0 / 4096, true), (0.251, true)] {
            var p = try Player(ms, Fixture.r1())
            p.send(.open(row: 0, edge: .trailing, time: 1.0 / 1024))
            let o = p.send(.advance(time: t))
            #expect((o.row0.phase == .open) == complete, "t \(t)")
            #expect(o.row0.settleEnds == (complete ? nil : 0.251))
            var d = try Player(Fixture.r1())
            d.send(.open(row: 0, edge: .trailing, time: 1.0 / 1024))
            #expect((d.send(.advance(time: t)).row0.phase == .open) == (t >= 0.25 + 1.0 / 1024))
        }
        // 10 pt in 163 - 63 = 100 ms is exactly 100 pt/s: a fling; in seconds it is 99.4 pt/s.
        for (design, offset) in [(ms, -148.0), (DesignChoices.default, 0)] {
            var p = try Player(design, Fixture.r1())
            p.send(.down(row: 0, x: 300, y: 20, time: 0))
            p.send(.move(x: 290, y: 20, time: 0.0625))
            #expect(p.send(.up(x: 280, y: 20, time: 167.0 / 1024)).row0.offset == offset)
        }
    }

    @Test("DCH the default design is the design of sections 1 to 8, and every other value names its requirement")
    func defaults() {
        #expect(DesignChoices.default.requirements.isEmpty)
        var ids: [String] = []
        for choice in DesignChoices.Choice.allCases {
            #expect(choice.requirement(of: choice.values[0]) == nil, "\(choice)'s default has a DCH id")
            for value in choice.values.dropFirst() {
                let id = choice.requirement(of: value)
                #expect(id != nil, "\(choice) = \(value) has no DCH id")
                ids.append(id?.rawValue ?? "")
            }
        }
        // Numbered in the order the values entered SPEC.md: staysOpen (DCH-19) is contentTap's third value.
        #expect(ids.count == 23 && Set(ids) == Set((1...23).map { "DCH-\($0)" }), "\(ids)")
    }
}

extension Player {
    /// A player of a list under `design`.
    init(_ design: DesignChoices, _ rows: RowConfiguration...) throws {
        list = try SwipeList(rows: rows, design: design)
    }

    /// A player of a list of `rows` under `design`.
    init(_ design: DesignChoices, rows: [RowConfiguration]) throws {
        list = try SwipeList(rows: rows, design: design)
    }
}
