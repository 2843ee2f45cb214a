import Dispatch
import Foundation
import PropertyEngine
import StrictJSON
import SwipeConformance
import SwipeFaults

extension Bench {
    /// `bench shrink-quality`: the property runner against every faulty
    /// implementation of the catalog, and the toy property, from many seeds.
    enum ShrinkQuality: ToolCommand {
        static let name = "shrink-quality"
        static let summary = "how small and stable the fault catalog's shrunk cases are; passes"
        static let help = """
        swipe-conformance bench shrink-quality — measure shrink quality over the fault catalog

        \(OptionHelp.usage("bench shrink-quality", options))
        Build with -c release: swift run -c release swipe-conformance bench shrink-quality …

        Runs the property runner against every faulty implementation of the catalog from
        --seeds N seeds and reports, per fault, how many distinct final counterexamples came
        out (1 is ideal), the mean number of property evaluations spent shrinking, and the
        final event count against the smallest final case seen for that fault over all
        seeds. It uses every core. Then which passes did the work, over all faults and
        seeds: the evaluations each pass of the shrinker spent and the improvements it
        made, then the same for each pass of the case simplifier that runs after it.
        Last, it shrinks a toy property (ShrinkToy: a sum checked with > where >= is right
        at 50) from the same seeds, and the same property with Hypothesis
        (Benchmarks/hypothesis_toy.py, if python3 and Hypothesis are installed) side by side.

        \(OptionHelp.section(options))

        \(ExitCode.helpSection(exitCodes))
        """

        static let exitCodes: [ExitCode: String] = [
            .success: "the report was printed (and written to --out)",
            .usage: "bad usage (an unknown option or fault, an unwritable --out path)",
        ]

        static let options: [any CommandOption] = [seeds, faults, finalsFlag, out, Option.force]

        static func run(_ args: [String], _ out: any TextStream, _ err: any TextStream) throws -> ExitCode {
            let parsed = try ParsedArguments(args, command: "bench shrink-quality", options: options)
            try parsed.expectNoPositionals()
            let planned = try plannedOutput(parsed, err)
            defer { planned.outputs.endUnlessWritten() }
            let faultNames = try parsed.value(faults)
            var chosenFaults = FaultCatalog.all
            if !faultNames.isEmpty {
                chosenFaults = try faultNames.map { name throws(UsageError) in
                    guard let fault = FaultCatalog.named(name) else {
                        throw Faults.unknown(name, command: "bench shrink-quality")
                    }
                    return fault
                }
            }
            warnIfDebug("bench shrink-quality", err)
            let listsEveryFinal = try parsed.value(finalsFlag)
            var command = parsed.isGiven(faults) ? " \(faults.spec.flag) \(faultNames.joined(separator: ","))" : ""
            if listsEveryFinal { command += " \(finalsFlag.spec.flag)" }
            let text = shrinkQuality(seeds: try parsed.value(seeds), faults: chosenFaults, listsEveryFinal: listsEveryFinal, command: command, err: err)
            return try emit(text, to: planned, out, command: "bench shrink-quality")
        }
    }

    /// What the runs of one fault gave.
    struct FaultQuality: Sendable {
        var found = 0
        /// How often each final came out, keyed by its JSON text (rows, then
        /// events): NaN is one value there, while `CaseInput`'s `==` holds NaN
        /// unequal to itself and would count every final with a NaN as new.
        var finals: [String: Int] = [:]
        /// One final of each text, to describe the most frequent one.
        var examples: [String: CaseInput] = [:]
        var evaluations: [Int] = []
        var events: [Int] = []
        var casesToFind: [Int] = []
        var exhausted = 0
        /// What each pass of the shrinker did, summed over the runs.
        var passes = ShrinkPass.allCases.map(ShrinkPassStatistics.init(pass:))
        /// What each pass of the case simplifier did, summed over the runs.
        var simplifierPasses = CaseSimplifier.Pass.allCases.map(CaseSimplifier.PassStatistics.init(pass:))
    }

    /// The shrink-quality report: every fault of `faults` from `seeds` seeds,
    /// then the toy property; `command` is what follows `--seeds N` in the
    /// command line the report names.
    static func shrinkQuality(seeds: Int, faults: [FaultyImplementation], listsEveryFinal: Bool, command: String, err: any TextStream) -> String {
        let results = Locked([FaultQuality](repeating: FaultQuality(), count: faults.count))
        let done = Locked(0)
        let log = Locked(err)
        let jobs = faults.count * seeds
        let start = ContinuousClock.now
        DispatchQueue.concurrentPerform(iterations: jobs) { job in
            let f = job / seeds, seed = job % seeds
            var suite = PropertySuite(cases: FaultCatalogBudget.cases, seed: Seed(UInt64(seed + 1)))
            suite.listChanges = faults[f].features.contains(.listChanges)
            suite.budget = ShrinkBudget(maxEvaluations: FaultCatalogBudget.shrinkEvaluations, maxDuration: .seconds(60))
            let report = suite.check(faults[f].executor)
            results.withLock { r in
                guard let failure = report.failure else { return }
                r[f].found += 1
                let text = JSONWriter.write(.array(failure.shrunk.rows.map(Codec.encode) + failure.shrunk.events.map(Codec.encode)), style: .compact)
                r[f].finals[text, default: 0] += 1
                if r[f].examples[text] == nil { r[f].examples[text] = failure.shrunk }
                r[f].evaluations.append(failure.shrinkEvaluations)
                r[f].events.append(failure.shrunk.events.count)
                r[f].casesToFind.append(failure.caseIndex + 1)
                if failure.exhaustedBudget { r[f].exhausted += 1 }
                for (index, statistics) in failure.shrinkPassStatistics.enumerated() { r[f].passes[index].add(statistics) }
                for (index, statistics) in failure.simplifierPassStatistics.enumerated() { r[f].simplifierPasses[index].add(statistics) }
            }
            let n = done.withLock { d -> Int in d += 1; return d }
            if n % 50 == 0 || n == jobs { log.withLock { $0.write("bench: shrink quality \(n)/\(jobs)\n") } }
        }
        let elapsed = seconds(ContinuousClock.now - start)
        let q = results.withLock { $0 }
        func mean(_ xs: [Int]) -> String { xs.isEmpty ? "–" : Describe.fixed(Double(xs.reduce(0, +)) / Double(xs.count), 1) }
        var s = "# Shrink quality\n\n"
        s += "Generated by `swift run -c release swipe-conformance bench shrink-quality --seeds \(seeds)\(command)` (\(environment()), \(Describe.fixed(elapsed, 0)) s).\n\n"
        s += "For each faulty implementation of the catalog (`Sources/SwipeFaults/FaultCatalog+GROUP.swift`), the property runner "
        s += "ran from seeds 1…\(seeds), up to \(FaultCatalogBudget.cases) cases each, and shrank the first failure with a budget of "
        s += "\(FaultCatalogBudget.shrinkEvaluations) property evaluations, then simplified the case by its structure with a budget of "
        s += "\(PropertySuite.simplificationBudget) more. *Distinct finals*: how many different final counterexamples "
        s += "came out (1 is ideal). *Shrink evaluations*: the mean number of property evaluations spent shrinking. *Final events*: the mean "
        s += "and largest event count of the final case, against the smallest final case seen for that fault over all seeds "
        s += "(*minimal known*). *Budget out*: runs whose shrinking or simplifying stopped at its budget.\n\n"
        s += "| fault | requirement | found | distinct finals | cases to find (mean) | shrink evaluations (mean) | final events mean / max | minimal known | budget out |\n"
        s += "|---|---|---|---|---|---|---|---|---|\n"
        var atMinimum = 0, runs = 0, exhausted = 0
        var distinctCounts: [Int] = []
        for (f, fault) in faults.enumerated() {
            let r = q[f]
            let minimal = r.events.min()
            distinctCounts.append(r.finals.count)
            atMinimum += r.events.filter { $0 == minimal }.count
            runs += r.events.count
            exhausted += r.exhausted
            s += "| \(fault.name) | \(fault.requirement) | \(r.found)/\(seeds) | \(r.finals.count) | \(mean(r.casesToFind)) | \(mean(r.evaluations)) | "
            s += "\(mean(r.events)) / \(r.events.max().map(String.init) ?? "–") | \(minimal.map(String.init) ?? "–") | \(r.exhausted) |\n"
        }
        distinctCounts.sort()
        let median = distinctCounts.isEmpty ? 0 : distinctCounts[distinctCounts.count / 2]
        s += "\nOver all \(Describe.count(faults.count, "fault")): \(Describe.count(runs, "counterexample")), \(atMinimum) "
        s += "(\(runs == 0 ? 0 : atMinimum * 100 / runs)%) at the minimal known event count; \(Describe.count(distinctCounts.reduce(0, +), "distinct final")), "
        s += "median \(median) per fault, largest \(distinctCounts.last ?? 0), \(Describe.count(distinctCounts.filter { $0 > 10 }.count, "fault")) above 10; "
        s += "\(Describe.count(exhausted, "run")) stopped at the budget.\n"
        var passes = ShrinkPass.allCases.map(ShrinkPassStatistics.init(pass:))
        var simplifierPasses = CaseSimplifier.Pass.allCases.map(CaseSimplifier.PassStatistics.init(pass:))
        for r in q {
            for (index, statistics) in r.passes.enumerated() { passes[index].add(statistics) }
            for (index, statistics) in r.simplifierPasses.enumerated() { simplifierPasses[index].add(statistics) }
        }
        s += "\n## Which passes did the work\n\n"
        s += "Over all \(runs) counterexamples of the faults, what each pass of the shrinker (`ShrinkPass`, in the order it "
        s += "runs them) spent and gained while the engine shrank the choices.\n\n" + passTable(passes)
        s += "\nThen what each pass of the case simplifier (`CaseSimplifier.Pass`, in the order of its table) spent and gained "
        s += "on the shrunk cases: `shortestPrefix` runs once, first; the structural passes run in rounds; `lowerNumbers` "
        s += "ends a round in which no structural pass worked. *Kept*: the candidates that became the case.\n\n"
        s += simplifierPassTable(simplifierPasses)
        s += "\n## The most frequent final of each fault\n\n"
        s += "The counterexample a user most often sees for each fault, as `explain` prints it (rows, then events), with how many "
        s += "of the runs ended at it.\n\n"
        for (f, fault) in faults.enumerated() {
            let r = q[f]
            // Most frequent first; ties go to the first in text order, so the report is reproducible.
            let byFrequency = r.finals.sorted { ($0.value, $1.key) > ($1.value, $0.key) }
            guard let (text, count) = byFrequency.first, let input = r.examples[text] else { continue }
            s += "`\(fault.name)` (\(count) of \(r.found)):\n\n" + listing(input)
            if listsEveryFinal {
                for (text, count) in byFrequency.dropFirst() {
                    guard let input = r.examples[text] else { continue }
                    s += "also (\(count) of \(r.found)):\n\n" + listing(input)
                }
            }
        }
        s += toyQuality(seeds: seeds, err: err)
        return s
    }

    /// A case as a Markdown code block: its rows, then its events.
    static func listing(_ input: CaseInput) -> String {
        var s = "```\n"
        for (i, row) in input.rows.enumerated() { s += "row \(i): \(Describe.rowConfiguration(row))\n" }
        for (i, e) in input.events.enumerated() { s += "\(String(i).leftPadded(to: 3))  \(Describe.event(e))\n" }
        return s + "```\n\n"
    }

    /// The toy property of ``ShrinkToy`` shrunk from `seeds` seeds by this engine and, side
    /// by side in the same run, by Hypothesis (`Benchmarks/hypothesis_toy.py`, if Python
    /// and Hypothesis are installed).
    static func toyQuality(seeds: Int, err: any TextStream) -> String {
        err.write("bench: shrink quality of the toy property…\n")
        var s = "\n## The toy property, against Hypothesis\n\n"
        s += "A list of 1 to 40 integers in -40…40 whose sum is checked with `>` where `>=` is right at 50, so it fails "
        s += "exactly at a sum of 50 (`ShrinkToy`); the sign-symmetric variant also fails at -50. The minimal "
        s += "counterexample is [10, 40]. Each engine ran from seeds 1…\(seeds) until the first failure and shrank it; "
        s += "*property calls* are the calls spent shrinking.\n\n"
        s += "| property (engine) | found | at [10, 40] | distinct finals | property calls mean / max |\n|---|---|---|---|---|\n"
        var toyPasses: [(name: String, passes: [ShrinkPassStatistics])] = []
        for (name, property) in [("toy: sum checked with >", ShrinkToy.boundary), ("toy: sign-symmetric", ShrinkToy.signSymmetric)] {
            var finals: [[Int]] = []
            var calls: [Int] = []
            var passes = ShrinkPass.allCases.map(ShrinkPassStatistics.init(pass:))
            for seed in 1...seeds {
                let result = PropertyCheck.run(gen: ShrinkToy.gen, seed: Seed(UInt64(seed)), cases: 100_000, property: property)
                guard let failure = result.failure else { continue }
                finals.append(failure.shrunkValue)
                calls.append(failure.shrinkEvaluations)
                for (index, statistics) in failure.shrinkPassStatistics.enumerated() { passes[index].add(statistics) }
            }
            toyPasses.append((name, passes))
            let minimal = finals.filter { $0 == ShrinkToy.minimal }.count
            let mean = calls.isEmpty ? 0 : Double(calls.reduce(0, +)) / Double(calls.count)
            s += "| \(name) (swipe-conformance) | \(finals.count)/\(seeds) | \(minimal)/\(finals.count) | \(Set(finals).count) | "
            s += "\(Describe.fixed(mean, 1)) / \(calls.max() ?? 0) |\n"
        }
        s += hypothesisToyRows(seeds: seeds, err: err)
        for (name, passes) in toyPasses {
            s += "\nThe passes of this engine on the \(name):\n\n" + passTable(passes)
        }
        return s
    }

    /// A Markdown table of what each pass of the shrinker spent and gained:
    /// evaluations (with their share of all), improvements, and the choices they
    /// removed and lowered.
    static func passTable(_ passes: [ShrinkPassStatistics]) -> String {
        statisticsTable(passes.map { ($0.pass.rawValue, $0.evaluations, $0.improvements, $0.choicesRemoved, $0.choicesLowered) },
                        columns: "| pass | evaluations | share | improvements | choices removed | choices lowered |")
    }

    /// A Markdown table of what each pass of the case simplifier spent and gained:
    /// evaluations (with their share of all), candidates kept, and the events and
    /// rows they removed.
    static func simplifierPassTable(_ passes: [CaseSimplifier.PassStatistics]) -> String {
        statisticsTable(passes.map { ($0.pass.rawValue, $0.evaluations, $0.improvements, $0.eventsRemoved, $0.rowsRemoved) },
                        columns: "| pass | evaluations | share | kept | events removed | rows removed |")
    }

    /// One row per pass under `columns`: its name, its evaluations and their share
    /// of all, then its three counts.
    static func statisticsTable(_ rows: [(pass: String, evaluations: Int, kept: Int, first: Int, second: Int)], columns: String) -> String {
        let total = rows.reduce(0) { $0 + $1.evaluations }
        var s = columns + "\n|---|---|---|---|---|---|\n"
        for r in rows {
            let share = total == 0 ? 0 : Double(r.evaluations) * 100 / Double(total)
            s += "| \(r.pass) | \(r.evaluations) | \(Describe.fixed(share, 1))% | \(r.kept) | \(r.first) | \(r.second) |\n"
        }
        return s
    }
}
