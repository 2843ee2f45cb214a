import Foundation
import Synchronization
import SwipeConformance
import SwipeConformanceTesting
import SwipeReference
import Testing

/// The reference with its offsets rounded to whole points, the fault a user first
/// met: wrong only on fractional offsets, so some vectors and properties pass.
struct RoundedOffsetsList: ReferenceVariant {
    static var info: ImplementationInfo { SwipeList.info }
    var list: SwipeList
    static func adjust(_ o: inout Observation) {
        for i in o.rows.indices { o.rows[i].offset = o.rows[i].offset.rounded() }
    }
}

/// The reference with each row's accessibility actions listed in reverse order (ACC-1).
struct ReversedAccessibilityList: ReferenceVariant {
    static var info: ImplementationInfo { SwipeList.info }
    var list: SwipeList
    static func adjust(_ o: inout Observation) {}
    func accessibilityActions(ofRow row: Int) -> [AccessibleAction] { list.accessibilityActions(ofRow: row).reversed() }
}

/// A type that refuses every list of rows.
struct RowRefusingList: SwipeImplementation {
    struct Refusal: Error, CustomStringConvertible { var description: String { "no rows today" } }
    static var info: ImplementationInfo { SwipeList.info }
    init(rows: [RowConfiguration]) throws { throw Refusal() }
    mutating func handle(_ event: InputEvent) -> Observation { fatalError("never built") }
    func accessibilityActions(ofRow row: Int) -> [AccessibleAction] { [] }
}

/// A test double made from the reference: it builds and drives a `SwipeList` and
/// changes what it reports with `adjust`, announcing `info`.
protocol ReferenceVariant: SwipeImplementation {
    var list: SwipeList { get set }
    init(list: SwipeList)
    static func adjust(_ observation: inout Observation)
}

extension ReferenceVariant {
    init(rows: [RowConfiguration]) throws { self.init(list: try SwipeList(rows: rows)) }
    mutating func handle(_ event: InputEvent) -> Observation {
        var o = list.handle(event)
        Self.adjust(&o)
        return o
    }
    func accessibilityActions(ofRow row: Int) -> [AccessibleAction] { list.accessibilityActions(ofRow: row) }
}

private func occurrences(of needle: String, in text: String) -> Int {
    text.components(separatedBy: needle).count - 1
}

/// One recorded issue per failure, at the caller's line, with the message once.
@Suite struct ExpectationTests {
    @Test("a faulty type: one issue for the failing property, at the caller's line, with a Swift replay")
    func propertyFailureIsOneIssue() async throws {
        let line = #line + 2
        let (issues, _) = try await heldIssues {
            PropertySuite(cases: 300).expectConformance(of: RoundedOffsetsList.self)
        }
        try #require(issues.count == 1, "\(issues.map(\.description))")
        let issue = issues[0]
        let message = issue.comments.map(\.rawValue).joined(separator: "\n")
        let headline = try #require(issue.error as? ConformanceFailure).description
        #expect(headline.hasPrefix("property differential failed: ") && headline.contains("event "), "\(headline)")
        #expect(issue.sourceLocation?.line == line)
        #expect(issue.sourceLocation?.fileName == "ExpectationTests.swift")
        #expect(occurrences(of: "property ", in: message) == 1, "\(message)")
        #expect(message.contains("replay it in a test, where it fails the same way at that line:\n    PropertySuite(seed: 0x"), "\(message)")
        #expect(message.contains(".expectConformance(of: RoundedOffsetsList.self)"), "\(message)")
        #expect(!message.contains("swipe-conformance fuzz"), "the tool's replay would run the reference, not this type: \(message)")
        #expect(message.contains("found by PropertySuite on RoundedOffsetsList"), "\(message)")
    }

    @Test("the printed Swift replay reproduces the failure on exactly one case")
    func swiftReplayReproduces() throws {
        let report = PropertySuite(cases: 300).check(RoundedOffsetsList.self)
        let failure = try #require(report.failure)
        let replay = PropertySuite(seed: report.seed, firstCase: failure.caseIndex).check(RoundedOffsetsList.self)
        #expect(replay.casesRun == 1)
        #expect(replay.failure?.property == failure.property)
        #expect(replay.failure?.caseIndex == failure.caseIndex)
        #expect(PropertySuite(seed: report.seed, firstCase: failure.caseIndex).check(SwipeList.self).isSuccess)
    }

    @Test("the reference records nothing")
    func referenceRecordsNothing() throws {
        PropertySuite(cases: 100).expectConformance(of: SwipeList.self)
        for vector in try VectorStore.bundledCases(requirement: "THR-2") {
            vector.expectConformance(of: SwipeList.self)
        }
    }

    @Test("a faulty type: one issue per failing vector, naming it once, at the caller's line")
    func vectorFailuresAreOneIssueEach() async throws {
        let vectors = try VectorStore.bundledCases().prefix(300)
        // Which vectors the fault fails, judged independently of the expectation.
        let failing = vectors.filter { v in
            guard let out = try? v.input.run(RoundedOffsetsList.self) else { return true }
            return Comparison.firstDifference(expected: v.expected, actual: out) != nil
        }.map(\.id)
        try #require(failing.count >= 2 && failing.count < vectors.count, "the fault should fail some vectors and pass others")
        let line = #line + 3
        let (issues, _) = try await heldIssues {
            for vector in vectors {
                vector.expectConformance(of: RoundedOffsetsList.self)
            }
        }
        #expect(issues.count == failing.count)
        for (issue, id) in zip(issues, failing) {
            let message = issue.comments.map(\.rawValue).joined(separator: "\n")
            let headline = try #require(issue.error as? ConformanceFailure).description
            // The test case's label names the vector; the headline says what differed.
            #expect(headline.hasPrefix("event ") && headline.contains(" differs at rows["), "\(headline)")
            #expect(!headline.contains(id), "\(headline)")
            #expect(message.hasPrefix("expected: ") && message.contains("\nactual:   "), "\(message)")
            #expect(message.contains("swift run swipe-conformance explain \(id)\n"), "\(message)")
            #expect(message.hasSuffix("--filter '\(id)'"), "the command that re-runs it alone: \(message)")
            #expect(issue.sourceLocation?.line == line)
        }
    }

    @Test("a type that lists accessibility actions in the wrong order: the issue names the lists, not a refusal of the rows")
    func accessibilityFailureIsNamed() async throws {
        let vector = try #require(try VectorStore.bundledCases().first { v in
            guard let out = try? v.input.run(ReversedAccessibilityList.self) else { return false }
            return Comparison.firstDifference(expected: v.expected, actual: out).map { $0.event == nil } ?? false
        }, "no vector tells the accessibility order")
        let (issues, _) = try await heldIssues { vector.expectConformance(of: ReversedAccessibilityList.self) }
        try #require(issues.count == 1, "\(issues.map(\.description))")
        let headline = try #require(issues[0].error as? ConformanceFailure).description
        #expect(headline.hasPrefix("accessibility[") && headline.contains(" differs: expected "), "\(headline)")
        #expect(!headline.contains("refused"), "\(headline)")
    }

    @Test("a type that throws for the rows: the issue says it could not run the case, and why, once")
    func refusalIsNamed() async throws {
        let vector = try #require(try VectorStore.bundledCases().first)
        let (issues, _) = try await heldIssues { vector.expectConformance(of: RowRefusingList.self) }
        try #require(issues.count == 1, "\(issues.map(\.description))")
        let headline = try #require(issues[0].error as? ConformanceFailure).description
        #expect(headline == "RowRefusingList: the implementation could not run the case: it threw no rows today", "\(headline)")
    }

    @Test("expectSuccess names an expected failure that passed, and no expected failure that failed")
    func expectedFailureThatPassedIsAnIssue() throws {
        let files = try VectorStore.bundled()
        let passing = try #require(files.first?.cases.first?.id)
        var runner = VectorRunner()
        runner.expectedFailures = ExpectedFailures(ids: [passing])
        var driver = InProcessDriver<SwipeList>()
        let report = runner.run(files, driver: &driver)
        #expect(report.unexpectedPasses == [passing])
        let messages = report.failureMessages()
        #expect(messages.count == 1 && messages.first?.contains("passed but is listed as an expected failure") == true, "\(messages)")
        var wrong = InProcessDriver<RoundedOffsetsList>()
        let failing = try #require(VectorRunner().run(files, driver: &wrong).results.first { $0.status == .failed }?.id)
        runner.expectedFailures = ExpectedFailures(ids: [failing])
        #expect(runner.run(files, driver: &wrong).failureMessages().allSatisfy { !$0.hasPrefix("vector \(failing) [") })
    }

    @Test("a parameterized test names each vector by its id and requirements")
    func displayName() throws {
        let vector = try #require(try VectorStore.bundledCases(requirement: "THR-2").first)
        #expect(vector.testDescription == "\(vector.id) [\(vector.requirements.joined(separator: ", "))]")
        #expect(vector.testDescription.contains("THR-2"))
    }
}
