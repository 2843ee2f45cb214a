import Foundation
import SwipeReference

enum Verify {
    static let help = """
    swipe-conformance verify — run the vectors against an implementation

    USAGE
      swipe-conformance verify [--vectors DIR|FILE] [--impl "COMMAND"] [--expected-failures FILE]
                               [--fix-expected-failures] [--json FILE] [--junit FILE]
                               [--timeout SECONDS] [--startup-timeout SECONDS]
                               [--shard I/N] [--batch N] [--fail-on-skip] [--case ID|GLOB]
                               [--requirement ID] [--max-failures N]

    Without --impl, checks the built-in reference (SwipeReference) against the vectors.
    With --impl, starts COMMAND once (via /bin/sh -c) and speaks PROTOCOL.md with it.

    A failure names the case id, its requirement ids, the first event whose
    observation differs, and both observations. Cases needing a style or feature the
    implementation did not announce are skipped (reported, not passed).

    OPTIONS
      --vectors DIR|FILE       vector directory or one vector file (default: the vectors built into the tool, the same as Vectors/ of its source)
      --impl "COMMAND"         the implementation to drive over the protocol
      --expected-failures FILE case ids expected to fail, one per line; strict: a listed
                               case that passes, or an id that does not exist, fails the run
      --fix-expected-failures  rewrite FILE to list exactly the cases that fail now (comments
                               are kept; with --shard, ids of other shards' cases are kept)
      --json FILE              write the machine-readable report (PROTOCOL.md 5)
      --junit FILE             write JUnit XML, one testcase per vector
      --timeout SECONDS        per case (default: 10)
      --startup-timeout SECONDS  from start to the implementation's hello (default: 60)
      --shard I/N              run only shard I of N; shards 1…N cover every case once
      --batch N                cases per protocol request (default: 64)
      --fail-on-skip           exit 1 when a case is skipped (a style or feature not announced)
      --case ID|GLOB[,…]       run only these cases (`*` and `?` wildcards), e.g. 'thr-2-*'
      --requirement ID[,…]     run only the cases of these requirements, e.g. THR-2
      --max-failures N         stop after N failed or broken cases, checked after each batch (the run also stops after
                               10 broken cases in a row: the implementation is broken as a whole)

    EXIT CODES
      0  every case passed (expected failures failed as listed)
      1  a case failed, an expected failure passed, the expected-failures file lists an id
         that does not exist, or (with --fail-on-skip) a case was skipped
      2  bad usage or bad input (options, output paths, vector or expected-failures file)
      3  the implementation broke the protocol (no handshake, crash, hang, garbage)
    """

    static func run(_ args: [String], _ out: any TextStream, _ err: any TextStream) throws -> Int32 {
        let a = try Arguments(args, command: "verify",
                              values: ["vectors", "impl", "expected-failures", "json", "junit", "timeout", "startup-timeout", "shard", "batch",
                                       "case", "requirement", "max-failures"],
                              flags: ["fix-expected-failures", "fail-on-skip"])
        guard a.positionals.isEmpty else { throw UsageError("verify: unexpected argument \(a.positionals[0]); see `swipe-conformance verify --help`") }
        let timeout = try a.double("timeout", default: 10, in: 0.001...86_400, command: "verify")
        let startupTimeout = try a.double("startup-timeout", default: 60, in: 0.001...86_400, command: "verify")
        var runner = VectorRunner()
        runner.batchSize = try a.int("batch", default: 64, in: 1...100_000, command: "verify")
        if a.values["max-failures"] != nil {
            runner.maxFailures = try a.int("max-failures", default: 1, in: 1...10_000_000, command: "verify")
        }
        func list(_ name: String) -> [String] {
            (a.values[name] ?? "").split(separator: ",").map { String($0).trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        }
        runner.selection = CaseSelection(casePatterns: list("case"), requirements: list("requirement"))
        if let s = a.values["shard"] {
            guard let shard = Shard(parsing: s) else { throw UsageError("verify: --shard takes I/N with 1 <= I <= N, got \"\(s)\"") }
            runner.shard = shard
        }
        if a.flags.contains("fix-expected-failures") && a.values["expected-failures"] == nil {
            throw UsageError("verify: --fix-expected-failures needs --expected-failures FILE")
        }
        if let path = a.values["expected-failures"] {
            if let data = FileManager.default.contents(atPath: path) {
                guard let text = String(data: data, encoding: .utf8) else { throw UsageError("verify: \(path) is not UTF-8 text") }
                do {
                    runner.expectedFailures = try ExpectedFailures(text: text)
                } catch {
                    throw UsageError("verify: --expected-failures \(path): \(error.description)")
                }
            } else if !a.flags.contains("fix-expected-failures") {
                throw UsageError("verify: cannot read the expected-failures file \(path); create it (or pass --fix-expected-failures to write it)")
            }
        }
        // Every output path is checked before the run, so a long run is never lost to a bad path.
        let jsonFile = try a.output("json", command: "verify")
        let junitFile = try a.output("junit", command: "verify")
        let fixFile = a.flags.contains("fix-expected-failures") ? try a.output("expected-failures", command: "verify") : nil
        let files = try VectorStore.load(orBundled: a.values["vectors"])
        // No cases is bad input: a wrong path in CI must not turn green.
        guard files.contains(where: { !$0.cases.isEmpty }) else {
            throw UsageError("verify: \(a.values["vectors"] ?? "the built-in vector set") holds no cases; check the --vectors path")
        }
        if !runner.selection.isEverything, !files.contains(where: { $0.cases.contains(where: runner.selection.contains) }) {
            throw UsageError("verify: no case matches --case \(a.values["case"] ?? "*") --requirement \(a.values["requirement"] ?? "*"); "
                             + "list the ids with `swipe-conformance coverage`")
        }
        let started = Date()
        let progress = Progress(stream: err, label: "verify")
        runner.progress = progress.update
        var report: VerifyReport
        if let command = a.values["impl"] {
            var driver: SubprocessDriver
            do {
                driver = try SubprocessDriver(command: command, timeout: timeout, startupTimeout: startupTimeout, batchSize: runner.batchSize)
            } catch {
                err.write("verify: \(error)\n")
                return ExitCode.protocolBroken
            }
            report = runner.run(files, driver: &driver)
        } else {
            var driver = InProcessDriver<SwipeList>()
            report = runner.run(files, driver: &driver)
        }
        progress.finish()
        report.metadata = RunMetadata(toolVersion: SwipeConformanceVersion.string, vectorDigest: RunMetadata.digest(of: files),
                                      date: RunMetadata.timestamp(started), durationSeconds: (Date().timeIntervalSince(started) * 1000).rounded() / 1000,
                                      commandLine: ["swipe-conformance", "verify"] + args)
        // The commands printed for a failing case repeat the options that shape the run.
        var rerun = "swipe-conformance verify"
        var explain = ""
        if let v = a.values["vectors"] { rerun += " --vectors \(shellQuoted(v))"; explain = " --vectors \(shellQuoted(v))" }
        if let c = a.values["impl"] { rerun += " --impl \(shellQuoted(c))" }
        if let t = a.values["timeout"] { rerun += " --timeout \(t)" }
        if let t = a.values["startup-timeout"] { rerun += " --startup-timeout \(t)" }
        printReport(report, to: out, rerun: rerun, explainOptions: explain)
        try jsonFile?.write(Reports.json(report))
        try junitFile?.write(Reports.junit(report))
        if let fixFile {
            try fixFile.write(report.fixedExpectedFailures.text)
            out.write("verify: wrote \(report.fixedExpectedFailures.ids.count) expected failures to \(fixFile.path)\n")
            return report.count(.broken) > 0 ? ExitCode.protocolBroken : ExitCode.success
        }
        if a.flags.contains("fail-on-skip") && report.count(.skipped) > 0 && report.exitCode == ExitCode.success {
            err.write("verify: \(report.count(.skipped)) cases skipped and --fail-on-skip is given\n")
            return ExitCode.failures
        }
        return report.exitCode
    }

    /// `text` quoted for a POSIX shell when it needs to be.
    static func shellQuoted(_ text: String) -> String {
        let plain = text.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || "-_./=:,+".unicodeScalars.contains($0) }
        return plain && !text.isEmpty ? text : "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    static func printReport(_ report: VerifyReport, to out: any TextStream,
                            rerun: String = "swipe-conformance verify", explainOptions: String = "") {
        for r in report.results {
            switch r.status {
            case .failed:
                out.write("FAIL \(r.id) [\(r.requirements.joined(separator: ", "))] \(r.file): \(r.message ?? "")\n")
                if let e = r.expected, let a = r.actual {
                    out.write("     expected: \(Describe.observation(e))\n     actual:   \(Describe.observation(a))\n")
                }
                out.write("     re-run:   \(rerun) --case \(shellQuoted(r.id))\n     explain:  swipe-conformance explain \(shellQuoted(r.id))\(explainOptions)\n")
            case .broken:
                out.write("BROKEN \(r.id) \(r.file): \(r.message ?? "")\n")
                out.write("     re-run:   \(rerun) --case \(shellQuoted(r.id))\n")
            case .unexpectedPass:
                out.write("UNEXPECTED PASS \(r.id): \(r.message ?? "")\n")
            default:
                break
            }
        }
        for id in report.staleExpectedFailures {
            out.write("STALE expected failure \(id): no vector has this id; remove it (or run with --fix-expected-failures)\n")
        }
        let tally = report.failuresByRequirement
        if !tally.isEmpty {
            out.write("FAILURES BY REQUIREMENT: " + tally.prefix(12).map { "\($0.id) \($0.count)" }.joined(separator: ", ")
                      + (tally.count > 12 ? ", … (\(tally.count) requirements)" : "") + "\n")
        }
        if let reason = report.stopReason {
            out.write("STOPPED: \(reason); \(report.notRun.count) cases not run\n")
        }
        let untested = report.requirementsUntestedBySkips
        if !untested.isEmpty {
            out.write("SKIPPED cases leave \(untested.count) requirements untested: \(untested.joined(separator: ", "))\n")
        }
        let info = report.implementation
        out.write("verify: \(info.name) \(info.version): \(report.results.count) cases: \(report.count(.passed)) passed, "
                  + "\(report.count(.failed)) failed, \(report.count(.broken)) broken, \(report.count(.expectedFailure)) expected failures, "
                  + "\(report.count(.skipped)) skipped"
                  + (report.count(.unexpectedPass) > 0 ? ", \(report.count(.unexpectedPass)) unexpected passes" : "")
                  + (report.staleExpectedFailures.isEmpty ? "" : ", \(report.staleExpectedFailures.count) stale ids") + "\n")
        // The last line agrees with the exit code: unexpected passes and stale ids are failures.
        out.write("\(report.passCount) passed, \(report.failureCount + report.count(.broken)) failed, \(report.count(.skipped)) skipped\n")
    }
}
