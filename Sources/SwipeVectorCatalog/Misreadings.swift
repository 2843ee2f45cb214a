import SwipeReference

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
        /// The other side of a comparison (`<` read as `<=`, or the reverse).
        case boundary = "other side of a comparison"
        /// The other point of a measurement (from another origin or sample).
        case measurement = "other point of a measurement"
        /// The other moment of a decision (at the press instead of the release, say).
        case moment = "other moment of a decision"
        /// This row read as every row, or the reverse.
        case scope = "this row vs every row"
        /// A rule of one release style read as a rule of both.
        case style = "both styles vs one"
        /// Side effects the requirement does not have: a rejected event that changes something, a cancel that performs.
        case sideEffects = "rejected but with side effects"
        /// The other order of effects or checks.
        case order = "other order"
        /// A misreading of no kind above.
        case other = "other reading"
    }

    /// The requirement misread.
    public var requirement: RequirementID
    /// What kind of qualifier is misread.
    public var kind: Kind
    /// The wrong reading, as a library would implement it.
    public var reading: String
    /// Curated vector ids on which the two readings differ.
    public var vectors: [String]
    /// The fault of the catalog that implements the misreading, if any.
    public var fault: String?
}

/// The misreading table (rendered in Vectors/MISREADINGS.md by `coverage --misreadings`).
public enum Misreadings {
    static func m(_ id: RequirementID, _ kind: Misreading.Kind, _ reading: String, _ vectors: [String], fault: String? = nil) -> Misreading {
        Misreading(requirement: id, kind: kind, reading: reading, vectors: vectors, fault: fault)
    }

    /// Every misreading, in the order of the requirement groups of SPEC.md; one file
    /// per group, `Misreadings+GROUP.swift`.
    public static let all: [Misreading] = geo + ord + acc + rec + thr + vel + ela + rev + sel + des + can + tim + lst + prg + ax + obs + num + mut

    /// Requirements whose misreadings are not observable, with the reason.
    public static let unobservable: [RequirementID: String] = [
        .thr8: "the rubber band is continuous and f(0) = 0: < and ≤ display the same offset at the limit",
        .obs7: "a rule for the runner's report, not for the implementation",
        .num1: "exact inputs (NUM-3) make every evaluation order agree on decisions",
        .num2: "a rule for how the runner compares observations, not for the implementation",
        .num3: "a rule for which inputs the vectors use, not for the implementation",
        .num5: "a rule for where the vectors' boundary cases sit, not for the implementation",
    ]
}

extension Misreadings {
    /// The table as Markdown: Vectors/MISREADINGS.md (kept in sync by a test).
    public static var markdown: String {
        var s = """
        # Misreadings of SPEC.md and the vectors that decide them

        Generated from `Sources/SwipeVectorCatalog/Misreadings+GROUP.swift` by
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
        for (id, why) in unobservable.sorted(by: { $0.key.rawValue < $1.key.rawValue }) { s += "- \(id): \(why).\n" }
        return s
    }
}
