import SwipeConformance
import SwipeReference

/// The catalog of faulty implementations, which prove the suite catches bugs: each breaks exactly one rule
/// of SPEC.md, is named after it, and cites its requirement id. The stored vectors
/// must reject every one, and the property runner must find every one
/// (`Tests/ConformanceTests/Faults/FaultCatalogTests.swift`). A fault that
/// survives is a bug in the suite: add the vector or property that catches it.
///
/// The catalog lists only faults that are observable. `<` for `≤` at the
/// resistance limit (THR-8) is not one: the rubber band is continuous and
/// `f(0) = 0`, so both readings display the same offset at the limit.
public enum FaultCatalog {
    /// Every fault, in the order of the requirement groups of SPEC.md
    /// (`Requirements.groups`); one file per group, `FaultCatalog+GROUP.swift`.
    public static let all: [FaultyImplementation] = geo + ord + acc + rec + thr + vel + ela + rev + sel + des + can + tim + lst + prg + ax + obs + num + mut

    /// The fault called `name`, if any.
    public static func named(_ name: String) -> FaultyImplementation? {
        all.first { $0.name == name }
    }
}

/// The budgets the catalog test and the shrink-quality report share.
public enum FaultCatalogBudget {
    /// Cases the property runner may use to find a fault.
    public static let cases = 4_000
    /// Property evaluations for shrinking.
    public static let shrinkEvaluations = 2_000
}
