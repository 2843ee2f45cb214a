import PropertyEngine
import SwipeConformance
import SwipeConformanceTesting
import SwipeReference
import Testing

/// The Swift replay a failing property prints, pasted into a test as a user would,
/// fails the same way, with an issue at the line it was pasted on.
@Suite struct ReplayTests {
    @Test("the printed replay, pasted into a test, records the same failure at its own line")
    func pastedReplayFailsAtItsLine() async throws {
        let report = PropertySuite(cases: 300).check(RoundedOffsetsList.self)
        let failure = try #require(report.failure)
        // The line below is the one the report prints, pasted.
        let printed = "PropertySuite(seed: 0x0000000000005eed, firstCase: 0).expectConformance(of: RoundedOffsetsList.self)"
        #expect(report.description.contains("\n    " + printed + "\n"), "\(report.description)")
        let line = #line + 2
        let (issues, replay) = try await heldIssues {
            PropertySuite(seed: 0x0000000000005eed, firstCase: 0).expectConformance(of: RoundedOffsetsList.self)
        }
        try #require(issues.count == 1, "\(issues.map(\.description))")
        #expect(issues[0].sourceLocation?.line == line)
        #expect(issues[0].sourceLocation?.fileName == "ReplayTests.swift")
        #expect(replay.failure?.property == failure.property)
        #expect(replay.failure?.caseIndex == failure.caseIndex)
        #expect(replay.failure?.shrunk == failure.shrunk)
        #expect(replay.casesRun == 1)
    }

    @Test("a restricted suite's replay repeats its properties and list setting, and fails on the same case")
    func restrictedSuiteReplaysWithItsSettings() async throws {
        var suite = PropertySuite(cases: 300, properties: [.mirror, .timeShift, .differential])
        suite.listChanges = false
        let report = suite.check(RoundedOffsetsList.self)
        let failure = try #require(report.failure)
        let printed = "PropertySuite(seed: 0x0000000000005eed, firstCase: 0, properties: [.mirror, .timeShift, .differential], "
            + "listChanges: false).expectConformance(of: RoundedOffsetsList.self)"
        #expect(report.description.contains(printed), "\(report.description)")
        let line = #line + 2
        let (issues, replay) = try await heldIssues {
            PropertySuite(seed: 0x0000000000005eed, firstCase: 0, properties: [.mirror, .timeShift, .differential], listChanges: false).expectConformance(of: RoundedOffsetsList.self)
        }
        try #require(issues.count == 1, "\(issues.map(\.description))")
        #expect(issues[0].sourceLocation?.line == line)
        #expect(replay.failure?.property == failure.property)
        #expect(replay.failure?.shrunk == failure.shrunk)
        // Without the settings the same seed and case are another case: the settings are needed.
        let bare = PropertySuite(seed: 0x0000000000005eed, firstCase: 0).check(RoundedOffsetsList.self)
        #expect(bare.failure?.original != failure.original)
    }

    @Test("a suite that maps or filters its cases with closures says so after the replay")
    func closuresAreNamed() throws {
        var suite = PropertySuite(cases: 300)
        suite.filter = { _ in true }
        let report = suite.check(RoundedOffsetsList.self)
        #expect(report.description.contains(".expectConformance(of: RoundedOffsetsList.self) // with the failing suite's `within` and `filter`"))
    }
}
