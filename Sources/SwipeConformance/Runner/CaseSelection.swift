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
package struct CaseSelection: Sendable, Hashable {
    package var casePatterns: [String]
    package var requirements: [String]

    package init(casePatterns: [String] = [], requirements: [String] = []) {
        self.casePatterns = casePatterns
        self.requirements = requirements.map { $0.uppercased() }
    }

    package var isEverything: Bool { casePatterns.isEmpty && requirements.isEmpty }

    package func contains(_ vector: VectorCase) -> Bool {
        (casePatterns.isEmpty || casePatterns.contains { fnmatch($0, vector.id, 0) == 0 })
            && (requirements.isEmpty || vector.requirements.contains { requirements.contains($0.uppercased()) })
    }
}
