import SwipeReference

/// Misreadings of the AX requirements of SPEC.md (accessibility).
extension Misreadings {
    /// Every misreading of a AX requirement, with the vectors that decide it and its fault.
    static let ax: [Misreading] = [
        m(.ax1, .order, "the trailing edge's actions are listed first", ["ax-1-list-order"], fault: "accessibility-order-trailing-first"),
        m(.ax3, .boundary, "a negative index counts from the end of the list", ["ax-3-out-of-range"], fault: "negative-action-index-counts-from-end"),
        m(.ax4, .other, "activate during a drag is accepted and does nothing", ["ax-4-during-drag"], fault: "activate-during-drag-ignored"),
        m(.ax2, .other, "activate performs the entry but leaves the row as it is: an open row stays open",
          ["ax-2-activate-open-row", "ax-2-activate-select-row"], fault: "activate-leaves-row-open"),
    ]
}
