import SwipeConformance
import SwipeReference
@testable import SwipeVectorCatalog
import Testing

/// The vectors complete by construction, for a profile other than the default
/// (SPEC.md section 10): its abstract machine, the same search run under the
/// profile's design with only the events its implementation can receive, covered
/// by the profile's set; and every validation clause its implementation can decide.
@Suite(.tags(.slow), .quickLoop) struct ProfileCompletenessTests {
    /// The built-in profiles other than the default, by name (a test's argument is printed).
    static let profiles: [String] = BuiltInProfiles.names.filter { $0 != "default" }

    /// The profile's derived set, and the coverage of its machine by that set.
    static func coverage(_ profile: Profile) throws -> (set: ProfileVectors.Derivation, machine: TransitionCases.Machine,
                                                        coverage: TransitionCoverage, keys: KeyRegistryCoverage) {
        let set = try ProfileVectors.derive(for: profile, citing: false)
        let machine = TransitionCases.machine(for: profile)
        var coverage = TransitionCoverage(explorer: machine.explorer)
        var keys = machine.keys
        for f in set.files {
            for c in f.cases {
                coverage.add(id: c.id, rows: c.input.rows, events: c.input.events)
                keys.add(id: c.id, rows: c.input.rows, events: c.input.events)
            }
        }
        return (set, machine, coverage, keys)
    }

    @Test("a built-in profile's vector set takes every transition of its own machine and tells each state apart",
          arguments: profiles)
    func profileSetCoversItsMachine(name: String) throws {
        let profile = try Profile.named(name)
        let (set, machine, coverage, keys) = try Self.coverage(profile)
        #expect(machine.explorer.transitions.count > 100)
        #expect(coverage.unexercised.isEmpty, "not exercised: \(coverage.unexercised.prefix(3))")
        #expect(coverage.undistinguished.isEmpty, "not told apart: \(coverage.undistinguished.prefix(3))")
        #expect(keys.unexercised.isEmpty && keys.undistinguished.isEmpty)
        // Every transition vector is one the profile's implementation can receive:
        // none is left out of the set for a style, a feature or the hit test.
        let leftOut = set.leftOut.filter { $0.id.hasPrefix("transitions-") }
        #expect(leftOut.isEmpty, "left out: \(leftOut.prefix(3).map { "\($0.id): \($0.reason)" })")
    }

    @Test("the machine of a profile is its own: another design finds other transitions", arguments: profiles)
    func machineFollowsTheDesign(name: String) throws {
        let profile = try Profile.named(name)
        let own = Set(TransitionCases.machine(for: profile).explorer.transitions.keys)
        let defaults = Set(TransitionCases.explorer.transitions.keys)
        #expect(own != defaults)
        #expect(!own.isSubset(of: defaults), "every transition of \(profile.name) is the default's too")
    }

    @Test("a walk under a profile sends only events the profile receives", arguments: profiles)
    func walkSendsWhatTheProfileReceives(name: String) throws {
        let profile = try Profile.named(name)
        let explorer = TransitionCases.machine(for: profile).explorer
        for (s, rep) in explorer.states.sorted(by: { $0.key < $1.key }).prefix(40) {
            let rows = explorer.starts[rep.start].map(profile.applying(to:))
            for (_, e) in rep.walk.applicable() {
                let input = CaseInput(rows: rows, events: rep.events + [e])
                let received = try #require(try? input.received(by: profile).get(), "\(s): \(e) is refused")
                // Compared as text: a NaN time (NUM-4) is not equal to itself.
                #expect("\(received)" == "\(input)", "\(s): \(e) is not on the profile's quanta")
                let needs = input.requirements(referenceOutput: try input.referenceOutput(design: profile.design))
                #expect(needs.styles.isSubset(of: profile.styles) && needs.features.isSubset(of: profile.features),
                        "\(s): \(e) needs what \(profile.name) lacks")
            }
        }
    }

    @Test("without the probes for a profile that reports no rejections, Qt's machine has look-alikes no tour tells apart")
    func rejectionFreeProbesAreNeeded() throws {
        let qt = try Profile.named("qt-swipedelegate")
        try #require(!qt.features.contains(.rejections))
        // The same search, its tours choosing from the default's probes only: an
        // active sequence then shows only through a rejection the profile never sends.
        var withoutRejections = qt
        withoutRejections.features.insert(.rejections)
        #expect(Characterization.probes(for: withoutRejections).count < Characterization.probes(for: qt).count)
        let explorer = TransitionExplorer(depth: TransitionCases.depth, profile: qt)
        let tours = TransitionTours.tours(explorer, probes: Characterization.probes)
        #expect(!tours.unresolved.isEmpty)
        #expect(TransitionCases.machine(for: qt).tours.unresolved.isEmpty)
    }

    @Test("a built-in profile's set carries exactly the clause vectors its implementation can decide, each deciding its clause",
          arguments: profiles)
    func profileSetDecidesItsClauses(name: String) throws {
        let profile = try Profile.named(name)
        let set = try ProfileVectors.derive(for: profile, citing: false)
        let carried = Set(set.files.flatMap(\.cases).map(\.id).filter { $0.hasPrefix("clause-") })
        var decidable: Set<String> = []
        for clause in ConfigurationClause.all {
            for context in ConfigurationClause.Context.allCases {
                for violating in [true, false] where clause.notDecidable(context, violating: violating, under: profile) == nil {
                    decidable.insert(ConfigurationClause.vectorID(clause, context, violating: violating))
                }
            }
        }
        #expect(carried.subtracting(decidable).isEmpty, "carried, not decidable: \(carried.subtracting(decidable).sorted().prefix(3))")
        #expect(decidable.subtracting(carried).isEmpty, "decidable, not carried: \(decidable.subtracting(carried).sorted().prefix(3))")
        #expect(carried.contains { $0.hasSuffix("-valid") })
        // Each carried vector shows what its clause says (coverage --clauses checks it, exit 1 otherwise).
        let run = CLITests.cli("coverage", "--clauses", "--profile", name)
        #expect(run.code == .success, "\(run.out.suffix(300))")
        #expect(run.out.contains("not decidable under \(name)"))
    }
}
