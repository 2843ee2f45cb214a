import Dispatch
import Foundation
import SwipeReference

enum Bench {
    static let help = """
    swipe-conformance bench — measure speed and shrink quality (build with -c release)

    USAGE
      swift run -c release swipe-conformance bench [--impl "COMMAND"] [--cases N] [--out FILE]
      swift run -c release swipe-conformance bench --shrink-quality [--seeds N] [--out FILE]

    The speed table puts each figure next to its baseline, measured side by side in the
    same run, and reports the ratio (these machines are shared and noisy; absolute
    figures move, ratios much less):
      - reference events per second against a trivial loop over the same events;
      - generated-and-checked cases per second (every property), against generation alone;
      - the vector corpus: load, and load plus verify against the reference;
      - protocol throughput against --impl (default: the Python example), one persistent
        process with batches against one process per case (the way toml-test drives
        implementations).

    --shrink-quality runs the property runner against every faulty implementation of the
    catalog from N seeds (default 100) and reports, per fault, how many distinct final
    counterexamples came out (1 is ideal), the mean number of property evaluations spent
    shrinking, and the final event count against the smallest final case seen for that
    fault over all seeds. It uses every core.

    OPTIONS
      --impl "COMMAND"   the implementation for the protocol rows
                         (default: python3 Examples/python/swipe_impl.py, skipped if absent)
      --cases N          cases for the reference and property rows (default: 5000)
      --seeds N          seeds per fault for --shrink-quality (default: 100)
      --out FILE         also write the table as Markdown to FILE
    """

    static func run(_ args: [String], _ out: any TextStream, _ err: any TextStream) throws -> Int32 {
        let a = try Arguments(args, command: "bench", values: ["impl", "cases", "seeds", "out"], flags: ["shrink-quality"])
        guard a.positionals.isEmpty else { throw UsageError("bench: unexpected argument \(a.positionals[0]); see `swipe-conformance bench --help`") }
        #if DEBUG
        err.write("bench: this is a debug build; figures are not representative (use swift run -c release swipe-conformance bench)\n")
        #endif
        let text: String
        if a.flags.contains("shrink-quality") {
            let seeds = try a.int("seeds", default: 100, in: 1...10_000, command: "bench")
            text = shrinkQuality(seeds: seeds, err: err)
        } else {
            let cases = try a.int("cases", default: 5_000, in: 10...10_000_000, command: "bench")
            var impl = a.values["impl"]
            if impl == nil, FileManager.default.fileExists(atPath: "Examples/python/swipe_impl.py") {
                impl = "python3 Examples/python/swipe_impl.py"
            }
            text = speed(cases: cases, impl: impl, err: err)
        }
        out.write(text)
        if let path = a.values["out"] {
            try CLI.writeAtomically(text, to: path)
            out.write("bench: wrote \(path)\n")
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
        var source = ChoiceSource(seed: Seed(0xBE_7C4).forCase(0))
        var inputs: [CaseInput] = []
        for i in 0..<cases {
            source = ChoiceSource(seed: Seed(0xBE_7C4).forCase(i))
            inputs.append(SwipeGen.swipeCase.generate(&source))
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
        rows.append(["reference model: events", rate(events, reference), "trivial loop over the same events: \(rate(events, baseline))",
                     String(format: "%.1f× the loop's time", reference / baseline)])

        err.write("bench: property runner…\n")
        let checkedCount = min(cases, 2_000)
        let generation = best {
            for i in 0..<checkedCount {
                var s = ChoiceSource(seed: PropertySuite.defaultSeed.forCase(i))
                sink += Double(SwipeGen.swipeCase.generate(&s).events.count)
            }
        }
        let checked = best(1) { _ = PropertySuite(cases: checkedCount).check(SwipeList.self) }
        rows.append(["generated and checked cases (all 7 properties)", rate(Double(checkedCount), checked),
                     "generation alone: \(rate(Double(checkedCount), generation))", String(format: "%.1f× generation's time", checked / generation)])

        err.write("bench: vector corpus…\n")
        var corpus: [VectorFile] = []
        let load = best { corpus = (try? VectorStore.load(CLI.defaultVectors())) ?? [] }
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
        case let .activate(r, i, t): return Double(r + i) + t
        }
    }

    static func protocolRows(impl: String, err: any TextStream) -> [[String]] {
        let files = (try? VectorStore.load(CLI.defaultVectors())) ?? []
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
        rows.append(["protocol, persistent process, batches of 64 (\(all.count) vectors)", rate(n, batched.0),
                     "one process per case (\(perCaseSample.count) vectors): \(rate(m, separate.0))", String(format: "%.0f× faster", b / p)])
        rows.append(["protocol, persistent process, one case per request", rate(n, single.0),
                     "one process per case: \(rate(m, separate.0))", String(format: "%.0f× faster", s1 / p)])
        if batched.1 + single.1 + separate.1 > 0 {
            rows.append(["protocol: broken cases", "\(batched.1 + single.1 + separate.1)", "the figures above are not valid", ""])
        }
        return rows
    }

    // MARK: Shrink quality

    struct FaultQuality: Sendable {
        var found = 0
        var finals: Set<CaseInput> = []
        var evaluations: [Int] = []
        var events: [Int] = []
        var casesToFind: [Int] = []
        var exhausted = 0
    }

    static func shrinkQuality(seeds: Int, err: any TextStream) -> String {
        let faults = FaultCatalog.all
        let results = Locked([FaultQuality](repeating: FaultQuality(), count: faults.count))
        let done = Locked(0)
        let log = Locked(err)
        let jobs = faults.count * seeds
        let start = ContinuousClock.now
        DispatchQueue.concurrentPerform(iterations: jobs) { job in
            let f = job / seeds, seed = job % seeds
            var suite = PropertySuite(cases: FaultCatalogBudget.cases, seed: Seed(UInt64(seed + 1)))
            suite.budget = ShrinkBudget(maxEvaluations: FaultCatalogBudget.shrinkEvaluations, maxDuration: .seconds(60))
            let report = suite.check(faults[f].executor)
            results.withLock { r in
                guard let failure = report.failure else { return }
                r[f].found += 1
                r[f].finals.insert(failure.shrunk)
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
        s += "Generated by `swift run -c release swipe-conformance bench --shrink-quality --seeds \(seeds)` (\(environment()), \(String(format: "%.0f", elapsed)) s).\n\n"
        s += "For each faulty implementation of the catalog (`Sources/SwipeConformance/Faults/FaultCatalog.swift`), the property runner "
        s += "ran from seeds 1…\(seeds), up to \(FaultCatalogBudget.cases) cases each, and shrank the first failure with a budget of "
        s += "\(FaultCatalogBudget.shrinkEvaluations) property evaluations. *Distinct finals*: how many different final counterexamples "
        s += "came out (1 is ideal). *Shrink evaluations*: the mean number of property evaluations spent shrinking. *Final events*: the mean "
        s += "and largest event count of the final case, against the smallest final case seen for that fault over all seeds "
        s += "(*minimal known*). *Budget out*: runs whose shrinking stopped at the budget.\n\n"
        s += "| fault | requirement | found | distinct finals | cases to find (mean) | shrink evaluations (mean) | final events mean / max | minimal known | budget out |\n"
        s += "|---|---|---|---|---|---|---|---|---|\n"
        var totalDistinct = 0
        var atMinimum = 0, runs = 0
        for (f, fault) in faults.enumerated() {
            let r = q[f]
            let minimal = r.events.min()
            totalDistinct += r.finals.count
            atMinimum += r.events.filter { $0 == minimal }.count
            runs += r.events.count
            s += "| \(fault.name) | \(fault.requirement) | \(r.found)/\(seeds) | \(r.finals.count) | \(mean(r.casesToFind)) | \(mean(r.evaluations)) | "
            s += "\(mean(r.events)) / \(r.events.max().map(String.init) ?? "–") | \(minimal.map(String.init) ?? "–") | \(r.exhausted) |\n"
        }
        s += "\nOver all faults: \(runs) counterexamples, \(atMinimum) (\(runs == 0 ? 0 : atMinimum * 100 / runs)%) at the minimal known event count; "
        s += "\(totalDistinct) distinct finals for \(faults.count) faults.\n"
        return s
    }
}

/// The budgets the catalog test and the shrink-quality report share.
public enum FaultCatalogBudget {
    /// Cases the property runner may use to find a fault.
    public static let cases = 4_000
    /// Property evaluations for shrinking.
    public static let shrinkEvaluations = 2_000
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
