import PropertyEngine
import SwipeConformance
import SwipeReference
import Synchronization
import Testing

/// Shrinking keeps the way a case fails, and the shrunk case is run again before it is reported.
@Suite struct PropertyVerdictTests {
    /// The reference's output with the accessibility lists dropped: every property that compares outputs fails.
    private static func wrong(_ input: CaseInput) -> CaseRun {
        guard let output = try? input.referenceOutput() else { return .rejected("the reference rejected the case") }
        return .output(CaseOutput(accessibility: [], observations: output.observations))
    }

    @Test("an implementation that breaks on cases of 4 or more events shrinks to a break, not to a smaller property failure")
    func shrinkingKeepsTheKindOfBreak() throws {
        // Once it has broken, it also answers cases of fewer than 4 events wrongly: a
        // different bug, which shrinking must not switch to.
        let hasBroken = Mutex(false)
        let executor: CaseExecutor = { input in
            if input.events.count >= 4 {
                hasBroken.withLock { $0 = true }
                return .broken("no answer within the timeout")
            }
            guard hasBroken.withLock({ $0 }) else {
                return (try? input.referenceOutput()).map { .output($0) } ?? .rejected("the reference rejected the case")
            }
            return Self.wrong(input)
        }
        // Properties whose transformed inputs keep the event count (untouchedRow
        // inserts a row, one more event, which would break on a 3-event case).
        let report = PropertySuite(cases: 200, properties: [.differential, .invariants, .mirror]).check(executor)
        let failure = try #require(report.failure)
        #expect(failure.verdict.failsTheSameWay(as: .broken(.protocolBroken, message: "")), "\(failure.verdict)")
        #expect(failure.shrunk.events.count >= 4)
        #expect(failure.shrunk.events.count < failure.original.events.count || failure.original.events.count == 4)
        #expect(failure.shrunkCaseFailedAgain)
    }

    @Test("an implementation that runs a case whose rows the reference refuses fails the differential property")
    func answeringARefusedConfigurationFails() {
        var row = RowConfiguration(declarations: [SwipeDeclaration(edge: .trailing, actions: [SwipeAction(id: "a")])])
        row.parameters.slop = -1  // out of range (GEO-6)
        let input = CaseInput(rows: [row], events: [.advance(time: 1)])
        let answers: CaseExecutor = { _ in .output(CaseOutput(accessibility: [[]], observations: [Observation(rows: [], performed: [], tappedRow: nil, rejection: nil)])) }
        let verdict = PropertyChecks.verdict([.differential], input, run: answers)
        #expect(verdict.message?.contains("the reference refuses the rows") == true, "\(verdict)")
        let refuses: CaseExecutor = { _ in .rejected("slop out of range") }
        #expect(PropertyChecks.verdict([.differential], input, run: refuses).failsTheSameWay(as: .broken(.rejected, message: "")))
    }

    @Test("a failure that does not come back when the shrunk case is run again reports the original case")
    func theShrunkCaseIsRunAgain() throws {
        // Wrong on the first 30 runs, right afterwards: shrinking accepts candidates, the re-run passes.
        let calls = Mutex(0)
        let executor: CaseExecutor = { input in
            let call = calls.withLock { $0 += 1; return $0 }
            if call <= 30 { return Self.wrong(input) }
            return (try? input.referenceOutput()).map { .output($0) } ?? .rejected("the reference rejected the case")
        }
        let report = PropertySuite(cases: 50).check(executor)
        let failure = try #require(report.failure)
        #expect(!failure.shrunkCaseFailedAgain)
        #expect(failure.shrunk == failure.original)
        #expect(report.description.contains("did not fail the same way when run again"))
    }

    @Test("each case's input runs once for all properties")
    func oneRunPerCase() {
        let runs = Mutex(0)
        let executor: CaseExecutor = { input in
            runs.withLock { $0 += 1 }
            return (try? input.referenceOutput()).map { .output($0) } ?? .rejected("the reference rejected the case")
        }
        let properties: [SwipeProperty] = [.differential, .invariants, .monotoneSelection]
        let suite = PropertySuite(cases: 20, properties: properties)
        #expect(suite.check(executor).failure == nil)
        #expect(runs.withLock { $0 } == 20)
    }

    @Test("the failing case runs once to find it and once more to confirm it, never again in between")
    func theFailingCaseIsNotRunAgainToShrinkIt() throws {
        let runs = Mutex([CaseInput: Int]())
        let executor: CaseExecutor = { input in
            runs.withLock { $0[input, default: 0] += 1 }
            return Self.wrong(input)
        }
        var suite = PropertySuite(cases: 10, properties: [.differential])
        suite.budget = ShrinkBudget(maxEvaluations: 0, maxDuration: .seconds(60))  // no candidate: only the found case runs
        let failure = try #require(suite.check(executor).failure)
        #expect(failure.shrunkCaseFailedAgain)
        #expect(runs.withLock { $0[failure.original] } == 2, "\(failure.original)")
    }
}
