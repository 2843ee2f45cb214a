import Foundation
import SwipeConformance
@testable import SwipeConformanceCLI
import Testing

/// Every help screen's EXIT CODES section comes from a declared list of the
/// codes its command can return: numbered and ordered by `ExitCode`, each
/// code once, no number written by hand.
@Suite struct ExitCodeHelpTests {
    /// The rows of `help`'s one EXIT CODES section: each code's number as
    /// printed and its text, its continuation lines joined.
    static func rows(in help: String) throws -> [(number: String, text: String)] {
        let parts = help.components(separatedBy: "\nEXIT CODES\n")
        try #require(parts.count == 2, "one EXIT CODES section")
        var rows: [(number: String, text: String)] = []
        for line in parts[1].components(separatedBy: "\n\n")[0].split(separator: "\n") {
            #expect(line.count <= OptionHelp.width, "wider than a help line: \(line)")
            if let row = line.wholeMatch(of: /\ \ ([0-9]+)\ \ (\S.*)/) {
                rows.append((String(row.1), String(row.2)))
            } else if let more = line.wholeMatch(of: /\ {5}(\S.*)/), !rows.isEmpty {
                rows[rows.count - 1].text += " " + more.1
            } else {
                Issue.record("not a row of EXIT CODES: \"\(line)\"")
            }
        }
        return rows
    }

    /// Checks that `help` lists exactly the codes of `declared`, in the enum's order, each once, with their text.
    static func expectRows(of help: String, _ declared: [ExitCode: String], _ label: String) throws {
        let rows = try rows(in: help)
        let numbers = rows.map(\.number)
        #expect(numbers == ExitCode.allCases.filter { declared[$0] != nil }.map { String($0.rawValue) }, "\(label)")
        #expect(Set(numbers).count == numbers.count, "\(label): a code listed twice")
        for row in rows {
            let code = try #require(Int32(row.number).flatMap(ExitCode.init(rawValue:)), "\(label): \(row.number) is no ExitCode")
            #expect(row.text == declared[code], "\(label): \(row.number)")
        }
    }

    @Test("each command's and subcommand's help lists exactly the exit codes it declares, in ExitCode's order, each once",
          arguments: CLI.commandHelp.keys.sorted())
    func commandHelp(_ command: String) throws {
        let declared = try #require(CLI.commandExitCodes[command], "\(command) declares no exit codes")
        try Self.expectRows(of: try #require(CLI.commandHelp[command]), declared, command)
        // CLI.run answers every command's --help with 0 and a bad option with 2.
        #expect(declared[.success] != nil && declared[.usage] != nil, "\(command)")
    }

    @Test("every command and subcommand declares its exit codes")
    func everyCommandDeclares() {
        let subcommands = CLI.all.flatMap { command in command.subcommands.map { "\(command.name) \($0.name)" } }
        #expect(Set(CLI.commandExitCodes.keys) == Set(CLI.commands.keys).union(subcommands))
    }

    @Test("the tool's own help lists every code with its general meaning")
    func toolHelp() throws {
        try Self.expectRows(of: CLI.help, ExitCode.meanings, "swipe-conformance --help")
        #expect(CLI.help.contains(CLI.exitCodesHelp))
    }

    @Test("a row too long for one line goes on under its text")
    func wrapping() {
        let text = Array(repeating: "word", count: 40).joined(separator: " ")
        let lines = ExitCode.helpSection([.failures: text, .success: "done"]).split(separator: "\n")
        #expect(lines.first == "EXIT CODES")
        #expect(lines[1] == "  0  done")
        #expect(lines[2].hasPrefix("  1  word word"))
        #expect(lines.count > 3 && lines.dropFirst(3).allSatisfy { $0.hasPrefix("     word") })
        #expect(lines.allSatisfy { $0.count <= OptionHelp.width })
        #expect(lines.dropFirst(2).map { $0.dropFirst(5) }.joined(separator: " ") == text)
    }

    @Test("PROTOCOL.md 6 lists the codes of ExitCode, in order")
    func protocolTable() throws {
        let text = try String(contentsOfFile: Paths.root + "/PROTOCOL.md", encoding: .utf8)
        let section = try #require(text.components(separatedBy: "## 6. Exit codes").dropFirst().first?.components(separatedBy: "\n## ").first)
        let numbers = section.split(separator: "\n").compactMap { $0.wholeMatch(of: /\| ([0-9]+) \|.*/).map { Int32($0.1) } }
        #expect(numbers == ExitCode.allCases.map(\.rawValue))
    }
}
