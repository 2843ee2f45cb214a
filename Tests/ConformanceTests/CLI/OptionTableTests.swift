import Foundation
@testable import SwipeConformance
@testable import SwipeConformanceCLI
import Testing

/// Each command declares each option once (`Option` in its option table); the
/// parser, the typed reads and the OPTIONS section of its help come from that
/// declaration, so no option name is spelled out anywhere else.
@Suite struct OptionTableTests {
    /// `Sources/`, found from this file's path.
    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources")

    /// Every Swift file under `folder`, with its text, keyed by its path under `Sources/`.
    static func swiftFiles(under folder: URL) throws -> [String: String] {
        let enumerator = try #require(FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil))
        var files: [String: String] = [:]
        for case let url as URL in enumerator where url.pathExtension == "swift" {
            files[url.path.replacingOccurrences(of: sources.path + "/", with: "")] = try String(contentsOf: url, encoding: .utf8)
        }
        return files
    }

    /// The files that spell `name` as a string literal of its own: `"--name"`, `"--name …`
    /// anywhere in Sources/, and `"name"` in the command-line layer (elsewhere the same
    /// spelling is a protocol or vector key, such as `"cases"`, a different name; and a
    /// command's own name, such as `faults`, is not an option's).
    static func filesSpelling(_ name: String, in files: [String: String]) -> [String] {
        files.filter { path, text in
            let options = text.split(separator: "\n").filter { !$0.contains("static let name = ") }.joined(separator: "\n")
            return text.contains("\"--\(name)\"") || text.contains("\"--\(name) ")
                || (path.hasPrefix("SwipeConformanceCLI/") && options.contains("\"\(name)\""))
        }.keys.sorted()
    }

    @Test("every option name is spelled as a literal in exactly one Swift file of Sources/")
    func oneSpelling() throws {
        let files = try Self.swiftFiles(under: Self.sources)
        #expect(files.count > 50, "found only \(files.count) Swift files under \(Self.sources.path)")
        let names = Set(CLI.commandOptions.values.flatMap { $0.map(\.spec.name) })
        #expect(names.count >= 30)
        for name in names.sorted() {
            let spelling = Self.filesSpelling(name, in: files)
            #expect(spelling.count == 1, "--\(name) is spelled in \(spelling.count) files: \(spelling.joined(separator: ", "))")
        }
    }

    @Test("the scan finds a second spelling (a duplicate would not go unnoticed)")
    func scanFindsDuplicates() throws {
        var files = try Self.swiftFiles(under: Self.sources)
        let before = Self.filesSpelling("timeout", in: files)
        #expect(before.count == 1)
        files["SwipeConformanceCLI/Fuzz.swift", default: ""] += "\nlet copy = values[\"timeout\"]\n"
        #expect(Self.filesSpelling("timeout", in: files).count == 2)
    }

    @Test("each command's help lists every option of its table, and nothing else", arguments: CLI.commandOptions.keys.sorted())
    func helpFromTable(command: String) throws {
        let options = try #require(CLI.commandOptions[command])
        let help = try #require(CLI.commandHelp[command])
        let section = try #require(help.components(separatedBy: "\nOPTIONS\n").last?.components(separatedBy: "\n\n").first)
        let listed = section.split(separator: "\n").compactMap { line -> String? in
            let words = line.split(separator: " ")
            guard line.hasPrefix("  --"), let first = words.first else { return nil }
            return String(first.dropFirst(2))
        }
        #expect(listed == options.map(\.spec.name), "\(command)")
        for option in options {
            #expect(help.contains("[\(option.spec.flag)"), "\(command): USAGE lacks \(option.spec.flag)")
        }
    }

    @Test("the parser accepts exactly the table: typed reads, ranges and defaults from the declaration")
    func parser() throws {
        let timeout = Option.number("wait", "SECONDS", default: 10, in: 1...20, help: "h")
        let count = Option.integer("count", default: 3, in: 1...5, help: "h")
        let verbose = Option.flag("verbose", help: "h")
        let names = Option.repeated("name", "N", help: "h")
        let parsed = try ParsedArguments(["--wait=2.5", "--verbose", "x", "--name", "a", "--name", "b"], command: "t",
                                         options: [timeout, count, verbose, names])
        #expect(try parsed.value(timeout) == 2.5)
        #expect(try parsed.value(count) == 3)
        #expect(try parsed.value(verbose))
        #expect(try parsed.value(names) == ["a", "b"])
        #expect(parsed.positionals == ["x"])
        let bad = try ParsedArguments(["--count", "9"], command: "t", options: [count])
        #expect(throws: UsageError.self) { try bad.value(count) }
        #expect(throws: UsageError.self) { try ParsedArguments(["--other"], command: "t", options: [count]) }
        #expect(throws: UsageError.self) { try ParsedArguments(["--verbose=1"], command: "t", options: [verbose]) }
        #expect(throws: UsageError.self) { try ParsedArguments(["--count"], command: "t", options: [count]) }
    }
}
