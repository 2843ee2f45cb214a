import PropertyEngine
import Synchronization
import SwipeConformance
import SwipeConformanceTesting
import SwipeReference
import Testing

/// The issues `body` records, held back from the test so that it passes (the
/// issue-handling scope `expectProperty` itself uses), and what `body` returned.
func heldIssues<T: Sendable>(_ body: @escaping @Sendable () async -> T) async throws -> (issues: [Issue], result: T) {
    let test = try #require(Test.current)
    let issues = Mutex<[Issue]>([])
    let result = Mutex<T?>(nil)
    try await IssueHandlingTrait.compactMapIssues { issue in
        issues.withLock { $0.append(issue) }
        return nil
    }.provideScope(for: test, testCase: Test.Case.current) {
        let value = await body()
        result.withLock { $0 = value }
    }
    return (issues.withLock { $0 }, try #require(result.withLock { $0 }))
}

/// An error a planted property throws.
struct TooManyEvents: Error, Equatable {
    var count: Int
}

/// How many times a property ran.
final class RunCount: Sendable {
    let runs = Mutex(0)

    /// Counts one run and returns how many ran before it.
    func next() -> Int { runs.withLock { n in defer { n += 1 }; return n } }
}

/// A property of the user's own over the suite's generators: one issue, at the
/// user's `#expect`, for the shrunk input only.
@Suite struct PropertyExpectationTests {
    @Test("a failing property records one issue, at its #expect, for the minimal case")
    func failingPropertyIsOneIssueAtItsExpect() async throws {
        let expectLine = #line + 3
        let (issues, result) = try await heldIssues {
            await expectProperty(over: SwipeGen.swipeCase, cases: 200) { input in
                #expect(input.events.count < 2)
            }
        }
        try #require(issues.count == 1, "\(issues)")
        #expect(issues[0].sourceLocation?.line == expectLine)
        #expect(issues[0].sourceLocation?.fileName == "PropertyExpectationTests.swift")
        let failure = try #require(result.failure)
        #expect(failure.shrunkValue.events.count == 2, "\(failure.shrunkValue)")
        #expect(failure.shrunkValue.rows.count == 1, "\(failure.shrunkValue)")
        #expect(failure.originalValue.events.count >= 2)
        let comments = issues[0].comments.map(\.rawValue).joined(separator: "\n")
        #expect(comments.contains("replay it alone: the same call with seed: 0x0000000000005eed, firstCase: \(failure.caseIndex), cases: 1"),
                "\(comments)")
        #expect(comments.contains("to 2 events"), "\(comments)")
        #expect(comments.contains("counterexample: the reference's timeline:"), "\(comments)")
    }

    @Test("a property that holds records nothing")
    func passingPropertyRecordsNothing() async throws {
        let (issues, result) = try await heldIssues {
            await expectProperty(over: SwipeGen.swipeCase, cases: 100) { input in
                let output = try input.referenceOutput()
                #expect(output.observations.count == input.events.count)
            }
        }
        #expect(issues.isEmpty, "\(issues)")
        #expect(result.failure == nil)
        #expect(result.casesRun == 100)
    }

    @Test("the printed replay arguments run the failing case alone and fail the same way")
    func replayReproduces() async throws {
        let property: @Sendable (CaseInput) throws -> Void = { input in #expect(input.events.count < 2) }
        let (_, found) = try await heldIssues { await expectProperty(over: SwipeGen.swipeCase, cases: 200, property) }
        let failure = try #require(found.failure)
        let (issues, replay) = try await heldIssues {
            await expectProperty(over: SwipeGen.swipeCase, seed: 0x0000000000005eed, firstCase: failure.caseIndex, cases: 1, property)
        }
        try #require(issues.count == 1, "\(issues)")
        #expect(replay.casesRun == 1)
        #expect(replay.failure?.caseIndex == failure.caseIndex)
        #expect(replay.failure?.shrunkValue == failure.shrunkValue)
    }

    @Test("an error the property throws is the one issue, at the call, for the minimal case")
    func thrownErrorIsOneIssueAtTheCall() async throws {
        let call = SourceLocation(fileID: #fileID, filePath: #filePath, line: #line, column: #column)
        let (issues, result) = try await heldIssues {
            await expectProperty(over: SwipeGen.swipeCase, cases: 200, sourceLocation: call) { input in
                if input.events.count >= 3 { throw TooManyEvents(count: input.events.count) }
            }
        }
        try #require(issues.count == 1, "\(issues)")
        #expect(issues[0].error as? TooManyEvents == TooManyEvents(count: 3))
        #expect(issues[0].sourceLocation == call)
        #expect(result.failure?.shrunkValue.events.count == 3)
    }

    @Test("any generator: an integer property shrinks to its boundary")
    func integerPropertyShrinksToItsBoundary() async throws {
        let expectLine = #line + 3
        let (issues, result) = try await heldIssues {
            await expectProperty(over: Gen.int(in: 0...10_000), cases: 500) { value in
                #expect(value < 1234)
            }
        }
        try #require(issues.count == 1, "\(issues)")
        #expect(issues[0].sourceLocation?.line == expectLine)
        #expect(result.failure?.shrunkValue == 1234)
        let comments = issues[0].comments.map(\.rawValue).joined(separator: "\n")
        #expect(comments.contains("counterexample: 1234\n"), "\(comments)")
    }

    @Test("a property that fails once and then passes is reported as not deterministic, at the call")
    func flakyPropertyIsNamed() async throws {
        let count = RunCount()
        let (issues, _) = try await heldIssues {
            await expectProperty(over: Gen.int(in: 0...100), cases: 10) { _ in
                #expect(count.next() > 0)
            }
        }
        try #require(issues.count == 1, "\(issues)")
        let failure = try #require(issues[0].error as? ConformanceFailure)
        #expect(failure.description.contains("a property must be deterministic"), "\(failure)")
        #expect(issues[0].sourceLocation?.fileName == "PropertyExpectationTests.swift")
    }

    @Test("a negative case count is one issue that says so")
    func negativeCountIsRefused() async throws {
        let (issues, result) = try await heldIssues {
            await expectProperty(over: Gen.int(in: 0...100), cases: -1) { _ in }
        }
        try #require(issues.count == 1, "\(issues)")
        #expect("\(issues[0])".contains("cases and firstCase must be zero or more, got cases: -1"), "\(issues[0])")
        #expect(result.casesRun == 0)
    }
}
