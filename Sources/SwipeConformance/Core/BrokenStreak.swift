/// Cases in a row that broke the protocol, and whether they say the
/// implementation is broken as a whole.
///
/// The one rule by which every run of many cases on an implementation stops
/// early (`verify`, `compare`, `infer`, `fuzz --keep-going`): after ``limit``
/// cases in a row that broke the protocol (PROTOCOL.md 4: a crash, a hang,
/// garbage), the implementation breaks on every case, and restarting it for
/// each remaining one only wastes time. A case that does not break ends the
/// streak.
///
/// ```swift
/// var streak = BrokenStreak()
/// for run in runs { streak.record(run) }
/// if streak.isBrokenAsAWhole { print(streak.stopReason) }
/// // stopped after 10 broken cases in a row: the implementation breaks on every case
/// ```
package struct BrokenStreak: Sendable, Hashable {
    /// The streak that stops a run: 10 broken cases in a row.
    package static let defaultLimit = 10

    /// How many broken cases in a row stop the run.
    package let limit: Int
    /// The broken cases in a row so far.
    package private(set) var count = 0

    /// A streak of none, stopping at `limit`.
    package init(limit: Int = defaultLimit) {
        precondition(limit >= 1, "BrokenStreak: the limit must be at least 1, not \(limit)")
        self.limit = limit
    }

    /// Counts the next case: one more when it broke, none when it did not.
    package mutating func record(broken: Bool) {
        count = broken ? count + 1 : 0
    }

    /// Counts the next case by how it ran: only a protocol break (``CaseRun/broken(_:)``) is one.
    package mutating func record(_ run: CaseRun) {
        if case .broken = run { record(broken: true) } else { record(broken: false) }
    }

    /// Whether ``limit`` cases in a row broke: the run stops.
    package var isBrokenAsAWhole: Bool { count >= limit }

    /// Why a run stopped on this streak, as every report says it.
    package var stopReason: String {
        "stopped after \(Describe.count(count, "broken case in a row", plural: "broken cases in a row")): "
            + "the implementation breaks on every case"
    }
}
