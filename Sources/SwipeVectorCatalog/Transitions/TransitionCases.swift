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

    /// The search, its tours and the key registry's, under one profile.
    package struct Machine: Sendable {
        /// The search (`TransitionExplorer`).
        package let explorer: TransitionExplorer
        /// The tours and the coverage they reach.
        let tours: (tours: [TransitionTours.Tour], coverage: TransitionCoverage, unresolved: [Transition])
        /// The key registry's transitions and vectors.
        package let keys: KeyRegistryCoverage

        /// The machine of `profile`, derived by the same search as the default's.
        package init(profile: Profile) {
            explorer = TransitionExplorer(depth: TransitionCases.depth, profile: profile)
            tours = TransitionTours.tours(explorer)
            keys = KeyRegistryCoverage(profile: profile)
        }
    }

    /// The default profile's machine, computed once.
    package static let defaultMachine = Machine(profile: .default)

    /// The machine of `profile`: the default's computed once, any other's each time.
    package static func machine(for profile: Profile) -> Machine {
        profile.isDefault ? defaultMachine : Machine(profile: profile)
    }

    /// The default profile's search.
    package static var explorer: TransitionExplorer { defaultMachine.explorer }
    /// The default profile's tours.
    static var tours: (tours: [TransitionTours.Tour], coverage: TransitionCoverage, unresolved: [Transition]) { defaultMachine.tours }
    /// The default profile's key registry.
    package static var keys: KeyRegistryCoverage { defaultMachine.keys }

    /// The transition vectors of `profile`, in the order the tours were made, then
    /// the key registry's, one per key transition; their events are those the
    /// profile's implementation receives, their requirement ids read off what the
    /// reference did under the profile's design.
    public static func all(for profile: Profile = .default) -> [CuratedCase] {
        cases(of: machine(for: profile))
    }

    static func cases(of machine: Machine) -> [CuratedCase] {
        let explorer = machine.explorer
        let design = explorer.profile.design
        var out: [CuratedCase] = []
        for (k, tour) in machine.tours.tours.enumerated() {
            let input = CaseInput(rows: explorer.starts[tour.start].map(explorer.profile.applying(to:)), events: tour.events)
            guard let output = try? input.referenceOutput(design: design) else { continue }
            var walk = TransitionWalk(rows: input.rows, profile: explorer.profile)!
            let first = walk.state
            for e in tour.events.prefix(tour.prefix) { walk.step(e) }
            out.append(CuratedCase(
                id: "transitions-" + number(k + 1),
                area: "transitions",
                description: "abstract transitions from \(tour.prefix == 0 ? "\(first)" : "\(walk.state) (after \(tour.prefix) events)"): "
                    + "\(tour.taken) taken, each followed by probes that tell its state apart (coverage --transitions)",
                requirements: ExercisedRequirements.classify(input, output), input: input))
        }
        return out + keyCases(machine.keys)
    }

    static func number(_ k: Int) -> String {
        String(repeating: "0", count: max(0, 4 - String(k).count)) + String(k)
    }

    /// One vector per key transition (`KeyRegistryCoverage`).
    static func keyCases(_ keys: KeyRegistryCoverage) -> [CuratedCase] {
        keys.cases().enumerated().compactMap { k, c in
            let input = CaseInput(rows: keys.starts[c.start].map(keys.profile.applying(to:)), events: c.events)
            guard let output = try? input.referenceOutput(design: keys.profile.design) else { return nil }
            return CuratedCase(
                id: "transitions-keys-" + number(k + 1), area: "transitions",
                description: "the key registry: \(c.transition), then a row inserted with every key the list has carried "
                    + "(a held key is rejected, duplicateKey; a released one is accepted; MUT-1, MUT-12)",
                requirements: CuratedLibrary.merge(ExercisedRequirements.classify(input, output), [.mut1, .mut12]), input: input)
        }
    }
}
