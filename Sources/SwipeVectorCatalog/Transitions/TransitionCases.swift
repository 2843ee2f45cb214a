import SwipeConformance
import SwipeReference

/// The transition vectors (Vectors/transitions.json): the tours of
/// `TransitionTours` over the abstract transitions `TransitionExplorer` finds
/// within `depth`, each tour a vector whose requirement ids are read off what the
/// reference did on it (`ExercisedRequirements`).
public enum TransitionCases {
    /// The search's bound: every abstract state reached within `depth - 1` events
    /// of a starting list is expanded with every class of the alphabet.
    public static let depth = 4

    /// The search, computed once.
    package static let explorer = TransitionExplorer(depth: depth)

    /// The tours and the coverage they reach, computed once.
    static let tours = TransitionTours.tours(explorer)

    /// The key registry's transitions and vectors, computed once.
    package static let keys = KeyRegistryCoverage()

    /// The transition vectors, in the order the tours were made, then the key
    /// registry's, one per key transition.
    public static func all() -> [CuratedCase] {
        var out: [CuratedCase] = []
        for (k, tour) in tours.tours.enumerated() {
            let input = CaseInput(rows: TransitionExplorer.starts[tour.start], events: tour.events)
            guard let output = try? input.referenceOutput() else { continue }
            var walk = TransitionWalk(rows: input.rows)!
            let first = walk.state
            for e in tour.events.prefix(tour.prefix) { walk.step(e) }
            out.append(CuratedCase(
                id: "transitions-" + number(k + 1),
                area: "transitions",
                description: "abstract transitions from \(tour.prefix == 0 ? "\(first)" : "\(walk.state) (after \(tour.prefix) events)"): "
                    + "\(tour.taken) taken, each followed by probes that tell its state apart (coverage --transitions)",
                requirements: ExercisedRequirements.classify(input, output), input: input))
        }
        return out + keyCases()
    }

    static func number(_ k: Int) -> String {
        String(repeating: "0", count: max(0, 4 - String(k).count)) + String(k)
    }

    /// One vector per key transition (`KeyRegistryCoverage`).
    static func keyCases() -> [CuratedCase] {
        keys.cases().enumerated().compactMap { k, c in
            let input = CaseInput(rows: KeyRegistryCoverage.starts[c.start], events: c.events)
            guard let output = try? input.referenceOutput() else { return nil }
            return CuratedCase(
                id: "transitions-keys-" + number(k + 1), area: "transitions",
                description: "the key registry: \(c.transition), then a row inserted with every key the list has carried "
                    + "(a held key is rejected, duplicateKey; a released one is accepted; MUT-1, MUT-12)",
                requirements: CuratedLibrary.merge(ExercisedRequirements.classify(input, output), [.mut1, .mut12]), input: input)
        }
    }
}
