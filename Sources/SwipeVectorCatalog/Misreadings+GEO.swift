import SwipeReference

/// Misreadings of the GEO requirements of SPEC.md (geometry, edges, layout direction, configuration ranges).
extension Misreadings {
    /// Every misreading of a GEO requirement, with the vectors that decide it and its fault.
    static let geo: [Misreading] = [
        m(.geo2, .other, "leading is always the left side, whatever the layout direction", ["example-5-rtl-mirrors"], fault: "ignores-layout-direction"),
        m(.geo5, .measurement, "positions are clamped to the row's bounds", ["geo-5-outside-row"], fault: "positions-clamped-to-row"),
        m(.geo6, .boundary, "a parameter GEO-6 wants > 0 is accepted at 0 (≥ for >)", ["mut-12-insert-action-width-least-on", "mut-12-insert-fling-velocity-least-on", "mut-12-insert-elasticity-least-on", "mut-12-insert-open-fraction-least-on", "mut-12-insert-full-swipe-fraction-least-on"], fault: "zero-accepted-where-positive-required"),
        m(.geo6, .boundary, "an activationDistance equal to the width is accepted (≤ for <)", ["mut-12-insert-activation-distance-most-on"]),
        m(.geo4, .moment, "the revealed edge is still reported once the row is back at offset 0", ["geo-4-back-to-zero", "example-1-open-then-tap"], fault: "revealed-edge-kept-at-zero"),
        m(.geo1, .scope, "every row has the screen's width (375 pt), not its own", ["geo-1-narrow-row"], fault: "row-width-is-screen-width"),
        m(.geo3, .other, "the offset is logical (positive reveals the leading edge), so under RTL its sign flips", ["example-5-rtl-mirrors"], fault: "offset-sign-logical"),
    ]
}
