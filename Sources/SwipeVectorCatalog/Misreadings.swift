/// A plausible misreading of one requirement: the wrong implementation a real
/// library could ship from the same sentence, and the curated vectors on which
/// the misreading and SPEC.md give different observations.
///
/// When a fault of `FaultCatalog` implements the misreading, `coverage --gaps`
/// checks that the named vectors reject it, so the claim "these vectors
/// discriminate" is measured, not asserted.
public struct Misreading: Sendable, Hashable {
    /// What kind of qualifier is misread.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        case boundary = "other side of a comparison"
        case measurement = "other point of a measurement"
        case moment = "other moment of a decision"
        case scope = "this row vs every row"
        case style = "both styles vs one"
        case sideEffects = "rejected but with side effects"
        case order = "other order"
        case other = "other reading"
    }

    public var requirement: String
    public var kind: Kind
    /// The wrong reading, as a library would implement it.
    public var reading: String
    /// Curated vector ids on which the two readings differ.
    public var vectors: [String]
    /// The fault of the catalog that implements the misreading, if any.
    public var fault: String?
}

/// The misreading table (rendered in Vectors/MISREADINGS.md by `coverage --gaps --markdown`).
public enum Misreadings {
    static func m(_ id: String, _ kind: Misreading.Kind, _ reading: String, _ vectors: [String], fault: String? = nil) -> Misreading {
        Misreading(requirement: id, kind: kind, reading: reading, vectors: vectors, fault: fault)
    }

    public static let all: [Misreading] = [
        m("GEO-2", .other, "leading is always the left side, whatever the layout direction", ["example-5-rtl-mirrors"], fault: "ignores-layout-direction"),
        m("GEO-5", .measurement, "positions are clamped to the row's bounds", ["geo-5-outside-row"], fault: "positions-clamped-to-row"),
        m("ORD-1", .other, "under RTL, action 0 is laid out farthest from its edge", ["example-5-rtl-mirrors"], fault: "rtl-order-from-wrong-edge"),
        m("ACC-1", .order, "declarations accumulate in reverse order", ["acc-1-three-declarations"], fault: "accumulation-reversed"),
        m("ACC-2", .other, "an empty declaration still sets allowsFullSwipe", ["acc-2-empty-declaration-flag"], fault: "empty-declaration-governs-full-swipe"),
        m("ACC-3", .order, "the last contributing declaration's allowsFullSwipe governs", ["acc-3-first-declaration-governs-true", "acc-3-first-declaration-governs-false"], fault: "full-swipe-flag-from-last-declaration"),
        m("ACC-3", .other, "allowsFullSwipe is ignored: every edge allows a full swipe", ["acc-3-first-declaration-governs-false"], fault: "full-swipe-always-allowed"),
        m("AX-1", .order, "the trailing edge's actions are listed first", ["ax-1-list-order"], fault: "accessibility-order-trailing-first"),
        m("AX-3", .boundary, "a negative index counts from the end of the list", ["ax-3-out-of-range"], fault: "negative-action-index-counts-from-end"),
        m("LST-7", .boundary, "a negative row index counts from the end of the list", ["lst-7-unknown-row"], fault: "negative-row-counts-from-end"),
        m("REC-1", .measurement, "the slop is measured from the previous sample, not the origin", ["rec-1-small-steps"], fault: "slop-from-previous-sample"),
        m("REC-3", .boundary, "|dx| ≥ |dy| recognises a drag (a 45° start drags)", ["rec-4-dominance-on"], fault: "dominance-not-strict"),
        m("REC-6", .moment, "what a tap does is decided from the list at the down", ["rec-6-read-at-release-settled-open", "rec-6-read-at-release-closed-while-down", "rec-6-read-at-release-opened-while-down", "lst-4-read-at-release-other-opened", "lst-4-read-at-release-other-closed", "rev-6-read-at-release-select-completed"], fault: "tap-decided-at-down"),
        m("REC-6", .measurement, "a tap is hit-tested at the release point, not the origin", ["rec-6-origin-not-release-point"], fault: "tap-hit-tested-at-release-point"),
        m("REC-6", .boundary, "with slop 0 a finger that does not move stays pending and taps", ["rec-6-slop-zero-no-tap", "rec-6-slop-zero-button-not-performed", "rec-6-slop-zero-other-row"], fault: "slop-zero-still-finger-taps"),
        m("REC-7", .other, "a second down cancels the active sequence and starts a new one", ["rec-7-second-down"], fault: "second-pointer-cancels"),
        m("THR-1", .boundary, "a move exactly at the slop stays pending (>)", ["thr-1-slop-reveal-on", "thr-1-slop-select-on"], fault: "slop-exclusive"),
        m("THR-2", .boundary, "a release exactly on the open threshold closes (>)", ["thr-2-open-on"], fault: "open-threshold-exclusive"),
        m("THR-3", .boundary, "the full swipe arms only beyond its threshold (>)", ["thr-3-full-swipe-on"], fault: "full-swipe-threshold-exclusive"),
        m("THR-4", .boundary, "nothing is selected exactly at the activation distance (>)", ["thr-4-activation-on"], fault: "activation-exclusive"),
        m("THR-5", .boundary, "on a zone boundary the nearer action is selected", ["thr-5-zone-2-on"], fault: "zone-boundary-selects-nearer"),
        m("THR-5", .order, "zones are counted from the far end", ["example-3-select-two-zones"], fault: "select-zones-reversed"),
        m("THR-6", .boundary, "a settle completes only after its end time (>)", ["thr-6-settle-end-reveal-on", "thr-6-settle-end-select-on"], fault: "settle-end-exclusive"),
        m("THR-7", .boundary, "a release exactly at the fling velocity is not a fling (>)", ["thr-7-fling-open-on"], fault: "fling-exclusive"),
        m("VEL-3", .measurement, "velocity from the first sample to the release", ["vel-3-fast-then-pause", "des-2-other-row-drops", "ela-5-through-zero"], fault: "velocity-from-first-sample"),
        m("VEL-6", .other, "a release at offset 0 still flings open", ["vel-6-fling-back-to-zero"], fault: "release-at-zero-uses-velocity"),
        m("ELA-1", .measurement, "the rubber band applies to the whole magnitude, not the excess", ["ela-1-rubber-band"], fault: "rubber-band-on-whole-offset"),
        m("ELA-3", .other, "the content follows the finger toward an edge with no actions", ["ela-3-empty-edge"], fault: "empty-edge-follows-finger"),
        m("REV-1", .other, "a full swipe performs the edge's last action", ["example-2-full-swipe"], fault: "full-swipe-performs-last-action"),
        m("REV-5", .boundary, "a tap on a button boundary hits the nearer button", ["rev-5-hit-inner-on"], fault: "tap-boundary-belongs-to-nearer-action"),
        m("REV-6", .moment, "a row still settling open is hit-tested like an open row", ["rec-6-read-at-release-still-settling", "rev-6-tap-while-settling"], fault: "tap-on-row-settling-open-hits-buttons"),
        m("REV-6", .style, "a tap on a select row settling with a selection performs it (only reveal rows close)", ["rev-6-read-at-release-select-settling", "des-4-tap-drops"], fault: "tap-on-select-row-performs-saved-selection"),
        m("REV-7", .other, "the armed full swipe's action is not shown as selected", ["example-2-full-swipe"], fault: "armed-full-swipe-not-shown"),
        m("SEL-2", .moment, "the saved selection is no longer shown once released", ["example-3-select-two-zones"], fault: "saved-selection-not-shown"),
        m("SEL-4", .moment, "the selection is performed at the release, not when the settle completes", ["example-3-select-two-zones"], fault: "select-performs-at-release"),
        m("DES-3", .other, "a dropped selection is still performed when its settle would have ended", ["des-2-same-row-drops"], fault: "stale-selection-performed"),
        m("CAN-1", .other, "a cancel is a release where the finger was", ["can-1-cancel-open-row-drag"], fault: "cancel-as-release"),
        m("CAN-2", .other, "a cancel while pending is a tap", ["can-2-cancel-pending"], fault: "cancel-while-pending-taps"),
        m("CAN-5", .sideEffects, "a cancel performs the selected action", ["example-7-cancel-past-full-swipe"], fault: "perform-on-cancel"),
        m("LST-1", .scope, "rows do not coordinate: two rows open at once", ["example-6-second-row-closes-first"], fault: "rows-uncoordinated"),
        m("LST-2", .scope, "a drag on another row only closes the open row; the drag is lost", ["lst-2-drag-other-row"], fault: "second-row-drag-swallowed"),
        m("LST-4", .scope, "the tap that closes the open row also reaches the tapped row's content", ["lst-4-tap-other-row"], fault: "tap-that-closes-also-taps-content"),
        m("LST-4", .scope, "a tap on another row reaches its content and leaves the open row open", ["lst-4-tap-other-row"], fault: "tap-on-other-row-reaches-content"),
        m("LST-5", .other, "a row settling toward 0 counts as open: the tap is consumed", ["lst-5-tap-settling-closed"], fault: "tap-on-row-settling-closed-consumed"),
        m("PRG-5", .other, "open, close and activate are rejected while any touch is down, not only during a drag", ["rec-6-read-at-release-closed-while-down"], fault: "programmatic-rejected-while-touch-down"),
        m("TIM-2", .other, "settles complete at once", ["tim-2-long-settle"], fault: "settle-duration-ignored"),
        m("TIM-2", .measurement, "settle end times on a clock starting at the first event", ["tim-2-long-settle", "prg-4-empty-edge-rejected"], fault: "clock-from-first-event"),
        m("TIM-3", .order, "completions are listed after the event's own action", ["obs-3-completion-first"], fault: "completions-performed-after-event"),
        m("TIM-4", .other, "advance does nothing: settles complete only at the next other event", ["tim-5-target-observed"], fault: "advance-ignored"),
        m("OBS-5", .sideEffects, "a rejected event still moves the clock and completes settles", ["obs-5-nothing-changed-unknownrow", "obs-5-nothing-changed-touchalreadyactive", "obs-5-nothing-changed-unknownaction"], fault: "rejected-event-moves-clock"),
        m("OBS-5", .order, "the last applicable reason is reported", ["obs-5-rejection-order", "obs-5-pair-nonfinitevalue-unknownrow"], fault: "rejection-reports-last-reason"),
        m("NUM-4", .other, "only x and t are checked for finiteness", ["num-4-non-finite"], fault: "non-finite-y-accepted"),
        m("TIM-1", .boundary, "an event at the same time as the last is rejected (≤ for <)", ["tim-1-time-stands-still"], fault: "same-time-rejected"),
        m("CAN-4", .sideEffects, "a move, up or cancel with no active sequence is ignored, not rejected", ["can-4-without-down"], fault: "touchless-events-ignored"),
        m("PRG-3", .style, "open on a select row is accepted and does nothing", ["prg-3-select-open-rejected"], fault: "select-open-ignored"),
        m("PRG-4", .other, "open toward an edge with no actions is accepted and does nothing", ["prg-4-empty-edge-rejected"], fault: "empty-edge-open-ignored"),
        m("AX-4", .other, "activate during a drag is accepted and does nothing", ["ax-4-during-drag"], fault: "activate-during-drag-ignored"),
        m("ORD-5", .boundary, "a declared width below minimumActionWidth is laid out as given", ["ord-5-minimum-width-below"], fault: "minimum-width-ignored"),
        m("LST-3", .scope, "a recognised scroll leaves the open row open", ["lst-3-scroll-closes"], fault: "scroll-leaves-open-row-open"),
        m("REC-2", .boundary, "a move exactly at the slop leaves the sequence pending (≤ for <)", ["thr-1-slop-reveal-on", "thr-1-slop-select-on"], fault: "slop-exclusive"),
        m("REC-4", .boundary, "only |dy| > |dx| recognises a scroll: a 45° start drags", ["rec-4-dominance-on"], fault: "dominance-not-strict"),
        m("GEO-6", .boundary, "a parameter GEO-6 wants > 0 is accepted at 0 (≥ for >)", ["mut-12-insert-action-width-least-on", "mut-12-insert-fling-velocity-least-on", "mut-12-insert-elasticity-least-on", "mut-12-insert-open-fraction-least-on", "mut-12-insert-full-swipe-fraction-least-on"], fault: "zero-accepted-where-positive-required"),
        m("GEO-6", .boundary, "an activationDistance equal to the width is accepted (≤ for <)", ["mut-12-insert-activation-distance-most-on"]),
        m("MUT-1", .scope, "swipe state is kept by index, not by row", ["mut-1-insert-above-open"], fault: "state-kept-by-index"),
        m("MUT-4", .other, "a moved row leaves its state at its old index", ["mut-1-move-keeps-settle"], fault: "move-does-not-carry-state"),
        m("MUT-4", .other, "the active sequence stays at its index when another row moves across it", ["mut-4-move-around-drag"]),
        m("MUT-3", .scope, "deleting an open row opens the row that takes its place", ["mut-3-delete-open-row"], fault: "deleted-row-neighbour-opens"),
        m("MUT-3", .sideEffects, "a tap where a deleted row's buttons were performs them", ["mut-3-delete-open-row"], fault: "deleted-buttons-still-fire"),
        m("MUT-3", .moment, "a deleted row's saved selection is performed when its settle would have ended", ["mut-3-delete-settling-select"], fault: "deleted-selection-performed"),
        m("MUT-7", .other, "a reload closes the open row", ["mut-7-reload-open-wider"], fault: "reload-closes-open-row"),
        m("MUT-7", .measurement, "a reloaded open row keeps its old extent", ["mut-7-reload-open-wider"], fault: "reload-keeps-old-extent"),
        m("MUT-9", .other, "a reload of the dragged row cancels the drag", ["mut-9-reload-during-drag"], fault: "reload-cancels-drag"),
        m("MUT-9", .style, "a drag from the open row keeps its open start offset when the row is reloaded to select", ["mut-9-reload-drag-to-select"]),
        m("MUT-10", .other, "deleting the dragged row leaves the touch stuck on the row that takes its index", ["mut-10-delete-dragged-row"], fault: "delete-under-finger-stuck"),
        m("ORD-4", .order, "frames are listed in declaration order on both sides (action 0 first on the right)", ["ord-4-switch-sides", "example-1-open-then-tap"], fault: "right-side-frames-in-declaration-order"),
        m("GEO-4", .moment, "the revealed edge is still reported once the row is back at offset 0", ["geo-4-back-to-zero", "example-1-open-then-tap"], fault: "revealed-edge-kept-at-zero"),
        m("ACC-5", .measurement, "the extent counts actionWidth for every action, ignoring declared widths", ["acc-5-extent-custom-widths"], fault: "declared-widths-ignored"),
        m("TIM-5", .moment, "a settling row is reported where its settle started, not at its target", ["tim-5-target-observed", "example-1-open-then-tap"], fault: "settling-offset-is-start"),
    ] + gapsA + gapsB

    /// Requirements whose misreadings are not observable, with the reason.
    public static let unobservable: [String: String] = [
        "THR-8": "the rubber band is continuous and f(0) = 0: < and ≤ display the same offset at the limit",
        "OBS-7": "a rule for the runner's report, not for the implementation",
        "NUM-1": "exact inputs (NUM-3) make every evaluation order agree on decisions",
        "NUM-2": "a rule for how the runner compares observations, not for the implementation",
        "NUM-3": "a rule for which inputs the vectors use, not for the implementation",
        "NUM-5": "a rule for where the vectors' boundary cases sit, not for the implementation",
    ]
}

extension Misreadings {
    /// The table as Markdown: Vectors/MISREADINGS.md (kept in sync by a test).
    public static var markdown: String {
        var s = """
        # Misreadings of SPEC.md and the vectors that decide them

        Generated from `Sources/SwipeVectorCatalog/Misreadings.swift` by
        `swift run swipe-conformance coverage --misreadings`; do not edit by hand.

        Each row is a plausible misreading of one requirement — the wrong
        implementation a real library could ship from the same sentence — with the
        curated vectors on which it and SPEC.md give different observations, and the
        fault of `FaultCatalog` that implements it. `swift run swipe-conformance
        coverage --gaps` checks every row: the vectors exist and reject the fault.

        | requirement | kind | misreading | vectors that decide it | fault |
        |---|---|---|---|---|

        """
        for m in all {
            s += "| \(m.requirement) | \(m.kind.rawValue) | \(m.reading) | \(m.vectors.map { "`\($0)`" }.joined(separator: ", ")) | \(m.fault.map { "`\($0)`" } ?? "–") |\n"
        }
        s += "\nNot observable, so no misreading can be decided:\n\n"
        for (id, why) in unobservable.sorted(by: { $0.key < $1.key }) { s += "- \(id): \(why).\n" }
        return s
    }
}
