import Foundation
import SwipeConformance
import SwipeReference
import Testing

@testable import SwipeConformanceCLI

/// `coverage REQ-ID` leads from a requirement to where SPEC.md states it, the
/// reference's lines that implement it, its vectors, the tests that check it
/// and the faults that break it; and every requirement has each of them.
@Suite struct RequirementSourcesTests {
    /// The package's sources, read once for every requirement.
    static let sources = Result { try RequirementSources.load() }

    /// The 1-based number of the first line of `file` (relative to the package) that contains `text`.
    static func lineNumber(_ file: String, containing text: String) throws -> Int {
        let lines = try String(contentsOfFile: Paths.root + "/" + file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        return try #require(lines.firstIndex { $0.contains(text) }, "\(file) has no line with \(text)") + 1
    }

    @Test("coverage THR-2 names SPEC.md's line, the reference's lines, the tests and the catalog's fault, each by file and line")
    func coverageOfARequirement() throws {
        let r = CLITests.cli("coverage", "THR-2")
        #expect(r.code == .success, "\(r.err)")
        let spec = try Self.lineNumber("SPEC.md", containing: "- **THR-2** ")
        let code = try Self.lineNumber("Sources/SwipeReference/SwipeList.swift", containing: "edge.openThreshold)  // REV-3, THR-2")
        let test = try Self.lineNumber("Tests/ConformanceTests/Reference/RecognitionRequirementTests.swift", containing: "@Test(\"THR-2 ")
        #expect(r.out.contains("\nstated in: SPEC.md:\(spec)  - **THR-2** Open (`reveal`)"), "\(r.out)")
        #expect(r.out.contains("\n  Sources/SwipeReference/SwipeList.swift:\(code)  let opens = "), "\(r.out)")
        #expect(r.out.contains("\n  Tests/ConformanceTests/Reference/RecognitionRequirementTests.swift:\(test)  @Test(\"THR-2 "), "\(r.out)")
        #expect(r.out.contains("\nfaults of the catalog that break it: open-threshold-exclusive\n"), "\(r.out)")
        #expect(!r.out.contains("RequirementID.swift"), "the file that declares every id implements none: \(r.out)")
    }

    @Test("a requirement id is named as written, never as the start of a longer one, and as the code's case")
    func naming() {
        #expect(RequirementSources.names("a (THR-2).", .thr2))
        #expect(RequirementSources.names("design.thr2 }", .thr2))
        #expect(!RequirementSources.names("see THR-20", .thr2))
        #expect(!RequirementSources.names(".thr20", .thr2))
        #expect(!RequirementSources.names("THR-1", .thr2))
    }

    @Test("every requirement of SPEC.md is stated, implemented in the reference and checked by a test", arguments: RequirementID.allCases)
    func everyRequirementTraced(_ id: RequirementID) throws {
        let found = try #require(try Self.sources.get(), "the package's sources were not found").citations(of: id)
        #expect(found.spec != nil, "SPEC.md has no line `- **\(id)** …`")
        #expect(!found.code.isEmpty, "no line of Sources/SwipeReference names \(id)")
        #expect(!found.tests.isEmpty, "no test names \(id)")
    }
}
