import SwipeReference

/// Misreadings of the VEL requirements of SPEC.md (velocity and fling).
extension Misreadings {
    /// Every misreading of a VEL requirement, with the vectors that decide it and its fault.
    static let vel: [Misreading] = [
        m(.vel3, .measurement, "velocity from the first sample to the release", ["vel-3-fast-then-pause", "des-2-other-row-drops", "ela-5-through-zero"], fault: "velocity-from-first-sample"),
        m(.vel6, .other, "a release at offset 0 still flings open", ["vel-6-fling-back-to-zero"], fault: "release-at-zero-uses-velocity"),
        m(.vel1, .measurement, "the up is not a velocity sample: the last two samples before it decide", ["vel-3-slow-then-fast", "rev-2-fling-open-small"], fault: "up-not-a-velocity-sample"),
        m(.vel2, .other, "a sample at the latest sample's time is added, not replacing it: two last samples at one time give velocity 0", ["vel-2-collapse-flings"], fault: "same-time-sample-added"),
        m(.vel2, .other, "a sample at the latest sample's time is dropped: the older position stays the latest sample",
          ["vel-2-move-at-latest-time-on", "vel-2-up-at-latest-time", "vel-2-move-at-down-time"], fault: "same-time-sample-dropped"),
        m(.vel4, .other, "a fling only opens: a fast release toward closed falls back to the open threshold", ["thr-7-fling-close-on", "thr-7-fling-close-above"], fault: "fling-only-opens"),
        m(.vel5, .style, "a fast release toward the edge below the activation distance selects the first action (the fling read for both styles)", ["vel-5-select-ignores-velocity", "vel-5-select-fling-below-activation-on"], fault: "select-fling-selects-first-action"),
        m(.vel5, .style, "a fast release toward closed drops a select row's selection (VEL-4 read for both styles)", ["vel-5-select-fling-back-on", "vel-5-select-fling-back-above"]),
    ]
}
