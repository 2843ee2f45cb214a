#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Which cases a run selects: by case id or glob (`--case`, `*` and `?`
/// wildcards) and by requirement id (`--requirement`, any letter case). Empty
/// lists select everything; a case must match both kinds of filter given.
///
/// ```swift
/// let s = CaseSelection(casePatterns: ["thr-2-*"], requirements: ["thr-2"])
/// ```
public struct CaseSelection: Sendable, Hashable {
    public var casePatterns: [String]
    public var requirements: [String]

    public init(casePatterns: [String] = [], requirements: [String] = []) {
        self.casePatterns = casePatterns
        self.requirements = requirements.map { $0.uppercased() }
    }

    public var isEverything: Bool { casePatterns.isEmpty && requirements.isEmpty }

    public func contains(_ vector: VectorCase) -> Bool {
        (casePatterns.isEmpty || casePatterns.contains { fnmatch($0, vector.id, 0) == 0 })
            && (requirements.isEmpty || vector.requirements.contains { requirements.contains($0.uppercased()) })
    }
}
