import SwipeReference

/// Misreadings of the CAN requirements of SPEC.md (cancel).
extension Misreadings {
    /// Every misreading of a CAN requirement, with the vectors that decide it and its fault.
    static let can: [Misreading] = [
        m(.can1, .other, "a cancel is a release where the finger was", ["can-1-cancel-open-row-drag"], fault: "cancel-as-release"),
        m(.can2, .other, "a cancel while pending is a tap", ["can-2-cancel-pending"], fault: "cancel-while-pending-taps"),
        m(.can5, .sideEffects, "a cancel performs the selected action", ["example-7-cancel-past-full-swipe"], fault: "perform-on-cancel"),
        m(.can4, .sideEffects, "a move, up or cancel with no active sequence is ignored, not rejected", ["can-4-without-down"], fault: "touchless-events-ignored"),
        m(.can3, .other, "a cancel undoes the recognition's effects: the rows it closed settle open again",
          ["can-3-closed-row-stays-closed"], fault: "cancel-reopens-closed-rows"),
    ]
}
