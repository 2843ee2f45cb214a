import SwipeConformance
import SwipeFaults
import SwipeVectorCatalog
import Dispatch
import Foundation
import PropertyEngine
import StrictJSON
import SwipeReference

/// `swipe-conformance bench`: its subcommands measure speed, shrink quality,
/// the generators' threshold hits, or one hot path; `bench` itself only
/// dispatches and holds what they share.
enum Bench {
    static let help = """
    swipe-conformance bench — measure speed, shrink quality and the generators (build with -c release)

    USAGE
      swipe-conformance bench SUBCOMMAND [OPTIONS]
    Build with -c release: swift run -c release swipe-conformance bench …

    SUBCOMMANDS
    \(subcommandList)

    A subcommand is required: plain `bench` names none, so it exits 2 with this list
    (the speed table is `bench speed`). Each subcommand has its own options and help:
    swipe-conformance bench SUBCOMMAND --help.

    \(ExitCode.helpSection(exitCodes))
    """

    /// The codes `bench` itself can return, with what each means for it (its help's EXIT CODES).
    static let exitCodes: [ExitCode: String] = [
        .success: "the help was printed; each subcommand's help lists the codes it returns",
        .usage: "no subcommand, or an unknown one",
    ]

    /// `bench` takes no options of its own: each subcommand has its table.
    static let options: [any CommandOption] = []

    /// The subcommands of `bench`, in the order of its help.
    static let subcommands: [any ToolCommand.Type] = [Speed.self, ShrinkQuality.self, Thresholds.self, HotPathCommand.self]

    /// The SUBCOMMANDS rows of the help: every subcommand with its summary.
    static let subcommandList: String = subcommands.map { "  \($0.name.padding(to: 14))  \($0.summary)" }.joined(separator: "\n")

    static func run(_ args: [String], _ out: any TextStream, _ err: any TextStream) throws -> ExitCode {
        try runSubcommand(args, out, err)
    }

    // MARK: Options the subcommands share or own, each declared once

    static let impl = ImplementationOptions.impl(help: """
        the implementation for the protocol rows
        (default: python3 Examples/python/swipe_impl.py of the package, skipped if absent)
        """)
    static let speedCases = Option.cases(default: 5_000, in: 10...10_000_000, help: "cases for the reference and property rows")
    static let thresholdCases = Option.cases(default: 10_000, in: 10...10_000_000, help: "generated cases to measure")
    static let seeds = Option.integer("seeds", default: 100, in: 1...10_000, role: .conduct, help: "seeds per fault (and for the toy property)")
    static let faults = Option.faults(help: "only these faults of the catalog (default: every fault)")
    static let finalsFlag = Option.flag("finals", role: .conduct, help: "list every distinct final of each fault, not only the most frequent")
    static let out = Option.out(format: .benchReport, help: "also write the report as Markdown to FILE")
    static let repeats = Option.integer("repeat", "K", default: 1, in: 1...1_000, role: .conduct, help: "run the hot path K times after its setup")
    static let hotPathImpl = ImplementationOptions.impl(help: "the implementation for impl-case (default: python3 Examples/python/swipe_impl.py of the package)")

    /// The `--out` file of a subcommand's parsed arguments, checked before the run
    /// (an unwritable path, or a file swipe-conformance did not write, without --force).
    /// The run then writes it through `outputs` (``RunOutputs``), and ends
    /// with `defer { outputs.endUnlessWritten() }`.
    static func plannedOutput(_ parsed: ParsedArguments, _ err: any TextStream) throws -> (file: OutputFile?, outputs: RunOutputs) {
        let outFile = try parsed.value(out)
        var plan = OutputPlan(command: parsed.command, force: try parsed.value(Option.force))
        plan.write(outFile)
        return (outFile, try plan.start(err))
    }

    /// Prints `text`, and writes it to the planned `--out` file when there is one.
    static func emit(_ text: String, to planned: (file: OutputFile?, outputs: RunOutputs), _ out: any TextStream, command: String) throws -> ExitCode {
        out.write(text)
        if let outFile = planned.file {
            try planned.outputs.write([(outFile, text)])
            out.write("\(command): wrote \(outFile.path)\n")
        }
        return .success
    }

    /// Warns that a debug build's figures are not representative.
    static func warnIfDebug(_ command: String, _ err: any TextStream) {
        #if DEBUG
        err.write("\(command): this is a debug build; figures are not representative (use swift run -c release swipe-conformance \(command))\n")
        #endif
    }

    /// The Python example of the package (``PackageFile``), when it is there:
    /// the default implementation of the protocol rows.
    static func defaultImpl() -> String? {
        PackageFile.locate(pythonExample).map { "python3 \(Verify.shellQuoted($0))" }
    }

    /// Where the Python example lies in the package.
    static let pythonExample = "Examples/python/swipe_impl.py"

    /// `bench speed`: the speed table, each figure beside its baseline.
    enum Speed: ToolCommand {
        static let name = "speed"
        static let summary = "the speed table: each figure beside its baseline, in the same run"
        static let help = """
        swipe-conformance bench speed — measure speed against baselines (build with -c release)

        \(OptionHelp.usage("bench speed", options))
        Build with -c release: swift run -c release swipe-conformance bench speed …

        The table puts each figure next to its baseline, measured side by side in the
        same run, and reports the ratio. Figures are CPU time (getrusage), which load from
        other processes on a shared machine leaves alone, where wall time swings:
          - the toy property (a list of integers, its sum checked) through the engine, against
            a raw SplitMix64 loop building the same lists, and Hypothesis on the same property
            (Benchmarks/hypothesis_toy.py --speed, if python3 and Hypothesis are installed);
          - reference events per second, with observations (`handle`) and without
            (`apply`), against a trivial loop over the same events (each pass repeated
            until it has used at least 50 ms of CPU, then timed per pass);
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

        \(OptionHelp.section(options))

        \(ExitCode.helpSection(exitCodes))
        """

        static let exitCodes: [ExitCode: String] = [
            .success: "the figures were printed (and written to --out)",
            .usage: "bad usage (an unknown option, an unwritable --out path)",
            .protocolBroken: "the implementation of --impl failed its handshake",
        ]

        static let options: [any CommandOption] = ImplementationOptions.options(impl) + [speedCases, out, Option.force]

        static func run(_ args: [String], _ out: any TextStream, _ err: any TextStream) throws -> ExitCode {
            let parsed = try ParsedArguments(args, command: "bench speed", options: options)
            try parsed.expectNoPositionals()
            let planned = try plannedOutput(parsed, err)
            defer { planned.outputs.endUnlessWritten() }
            let given = try parsed.value(impl)
            let limits = try ImplementationOptions(parsed)
            if let given {
                // An implementation that cannot shake hands fails the run (exit 3), as in verify.
                do {
                    var driver = try limits.start(given)
                    driver.finish()
                } catch {
                    err.write("bench speed: \(error)\n")
                    planned.outputs.end(.protocolBroken, reason: "\(error)")
                    return .protocolBroken
                }
            }
            warnIfDebug("bench speed", err)
            let text = speed(cases: try parsed.value(speedCases), impl: given ?? defaultImpl(), limits: limits, err: err)
            return try emit(text, to: planned, out, command: "bench speed")
        }
    }

    /// `bench thresholds`: how often generated cases land on each threshold, and the input features they carry.
    enum Thresholds: ToolCommand {
        static let name = "thresholds"
        static let summary = "how often generated cases land on each threshold; input features"
        static let help = """
        swipe-conformance bench thresholds — measure the generators' threshold hits and input features

        \(OptionHelp.usage("bench thresholds", options))

        Measures how often generated cases land exactly on each threshold of SPEC.md, and
        one step either side (the generators' bias toward boundaries), then the share of
        cases carrying each input feature SPEC.md names (InputFeatures).

        \(OptionHelp.section(options))

        \(ExitCode.helpSection(exitCodes))
        """

        static let exitCodes: [ExitCode: String] = [
            .success: "the tables were printed (and written to --out)",
            .usage: "bad usage (an unknown option, an unwritable --out path)",
        ]

        static let options: [any CommandOption] = [thresholdCases, out, Option.force]

        static func run(_ args: [String], _ out: any TextStream, _ err: any TextStream) throws -> ExitCode {
            let parsed = try ParsedArguments(args, command: "bench thresholds", options: options)
            try parsed.expectNoPositionals()
            let planned = try plannedOutput(parsed, err)
            defer { planned.outputs.endUnlessWritten() }
            let cases = try parsed.value(thresholdCases)
            let text = "# Threshold hits of the gesture generator\n\nGenerated by `swipe-conformance bench thresholds --cases \(cases)` "
                + "(seed \(PropertySuite.defaultSeed)). A case counts once per threshold.\n\n" + ThresholdStats.measure(cases: cases).description
                + "\n# Input features of the gesture generator\n\nThe share of the same cases that carry each input SPEC.md names.\n\n"
                + InputFeatures.measure(cases: cases).description
            return try emit(text, to: planned, out, command: "bench thresholds")
        }
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

    /// The CPU seconds of one run of `body`, the best of `repeats` measurements, each
    /// of which runs `body` again and again until it has used at least `minimum`
    /// seconds of CPU and divides by the runs.
    ///
    /// For a body of a millisecond or two, such as the trivial loop over the bench's
    /// events: timed alone, one run is a few scheduler ticks long and its time swings
    /// by half from run to run; timed over 50 ms, it is as steady as the longer bodies
    /// it is the baseline of.
    static func bestPerRun(_ repeats: Int = 3, minimum: Double = 0.05, _ body: () -> Void) -> Double {
        var best = Double.infinity
        for _ in 0..<repeats {
            var runs = 0
            let start = cpuSeconds()
            var used = 0.0
            repeat {
                body()
                runs += 1
                used = cpuSeconds() - start
            } while used < minimum
            best = min(best, used / Double(runs))
        }
        return best
    }

    static func rate(_ n: Double, _ s: Double) -> String {
        let r = n / s
        if r >= 1e6 { return "\(Describe.fixed(r / 1e6, 2)) M/s" }
        if r >= 1e3 { return "\(Describe.fixed(r / 1e3, 1)) k/s" }
        return "\(Describe.fixed(r, 1)) /s"
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

    static func speed(cases: Int, impl: String?, limits: ImplementationOptions, err: any TextStream) -> String {
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
                     "1/\(Describe.fixed(toy / raw, 1)) of the loop's rate"])
        let hypothesisRow = "the toy property in Hypothesis (`\(hypothesisScript) --speed`)"
        switch hypothesisToyRate(cases: 2_000) {
        case let .success(hypothesis):
            rows.append([hypothesisRow, hypothesis.figure,
                         "this engine: \(rate(Double(toyCases), toy))", "this engine \(Describe.fixed(Double(toyCases) / toy / hypothesis.rate, 0))× faster"])
        case let .failure(unavailable):
            // The row stays, saying why it has no figure: an absent row would go unnoticed.
            err.write("bench: Hypothesis not measured: \(unavailable.reason)\n")
            rows.append([hypothesisRow, "not measured", unavailable.reason, ""])
        }

        err.write("bench: reference model…\n")
        // Per pass, each timed over at least 50 ms of CPU: the trivial loop's pass is
        // a millisecond or two (see `bestPerRun`).
        let baseline = bestPerRun { sink += referencePass(.trivial, over: inputs) }
        let reference = bestPerRun { sink += referencePass(.handle, over: inputs) }
        let outcomes = bestPerRun { sink += referencePass(.apply, over: inputs) }
        rows.append(["reference model: events, `handle` (with observations)", rate(events, reference),
                     "trivial loop over the same events: \(rate(events, baseline))",
                     "\(Describe.fixed(reference / baseline, 1))× the loop's time"])
        rows.append(["reference model: events, `apply` (no observations)", rate(events, outcomes),
                     "trivial loop over the same events: \(rate(events, baseline))",
                     "\(Describe.fixed(outcomes / baseline, 1))× the loop's time"])

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
                     "generation alone: \(rate(Double(checkedCount), generation))", "\(Describe.fixed(checked / generation, 1))× generation's time"])
        let referenceRun: CaseExecutor = { input in
            do { return .output(try input.run(SwipeList.self)) } catch { return .threw(error) }
        }
        let shared = best(1) { sink += Double(checkCases(checkedCount, run: referenceRun, sharingTheRun: true)) }
        let perProperty = best(1) { sink += Double(checkCases(checkedCount, run: referenceRun, sharingTheRun: false)) }
        rows.append(["checked cases, the input run once for all properties", rate(Double(checkedCount), shared),
                     "run once per property (the old path): \(rate(Double(checkedCount), perProperty))",
                     "\(Describe.fixed(perProperty / shared, 2))× faster"])

        err.write("bench: vector corpus…\n")
        // Decoded anew each time: `VectorStore.bundled()` caches its result, so timing it would time the cache.
        var corpus: [VectorFile] = []
        var loadError: VectorError?
        let load = best {
            do throws(VectorError) { corpus = try VectorStore.decodeBundled() } catch { loadError = error }
        }
        if let loadError { err.write("bench: the built-in vectors did not load: \(CLI.describe(loadError))\n") }
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
        rows.append(["vector corpus: load (\(corpusCases) cases, \(Describe.fixed(megabytes, 2)) MB)", "\(Describe.fixed(load * 1000, 0)) ms",
                     "a bare `JSONSerialization` parse of the same bytes: \(Describe.fixed(foundation * 1000, 0)) ms",
                     "\(Describe.fixed(load / foundation, 2))× the parse's time"])
        rows.append(["`verify` on the reference: load, run, digest", "\(Describe.fixed((load + verify + digest) * 1000, 0)) ms",
                     "run \(Describe.fixed(verify * 1000, 0)) ms, digest of the vector set \(Describe.fixed(digest * 1000, 0)) ms",
                     "load \(Describe.fixed(load / (load + verify + digest) * 100, 0))%, digest \(Describe.fixed(digest / (load + verify + digest) * 100, 0))%"])

        if let impl {
            err.write("bench: protocol against \(impl)…\n")
            rows += protocolRows(impl: impl, limits: limits, err: err)
        } else {
            rows.append(["protocol", "not measured", "no --impl, and \(PackageFile.missing(pythonExample))", ""])
        }
        if sink == .pi { print("") }  // keeps the timed loops from being optimised away

        var s = "# swipe-conformance bench speed\n\n\(environment()); \(cases) generated cases (seed 0xBE7C4), \(Int(events)) events; "
        s += "best of 3 runs (for the reference model's rows and their trivial loop, each run repeats the pass until it has used "
        s += "at least 50 ms of CPU and gives the time per pass). Every figure is CPU time (`getrusage`: user plus system, this process and, for the protocol's share, "
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
    /// (`Benchmarks/hypothesis_toy.py --speed`), or why it was not measured
    /// (the script, Python or Hypothesis is missing, or its output has no rate).
    static func hypothesisToyRate(cases: Int) -> Result<(rate: Double, figure: String), HypothesisUnavailable> {
        hypothesisToy(["--speed", String(cases)]).flatMap { output in
            guard let line = output.split(separator: "\n").first,
                  let perSecond = line.split(separator: ",").last?.split(separator: " ").first.flatMap({ Double($0) }) else {
                return .failure(HypothesisUnavailable(reason: "\(hypothesisScript) --speed printed no rate"))
            }
            return .success((perSecond, rate(perSecond, 1) + " (" + (line.split(separator: ":").first.map(String.init) ?? "Hypothesis") + ")"))
        }
    }

    static func protocolRows(impl: String, limits: ImplementationOptions, err: any TextStream) -> [[String]] {
        let files = (try? VectorStore.bundled()) ?? []
        let all = files.flatMap(\.cases).map { (id: $0.id, input: $0.input) }
        guard !all.isEmpty else { return [["protocol", "skipped", "no vectors", ""]] }
        let perCaseSample = Array(all.prefix(100))
        func time(_ cases: [(id: String, input: CaseInput)], batch: Int, perCase: Bool) -> (Double, Int)? {
            do {
                // CPU of the runner and of every child it started and reaped, the handshake included.
                let start = cpuSeconds() + cpuSeconds(children: true)
                var driver = try limits.start(impl, batchSize: batch, perCase: perCase)
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
        if let fuzz = fuzzRates(impl: impl, limits: limits, err: err) {
            rows.append(["`fuzz --impl` checked cases, the input run once for all properties", rate(fuzz.cases, fuzz.shared.total),
                         "run once per property (the old path): \(rate(fuzz.cases, fuzz.separately.total))",
                         "\(Describe.fixed(fuzz.separately.total / fuzz.shared.total, 2))× faster"])
            rows.append(["`fuzz --impl`: the runner's share of all CPU", "\(Describe.fixed(fuzz.once.runner / fuzz.once.total * 100, 0))%",
                         "runner \(Describe.fixed(fuzz.once.runner / fuzz.cases * 1000, 2)) ms, implementation \(Describe.fixed(fuzz.once.child / fuzz.cases * 1000, 2)) ms per case",
                         "runner \(Describe.fixed(fuzz.once.runner / fuzz.once.child, 2))× the implementation"])
        }
        rows.append(["protocol, persistent process, batches of 64 (\(all.count) vectors)", rate(n, batched.0),
                     "one process per case (\(perCaseSample.count) vectors): \(rate(m, separate.0))", "\(Describe.fixed(b / p, 0))× faster"])
        rows.append(["protocol, persistent process, one case per request", rate(n, single.0),
                     "one process per case: \(rate(m, separate.0))", "\(Describe.fixed(s1 / p, 0))× faster"])
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

    /// CPU seconds to check 200 generated cases against `impl`: `once` the way `fuzz --impl`
    /// does (`PropertySuite.check`), and side by side through one loop (``checkCases(_:run:sharingTheRun:)``)
    /// with the input run once for all properties (`shared`) and once per property
    /// (`separately`). The child's start (its handshake) is measured alone and left out.
    static func fuzzRates(impl: String, limits: ImplementationOptions, err: any TextStream)
        -> (cases: Double, once: SplitCPU, shared: SplitCPU, separately: SplitCPU)? {
        let cases = 200
        enum Path { case suite, loop(sharingTheRun: Bool) }
        func time(cases: Int, _ path: Path) -> SplitCPU? {
            do {
                let childStart = cpuSeconds(children: true), start = cpuSeconds()
                let box = DriverBox(try limits.start(impl))
                var failed = 0
                switch path {
                case .suite: failed = cases == 0 ? 0 : (PropertySuite(cases: cases).check(box.executor).failure == nil ? 0 : 1)
                case let .loop(sharingTheRun): failed = checkCases(cases, run: box.executor, sharingTheRun: sharingTheRun)
                }
                box.finish()
                if failed > 0 {
                    err.write("bench: \(impl) failed a property, so the fuzz rate is not comparable\n")
                    return nil
                }
                return SplitCPU(runner: cpuSeconds() - start, child: cpuSeconds(children: true) - childStart)
            } catch {
                err.write("bench: \(impl): \(error)\n")
                return nil
            }
        }
        guard let startup = time(cases: 0, .suite), let once = time(cases: cases, .suite),
              let shared = time(cases: cases, .loop(sharingTheRun: true)),
              let separately = time(cases: cases, .loop(sharingTheRun: false)) else { return nil }
        func net(_ t: SplitCPU) -> SplitCPU { SplitCPU(runner: max(0, t.runner - startup.runner), child: max(0, t.child - startup.child)) }
        return (Double(cases), net(once), net(shared), net(separately))
    }

    /// Checks cases `0 ..< count` of the property runner's default run (seed
    /// `PropertySuite.defaultSeed`, cases with list changes) against `run`, every
    /// property on each case: sharing one run of the case's input, as
    /// `PropertySuite` does, or running it again for each property, as the runner
    /// did before it shared the run. Only `bench` measures the second path; the
    /// library has only the first. Returns how many cases failed.
    static func checkCases(_ count: Int, run: CaseExecutor, sharingTheRun: Bool) -> Int {
        var failed = 0
        for index in 0..<count {
            var source = ChoiceSource(seed: PropertySuite.defaultSeed.forCase(index))
            let input = SwipeGen.changingCase.generate(&source)
            if source.isRejected { continue }
            if sharingTheRun {
                if PropertyChecks.verdict(SwipeProperty.allCases, input, run: run) != .holds { failed += 1 }
            } else if SwipeProperty.allCases.contains(where: { PropertyChecks.verdict([$0], input, run: run) != .holds }) {
                failed += 1
            }
        }
        return failed
    }

    // MARK: Hypothesis

    /// The rows `Benchmarks/hypothesis_toy.py` prints, or a note saying why there are none.
    static func hypothesisToyRows(seeds: Int, err: any TextStream) -> String {
        err.write("bench: the toy property with Hypothesis…\n")
        switch hypothesisToy([String(seeds)]) {
        case let .failure(unavailable):
            return "\n(Hypothesis not measured: \(unavailable.reason).)\n"
        case let .success(output):
            let lines = output.split(separator: "\n")
            guard let version = lines.first else { return "\n(Hypothesis not measured: \(hypothesisScript) printed nothing.)\n" }
            return lines.dropFirst().map { $0 + "\n" }.joined() + "\n\(version).\n"
        }
    }

    /// Where the Hypothesis anchor lies in the package.
    static let hypothesisScript = "Benchmarks/hypothesis_toy.py"

    /// Runs `python3 Benchmarks/hypothesis_toy.py ARGUMENTS`, the script found
    /// in the package (``PackageFile``) wherever the tool runs from.
    static func hypothesisToy(_ arguments: [String]) -> Result<String, HypothesisUnavailable> {
        guard let script = PackageFile.locate(hypothesisScript) else {
            return .failure(HypothesisUnavailable(reason: PackageFile.missing(hypothesisScript)))
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
        // `env` exits 127 when it finds no python3 to start.
        if process.terminationStatus == 127 {
            return .failure(HypothesisUnavailable(reason: "python3 is not on PATH, so \(hypothesisScript) could not run"))
        }
        guard process.terminationStatus == 0 else {
            return .failure(HypothesisUnavailable(reason: "\(hypothesisScript) exited with status \(process.terminationStatus); is Hypothesis installed (pip install hypothesis)?"))
        }
        return .success(String(decoding: data, as: UTF8.self))
    }

    /// Why the Hypothesis anchor was not measured.
    struct HypothesisUnavailable: Error, Equatable {
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
