import Foundation
import SwipeConformance
import SwipeReference

/// Where the package's sources name a requirement: SPEC.md's line that
/// states it, the lines that implement it and the tests that check it, so that
/// `coverage REQ-ID` leads from a requirement to its code, its vectors and its
/// tests in one place. Read once from the package the tool was built from (or a
/// copy of it in the current folder, ``PackageFile``); an installed tool
/// without its sources says so.
struct RequirementSources {
    /// One line of the package.
    struct Line: Equatable {
        /// The file, relative to the package's root.
        var file: String
        /// The line number, from 1.
        var number: Int
        /// The line, its indentation dropped.
        var text: String
    }

    /// Every line of SPEC.md, of the ``implementingFolders`` (but for
    /// `RequirementID.swift`, which declares every id) and of the tests.
    let spec: [Line], code: [Line], tests: [Line]

    /// Where a requirement is implemented: the reference (the behaviour), the
    /// referee's comparison and observation model (NUM-2, OBS-7), and the
    /// vector builder (NUM-5's boundary cases).
    static let implementingFolders = ["Sources/SwipeReference", "Sources/SwipeConformance/Core", "Sources/SwipeVectorCatalog/Cases"]

    /// The package's sources, read once; `nil` when they are not on this machine.
    /// One copy of the package holds them all: the current folder, else the tool's own package.
    static func load() throws -> RequirementSources? {
        let needed = implementingFolders + ["Tests", "SPEC.md"]
        guard let root = ["", PackageFile.root + "/"].first(where: { root in
            needed.allSatisfy { FileManager.default.fileExists(atPath: root + $0) }
        }) else { return nil }
        func lines(of path: String) throws -> [Line] {
            let text: String
            do {
                text = try String(contentsOfFile: path, encoding: .utf8)
            } catch {
                throw UsageError("coverage: could not read \(path): \(error.localizedDescription)")
            }
            let relative = String(path.dropFirst(root.count))
            return text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { n, line in
                Line(file: relative, number: n + 1, text: line.trimmingCharacters(in: .whitespaces))
            }
        }
        func lines(under folder: String) throws -> [Line] {
            try swiftFiles(under: root + folder).filter { !$0.hasSuffix("/RequirementID.swift") }.flatMap(lines(of:))
        }
        return RequirementSources(spec: try lines(of: root + "SPEC.md"),
                                  code: try implementingFolders.flatMap(lines(under:)),
                                  tests: try lines(under: "Tests"))
    }

    /// Where the package states, implements and tests `id`: SPEC.md's line
    /// that defines it (`- **THR-2** …`), the implementing lines that name it,
    /// and the test declarations that name it (every test line that names it,
    /// when no declaration does).
    func citations(of id: RequirementID) -> (spec: Line?, code: [Line], tests: [Line]) {
        let testLines = tests.filter { Self.names($0.text[...], id) }
        let declarations = testLines.filter { $0.text.hasPrefix("@Test(") || $0.text.hasPrefix("@Suite(") }
        return (spec.first { $0.text.hasPrefix("- **\(id.rawValue)**") }, code.filter { Self.names($0.text[...], id) },
                declarations.isEmpty ? testLines : declarations)
    }

    /// Whether `line` names `id`: as written in the spec (`THR-2`, not the
    /// start of `THR-20`) or as the code's case (`.thr2`).
    static func names(_ line: Substring, _ id: RequirementID) -> Bool {
        let spelled = id.rawValue
        let caseName = "." + spelled.lowercased().replacingOccurrences(of: "-", with: "")
        for word in [spelled, caseName] {
            var rest = line[...]
            while let range = rest.range(of: word) {
                let after = rest[range.upperBound...].first
                if !(after?.isNumber ?? false) && !(after?.isLetter ?? false) { return true }
                rest = rest[range.upperBound...]
            }
        }
        return false
    }

    /// The `.swift` files under `folder`, sorted by path (the same listing on every run).
    private static func swiftFiles(under folder: String) -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: folder)
        var found: [String] = []
        while let next = enumerator?.nextObject() as? String {
            if next.hasSuffix(".swift") { found.append(StagedFile.joined(folder, next)) }
        }
        return found.sorted()
    }
}
