import SwipeReference
import Testing

@testable import SwipeConformance

/// The runner of vector files: what it tells a progress display, and when.
@Suite struct VectorRunnerTests {
    /// Runs cases in process and logs each request, beside the progress calls.
    final class Log: @unchecked Sendable { var entries: [String] = [] }

    struct LoggingDriver: CaseDriver {
        let log: Log
        var inner = InProcessDriver<SwipeList>()
        var info: ImplementationInfo { inner.info }
        mutating func run(_ cases: [(id: String, input: CaseInput)]) -> [CaseRun] {
            log.entries.append("run \(cases.count)")
            return inner.run(cases)
        }
        mutating func finish() {}
    }

    @Test("progress is reported before the first batch is sent, so a display timed by the clock has a count while the batch waits")
    func progressBeforeTheFirstBatch() throws {
        let files = try VectorStore.load(Paths.vectors + "/examples.json")
        let total = files.reduce(0) { $0 + $1.cases.count }
        let log = Log()
        var runner = VectorRunner()
        runner.batchSize = 5
        runner.progress = { done, all in log.entries.append("progress \(done)/\(all)") }
        var driver = LoggingDriver(log: log)
        let report = runner.run(files, driver: &driver)
        #expect(report.code == .success)
        #expect(log.entries == ["progress 0/\(total)", "run 5", "progress 5/\(total)", "run \(total - 5)", "progress \(total)/\(total)"],
                "\(log.entries)")
    }
}
