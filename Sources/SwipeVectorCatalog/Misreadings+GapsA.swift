extension Misreadings {
    /// Misreadings of geometry, ordering, recognition, velocity, resistance and
    /// the two release styles, each with the vectors that decide it and its fault.
    static let gapsA: [Misreading] = [
        m("GEO-1", .scope, "every row has the screen's width (375 pt), not its own", ["geo-1-narrow-row"], fault: "row-width-is-screen-width"),
        m("GEO-3", .other, "the offset is logical (positive reveals the leading edge), so under RTL its sign flips", ["example-5-rtl-mirrors"], fault: "offset-sign-logical"),
        m("ORD-2", .measurement, "the buttons are attached to the content and slide in with it: distances are from the content's edge, not the row's", ["example-1-open-then-tap"], fault: "buttons-slide-with-content"),
        m("ORD-3", .measurement, "on the right side a frame is at x = W − d0 (its start mirrored), not W − d1", ["example-1-open-then-tap"], fault: "right-side-frames-mirror-start"),
        m("ORD-6", .measurement, "the select frames split the whole width evenly, ignoring the activation distance", ["example-3-select-two-zones", "ord-6-select-zones-3"], fault: "select-frames-ignore-activation"),
        m("ACC-4", .scope, "action ids must be unique in the whole list: a row inserted or reloaded with another row's id is refused", ["acc-4-insert-row-sharing-ids"], fault: "action-ids-unique-in-list"),
        m("REC-5", .measurement, "an up only releases: the row is released where the last move left it, not at the up's position", ["rec-5-recognised-at-up"], fault: "up-position-ignored"),
        m("REC-8", .style, "a reveal row's interrupted settle is abandoned at 0 as a select row's is: the drag starts from 0, not from the target", ["rec-8-interrupt-open-settle"], fault: "interrupted-settle-restarts-from-zero"),
        m("VEL-1", .measurement, "the up is not a velocity sample: the last two samples before it decide", ["vel-3-slow-then-fast", "rev-2-fling-open-small"], fault: "up-not-a-velocity-sample"),
        m("VEL-2", .other, "a sample at the latest sample's time is added, not replacing it: two last samples at one time give velocity 0", ["vel-2-collapse-flings"], fault: "same-time-sample-added"),
        m("VEL-4", .other, "a fling only opens: a fast release toward closed falls back to the open threshold", ["thr-7-fling-close-on", "thr-7-fling-close-above"], fault: "fling-only-opens"),
        m("VEL-5", .style, "a fast release toward the edge below the activation distance selects the first action (the fling read for both styles)", ["vel-5-select-ignores-velocity", "vel-5-select-fling-below-activation-on"], fault: "select-fling-selects-first-action"),
        m("VEL-5", .style, "a fast release toward closed drops a select row's selection (VEL-4 read for both styles)", ["vel-5-select-fling-back-on", "vel-5-select-fling-back-above"]),
        m("ELA-2", .measurement, "with full swipe allowed, resistance begins at the full swipe threshold, not at max(W, threshold)", ["ela-2-limit-full-swipe"], fault: "resistance-from-full-swipe-threshold"),
        m("ELA-4", .other, "the rubber band is applied to the signed raw offset: a negative offset is never resisted", ["ela-4-huge-drag", "ela-1-rubber-band"], fault: "rubber-band-on-signed-offset"),
        m("ELA-5", .other, "a drag cannot pass through zero: past it the offset stays 0 on the side first revealed", ["ela-5-through-zero", "ord-4-switch-sides"], fault: "drag-keeps-first-side"),
        m("REV-2", .order, "the fling is consulted before the full swipe: a fast release past the full swipe threshold opens or closes", ["rev-2-armed-fling-open", "rev-2-armed-fling-close"], fault: "fling-before-full-swipe"),
        m("REV-3", .measurement, "the open threshold is compared with the finger's travel in this drag, not with the row's offset", ["rev-3-threshold-decides"], fault: "open-threshold-on-finger-travel"),
        m("REV-4", .moment, "a settle's end phase is reported from its start: a row settling open is reported open", ["example-1-open-then-tap", "rev-3-threshold-decides"], fault: "phase-follows-target-while-settling"),
        m("REV-8", .other, "a performed action removes its row, as a destructive role would", ["example-2-full-swipe", "rev-1-full-swipe-then-close"], fault: "performed-action-removes-row"),
        m("SEL-1", .moment, "the selection is latched at the farthest action reached, not the one at the current offset", ["sel-1-back-and-forth"], fault: "select-latches-farthest-action"),
        m("SEL-3", .other, "a release without a selection snaps back to 0 at once, with no settle", ["sel-3-no-selection"], fault: "select-release-without-selection-snaps"),
        m("SEL-5", .style, "a settle toward ±W ends open (REV-4 read for both styles): the row rests at ±W once its action is performed", ["example-3-select-two-zones", "sel-5-never-open"], fault: "select-row-rests-open-after-performing"),
        m("SEL-6", .boundary, "the zones end at W ([z_i, z_(i+1)) with z_n = W): at or beyond the width nothing is selected", ["sel-6-past-width", "thr-8-resistance-select-on"], fault: "nothing-selected-past-width"),
    ]
}
