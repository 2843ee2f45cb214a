import SwipeReference

/// Misreadings of the DES requirements of SPEC.md (deselection on new drag).
extension Misreadings {
    /// Every misreading of a DES requirement, with the vectors that decide it and its fault.
    static let des: [Misreading] = [
        m(.des3, .other, "a dropped selection is still performed when its settle would have ended", ["des-2-same-row-drops"], fault: "stale-selection-performed"),
        m(.des1, .moment, "a drag recognised on a row settling with a saved selection starts with that selection; only the next move recomputes it",
          ["example-4-new-drag-drops-selection", "des-2-same-row-drops"], fault: "new-drag-shows-previous-selection"),
        m(.des2, .moment, "saved selections are dropped when a finger goes down, not when a drag is recognised",
          ["des-3-down-alone-keeps", "rev-6-read-at-release-select-completed"], fault: "selection-dropped-at-down"),
        m(.des4, .other, "closing a select row keeps its saved selection: it is performed when the row comes to rest at 0",
          ["des-4-close-drops", "des-4-tap-drops", "ax-2-activate-select-row"], fault: "closed-row-keeps-selection"),
    ]
}
