import SwipeReference

/// Misreadings of the TIM requirements of SPEC.md (time and settling).
extension Misreadings {
    /// Every misreading of a TIM requirement, with the vectors that decide it and its fault.
    static let tim: [Misreading] = [
        m(.tim2, .other, "settles complete at once", ["tim-2-long-settle"], fault: "settle-duration-ignored"),
        m(.tim2, .measurement, "settle end times on a clock starting at the first event", ["tim-2-long-settle", "prg-4-empty-edge-rejected"], fault: "clock-from-first-event"),
        m(.tim3, .order, "completions are listed after the event's own action", ["obs-3-completion-first"], fault: "completions-performed-after-event"),
        m(.tim4, .other, "advance does nothing: settles complete only at the next other event", ["tim-5-target-observed"], fault: "advance-ignored"),
        m(.tim1, .boundary, "an event at the same time as the last is rejected (≤ for <)", ["tim-1-time-stands-still"], fault: "same-time-rejected"),
        m(.tim1, .other, "only touches, advances, requests and inserts check the clock: an earlier delete, move or reload is applied",
          ["tim-1-every-kind"]),
        m(.tim5, .moment, "a settling row is reported where its settle started, not at its target", ["tim-5-target-observed", "example-1-open-then-tap"], fault: "settling-offset-is-start"),
        m(.tim6, .other, "a release whose target equals the current offset still starts a settle",
          ["tim-6-release-at-target-reveal", "tim-6-release-at-target-select"], fault: "release-at-target-settles"),
    ]
}
