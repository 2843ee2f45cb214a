import SwipeReference

/// Misreadings of the OBS requirements of SPEC.md (observations).
extension Misreadings {
    /// Every misreading of a OBS requirement, with the vectors that decide it and its fault.
    static let obs: [Misreading] = [
        m(.obs5, .sideEffects, "a rejected event still moves the clock and completes settles", ["obs-5-nothing-changed-unknownrow", "obs-5-nothing-changed-touchalreadyactive", "obs-5-nothing-changed-unknownaction"], fault: "rejected-event-moves-clock"),
        m(.obs5, .order, "the last applicable reason is reported", ["obs-5-rejection-order", "obs-5-pair-nonfinitevalue-unknownrow"], fault: "rejection-reports-last-reason"),
        m(.obs1, .other, "only accepted events are answered: a rejected event yields no observation",
          ["obs-1-rejected-still-observed", "can-4-without-down"], fault: "rejected-event-unobserved"),
        m(.obs2, .moment, "settleEnds keeps the last settle's end time once the row is at rest",
          ["example-1-open-then-tap", "tim-5-target-observed"], fault: "settle-end-kept-at-rest"),
        m(.obs3, .moment, "the actions performed during an event are reported with the next event, as a deferred callback",
          ["example-2-full-swipe", "obs-3-completion-first"], fault: "performed-reported-one-event-late"),
        m(.obs4, .moment, "tappedRow keeps naming the last tapped row after the event that delivered the tap",
          ["obs-4-tapped-row"], fault: "tapped-row-kept"),
        m(.obs6, .moment, "the touched row is dragging from the down, before a drag is recognised",
          ["obs-6-pending-no-phase", "example-1-open-then-tap"], fault: "pending-row-dragging"),
        m(.obs8, .scope, "the accessibility list is stated only for rows that have actions",
          ["obs-8-row-without-actions-first"], fault: "actionless-rows-left-out-of-accessibility"),
    ]
}
