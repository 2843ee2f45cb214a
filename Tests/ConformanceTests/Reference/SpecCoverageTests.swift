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
    /// that opens `@Test("…")` or `@Suite("…")`, outside comments (a test
    /// commented out, or named in a doc comment, tests nothing).
    static func testNames(in text: String) -> [String] {
        let code = withoutComments(text)
        let regex = try! NSRegularExpression(pattern: #"@(?:Test|Suite)\(\s*"((?:[^"\\]|\\.)*)""#)
        let range = NSRange(code.startIndex..., in: code)
        return regex.matches(in: code, range: range).compactMap { Range($0.range(at: 1), in: code).map { String(code[$0]) } }
    }

    /// `text` with its `//` and (nested) `/* */` comments blanked out, string
    /// literals left as they are.
    static func withoutComments(_ text: String) -> String {
        var out = ""
        var chars = Array(text)[...]
        var inString = false
        var blockDepth = 0
        while let c = chars.first {
            let next = chars.dropFirst().first
            if blockDepth > 0 {
                if c == "*", next == "/" { blockDepth -= 1; chars = chars.dropFirst(2); continue }
                if c == "/", next == "*" { blockDepth += 1; chars = chars.dropFirst(2); continue }
                if c == "\n" { out.append(c) }
                chars = chars.dropFirst()
            } else if inString {
                out.append(c)
                if c == "\\", let next { out.append(next); chars = chars.dropFirst(2); continue }
                if c == "\"" || c == "\n" { inString = false }
                chars = chars.dropFirst()
            } else if c == "/", next == "/" {
                chars = chars.drop { $0 != "\n" }
            } else if c == "/", next == "*" {
                blockDepth = 1
                chars = chars.dropFirst(2)
            } else {
                if c == "\"" { inString = true }
                out.append(c)
                chars = chars.dropFirst()
            }
        }
        return out
    }

    @Test("a display name counts only in code: a test commented out or named in a comment counts for nothing")
    func namesInCommentsDoNotCount() {
        let text = """
            /// Checks REC-2, which `@Test("REC-3 in a doc comment")` would name.
            // @Test("REC-4 commented out") func old() {}
            /* @Test("REC-5 in a block /* nested */ comment") */
            @Test("GEO-1 a row has a width") func width() {}
            @Suite("ORD-1 \\"quoted\\" // not a comment") struct Order {}
            """
        #expect(Self.testNames(in: text) == ["GEO-1 a row has a width", #"ORD-1 \"quoted\" // not a comment"#])
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
