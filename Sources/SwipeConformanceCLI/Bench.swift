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
    same run, and reports the ratio. Figures are CPU time (getrusage), which load from
    other processes on a shared machine leaves alone, where wall time swings:
      - the toy property (a list of integers, its sum checked) through the engine, against
        a raw SplitMix64 loop building the same lists, and Hypothesis on the same property
        (Benchmarks/hypothesis_toy.py --speed, if python3 and Hypothesis are installed);
      - reference events per second, with observations (`handle`) and without
        (`apply`), against a trivial loop over the same events;
      - generated-and-checked cases per second (every property), against generation alone;
      - checked cases per second with each case's input run once for all properties,
        against running it once per property (the old path), in process and, like
        `fuzz --impl`, against --impl;
      - the vector corpus: load, against a bare JSONSerialization parse of the same
        bytes; `verify` on the reference split into load, run and the vector set's digest;
      - `fuzz --impl`: the runner's share of all CPU (itself and the implementation);
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

    --hot-path NAME runs one hot path --repeat K times and prints a checksum only:
    Benchmarks/callgrind.sh counts its instructions with valgrind for K = 1 and 2, so
    the difference is one run of the path alone (instruction counts repeat on a loaded
    machine, where times swing).

    \(OptionHelp.section(options))

    \(ExitCode.helpSection(exitCodes))
    """

    /// The codes `bench` can return, with what each means for it (its help's EXIT CODES).
    static let exitCodes: [ExitCode: String] = [
        .success: "the figures were printed (and written to --out)",
        .usage: "bad usage (conflicting options, an unwritable --out path)",
        .protocolBroken: "the implementation of --impl failed its handshake",
    ]

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
    static let hotPath = Option.text("hot-path", "NAME", help: """
        run one hot path instead and print only a checksum, for
        Benchmarks/callgrind.sh: \(HotPath.names)
        """)
    static let repeats = Option.integer("repeat", "K", default: 1, in: 1...1_000, help: "with --hot-path: run it K times after its setup")

    /// The options of `bench`, in the order of its help.
    static let options: [any CommandOption] = [impl, cases, seeds, shrinkQualityFlag, faults, finalsFlag, thresholdsFlag, out, hotPath, repeats, Option.force]

    static func run(_ args: [String], _ out: any TextStream, _ err: any TextStream) throws -> ExitCode {
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
                    throw Faults.unknown(name, command: "bench")
                }
                return fault
            }
        }
        let implCommand = try parsed.value(impl)
        if let name = try parsed.value(hotPath) {
            guard let path = HotPath(rawValue: name) else {
                throw UsageError("bench: unknown hot path \"\(name)\"; use one of \(HotPath.names)")
            }
            for option: any CommandOption in [cases, seeds, shrinkQualityFlag, faults, finalsFlag, thresholdsFlag, Self.out] where parsed.isGiven(option) {
                throw UsageError("bench: \(option.spec.flag) does not go with \(hotPath.spec.flag) (it runs a fixed amount of work)")
            }
            var impl = implCommand
            if impl == nil, path == .implCase, FileManager.default.fileExists(atPath: "Examples/python/swipe_impl.py") {
                impl = "python3 Examples/python/swipe_impl.py"
            }
            return runHotPath(path, repeats: try parsed.value(repeats), impl: impl, out: out, err: err)
        }
        if parsed.isGiven(repeats) {
            throw UsageError("bench: \(repeats.spec.flag) goes with \(hotPath.spec.flag)")
        }
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
                return .protocolBroken
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
        return .success
    }

    static func seconds(_ d: Duration) -> Double {
        Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18
    }

    /// The CPU time, user plus system, that `who` has used so far (`getrusage`):
    /// this process (`RUSAGE_SELF`, every thread) or its reaped children
    /// (`RUSAGE_CHILDREN`). Other processes' load on a shared machine slows the
    /// wall clock, not this.
    static func cpuSeconds(children: Bool = false) -> Double {
        var usage = rusage()
        #if canImport(Glibc)
        // glibc declares the argument as `int` and the constants as an enum.
        getrusage(Int32(truncatingIfNeeded: (children ? RUSAGE_CHILDREN : RUSAGE_SELF).rawValue), &usage)
        #else
        getrusage(children ? RUSAGE_CHILDREN : RUSAGE_SELF, &usage)
        #endif
        return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
            + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
    }

    /// The CPU seconds of `body` (see ``cpuSeconds(children:)``).
    static func cpu(_ body: () -> Void) -> Double {
        let start = cpuSeconds()
        body()
        return cpuSeconds() - start
    }

    /// The best of `repeats` CPU times of `body` (the least disturbed by other load).
    /// CPU time, not wall time: on a shared machine the wall clock also counts the
    /// time other processes held the core.
    static func best(_ repeats: Int = 3, _ body: () -> Void) -> Double {
        var best = Double.infinity
        for _ in 0..<repeats {
            best = min(best, cpu(body))
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
        let inputs = generatedInputs(cases)
        let events = Double(inputs.reduce(0) { $0 + $1.events.count })

        err.write("bench: toy property…\n")
        var sink = 0.0
        let toyCases = 20 * cases
        let raw = best { sink += Double(rawToyLoop(cases: toyCases)) }
        let toy = best { sink += Double(toyProperty(cases: toyCases)) }
        rows.append(["toy property (a list of 1 to 40 integers in -40…40, its sum checked), passing cases", rate(Double(toyCases), toy),
                     "raw SplitMix64 loop building and checking the same lists: \(rate(Double(toyCases), raw))",
                     String(format: "1/%.1f of the loop's rate", toy / raw)])
        if let hypothesis = hypothesisToyRate(cases: 2_000, err: err) {
            rows.append(["the toy property in Hypothesis (`Benchmarks/hypothesis_toy.py --speed`)", hypothesis.figure,
                         "this engine: \(rate(Double(toyCases), toy))", String(format: "this engine %.0f× faster", Double(toyCases) / toy / hypothesis.rate)])
        }

        err.write("bench: reference model…\n")
        let baseline = best { sink += referencePass(.trivial, over: inputs) }
        let reference = best { sink += referencePass(.handle, over: inputs) }
        let outcomes = best { sink += referencePass(.apply, over: inputs) }
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
        let embedded = EmbeddedVectors.files().map { Data($0.bytes) }
        let megabytes = Double(embedded.reduce(0) { $0 + $1.count }) / 1e6
        var foundationError: (any Error)?
        let foundation = best {
            for data in embedded {
                do { sink += try JSONSerialization.jsonObject(with: data) is NSDictionary ? 1 : 0 } catch { foundationError = error }
            }
        }
        if let foundationError { err.write("bench: JSONSerialization rejected a built-in vector file: \(foundationError)\n") }
        let verify = best {
            var driver = InProcessDriver<SwipeList>()
            _ = VectorRunner().run(corpus, driver: &driver)
        }
        let digest = best { sink += Double(RunMetadata.digest(of: corpus).utf8.count) }
        rows.append(["vector corpus: load (\(corpusCases) cases, " + String(format: "%.2f MB)", megabytes), String(format: "%.0f ms", load * 1000),
                     String(format: "a bare `JSONSerialization` parse of the same bytes: %.0f ms", foundation * 1000),
                     String(format: "%.2f× the parse's time", load / foundation)])
        rows.append(["`verify` on the reference: load, run, digest", String(format: "%.0f ms", (load + verify + digest) * 1000),
                     String(format: "run %.0f ms, digest of the vector set %.0f ms", verify * 1000, digest * 1000),
                     String(format: "load %.0f%%, digest %.0f%%", load / (load + verify + digest) * 100, digest / (load + verify + digest) * 100)])

        if let impl {
            err.write("bench: protocol against \(impl)…\n")
            rows += protocolRows(impl: impl, err: err)
        } else {
            rows.append(["protocol", "skipped", "no --impl and no Examples/python/swipe_impl.py here", ""])
        }
        if sink == .pi { print("") }  // keeps the timed loops from being optimised away

        var s = "# swipe-conformance bench\n\n\(environment()); \(cases) generated cases (seed 0xBE7C4), \(Int(events)) events; "
        s += "best of 3 runs. Every figure is CPU time (`getrusage`: user plus system, this process and, for the protocol's share, "
        s += "its children), which other load on a shared machine leaves alone; rates are per CPU-second.\n\n"
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

    /// The toy property's generator, built here, in the caller's module, as a user's
    /// test builds its generators.
    static let toyGen = Gen.array(of: Gen.int(in: -40...40), count: 1...40)

    /// Runs `cases` passing cases of the toy property through the engine; returns the cases run.
    @inline(never)
    static func toyProperty(cases: Int) -> Int {
        PropertyCheck.run(gen: toyGen, seed: Seed(0x70_7E), cases: cases) { values in
            abs(values.reduce(0, +)) > 1_600 ? "impossible: |sum| over 40 × 40" : nil
        }.casesRun
    }

    /// The toy property's cases without the engine: per case a SplitMix64 seeded from
    /// the case index, one element, then "another?" with probability 10/11 (as
    /// `Gen.array` draws for 1...40) up to 40, each element uniform in -40…40; the
    /// sum is checked the same way. Returns the cases that failed (none).
    @inline(never)
    static func rawToyLoop(cases: Int) -> Int {
        var failures = 0
        for index in 0..<cases {
            var random = SplitMix64(seed: 0x70_7E ^ (UInt64(index) &* 0x9E37_79B9_7F4A_7C15))
            var values: [Int] = []
            repeat {
                values.append(Int(random.next(upTo: 80)) - 40)
            } while values.count < 40 && Double(random.next() >> 11) * 0x1p-53 < 10.0 / 11
            if abs(values.reduce(0, +)) > 1_600 { failures += 1 }
        }
        return failures
    }

    /// Hypothesis's passing cases per CPU-second on the toy property
    /// (`Benchmarks/hypothesis_toy.py --speed`), or `nil`, said on `err`, when
    /// Python or Hypothesis is missing.
    static func hypothesisToyRate(cases: Int, err: any TextStream) -> (rate: Double, figure: String)? {
        guard let output = runHypothesisToy(["--speed", String(cases)], err: err),
              let line = output.split(separator: "\n").first,
              let perSecond = line.split(separator: ",").last?.split(separator: " ").first.flatMap({ Double($0) }) else { return nil }
        return (perSecond, rate(perSecond, 1) + " (" + (line.split(separator: ":").first.map(String.init) ?? "Hypothesis") + ")")
    }

    static func protocolRows(impl: String, err: any TextStream) -> [[String]] {
        let files = (try? VectorStore.bundled()) ?? []
        let all = files.flatMap(\.cases).map { (id: $0.id, input: $0.input) }
        guard !all.isEmpty else { return [["protocol", "skipped", "no vectors", ""]] }
        let perCaseSample = Array(all.prefix(100))
        func time(_ cases: [(id: String, input: CaseInput)], batch: Int, perCase: Bool) -> (Double, Int)? {
            do {
                // CPU of the runner and of every child it started and reaped, the handshake included.
                let start = cpuSeconds() + cpuSeconds(children: true)
                var driver = try SubprocessDriver(command: impl, timeout: 30, batchSize: batch, perCase: perCase)
                let runs = driver.run(cases)
                driver.finish()
                let s = cpuSeconds() + cpuSeconds(children: true) - start
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
            rows.append(["`fuzz --impl` checked cases, the input run once for all properties", rate(fuzz.cases, fuzz.once.total),
                         "run once per property (the old path): \(rate(fuzz.cases, fuzz.separately.total))",
                         String(format: "%.2f× faster", fuzz.separately.total / fuzz.once.total)])
            rows.append(["`fuzz --impl`: the runner's share of all CPU", String(format: "%.0f%%", fuzz.once.runner / fuzz.once.total * 100),
                         String(format: "runner %.2f ms, implementation %.2f ms per case", fuzz.once.runner / fuzz.cases * 1000, fuzz.once.child / fuzz.cases * 1000),
                         String(format: "runner %.2f× the implementation", fuzz.once.runner / fuzz.once.child)])
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

    /// CPU seconds of checking generated cases against an implementation: the
    /// runner's (this process) and the implementation's (its reaped children).
    struct SplitCPU {
        var runner: Double
        var child: Double
        var total: Double { runner + child }
    }

    /// CPU seconds to check 200 generated cases against `impl` the way `fuzz --impl` does,
    /// with the input run once for all properties and once per property. The child's
    /// start (its handshake) is measured alone and left out.
    static func fuzzRates(impl: String, err: any TextStream) -> (cases: Double, once: SplitCPU, separately: SplitCPU)? {
        let cases = 200
        func time(cases: Int, separately: Bool) -> SplitCPU? {
            do {
                let childStart = cpuSeconds(children: true), start = cpuSeconds()
                let box = DriverBox(try SubprocessDriver(command: impl, timeout: 30))
                var suite = PropertySuite(cases: cases)
                suite.runsEachPropertySeparately = separately
                let report = cases == 0 ? nil : suite.check(box.executor)
                box.finish()
                if let failure = report?.failure {
                    err.write("bench: \(impl) failed a property, so the fuzz rate is not comparable: \(failure.message)\n")
                    return nil
                }
                return SplitCPU(runner: cpuSeconds() - start, child: cpuSeconds(children: true) - childStart)
            } catch {
                err.write("bench: \(impl): \(error)\n")
                return nil
            }
        }
        guard let startup = time(cases: 0, separately: false),
              let once = time(cases: cases, separately: false), let separately = time(cases: cases, separately: true) else { return nil }
        func net(_ t: SplitCPU) -> SplitCPU { SplitCPU(runner: max(0, t.runner - startup.runner), child: max(0, t.child - startup.child)) }
        return (Double(cases), net(once), net(separately))
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
        err.write("bench: the toy property with Hypothesis…\n")
        switch hypothesisToy([String(seeds)]) {
        case let .failure(reason):
            return "\n(Hypothesis not measured: \(reason).)\n"
        case let .success(output):
            let lines = output.split(separator: "\n")
            guard let version = lines.first else { return "\n(Hypothesis not measured: Benchmarks/hypothesis_toy.py printed nothing.)\n" }
            return lines.dropFirst().map { $0 + "\n" }.joined() + "\n\(version).\n"
        }
    }

    /// What `Benchmarks/hypothesis_toy.py` printed, or `nil` after saying on `err` why it did not run.
    static func runHypothesisToy(_ arguments: [String], err: any TextStream) -> String? {
        switch hypothesisToy(arguments) {
        case let .success(output): return output
        case let .failure(reason):
            err.write("bench: Hypothesis not measured: \(reason)\n")
            return nil
        }
    }

    /// Runs `python3 Benchmarks/hypothesis_toy.py ARGUMENTS` from the package root.
    static func hypothesisToy(_ arguments: [String]) -> Result<String, HypothesisUnavailable> {
        let script = "Benchmarks/hypothesis_toy.py"
        guard FileManager.default.fileExists(atPath: script) else {
            return .failure(HypothesisUnavailable(reason: "\(script) not found; run bench from the package root"))
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return .failure(HypothesisUnavailable(reason: "could not start python3: \(error.localizedDescription)"))
        }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            return .failure(HypothesisUnavailable(reason: "\(script) exited with status \(process.terminationStatus); is Hypothesis installed (pip install hypothesis)?"))
        }
        return .success(String(decoding: data, as: UTF8.self))
    }

    /// Why the Hypothesis anchor was not measured.
    struct HypothesisUnavailable: Error {
        var reason: String
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
