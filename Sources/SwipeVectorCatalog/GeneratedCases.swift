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
    /// How many cases of the gesture generator (`SwipeGen.swipeCase(.vectorSet)`) become vectors.
    public static let count = 160
    /// How many cases with list changes (`SwipeGen.changingCase(.vectorSet)`, SPEC MUT) follow
    /// them; kept apart so that adding list changes left the gesture cases as they were.
    public static let changingCount = 60
    /// Longer streams are left out, so every vector stays readable.
    public static let maximumEvents = 30

    /// The generated cases, in a stable order: `count` gesture cases (`gen-NNNN`),
    /// then `changingCount` cases that change the list (`gen-list-NNNN`).
    public static func all() -> [CuratedCase] {
        all(for: .default)
    }

    /// The generated cases of `profile`'s vector set (SPEC.md section 10): as
    /// many as the default set has, of the same generators and seed, each drawn
    /// within what the profile declares (`CaseInput.within(_:)`: its styles and
    /// features) and on its quanta (`CaseInput.applying(_:)`), so that every one
    /// is a case the profile can receive. Filtering the default's cases instead
    /// would leave a profile with fewer features a fraction of them (Qt's
    /// SwipeDelegate could run 40 of the 220). A profile without `listChanges` has no `gen-list-` cases.
    ///
    /// The default profile's cases are the bundled ones, unchanged.
    public static func all(for profile: Profile) -> [CuratedCase] {
        let declared = ImplementationInfo(name: profile.name, version: "", styles: profile.styles, features: profile.features)
        let withinProfile: (CaseInput) -> CaseInput? = profile.isDefault ? { $0 } : { $0.within(declared).applying(profile) }
        let gestures = cases(SwipeGen.swipeCase(.vectorSet), count: count, prefix: "gen-", seed: seed, profile: profile, declared: declared,
                             mapping: withinProfile) { _ in true }
        guard profile.features.contains(.listChanges) else { return gestures }
        return gestures + cases(SwipeGen.changingCase(.vectorSet), count: changingCount, prefix: "gen-list-", seed: seed, profile: profile,
                                declared: declared, mapping: withinProfile) { $0.events.contains(where: \.isListChange) }
    }

    /// How many generator cases may be drawn per case kept before the search
    /// gives up: a profile that refuses nearly everything ends with fewer cases,
    /// never with a search that does not end.
    static let drawsPerKeptCase = 50

    static func cases(_ gen: Gen<CaseInput>, count: Int, prefix: String, seed: Seed, profile: Profile,
                      declared: ImplementationInfo, mapping: (CaseInput) -> CaseInput?, where keep: (CaseInput) -> Bool) -> [CuratedCase] {
        var out: [CuratedCase] = []
        var index = 0
        while out.count < count, index < count * drawsPerKeptCase {
            var source = ChoiceSource(seed: seed.forCase(index))
            defer { index += 1 }
            guard let input = mapping(gen.generate(&source)), input.events.count <= maximumEvents, keep(input) else { continue }
            let output: CaseOutput
            do {
                output = try input.referenceOutput(design: profile.design)
            } catch {
                continue  // rows the reference refuses under the profile are not vectors
            }
            guard declared.supports(input.requirements(referenceOutput: output)) else { continue }
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
