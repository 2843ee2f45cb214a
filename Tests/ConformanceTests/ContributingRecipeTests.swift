import Foundation
import Testing

/// CONTRIBUTING.md's recipes name the file to edit and the symbols the compiler
/// then asks about: every file and every symbol a recipe names exists, so a
/// rename that leaves a recipe pointing nowhere fails here.
///
/// A recipe's code spans are read as paths when they name a file or a folder
/// (`Sources/SwipeReference/RequirementID.swift`, `CuratedCases+GROUP.swift`; an
/// upper-case word such as `GROUP` stands for any name), as symbols when they
/// are a type or a member path (`Requirements.groups`, `DesignChoices.Choice`),
/// and as prose otherwise (commands, `.thr9`, `lib.add`).
@Suite struct ContributingRecipeTests {
    /// What each recipe adds: its heading is `Adding … <what>`.
    static let recipes = ["a requirement", "a vector", "a faulty implementation", "a property", "a CLI option", "a design choice"]

    /// The body of the recipe whose heading ends with `what`.
    static func recipe(_ what: String) throws -> String {
        let text = try String(contentsOfFile: Paths.root + "/CONTRIBUTING.md", encoding: .utf8)
        let sections = text.components(separatedBy: "\n## ").dropFirst()
        let section = try #require(sections.first { section in
            let heading = section.prefix { $0 != "\n" }
            return heading.hasPrefix("Adding") && heading.hasSuffix(what)
        }, "CONTRIBUTING.md has no recipe \"Adding … \(what)\"")
        return String(section)
    }

    /// The code spans of `text`, in order.
    static func codeSpans(_ text: String) -> [String] {
        text.matches(of: /`([^`\n]+)`/).map { String($0.output.1) }
    }

    /// Whether a span names a file or a folder.
    static func isPath(_ span: String) -> Bool {
        span.wholeMatch(of: /[A-Za-z0-9_.+\-]+(\/[A-Za-z0-9_.+\-]+)*\/?/) != nil
            && (span.contains("/") || span.wholeMatch(of: /.+\.(swift|md|json|py|c|sh)/) != nil)
    }

    /// Whether a span names a type or a member of one.
    static func isSymbol(_ span: String) -> Bool {
        !isPath(span) && span.wholeMatch(of: /[A-Z][A-Za-z0-9]*(\.[A-Za-z][A-Za-z0-9]*)*/) != nil
    }

    /// Every file and folder of the repository (relative paths, folders ending in
    /// `/`), leaving out hidden ones and build folders.
    static let repositoryPaths: [String] = {
        guard let walk = FileManager.default.enumerator(atPath: Paths.root) else { return [] }
        var paths: [String] = []
        while let path = walk.nextObject() as? String {
            let name = (path as NSString).lastPathComponent
            if name.hasPrefix(".") {
                walk.skipDescendants()
                continue
            }
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: Paths.root + "/" + path, isDirectory: &isFolder)
            paths.append(isFolder.boolValue ? path + "/" : path)
        }
        return paths
    }()

    /// The Swift sources of the package, path and text.
    static let swiftSources: [(path: String, text: String)] = repositoryPaths
        .filter { ($0.hasPrefix("Sources/") || $0.hasPrefix("Tests/")) && $0.hasSuffix(".swift") }
        .compactMap { path in (try? String(contentsOfFile: Paths.root + "/" + path, encoding: .utf8)).map { (path, $0) } }

    /// Whether `pattern` (ICU syntax) matches somewhere in `text`.
    static func matches(_ pattern: String, in text: String) throws -> Bool {
        try NSRegularExpression(pattern: pattern).firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
    }

    /// Whether a path of a recipe names something in the repository: a path with a
    /// folder from the root, a bare file name anywhere; `GROUP`, `COMMAND` … any name.
    static func exists(_ path: String) throws -> Bool {
        let pattern = NSRegularExpression.escapedPattern(for: path).replacing(/[A-Z]{4,}/) { _ in "[^/]+" }
        let whole = "^" + (path.contains("/") ? "" : "(.*/)?") + pattern + (path.hasSuffix("/") ? "" : "/?") + "$"
        return try repositoryPaths.contains { try matches(whole, in: $0) }
    }

    /// Whether `symbol` (`Type`, `Type.member`, `Type.Nested.member`) is declared in
    /// the package's sources: the type by a declaration, each member in a file that
    /// declares or extends the name before it.
    static func isDeclared(_ symbol: String) throws -> Bool {
        let names = symbol.split(separator: ".").map(String.init)
        let type = #"\b(enum|struct|class|protocol|actor|typealias)\s+"# + names[0] + #"\b"#
        guard try swiftSources.contains(where: { try matches(type, in: $0.text) }) else { return false }
        for (owner, member) in zip(names, names.dropFirst()) {
            let holder = #"\b(enum|struct|class|protocol|actor|extension)\s+([A-Za-z0-9]+\.)*"# + owner + #"\b"#
            let declaration = #"\b(case\s+([a-z][A-Za-z0-9]*\s*,\s*)*|var\s+|let\s+|func\s+|enum\s+|struct\s+|class\s+|typealias\s+)"#
                + member + #"\b"#
            guard try swiftSources.contains(where: { try matches(holder, in: $0.text) && matches(declaration, in: $0.text) }) else {
                return false
            }
        }
        return true
    }

    @Test("each recipe names at least one file under Sources/ to edit", arguments: recipes)
    func namesAFile(_ what: String) throws {
        let paths = Self.codeSpans(try Self.recipe(what)).filter(Self.isPath)
        #expect(paths.contains { $0.hasPrefix("Sources/") }, "\"Adding … \(what)\" names no file under Sources/: \(paths)")
    }

    @Test("every file and folder a recipe names exists", arguments: recipes)
    func filesExist(_ what: String) throws {
        for path in Self.codeSpans(try Self.recipe(what)).filter(Self.isPath) {
            #expect(try Self.exists(path), "\"Adding … \(what)\" names \(path), which is not in the repository")
        }
    }

    @Test("every symbol a recipe names is declared", arguments: recipes)
    func symbolsDeclared(_ what: String) throws {
        let symbols = Self.codeSpans(try Self.recipe(what)).filter(Self.isSymbol)
        #expect(!symbols.isEmpty, "\"Adding … \(what)\" names no symbol")
        for symbol in symbols {
            #expect(try Self.isDeclared(symbol), "\"Adding … \(what)\" names \(symbol), which no source declares")
        }
    }
}
