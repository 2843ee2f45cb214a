import SwipeConformance
import Foundation
import QuotedText
import StrictJSON
import ChildProcesses

/// `swipe-conformance compare`: several implementations side by side.
enum Compare {
    static let help = """
    swipe-conformance compare — run the vectors against several implementations, side by side

    \(OptionHelp.usage("compare", options))

    Runs the vectors against each implementation (as verify --impl does) and prints one
    table: a row per requirement group (a case counts in the group of its first
    requirement), a column per implementation, each cell "passed/failed/skipped"
    (failed includes broken cases). An implementation that fails its handshake shows
    "no handshake" in every cell. A run that stopped early (10 broken cases in a row, or
    a stop signal) keeps the counts of the cases it ran; the row "not run" counts the
    cases it did not run and the legend says why. A stop signal during an
    implementation's handshake leaves its column "interrupted" in every cell (no
    verdict, and no failed handshake); after SIGINT, SIGTERM or SIGHUP no further
    implementation is started: its column says "not run" in every cell. With
    --with-reference the built-in reference is the first column. Vector files that carry
    a profile (generate --profile) are judged under it in every column, as verify judges them.

    \(OptionHelp.section(options))

    \(ExitCode.helpSection(exitCodes))
    """

    /// The codes `compare` can return, with what each means for it (its help's EXIT CODES).
    static let exitCodes: [ExitCode: String] = [
        .success: "every implementation passed every case it ran",
        .failures: "some implementation failed a case",
        .usage: "bad usage or bad input",
        .protocolBroken: "some implementation broke the protocol or failed its handshake",
    ]

    /// The implementations to compare: at least one of these two, or both.
    private static let columns = "implementations"
    static let impls = ImplementationOptions.impls(help: "an implementation").oneOfRequired(columns)
    static let reference = Option.flag("with-reference", role: .selection, help: "add the built-in reference as the first column")
        .oneOfRequired(columns)
    static let vectors = Option.vectors(help: "vector directory or file")
    static let markdown = Option.flag("markdown", role: .conduct, help: "print the table as Markdown instead of text")
    static let json = Option.json(format: .compareReport, help: "write the table as JSON")

    /// The options of `compare`, in the order of its help.
    static let options: [any CommandOption] = ImplementationOptions.options(impls) + [reference, vectors, markdown, json, Option.force]

    /// One implementation's column.
    struct Column {
        /// How far an implementation got before its column was filled.
        enum Start: Equatable {
            /// It shook hands and its cases ran (all, or until the run stopped).
            case ran
            /// It failed its handshake, for this reason: no verdict, exit code 3.
            case failedHandshake(String)
            /// A stop signal came during its handshake: no verdict, not its fault.
            case interruptedInHandshake
            /// A stop signal came before it was started.
            case notStarted
        }

        var command: String
        var name: String
        /// Per group: (passed, failed, skipped); empty when it did not run.
        var cells: [String: (passed: Int, failed: Int, skipped: Int)]
        /// How far it got.
        var start: Start
        /// The code of PROTOCOL.md 6 for the cases that ran.
        var exitCode: ExitCode
        /// Why the run stopped before its last case (as `verify` reports it), or
        /// why it never ran; `nil` when every case ran.
        var stopReason: String?
        /// The ids of the cases not run (every case, for a column that never ran).
        var notRun: [String] = []
        /// The stop signal that interrupted the run, or that came before it ran.
        var interruptedBy: Int32?

        /// The number this column's run ends with, as `verify`'s reports record
        /// it: 128 + the signal's number when interrupted, else ``exitCode``.
        var reportedExitCode: Int32 { interruptedBy.map { 128 + $0 } ?? exitCode.rawValue }

        /// A column whose implementation never ran: `signal` came before it
        /// started, or during its handshake (`start`).
        static func interrupted(_ command: String, signal: Int32, cases: [String], start: Start) -> Column {
            let reason = start == .notStarted ? "not started: interrupted by \(TerminationSignals.name(of: signal)) before it"
                : "interrupted by \(TerminationSignals.name(of: signal)) during its handshake: no verdict"
            return Column(command: command, name: command, cells: [:], start: start, exitCode: .success,
                          stopReason: reason, notRun: cases, interruptedBy: signal)
        }
    }

    static func run(_ args: [String], _ out: any TextStream, _ err: any TextStream) throws -> ExitCode {
        let parsed = try ParsedArguments(args, command: "compare", options: options)
        try parsed.expectNoPositionals()
        let commands = try parsed.value(impls)
        let withReference = try parsed.value(reference)
        let limits = try ImplementationOptions(parsed)
        let jsonFile = try parsed.value(json)
        let vectorsPath = try parsed.value(vectors)
        var plan = OutputPlan(command: "compare", force: try parsed.value(Option.force))
        plan.read(vectorsPath, as: vectors.spec.flag)
        plan.write(jsonFile)
        let outputs = try plan.start(err)
        defer { outputs.endUnlessWritten() }
        let files = try VectorStore.load(orBundled: vectorsPath)
        try CLI.requireCases(files, from: vectorsPath, command: "compare")
        let groupOf = Dictionary(files.flatMap(\.cases).map { ($0.id, $0.requirements.first?.prefix ?? "?") }, uniquingKeysWith: { a, _ in a })
        let groups = Set(groupOf.values).sorted()
        // The profile the vector files carry judges every column, as verify judges them.
        let judged = files.first?.profile
        var runner = VectorRunner()
        if let judged { runner.observing = judged.observing }
        var columns: [Column] = []
        let allCases = files.flatMap(\.cases).map(\.id)
        // The reference is column #1 when it runs, so the implementations are numbered after it, as in the table.
        let offset = withReference ? 1 : 0
        if withReference {
            err.write("compare: #1 of \(commands.count + offset): running the vectors on the built-in reference\n")
            var driver = ReferenceDriver(profile: judged ?? .default)
            columns.append(column(runner.run(files, driver: &driver), command: "the built-in reference", groupOf: groupOf))
        }
        for (index, command) in commands.enumerated() {
            // After a stop signal no implementation is started: its column says so.
            if let signal = TerminationSignals.receivedSignal {
                columns.append(.interrupted(command, signal: signal, cases: allCases, start: .notStarted))
                continue
            }
            err.write("compare: #\(index + 1 + offset) of \(commands.count + offset): running the vectors on \(inert(command))\n")
            let driverResult: Result<SubprocessDriver, any Error> = Result {
                try limits.start(command)
            }
            switch driverResult {
            case .failure(let error):
                if let signal = TerminationSignals.receivedSignal {
                    // Interrupted during the handshake: started, but no verdict on the implementation.
                    columns.append(.interrupted(command, signal: signal, cases: allCases, start: .interruptedInHandshake))
                    continue
                }
                err.write("compare: \(error)\n")
                columns.append(Column(command: command, name: command, cells: [:], start: .failedHandshake("\(error)"), exitCode: .protocolBroken))
            case .success(var driver):
                if let note = ProfileOption.declaredButNotJudged(driver.info, command: command, judged: judged ?? .default, by: "compare") {
                    err.write(note + "\n")
                }
                columns.append(column(runner.run(files, driver: &driver), command: command, groupOf: groupOf))
            }
        }
        // Two columns with one name (two copies of one implementation) get their position.
        // Every column is labelled with its position; the legend under the table names its command.
        for i in columns.indices { columns[i].name = "#\(i + 1) " + columns[i].name }
        out.write(table(groups: groups, columns: columns, markdown: try parsed.value(markdown)))
        for (i, column) in columns.enumerated() {
            let stopped = column.stopReason.map { " (\(inert($0)); \(Describe.count(column.notRun.count, "case")) not run)" } ?? ""
            out.write("#\(i + 1): \(inert(column.command))\(stopped)\n")
        }
        try outputs.write(jsonFile.map { [($0, json(groups: groups, columns: columns))] } ?? [])
        if columns.contains(where: { $0.exitCode == .protocolBroken }) { return .protocolBroken }
        if columns.contains(where: { $0.exitCode != .success }) { return .failures }
        return .success
    }

    /// One implementation's column from its run, each case counted in its group.
    static func column(_ report: VerifyReport, command: String, groupOf: [String: String]) -> Column {
        var cells: [String: (passed: Int, failed: Int, skipped: Int)] = [:]
        for r in report.results {
            let g = groupOf[r.id] ?? "?"
            var c = cells[g] ?? (0, 0, 0)
            // Counted as the run's verdict counts it (broken cases in failed).
            switch report.counted(r) {
            case .passed, .expectedFailure: c.passed += 1
            case .failed, .broken: c.failed += 1
            case .skipped: c.skipped += 1
            }
            cells[g] = c
        }
        let info = report.implementation
        return Column(command: command, name: "\(inert(info.name)) \(inert(info.version))", cells: cells, start: .ran,
                      exitCode: report.code, stopReason: report.stopReason, notRun: report.notRun, interruptedBy: report.interruptedBy)
    }

    /// What every cell of a column that never ran says, or `nil` for one that ran.
    static func notRunCell(_ column: Column) -> String? {
        switch column.start {
        case .ran: nil
        case .failedHandshake: "no handshake"
        case .interruptedInHandshake: "interrupted"
        case .notStarted: "not run"
        }
    }

    static func cell(_ column: Column, _ group: String) -> String {
        if let text = notRunCell(column) { return text }
        let c = column.cells[group] ?? (0, 0, 0)
        return "\(c.passed)/\(c.failed)/\(c.skipped)"
    }

    static func total(_ column: Column) -> String {
        if let text = notRunCell(column) { return text }
        let t = column.cells.values.reduce((0, 0, 0)) { ($0.0 + $1.passed, $0.1 + $1.failed, $0.2 + $1.skipped) }
        return "\(t.0)/\(t.1)/\(t.2)"
    }

    /// The table: text with aligned columns, or Markdown.
    static func table(groups: [String], columns: [Column], markdown: Bool) -> String {
        let header = ["group"] + columns.map(\.name)
        var rows = groups.map { g in [g] + columns.map { cell($0, g) } } + [["total"] + columns.map(total)]
        // A run that stopped early: how many cases it did not run (the legend says why).
        if columns.contains(where: { $0.stopReason != nil }) {
            rows.append(["not run"] + columns.map { c in c.stopReason == nil ? "0" : "\(c.notRun.count) (\(c.interruptedBy != nil ? "interrupted" : "stopped"))" })
        }
        var out = ""
        if markdown {
            out += "| " + header.joined(separator: " | ") + " |\n"
            out += "|" + header.map { _ in "---" }.joined(separator: "|") + "|\n"
            for r in rows { out += "| " + r.joined(separator: " | ") + " |\n" }
        } else {
            let widths = header.indices.map { i in ([header] + rows).map { $0[i].count }.max() ?? 0 }
            func line(_ r: [String]) -> String {
                r.enumerated().map { $0.element.padding(toLength: widths[$0.offset], withPad: " ", startingAt: 0) }
                    .joined(separator: "  ").trimmingCharacters(in: .whitespaces) + "\n"
            }
            out += line(header)
            for r in rows { out += line(r) }
        }
        out += "cells: passed/failed/skipped (failed includes broken cases)\n"
        return out
    }

    static func json(groups: [String], columns: [Column]) -> String {
        let impls: [JSONValue] = columns.map { c in
            // exitCode, stopReason and notRun as `verify --json` records them for the same run.
            var o: JSONObject = ["command": .string(c.command), "name": .string(c.name), "exitCode": .number(Double(c.reportedExitCode)),
                                 "stopReason": c.stopReason.map { .string($0) } ?? .null, "notRun": .array(c.notRun.map { .string($0) })]
            if case let .failedHandshake(f) = c.start { _ = o.append(key: "handshakeFailure", value: .string(f)) }
            var g = JSONObject()
            for group in groups {
                let v = c.cells[group] ?? (0, 0, 0)
                _ = g.append(key: group, value: .object(["passed": .number(Double(v.passed)), "failed": .number(Double(v.failed)),
                                                         "skipped": .number(Double(v.skipped))]))
            }
            _ = o.append(key: "groups", value: .object(g))
            return .object(o)
        }
        return JSONWriter.write(.object(["tool": .string("swipe-conformance \(SwipeConformanceVersion.string)"), "implementations": .array(impls)]))
    }
}
