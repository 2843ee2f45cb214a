import SwipeConformance
import SwipeReference

/// A profile's vector set (SPEC.md section 10): the curated and generated cases
/// with the profile applied (`CaseInput.applying(_:)`: fixed parameters, times and
/// positions on the profile's quanta, touches inside the row), plus the design
/// choices' boundary cases aimed at the profile's thresholds (`DesignChoiceCases`),
/// plus the transition vectors of the profile's own abstract machine
/// (`TransitionCases.all(for:)`: the same search run under the profile's design,
/// with only events its implementation can receive) and the validation clauses
/// it can decide (`ConfigurationClause.cases(for:)`), with expectations from the
/// reference under the profile's design.
///
/// The default profile's set is the bundled vectors, unchanged.
public enum ProfileVectors {
    /// A derived vector set and the cases left out of it, with the reason.
    public struct Derivation: Sendable {
        /// The vector files, one per area, each carrying the profile.
        public var files: [VectorFile]
        /// Cases the profile cannot receive, by id, with why.
        public var leftOut: [(id: String, reason: String)]
        /// The requirements (SPEC.md sections 3 to 8, and the DCH ids of the
        /// profile's values) no case of the set exercises, in document order: what
        /// the profile's styles, features and hit test leave untested.
        public var untested: [RequirementID]

        /// How many cases were left out for each reason, most first, on one line.
        public var leftOutSummary: String {
            var counts: [String: Int] = [:]
            for entry in leftOut { counts[entry.reason, default: 0] += 1 }
            let sorted = counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
            return sorted.isEmpty ? "none" : sorted.map { "\($0.value) \($0.key)" }.joined(separator: "; ")
        }
    }

    /// Derives the vector set of `profile`.
    ///
    /// - Parameters:
    ///   - profile: the profile whose vectors are derived.
    ///   - citing: whether each case cites the DCH ids it exercises (one
    ///     more reference run per choice value the profile takes; `infer` does
    ///     without).
    ///   - completeness: whether the set carries the vectors complete by
    ///     construction: the transition tours of the profile's own machine
    ///     (`TransitionCases.all(for:)`) and the clauses it can decide
    ///     (`ConfigurationClause.cases(for:)`). `infer` does without: they tell
    ///     states and configurations apart under one design, not one design from
    ///     another, and would multiply the cost of every candidate's set (the
    ///     default's set is the bundled vectors, all of them included).
    /// - Throws: `ConfigurationError` when the design-choice cases cannot be built
    ///   under the profile's fixed parameters.
    public static func derive(for profile: Profile, citing: Bool = true, completeness: Bool = true) throws -> Derivation {
        if profile.isDefault {
            let files = try VectorGenerator.files()
            return Derivation(files: files, leftOut: [], untested: untested(by: files, profile: profile))
        }
        var byArea: [String: [VectorCase]] = [:]
        var leftOut: [(id: String, reason: String)] = []
        let sources = CuratedCases.all() + GeneratedCases.all(for: profile) + (try DesignChoiceCases.all(for: profile))
            + (completeness ? TransitionCases.all(for: profile) + ConfigurationClause.cases(for: profile) : [])
        for c in sources {
            let input: CaseInput
            switch c.input.received(by: profile) {
            case let .success(received): input = received
            case let .failure(refusal):
                leftOut.append((c.id, refusal.description))
                continue
            }
            let expected: CaseOutput
            do {
                expected = try input.referenceOutput(design: profile.design)
            } catch {
                // A refusal vector in its own right (refused by the default too) stays one.
                guard case .failure = Result(catching: { try c.input.referenceOutput() }) else {
                    leftOut.append((c.id, "the profile's fixed parameters make a row invalid: \(error)"))
                    continue
                }
                expected = CaseOutput(refused: error.refusal)
            }
            let needs = input.requirements(referenceOutput: expected)
            guard needs.styles.isSubset(of: profile.styles), needs.features.isSubset(of: profile.features) else {
                let missing = ReleaseStyle.allCases.filter { needs.styles.contains($0) && !profile.styles.contains($0) }.map(\.rawValue)
                    + Feature.allCases.filter { needs.features.contains($0) && !profile.features.contains($0) }.map(\.rawValue)
                leftOut.append((c.id, "need \(missing.joined(separator: ", ")), which the profile does not support"))
                continue
            }
            let requirements = citing
                ? CuratedLibrary.merge(c.requirements, try ExercisedRequirements.designChoices(input, expected: expected, under: profile.design)) : c.requirements
            let vector = VectorCase(id: c.id, description: c.description, requirements: requirements, tags: needs.tags,
                                    input: input, expected: expected)
            byArea[c.area, default: []].append(vector)
        }
        let files = byArea.keys.sorted().map { area in
            VectorFile(name: "\(area).json", area: area,
                       description: (VectorGenerator.areaDescriptions[area] ?? Requirements.designChoiceGroup.vectorFileDescription)
                           + " (profile \(profile.name))",
                       cases: byArea[area]!, profile: profile)
        }
        return Derivation(files: files, leftOut: leftOut, untested: untested(by: files, profile: profile))
    }

    static func untested(by files: [VectorFile], profile: Profile) -> [RequirementID] {
        coverage(of: files, profile: profile).filter(\.cases.isEmpty).map(\.id)
    }

    /// Cases per requirement id of the profile's set: every id of SPEC.md sections
    /// 3 to 8, then the DCH ids of the values the profile takes.
    public static func coverage(of files: [VectorFile], profile: Profile) -> [(id: RequirementID, cases: [String])] {
        var map: [RequirementID: [String]] = [:]
        for f in files { for c in f.cases { for r in c.requirements { map[r, default: []].append(c.id) } } }
        return (Requirements.all + profile.choiceRequirements).map { ($0, map[$0] ?? []) }
    }
}
