import Foundation
import PropertyEngine
@testable import SwipeConformance
@testable import SwipeConformanceCLI
import SwipeReference
import Synchronization
import Testing

/// `fuzz --keep-going`: every case runs, failures are grouped by class, and each
/// class's first case is shrunk on its own, so two different bugs give two
/// minimal cases instead of one that hides the other.
@Suite struct PropertySuiteKeepGoingTests {
    /// The reference with up to two planted bugs: content taps are lost (no
    /// `tappedRow`), and performed actions go unreported (no `performed`).
    static func planted(losesTaps: Bool, losesPerformed: Bool) -> CaseExecutor {
        { input in
            do {
                var output = try input.run(SwipeList.self)
                for i in output.observations.indices {
                    if losesTaps { output.observations[i].tappedRow = nil }
                    if losesPerformed { output.observations[i].performed = [] }
                }
                return .output(output)
            } catch {
                return .rejected("\(error)")
            }
        }
    }

    static func suite() -> PropertySuite {
        var suite = PropertySuite(cases: 400, properties: [.differential])
        suite.listChanges = false
        suite.budget = ShrinkBudget(maxEvaluations: 2_000, maxDuration: .seconds(600))
        return suite
    }

    @Test("two planted bugs are counted and shrunk separately")
    func twoPlantedFailures() throws {
        let run = Self.planted(losesTaps: true, losesPerformed: true)
        let report = Self.suite().checkKeepingGoing(run)
        let taps = report.entries.filter { $0.failureClass.field == "tappedRow" }
        let performed = report.entries.filter { $0.failureClass.field?.hasPrefix("performed") == true }
        #expect(taps.count == 1, "one class for the lost taps: \(report.table)")
        #expect(!performed.isEmpty, "a class for the unreported actions: \(report.table)")
        #expect(taps.count + performed.count == report.entries.count, "no other class: \(report.table)")
        // Every failing case is counted once, in its class.
        var failing = 0
        for index in 0..<400 {
            let result = PropertyCheck.search(gen: SwipeGen.swipeCase, seed: PropertySuite.defaultSeed, caseIndices: [index]) { input in
                PropertyChecks.verdict([.differential], input, run: run).failure
            }
            if result.failure != nil { failing += 1 }
        }
        #expect(report.entries.reduce(0) { $0 + $1.count } == failing)
        // Each class's case is shrunk on its own and still fails that way alone.
        for entry in report.entries {
            let failure = entry.failure
            #expect(failure.shrunkCaseFailedAgain, "\(entry.failureClass) did not fail again")
            #expect(FailureClass(failure.verdict) == entry.failureClass)
            #expect(FailureClass(PropertyChecks.verdict([.differential], failure.shrunk, run: run)) == entry.failureClass)
            #expect(failure.shrunk.events.count <= 4, "\(entry.failureClass): \(failure.shrunk.events.count) events")
        }
        let tapCase = try #require(taps.first?.failure.shrunk)
        let performedCase = try #require(performed.first?.failure.shrunk)
        #expect(tapCase != performedCase)
    }

    @Test("a stop request that arrives under a failing case stops the run at that case, uncounted, as a run that stops at its first failure does")
    func stopUnderAFailingCase() throws {
        let planted = Self.planted(losesTaps: true, losesPerformed: false)
        let stopped = Mutex(false)
        // Answers wrongly, and asks the run to stop while doing so: an interrupt that arrives under the case.
        let run: CaseExecutor = { input in
            let answer = planted(input)
            if PropertyChecks.verdict([.differential], input, run: { _ in answer }) != .holds { stopped.withLock { $0 = true } }
            return answer
        }
        var suite = Self.suite()
        suite.shouldStop = { stopped.withLock { $0 } }
        let firstFailing = try #require(PropertyCheck.search(gen: SwipeGen.swipeCase, seed: suite.seed, caseIndices: 0..<400) { input in
            PropertyChecks.verdict([.differential], input, run: planted).failure
        }.failure?.caseIndex)
        let keepingGoing = suite.checkKeepingGoing(run)
        #expect(keepingGoing.stoppedAt == firstFailing)
        #expect(keepingGoing.casesRun == firstFailing)
        #expect(keepingGoing.entries.isEmpty)
        stopped.withLock { $0 = false }
        let first = suite.check(run)
        #expect(first.stoppedAt == firstFailing)
        #expect(first.casesRun == firstFailing)
        #expect(first.failure == nil)
    }

    @Test("a stop request while a failure shrinks ends shrinking at once with the smallest case that failed before it, flagged, never blamed",
          arguments: [false, true])
    func stopWhileShrinking(keepGoing: Bool) throws {
        let planted = Self.planted(losesTaps: true, losesPerformed: false)
        // Counts the cases run once shrinking has begun, and asks the run to stop after 30 of them.
        let state = Mutex((shrinking: false, runWhileShrinking: 0, runAfterStop: 0))
        let run: CaseExecutor = { input in
            state.withLock { s in
                if s.shrinking { s.runWhileShrinking += 1 }
                if s.runWhileShrinking > 30 { s.runAfterStop += 1 }
            }
            return planted(input)
        }
        var suite = Self.suite()
        suite.shrinkProgress = { _, _ in state.withLock { $0.shrinking = true } }
        suite.shouldStop = { state.withLock { $0.runWhileShrinking >= 30 } }
        let failure: PropertyReport.Failure
        if keepGoing {
            let report = suite.checkKeepingGoing(run)
            #expect(report.stoppedAt == nil, "the run itself went through every case")
            failure = try #require(report.entries.first?.failure)
        } else {
            let report = suite.check(run)
            #expect(report.stoppedAt == nil)
            failure = try #require(report.failure)
        }
        #expect(state.withLock { $0.runAfterStop } == 0, "a case was run after the stop request")
        #expect(failure.shrinkInterrupted)
        // The case reported failed this way before the stop: never the claim that it does not reproduce.
        #expect(PropertyChecks.verdict([.differential], failure.shrunk, run: planted) == failure.verdict)
        #expect(failure.shrunk.events.count <= failure.original.events.count)
        let text = PropertyReport(seed: suite.seed, casesRun: 1, failure: failure).description
        #expect(text.contains(PropertyReport.shrinkInterruptedNote), "\(text)")
        #expect(!text.contains("did not fail the same way"), "\(text)")
    }

    @Test("one planted bug gives one class, and a correct implementation none")
    func onePlantedFailure() {
        let one = Self.suite().checkKeepingGoing(Self.planted(losesTaps: true, losesPerformed: false))
        #expect(one.entries.map(\.failureClass.description) == ["differential at up: tappedRow"], "\(one.table)")
        let none = Self.suite().checkKeepingGoing(Self.planted(losesTaps: false, losesPerformed: false))
        #expect(none.isSuccess)
    }

    @Test("a failure's class: property, first differing event type and field, or kind of break")
    func failureClass() {
        let message = "differs from the reference: event 12 (move x 3 y 4 t 0.5): rows[1].actions[0].x: expected 1, got 2"
        let c = FailureClass(.fails(.differential, message: message))
        #expect(c?.property == "differential")
        #expect(c?.event == .move)
        #expect(c?.field == "rows[].actions[].x")
        #expect(FailureClass(.broken(.protocolBroken, message: "the process ended"))?.description == "break (protocol)")
        #expect(FailureClass(.holds) == nil)
        #expect(FailureFolder.fileName(rank: 3, c!) == "03-differential-at-move-rows-actions-x.json")
    }

    @Test("fuzz --keep-going prints the table of distinct failures and writes each shrunk case to --out-dir")
    func command() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("keep-going-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = CLITests.cli("fuzz", "--fault", "open-threshold-exclusive", "--keep-going", "--cases", "300",
                               "--out-dir", folder + "/classes")
        #expect(run.code == ExitCode.failures, "\(run.out)\(run.err)")
        #expect(run.out.contains("distinct way") && run.out.contains("count  first case  events  class"), "\(run.out)")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder + "/classes").sorted()
        let ranks = run.out.split(separator: "\n").filter { $0.hasPrefix("== ") }
        #expect(!files.isEmpty && files.count == ranks.count, "\(files) for \(ranks)")
        for file in files {
            let vectors = try VectorStore.load(folder + "/classes/" + file)
            #expect(vectors.map(\.cases.count) == [1], "\(file)")
        }
        let onAFile = CLITests.cli("fuzz", "--keep-going", "--cases", "1", "--out-dir", folder + "/classes/" + files[0])
        #expect(onAFile.code == ExitCode.usage, "\(onAFile.err)")
        #expect(onAFile.err.contains("is a file"), "\(onAFile.err)")
    }
}
