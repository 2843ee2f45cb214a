import SwipeReference

/// Misreadings of the THR requirements of SPEC.md (every threshold on, below and above its boundary).
extension Misreadings {
    /// Every misreading of a THR requirement, with the vectors that decide it and its fault.
    static let thr: [Misreading] = [
        m(.thr1, .boundary, "a move exactly at the slop stays pending (>)", ["thr-1-slop-reveal-on", "thr-1-slop-select-on"], fault: "slop-exclusive"),
        m(.thr2, .boundary, "a release exactly on the open threshold closes (>)", ["thr-2-open-on"], fault: "open-threshold-exclusive"),
        m(.thr3, .boundary, "the full swipe arms only beyond its threshold (>)", ["thr-3-full-swipe-on"], fault: "full-swipe-threshold-exclusive"),
        m(.thr4, .boundary, "nothing is selected exactly at the activation distance (>)", ["thr-4-activation-on"], fault: "activation-exclusive"),
        m(.thr5, .boundary, "on a zone boundary the nearer action is selected", ["thr-5-zone-2-on"], fault: "zone-boundary-selects-nearer"),
        m(.thr5, .order, "zones are counted from the far end", ["example-3-select-two-zones"], fault: "select-zones-reversed"),
        m(.thr6, .boundary, "a settle completes only after its end time (>)", ["thr-6-settle-end-reveal-on", "thr-6-settle-end-select-on"], fault: "settle-end-exclusive"),
        m(.thr7, .boundary, "a release exactly at the fling velocity is not a fling (>)", ["thr-7-fling-open-on"], fault: "fling-exclusive"),
    ]
}
