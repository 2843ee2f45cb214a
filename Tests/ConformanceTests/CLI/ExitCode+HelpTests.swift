import ChildProcesses
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
            if let row = line.wholeMatch(of: /\ \ ([0-9]+)\ +(\S.*)/) {
                rows.append((String(row.1), String(row.2)))
            } else if let more = line.wholeMatch(of: /\ {5,}(\S.*)/), !rows.isEmpty {
                rows[rows.count - 1].text += " " + more.1
            } else {
                Issue.record("not a row of EXIT CODES: \"\(line)\"")
            }
        }
        return rows
    }

    /// Checks that `help` lists exactly the codes of `declared`, in the enum's order, each once, with their text.
    static func expectRows(of help: String, _ declared: [ExitCode: String], _ label: String) throws {
        let rows = try rows(in: help).filter { !signalNumbers.contains($0.number) }
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

    /// The statuses of a run a stop signal ends: 128 + the signal's number.
    static let signalNumbers = Set(TerminationSignals.handled.map { String(128 + $0) })

    @Test("every help's EXIT CODES ends with the statuses of a run a stop signal ends (128 + N), each naming its signal",
          arguments: CLI.commandHelp.keys.sorted() + [""])
    func signalRows(_ command: String) throws {
        let help = try #require(command.isEmpty ? CLI.help : CLI.commandHelp[command])
        let rows = try Self.rows(in: help)
        let signals = TerminationSignals.handled.sorted()
        #expect(rows.suffix(signals.count).map(\.number) == signals.map { String(128 + $0) }, "\(command): \(rows.map(\.number))")
        for (row, signal) in zip(rows.suffix(signals.count), signals) {
            #expect(row.text.hasPrefix("interrupted by \(TerminationSignals.name(of: signal))"), "\(command): \(row.text)")
        }
        // The numbers line up, a code's text under the others'.
        let lines = help.components(separatedBy: "\nEXIT CODES\n")[1].components(separatedBy: "\n\n")[0].split(separator: "\n")
        let starts = Set(lines.filter { $0.wholeMatch(of: /\ \ [0-9].*/) != nil }.map { $0.firstRange(of: /[0-9]+\ +/)!.upperBound.utf16Offset(in: $0) })
        #expect(starts.count == 1, "\(command): texts start at columns \(starts.sorted())")
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

    @Test("a row too long for one line goes on under its text, the texts in one column after the widest number")
    func wrapping() {
        let text = Array(repeating: "word", count: 40).joined(separator: " ")
        let lines = ExitCode.helpSection([.failures: text, .success: "done"]).split(separator: "\n")
        // Two spaces, the widest number (a signal's status), two spaces.
        let column = 2 + String(128 + TerminationSignals.handled.max()!).count + 2
        let indent = String(repeating: " ", count: column)
        #expect(lines.first == "EXIT CODES")
        #expect(lines[1] == "  0" + indent.dropFirst(3) + "done")
        #expect(lines[2].hasPrefix("  1" + indent.dropFirst(3) + "word word"))
        let continued = lines.dropFirst(3).prefix { $0.hasPrefix(indent) }
        #expect(!continued.isEmpty && continued.allSatisfy { $0.hasPrefix(indent + "word") })
        #expect(lines.allSatisfy { $0.count <= OptionHelp.width })
        #expect(([lines[2]] + continued).map { $0.dropFirst(column) }.joined(separator: " ") == text)
        #expect(lines.count == 3 + continued.count + TerminationSignals.handled.count, "the signals' rows end the section")
    }

    @Test("PROTOCOL.md 6 lists the codes of ExitCode, in order")
    func protocolTable() throws {
        let text = try String(contentsOfFile: Paths.root + "/PROTOCOL.md", encoding: .utf8)
        let section = try #require(text.components(separatedBy: "## 6. Exit codes").dropFirst().first?.components(separatedBy: "\n## ").first)
        let numbers = section.split(separator: "\n").compactMap { $0.wholeMatch(of: /\| ([0-9]+) \|.*/).map { Int32($0.1) } }
        #expect(numbers == ExitCode.allCases.map(\.rawValue))
    }
}
