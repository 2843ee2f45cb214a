import SwipeReference

/// Misreadings of the ORD requirements of SPEC.md (ordering from the originating edge and physical frames).
extension Misreadings {
    /// Every misreading of a ORD requirement, with the vectors that decide it and its fault.
    static let ord: [Misreading] = [
        m(.ord1, .other, "under RTL, action 0 is laid out farthest from its edge", ["example-5-rtl-mirrors"], fault: "rtl-order-from-wrong-edge"),
        m(.ord5, .boundary, "a declared width below minimumActionWidth is laid out as given", ["ord-5-minimum-width-below"], fault: "minimum-width-ignored"),
        m(.ord4, .order, "frames are listed in declaration order on both sides (action 0 first on the right)", ["ord-4-switch-sides", "example-1-open-then-tap"], fault: "right-side-frames-in-declaration-order"),
        m(.ord2, .measurement, "the buttons are attached to the content and slide in with it: distances are from the content's edge, not the row's", ["example-1-open-then-tap"], fault: "buttons-slide-with-content"),
        m(.ord3, .measurement, "on the right side a frame is at x = W − d0 (its start mirrored), not W − d1", ["example-1-open-then-tap"], fault: "right-side-frames-mirror-start"),
        m(.ord6, .measurement, "the select frames split the whole width evenly, ignoring the activation distance", ["example-3-select-two-zones", "ord-6-select-zones-3"], fault: "select-frames-ignore-activation"),
    ]
}
