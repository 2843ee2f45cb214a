import SwipeConformance
import SwipeReference

/// The faults of the AX requirements of SPEC.md (accessibility), in the order the
/// catalog lists them.
extension FaultCatalog {
    /// Every fault that breaks a AX requirement.
    static let ax: [FaultyImplementation] = [
        accessibilityTrailingFirst,
        .rewriting("negative-action-index-counts-from-end", requirement: .ax3, origin: .misreading,
                   summary: "reads a negative action index from the end of the row's list, as a Python list does, instead of rejecting it") { input in
            input.events.map { e in
                guard case let .activate(r, i, t) = e, input.rows.indices.contains(r), i < 0 else { return e }
                let n = input.rows[r].declarations.reduce(0) { $0 + $1.actions.count }
                return i >= -n ? .activate(row: r, index: i + n, time: t) : e
            }
        },
        silent("activate-during-drag-ignored", requirement: .ax4, origin: .misreading, reason: .dragInProgress,
               summary: "accepts activate during a drag and does nothing, instead of rejecting it"),
        .stepping("activate-leaves-row-open", requirement: .ax2, origin: .misreading,
                  summary: "activate(row, index) performs the entry but leaves the row as it is: an open row stays open, "
                  + "a select row keeps settling with its saved selection") { st, e in
            guard case let .activate(r, index, t) = e, st.basicRejection(e) == nil else { return st.feed(e) }
            var probe = st.inner
            guard probe.handle(e).rejection == nil else { return st.feed(e) }
            let entry = st.inner.accessibilityActions(ofRow: r)[index]
            var o = st.passTime(t)
            o.performed.append(PerformedAction(row: r, edge: entry.edge, id: entry.id))
            return o
        },
    ]

    /// AX-1: the trailing edge's actions listed first; activation follows the wrong list.
    static let accessibilityTrailingFirst = FaultyImplementation(
        "accessibility-order-trailing-first", requirement: .ax1, origin: .handWritten,
        summary: "lists the trailing edge's actions before the leading edge's for assistive technology"
    ) { input in
        let correct = input.rows.map { row in Edge.allCases.flatMap { e in row.layout(of: e).ids.map { AccessibleAction(edge: e, id: $0) } } }
        let faulty = correct.map { list in list.filter { $0.edge == .trailing } + list.filter { $0.edge == .leading } }
        var changed = input
        changed.events = input.events.map { e in
            guard case let .activate(row, index, t) = e, correct.indices.contains(row), faulty[row].indices.contains(index),
                  let j = correct[row].firstIndex(of: faulty[row][index]) else { return e }
            return .activate(row: row, index: j, time: t)
        }
        var output = FaultyImplementation.reference(changed)
        if output.accessibility.count == faulty.count { output.accessibility = faulty }
        return output
    }
}
