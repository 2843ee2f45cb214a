import SwipeReference

/// Misreadings of the ELA requirements of SPEC.md (resistance past the limit and empty edges).
extension Misreadings {
    /// Every misreading of a ELA requirement, with the vectors that decide it and its fault.
    static let ela: [Misreading] = [
        m(.ela1, .measurement, "the rubber band applies to the whole magnitude, not the excess", ["ela-1-rubber-band"], fault: "rubber-band-on-whole-offset"),
        m(.ela3, .other, "the content follows the finger toward an edge with no actions", ["ela-3-empty-edge"], fault: "empty-edge-follows-finger"),
        m(.ela2, .measurement, "with full swipe allowed, resistance begins at the full swipe threshold, not at max(W, threshold)", ["ela-2-limit-full-swipe"], fault: "resistance-from-full-swipe-threshold"),
        m(.ela4, .other, "the rubber band is applied to the signed raw offset: a negative offset is never resisted", ["ela-4-huge-drag", "ela-1-rubber-band"], fault: "rubber-band-on-signed-offset"),
        m(.ela5, .other, "a drag cannot pass through zero: past it the offset stays 0 on the side first revealed", ["ela-5-through-zero", "ord-4-switch-sides"], fault: "drag-keeps-first-side"),
    ]
}
