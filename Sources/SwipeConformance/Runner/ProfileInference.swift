import SwipeReference

/// Infers the profile that explains an implementation's behaviour best (SPEC.md
/// sections 9 and 10): the design it was built to, and the cases no design
/// explains, the likely bugs.
///
/// The search: every candidate profile's vector set (a built-in profile within
/// what the implementation announces) is run on the implementation once; the
/// candidate explaining the largest share of its cases is the base. Then, greedily,
/// each design choice in turn takes the value under which the reference explains
/// the most of the base's outputs (the implementation is not run again: only the
/// reference's expectations change), keeping the current value on a tie; the
/// passes repeat until no choice changes. Finally the inferred profile's own vector
/// set is run on the implementation as `verify --profile` runs it (``VectorRunner``),
/// and the cases it does not explain are reported.
///
/// Every run goes through ``CaseFeed``, as `verify`'s does: an implementation that
/// breaks on ``BrokenStreak/limit`` cases in a row is broken as a whole, and the
/// inference stops there with no profile (``Outcome/brokenStop``): no design explains
/// a crash.
package struct ProfileInference {
    /// Why a choice took its value: how many of the base's cases each value explains.
    package struct Evidence: Sendable {
        /// The design choice.
        package var choice: DesignChoices.Choice
        /// The value inferred.
        package var value: String
        /// Cases explained under each value of the choice (the others as inferred).
        package var explainedByValue: [(value: String, cases: Int)]
        /// Cases explained by the inferred value and not by the best other value.
        package var deciding: [String]
    }

    /// What the inference found.
    package struct Outcome: Sendable {
        /// The inferred profile.
        package var profile: Profile
        /// Each candidate base: its name, cases explained and cases run.
        package var bases: [(name: String, explained: Int, run: Int)]
        /// The name of the base the search started from.
        package var base: String
        /// Each choice with its evidence, in SPEC.md order.
        package var evidence: [Evidence]
        /// The run of the inferred profile's own vector set, as `verify --profile`
        /// runs it on the profile written; `nil` when the inference stopped before it.
        package var check: VerifyReport?
        /// Why the inference stopped with no profile because the implementation
        /// broke on ``BrokenStreak/limit`` cases in a row, in a candidate's run or
        /// in the last, with the case that broke last and how; `nil` otherwise.
        package var brokenStop: (reason: String, lastCase: String, lastBreak: String)?

        /// The cases of the inferred profile's set, as `verify` counts them (skipped ones included).
        package var run: Int { check?.results.count ?? 0 }
        /// The cases no design explains: id and the first difference (or the
        /// rejection), in the order of the set.
        package var unexplained: [(id: String, reason: String)] { cases(.failed) }
        /// The cases of the set that broke the protocol: id and how.
        package var broken: [(id: String, reason: String)] { cases(.broken) }

        private func cases(_ status: CaseStatus) -> [(id: String, reason: String)] {
            (check?.results ?? []).filter { $0.status == status }.map { ($0.id, $0.message ?? "") }
        }
    }

    /// Cases sent per protocol request.
    package var batchSize = 64
    /// Called with a line of progress (which profile runs, which pass).
    package var log: ((String) -> Void)?
    /// Asked between the stages (each base run, each pass over the choices): `true`
    /// ends the inference at once with what it has, which its caller discards (a
    /// stop signal: no profile is inferred from the cases run before it).
    package var shouldStop: () -> Bool = { false }

    /// An inference with 64 cases per request.
    package init() {}

    /// Runs the inference on `driver` with `candidates` as the bases, each run on
    /// the cases `vectors` gives for it (a profile's vector set, as
    /// `ProfileVectors.derive` in SwipeVectorCatalog makes it for the search),
    /// and checks the inferred profile on the files `checkedWith` gives for it
    /// (its vector set as `verify --profile` derives it).
    ///
    /// - Throws: what `vectors` and `checkedWith` throw.
    package func infer<D: CaseDriver>(_ driver: inout D, candidates: [Profile],
                                     vectors: (Profile) throws -> [VectorCase],
                                     checkedWith: (Profile) throws -> [VectorFile]) throws -> Outcome {
        let info = driver.info
        var bases: [(name: String, explained: Int, run: Int)] = []
        var best: (profile: Profile, cases: [VectorCase], outputs: [CaseRun], ratio: Double)?
        var feed = CaseFeed(batchSize: batchSize)
        for candidate in candidates where !shouldStop() {
            let profile = Self.within(candidate, info)
            let cases = try vectors(profile).filter { info.supports($0.needs) }
            log?("infer: running the \(Describe.count(cases.count, "case")) of profile \(candidate.name)")
            var outputs: [CaseRun] = []
            outputs.reserveCapacity(cases.count)
            let (_, stop) = feed.run(cases.map { ($0.id, $0.input) }, on: &driver) { _, run in outputs.append(run) }
            if case .broken = stop {
                return Outcome(profile: .default, bases: bases, base: "none", evidence: [], check: nil,
                               brokenStop: Self.brokenStop(stop, cases.map(\.id), outputs))
            }
            // Stopped otherwise (a stop signal): the caller discards what is inferred.
            if stop != nil { break }
            let explained = zip(cases, outputs).filter { Self.explains($0.0.expected, $0.1, observing: profile.observing, input: $0.0.input) }.count
            bases.append((candidate.name, explained, cases.count))
            let ratio = cases.isEmpty ? 0 : Double(explained) / Double(cases.count)
            if best == nil || ratio > best!.ratio { best = (profile, cases, outputs, ratio) }
        }
        guard let base = best, !shouldStop() else {
            return Outcome(profile: .default, bases: bases, base: "none", evidence: [], check: nil)
        }
        var design = base.profile.design
        var evidence: [DesignChoices.Choice: Evidence] = [:]
        var changed = true
        var pass = 0
        while changed && pass < 4 && !shouldStop() {
            changed = false
            pass += 1
            log?("infer: pass \(pass) over the \(DesignChoices.Choice.allCases.count) design choices")
            for choice in DesignChoices.Choice.allCases where !shouldStop() {
                var explainedSets: [(value: String, ids: Set<String>)] = []
                for value in choice.values {
                    var candidate = design
                    _ = candidate.set(choice, to: value)
                    explainedSets.append((value, Self.explained(base.cases, base.outputs, under: candidate,
                                                                observing: base.profile.observing)))
                }
                let current = design[choice]
                let currentCount = explainedSets.first { $0.value == current }!.ids.count
                let top = explainedSets.max { $0.ids.count < $1.ids.count }!
                let chosen = top.ids.count > currentCount ? top.value : current
                if chosen != current {
                    _ = design.set(choice, to: chosen)
                    changed = true
                }
                let chosenIDs = explainedSets.first { $0.value == chosen }!.ids
                let runnerUp = explainedSets.filter { $0.value != chosen }.max { $0.ids.count < $1.ids.count }
                evidence[choice] = Evidence(choice: choice, value: chosen,
                                            explainedByValue: explainedSets.map { ($0.value, $0.ids.count) },
                                            deciding: chosenIDs.subtracting(runnerUp?.ids ?? []).sorted())
            }
        }
        var profile = base.profile
        profile.design = design
        profile.name = "inferred-\(info.name)"
        profile.description = "inferred by swipe-conformance infer from \(info.name) \(info.version) (base \(base.profile.name))"
        let evidenceInOrder = DesignChoices.Choice.allCases.compactMap { evidence[$0] }
        profile.sources = evidenceInOrder.map(Self.describe)
        guard !shouldStop() else {
            return Outcome(profile: profile, bases: bases, base: base.profile.name, evidence: evidenceInOrder, check: nil)
        }
        // The inferred profile's own set, run as `verify --profile` runs it: what no design explains.
        let files = try checkedWith(profile)
        log?("infer: running the \(Describe.count(files.reduce(0) { $0 + $1.cases.count }, "case")) of the inferred profile")
        var runner = VectorRunner()
        runner.batchSize = batchSize
        runner.observing = profile.observing
        let check = runner.run(files, driver: &driver)
        var outcome = Outcome(profile: profile, bases: bases, base: base.profile.name, evidence: evidenceInOrder, check: check)
        if check.interruptedBy == nil, let reason = check.stopReason {
            let runs = check.results.filter { $0.status == .broken }
            outcome.brokenStop = (reason, runs.last?.id ?? "", runs.last?.message ?? "")
        }
        return outcome
    }

    /// What a feed that stopped on broken cases in a row says: its reason, and the last case and how it broke.
    private static func brokenStop(_ stop: CaseFeed.Stop?, _ ids: [String], _ outputs: [CaseRun])
        -> (reason: String, lastCase: String, lastBreak: String)? {
        guard let stop, let index = outputs.lastIndex(where: { if case .broken = $0 { true } else { false } }),
              case let .broken(message) = outputs[index] else { return nil }
        return (stop.reason, ids[index], message)
    }

    /// One line of evidence: the value, and what each value explains.
    package static func describe(_ e: Evidence) -> String {
        let counts = e.explainedByValue.map { "\($0.value) \($0.cases)" }.joined(separator: ", ")
        let deciding = e.deciding.isEmpty ? "no case decides between the values"
            : "decided by \(Describe.count(e.deciding.count, "case")) (\(e.deciding.prefix(3).joined(separator: ", "))\(e.deciding.count > 3 ? ", …" : ""))"
        return "\(e.choice.rawValue) = \(e.value): cases explained per value: \(counts); \(deciding)"
    }

    /// `profile` within what `info` announces.
    static func within(_ profile: Profile, _ info: ImplementationInfo) -> Profile {
        var p = profile
        p.styles = profile.styles.intersection(info.styles)
        p.features = profile.features.intersection(info.features)
        if p.styles.isEmpty { p.styles = info.styles }
        return p
    }

    /// Whether a run's output of `input` is what `expected` says, under SPEC
    /// NUM-2, in what `observing` compares.
    static func explains(_ expected: CaseOutput, _ run: CaseRun, observing: Observing, input: CaseInput) -> Bool {
        guard case let .output(actual) = run else { return false }
        return Comparison.firstDifference(expected: expected, actual: actual, observing: observing, input: input) == nil
    }

    /// The ids of the cases whose outputs the reference under `design` explains; a
    /// case whose rows the reference refuses (GEO-6, MUT-1) expects that refusal
    /// under every design, as its vector does.
    static func explained(_ cases: [VectorCase], _ outputs: [CaseRun], under design: DesignChoices,
                          observing: Observing) -> Set<String> {
        var ids = Set<String>()
        var observing = observing
        observing.design = design
        for (vector, output) in zip(cases, outputs)
        where explains(vector.input.referenceOutcome(design: design), output, observing: observing, input: vector.input) {
            ids.insert(vector.id)
        }
        return ids
    }
}
