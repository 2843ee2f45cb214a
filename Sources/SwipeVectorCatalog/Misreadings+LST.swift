import SwipeReference

/// Misreadings of the LST requirements of SPEC.md (the list).
extension Misreadings {
    /// Every misreading of a LST requirement, with the vectors that decide it and its fault.
    static let lst: [Misreading] = [
        m(.lst7, .boundary, "a negative row index counts from the end of the list", ["lst-7-unknown-row"], fault: "negative-row-counts-from-end"),
        m(.lst1, .scope, "rows do not coordinate: two rows open at once", ["example-6-second-row-closes-first"], fault: "rows-uncoordinated"),
        m(.lst2, .scope, "a drag on another row only closes the open row; the drag is lost", ["lst-2-drag-other-row"], fault: "second-row-drag-swallowed"),
        m(.lst4, .scope, "the tap that closes the open row also reaches the tapped row's content", ["lst-4-tap-other-row"], fault: "tap-that-closes-also-taps-content"),
        m(.lst4, .scope, "a tap on another row reaches its content and leaves the open row open", ["lst-4-tap-other-row"], fault: "tap-on-other-row-reaches-content"),
        m(.lst5, .other, "a row settling toward 0 counts as open: the tap is consumed", ["lst-5-tap-settling-closed"], fault: "tap-on-row-settling-closed-consumed"),
        m(.lst3, .scope, "a recognised scroll leaves the open row open", ["lst-3-scroll-closes"], fault: "scroll-leaves-open-row-open"),
        m(.lst6, .other, "closing a row already settling toward 0 starts its settle again, with a new end time",
          ["lst-6-close-keeps-settle"], fault: "close-restarts-closing-settle"),
    ]
}
