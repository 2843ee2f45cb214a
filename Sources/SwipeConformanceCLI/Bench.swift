import SwipeConformance
import SwipeFaults
import SwipeVectorCatalog
import Dispatch
import Foundation
import PropertyEngine
import StrictJSON
import SwipeReference

enum Bench {
    static let help = """
    swipe-conformance bench — measure speed and shrink quality (build with -c release)

    \(OptionHelp.usage("bench", options))
    Build with -c release: swift run -c release swipe-conformance bench …

    The speed table puts each figure next to its baseline, measured side by side in the
    same run, and reports the ratio (these machines are shared and noisy; absolute
    figures move, ratios much less):
      - reference events per second, with observations (`handle`) and without
        (`apply`), against a trivial loop over the same events;
      - generated-and-checked cases per second (every property), against generation alone;
      - checked cases per second with each case's input run once for all properties,
        against running it once per property (the old path), in process and, like
        `fuzz --impl`, against --impl;
      - the vector corpus: load, and load plus verify against the reference;
      - protocol throughput against --impl (default: the Python example), one persistent
        process with batches against one process per case (the way toml-test drives
        implementations).

    --shrink-quality runs the property runner against every faulty implementation of the
    catalog from N seeds (default 100) and reports, per fault, how many distinct final
    counterexamples came out (1 is ideal), the mean number of property evaluations spent
    shrinking, and the final event count against the smallest final case seen for that
    fault over all seeds. It uses every core. It then shrinks a toy property (ShrinkToy: a
    sum checked with > where >= is right at 50) from the same seeds, and the same property
    with Hypothesis (Benchmarks/hypothesis_toy.py, if python3 and Hypothesis are installed)
    side by side.

    --thresholds measures how often generated cases land exactly on each threshold of
    SPEC.md, and one step either side (the generators' bias toward boundaries), then
    the share of cases carrying each input feature SPEC.md names (InputFeatures).

    \(OptionHelp.section(options))

    EXIT CODES
      0  the figures were printed (and written to --out)
      2  bad usage (conflicting options, an unwritable --out path)
      3  --impl failed its handshake
    """

    static let impl = Option.impl(help: """
        the implementation for the protocol rows
        (default: python3 Examples/python/swipe_impl.py, skipped if absent)
        """)
    static let cases = Option.cases(default: 5_000, in: 10...10_000_000, help: "cases for the reference and property rows (--thresholds: 10000 by default)")
    static let seeds = Option.integer("seeds", default: 100, in: 1...10_000, help: "seeds per fault for --shrink-quality")
    static let shrinkQualityFlag = Option.flag("shrink-quality", help: "measure shrink quality over the fault catalog instead of speed")
    static let faults = Option.faults(help: "with --shrink-quality: only these faults of the catalog (default: every fault)")
    static let finalsFlag = Option.flag("finals", help: "with --shrink-quality: list every distinct final of each fault, not only the most frequent")
    static let thresholdsFlag = Option.flag("thresholds", help: "measure the generators' threshold hits and input features instead of speed")
    static let out = Option.out(help: "also write the table as Markdown to FILE")

    /// The options of `bench`, in the order of its help.
    static let options: [any CommandOption] = [impl, cases, seeds, shrinkQualityFlag, faults, finalsFlag, thresholdsFlag, out, Option.force]

    static func run(_ args: [String], _ out: any TextStream, _ err: any TextStream) throws -> Int32 {
        let parsed = try ParsedArguments(args, command: "bench", options: options)
        try parsed.expectNoPositionals()
        let outFile = try parsed.value(Self.out)
        var plan = OutputPlan(command: "bench", force: try parsed.value(Option.force))
        plan.write(outFile)
        try plan.check()
        let thresholds = try parsed.value(thresholdsFlag), measuresShrinkQuality = try parsed.value(shrinkQualityFlag)
        // One mode per run; an option of another mode is a mistake, not something to ignore.
        if thresholds && measuresShrinkQuality {
            throw UsageError("bench: give \(thresholdsFlag.spec.flag) or \(shrinkQualityFlag.spec.flag), not both")
        }
        if parsed.isGiven(seeds) && !measuresShrinkQuality {
            throw UsageError("bench: \(seeds.spec.flag) goes with \(shrinkQualityFlag.spec.flag)")
        }
        for option: any CommandOption in [faults, finalsFlag] where parsed.isGiven(option) && !measuresShrinkQuality {
            throw UsageError("bench: \(option.spec.flag) goes with \(shrinkQualityFlag.spec.flag)")
        }
        let faultNames = try parsed.value(faults)
        var chosenFaults = FaultCatalog.all
        if !faultNames.isEmpty {
            chosenFaults = try faultNames.map { name throws(UsageError) in
                guard let fault = FaultCatalog.named(name) else {
                    throw UsageError("bench: unknown fault \"\(name)\"; list them with `swipe-conformance fuzz \(faults.spec.flag) list`")
                }
                return fault
            }
        }
        let implCommand = try parsed.value(impl)
        if implCommand != nil && (thresholds || measuresShrinkQuality) {
            throw UsageError("bench: \(impl.spec.flag) goes with the speed benchmark, not with \(thresholdsFlag.spec.flag) or \(shrinkQualityFlag.spec.flag)")
        }
        if parsed.isGiven(cases) && measuresShrinkQuality {
            throw UsageError("bench: \(cases.spec.flag) does not go with \(shrinkQualityFlag.spec.flag) (it takes \(seeds.spec.flag))")
        }
        if let impl = implCommand {
            // An implementation that cannot shake hands fails the run (exit 3), as in verify.
            do {
                var driver = try SubprocessDriver(command: impl, timeout: 30)
                driver.finish()
            } catch {
                err.write("bench: \(error)\n")
                return ExitCode.protocolBroken
            }
        }
        #if DEBUG
        err.write("bench: this is a debug build; figures are not representative (use swift run -c release swipe-conformance bench)\n")
        #endif
        let text: String
        if thresholds {
            let cases = parsed.isGiven(cases) ? try parsed.value(cases) : 10_000
            text = "# Threshold hits of the gesture generator\n\nGenerated by `swipe-conformance bench --thresholds --cases \(cases)` "
                + "(seed \(PropertySuite.defaultSeed)). A case counts once per threshold.\n\n" + ThresholdStats.measure(cases: cases).description
                + "\n# Input features of the gesture generator\n\nThe share of the same cases that carry each input SPEC.md names.\n\n"
                + InputFeatures.measure(cases: cases).description
        } else if measuresShrinkQuality {
            let seeds = try parsed.value(seeds)
            let listsEveryFinal = try parsed.value(finalsFlag)
            var command = parsed.isGiven(faults) ? " \(faults.spec.flag) \(faultNames.joined(separator: ","))" : ""
            if listsEveryFinal { command += " \(finalsFlag.spec.flag)" }
            text = shrinkQuality(seeds: seeds, faults: chosenFaults, listsEveryFinal: listsEveryFinal, command: command, err: err)
        } else {
            let cases = try parsed.value(cases)
            var impl = implCommand
            if impl == nil, FileManager.default.fileExists(atPath: "Examples/python/swipe_impl.py") {
                impl = "python3 Examples/python/swipe_impl.py"
            }
            text = speed(cases: cases, impl: impl, err: err)
        }
        out.write(text)
        if let outFile {
            try outFile.write(text)
            out.write("bench: wrote \(outFile.path)\n")
        }
        return ExitCode.success
    }

    static func seconds(_ d: Duration) -> Double {
        Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18
    }

    /// The best of `repeats` timings of `body` (the least disturbed by other load).
    static func best(_ repeats: Int = 3, _ body: () -> Void) -> Double {
        var best = Double.infinity
        for _ in 0..<repeats {
            let start = ContinuousClock.now
            body()
            best = min(best, seconds(ContinuousClock.now - start))
        }
        return best
    }

    static func rate(_ n: Double, _ s: Double) -> String {
        let r = n / s
        if r >= 1e6 { return String(format: "%.2f M/s", r / 1e6) }
        if r >= 1e3 { return String(format: "%.1f k/s", r / 1e3) }
        return String(format: "%.1f /s", r)
    }

    static func environment() -> String {
        #if DEBUG
        let build = "debug"
        #else
        let build = "release"
        #endif
        return "swipe-conformance \(SwipeConformanceVersion.string), \(build) build, \(ProcessInfo.processInfo.activeProcessorCount) cores"
    }

    // MARK: Speed

    static func speed(cases: Int, impl: String?, err: any TextStream) -> String {
        var rows: [[String]] = []
        // Inputs, generated before any timing.
        let inputs: [CaseInput] = (0..<cases).map { i in
            var source = ChoiceSource(seed: Seed(0xBE_7C4).forCase(i))
            return SwipeGen.swipeCase.generate(&source)
        }
        let events = Double(inputs.reduce(0) { $0 + $1.events.count })

        err.write("bench: reference model…\n")
        var sink = 0.0
        let baseline = best {
            for input in inputs {
                for e in input.events { sink += trivial(e) }
            }
        }
        let reference = best {
            for input in inputs {
                guard var list = try? SwipeList(rows: input.rows) else { continue }
                for e in input.events { sink += list.handle(e).rows[0].offset }
            }
        }
        let outcomes = best {
            for input in inputs {
                guard var list = try? SwipeList(rows: input.rows) else { continue }
                for e in input.events { sink += Double(list.apply(e).performed.count) }
            }
        }
        rows.append(["reference model: events, `handle` (with observations)", rate(events, reference),
                     "trivial loop over the same events: \(rate(events, baseline))",
                     String(format: "%.1f× the loop's time", reference / baseline)])
        rows.append(["reference model: events, `apply` (no observations)", rate(events, outcomes),
                     "trivial loop over the same events: \(rate(events, baseline))",
                     String(format: "%.1f× the loop's time", outcomes / baseline)])

        err.write("bench: property runner…\n")
        let checkedCount = min(cases, 2_000)
        let generation = best {
            for i in 0..<checkedCount {
                var s = ChoiceSource(seed: PropertySuite.defaultSeed.forCase(i))
                sink += Double(SwipeGen.swipeCase.generate(&s).events.count)
            }
        }
        let checked = best(1) { _ = PropertySuite(cases: checkedCount).check(SwipeList.self) }
        rows.append(["generated and checked cases (all \(SwipeProperty.allCases.count) properties)", rate(Double(checkedCount), checked),
                     "generation alone: \(rate(Double(checkedCount), generation))", String(format: "%.1f× generation's time", checked / generation)])
        var separately = PropertySuite(cases: checkedCount)
        separately.runsEachPropertySeparately = true
        let checkedSeparately = best(1) { _ = separately.check(SwipeList.self) }
        rows.append(["checked cases, the input run once for all properties", rate(Double(checkedCount), checked),
                     "run once per property (the old path): \(rate(Double(checkedCount), checkedSeparately))",
                     String(format: "%.2f× faster", checkedSeparately / checked)])

        err.write("bench: vector corpus…\n")
        // Decoded anew each time: `VectorStore.bundled()` caches its result, so timing it would time the cache.
        var corpus: [VectorFile] = []
        var loadError: VectorError?
        let load = best {
            do throws(VectorError) { corpus = try VectorStore.decodeBundled() } catch { loadError = error }
        }
        if let loadError { err.write("bench: the built-in vectors did not load: \(loadError)\n") }
        let corpusCases = corpus.reduce(0) { $0 + $1.cases.count }
        let verify = best {
            var driver = InProcessDriver<SwipeList>()
            _ = VectorRunner().run(corpus, driver: &driver)
        }
        rows.append(["vector corpus: load (\(corpusCases) cases)", String(format: "%.0f ms", load * 1000),
                     String(format: "verify against the reference, loaded: %.0f ms", verify * 1000),
                     String(format: "load + verify %.0f ms", (load + verify) * 1000)])

        if let impl {
            err.write("bench: protocol against \(impl)…\n")
            rows += protocolRows(impl: impl, err: err)
        } else {
            rows.append(["protocol", "skipped", "no --impl and no Examples/python/swipe_impl.py here", ""])
        }
        if sink == .pi { print("") }  // keeps the timed loops from being optimised away

        var s = "# swipe-conformance bench\n\n\(environment()); \(cases) generated cases (seed 0xBE7C4), \(Int(events)) events; best of 3 runs.\n\n"
        s += "| measure | figure | baseline, same run | ratio |\n|---|---|---|---|\n"
        for r in rows { s += "| " + r.joined(separator: " | ") + " |\n" }
        return s
    }

    /// A loop body that touches every number of the event and nothing else.
    @inline(never)
    static func trivial(_ e: InputEvent) -> Double {
        switch e {
        case let .down(r, x, y, t): return Double(r) + x + y + t
        case let .move(x, y, t), let .up(x, y, t): return x + y + t
        case let .cancel(t), let .advance(t): return t
        case let .open(r, _, t), let .close(r, t): return Double(r) + t
        case let .activate(r, i, t), let .moveRow(r, i, t): return Double(r + i) + t
        case let .insertRow(r, c, t), let .reloadRow(r, c, t): return Double(r) + c.width + t
        case let .deleteRow(r, t): return Double(r) + t
        }
    }

    static func protocolRows(impl: String, err: any TextStream) -> [[String]] {
        let files = (try? VectorStore.bundled()) ?? []
        let all = files.flatMap(\.cases).map { (id: $0.id, input: $0.input) }
        guard !all.isEmpty else { return [["protocol", "skipped", "no vectors", ""]] }
        let perCaseSample = Array(all.prefix(100))
        func time(_ cases: [(id: String, input: CaseInput)], batch: Int, perCase: Bool) -> (Double, Int)? {
            do {
                var driver = try SubprocessDriver(command: impl, timeout: 30, batchSize: batch, perCase: perCase)
                let start = ContinuousClock.now
                let runs = driver.run(cases)
                let s = seconds(ContinuousClock.now - start)
                driver.finish()
                let broken = runs.filter { if case .broken = $0 { return true } else { return false } }.count
                return (s, broken)
            } catch {
                err.write("bench: \(impl): \(error)\n")
                return nil
            }
        }
        guard let batched = time(all, batch: 64, perCase: false),
              let single = time(all, batch: 1, perCase: false),
              let separate = time(perCaseSample, batch: 1, perCase: true) else {
            return [["protocol", "failed", "the implementation did not start; see above", ""]]
        }
        let n = Double(all.count), m = Double(perCaseSample.count)
        let b = n / batched.0, s1 = n / single.0, p = m / separate.0
        var rows: [[String]] = []
        if let fuzz = fuzzRates(impl: impl, err: err) {
            rows.append(["`fuzz --impl` checked cases, the input run once for all properties", rate(fuzz.cases, fuzz.once),
                         "run once per property (the old path): \(rate(fuzz.cases, fuzz.separately))",
                         String(format: "%.2f× faster", fuzz.separately / fuzz.once)])
        }
        rows.append(["protocol, persistent process, batches of 64 (\(all.count) vectors)", rate(n, batched.0),
                     "one process per case (\(perCaseSample.count) vectors): \(rate(m, separate.0))", String(format: "%.0f× faster", b / p)])
        rows.append(["protocol, persistent process, one case per request", rate(n, single.0),
                     "one process per case: \(rate(m, separate.0))", String(format: "%.0f× faster", s1 / p)])
        if batched.1 + single.1 + separate.1 > 0 {
            rows.append(["protocol: broken cases", "\(batched.1 + single.1 + separate.1)", "the figures above are not valid", ""])
        }
        return rows
    }

    /// Seconds to check 200 generated cases against `impl` the way `fuzz --impl` does,
    /// with the input run once for all properties and once per property.
    static func fuzzRates(impl: String, err: any TextStream) -> (cases: Double, once: Double, separately: Double)? {
        let cases = 200
        func time(separately: Bool) -> Double? {
            do {
                let box = DriverBox(try SubprocessDriver(command: impl, timeout: 30))
                var suite = PropertySuite(cases: cases)
                suite.runsEachPropertySeparately = separately
                let start = ContinuousClock.now
                let report = suite.check(box.executor)
                let elapsed = seconds(ContinuousClock.now - start)
                box.finish()
                if let failure = report.failure {
                    err.write("bench: \(impl) failed a property, so the fuzz rate is not comparable: \(failure.message)\n")
                    return nil
                }
                return elapsed
            } catch {
                err.write("bench: \(impl): \(error)\n")
                return nil
            }
        }
        guard let once = time(separately: false), let separately = time(separately: true) else { return nil }
        return (Double(cases), once, separately)
    }

    // MARK: Shrink quality

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
    }

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
            }
            let n = done.withLock { d -> Int in d += 1; return d }
            if n % 50 == 0 || n == jobs { log.withLock { $0.write("bench: shrink quality \(n)/\(jobs)\n") } }
        }
        let elapsed = seconds(ContinuousClock.now - start)
        let q = results.withLock { $0 }
        func mean(_ xs: [Int]) -> String { xs.isEmpty ? "–" : String(format: "%.1f", Double(xs.reduce(0, +)) / Double(xs.count)) }
        var s = "# Shrink quality\n\n"
        s += "Generated by `swift run -c release swipe-conformance bench --shrink-quality --seeds \(seeds)\(command)` (\(environment()), \(String(format: "%.0f", elapsed)) s).\n\n"
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
        s += "\nOver all \(faults.count) faults: \(runs) counterexamples, \(atMinimum) (\(runs == 0 ? 0 : atMinimum * 100 / runs)%) at the "
        s += "minimal known event count; \(distinctCounts.reduce(0, +)) distinct finals, median \(median) per fault, largest \(distinctCounts.last ?? 0), "
        s += "\(distinctCounts.filter { $0 > 10 }.count) faults above 10; \(exhausted) runs stopped at the budget.\n"
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
        for (name, property) in [("toy: sum checked with >", ShrinkToy.boundary), ("toy: sign-symmetric", ShrinkToy.signSymmetric)] {
            var finals: [[Int]] = []
            var calls: [Int] = []
            for seed in 1...seeds {
                let result = PropertyCheck.run(gen: ShrinkToy.gen, seed: Seed(UInt64(seed)), cases: 100_000, property: property)
                guard let failure = result.failure else { continue }
                finals.append(failure.shrunkValue)
                calls.append(failure.shrinkEvaluations)
            }
            let minimal = finals.filter { $0 == ShrinkToy.minimal }.count
            let mean = calls.isEmpty ? 0 : Double(calls.reduce(0, +)) / Double(calls.count)
            s += "| \(name) (swipe-conformance) | \(finals.count)/\(seeds) | \(minimal)/\(finals.count) | \(Set(finals).count) | "
            s += String(format: "%.1f", mean) + " / \(calls.max() ?? 0) |\n"
        }
        s += hypothesisToyRows(seeds: seeds, err: err)
        return s
    }

    /// The rows `Benchmarks/hypothesis_toy.py` prints, or a note saying why there are none.
    static func hypothesisToyRows(seeds: Int, err: any TextStream) -> String {
        let script = "Benchmarks/hypothesis_toy.py"
        guard FileManager.default.fileExists(atPath: script) else {
            return "\n(Hypothesis not measured: \(script) not found; run bench from the package root.)\n"
        }
        err.write("bench: the toy property with Hypothesis…\n")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script, String(seeds)]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return "\n(Hypothesis not measured: could not start python3: \(error.localizedDescription).)\n"
        }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n")
        guard process.terminationStatus == 0, let version = lines.first else {
            return "\n(Hypothesis not measured: \(script) exited with status \(process.terminationStatus); is Hypothesis installed?)\n"
        }
        return lines.dropFirst().map { $0 + "\n" }.joined() + "\n\(version).\n"
    }
}

/// A value behind a lock, for the few places that collect results across threads.
final class Locked<Value>: @unchecked Sendable {
    private var value: Value
    private let lock = NSLock()
    init(_ value: Value) { self.value = value }
    func withLock<R>(_ body: (inout Value) -> R) -> R {
        lock.lock()
        defer { lock.unlock() }
        return body(&value)
    }
}
