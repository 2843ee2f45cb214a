import Foundation
import SwipeConformance
import SwipeReference
import Testing

/// Every requirement id of SPEC.md is referenced by at least one test (SPEC.md section 7).
@Suite struct SpecCoverageTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    /// The group prefixes of SPEC.md's section headings (`### GEO — …`), in document order.
    static let prefixes: [String] = {
        let spec = (try? String(contentsOf: root.appendingPathComponent("SPEC.md"), encoding: .utf8)) ?? ""
        return spec.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("### "), let dash = line.firstRange(of: " — ") else { return nil }
            let prefix = line[line.index(line.startIndex, offsetBy: 4)..<dash.lowerBound]
            return !prefix.isEmpty && prefix.allSatisfy({ $0.isUppercase }) ? String(prefix) : nil
        }
    }()

    /// The ids that `grep -oE '\b(GEO|…)-[0-9]+'` finds in a text.
    static func ids(in text: String) -> Set<String> {
        let pattern = "\\b(" + prefixes.joined(separator: "|") + ")-[0-9]+"
        let regex = try! NSRegularExpression(pattern: pattern)
        let range = NSRange(text.startIndex..., in: text)
        return Set(regex.matches(in: text, range: range).compactMap { Range($0.range, in: text).map { String(text[$0]) } })
    }

    static func specIDs() throws -> Set<String> {
        try ids(in: String(contentsOf: root.appendingPathComponent("SPEC.md"), encoding: .utf8))
    }

    @Test("SPEC.md defines as many requirements as Requirements.groups counts, and every prefix")
    func specIsComplete() throws {
        let ids = try Self.specIDs()
        #expect(ids.count == (Requirements.groups + [Requirements.designChoiceGroup]).map(\.count).reduce(0, +))
        for prefix in Self.prefixes { #expect(ids.contains { $0.hasPrefix(prefix + "-") }, "no \(prefix) requirement in SPEC.md") }
    }

    @Test("Requirements.groups are SPEC.md's groups, in document order")
    func groupsMatchSPEC() throws {
        try #require(!Self.prefixes.isEmpty, "no `### XXX — title` headings read from SPEC.md")
        #expect(Requirements.prefixes + [Requirements.designChoiceGroup.prefix] == Self.prefixes)
    }

    @Test("Requirements.all lists exactly the ids of SPEC.md, in document order")
    func requirementsMatchSPEC() throws {
        let text = try String(contentsOf: Self.root.appendingPathComponent("SPEC.md"), encoding: .utf8)
        let defined = Self.definedIDs(in: text)
        #expect(defined == (Requirements.all + Requirements.designChoices).map(\.rawValue))
        #expect(defined == RequirementID.allCases.map(\.rawValue), "RequirementID's cases are not SPEC.md's ids in document order")
        #expect(Set((Requirements.all + Requirements.designChoices).map(\.rawValue)) == (try Self.specIDs()),
                "SPEC.md names an id that no requirement defines, or the reverse")
    }

    /// The ids SPEC.md defines: those that open a requirement's bullet
    /// (`- **GEO-1** A row has …`), in document order.
    static func definedIDs(in text: String) -> [String] {
        text.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("- **"), let end = line.dropFirst(4).firstRange(of: "**") else { return nil }
            let id = String(line[line.index(line.startIndex, offsetBy: 4)..<end.lowerBound])
            return ids(in: id) == [id] ? id : nil
        }
    }

    /// The display names of the tests and suites in a Swift file: the string
    /// that opens `@Test("…")` or `@Suite("…")`.
    static func testNames(in text: String) -> [String] {
        let regex = try! NSRegularExpression(pattern: #"@(?:Test|Suite)\(\s*"((?:[^"\\]|\\.)*)""#)
        let range = NSRange(text.startIndex..., in: text)
        return regex.matches(in: text, range: range).compactMap { Range($0.range(at: 1), in: text).map { String(text[$0]) } }
    }

    @Test("every requirement id of SPEC.md is named by a test: in its display name, not in a comment")
    func everyIDIsTested() throws {
        let spec = try Self.specIDs()
        let testsDir = Self.root.appendingPathComponent("Tests")
        var referenced = Set<String>()
        let files = FileManager.default.enumerator(at: testsDir, includingPropertiesForKeys: nil)
        while let url = files?.nextObject() as? URL {
            guard url.pathExtension == "swift", url.lastPathComponent != "SpecCoverageTests.swift" else { continue }
            for name in Self.testNames(in: try String(contentsOf: url, encoding: .utf8)) { referenced.formUnion(Self.ids(in: name)) }
        }
        let missing = spec.subtracting(referenced).sorted()
        #expect(missing.isEmpty, "requirements of SPEC.md that no test names in its @Test or @Suite display name: \(missing.joined(separator: ", "))")
        let unknown = referenced.subtracting(spec).sorted()
        #expect(unknown.isEmpty, "tests name ids SPEC.md does not define: \(unknown.joined(separator: ", "))")
    }
}
