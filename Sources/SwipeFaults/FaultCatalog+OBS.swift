import SwipeConformance
import SwipeReference

/// The faults of the OBS requirements of SPEC.md (observations), in the order the
/// catalog lists them.
extension FaultCatalog {
    /// Every fault that breaks a OBS requirement.
    static let obs: [FaultyImplementation] = [
        .stepping("rejected-event-moves-clock", requirement: .obs5, origin: .misreading,
                  summary: "a rejected event still moves the clock to its time, completing the settles due by then") { st, e in
            let o = st.feed(e)
            guard let r = o.rejection, r != .timeWentBackwards, r != .nonFiniteValue, e.time > (st.inner.now ?? -.infinity) else { return o }
            var moved = st.passTime(e.time)
            moved.rejection = r
            return moved
        },
        .stepping("rejection-reports-last-reason", requirement: .obs5, origin: .misreading,
                  summary: "when several rejections apply, reports the last in the order of OBS-5 instead of the first") { st, e in
            let o = st.feed(e)
            guard o.rejection != nil, let last = st.applicableRejections(e).last else { return o }
            var changed = o
            changed.rejection = last
            return changed
        },
        .editing("rejected-event-unobserved", requirement: .obs1, origin: .misreading,
                 summary: "answers only accepted events: a rejected event yields no observation") { _, output in
            output.observations.removeAll { $0.rejection != nil }
        },
        .editing("settle-end-kept-at-rest", requirement: .obs2, origin: .misreading,
                 summary: "keeps reporting a row's last settle end time once the settle has completed") { _, output in
            var last: [Int: Double] = [:]
            for i in output.observations.indices {
                for r in output.observations[i].rows.indices {
                    let row = output.observations[i].rows[r]
                    if let ends = row.settleEnds {
                        last[r] = ends
                    } else if row.phase == .dragging {
                        last[r] = nil
                    } else if let ends = last[r] {
                        output.observations[i].rows[r].settleEnds = ends
                    }
                }
            }
        },
        .editing("performed-reported-one-event-late", requirement: .obs3, origin: .misreading,
                 summary: "reports the actions performed during an event in the observation of the next event, as a deferred callback would") { _, output in
            var carried: [PerformedAction] = []
            for i in output.observations.indices {
                let now = output.observations[i].performed
                output.observations[i].performed = carried
                carried = now
            }
        },
        .editing("tapped-row-kept", requirement: .obs4, origin: .misreading,
                 summary: "keeps naming the last tapped row in tappedRow after the event that delivered the tap") { _, output in
            var last: Int?
            for i in output.observations.indices {
                if let r = output.observations[i].tappedRow { last = r } else { output.observations[i].tappedRow = last }
            }
        },
        .stepping("pending-row-dragging", requirement: .obs6, origin: .misreading,
                  summary: "a row under a pending touch is reported dragging from the down, before any drag is recognised") { st, e in
            var o = st.feed(e)
            if let touch = st.touch, touch.pending, o.rows[touch.row].phase == .closed || o.rows[touch.row].phase == .open {
                o.rows[touch.row].phase = .dragging
            }
            return o
        },
        .editing("actionless-rows-left-out-of-accessibility", requirement: .obs8, origin: .misreading,
                 summary: "states the accessibility list only for rows that have actions: a row with none has no entry") { _, output in
            output.accessibility.removeAll { $0.isEmpty }
        },
    ]
}
