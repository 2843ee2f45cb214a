import SwipeReference

/// Misreadings of the REV requirements of SPEC.md (the reveal release style).
extension Misreadings {
    /// Every misreading of a REV requirement, with the vectors that decide it and its fault.
    static let rev: [Misreading] = [
        m(.rev1, .other, "a full swipe performs the edge's last action", ["example-2-full-swipe"], fault: "full-swipe-performs-last-action"),
        m(.rev5, .boundary, "a tap on a button boundary hits the nearer button", ["rev-5-hit-inner-on"], fault: "tap-boundary-belongs-to-nearer-action"),
        m(.rev6, .moment, "a row still settling open is hit-tested like an open row", ["rec-6-read-at-release-still-settling", "rev-6-tap-while-settling"], fault: "tap-on-row-settling-open-hits-buttons"),
        m(.rev6, .style, "a tap on a select row settling with a selection performs it (only reveal rows close)", ["rev-6-read-at-release-select-settling", "des-4-tap-drops"], fault: "tap-on-select-row-performs-saved-selection"),
        m(.rev7, .other, "the armed full swipe's action is not shown as selected", ["example-2-full-swipe"], fault: "armed-full-swipe-not-shown"),
        m(.rev2, .order, "the fling is consulted before the full swipe: a fast release past the full swipe threshold opens or closes", ["rev-2-armed-fling-open", "rev-2-armed-fling-close"], fault: "fling-before-full-swipe"),
        m(.rev3, .measurement, "the open threshold is compared with the finger's travel in this drag, not with the row's offset", ["rev-3-threshold-decides"], fault: "open-threshold-on-finger-travel"),
        m(.rev4, .moment, "a settle's end phase is reported from its start: a row settling open is reported open", ["example-1-open-then-tap", "rev-3-threshold-decides"], fault: "phase-follows-target-while-settling"),
        m(.rev8, .other, "a performed action removes its row, as a destructive role would", ["example-2-full-swipe", "rev-1-full-swipe-then-close"], fault: "performed-action-removes-row"),
    ]
}
