import SwipeConformance
import SwipeReference

/// Faults written from the misreading tables (`Misreadings`): each is the other
/// reading of one sentence of SPEC.md, the way a library written from the spec
/// could plausibly read it.
extension FaultCatalog {
    static let readings: [FaultyImplementation] = [
        .stepping("tap-decided-at-down", requirement: "REC-6",
                  summary: "decides what a tap does from the list as it was at the down, not at the release") { st, e in
            switch e {
            case let .down(row, x, _, _):
                let o = st.feed(e)
                if o.rejection == nil { st.remember(TapDecision(row: row, x0: x, in: o, rows: st.rows)) }
                return o
            case let .up(x, y, t):
                guard st.basicRejection(e) == nil, st.isTap(x, y), let decided = st.rememberedTap() else { return st.feed(e) }
                return st.endTap(at: t) { _ in decided }
            default:
                return st.feed(e)
            }
        },
        .stepping("tap-hit-tested-at-release-point", requirement: "REC-6",
                  summary: "hit-tests a tap at the release point instead of the origin of the sequence") { st, e in
            guard case let .up(x, y, t) = e, st.basicRejection(e) == nil, st.isTap(x, y), let touch = st.touch else { return st.feed(e) }
            let rows = st.rows
            return st.endTap(at: t) { TapDecision(row: touch.row, x0: x, in: $0, rows: rows) }
        },
        .stepping("slop-zero-still-finger-taps", requirement: "REC-6",
                  summary: "with slop 0, a finger that has not moved from its origin stays pending and taps") { st, e in
            guard let touch = st.touch, touch.pending, st.rows[touch.row].parameters.slop == 0,
                  st.basicRejection(e) == nil else { return st.feed(e) }
            switch e {
            case let .move(x, y, t) where x == touch.x0 && y == touch.y0:
                return st.passTime(t)
            case let .up(x, y, t) where x == touch.x0 && y == touch.y0:
                let rows = st.rows
                return st.endTap(at: t) { TapDecision(row: touch.row, x0: x, in: $0, rows: rows) }
            default:
                return st.feed(e)
            }
        },
        tapping("tap-on-row-settling-closed-consumed", requirement: "LST-5",
                summary: "treats a row settling toward 0 as open: a tap on the list then closes nothing and reaches no content") { st, row, x0, o in
            let settlingClosed = o.rows.indices.first { o.rows[$0].phase == .settling && o.rows[$0].offset == 0 }
            guard o.rows.allSatisfy({ $0.offset == 0 }), let r = settlingClosed else { return TapDecision(row: row, x0: x0, in: o, rows: st.rows) }
            return TapDecision(kind: .close, row: r, action: nil)
        },
        tapping("tap-on-row-settling-open-hits-buttons", requirement: "REV-6",
                summary: "hit-tests the buttons of a row still settling open, as if it were at rest open") { st, row, x0, o in
            var decision = TapDecision(row: row, x0: x0, in: o, rows: st.rows)
            if decision.kind == .close, decision.row == row, o.rows[row].phase == .settling, st.rows[row].style == .reveal {
                var open = o
                open.rows[row].phase = .open
                decision = TapDecision(row: row, x0: x0, in: open, rows: st.rows)
            }
            return decision
        },
        tapping("tap-on-other-row-reaches-content", requirement: "LST-4",
                summary: "a tap on another row while one is open reaches that row's content and leaves the open row open") { st, row, x0, o in
            let decision = TapDecision(row: row, x0: x0, in: o, rows: st.rows)
            return decision.kind == .close && decision.row != row ? TapDecision(kind: .content, row: row, action: nil) : decision
        },
        tapping("tap-on-select-row-performs-saved-selection", requirement: "REV-6",
                summary: "a tap on a select row settling with a saved selection performs the selection at once instead of dropping it") { st, row, x0, o in
            var decision = TapDecision(row: row, x0: x0, in: o, rows: st.rows)
            if decision.kind == .close, st.rows[decision.row].style == .select, let id = o.rows[decision.row].selected,
               let edge = o.rows[decision.row].revealedEdge {
                decision.action = PerformedAction(row: decision.row, edge: edge, id: id)
            }
            return decision
        },
        .stepping("cancel-while-pending-taps", requirement: "CAN-2",
                  summary: "a cancel while the sequence is pending ends it as a tap at the origin") { st, e in
            guard case let .cancel(t) = e, let touch = st.touch, touch.pending, st.basicRejection(e) == nil else { return st.feed(e) }
            let rows = st.rows
            return st.endTap(at: t) { TapDecision(row: touch.row, x0: touch.x0, in: $0, rows: rows) }
        },
        .stepping("programmatic-rejected-while-touch-down", requirement: "PRG-5",
                  summary: "rejects open, close and activate while any touch sequence is active, not only during a drag") { st, e in
            switch e {
            case .open, .close, .activate:
                guard st.touch != nil else { return st.feed(e) }
                var probe = st.inner
                return probe.handle(e).rejection == nil ? st.rejected(.dragInProgress) : st.feed(e)
            default:
                return st.feed(e)
            }
        },
        .stepping("rejected-event-moves-clock", requirement: "OBS-5",
                  summary: "a rejected event still moves the clock to its time, completing the settles due by then") { st, e in
            let o = st.feed(e)
            guard let r = o.rejection, r != .timeWentBackwards, r != .nonFiniteValue, e.time > (st.inner.now ?? -.infinity) else { return o }
            var moved = st.passTime(e.time)
            moved.rejection = r
            return moved
        },
        .stepping("rejection-reports-last-reason", requirement: "OBS-5",
                  summary: "when several rejections apply, reports the last in the order of OBS-5 instead of the first") { st, e in
            let o = st.feed(e)
            guard o.rejection != nil, let last = st.applicableRejections(e).last else { return o }
            var changed = o
            changed.rejection = last
            return changed
        },
        .editing("completions-performed-after-event", requirement: "TIM-3",
                 summary: "lists the actions of settles completed by an event after the event's own action, not before") { input, output in
            for i in output.observations.indices where output.observations[i].performed.count > 1 {
                guard case let .activate(row, _, _) = input.events[i] else { continue }
                let p = output.observations[i].performed
                output.observations[i].performed = p.filter { $0.row == row } + p.filter { $0.row != row }
            }
        },
        .stepping("release-at-zero-uses-velocity", requirement: "VEL-6",
                  summary: "a fling released at offset 0 opens toward its direction instead of closing at once") { st, e in
            guard case let .up(x, _, t) = e, let touch = st.touch, !touch.pending, st.basicRejection(e) == nil,
                  st.rows[touch.row].style == .reveal, t > touch.lastT else { return st.feed(e) }
            let v = (x - touch.lastX) / (t - touch.lastT)
            let o = st.feed(e)
            let config = st.rows[touch.row]
            guard o.rows[touch.row].offset == 0, o.rows[touch.row].phase == .closed, abs(v) >= config.parameters.flingVelocity,
                  let edge = Edge.allCases.first(where: { config.geometry(of: $0).side.offsetSign * v > 0 }),
                  !config.geometry(of: edge).actionIDs.isEmpty else { return o }
            return st.feed(.open(row: touch.row, edge: edge, time: t)).merged(after: o)
        },
        .editing("full-swipe-performs-last-action", requirement: "REV-1",
                 summary: "a full swipe performs the edge's last action (the one nearest the content) instead of its first") { input, output in
            var previous = SwipeList.atRest(input.rows)
            for (i, e) in input.events.enumerated() where i < output.observations.count {
                defer { previous = output.observations[i] }
                guard case .up = e else { continue }
                for k in output.observations[i].performed.indices {
                    let p = output.observations[i].performed[k]
                    guard input.rows[p.row].style == .reveal, previous.rows[p.row].phase == .dragging else { continue }
                    output.observations[i].performed[k].id = input.rows[p.row].geometry(of: p.edge).actionIDs.last ?? p.id
                }
            }
        },
        .editing("saved-selection-not-shown", requirement: "SEL-2",
                 summary: "clears `selected` once a select row is released: the saved selection is not shown while it settles") { input, output in
            for i in output.observations.indices {
                for r in input.rows.indices where input.rows[r].style == .select && output.observations[i].rows[r].phase == .settling {
                    output.observations[i].rows[r].selected = nil
                }
            }
        },
        .editing("armed-full-swipe-not-shown", requirement: "REV-7",
                 summary: "does not show the armed full swipe's action as selected while dragging") { input, output in
            for i in output.observations.indices {
                for r in input.rows.indices where input.rows[r].style == .reveal { output.observations[i].rows[r].selected = nil }
            }
        },
        .rewriting("negative-row-counts-from-end", requirement: "LST-7",
                   summary: "reads a negative row index from the end of the list, as a Python list does, instead of rejecting it") { input in
            input.events.map { e in
                let n = input.rows.count
                switch e {
                case let .down(r, x, y, t) where r < 0 && r >= -n: return .down(row: r + n, x: x, y: y, time: t)
                case let .open(r, edge, t) where r < 0 && r >= -n: return .open(row: r + n, edge: edge, time: t)
                case let .close(r, t) where r < 0 && r >= -n: return .close(row: r + n, time: t)
                case let .activate(r, i, t) where r < 0 && r >= -n: return .activate(row: r + n, index: i, time: t)
                default: return e
                }
            }
        },
        .rewriting("negative-action-index-counts-from-end", requirement: "AX-3",
                   summary: "reads a negative action index from the end of the row's list, as a Python list does, instead of rejecting it") { input in
            input.events.map { e in
                guard case let .activate(r, i, t) = e, input.rows.indices.contains(r), i < 0 else { return e }
                let n = input.rows[r].declarations.reduce(0) { $0 + $1.actions.count }
                return i >= -n ? .activate(row: r, index: i + n, time: t) : e
            }
        },
        .rewriting("non-finite-y-accepted", requirement: "NUM-4",
                   summary: "checks only x and t for finiteness: a NaN or infinite y is accepted and reads as a vertical movement") { input in
            input.events.map { e in
                switch e {
                case let .down(r, x, y, t) where !y.isFinite && x.isFinite && t.isFinite: return .down(row: r, x: x, y: 1e9, time: t)
                case let .move(x, y, t) where !y.isFinite && x.isFinite && t.isFinite: return .move(x: x, y: 1e9, time: t)
                case let .up(x, y, t) where !y.isFinite && x.isFinite && t.isFinite: return .up(x: x, y: 1e9, time: t)
                default: return e
                }
            }
        },
    ]

    /// A fault in what a tap does: `decide` chooses the effect of a tap on `row` at
    /// `x0` from the list at the release (after TIM-3), instead of the spec's rule.
    static func tapping(_ name: String, requirement: String, summary: String,
                        _ decide: @escaping @Sendable (Stepper, Int, Double, Observation) -> TapDecision) -> FaultyImplementation {
        .stepping(name, requirement: requirement, summary: summary) { st, e in
            guard case let .up(x, y, t) = e, st.basicRejection(e) == nil, st.isTap(x, y), let touch = st.touch else { return st.feed(e) }
            let copy = st
            return st.endTap(at: t) { decide(copy, touch.row, touch.x0, $0) }
        }
    }
}

/// What a tap does (REV-5, REV-6, LST-4, LST-5), decided from one observation.
struct TapDecision: Sendable, Hashable {
    enum Kind: Sendable { case content, perform, close }
    var kind: Kind
    /// The tapped row (content) or the row to close (perform, close).
    var row: Int
    /// The action performed (perform only; nil when the origin is on no button).
    var action: PerformedAction?

    init(kind: Kind, row: Int, action: PerformedAction?) {
        self.kind = kind
        self.row = row
        self.action = action
    }

    /// The decision of a tap on `row` at `x0`, as the spec makes it from `o`.
    init(row: Int, x0: Double, in o: Observation, rows: [RowConfiguration]) {
        guard let open = o.rows.indices.first(where: { o.rows[$0].offset != 0 }) else {
            self.init(kind: .content, row: row, action: nil)
            return
        }
        guard open == row, o.rows[row].phase == .open, rows[row].style == .reveal, let edge = o.rows[row].revealedEdge else {
            self.init(kind: .close, row: open, action: nil)
            return
        }
        let g = rows[row].geometry(of: edge)
        let d = g.side == .left ? x0 : rows[row].width - x0
        var c = 0.0
        var hit: PerformedAction?
        for (id, w) in zip(g.actionIDs, g.actionWidths) {
            if c <= d && d < c + w { hit = PerformedAction(row: row, edge: edge, id: id) }
            c += w
        }
        self.init(kind: .perform, row: row, action: hit)
    }
}

extension Stepper {
    /// Every rejection that applies to `e` in the current state, in the order of
    /// OBS-5 (the reference reports the first).
    func applicableRejections(_ e: InputEvent) -> [Rejection] {
        let dragging = touch.map { !$0.pending && last.rows[$0.row].phase == .dragging } ?? false
        return CoverageMatrix.applicableRejections(e, rows: rows, now: inner.now, touchActive: touch != nil, dragging: dragging)
    }

    /// Ends the pending sequence at `t` as a tap whose effect `decide` chooses from
    /// the list after the settles due at `t` completed (TIM-3).
    mutating func endTap(at t: Double, _ decide: (Observation) -> TapDecision) -> Observation {
        let passed = feed(.advance(time: t))
        let decision = decide(passed)
        feed(.cancel(time: t))  // CAN-2: a pending sequence ends with no effect
        var performed = passed.performed
        var tapped: Int?
        switch decision.kind {
        case .content:
            tapped = decision.row
        case .perform, .close:
            if let a = decision.action { performed.append(a) }
            feed(.close(row: decision.row, time: t))
        }
        var o = last
        o.performed = performed
        o.tappedRow = tapped
        o.rejection = nil
        return o
    }

    /// Keeps a tap decision taken at touch down until the release.
    mutating func remember(_ d: TapDecision) {
        memory.tapDecidedAtDown = d
    }

    /// The tap decision kept by `remember`, if any.
    func rememberedTap() -> TapDecision? {
        memory.tapDecidedAtDown
    }
}
