import Foundation
import Testing

@testable import SwipeConformance

/// `Describe.count`: the one way the tool's messages put a number before a noun.
@Suite struct DescribeTests {
    @Test("a count and its noun agree: 1 case, 0 and 2 cases; the last word is the one made plural; an irregular plural is given")
    func counts() {
        #expect(Describe.count(1, "case") == "1 case")
        #expect(Describe.count(0, "case") == "0 cases")
        #expect(Describe.count(2, "case") == "2 cases")
        #expect(Describe.count(1, "distinct way") == "1 distinct way")
        #expect(Describe.count(4, "distinct way") == "4 distinct ways")
        #expect(Describe.count(1, "broken case in a row", plural: "broken cases in a row") == "1 broken case in a row")
        #expect(Describe.count(10, "broken case in a row", plural: "broken cases in a row") == "10 broken cases in a row")
        #expect(Describe.count(3, "class", plural: "classes") == "3 classes")
    }

    /// The folders whose messages the tool prints (the bench report's files,
    /// `Bench*.swift`, are left out until their counts are converted).
    static let messageFolders = ["SwipeConformanceCLI", "SwipeConformance/Runner", "SwipeConformance/Properties",
                                 "SwipeConformance/Vectors", "SwipeConformance/Core", "SwipeConformanceTesting"]

    /// The nouns the tool's messages count.
    static let countedNouns = ["cases", "vectors", "files", "failures", "ways", "requirements", "events", "evaluations",
                               "candidates", "observations", "rows", "restarts", "ids", "faults", "gaps", "transitions",
                               "clauses", "misreadings", "states", "bytes", "runs", "starts", "values", "properties",
                               "classes", "counterexamples", "lines", "columns", "implementations", "choices"]

    @Test("no message writes a number before a plural noun by hand: a count of 1 would read \"1 cases\"", arguments: messageFolders)
    func noHandWrittenPlural(_ folder: String) throws {
        let root = Paths.root + "/Sources/" + folder
        let files = try FileManager.default.contentsOfDirectory(atPath: root)
            .filter { $0.hasSuffix(".swift") && !$0.hasPrefix("Bench") }.sorted()
        try #require(!files.isEmpty, "no Swift file in \(root)")
        let nouns = Set(Self.countedNouns)
        for file in files {
            let code = SpecCoverageTests.withoutComments(try String(contentsOfFile: root + "/" + file, encoding: .utf8))
            for (number, line) in code.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                // `\(…) nouns`: an interpolation (parentheses nested once) followed by a counted noun;
                // an option or the tool's name before a noun is no count (`--vectors files`).
                for match in line.matches(of: /\\\(((?:[^()]|\([^()]*\))*)\) ([a-z]+)/)
                where nouns.contains(String(match.2)) && !["spec.flag", "toolName"].contains(where: { match.1.contains($0) }) {
                    Issue.record("\(folder)/\(file):\(number + 1): \(line[match.range].prefix(80)): count with Describe.count(n, noun)")
                }
            }
        }
    }
}
