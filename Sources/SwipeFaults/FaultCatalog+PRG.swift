import SwipeConformance
import SwipeReference

/// The faults of the PRG requirements of SPEC.md (programmatic open and close), in the order the
/// catalog lists them.
extension FaultCatalog {
    /// Every fault that breaks a PRG requirement.
    static let prg: [FaultyImplementation] = [
        .stepping("programmatic-rejected-while-touch-down", requirement: .prg5, origin: .misreading,
                  summary: "rejects open, close and activate while any touch sequence is active, not only during a drag") { st, e in
            switch e {
            case .open, .close, .activate:
                guard st.touch != nil else { return st.feed(e) }
                var probe = st.inner
                return probe.handle(e).rejection == nil ? st.rejected(.dragInProgress) : st.feed(e)
            case .down, .move, .up, .cancel, .advance, .insertRow, .deleteRow, .moveRow, .reloadRow:
                return st.feed(e)
            }
        },
        silent("select-open-ignored", requirement: .prg3, origin: .misreading, reason: .unsupportedInSelectStyle,
               summary: "accepts open on a select row and does nothing, instead of rejecting it"),
        silent("empty-edge-open-ignored", requirement: .prg4, origin: .misreading, reason: .edgeHasNoActions,
               summary: "accepts open toward an edge with no actions and does nothing, instead of rejecting it"),
        .stepping("open-restarts-settle-at-target", requirement: .prg1, origin: .misreading,
                  summary: "open(row, edge) on a row already open, or settling open, toward that edge starts a new settle: a new end time") { st, e in
            let before = st.last
            guard case let .open(r, edge, t) = e, st.basicRejection(e) == nil else { return st.feed(e) }
            var probe = st.inner
            guard probe.handle(e).rejection == nil, before.rows[r].offset != 0, before.rows[r].revealedEdge == edge else { return st.feed(e) }
            let closed = st.feed(.close(row: r, time: t))
            return st.feed(e).merged(after: closed)
        },
        .stepping("close-ignores-select-rows", requirement: .prg2, origin: .misreading,
                  summary: "close(row) acts on reveal rows only: on a select row it is accepted and does nothing, "
                  + "so a saved selection is still performed") { st, e in
            guard case let .close(r, t) = e, st.basicRejection(e) == nil, st.rows[r].style == .select else { return st.feed(e) }
            var probe = st.inner
            guard probe.handle(e).rejection == nil else { return st.feed(e) }
            return st.passTime(t)
        },
    ]
}
