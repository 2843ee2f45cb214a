import Foundation
import SwipeReference

/// The status of a case after a run (PROTOCOL.md 5).
public enum CaseStatus: String, Sendable, Hashable {
    /// Passed, failed, broken (the implementation broke the protocol), skipped
    /// (a style or feature it lacks), or failed as expected.
    case passed, failed, broken, skipped, expectedFailure
}

/// The result of one vector against an implementation.
public struct CaseResult: Sendable, Hashable {
    /// The vector's id.
    public var id: String
    /// The vector file the case is in.
    public var file: String
    /// The requirement ids the case exercises.
    public var requirements: [String]
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
public struct ExpectedFailures: Sendable, Hashable {
    /// The ids, in file order.
    public var ids: [String]

    /// The given ids.
    public init(ids: [String]) { self.ids = ids }

    /// Reads a file of one id per line; blank lines and text after `#` are ignored.
    public init(text: String) {
        ids = text.split(whereSeparator: \.isNewline).compactMap { line in
            let content = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            let id = content.trimmingCharacters(in: .whitespaces)
            return id.isEmpty ? nil : String(id)
        }
    }

    /// The file text: one id per line.
    public var text: String {
        "# Cases expected to fail (swipe-conformance verify --expected-failures).\n"
            + "# Rewritten by --fix-expected-failures. One case id per line.\n"
            + ids.sorted().map { $0 + "\n" }.joined()
    }
}

/// The outcome of `VectorRunner.run`.
public struct VerifyReport: Sendable {
    /// The implementation that ran, as its hello announced it.
    public var implementation: ImplementationInfo
    /// One result per case, in vector order.
    public var results: [CaseResult]
    /// Listed expected failures that do not name any case.
    public var staleExpectedFailures: [String]

    /// How many cases ended with `status`.
    public func count(_ status: CaseStatus) -> Int { results.filter { $0.status == status }.count }

    /// Expected failures that passed.
    public var unexpectedPasses: [String]

    /// The exit code of PROTOCOL.md 6.
    public var exitCode: Int32 {
        if count(.broken) > 0 { return ExitCode.protocolBroken }
        if count(.failed) > 0 || !staleExpectedFailures.isEmpty || !unexpectedPasses.isEmpty { return ExitCode.failures }
        return ExitCode.success
    }

    /// The expected-failures list that would make this run pass: every failing case.
    public var fixedExpectedFailures: ExpectedFailures {
        ExpectedFailures(ids: results.filter { $0.status == .failed || $0.status == .expectedFailure }.map(\.id))
    }
}

/// Runs vectors against a driver and compares each answer with the expected
/// output.
public struct VectorRunner {
    /// Cases per protocol request (`--batch`).
    public var batchSize = 64
    /// The shard of the cases to run (`--shard`).
    public var shard = Shard.whole
    /// The cases expected to fail (`--expected-failures`).
    public var expectedFailures = ExpectedFailures(ids: [])
    /// Called after each batch with (done, total).
    public var progress: ((Int, Int) -> Void)?

    /// A runner of every case, in batches of 64, with no expected failures.
    public init() {}

    /// Runs the cases of `files` on `driver` and compares each output with the expected one.
    public func run<D: CaseDriver>(_ files: [VectorFile], driver: inout D) -> VerifyReport {
        let all = files.flatMap { f in f.cases.map { (file: f.name, vector: $0) } }
        let selected = all.enumerated().filter { shard.contains($0.offset) }.map(\.element)
        let info = driver.info
        var results: [CaseResult] = []
        results.reserveCapacity(selected.count)
        var toRun: [(file: String, vector: VectorCase)] = []
        for entry in selected {
            if info.supports(entry.vector.needs) {
                toRun.append(entry)
            } else {
                let missing = entry.vector.needs.tags.filter { tag in
                    !(info.styles.map(\.rawValue).contains(tag) || info.features.map(\.rawValue).contains(tag))
                }
                results.append(CaseResult(id: entry.vector.id, file: entry.file, requirements: entry.vector.requirements,
                                          status: .skipped, message: "needs \(missing.joined(separator: ", ")), not announced by the implementation"))
            }
        }
        var done = 0
        var start = 0
        while start < toRun.count {
            let batch = Array(toRun[start..<min(start + batchSize, toRun.count)])
            let runs = driver.run(batch.map { ($0.vector.id, $0.vector.input) })
            for (entry, run) in zip(batch, runs) { results.append(judge(entry.vector, file: entry.file, run)) }
            start += batch.count
            done += batch.count
            progress?(done, toRun.count)
        }
        driver.finish()
        // Restore the stable order (skipped cases were appended first).
        let order = Dictionary(uniqueKeysWithValues: selected.enumerated().map { ($0.element.vector.id, $0.offset) })
        results.sort { order[$0.id]! < order[$1.id]! }
        // Strict expected failures.
        let listed = Set(expectedFailures.ids)
        let known = Set(all.map(\.vector.id))
        var unexpectedPasses: [String] = []
        for i in results.indices where listed.contains(results[i].id) {
            switch results[i].status {
            case .failed:
                results[i].status = .expectedFailure
            case .passed:
                unexpectedPasses.append(results[i].id)
                results[i].message = "listed as an expected failure but passed; remove it (or run with --fix-expected-failures)"
            default: break
            }
        }
        let stale = expectedFailures.ids.filter { !known.contains($0) }
        return VerifyReport(implementation: info, results: results, staleExpectedFailures: stale, unexpectedPasses: unexpectedPasses)
    }

    func judge(_ v: VectorCase, file: String, _ run: CaseRun) -> CaseResult {
        var r = CaseResult(id: v.id, file: file, requirements: v.requirements, status: .passed)
        switch run {
        case let .broken(reason):
            r.status = .broken
            r.message = reason
        case let .rejected(reason):
            r.status = .failed
            r.message = reason
        case let .output(out):
            if let d = Comparison.firstDifference(expected: v.expected, actual: out) {
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
