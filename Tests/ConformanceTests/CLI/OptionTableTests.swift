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
    /// command's own name, such as `faults`, is not an option's; nor is the noun of a
    /// count, `Describe.count(n, "case")`).
    static func filesSpelling(_ name: String, in files: [String: String]) -> [String] {
        files.filter { path, text in
            let options = text.split(separator: "\n").filter { !$0.contains("static let name = ") }.joined(separator: "\n")
                .replacing(/Describe\.(?:count|noun)\((?:[^()]|\([^()]*\))*\)/, with: "")
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
        // In brackets exactly when the command runs without it (the option's own declaration);
        // the members of a required group together in parentheses, none in brackets.
        let usage = try #require(help.components(separatedBy: "\n\n").first { $0.hasPrefix("USAGE") })
        for option in options {
            let bracketed = usage.contains("[\(option.spec.flag)")
            let needed = option.spec.isRequired || option.spec.requiredGroup != nil
            #expect(bracketed != needed && usage.contains(option.spec.flag),
                    "\(command): USAGE shows \(option.spec.flag) \(bracketed ? "in" : "without") brackets: \(usage)")
        }
        for group in OptionHelp.requiredGroups(options) {
            let item = "(" + group.map { $0.flag + ($0.placeholder.map { " " + $0 } ?? "") + ($0.isRepeatable ? "…" : "") }.joined(separator: " | ") + ")"
            #expect(usage.replacingOccurrences(of: "\n" + String(repeating: " ", count: 28), with: " ").contains(item), "\(command): \(usage)")
        }
    }

    @Test("the parser accepts exactly the table: typed reads, ranges and defaults from the declaration")
    func parser() throws {
        let timeout = Option.number("wait", "SECONDS", default: 10, in: 1...20, role: .conduct, help: "h")
        let count = Option.integer("count", default: 3, in: 1...5, role: .conduct, help: "h")
        let verbose = Option.flag("verbose", role: .conduct, help: "h")
        let names = Option.repeated("name", "N", role: .conduct, help: "h")
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

    /// The message of the usage error `arguments` raise, or `nil` when they parse.
    static func usageError(_ arguments: [String], _ options: [any CommandOption]) -> String? {
        do {
            _ = try ParsedArguments(arguments, command: "t", options: options)
            return nil
        } catch {
            return error.description
        }
    }

    @Test("an option of one value given twice is bad usage naming both values: only one could take effect")
    func singleValueGivenTwice() throws {
        let impl = Option.text("impl", "COMMAND", role: .conduct, help: "h")
        let count = Option.integer("count", default: 3, in: 1...5, role: .conduct, help: "h")
        let message = try #require(Self.usageError(["--impl", "a", "--impl=b"], [impl]))
        #expect(message == #"t: --impl is given twice ("a" and "b"), and only one value can take effect; give it once"#)
        #expect(Self.usageError(["--count", "2", "--count", "2"], [count]) != nil)
        // A flag given twice says the same thing twice.
        let verbose = Option.flag("verbose", role: .conduct, help: "h")
        #expect(try ParsedArguments(["--verbose", "--verbose"], command: "t", options: [verbose]).value(verbose))
    }

    @Test("a list given more than once is one list of every occurrence's entries, in order")
    func listGivenTwice() throws {
        let cases = Option.list("case", "ID[,…]", role: .conduct, help: "h")
        let parsed = try ParsedArguments(["--case", "thr-1-*,a", "--case=thr-2-*"], command: "t", options: [cases])
        #expect(try parsed.value(cases) == ["thr-1-*", "a", "thr-2-*"])
        #expect(parsed.raw(cases) == "thr-1-*,a,thr-2-*")
        let blank = try ParsedArguments(["--case", "a", "--case", "b,"], command: "t", options: [cases])
        #expect(throws: UsageError.self) { try blank.value(cases) }
    }

    @Test("an option's value that is another option is a forgotten value, not a file named --force")
    func optionAsValue() throws {
        let json = Option.text("json", "FILE", role: .conduct, help: "h")
        let force = Option.flag("force", role: .conduct, help: "h")
        let message = try #require(Self.usageError(["--json", "--force"], [json, force]))
        #expect(message.hasPrefix("t: --json needs a value (FILE), and \"--force\" is an option"))
        #expect(message.hasSuffix("write --json=VALUE"))
        // The inline form takes any value, and a negative number is a value.
        #expect(try ParsedArguments(["--json=--odd"], command: "t", options: [json]).value(json) == "--odd")
        let seed = Option.text("seed", "N", role: .conduct, help: "h")
        #expect(try ParsedArguments(["--seed", "-5"], command: "t", options: [seed]).value(seed) == "-5")
    }

    @Test("no option takes an empty value, inline or as the next argument")
    func emptyValue() throws {
        let vectors = Option.text("vectors", "DIR", role: .conduct, help: "h")
        #expect(Self.usageError(["--vectors", ""], [vectors]) == "t: --vectors needs a value (DIR), got an empty one")
        #expect(Self.usageError(["--vectors="], [vectors]) == "t: --vectors needs a value (DIR), got an empty one")
    }

    /// A command of a repeated option that shapes the verdict (`--impl`), a
    /// case selection (`--case`) and an output flag (`--force`).
    enum Repeating: ToolCommand {
        static let name = "t"
        static let summary = "a test of printed commands"
        static let help = "t"
        static let impls = Option.repeated("impl", "C", role: .verdict, help: "h")
        static let cases = Option.list("case", "ID", role: .selection, help: "h")
        static let options: [any CommandOption] = [impls, cases, Option.force]
        static let exitCodes: [ExitCode: String] = [.success: "always"]
        static func run(_ args: [String], _ out: any TextStream, _ err: any TextStream) throws -> ExitCode { .success }
    }

    @Test("a printed command repeats each occurrence of a repeated option that shapes the verdict, and no option of another role")
    func repeatingEveryOccurrence() throws {
        let parsed = try ParsedArguments(["--impl", "a b", "--force", "--case", "x", "--impl", "c"], command: "t", options: Repeating.options)
        #expect(PrintedCommand(Repeating.self, from: parsed).description == "swipe-conformance t --impl 'a b' --impl c")
        // The command's own value of an option replaces the run's.
        #expect(PrintedCommand(Repeating.self, from: parsed, setting: [(Repeating.cases, "y*")]).description
                == "swipe-conformance t --impl 'a b' --impl c --case 'y*'")
        #expect(PrintedCommand(Repeating.self, from: parsed, conveyed: [Repeating.impls]).description == "swipe-conformance t")
    }
}
