import SwipeConformance
import Foundation
import PropertyEngine
import SwipeReference

/// Vectors generated from a fixed seed of the gesture generator (`SwipeGen`),
/// broadening the curated ones with realistic streams: several rows, both
/// directions and styles, thresholds hit exactly, interleaved programmatic events
/// and invalid input. Each case's requirement ids are read off what the reference
/// did on it (`ExercisedRequirements`), so coverage counts what a case really exercises.
public enum GeneratedCases {
    /// The seed; changing it changes every generated vector.
    public static let seed: Seed = 0x0005_EC70_0001
    /// How many cases of the gesture generator (`SwipeGen.swipeCase`) become vectors.
    public static let count = 160
    /// How many cases with list changes (`SwipeGen.changingCase`, SPEC MUT) follow
    /// them; kept apart so that adding list changes left the gesture cases as they were.
    public static let changingCount = 60
    /// Longer streams are left out, so every vector stays readable.
    public static let maximumEvents = 30

    /// The generated cases, in a stable order: `count` gesture cases (`gen-NNNN`),
    /// then `changingCount` cases that change the list (`gen-list-NNNN`).
    public static func all() -> [CuratedCase] {
        cases(SwipeGen.swipeCase, count: count, prefix: "gen-", seed: seed) { _ in true }
            + cases(SwipeGen.changingCase, count: changingCount, prefix: "gen-list-", seed: seed) { $0.events.contains(where: \.isListChange) }
    }

    static func cases(_ gen: Gen<CaseInput>, count: Int, prefix: String, seed: Seed, where keep: (CaseInput) -> Bool) -> [CuratedCase] {
        var out: [CuratedCase] = []
        var index = 0
        while out.count < count {
            var source = ChoiceSource(seed: seed.forCase(index))
            let input = gen.generate(&source)
            defer { index += 1 }
            guard input.events.count <= maximumEvents, keep(input), let output = try? input.referenceOutput() else { continue }
            let requirements = ExercisedRequirements.classify(input, output)
            let kinds = Dictionary(grouping: input.events, by: \.kind).map { "\($0.value.count) \($0.key.rawValue)" }.sorted()
            out.append(CuratedCase(
                id: prefix + String(index).leftPadded(to: 4).replacingOccurrences(of: " ", with: "0"),
                area: "generated",
                description: "generated case \(index) of seed \(seed): \(input.rows.count) row\(input.rows.count == 1 ? "" : "s"), \(kinds.joined(separator: ", "))",
                requirements: requirements, input: input))
        }
        return out
    }
}
