import SwipeReference

/// Misreadings of the PRG requirements of SPEC.md (programmatic open and close).
extension Misreadings {
    /// Every misreading of a PRG requirement, with the vectors that decide it and its fault.
    static let prg: [Misreading] = [
        m(.prg5, .other, "open, close and activate are rejected while any touch is down, not only during a drag", ["rec-6-read-at-release-closed-while-down"], fault: "programmatic-rejected-while-touch-down"),
        m(.prg3, .style, "open on a select row is accepted and does nothing", ["prg-3-select-open-rejected"], fault: "select-open-ignored"),
        m(.prg4, .other, "open toward an edge with no actions is accepted and does nothing", ["prg-4-empty-edge-rejected"], fault: "empty-edge-open-ignored"),
        m(.prg1, .other, "open toward the edge a row is already open or opening on starts a new settle",
          ["prg-1-open-closes-others"], fault: "open-restarts-settle-at-target"),
        m(.prg2, .style, "close acts on reveal rows only: on a select row it does nothing and the saved selection is still performed",
          ["des-4-close-drops"], fault: "close-ignores-select-rows"),
    ]
}
