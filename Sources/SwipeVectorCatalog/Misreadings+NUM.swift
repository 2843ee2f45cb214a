import SwipeReference

/// Misreadings of the NUM requirements of SPEC.md (number rules).
extension Misreadings {
    /// Every misreading of a NUM requirement, with the vectors that decide it and its fault.
    static let num: [Misreading] = [
        m(.num4, .other, "only x and t are checked for finiteness", ["num-4-non-finite"], fault: "non-finite-y-accepted"),
        m(.num4, .other, "only events that carry a coordinate or move the clock are checked: a cancel at a NaN time is accepted",
          ["num-4-every-kind"], fault: "cancel-time-unchecked"),
    ]
}
