import Foundation
import SwipeReference

enum Verify {
    static let help = """
    swipe-conformance verify — run the vectors against an implementation

    USAGE
      swipe-conformance verify [--vectors DIR|FILE] [--impl "COMMAND"] [--expected-failures FILE]
                               [--fix-expected-failures] [--json FILE] [--junit FILE]
                               [--timeout SECONDS] [--shard I/N] [--batch N]

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
      --fix-expected-failures  rewrite FILE to list exactly the cases that fail now
      --json FILE              write the machine-readable report (PROTOCOL.md 5)
      --junit FILE             write JUnit XML, one testcase per vector
      --timeout SECONDS        per case (and for the handshake) (default: 10)
      --shard I/N              run only shard I of N; shards 1…N cover every case once
      --batch N                cases per protocol request (default: 64)

    \(CLI.exitCodesHelp)
    """

    static func run(_ args: [String], _ out: any TextStream, _ err: any TextStream) throws -> Int32 {
        let a = try Arguments(args, command: "verify",
                              values: ["vectors", "impl", "expected-failures", "json", "junit", "timeout", "shard", "batch"],
                              flags: ["fix-expected-failures"])
        guard a.positionals.isEmpty else { throw UsageError("verify: unexpected argument \(a.positionals[0]); see `swipe-conformance verify --help`") }
        let timeout = try a.double("timeout", default: 10, in: 0.001...86_400, command: "verify")
        var runner = VectorRunner()
        runner.batchSize = try a.int("batch", default: 64, in: 1...100_000, command: "verify")
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
                runner.expectedFailures = ExpectedFailures(text: text)
            } else if !a.flags.contains("fix-expected-failures") {
                throw UsageError("verify: cannot read the expected-failures file \(path); create it (or pass --fix-expected-failures to write it)")
            }
        }
        let files = try VectorStore.load(orBundled: a.values["vectors"])
        let progress = Progress(stream: err, label: "verify")
        runner.progress = progress.update
        let report: VerifyReport
        if let command = a.values["impl"] {
            var driver: SubprocessDriver
            do {
                driver = try SubprocessDriver(command: command, timeout: timeout, batchSize: runner.batchSize)
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
        printReport(report, to: out)
        if let path = a.values["json"] { try CLI.writeAtomically(Reports.json(report), to: path) }
        if let path = a.values["junit"] { try CLI.writeAtomically(Reports.junit(report), to: path) }
        if a.flags.contains("fix-expected-failures"), let path = a.values["expected-failures"] {
            try CLI.writeAtomically(report.fixedExpectedFailures.text, to: path)
            out.write("verify: wrote \(report.fixedExpectedFailures.ids.count) expected failures to \(path)\n")
            return report.count(.broken) > 0 ? ExitCode.protocolBroken : ExitCode.success
        }
        return report.exitCode
    }

    static func printReport(_ report: VerifyReport, to out: any TextStream) {
        for r in report.results {
            switch r.status {
            case .failed:
                out.write("FAIL \(r.id) [\(r.requirements.joined(separator: ", "))] \(r.file): \(r.message ?? "")\n")
                if let e = r.expected, let a = r.actual {
                    out.write("     expected: \(Describe.observation(e))\n     actual:   \(Describe.observation(a))\n")
                }
            case .broken:
                out.write("BROKEN \(r.id) \(r.file): \(r.message ?? "")\n")
            case .passed where r.message != nil:
                out.write("UNEXPECTED PASS \(r.id): \(r.message!)\n")
            default:
                break
            }
        }
        for id in report.staleExpectedFailures {
            out.write("STALE expected failure \(id): no vector has this id; remove it (or run with --fix-expected-failures)\n")
        }
        let info = report.implementation
        let failed = report.count(.failed) + report.count(.broken)
        out.write("verify: \(info.name) \(info.version): \(report.results.count) cases: \(report.count(.passed)) passed, "
                  + "\(report.count(.failed)) failed, \(report.count(.broken)) broken, \(report.count(.expectedFailure)) expected failures, "
                  + "\(report.count(.skipped)) skipped\n")
        out.write("\(report.count(.passed) + report.count(.expectedFailure)) passed, \(failed) failed, \(report.count(.skipped)) skipped\n")
    }
}
