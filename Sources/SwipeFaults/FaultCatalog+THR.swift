import SwipeConformance
import SwipeReference

/// The faults of the THR requirements of SPEC.md (every threshold on, below and above its boundary), in the order the
/// catalog lists them.
extension FaultCatalog {
    /// Every fault that breaks a THR requirement.
    static let thr: [FaultyImplementation] = [
        .configured("slop-exclusive", requirement: .thr1, origin: .handWritten, summary: "recognises only beyond the slop: a move exactly at the slop stays pending") { row in
            var r = row
            r.parameters.slop = r.parameters.slop.nextUp
            return r
        },
        exclusive("open-threshold-exclusive", requirement: .thr2, origin: .handWritten, summary: "opens only beyond the open threshold: a release exactly on it closes",
                  style: .reveal) { g, _ in [g.openThreshold] },
        exclusive("full-swipe-threshold-exclusive", requirement: .thr3, origin: .handWritten, summary: "arms the full swipe only beyond its threshold",
                  style: .reveal) { g, _ in g.allowsFullSwipe ? [g.fullSwipeThreshold] : [] },
        exclusive("activation-exclusive", requirement: .thr4, origin: .handWritten, summary: "selects only beyond the activation distance",
                  style: .select) { _, row in [row.parameters.activationDistance] },
        exclusive("zone-boundary-selects-nearer", requirement: .thr5, origin: .handWritten, summary: "on a zone boundary selects the action nearer the edge",
                  style: .select) { g, row in g.zoneBoundaries(in: row) },
        .editing("select-zones-reversed", requirement: .thr5, origin: .handWritten,
                 summary: "selects from the far end: the zone nearest the edge selects the last action") { input, output in
            func reversed(_ row: Int, _ edge: Edge, _ id: String) -> String {
                let ids = input.rows[row].layout(of: edge).ids
                guard let i = ids.firstIndex(of: id) else { return id }
                return ids[ids.count - 1 - i]
            }
            for (i, e) in input.events.enumerated() where i < output.observations.count {
                for r in input.rows.indices where input.rows[r].style == .select {
                    if let id = output.observations[i].rows[r].selected, let edge = output.observations[i].rows[r].revealedEdge {
                        output.observations[i].rows[r].selected = reversed(r, edge, id)
                    }
                }
                if case .activate = e { continue }
                for k in output.observations[i].performed.indices {
                    let p = output.observations[i].performed[k]
                    guard input.rows.indices.contains(p.row), input.rows[p.row].style == .select else { continue }
                    output.observations[i].performed[k].id = reversed(p.row, p.edge, p.id)
                }
            }
        },
        .stepping("settle-end-exclusive", requirement: .thr6, origin: .handWritten, summary: "completes a settle only after its end time, not at it") { st, e in
            let t = e.time
            if t.isFinite, st.last.rows.contains(where: { $0.settleEnds == t }), let now = st.inner.now, t.nextDown >= now {
                return st.feed(e.withTime(t.nextDown))
            }
            return st.feed(e)
        },
        .configured("fling-exclusive", requirement: .thr7, origin: .handWritten, summary: "a release exactly at the fling velocity is not a fling") { row in
            var r = row
            r.parameters.flingVelocity = r.parameters.flingVelocity.nextUp
            return r
        },
    ]
}
