import Foundation
import SwipeConformance
import SwipeConformanceTesting
import SwipeReference
import Testing

/// The reference, announcing only the `reveal` style and no feature.
struct RevealOnlyList: ReferenceVariant {
    static var info: ImplementationInfo { ImplementationInfo(name: "RevealOnlyList", version: "1", styles: [.reveal], features: []) }
    var list: SwipeList
    static func adjust(_ o: inout Observation) {}
}

/// The reference with each revealed edge's action ids in reverse physical order
/// (frames kept): the order bug whose one-line summaries read the same.
struct ReversedActionIDsList: ReferenceVariant {
    static var info: ImplementationInfo { SwipeList.info }
    var list: SwipeList
    static func adjust(_ o: inout Observation) {
        for r in o.rows.indices {
            let ids = o.rows[r].actions.map(\.id).reversed()
            for (i, id) in zip(o.rows[r].actions.indices, ids) { o.rows[r].actions[i].id = id }
        }
    }
}

/// Crashes on the first event, as a trap in an implementation would.
struct CrashingList: SwipeImplementation {
    static var info: ImplementationInfo { SwipeList.info }
    init(rows: [RowConfiguration]) throws {}
    mutating func handle(_ event: InputEvent) -> Observation { fatalError("planted crash") }
    func accessibilityActions(ofRow row: Int) -> [AccessibleAction] { [] }
}

@Suite struct VectorSelectionTests {
    @Test("a reveal-only type: the vectors it cannot run are not test cases, and the summary counts them")
    func revealOnlySkipsAndCounts() async throws {
        let all = try VectorStore.bundledCases()
        let runnable = all.filter { Set($0.tags).isSubset(of: ["reveal"]) }
        let selection = try VectorSelection(for: RevealOnlyList.self, arguments: [])
        #expect(selection.cases.map(\.id) == runnable.map(\.id))
        #expect(selection.skipped.count == all.count - runnable.count)
        #expect(selection.untestedRequirements.contains(.sel1))
        #expect(!selection.untestedRequirements.contains(.thr2))
        #expect(selection.summary.hasPrefix("RevealOnlyList: \(runnable.count) of \(all.count) built-in vectors are test cases; \(all.count - runnable.count) skipped"),
                "\(selection.summary)")
        #expect(selection.summary.contains("select: ") && selection.summary.contains("rtl: "), "\(selection.summary)")
        let (issues, _) = try await heldIssues { selection.recordSummary() }
        #expect(issues.count == 1 && issues.first?.severity == .warning)
        let everything = try VectorSelection(for: SwipeList.self, arguments: [])
        #expect(try await heldIssues { everything.recordSummary() }.issues.isEmpty)
    }

    @Test("a vector the type cannot run records an issue instead of passing")
    func unsupportedVectorIsNotAPass() async throws {
        let vector = try #require(try VectorStore.bundledCases().first { $0.tags.contains("select") })
        let (issues, _) = try await heldIssues { vector.expectConformance(of: RevealOnlyList.self) }
        try #require(issues.count == 1)
        let headline = try #require(issues[0].error as? ConformanceFailure).description
        #expect(headline.hasPrefix("not run: needs ") && headline.contains("select"), "\(headline)")
    }

    @Test("--filter with a vector id selects exactly that case; a pattern that names no vector keeps them all")
    func filterSelectsOneVector() throws {
        let all = try VectorStore.bundledCases()
        let id = all[all.count / 2].id
        let one = try VectorSelection(for: SwipeList.self, arguments: ["tests", "--filter", "vector", "--filter", id])
        #expect(one.cases.map(\.id) == [id])
        #expect(try VectorSelection(for: SwipeList.self, arguments: ["tests", "--filter=\(id)"]).cases.map(\.id) == [id])
        #expect(try VectorSelection(for: SwipeList.self, arguments: ["tests", "--filter", "vector"]).cases.count == all.count)
        #expect(try VectorSelection(for: SwipeList.self, arguments: ["tests"]).cases.count == all.count)
        #expect(throws: (any Error).self, "a mistyped id fails instead of running every vector") {
            try VectorSelection(for: SwipeList.self, arguments: ["tests", "--filter", "vector", "--filter", id + "x-typo"])
        }
        let rtl = try #require(all.first { $0.tags.contains("rtl") })
        #expect(throws: (any Error).self) {
            try VectorSelection(for: RevealOnlyList.self, arguments: ["tests", "--filter", "^\(rtl.id)$"])
        }
    }

    @Test("a requirement group selects every vector of its ids; an unknown name throws")
    func requirementGroups() throws {
        let thr = try VectorStore.bundledCases(requirement: "THR")
        let thr2 = try VectorStore.bundledCases(requirement: "THR-2")
        #expect(thr.count > thr2.count && !thr2.isEmpty)
        #expect(thr.allSatisfy { $0.requirements.contains { $0.prefix == "THR" } })
        #expect(Set(thr2.map(\.id)).isSubset(of: Set(thr.map(\.id))))
        #expect(Requirements.ids(selectedBy: "THR-2") == [.thr2])
        #expect(throws: VectorError.unknownRequirementSelection("THX")) { try VectorStore.bundledCases(requirement: "THX") }
        #expect(try VectorSelection(for: SwipeList.self, requirement: "THR", arguments: []).cases.count == thr.count)
    }

    @Test("a vector test case is identified by its id, encoded as the argument")
    func argumentEncoding() throws {
        struct Argument: Encodable {
            var vector: VectorCase
            func encode(to encoder: any Encoder) throws { try vector.encodeTestArgument(to: encoder) }
        }
        let vector = try #require(try VectorStore.bundledCases().first)
        let json = try JSONEncoder().encode(Argument(vector: vector))
        #expect(String(decoding: json, as: UTF8.self) == "\"\(vector.id)\"")
    }

    @Test("an order bug: the expected and actual lines show the actions, so they differ")
    func orderDifferenceIsVisible() async throws {
        let vector = try #require(try VectorStore.bundledCases(requirement: "ORD-1").first { v in
            guard let out = try? v.input.run(ReversedActionIDsList.self) else { return false }
            return Comparison.firstDifference(expected: v.expected, actual: out) != nil
        })
        let (issues, _) = try await heldIssues { vector.expectConformance(of: ReversedActionIDsList.self) }
        try #require(issues.count == 1)
        let lines = (issues[0].comments.first?.rawValue ?? "").split(separator: "\n")
        try #require(lines.count >= 2)
        #expect(lines[0].hasPrefix("expected: ") && lines[0].contains(" actions ["), "\(lines[0])")
        #expect(lines[0].dropFirst("expected: ".count) != lines[1].dropFirst("actual:   ".count), "\(lines)")
    }

    @Test("a crash in the implementation names the vector that was running")
    func crashNamesTheVector() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let vector = try VectorStore.bundledCases(requirement: "THR-2")[0]
            vector.expectConformance(of: CrashingList.self)
        }
        let stderr = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
        let first = try VectorStore.bundledCases(requirement: "THR-2")[0]
        #expect(stderr.contains("SwipeConformance: CrashingList crashed while running vector \(first.testDescription); run it alone with: swift test --filter"),
                "\(stderr)")
    }
}
