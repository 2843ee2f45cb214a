import SwipeReference
import Testing

@testable import SwipeConformance

/// The one batching loop of every run on an implementation: where it stops, and why.
@Suite struct CaseFeedTests {
    /// A driver on which every case breaks, as a subprocess driver answers a
    /// batch to an implementation that never answers (it stops sending after
    /// the streak's limit, and the rest of the batch is broken unsent).
    struct BreakingDriver: CaseDriver {
        var info = ImplementationInfo(name: "breaking", version: "1")
        var requests: [Int] = []
        mutating func run(_ cases: [(id: String, input: CaseInput)]) -> [CaseRun] {
            requests.append(cases.count)
            return cases.map { _ in .broken("timed out") }
        }
        mutating func finish() {}
    }

    static let cases = (0..<100).map { FakeImplementation.dragCase("case-\($0)") }

    @Test("a streak of broken cases that ends inside a batch is the stop's reason, not the caller's check after the batch")
    func streakInsideABatchIsTheReason() {
        var driver = BreakingDriver()
        var feed = CaseFeed(batchSize: 64)
        var failures = 0
        let (done, stop) = feed.run(Self.cases, on: &driver, afterBatch: { _ in
            failures >= 3 ? "stopped after \(failures) failures (--max-failures 3)" : nil
        }) { _, _ in failures += 1 }
        #expect(done == BrokenStreak.defaultLimit)
        #expect(stop == .broken(feed.streak), "\(String(describing: stop?.reason))")
        #expect(stop?.reason.hasPrefix("stopped after 10 broken cases in a row") == true, "\(String(describing: stop?.reason))")
        #expect(driver.requests == [64], "one batch, whose answers after the tenth break count as not run")
    }

    @Test("the caller's check stops the feed after a batch when no streak did")
    func askedStopAfterABatch() {
        var driver = InProcessDriver<SwipeList>()
        var feed = CaseFeed(batchSize: 8)
        let (done, stop) = feed.run(Self.cases, on: &driver, afterBatch: { done in done >= 16 ? "enough" : nil }) { _, _ in }
        #expect(done == 16)
        #expect(stop == .asked("enough"))
    }
}
