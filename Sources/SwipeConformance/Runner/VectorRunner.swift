import Foundation
import SwipeReference

/// The status of a case after a run (PROTOCOL.md 5).
public enum CaseStatus: String, Sendable, Hashable {
    case passed, failed, broken, skipped, expectedFailure
}

/// The result of one vector against an implementation.
public struct CaseResult: Sendable, Hashable {
    public var id: String
    public var file: String
    public var requirements: [String]
    public var status: CaseStatus
    public var message: String?
    public var difference: Difference?
    public var expected: Observation?
    public var actual: Observation?
    public var event: InputEvent?
}

/// A set of case ids expected to fail, read from and written to a file of one id
/// per line (`#` starts a comment). Strict, as in the Protocol Buffers runner: a
/// listed case that passes, or a listed id that does not exist, fails the run.
public struct ExpectedFailures: Sendable, Hashable {
    public var ids: [String]

    public init(ids: [String]) { self.ids = ids }

    public init(text: String) {
        ids = text.split(whereSeparator: \.isNewline).compactMap { line in
            let content = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            let id = content.trimmingCharacters(in: .whitespaces)
            return id.isEmpty ? nil : String(id)
        }
    }

    public var text: String {
        "# Cases expected to fail (swipe-conformance verify --expected-failures).\n"
            + "# Rewritten by --fix-expected-failures. One case id per line.\n"
            + ids.sorted().map { $0 + "\n" }.joined()
    }
}

/// The outcome of `VectorRunner.run`.
public struct VerifyReport: Sendable {
    public var implementation: ImplementationInfo
    public var results: [CaseResult]
    /// Listed expected failures that do not name any case.
    public var staleExpectedFailures: [String]

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

/// Runs vectors against a driver (issue 5).
public struct VectorRunner {
    public var batchSize = 64
    public var shard = Shard.whole
    public var expectedFailures = ExpectedFailures(ids: [])
    /// Called after each batch with (done, total).
    public var progress: ((Int, Int) -> Void)?

    public init() {}

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
