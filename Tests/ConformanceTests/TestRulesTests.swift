import Foundation
import Testing

/// The tests keep the rules they set for themselves (CONTRIBUTING.md): a green run
/// shows nothing but passes, so no test expects its issues as known issues; and a
/// suite tagged slow is left out of the quick inner loop, so the tag and the
/// switch travel together.
@Suite struct TestRulesTests {
    /// Each Swift file under `Tests/` but this one (which spells the rules out), by
    /// its path from there, with its comments blanked out.
    static func testSources() throws -> [(path: String, code: String)] {
        let root = Paths.root + "/Tests"
        let paths = FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? []
        return try paths.filter { $0.hasSuffix(".swift") && !$0.hasSuffix("/TestRulesTests.swift") }.sorted().map { path in
            (path, SpecCoverageTests.withoutComments(try String(contentsOfFile: root + "/" + path, encoding: .utf8)))
        }
    }

    @Test("no test records its issues as known issues: a green run reports none (heldIssues holds them back instead)")
    func noKnownIssues() throws {
        let sources = try Self.testSources()
        try #require(sources.count > 1, "no Swift files under Tests/")
        let using = sources.filter { $0.code.contains("withKnownIssue") }.map(\.path)
        #expect(using.isEmpty, "withKnownIssue shows each issue as a known issue of a passing test: \(using.joined(separator: ", "))")
    }

    @Test("every test or suite tagged .slow is also left out of the quick loop (.quickLoop)")
    func slowMeansQuickLoop() throws {
        var tagged = 0
        for (path, code) in try Self.testSources() {
            for line in code.split(separator: "\n") where line.contains(".tags(.slow)") {
                tagged += 1
                #expect(line.contains(".quickLoop"), "\(path): tagged .slow but run by SWIPE_QUICK=1 swift test: \(line.trimmingCharacters(in: .whitespaces))")
            }
        }
        #expect(tagged > 0, "no suite is tagged .slow")
    }
}
