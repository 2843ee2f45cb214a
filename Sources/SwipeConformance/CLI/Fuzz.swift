import Foundation
import PropertyEngine
import SwipeReference

enum Fuzz {
    static let help = """
    swipe-conformance fuzz — run generated cases against an implementation and shrink a failure

    USAGE
      swipe-conformance fuzz [--impl "COMMAND" | --fault NAME] [--cases N] [--seed S]
                             [--first-case K] [--shard I/N] [--shrink-seconds T]
                             [--properties LIST] [--out FILE] [--timeout SECONDS]

    Generates cases from the seed (case k always comes from the seed and k alone), checks
    every property of the engine on each (differential against the reference, invariants,
    metamorphic relations), stops at the first failure and shrinks it against the
    implementation itself. Prints the seed, the case number, the shrunk case as a timeline,
    and writes it as a vector file that `verify --vectors FILE` accepts.

    Without --impl or --fault, checks the built-in reference (a self-test: 100000 cases
    with the default seed is the release check
    that CI runs).

    OPTIONS
      --impl "COMMAND"      the implementation to drive over the protocol (PROTOCOL.md)
      --fault NAME          a faulty implementation from the catalog (list: --fault list)
      --cases N             how many cases (default: 10000)
      --seed S              the seed: decimal, or hex with 0x or 16 hex digits (default: 0x5EED)
      --first-case K        the number of the first case (default: 0); replays one case with --cases 1
      --shard I/N           run only the cases k with k mod N = I-1
      --shrink-seconds T    time budget for shrinking (default: 60); the smallest failing case
                            found so far is reported when it runs out
      --properties LIST     comma-separated subset of: \(SwipeProperty.allCases.map(\.rawValue).joined(separator: ", "))
      --out FILE            where to write the shrunk case as a vector file (default: fuzz-failure.json)
      --timeout SECONDS     per case, for --impl (default: 10)

    EXIT CODES
      0  every property held for every case
      1  a property failed (the shrunk case was printed and written to --out)
      2  bad usage
      3  the implementation broke the protocol
    """

    static func run(_ args: [String], _ out: any TextStream, _ err: any TextStream) throws -> Int32 {
        let a = try Arguments(args, command: "fuzz",
                              values: ["impl", "fault", "cases", "seed", "first-case", "shard", "shrink-seconds", "properties", "out", "timeout"],
                              flags: [])
        guard a.positionals.isEmpty else { throw UsageError("fuzz: unexpected argument \(a.positionals[0]); see `swipe-conformance fuzz --help`") }
        if a.values["fault"] == "list" {
            for f in FaultCatalog.all { out.write("\(f.name.padding(to: 40)) \(f.requirement.padding(to: 7)) \(f.summary)\n") }
            return ExitCode.success
        }
        var suite = PropertySuite()
        suite.cases = try a.int("cases", default: 10_000, in: 1...100_000_000, command: "fuzz")
        suite.firstCase = try a.int("first-case", default: 0, in: 0...Int(Int32.max), command: "fuzz")
        if let text = a.values["seed"] {
            do { suite.seed = try Seed(validating: text) } catch { throw UsageError("fuzz: --seed: \(error)") }
        }
        if let s = a.values["shard"] {
            guard let shard = Shard(parsing: s) else { throw UsageError("fuzz: --shard takes I/N with 1 <= I <= N, got \"\(s)\"") }
            suite.shard = shard
        }
        let seconds = try a.double("shrink-seconds", default: 60, in: 0...86_400, command: "fuzz")
        suite.budget = ShrinkBudget(maxEvaluations: 100_000, maxDuration: .milliseconds(Int64(seconds * 1000)))
        if let list = a.values["properties"] {
            var chosen: [SwipeProperty] = []
            for name in list.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) {
                guard let p = SwipeProperty(rawValue: name) else {
                    throw UsageError("fuzz: unknown property \"\(name)\"; properties: \(SwipeProperty.allCases.map(\.rawValue).joined(separator: ", "))")
                }
                chosen.append(p)
            }
            guard !chosen.isEmpty else { throw UsageError("fuzz: --properties needs at least one property") }
            suite.properties = chosen
        }
        let timeout = try a.double("timeout", default: 10, in: 0.001...86_400, command: "fuzz")
        // Checked before the run, so a shrunk counterexample is never lost to a bad path.
        let outFile = OutputFile(path: a.values["out"] ?? "fuzz-failure.json", option: "--out")
        try outFile.check(command: "fuzz")
        let outPath = outFile.path
        if a.values["impl"] != nil && a.values["fault"] != nil { throw UsageError("fuzz: give --impl or --fault, not both") }

        let progress = Progress(stream: err, label: "fuzz")
        suite.progress = { done, total in progress.update(done, total) }
        let name: String
        var report: PropertyReport
        let start = ContinuousClock.now
        if let command = a.values["impl"] {
            let box: DriverBox<SubprocessDriver>
            do {
                box = DriverBox(try SubprocessDriver(command: command, timeout: timeout))
            } catch {
                err.write("fuzz: \(error)\n")
                return ExitCode.protocolBroken
            }
            name = "\(box.driver.info.name) \(box.driver.info.version)"
            let info = box.driver.info
            suite.listChanges = info.features.contains(.listChanges)
            suite.filter = { input in
                guard let expected = try? input.referenceOutput() else { return false }
                return info.supports(input.requirements(referenceOutput: expected))
            }
            report = suite.check(box.executor)
            box.finish()
        } else if let faultName = a.values["fault"] {
            guard let fault = FaultCatalog.named(faultName) else {
                throw UsageError("fuzz: unknown fault \"\(faultName)\"; list them with `swipe-conformance fuzz --fault list`")
            }
            name = "fault \(fault.name) (\(fault.requirement))"
            suite.listChanges = fault.features.contains(.listChanges)
            report = suite.check(fault.executor)
        } else {
            name = "SwipeReference \(SwipeConformanceVersion.string)"
            report = suite.check(SwipeList.self)
        }
        progress.finish()
        let elapsed = ContinuousClock.now - start
        guard let failure = report.failure else {
            let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
            out.write("fuzz: \(name): every property held for \(report.casesRun) cases (seed \(suite.seed), cases \(suite.firstCase)…\(suite.firstCase + suite.cases - 1)"
                      + (suite.shard == .whole ? "" : ", shard \(suite.shard)") + ") in \(String(format: "%.1f", seconds)) s\n")
            if report.skipped > 0 { out.write("fuzz: \(report.skipped) cases skipped: they need a style or feature the implementation did not announce\n") }
            return ExitCode.success
        }
        var replay = ""
        if let c = a.values["impl"] { replay += " --impl \(Verify.shellQuoted(c)) --timeout \(a.values["timeout"] ?? "10")" }
        if let f = a.values["fault"] { replay += " --fault \(Verify.shellQuoted(f))" }
        if let p = a.values["properties"] { replay += " --properties \(Verify.shellQuoted(p))" }
        report.replayOptions = replay
        out.write("fuzz: \(name): \(report.description)")
        if let file = report.vectorFile(name: outFile.name) {
            try outFile.write(file.text())
            out.write("fuzz: wrote the shrunk case to \(outPath) (check it with `swipe-conformance verify --vectors \(outPath)`)\n")
        }
        if case .broken(.protocolBroken, _) = failure.verdict { return ExitCode.protocolBroken }
        return ExitCode.failures
    }
}

/// Lets a property executor drive a `CaseDriver` one case at a time.
final class DriverBox<D: CaseDriver> {
    var driver: D
    init(_ driver: D) { self.driver = driver }

    var executor: CaseExecutor {
        { input in self.driver.run([(id: "fuzz", input: input)]).first ?? .broken("no result") }
    }

    func finish() { driver.finish() }
}
