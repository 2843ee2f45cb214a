import SwipeReference

/// The requirement ids a case exercises, read off the reference's behaviour on
/// it: what the generated vectors cite (`GeneratedCases`) and what a shrunk
/// counterexample of `fuzz` cites (`PropertyReport.citedRequirements`).
package enum ExercisedRequirements {
    /// The requirement ids a case exercises, from the reference's behaviour on it.
    package static func classify(_ input: CaseInput, _ output: CaseOutput) -> [String] {
        var ids: Set<String> = ["OBS-1", "OBS-2"]
        // What the touch sequence went through (taps, scrolls, cancels): CoverageMatrix.
        for step in CoverageMatrix.steps(input, output) { ids.formUnion(step.exercised) }
        if input.rows.contains(where: { $0.layoutDirection == .rightToLeft }) { ids.insert("GEO-2") }
        if output.accessibility.contains(where: { !$0.isEmpty }) { ids.insert("AX-1") }
        var previous = SwipeList.atRest(input.rows)
        let after = input.configurations(after: output.observations)
        for (i, (e, o)) in zip(input.events, output.observations).enumerated() {
            if let r = o.rejection {
                ids.formUnion(["OBS-5", r.requirement])
                continue
            }
            let rowsBefore = i == 0 ? input.rows : after[i - 1]
            if e.isListChange {
                // SPEC MUT: state follows the row; rows renumber, so no per-row transitions here.
                ids.formUnion(["MUT-1", "MUT-13"])
                // An accepted change does what its kind defines; a delete that empties the list is MUT-11.
                ids.formUnion(e.kind == .deleteRow && o.rows.isEmpty ? ["MUT-11"] : e.kind.definedBy)
                if !o.performed.isEmpty { ids.formUnion(["MUT-14", "TIM-3"]) }
                previous = o
                continue
            }
            if o.tappedRow != nil { ids.formUnion(["REC-6", "LST-5", "OBS-4"]) }
            if !o.performed.isEmpty { ids.insert("OBS-3") }
            for (r, row) in o.rows.enumerated() {
                let before = previous.rows[r], config = after[i][r]
                if row.phase == .dragging && before.phase != .dragging {
                    ids.formUnion(["REC-3", "DES-1"])
                    if before.phase == .settling { ids.insert("REC-8") }
                    if previous.rows.indices.contains(where: { $0 != r && previous.rows[$0].offset != 0 }) { ids.formUnion(["LST-2", "LST-1"]) }
                }
                if row.phase == .dragging, let edge = row.revealedEdge {
                    ids.formUnion(["ELA-3", "ORD-4", "GEO-4"])
                    if abs(row.offset) > config.geometry(of: edge).limit { ids.formUnion(["ELA-1", "THR-8"]) }
                    if let b = before.revealedEdge, b != edge, before.phase == .dragging { ids.insert("ELA-5") }
                    if row.selected != nil { ids.insert(config.style == .select ? "SEL-1" : "REV-7") }
                }
                if row.phase == .settling && before.phase != .settling { ids.insert("TIM-2") }
                if before.phase == .settling && row.phase != .settling && row.phase != .dragging {
                    ids.insert("TIM-3")
                    if case .advance = e { ids.insert("TIM-4") }
                }
                if row.phase == .open { ids.formUnion(["REV-3", "REV-4"]) }
                if case .cancel = e, before.phase == .dragging { ids.insert("CAN-1") }
            }
            for p in o.performed {
                let before = previous.rows[p.row]
                switch e {
                case .activate: ids.insert("AX-2")
                case .up where before.phase == .dragging && rowsBefore[p.row].style == .reveal: ids.insert("REV-1")
                case .up where before.phase == .open: ids.insert("REV-5")
                default: if rowsBefore[p.row].style == .select { ids.insert("SEL-4") }
                }
            }
            switch e {
            case .open: ids.insert("PRG-1")
            case .close: ids.insert("PRG-2")
            default: break
            }
            previous = o
        }
        return ids.sorted { Requirements.all.firstIndex(of: $0)! < Requirements.all.firstIndex(of: $1)! }
    }
}
