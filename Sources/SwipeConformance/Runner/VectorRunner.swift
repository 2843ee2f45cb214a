import QuotedText
import ChildProcesses
import Foundation
import StrictJSON
import SwipeReference

/// The status of a case after a run (PROTOCOL.md 5).
///
/// `unexpectedPass` (listed as an expected failure, but passed) fails the run,
/// like `failed`: every report counts it as a failure.
public enum CaseStatus: String, Sendable, Hashable {
    /// Passed, failed, broken (the implementation broke the protocol), skipped
    /// (a style or feature it lacks), failed as expected, or passed although
    /// listed as an expected failure.
    case passed, failed, broken, skipped, expectedFailure, unexpectedPass
}

/// The result of one vector against an implementation.
public struct CaseResult: Sendable, Hashable {
    /// The vector's id.
    public var id: String
    /// The vector file the case is in.
    public var file: String
    /// The requirement ids the case exercises.
    public var requirements: [RequirementID]
    /// How the case ended.
    public var status: CaseStatus
    /// Why the case failed, broke or was skipped; `nil` when it passed.
    public var message: String?
    /// The first difference from the expected output, for a failed case.
    public var difference: Difference?
    /// The expected observation at the first differing event.
    public var expected: Observation?
    /// The implementation's observation at that event.
    public var actual: Observation?
    /// The event after which the observations differ.
    public var event: InputEvent?
}

/// A set of case ids expected to fail, read from and written to a file of one id
/// per line (`#` starts a comment). Strict, as in the Protocol Buffers runner: a
/// listed case that passes, or a listed id that does not exist, fails the run.
///
/// Reading is strict too: a line that is neither blank, a comment, nor one case
/// id (letters, digits, `-`, `_`, `.`) is bad input, so a vector file passed by
/// mistake is refused instead of being overwritten. Rewriting keeps the file's
/// comments and the order of the ids that stay.
package struct ExpectedFailures: Sendable, Hashable {
    /// The ids, in file order.
    package var ids: [String]
    /// The file's lines as read (comments kept when the list is rewritten).
    var lines: [String] = []

    /// The given ids.
    package init(ids: [String]) { self.ids = ids }

    /// A line that is not blank, a comment or one case id.
    /// Or a line that lists an id an earlier line listed (`repeats`: that
    /// line): a slip, as a case is expected to fail once.
    package struct BadLine: Error, Equatable, CustomStringConvertible {
        package var line: Int
        package var text: String
        package var repeats: Int?
        package init(line: Int, text: String, repeats: Int? = nil) {
            self.line = line
            self.text = text
            self.repeats = repeats
        }
        package var description: String {
            if let repeats {
                return "line \(line) lists \(quoteShortened(text)) again (first on line \(repeats)); list each case id once"
            }
            return "line \(line) is not a case id or a comment: \(quoteShortened(text)); the file lists one case id per line, # starts a comment"
        }
    }

    /// Reads the file's text.
    ///
    /// - Throws: `BadLine` for the first line that is not blank, a comment or
    ///   one case id, or that lists an id listed before.
    package init(text: String) throws(BadLine) {
        // CRLF files (written on Windows) read like LF ones ("\r\n" is one Character).
        lines = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }).map(String.init)
        if lines.last == "" { lines.removeLast() }
        ids = []
        var listedOn: [String: Int] = [:]
        for (n, line) in lines.enumerated() {
            guard let id = try Self.id(in: line, number: n + 1) else { continue }
            if let first = listedOn[id] { throw BadLine(line: n + 1, text: id, repeats: first) }
            listedOn[id] = n + 1
            ids.append(id)
        }
    }

    /// The id on `line`, `nil` for a blank or comment line.
    static func id(in line: String, number: Int) throws(BadLine) -> String? {
        let content = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        let id = String(content).trimmingCharacters(in: .whitespaces)
        if id.isEmpty { return nil }
        guard id.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || "-_.".unicodeScalars.contains($0) }) else {
            throw BadLine(line: number, text: line.trimmingCharacters(in: ["\r"]))
        }
        return id
    }

    /// The file's text: its comment lines and the lines of ids still listed,
    /// in their order, then new ids sorted. A new file gets a short header.
    package var text: String {
        var out = lines.isEmpty
            ? ["# Cases expected to fail (swipe-conformance verify --expected-failures).",
               "# Rewritten by --fix-expected-failures; comments are kept. One case id per line."]
            : []
        let keep = Set(ids)
        var written: Set<String> = []
        for (n, line) in lines.enumerated() {
            if let id = try? Self.id(in: line, number: n + 1) {
                guard keep.contains(id), written.insert(id).inserted else { continue }
            }
            out.append(line)
        }
        out += ids.filter { !written.contains($0) }.sorted()
        return out.map { $0 + "\n" }.joined()
    }

    /// This list with `ids` replaced (comments kept).
    func replacing(ids newIDs: [String]) -> ExpectedFailures {
        var copy = self
        copy.ids = newIDs
        return copy
    }
}

/// The outcome of `VectorRunner.run`.
public struct VerifyReport: Sendable {
    /// The implementation that ran, as its hello announced it.
    public var implementation: ImplementationInfo
    /// One result per case, in vector order.
    public var results: [CaseResult]
    /// Listed expected failures that do not name any case.
    package var staleExpectedFailures: [String]

    /// How many cases ended with `status`.
    public func count(_ status: CaseStatus) -> Int { results.filter { $0.status == status }.count }

    /// Expected failures that passed.
    public var unexpectedPasses: [String] { results.filter { $0.status == .unexpectedPass }.map(\.id) }

    /// How the run's verdict counts one case: the one count it adds to in
    /// every report (the exit code, the text summary, `--json`'s `summary`,
    /// `--junit`'s totals and the testcase's element).
    package enum Counted: Sendable, Hashable {
        /// Passed; failed as listed; fails the run with code 1; broke the
        /// protocol (code 3); skipped, not failing the run.
        case passed, expectedFailure, failed, broken, skipped
    }

    /// How the verdict counts `result`: by its status, except that an
    /// unexpected pass counts as failed, and so does a skipped case under
    /// `--fail-on-skip`.
    package func counted(_ result: CaseResult) -> Counted {
        switch result.status {
        case .passed: .passed
        case .expectedFailure: .expectedFailure
        case .failed, .unexpectedPass: .failed
        case .broken: .broken
        case .skipped: failOnSkip ? .failed : .skipped
        }
    }

    /// The run's one verdict: every case counted once (``counted(_:)``), what
    /// the failures are made of, and the exit code. The exit code, the text
    /// summary, the JSON summary and the JUnit totals are all read from it, so
    /// no report counts a case its own way.
    package struct Verdict: Sendable, Hashable {
        /// The cases that ran to a status (not the ones not run).
        package var total = 0
        /// Cases counted as passed, failed as listed, broken and skipped.
        package var passed = 0, expectedFailures = 0, broken = 0, skipped = 0
        /// Cases that failed by their own status.
        package var failedCases = 0
        /// Listed expected failures that passed (counted as failed).
        package var unexpectedPasses = 0
        /// Ids of the expected-failures file that name no case (failures that are not cases).
        package var staleExpectedFailures = 0
        /// Skipped cases counted as failed under `--fail-on-skip`.
        package var skippedAsFailed = 0
        /// Cases not run because the run stopped early.
        package var notRun = 0
        /// The stop signal that interrupted the run, if one did.
        package var interruptedBy: Int32?

        /// Everything that makes the run exit 1.
        package var failed: Int { failedCases + unexpectedPasses + staleExpectedFailures + skippedAsFailed }

        /// The exit code of PROTOCOL.md 6: a broken case wins over a failure.
        package var code: ExitCode {
            if broken > 0 { return .protocolBroken }
            if failed > 0 { return .failures }
            return .success
        }

        /// The number the tool exits with: ``code``, or 128 + the signal's number for an interrupted run.
        package var exitCode: Int32 { interruptedBy.map { 128 + $0 } ?? code.rawValue }
    }

    /// The run's verdict, from its results as ``counted(_:)`` counts them.
    package var verdict: Verdict {
        var v = Verdict(total: results.count, staleExpectedFailures: staleExpectedFailures.count,
                        notRun: notRun.count, interruptedBy: interruptedBy)
        for result in results {
            switch counted(result) {
            case .passed: v.passed += 1
            case .expectedFailure: v.expectedFailures += 1
            case .broken: v.broken += 1
            case .skipped: v.skipped += 1
            case .failed:
                switch result.status {
                case .unexpectedPass: v.unexpectedPasses += 1
                case .skipped: v.skippedAsFailed += 1
                default: v.failedCases += 1
                }
            }
        }
        return v
    }

    /// Everything that makes the run fail with exit code 1, as every report
    /// counts it: failed cases, expected failures that passed, stale ids and,
    /// with `--fail-on-skip`, skipped cases.
    public var failureCount: Int { verdict.failed }

    /// Whether skipped cases fail the run (`--fail-on-skip`): they then count
    /// as failures in the exit code, the summary, the JSON and the JUnit report.
    package var failOnSkip = false

    /// The summary line every command prints last, from the same counts as
    /// the exit code, the JSON summary and the JUnit totals (``verdictCounts``).
    public var summaryLine: String {
        var line = verdictCounts
        if let stopReason { line += "; \(stopReason)" }
        return line + "; exit code \(exitCode)"
    }

    /// The run's counts in the one vocabulary every line of the text report
    /// uses, read from the run's one verdict: each case in exactly one of
    /// passed, expected failures (failed as listed; named only when there are
    /// some), failed (everything that makes the run exit 1: failed cases,
    /// unexpected passes, stale ids and, with `--fail-on-skip`, skipped
    /// cases), broken, skipped (only without `--fail-on-skip`) and not run. An
    /// expected failure is never counted as passed: a reader of "879 passed"
    /// would take a widget with 111 known failures for one with none.
    public var verdictCounts: String {
        let v = verdict
        let expected = v.expectedFailures > 0 ? ", \(v.expectedFailures) expected failures" : ""
        var line = "\(v.passed) passed\(expected), \(v.failed) failed, \(v.broken) broken, \(v.skipped) skipped"
        if v.notRun > 0 { line += ", \(v.notRun) not run" }
        if v.skippedAsFailed > 0 { line += " (--fail-on-skip: skipped cases count as failed)" }
        return line
    }

    /// What the counts of ``verdictCounts`` are made of where a case is counted
    /// other than by its own status (an unexpected pass, a stale id or a
    /// skipped case as failed); empty when every count is plain.
    public var verdictDetails: [String] {
        let v = verdict
        var failedParts: [String] = []
        if v.unexpectedPasses > 0 { failedParts.append("\(v.unexpectedPasses) expected failures that passed") }
        if v.staleExpectedFailures > 0 { failedParts.append("\(v.staleExpectedFailures) stale expected-failure ids") }
        if v.skippedAsFailed > 0 { failedParts.append("\(v.skippedAsFailed) skipped cases") }
        return failedParts.isEmpty ? [] : ["failed: " + failedParts.joined(separator: ", ")]
    }

    /// The run's metadata for the JSON report (set by `verify`).
    package var metadata: RunMetadata?

    /// Cases not run because the run stopped early (`stopReason`).
    package var notRun: [String] = []
    /// Why the run stopped before its last case, if it did.
    package var stopReason: String?

    /// Failed cases tallied by requirement id, most first (ties by id),
    /// so the rule an implementation breaks stands out.
    public var failuresByRequirement: [(id: RequirementID, count: Int)] {
        var tally: [RequirementID: Int] = [:]
        // Protocol breaks say nothing about a requirement: only failed cases count.
        for r in results where r.status == .failed {
            for id in r.requirements { tally[id, default: 0] += 1 }
        }
        return tally.map { (id: $0.key, count: $0.value) }.sorted { $0.count != $1.count ? $0.count > $1.count : $0.id.documentOrder < $1.id.documentOrder }
    }

    /// Requirements that only skipped cases exercise: the run did not test them.
    public var requirementsUntestedBySkips: [RequirementID] {
        let tested = Set(results.filter { $0.status != .skipped }.flatMap(\.requirements))
        return Set(results.filter { $0.status == .skipped }.flatMap(\.requirements)).subtracting(tested).inDocumentOrder()
    }

    /// The stop signal that interrupted the run (`SIGINT`, `SIGTERM`, `SIGHUP`), if one did.
    package var interruptedBy: Int32?

    /// The number the tool exits with: the code of PROTOCOL.md 6, or for an
    /// interrupted run the shell's status of the signal that ends it (128 + N:
    /// 130 for `SIGINT`), as the tool then ends with that signal (``verdict``).
    package var exitCode: Int32 { verdict.exitCode }

    /// The exit code of PROTOCOL.md 6: a broken case wins over a failure (``verdict``).
    package var code: ExitCode { verdict.code }

    /// The expected-failures list as read (its comments are kept when it is rewritten).
    package var expectedFailures = ExpectedFailures(ids: [])

    /// This report judged against ``fixedExpectedFailures``: what the run says
    /// once the list is rewritten (failed cases expected, passing ones not,
    /// stale ids gone), so the exit code and every report agree with the file.
    package func applyingFixedExpectedFailures() -> VerifyReport {
        var fixed = self
        let listed = Set(fixedExpectedFailures.ids)
        for i in fixed.results.indices {
            switch fixed.results[i].status {
            case .failed where listed.contains(fixed.results[i].id): fixed.results[i].status = .expectedFailure
            case .unexpectedPass:
                fixed.results[i].status = .passed
                fixed.results[i].message = nil
            default: break
            }
        }
        fixed.staleExpectedFailures = []
        fixed.expectedFailures = fixedExpectedFailures
        return fixed
    }

    /// The expected-failures list that would make this run pass: every failing
    /// case of this run, plus the listed ids of cases this run did not decide
    /// (in another shard, or skipped), so a fix on one shard keeps the others'.
    /// Stale ids and expected failures that passed are dropped.
    package var fixedExpectedFailures: ExpectedFailures {
        // Only a case that ran to a result decides: a broken, skipped or
        // not-run case keeps its listed id.
        let decided = Set(results.filter { [.passed, .failed, .expectedFailure, .unexpectedPass].contains($0.status) }.map(\.id))
        let stale = Set(staleExpectedFailures)
        let kept = expectedFailures.ids.filter { !decided.contains($0) && !stale.contains($0) }
        let failing = results.filter { $0.status == .failed || $0.status == .expectedFailure }.map(\.id)
        var seen: Set<String> = []
        return expectedFailures.replacing(ids: (kept + failing).filter { seen.insert($0).inserted })
    }
}

/// Runs vectors against a driver and judges each case against its expected output.
public struct VectorRunner {
    /// Cases per protocol request (`--batch`).
    package var batchSize = 64
    /// How outputs are compared: the fields the implementation's profile observes
    /// and how it shows a settle (every field, a settle at its target, by default).
    package var observing = Observing.everything
    /// The shard of the cases to run (`--shard`).
    package var shard = Shard.whole
    /// The cases expected to fail (`--expected-failures`).
    package var expectedFailures = ExpectedFailures(ids: [])
    /// Called before the first batch and after each batch with (done, total).
    package var progress: ((Int, Int) -> Void)?
    /// Which cases run (`--case`, `--requirement`); shards divide the selected cases.
    package var selection = CaseSelection()
    /// Stop once this many cases failed or broke (`--max-failures`); `nil`: never.
    package var maxFailures: Int?
    /// Stop after this many broken cases in a row: the implementation is broken
    /// as a whole, and restarting it for every remaining case only wastes time
    /// (``BrokenStreak``, the rule every run shares).
    package var consecutiveBrokenLimit = BrokenStreak.defaultLimit

    /// A runner of every case, in batches of 64, with no expected failures.
    public init() {}

    /// Runs the cases of `files` on `driver` and compares each output with the expected one.
    public func run<D: CaseDriver>(_ files: [VectorFile], driver: inout D) -> VerifyReport {
        let all = files.flatMap { f in f.cases.map { (file: f.name, vector: $0) } }
        let selected = all.filter { selection.contains($0.vector) }.enumerated().filter { shard.contains($0.offset) }.map(\.element)
        let info = driver.info
        var results: [CaseResult] = []
        results.reserveCapacity(selected.count)
        var toRun: [(file: String, vector: VectorCase)] = []
        for entry in selected {
            let missing = info.unannounced(entry.vector.needs)
            if missing.isEmpty {
                toRun.append(entry)
            } else {
                results.append(CaseResult(id: entry.vector.id, file: entry.file, requirements: entry.vector.requirements,
                                          status: .skipped, message: CaseRequirements.skipReason(missing)))
            }
        }
        var failures = 0
        // Before the first batch too: a progress display that ticks by the clock then has a count to show.
        progress?(0, toRun.count)
        var feed = CaseFeed(batchSize: batchSize, brokenLimit: consecutiveBrokenLimit)
        let (done, stop) = feed.run(toRun.map { ($0.vector.id, $0.vector.input) }, on: &driver, afterBatch: { done in
            progress?(done, toRun.count)
            guard let maxFailures, failures >= maxFailures else { return nil }
            return "stopped after \(Describe.count(failures, "failure")) (--max-failures \(maxFailures))"
        }) { index, run in
            let result = judge(toRun[index].vector, file: toRun[index].file, run)
            results.append(result)
            if result.status == .failed || result.status == .broken { failures += 1 }
        }
        var interruptedBy: Int32?
        if case let .interrupted(signal)? = stop { interruptedBy = signal }
        driver.finish()
        let notRun = toRun[done...].map(\.vector.id)
        let runIDs = Set(results.map(\.id))
        let selectedRun = selected.filter { runIDs.contains($0.vector.id) }
        // Restore the stable order (skipped cases were appended first).
        let order = Dictionary(uniqueKeysWithValues: selectedRun.enumerated().map { ($0.element.vector.id, $0.offset) })
        results.sort { order[$0.id]! < order[$1.id]! }
        // Strict expected failures.
        let listed = Set(expectedFailures.ids)
        let known = Set(all.map(\.vector.id))
        for i in results.indices where listed.contains(results[i].id) {
            switch results[i].status {
            case .failed:
                results[i].status = .expectedFailure
            case .passed:
                results[i].status = .unexpectedPass
                results[i].message = "listed as an expected failure but passed; remove it (or run with --fix-expected-failures)"
            default: break
            }
        }
        let stale = expectedFailures.ids.filter { !known.contains($0) }
        var report = VerifyReport(implementation: info, results: results, staleExpectedFailures: stale)
        report.expectedFailures = expectedFailures
        report.notRun = notRun
        report.stopReason = stop?.reason
        report.interruptedBy = interruptedBy
        return report
    }

    func judge(_ v: VectorCase, file: String, _ run: CaseRun) -> CaseResult {
        var r = CaseResult(id: v.id, file: file, requirements: v.requirements, status: .passed)
        switch run {
        case let .broken(reason):
            r.status = .broken
            r.message = reason
        case let .rejected(reason):
            r.status = .failed
            r.message = CaseRun.rejectionMessage(reason)
        case let .output(out):
            if let d = Comparison.firstDifference(expected: v.expected, actual: out, observing: observing, input: v.input) {
                r.status = .failed
                r.difference = d
                if let e = d.event {
                    r.event = v.input.events[e]
                    r.expected = v.expected.observations[e]
                    r.actual = out.observations[e]
                    r.message = "event \(e) (\(Describe.event(v.input.events[e]))): \(d.path): expected \(d.expected), got \(d.actual)"
                } else {
                    r.message = d.description
                }
            }
        }
        return r
    }
}
