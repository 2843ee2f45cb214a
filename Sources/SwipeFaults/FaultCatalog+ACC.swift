import SwipeConformance
import SwipeReference

/// The faults of the ACC requirements of SPEC.md (accumulation of declarations), in the order the
/// catalog lists them.
extension FaultCatalog {
    /// Every fault that breaks a ACC requirement.
    static let acc: [FaultyImplementation] = [
        .configured("accumulation-reversed", requirement: .acc1, origin: .handWritten,
                    summary: "accumulates an edge's declarations in reverse declaration order") { row in
            var r = row
            r.declarations.reverse()
            return r
        },
        .configured("full-swipe-flag-from-last-declaration", requirement: .acc3, origin: .handWritten,
                    summary: "takes an edge's allowsFullSwipe from the last declaration with actions, not the first") { row in
            var r = row
            for edge in Edge.allCases {
                let contributing = r.declarations.indices.filter { r.declarations[$0].edge == edge && !r.declarations[$0].actions.isEmpty }
                if let first = contributing.first, let last = contributing.last {
                    r.declarations[first].allowsFullSwipe = r.declarations[last].allowsFullSwipe
                }
            }
            return r
        },
        .configured("empty-declaration-governs-full-swipe", requirement: .acc2, origin: .handWritten,
                    summary: "lets a declaration with no actions set the edge's allowsFullSwipe") { row in
            var r = row
            for edge in Edge.allCases {
                let declared = r.declarations.indices.filter { r.declarations[$0].edge == edge }
                guard let first = declared.first, r.declarations[first].actions.isEmpty,
                      let contributing = declared.first(where: { !r.declarations[$0].actions.isEmpty }) else { continue }
                r.declarations[contributing].allowsFullSwipe = r.declarations[first].allowsFullSwipe
            }
            return r
        },
        .configured("latest-empty-declaration-governs-full-swipe", requirement: .acc2,
                    origin: .specOnlyCatalog(id: "acc-empty-declaration-sets-full-swipe"),
                    summary: "lets every declaration with no actions set its edge's allowsFullSwipe, before or after the edge's first action: the latest one wins") { row in
            var r = row
            for edge in Edge.allCases {
                var governing: Bool?, contributing: Int?
                for d in r.declarations.indices where r.declarations[d].edge == edge {
                    if r.declarations[d].actions.isEmpty {
                        governing = r.declarations[d].allowsFullSwipe
                    } else if contributing == nil {
                        (governing, contributing) = (r.declarations[d].allowsFullSwipe, d)
                    }
                }
                if let governing, let contributing { r.declarations[contributing].allowsFullSwipe = governing }
            }
            return r
        },
        .configured("full-swipe-always-allowed", requirement: .acc3, origin: .handWritten,
                    summary: "ignores allowsFullSwipe: every edge with actions allows a full swipe") { row in
            var r = row
            for d in r.declarations.indices { r.declarations[d].allowsFullSwipe = true }
            return r
        },
        .configured("declared-widths-ignored", requirement: .acc5, origin: .misreading,
                    summary: "sums actionWidth once per action for the extent: a declared action width is ignored") { row in
            var r = row
            for d in r.declarations.indices {
                for a in r.declarations[d].actions.indices { r.declarations[d].actions[a].width = nil }
            }
            return r
        },
        actionIDsUniqueInList,
    ]

    /// ACC-4 read as "unique within the list": an inserted or reloaded row that
    /// shares an action id with another row is refused (`invalidConfiguration`).
    /// The rows a case starts with are taken as given: a refusal before any event
    /// has no observation to carry it.
    static let actionIDsUniqueInList = FaultyImplementation(
        "action-ids-unique-in-list", requirement: .acc4, origin: .misreading,
        summary: "reads \"unique within a row\" as \"unique within the list\": an inserted or reloaded row sharing an action id with another row is refused",
        listChanges: true
    ) { input in
        guard var list = try? SwipeList(rows: input.rows) else { return FaultyImplementation.reference(input) }
        let accessibility = input.rows.indices.map { list.accessibilityActions(ofRow: $0) }
        func ids(_ c: RowConfiguration) -> Set<String> { Set(c.declarations.flatMap { $0.actions.map(\.id) }) }
        var observations: [Observation] = []
        for e in input.events {
            var probe = list
            let o = probe.handle(e)
            let shares: Bool
            switch e {
            case let .insertRow(_, c, _):
                shares = list.configurations.contains { !ids($0).isDisjoint(with: ids(c)) }
            case let .reloadRow(row, c, _):
                shares = list.configurations.indices.contains { $0 != row && !ids(list.configurations[$0]).isDisjoint(with: ids(c)) }
            case .down, .move, .up, .cancel, .advance, .open, .close, .activate, .deleteRow, .moveRow:
                shares = false  // carries no configuration
            }
            // invalidConfiguration comes before duplicateKey in OBS-5's order.
            if shares, o.rejection == nil || o.rejection == .duplicateKey {
                var refused = list.observation
                refused.rejection = .invalidConfiguration
                observations.append(refused)
                continue
            }
            list = probe
            observations.append(o)
        }
        return CaseOutput(accessibility: accessibility, observations: observations)
    }
}
