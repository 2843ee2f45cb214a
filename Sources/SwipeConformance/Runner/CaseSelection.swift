import SwipeReference
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

    /// A requirement entry matches an id exactly (`THR-2`), as a group name
    /// (`THR`: every id `THR-n`, the names `compare` prints), or as a glob (`THR-*`).
    static func requirement(_ entry: String, matches id: RequirementID) -> Bool {
        let id = id.rawValue
        if entry == id { return true }
        if !entry.contains("-"), id.hasPrefix(entry + "-") { return true }
        return fnmatch(entry, id, 0) == 0
    }

    package func contains(_ vector: VectorCase) -> Bool {
        (casePatterns.isEmpty || casePatterns.contains { fnmatch($0, vector.id, 0) == 0 })
            && (requirements.isEmpty || vector.requirements.contains { id in requirements.contains { Self.requirement($0, matches: id) } })
    }

    /// The `--case` and `--requirement` entries that match no case of `vectors`:
    /// each entry must select something, or the run is bad usage.
    package func unmatchedEntries(in vectors: [VectorCase]) -> [String] {
        let patterns = casePatterns.filter { pattern in !vectors.contains { fnmatch(pattern, $0.id, 0) == 0 } }
        let ids = Set(vectors.flatMap(\.requirements))
        let requirementEntries = requirements.filter { entry in !ids.contains { Self.requirement(entry, matches: $0) } }
        return patterns + requirementEntries
    }
}
