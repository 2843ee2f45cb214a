import SwipeReference

/// Misreadings of the SEL requirements of SPEC.md (the select release style).
extension Misreadings {
    /// Every misreading of a SEL requirement, with the vectors that decide it and its fault.
    static let sel: [Misreading] = [
        m(.sel2, .moment, "the saved selection is no longer shown once released", ["example-3-select-two-zones"], fault: "saved-selection-not-shown"),
        m(.sel4, .moment, "the selection is performed at the release, not when the settle completes", ["example-3-select-two-zones"], fault: "select-performs-at-release"),
        m(.sel1, .moment, "the selection is latched at the farthest action reached, not the one at the current offset", ["sel-1-back-and-forth"], fault: "select-latches-farthest-action"),
        m(.sel3, .other, "a release without a selection snaps back to 0 at once, with no settle", ["sel-3-no-selection"], fault: "select-release-without-selection-snaps"),
        m(.sel5, .style, "a settle toward ±W ends open (REV-4 read for both styles): the row rests at ±W once its action is performed", ["example-3-select-two-zones", "sel-5-never-open"], fault: "select-row-rests-open-after-performing"),
        m(.sel6, .boundary, "the zones end at W ([z_i, z_(i+1)) with z_n = W): at or beyond the width nothing is selected", ["sel-6-past-width", "thr-8-resistance-select-on"], fault: "nothing-selected-past-width"),
    ]
}
