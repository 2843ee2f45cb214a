import SwipeConformance
import SwipeReference

/// The faults of the DES requirements of SPEC.md (deselection on new drag), in the order the
/// catalog lists them.
extension FaultCatalog {
    /// Every fault that breaks a DES requirement.
    static let des: [FaultyImplementation] = [
        .stepping("stale-selection-performed", requirement: .des3, origin: .handWritten,
                  summary: "still performs a saved selection that a new drag dropped, when its settle would have ended") { st, e in
            let before = st.last
            let wasPending = st.touch?.pending ?? false
            var releasedAsDrag = false
            if case let .up(x, y, _) = e, wasPending { releasedAsDrag = !st.isTap(x, y) }
            var o = st.feed(e)
            guard o.rejection == nil else { return o }
            // Perform stale selections whose settle would have ended by now (TIM-3 order).
            let due = st.saved.filter { $0.value.ends <= e.time }.sorted { ($0.value.ends, $0.key) < ($1.value.ends, $1.key) }
            for (row, stale) in due.reversed() {
                o.performed.insert(stale.action, at: 0)
                st.saved[row] = nil
            }
            // A drag recognised by this event drops saved selections: remember them.
            let recognised = wasPending && (st.touch.map { !$0.pending } ?? releasedAsDrag)
            guard recognised else { return o }
            for r in before.rows.indices where st.rows[r].style == .select && before.rows[r].phase == .settling {
                guard let id = before.rows[r].selected, let edge = before.rows[r].revealedEdge, let ends = before.rows[r].settleEnds,
                      ends > e.time, !o.performed.contains(where: { $0.row == r }) else { continue }
                st.saved[r] = (PerformedAction(row: r, edge: edge, id: id), ends)
            }
            return o
        },
        .editing("new-drag-shows-previous-selection", requirement: .des1, origin: .misreading,
                 summary: "a drag recognised on a row settling with a saved selection shows that selection at the recognising move; "
                 + "only the next move recomputes it") { _, output in
            for i in output.observations.indices.dropFirst() {
                let before = output.observations[i - 1]
                for r in output.observations[i].rows.indices where r < before.rows.count {
                    guard output.observations[i].rows[r].phase == .dragging, before.rows[r].phase == .settling,
                          let saved = before.rows[r].selected else { continue }
                    output.observations[i].rows[r].selected = saved
                }
            }
        },
        .stepping("selection-dropped-at-down", requirement: .des2, origin: .misreading,
                  summary: "drops every saved selection when a finger goes down, not when a drag is recognised: "
                  + "a down alone closes a select row settling with a selection") { st, e in
            guard case let .down(_, _, _, t) = e, st.touch == nil, st.basicRejection(e) == nil else { return st.feed(e) }
            let passed = st.feed(.advance(time: t))  // TIM-3: settles due at t complete first
            for k in passed.rows.indices where st.rows[k].style == .select && passed.rows[k].phase == .settling && passed.rows[k].selected != nil {
                st.feed(.close(row: k, time: t))
            }
            var o = st.feed(e)
            o.performed = passed.performed + o.performed
            return o
        },
        .remembering("closed-row-keeps-selection", requirement: .des4, origin: .misreading,
                     summary: "closing a select row settling with a saved selection keeps the selection: "
                     + "it is shown while the row settles to 0 and performed when that settle ends",
                     initial: [Int: (action: PerformedAction, ends: Double)]()) { st, kept, e in
            let before = st.last
            var o = st.feed(e)
            guard o.rejection == nil else {
                for (k, saved) in kept { o.rows[k].selected = saved.action.id }
                return o
            }
            for (k, saved) in kept.sorted(by: { ($0.value.ends, $0.key) < ($1.value.ends, $1.key) }).reversed() {
                if o.rows[k].phase == .closed, e.time >= saved.ends {
                    o.performed.insert(saved.action, at: 0)
                    kept[k] = nil
                } else if o.rows[k].phase != .settling || o.rows[k].offset != 0 || o.rows[k].settleEnds != saved.ends {
                    kept[k] = nil
                }
            }
            for k in o.rows.indices where st.rows[k].style == .select && kept[k] == nil {
                guard before.rows[k].phase == .settling, let id = before.rows[k].selected, let edge = before.rows[k].revealedEdge,
                      o.rows[k].phase == .settling, o.rows[k].offset == 0, let ends = o.rows[k].settleEnds,
                      !o.performed.contains(where: { $0.row == k && $0.id == id }) else { continue }
                kept[k] = (PerformedAction(row: k, edge: edge, id: id), ends)
            }
            for k in kept.keys { o.rows[k].selected = kept[k]?.action.id }
            return o
        },
    ]
}
