import SwipeReference

/// A threshold of one edge of a row, by name, with its magnitude and requirement id
/// (SPEC.md THR), in increasing order: what `explain` draws and `ThresholdStats` counts.
package struct Threshold: Sendable, Hashable {
    package var name: String
    package var value: Double
    package var requirement: RequirementID

    /// Every threshold of `edge`, smallest first; none for an edge without actions.
    package static func all(_ row: RowConfiguration, _ edge: Edge) -> [Threshold] {
        let g = row.geometry(of: edge)
        guard !g.actionIDs.isEmpty else { return [] }
        var t: [Threshold] = []
        switch row.style {
        case .reveal:
            t.append(Threshold(name: "open", value: g.openThreshold, requirement: .thr2))
            t.append(Threshold(name: "extent", value: g.extent, requirement: .acc5))
            if g.allowsFullSwipe { t.append(Threshold(name: "full swipe", value: g.fullSwipeThreshold, requirement: .thr3)) }
        case .select:
            t.append(Threshold(name: "activation", value: row.parameters.activationDistance, requirement: .thr4))
            for (i, z) in g.zoneBoundaries.enumerated() { t.append(Threshold(name: "zone \(i + 1)", value: z, requirement: .thr5)) }
        }
        t.append(Threshold(name: "limit", value: g.limit, requirement: .thr8))
        return t.sorted { $0.value < $1.value }
    }
}
