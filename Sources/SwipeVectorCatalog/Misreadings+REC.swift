import SwipeReference

/// Misreadings of the REC requirements of SPEC.md (recognition: slop, dominance, scroll, taps, single pointer).
extension Misreadings {
    /// Every misreading of a REC requirement, with the vectors that decide it and its fault.
    static let rec: [Misreading] = [
        m(.rec1, .measurement, "the slop is measured from the previous sample, not the origin", ["rec-1-small-steps"], fault: "slop-from-previous-sample"),
        m(.rec3, .boundary, "|dx| ≥ |dy| recognises a drag (a 45° start drags)", ["rec-4-dominance-on"], fault: "dominance-not-strict"),
        m(.rec6, .moment, "what a tap does is decided from the list at the down", ["rec-6-read-at-release-settled-open", "rec-6-read-at-release-closed-while-down", "rec-6-read-at-release-opened-while-down", "lst-4-read-at-release-other-opened", "lst-4-read-at-release-other-closed", "rev-6-read-at-release-select-completed"], fault: "tap-decided-at-down"),
        m(.rec6, .measurement, "a tap is hit-tested at the release point, not the origin", ["rec-6-origin-not-release-point"], fault: "tap-hit-tested-at-release-point"),
        m(.rec6, .boundary, "with slop 0 a finger that does not move stays pending and taps", ["rec-6-slop-zero-no-tap", "rec-6-slop-zero-button-not-performed", "rec-6-slop-zero-other-row"], fault: "slop-zero-still-finger-taps"),
        m(.rec7, .other, "a second down cancels the active sequence and starts a new one", ["rec-7-second-down"], fault: "second-pointer-cancels"),
        m(.rec2, .boundary, "a move exactly at the slop leaves the sequence pending (≤ for <)", ["thr-1-slop-reveal-on", "thr-1-slop-select-on"], fault: "slop-exclusive"),
        m(.rec4, .boundary, "only |dy| > |dx| recognises a scroll: a 45° start drags", ["rec-4-dominance-on"], fault: "dominance-not-strict"),
        m(.rec5, .measurement, "an up only releases: the row is released where the last move left it, not at the up's position", ["rec-5-recognised-at-up"], fault: "up-position-ignored"),
        m(.rec8, .style, "a reveal row's interrupted settle is abandoned at 0 as a select row's is: the drag starts from 0, not from the target", ["rec-8-interrupt-open-settle"], fault: "interrupted-settle-restarts-from-zero"),
    ]
}
