import SwipeConformance
import SwipeReference

/// The faults of the REV requirements of SPEC.md (the reveal release style), in the order the
/// catalog lists them.
extension FaultCatalog {
    /// Every fault that breaks a REV requirement.
    static let rev: [FaultyImplementation] = [
        .stepping("tap-boundary-belongs-to-nearer-action", requirement: .rev5, origin: .handWritten,
                  summary: "a tap exactly on the boundary between two buttons hits the one nearer the edge") { st, e in
            guard case let .up(x, y, _) = e, let touch = st.touch, st.isTap(x, y),
                  st.last.rows[touch.row].phase == .open, let edge = st.last.rows[touch.row].revealedEdge else { return st.feed(e) }
            let row = st.rows[touch.row]
            let g = row.layout(of: edge)
            let d = g.side == .left ? touch.x0 : row.width - touch.x0
            var o = st.feed(e)
            guard o.rejection == nil else { return o }
            var c = 0.0
            var boundaries = [0.0]
            for w in g.widths { c += w; boundaries.append(c) }
            guard let k = boundaries.firstIndex(of: d) else { return o }
            o.performed.removeAll { $0.row == touch.row && $0.edge == edge }
            if k > 0 { o.performed.append(PerformedAction(row: touch.row, edge: edge, id: g.ids[k - 1])) }
            return o
        },
        tapping("tap-on-row-settling-open-hits-buttons", requirement: .rev6, origin: .misreading,
                summary: "hit-tests the buttons of a row still settling open, as if it were at rest open") { st, row, x0, o in
            var decision = TapDecision(row: row, x0: x0, in: o, rows: st.rows)
            if decision.kind == .close, decision.row == row, o.rows[row].phase == .settling, st.rows[row].style == .reveal {
                var open = o
                open.rows[row].phase = .open
                decision = TapDecision(row: row, x0: x0, in: open, rows: st.rows)
            }
            return decision
        },
        tapping("tap-on-select-row-performs-saved-selection", requirement: .rev6, origin: .misreading,
                summary: "a tap on a select row settling with a saved selection performs the selection at once instead of dropping it") { st, row, x0, o in
            var decision = TapDecision(row: row, x0: x0, in: o, rows: st.rows)
            if decision.kind == .close, st.rows[decision.row].style == .select, let id = o.rows[decision.row].selected,
               let edge = o.rows[decision.row].revealedEdge {
                decision.action = PerformedAction(row: decision.row, edge: edge, id: id)
            }
            return decision
        },
        .editing("full-swipe-performs-last-action", requirement: .rev1, origin: .misreading,
                 summary: "a full swipe performs the edge's last action (the one nearest the content) instead of its first") { input, output in
            var previous = SwipeList.atRest(input.rows)
            for (i, e) in input.events.enumerated() where i < output.observations.count {
                defer { previous = output.observations[i] }
                guard case .up = e else { continue }
                for k in output.observations[i].performed.indices {
                    let p = output.observations[i].performed[k]
                    guard input.rows[p.row].style == .reveal, previous.rows[p.row].phase == .dragging else { continue }
                    output.observations[i].performed[k].id = input.rows[p.row].layout(of: p.edge).ids.last ?? p.id
                }
            }
        },
        .editing("armed-full-swipe-not-shown", requirement: .rev7, origin: .misreading,
                 summary: "does not show the armed full swipe's action as selected while dragging") { input, output in
            for i in output.observations.indices {
                for r in input.rows.indices where input.rows[r].style == .reveal { output.observations[i].rows[r].selected = nil }
            }
        },
        releasing("fling-before-full-swipe", requirement: .rev2, origin: .misreading,
                  summary: "consults the fling before the full swipe: a fast release past the full swipe threshold opens or closes instead of performing") { r in
            let v = r.velocity
            if abs(v) >= r.configuration.parameters.flingVelocity { return v * r.geometry.side.offsetSign > 0 ? .open : .close }
            return r.rule(velocity: v)
        },
        releasing("open-threshold-on-finger-travel", requirement: .rev3, origin: .misreading,
                  summary: "compares the open threshold with the finger's travel in this drag (|dx|), not with the row's offset") { r in
            let v = r.velocity
            if r.armed || abs(v) >= r.configuration.parameters.flingVelocity { return r.rule(velocity: v) }
            return abs(r.x - r.x0) >= r.geometry.openThreshold ? .open : .close
        },
        .editing("phase-follows-target-while-settling", requirement: .rev4, origin: .misreading,
                 summary: "reports the phase a settle ends in from its start: a reveal row settling open is reported open, settling closed as closed") { input, output in
            for i in output.observations.indices {
                for r in output.observations[i].rows.indices where r < input.rows.count && input.rows[r].style == .reveal {
                    guard output.observations[i].rows[r].phase == .settling else { continue }
                    output.observations[i].rows[r].phase = output.observations[i].rows[r].offset == 0 ? .closed : .open
                }
            }
        },
        performedActionRemovesRow,
    ]

    /// REV-8 read as a destructive role: the row whose action was performed is removed.
    static let performedActionRemovesRow = FaultyImplementation(
        "performed-action-removes-row", requirement: .rev8, origin: .misreading,
        summary: "removes a row from the list once one of its actions is performed, as a destructive role would"
    ) { input in
        guard var list = try? SwipeList(rows: input.rows) else { return FaultyImplementation.reference(input) }
        let accessibility = input.rows.indices.map { list.accessibilityActions(ofRow: $0) }
        var observations: [Observation] = []
        for e in input.events {
            let o = list.handle(e)
            guard o.rejection == nil, !o.performed.isEmpty else { observations.append(o); continue }
            for row in Set(o.performed.map(\.row)).sorted(by: >) { _ = list.handle(.deleteRow(row: row, time: e.time)) }
            var removed = list.observation
            removed.performed = o.performed
            removed.tappedRow = o.tappedRow
            observations.append(removed)
        }
        return CaseOutput(accessibility: accessibility, observations: observations)
    }
}
