import SwipeReference

/// The requirement ids a case exercises, read off the reference's behaviour on
/// it: what the generated vectors cite (`GeneratedCases`) and what a shrunk
/// counterexample of `fuzz` cites (`PropertyReport.citedRequirements`).
package enum ExercisedRequirements {
    /// The requirement ids a case exercises, from the reference's behaviour on it.
    package static func classify(_ input: CaseInput, _ output: CaseOutput) -> [RequirementID] {
        var ids: Set<RequirementID> = [.obs1, .obs2]
        // What the touch sequence went through (taps, scrolls, cancels): CoverageMatrix.
        for step in CoverageMatrix.steps(input, output) { ids.formUnion(step.exercised) }
        if input.rows.contains(where: { $0.layoutDirection == .rightToLeft }) { ids.insert(.geo2) }
        if output.accessibility.contains(where: { !$0.isEmpty }) { ids.insert(.ax1) }
        var previous = SwipeList.atRest(input.rows)
        let after = input.configurations(after: output.observations)
        for (i, (e, o)) in zip(input.events, output.observations).enumerated() {
            if let r = o.rejection {
                ids.formUnion([.obs5, r.requirement])
                continue
            }
            let rowsBefore = i == 0 ? input.rows : after[i - 1]
            if e.isListChange {
                // SPEC MUT: state follows the row; rows renumber, so no per-row transitions here.
                ids.formUnion([.mut1, .mut13])
                // An accepted change does what its kind defines; a delete that empties the list is MUT-11.
                ids.formUnion(e.kind == .deleteRow && o.rows.isEmpty ? [.mut11] : e.kind.definedBy)
                if !o.performed.isEmpty { ids.formUnion([.mut14, .tim3]) }
                previous = o
                continue
            }
            if o.tappedRow != nil { ids.formUnion([.rec6, .lst5, .obs4]) }
            if !o.performed.isEmpty { ids.insert(.obs3) }
            for (r, row) in o.rows.enumerated() {
                let before = previous.rows[r], config = after[i][r]
                if row.phase == .dragging && before.phase != .dragging {
                    ids.formUnion([.rec3, .des1])
                    if before.phase == .settling { ids.insert(.rec8) }
                    if previous.rows.indices.contains(where: { $0 != r && previous.rows[$0].offset != 0 }) { ids.formUnion([.lst2, .lst1]) }
                }
                if row.phase == .dragging, let edge = row.revealedEdge {
                    ids.formUnion([.ela3, .ord4, .geo4])
                    if abs(row.offset) > config.layout(of: edge).limit { ids.formUnion([.ela1, .thr8]) }
                    if let b = before.revealedEdge, b != edge, before.phase == .dragging { ids.insert(.ela5) }
                    if row.selected != nil { ids.insert(config.style == .select ? .sel1 : .rev7) }
                }
                if row.phase == .settling && before.phase != .settling { ids.insert(.tim2) }
                if before.phase == .settling && row.phase != .settling && row.phase != .dragging {
                    ids.insert(.tim3)
                    if case .advance = e { ids.insert(.tim4) }
                }
                if row.phase == .open { ids.formUnion([.rev3, .rev4]) }
                if case .cancel = e, before.phase == .dragging { ids.insert(.can1) }
            }
            for p in o.performed {
                let before = previous.rows[p.row]
                switch e {
                case .activate: ids.insert(.ax2)
                case .up where before.phase == .dragging && rowsBefore[p.row].style == .reveal: ids.insert(.rev1)
                case .up where before.phase == .open: ids.insert(.rev5)
                case .up, .down, .move, .cancel, .advance, .open, .close, .insertRow, .deleteRow, .moveRow, .reloadRow:
                    // A settle that completed at this event (TIM-3): a select row performs its saved selection.
                    if rowsBefore[p.row].style == .select { ids.insert(.sel4) }
                }
            }
            switch e {
            case .open: ids.insert(.prg1)
            case .close: ids.insert(.prg2)
            case .down, .move, .up, .cancel, .advance, .activate, .insertRow, .deleteRow, .moveRow, .reloadRow: break
            }
            previous = o
        }
        return ids.inDocumentOrder()
    }
}
