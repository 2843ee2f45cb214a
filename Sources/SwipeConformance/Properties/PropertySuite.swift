import PropertyEngine
import SwipeReference

/// Runs the properties over generated cases and shrinks a failure to a
/// counterexample short enough to read.
///
/// ```swift
/// let report = PropertySuite(cases: 2_000).check(MySwipeList.self)
/// print(report)   // on failure: property, first difference, shrunk timeline, replay
/// ```
///
/// From Swift Testing, `PropertySuite(cases: 2_000).expectConformance(of: MySwipeList.self)`
/// (SwipeConformanceTesting) records one issue with the report as its message.
public struct PropertySuite: Sendable {
    /// The properties to check, in order; the first that fails on a case is shrunk.
    public var properties: [SwipeProperty] = SwipeProperty.allCases
    /// The seed of the run; case `i` is generated from it alone.
    public var seed: Seed = PropertySuite.defaultSeed
    /// 10,000 by default: the runner checks every property on each case, and at
    /// 1/10 of the cases landing on each threshold this gives each boundary about a
    /// thousand visits; `fuzz --cases 100000` runs the full count.
    public var cases: Int = 10_000
    /// The number of the first case: `firstCase ..< firstCase + cases` are run.
    public var firstCase = 0
    /// The shard of the cases to run (`--shard`).
    package var shard: Shard = .whole
    /// How long shrinking a failure may go on.
    public var budget = ShrinkBudget(maxEvaluations: 5_000, maxDuration: .seconds(60))
    /// Whether cases change the list under the finger (`SwipeGen.changingCase`,
    /// SPEC MUT); off for an implementation that does not announce `listChanges`,
    /// which then gets exactly the cases of `SwipeGen.swipeCase`.
    public var listChanges = true
    /// Which cases the implementation can run (its announced styles and features);
    /// the others are skipped, also while shrinking. All by default.
    package var filter: (@Sendable (CaseInput) -> Bool)?
    /// Called every few hundred cases with (cases done, total).
    package var progress: (@Sendable (Int, Int) -> Void)?
    /// Called while a failure shrinks, after each candidate, with (candidates
    /// evaluated, events of the smallest failing case so far): shrinking is a phase
    /// of its own, not the end of the case count.
    package var shrinkProgress: (@Sendable (Int, Int) -> Void)?
    /// Asked before each case and after a failing one; when it answers `true`
    /// the run stops there (an interrupt). A failure found as it answers `true`
    /// is no verdict: the implementation may have been stopped under the case.
    package var shouldStop: (@Sendable () -> Bool)?
    /// Maps each generated case into what the implementation can run (its
    /// announced styles and features, `CaseInput.within(_:)`), so that the run
    /// generates within the announcement instead of generating and skipping.
    /// Applied before `filter`; the identity by default.
    package var within: (@Sendable (CaseInput) -> CaseInput)?
    /// What the differential property compares: the fields the implementation's
    /// profile observes, how it shows a settle, and the design the reference
    /// follows (SPEC.md sections 9 and 10). Everything, under the default
    /// design, unless set.
    package var observing = Observing.everything
    /// The profile the implementation declares when it is not the default one
    /// (`restricted(to:profile:)`): a counterexample file carries it, so that
    /// `verify --vectors FILE` judges the case under it again.
    package var profile: Profile?
    /// The design the reference follows (SPEC.md section 9): `observing`'s, the
    /// one place it is held.
    package var design: DesignChoices {
        get { observing.design }
        set { observing.design = newValue }
    }

    /// The fixed default seed, so runs are reproducible.
    public static let defaultSeed: Seed = 0x5EED

    /// A suite of `cases` cases from `seed`, checking `properties`.
    public init(cases: Int = 10_000, seed: Seed = PropertySuite.defaultSeed, properties: [SwipeProperty] = SwipeProperty.allCases) {
        self.cases = cases
        self.seed = seed
        self.properties = properties
    }

    /// A suite that replays cases `firstCase ..< firstCase + cases` of `seed` with
    /// the given settings: the Swift replay a failing report prints,
    /// `PropertySuite(seed: 0x…, firstCase: 17, listChanges: false)`.
    public init(seed: Seed, firstCase: Int, cases: Int = 1, properties: [SwipeProperty] = SwipeProperty.allCases,
                listChanges: Bool = true) {
        self.init(cases: cases, seed: seed, properties: properties)
        self.firstCase = firstCase
        self.listChanges = listChanges
    }

    /// This suite restricted to what an implementation declares: generated cases
    /// are mapped into its announced styles and features (`CaseInput.within(_:)`)
    /// and into `profile` (`CaseInput.applying(_:)`: fixed parameters, quanta,
    /// touches inside the row); a case or a transformed case that still needs more
    /// is never sent (counted as skipped); the properties are those that hold
    /// under the profile, and the reference follows its design.
    ///
    /// ```swift
    /// let suite = PropertySuite(cases: 500).restricted(to: MySwipeList.info)
    /// ```
    package func restricted(to info: ImplementationInfo, profile: Profile = .default) -> PropertySuite {
        var suite = self
        let styles = info.styles.intersection(profile.styles)
        let features = info.features.intersection(profile.features)
        let effective = ImplementationInfo(name: info.name, version: info.version, styles: styles, features: features)
        suite.listChanges = listChanges && features.contains(.listChanges)
        suite.observing = profile.observing
        // Asked once here, not for every case: it compares the whole profile.
        let isDefault = profile.isDefault
        suite.profile = isDefault ? nil : profile
        suite.properties = properties.filter { $0.holds(under: profile) }
        suite.within = { input in
            let mapped = input.within(effective)
            return isDefault ? mapped : mapped.applying(profile) ?? mapped  // the default profile changes nothing
        }
        let design = profile.design
        let noOutput = CaseOutput(accessibility: [], observations: [])
        suite.filter = { input in
            guard isDefault || input.applying(profile) == input else { return false }  // a touch outside the row, or off the quanta
            do {
                // The reference's output adds only `rejections` to what the input
                // needs: the events are run only when that can decide.
                guard effective.supports(input.requirements(referenceOutput: noOutput)) else { return false }
                guard !effective.features.contains(.rejections) else {
                    _ = try SwipeList(rows: input.rows, design: design)
                    return true
                }
                return effective.supports(input.requirements(referenceOutput: try input.referenceOutput(design: design)))
            } catch {
                return false  // rows the reference refuses are never sent
            }
        }
        return suite
    }

    /// Checks an in-process implementation, within what its `info` announces
    /// (`restricted(to:profile:)`, unless a `within` or `filter` is set already).
    public func check<I: SwipeImplementation>(_ type: I.Type) -> PropertyReport {
        let info = I.info
        let announcesAll = info.styles == Set(ReleaseStyle.allCases) && info.features == Set(Feature.allCases)
        let suite = within == nil && filter == nil && !announcesAll ? restricted(to: info) : self
        var report = suite.check { input in
            do { return .output(try input.run(I.self)) } catch { return .threw(error) }
        }
        report.inProcessType = String(describing: I.self)
        report.replaySettings = replaySettings
        report.replayNote = replayNote
        return report
    }

    /// The arguments after `firstCase:` that give a replay this suite's settings:
    /// the properties when not all of them, and `listChanges` when off. The
    /// shrink budget changes how far a failure shrinks, not whether it fails, and
    /// the shard is replaced by the one case, so neither is repeated.
    var replaySettings: String {
        var s = ""
        if properties != SwipeProperty.allCases { s += ", properties: [" + properties.map { ".\($0)" }.joined(separator: ", ") + "]" }
        if !listChanges { s += ", listChanges: false" }
        return s
    }

    /// A comment the Swift replay ends with when the suite maps or filters its
    /// cases with closures, which a line of text cannot repeat.
    var replayNote: String {
        within != nil || filter != nil ? " // with the failing suite's `within` and `filter`" : ""
    }

    /// Checks any executor (an in-process implementation, a subprocess, a fault).
    ///
    /// Each case's input runs once and its output goes to every property. A
    /// failure is shrunk from the case as found, accepting only candidates that
    /// fail the same way (the same property, or the same kind of break), and the
    /// shrunk case is run once more before it is reported: if it no longer fails
    /// that way (an implementation that is not deterministic), the original case
    /// is reported.
    package func check(_ run: CaseExecutor) -> PropertyReport {
        let gen = caseGenerator
        let searched = search(gen: gen, indices: caseIndices) { self.verdict(properties, $0, run: run) }
        var report = PropertyReport(seed: seed, casesRun: searched.casesRun, skipped: searched.skipped, design: design, failure: nil)
        report.stoppedAt = searched.stoppedAt
        report.profile = profile
        if let found = searched.failure {
            // Shrink against the property that failed (or the same kind of break), so the minimum shows the same bug.
            report.failure = shrink(found, gen: gen, run: run) { $0.failsTheSameWay(as: found.originalFailure) }
        }
        return report
    }

    /// A failing case as the search found it: the case, its choices and its
    /// verdict (never `holds`), not shrunk.
    package typealias FoundCase = PropertyFailure<CaseInput, PropertyVerdict>

    /// Runs `verdict` on each of the run's cases that the filter accepts, in
    /// order, until a case fails and `goesOn` answers `false` for it (by default
    /// at the first failure); reports progress every 250 cases.
    ///
    /// - Returns: The failure the run stopped at (not shrunk), how many cases
    ///   ran, how many the filter left out, and the case where `shouldStop`
    ///   stopped the run, if it did: that case is not counted, and a failure
    ///   found as it answers `true` is no verdict (the implementation may have
    ///   been stopped under the case).
    func search(gen: Gen<CaseInput>, indices: [Int], goesOn: (FoundCase) -> Bool = { _ in false },
                verdict: (CaseInput) -> PropertyVerdict)
        -> (failure: FoundCase?, casesRun: Int, skipped: Int, stoppedAt: Int?) {
        var casesRun = 0
        var skipped = 0
        let filter = self.filter
        var failure: FoundCase?
        for (done, index) in indices.enumerated() {
            if shouldStop?() == true { return (nil, casesRun, skipped, index) }
            // From the first case on, so a progress display that ticks by the clock has a count to show.
            if done % 250 == 0 { progress?(done, indices.count) }
            var filteredOut = false
            let result = PropertyCheck.search(gen: gen, seed: seed, caseIndices: CollectionOfOne(index)) { (input: CaseInput) -> PropertyVerdict? in
                if let filter, !filter(input) {
                    filteredOut = true
                    return nil
                }
                return verdict(input).failure
            }
            if let found = result.failure {
                if shouldStop?() == true { return (nil, casesRun, skipped, index) }
                casesRun += result.casesRun
                if !goesOn(found) {
                    failure = found
                    break
                }
                continue
            }
            casesRun += result.casesRun
            if filteredOut { skipped += 1 }
        }
        progress?(indices.count, indices.count)
        return (failure, casesRun, skipped, nil)
    }

    /// The verdict of `checked` on `input` as `run` answers it, the reference
    /// following this suite's design; a transformed case that the filter refuses
    /// is never sent.
    package func verdict(_ checked: [SwipeProperty], _ input: CaseInput, run: CaseExecutor) -> PropertyVerdict {
        PropertyChecks.verdict(checked, input, run: run, observing: observing, admits: filter)
    }

    /// The properties a case that failed with `verdict` is checked against again
    /// while it shrinks: the one that failed, or every property for a break.
    package func propertiesChecked(after verdict: PropertyVerdict) -> [SwipeProperty] {
        if case let .fails(property, _) = verdict { return [property] }
        return properties
    }

    /// The property a failure with `verdict` names: the one that failed; for a
    /// break, the first property checked.
    func failingProperty(_ verdict: PropertyVerdict) -> SwipeProperty {
        propertiesChecked(after: verdict).first ?? .differential
    }

    /// The generator of the run's cases: with or without list changes, mapped by `within`.
    var caseGenerator: Gen<CaseInput> {
        let unrestricted = listChanges ? SwipeGen.changingCase : SwipeGen.swipeCase
        return within.map { within in unrestricted.map(within) } ?? unrestricted
    }

    /// The indices of the run's cases: `firstCase ..< firstCase + cases` within the shard.
    var caseIndices: [Int] { (firstCase..<(firstCase + cases)).filter { shard.contains($0) } }

    /// Shrinks `found`, accepting only candidates whose verdict `failsTheSameWay`
    /// accepts, without running the case as found again; then simplifies the
    /// shrunk case's structure and runs it once more before it is reported (when
    /// it no longer fails that way, the case as found is reported, flagged).
    func shrink(_ found: FoundCase, gen: Gen<CaseInput>, run: CaseExecutor,
                failsTheSameWay: (PropertyVerdict) -> Bool) -> PropertyReport.Failure {
        let filter = self.filter
        let checked = propertiesChecked(after: found.originalFailure)
        // Fewer choices can mean more events (a gesture of more samples); a
        // candidate with more events than the smallest failing case so far
        // counts as passing, so the event count never grows while shrinking.
        var fewestEvents = found.originalValue.events.count
        var evaluations = 0
        let shrinkProgress = self.shrinkProgress
        shrinkProgress?(0, fewestEvents)
        // After a stop signal no candidate is run (the implementation was
        // stopped: its answers are no verdict), so shrinking ends at once with
        // the smallest case that failed before it, with that case's verdict.
        var interrupted = shouldStop?() == true
        var smallestVerdict = found.originalFailure
        let shrunk = PropertyCheck.shrink(found, gen: gen, budget: budget) { (input: CaseInput) -> PropertyVerdict? in
            if interrupted || shouldStop?() == true {
                interrupted = true
                return nil
            }
            evaluations += 1
            if evaluations % 10 == 0 { shrinkProgress?(evaluations, fewestEvents) }
            if let filter, !filter(input) { return nil }
            guard input.events.count <= fewestEvents else { return nil }
            let verdict = self.verdict(checked, input, run: run)
            if shouldStop?() == true {
                interrupted = true
                return nil
            }
            guard failsTheSameWay(verdict) else { return nil }
            fewestEvents = input.events.count
            smallestVerdict = verdict
            return verdict
        }
        var shrunkInput = shrunk.shrunkValue
        if interrupted {
            return PropertyReport.Failure(
                property: failingProperty(smallestVerdict), verdict: smallestVerdict, caseIndex: found.caseIndex, original: found.originalValue,
                shrunk: shrunkInput, message: smallestVerdict.message ?? "", shrinkEvaluations: evaluations,
                exhaustedBudget: false, shrunkChoices: shrunk.shrunkChoices, shrunkCaseFailedAgain: false,
                shrinkPassStatistics: shrunk.shrinkPassStatistics, shrinkInterrupted: true)
        }
        var verdict = self.verdict(checked, shrunkInput, run: run)
        let confirmed = failsTheSameWay(verdict)
        if !confirmed {
            shrunkInput = found.originalValue
            verdict = found.originalFailure
        }
        var simplifier = CaseSimplifier(budget: Self.simplificationBudget)
        if confirmed {
            // Events after the failure, rows, declarations and actions it does not
            // need, parameters off their defaults and a mirrored orientation only
            // make the case longer to read (for the differential property: nothing
            // after the first differing observation).
            let simplified = simplifier.simplify(shrunkInput) { candidate in
                if let filter, !filter(candidate) { return false }
                return failsTheSameWay(self.verdict(checked, candidate, run: run))
            }
            // Run once more, as the shrunk case was: only a case that fails again is reported.
            let again = simplified == shrunkInput ? verdict : self.verdict(checked, simplified, run: run)
            if failsTheSameWay(again) {
                shrunkInput = simplified
                verdict = again
            }
        }
        return PropertyReport.Failure(
            property: failingProperty(verdict), verdict: verdict, caseIndex: found.caseIndex, original: found.originalValue,
            shrunk: shrunkInput, message: verdict.message ?? "", shrinkEvaluations: shrunk.shrinkEvaluations + simplifier.evaluations,
            exhaustedBudget: shrunk.exhaustedBudget || simplifier.exhaustedBudget,
            shrunkChoices: confirmed ? shrunk.shrunkChoices : found.originalChoices, shrunkCaseFailedAgain: confirmed,
            shrinkPassStatistics: shrunk.shrinkPassStatistics, simplifierPassStatistics: simplifier.passStatistics)
    }
}

extension PropertySuite {
    /// The most property evaluations ``CaseSimplifier`` spends on a shrunk case.
    package static let simplificationBudget = 2000
}

extension CaseInput {
    /// The requirement ids this case exercises, read off the reference's
    /// behaviour on it under `design` as for the generated vectors
    /// (`ExercisedRequirements`); none when the reference refuses its rows.
    package func exercisedRequirements(design: DesignChoices) -> [RequirementID] {
        guard let output = try? referenceOutput(design: design) else { return [] }
        let cited = ExercisedRequirements.classify(self, output)
        let choices = (try? ExercisedRequirements.designChoices(self, expected: output, under: design)) ?? []
        return cited + choices.filter { !cited.contains($0) }
    }

    /// This shrunk case as a vector file: the reference's observations under
    /// `design` as its expectations, the requirements it exercises cited.
    ///
    /// A failure of a metamorphic relation (`failedRelation`) compared this
    /// case with a transformed one: the file holds both, the transformed case
    /// as a second vector (`ID-related`), each with the reference's
    /// observations, so that `verify` of the file fails on an implementation
    /// that fails the relation (``PropertyChecks/relatedCase(_:_:_:)``).
    package func counterexampleFile(id: String, name: String, area: String, foundBy: String, description: String,
                                    design: DesignChoices, profile: Profile? = nil,
                                    failedRelation: SwipeProperty? = nil) throws(ConfigurationError) -> VectorFile {
        var cases = [VectorCase(id: id, description: description, requirements: exercisedRequirements(design: design), input: self, design: design)]
        if let property = failedRelation,
           let related = PropertyChecks.relatedCase(property, self, try referenceOutput(design: design)) {
            cases.append(VectorCase(id: id + "-related", description: "\(id) as the \(property.rawValue) relation transformed it "
                                    + "(\(related.label)); the relation compares the two runs",
                                    requirements: related.input.exercisedRequirements(design: design), input: related.input, design: design))
        }
        return VectorFile(name: name, area: area, description: "A shrunk counterexample found by \(foundBy)", cases: cases, profile: profile)
    }
}

/// The outcome of a property run: a readable description with the seed, the case
/// number, the shrunk case as a timeline, and the case as a ready-to-save vector.
public struct PropertyReport: Sendable, CustomStringConvertible {
    /// The first failing case, before and after shrinking.
    public struct Failure: Sendable {
        /// The property that failed; for a break, the first property checked.
        public var property: SwipeProperty
        /// How the shrunk case failed: a property, or a kind of break.
        package var verdict: PropertyVerdict
        /// The index of the failing case in the run (rerun it with the same seed).
        public var caseIndex: Int
        /// The case as generated.
        public var original: CaseInput
        /// The shortest failing case the shrinker found.
        public var shrunk: CaseInput
        /// The property's failure message on the shrunk case.
        public var message: String
        /// How many candidate cases shrinking evaluated.
        package var shrinkEvaluations: Int
        /// Whether shrinking, or the structural simplification after it, stopped at
        /// its budget (the case may shrink further).
        package var exhaustedBudget: Bool
        /// The choice sequence the engine shrank to: it generates the case that
        /// `CaseSimplifier` then simplified into `shrunk`.
        package var shrunkChoices: ChoiceSequence
        /// Whether the shrunk case failed the same way when run once more before
        /// the report; when not, `shrunk` is the original case.
        package var shrunkCaseFailedAgain: Bool
        /// What each pass of the shrinker did while shrinking the case (see
        /// `ShrinkResult.passStatistics`), one entry per `ShrinkPass`.
        package var shrinkPassStatistics: [ShrinkPassStatistics] = []
        /// What each pass of the case simplifier did after the shrinker (see
        /// `CaseSimplifier.passStatistics`), one entry per `CaseSimplifier.Pass`;
        /// zeros when the shrunk case did not fail again and was not simplified.
        package var simplifierPassStatistics: [CaseSimplifier.PassStatistics] = []
        /// Whether a stop signal (`PropertySuite.shouldStop`) ended shrinking:
        /// `shrunk` is then the smallest case that failed this way before it
        /// (the case as found, at worst), not run again on its own.
        package var shrinkInterrupted = false

        /// What failed, as a report opens: `property P failed`, or for a break
        /// `the implementation gave no checkable output (KIND)`.
        package var summary: String {
            if case let .broken(kind, _) = verdict { return "the implementation gave no checkable output (\(kind.rawValue))" }
            return "property \(property.rawValue) failed"
        }
    }

    /// The seed of the run.
    public var seed: Seed
    /// How many cases ran (up to and including a failing one).
    public var casesRun: Int
    /// Cases the filter left out (not supported by the implementation).
    public var skipped = 0
    /// The design the reference followed (SPEC.md section 9): the expectations of
    /// the printed timeline and vector are the reference's under it.
    package var design: DesignChoices = .default
    /// The profile the run was judged under, when not the default one: the
    /// counterexample file carries it (`vectorFile(name:)`).
    package var profile: Profile?
    /// The first failure, or `nil` when every property held.
    public var failure: Failure?
    /// The case at which `PropertySuite.shouldStop` stopped the run, unchecked:
    /// the run resumes there. `nil` when the run was not stopped.
    package var stoppedAt: Int?
    /// The name of the Swift type checked in process, if it was: its failures
    /// print a Swift replay, since the tool's command would run the built-in
    /// reference instead of that type.
    package var inProcessType: String?
    /// The arguments the Swift replay repeats after `firstCase:` so that, pasted
    /// into a test, it runs with the failing suite's settings (empty for the defaults).
    package var replaySettings = ""
    /// A Swift comment after the replay, for settings it cannot repeat (closures).
    package var replayNote = ""
    /// The command that replays the failing case, as the tool that ran the
    /// suite prints it (`swipe-conformance fuzz --impl '…' --seed … --first-case 17
    /// --cases 1`): made by the tool from its own command line, so that it runs
    /// the same implementation the same way. `nil` when the suite did not run
    /// from the command line (a Swift type in process prints its Swift replay).
    package var replayCommand: String?

    /// Whether every property held on every case.
    public var isSuccess: Bool { failure == nil }

    /// The requirement ids the shrunk case exercises, read off the reference's
    /// behaviour on it as for the generated vectors (`ExercisedRequirements`),
    /// not the ids of the property that failed.
    public var citedRequirements: [RequirementID] {
        failure?.shrunk.exercisedRequirements(design: design) ?? []
    }

    /// The shrunk case as a vector (expected = the reference's observations).
    package func vectorFile(name: String = "fuzz-failure.json") throws(ConfigurationError) -> VectorFile? {
        guard let f = failure else { return nil }
        return try f.shrunk.counterexampleFile(
            id: "fuzz-\(seed)-\(f.caseIndex)-\(f.property.rawValue)", name: name, area: "fuzz",
            foundBy: inProcessType.map { "PropertySuite on \($0)" } ?? "swipe-conformance fuzz",
            description: "found by \(f.property.rawValue) (seed \(seed), case \(f.caseIndex)): \(f.message)", design: design,
            profile: profile, failedRelation: f.verdict.failedProperty)
    }

    /// The Swift line that replays the failing case on `type` with the suite's
    /// settings and records an issue at the line it is pasted on:
    /// `PropertySuite(seed: 0x…, firstCase: 41).expectConformance(of: MySwipeList.self)`.
    package func swiftReplay(_ type: String) -> String {
        "PropertySuite(seed: 0x\(seed), firstCase: \(failure?.caseIndex ?? 0)\(replaySettings)).expectConformance(of: \(type).self)\(replayNote)"
    }

    /// What a report says of a failure whose shrinking a stop signal ended.
    package static let shrinkInterruptedNote = "shrinking interrupted: the smallest case that failed before the interrupt, not run again on its own"

    /// The summary, and for a failure its seed and case number with the
    /// replay (`replayCommand`, or the Swift replay of a type checked in
    /// process), the shrunk case as a timeline and as a vector.
    public var description: String {
        guard let f = failure else {
            return "all properties held for \(Describe.count(casesRun - skipped, "case")) (seed \(seed)); \(skipped) skipped "
                + "(they need a style, feature or touch the implementation does not declare)"
        }
        var s = "\(f.summary); the shrunk case exercises [\(citedRequirements.joined(separator: ", "))]\n"
        if let type = inProcessType {
            s += "  seed \(seed), case \(f.caseIndex); replay it in a test, where it fails the same way at that line:\n"
            s += "    \(swiftReplay(type))\n"
        } else if let replayCommand {
            s += "  seed \(seed), case \(f.caseIndex) (replay: \(replayCommand))\n"
        } else {
            s += "  seed \(seed), case \(f.caseIndex)\n"
        }
        s += "  shrunk from \(f.original.events.count) to \(Describe.count(f.shrunk.events.count, "event")) in \(Describe.count(f.shrinkEvaluations, "evaluation"))"
        s += f.shrinkInterrupted ? " (\(Self.shrinkInterruptedNote))\n" : f.exhaustedBudget ? " (budget exhausted: smallest found so far)\n" : "\n"
        if !f.shrunkCaseFailedAgain && !f.shrinkInterrupted {
            s += "  the shrunk case did not fail the same way when run again (is the implementation deterministic?): the original case is shown\n"
        }
        s += "  \(f.message)\n"
        if let expected = try? f.shrunk.referenceOutput(design: design) {
            s += "  reference timeline of the shrunk case:\n"
            s += Describe.timeline(f.shrunk, expected: expected).split(separator: "\n").map { "    " + $0 }.joined(separator: "\n") + "\n"
        }
        do {
            if let file = try vectorFile() { s += "  as a vector file:\n" + file.text() }
        } catch {
            s += "  not written as a vector file: the reference refuses its rows (\(error))\n"
        }
        return s
    }
}
