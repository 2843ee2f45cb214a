import Foundation
import SwipeConformance
import SwipeReference

/// Where the package's sources name a requirement: the lines of
/// `Sources/SwipeReference` that implement it and the tests that check it, so
/// that `coverage REQ-ID` leads from a requirement to its code, its vectors and
/// its tests in one place. Read from the package the tool was built from (or a
/// copy of it in the current folder, ``PackageFile``); an installed tool
/// without its sources says so.
enum RequirementSources {
    /// One line that names the requirement.
    struct Line: Equatable {
        /// The file, relative to the package's root.
        var file: String
        /// The line number, from 1.
        var number: Int
        /// The line, its indentation dropped.
        var text: String
    }

    /// Where the package states, implements and tests `id`: SPEC.md's line
    /// that defines it (`- **THR-2** …`), the lines of ``implementingFolders``
    /// that name it (but for `RequirementID.swift`, which declares every id), and the test
    /// declarations that name it (every test line that names it, when no
    /// declaration does); `nil` when the package's sources are not on this
    /// machine.
    static func citations(of id: RequirementID) throws -> (spec: Line?, code: [Line], tests: [Line])? {
        // One copy of the package holds all three: the current folder, else the tool's own package.
        let needed = ["Sources/SwipeReference", "Tests", "SPEC.md"]
        guard let root = ["", PackageFile.root + "/"].first(where: { root in
            needed.allSatisfy { FileManager.default.fileExists(atPath: root + $0) }
        }) else { return nil }
        let (reference, tests, spec) = (root + needed[0], root + needed[1], root + needed[2])
        func lines(of path: String, where keep: (Substring) -> Bool) throws -> [Line] {
            let relative = String(path.dropFirst(root.count))
            let text: String
            do {
                text = try String(contentsOfFile: path, encoding: .utf8)
            } catch {
                throw UsageError("coverage: could not read \(path) to find \(id) in it: \(error.localizedDescription)")
            }
            return text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { n, line in
                keep(line) ? Line(file: relative, number: n + 1, text: line.trimmingCharacters(in: .whitespaces)) : nil
            }
        }
        func lines(under folder: String, except excluded: String = "") throws -> [Line] {
            try swiftFiles(under: folder).filter { !$0.hasSuffix("/" + excluded) }.flatMap { try lines(of: $0) { names($0, id) } }
        }
        let definition = try lines(of: spec) { $0.hasPrefix("- **\(id.rawValue)**") }.first
        let testLines = try lines(under: tests)
        let declarations = testLines.filter { $0.text.hasPrefix("@Test(") || $0.text.hasPrefix("@Suite(") }
        var code = try lines(under: reference, except: "RequirementID.swift")
        for folder in implementingFolders.dropFirst() {
            code += try lines(under: root + folder)
        }
        return (definition, code, declarations.isEmpty ? testLines : declarations)
    }

    /// Where a requirement is implemented: the reference (the behaviour), the
    /// referee's comparison and observation model (NUM-2, OBS-7), and the
    /// vector builder (NUM-5's boundary cases).
    static let implementingFolders = ["Sources/SwipeReference", "Sources/SwipeConformance/Core", "Sources/SwipeVectorCatalog/Cases"]

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
