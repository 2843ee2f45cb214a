import SwipeConformance
import ChildProcesses
import Foundation
import SwipeReference

/// The `swipe-conformance` command line as a library entry point, so tests drive it
/// in process (`Sources/swipe-conformance/main.swift` only calls `run`).
public enum CLI {
    /// The exit codes of the tool as a whole (PROTOCOL.md 6), in its own help;
    /// each command's help says what each code it can return means there.
    public static let exitCodesHelp = ExitCode.helpSection(ExitCode.meanings)

    /// The help of `swipe-conformance` itself: the commands and where to read more.
    public static let help = """
    swipe-conformance \(SwipeConformanceVersion.string) — the referee for swipe actions on list rows

    USAGE
      swipe-conformance COMMAND [OPTIONS]

    COMMANDS
    \(commandList)

    OPTIONS
      --help       help for swipe-conformance or a command (swipe-conformance COMMAND --help)
      --version    print the version

    \(exitCodesHelp)

    SEE ALSO
      SPEC.md (the semantics), PROTOCOL.md (the subprocess protocol), Vectors/README.md (the vector format)
    """

    /// Runs the tool with `arguments` (without the program name).
    ///
    /// - Returns: the exit code (see `exitCodesHelp`); ``exit(_:)`` ends the process with it.
    package static func run(arguments: [String], standardOutput: any TextStream, standardError: any TextStream) -> ExitCode {
        let code = runCommand(arguments: arguments, standardOutput: standardOutput, standardError: standardError)
        return checkedOutput(code, command: arguments.first, standardOutput: standardOutput, standardError: standardError)
    }

    /// `code`, unless standard output lost text: then the report the user reads
    /// is not the whole of it, and the exit code says so, as it does when a
    /// report file cannot be written (2, with one line on standard error). A
    /// reader that stopped reading (`| head`, EPIPE) took what it wanted: the
    /// verdict stands. A stop signal's code stands too.
    static func checkedOutput(_ code: ExitCode, command: String?, standardOutput: any TextStream, standardError: any TextStream) -> ExitCode {
        guard let failure = standardOutput.writeFailure, failure != EPIPE, TerminationSignals.receivedSignal == nil else { return code }
        let name = command.map { commands[$0] == nil ? "" : " " + $0 } ?? ""
        InertStream(standardError).write("swipe-conformance\(name): could not write to standard output: "
            + "\(StagedFile.cause(failure, folder: "")) (errno \(failure)); what it printed is incomplete, "
            + "so the exit code is \(ExitCode.usage.rawValue), not \(code.rawValue)\n")
        return .usage
    }

    /// Runs the command `arguments` names, with its streams made inert.
    private static func runCommand(arguments: [String], standardOutput: any TextStream, standardError: any TextStream) -> ExitCode {
        // Every command writes through the inert filter: no text it prints can
        // carry a terminal control sequence (see `InertStream`).
        let out = InertStream(standardOutput), err = InertStream(standardError)
        guard let command = arguments.first else {
            out.write(help + "\n")
            return .usage
        }
        let rest = Array(arguments.dropFirst())
        if ["--help", "-h", "help"].contains(command) {
            if command == "help", let topic = rest.first, let topicHelp = help(of: topic, rest.dropFirst()) {
                out.write(topicHelp + "\n")
            } else {
                out.write(help + "\n")
            }
            return .success
        }
        if command == "--version" {
            out.write("swipe-conformance \(SwipeConformanceVersion.string) (protocol \(SwipeConformanceVersion.protocolVersion), vector format \(SwipeConformanceVersion.vectorFormat))\n")
            return .success
        }
        guard let body = commands[command] else {
            err.write("swipe-conformance: unknown command \"\(command)\"; commands: \(commands.keys.filter { !hiddenCommands.contains($0) }.sorted().joined(separator: ", ")); see `\(toolName) --help`\n")
            return .usage
        }
        if rest.contains("--help") || rest.contains("-h") {
            out.write((help(of: command, rest) ?? help) + "\n")
            return .success
        }
        do {
            return try body(rest, out, err)
        } catch let usageError as UsageError {
            err.write("swipe-conformance \(usageError.description)\n")
            return .usage
        } catch let vectorError as VectorError {
            err.write("swipe-conformance: \(describe(vectorError))\n")
            return .usage
        } catch {
            err.write("swipe-conformance \(command): \(describe(error))\n")
            return .usage
        }
    }

    typealias Command = @Sendable ([String], any TextStream, any TextStream) throws -> ExitCode

    /// Every command, in the order of the tool's help: the one list of them.
    static var all: [any ToolCommand.Type] {
        [Verify.self, Fuzz.self, Explain.self, Generate.self, Coverage.self, Infer.self, Compare.self, Faults.self, Bench.self, Serve.self]
    }

    /// The COMMANDS rows of the tool's help: every command not hidden, with its summary.
    static let commandList: String = all.filter { !$0.isHidden }
        .map { "  \($0.name.padding(to: 9))  \($0.summary)" }.joined(separator: "\n")

    /// Each command's body, by name.
    static let commands: [String: Command] = Dictionary(uniqueKeysWithValues: all.map { ($0.name, body(of: $0)) })

    /// The body of `command`, as the dispatch table holds it.
    private static func body<C: ToolCommand>(of command: C.Type) -> Command {
        { args, out, err in try C.run(args, out, err) }
    }

    /// Every command and every subcommand, by the words that run it (`verify`, `bench speed`).
    static let allByPath: [(path: String, command: any ToolCommand.Type)] = all.flatMap { command in
        [(command.name, command)] + command.subcommands.map { ("\(command.name) \($0.name)", $0) }
    }

    /// The help of `command`, or of its subcommand when `words` begins with one.
    static func help(of command: String, _ words: some Collection<String>) -> String? {
        if let word = words.first, let subcommandHelp = commandHelp["\(command) \(word)"] { return subcommandHelp }
        return commandHelp[command]
    }

    /// Commands left out of the help and of the unknown-command message (test fixtures).
    static let hiddenCommands: Set<String> = Set(all.filter { $0.isHidden }.map { $0.name })

    /// Each command's and subcommand's help, by the words that run it.
    static let commandHelp: [String: String] = Dictionary(uniqueKeysWithValues: allByPath.map { ($0.path, $0.command.help) })

    /// The exit codes each command and subcommand can return, with what each means for it
    /// (the one declaration its help's EXIT CODES section comes from).
    static let commandExitCodes: [String: [ExitCode: String]] = Dictionary(uniqueKeysWithValues: allByPath.map { ($0.path, $0.command.exitCodes) })

    /// Each command's and subcommand's option table (the one declaration its parser and help come from).
    static let commandOptions: [String: [any CommandOption]] = Dictionary(uniqueKeysWithValues: allByPath.map { ($0.path, $0.command.options) })

    /// Makes `SIGINT`, `SIGTERM` and `SIGHUP` stop every running implementation
    /// before the tool ends (see `TerminationSignals`). Call first thing in `main`.
    public static func handleTerminationSignals() { TerminationSignals.install() }

    /// Ignores `SIGPIPE` for the tool's process: a reader of standard output
    /// that stops reading (`generate … | head -1`) would otherwise kill the tool
    /// at its next line, before it has written its files. Writes to the closed
    /// pipe fail with `EPIPE` instead, and `CLI.run(arguments:standardOutput:standardError:)`
    /// keeps the run's exit code for them.
    public static func ignoreBrokenPipes() { _ = signal(SIGPIPE, SIG_IGN) }

    /// Makes the tool the child subreaper of the implementations it starts
    /// (Linux): a descendant that cleared the marker variable from its
    /// environment and left its process group is still found, by its parent
    /// process ID, and stopped when the tool ends (PROTOCOL.md 1,
    /// containment). For the tool's own process only: a host that runs the
    /// tool in process (tests) does not reap children it did not start.
    public static func adoptOrphanedDescendants() { ProcessContainment.adoptOrphans() }

    /// Ends the tool with `code`, or with the termination signal being handled.
    package static func exit(_ code: ExitCode) -> Never { TerminationSignals.exit(code.rawValue) }

    /// The tool as it was invoked, for every command it prints to be run
    /// (re-run, replay, check-with and see-the-help hints): ``invocation(of:in:)``
    /// of this process.
    static let toolName: String = invocation(of: CommandLine.arguments.first ?? "",
                                             in: FileManager.default.currentDirectoryPath)

    /// `error` as one line for the tool to print: a library error that
    /// suggests a command (``ToolHinting``) names the tool as it was invoked
    /// (``toolName``), as every hint of the tool's own does; a vector error on
    /// one of the tool's reports lying among the vectors says what the file is
    /// (``ToolFileFormat/misreadAsVectors(_:)``).
    static func describe(_ error: any Error) -> String {
        if let vectorError = error as? VectorError, let misread = ToolFileFormat.misreadAsVectors(vectorError) { return misread }
        return (error as? any ToolHinting)?.description(invokedAs: toolName) ?? "\(error)"
    }

    /// How to run the tool again from `directory`, given the path it was
    /// started by (`argv[0]`): `swift run swipe-conformance` only when the
    /// binary is in a package's `.build` folder and `directory` is that
    /// package's root (where `swift run` finds it; `swift run` itself starts
    /// the binary by its full path); the path as typed, quoted for the shell,
    /// for a binary started by path anywhere else (outside the package
    /// `swift run` would fail); `swipe-conformance` for a bare name (found on
    /// PATH) or an in-process run (a test host, whose `argv[0]` is not the tool).
    static func invocation(of invoked: String, in directory: String) -> String {
        guard StagedFile.name(of: invoked) == "swipe-conformance", invoked.contains("/") else { return "swipe-conformance" }
        let absolute = invoked.hasPrefix("/") ? invoked : StagedFile.joined(directory, invoked)
        if let build = absolute.range(of: "/.build/") {
            let root = String(absolute[..<build.lowerBound])
            if canonical(root) == canonical(directory) { return "swift run swipe-conformance" }
        }
        return Verify.shellQuoted(invoked)
    }

    /// `path` with symbolic links, `.` and `..` resolved, as far as it exists.
    private static func canonical(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }

    /// Refuses a vector set with no case, read from `path` (`nil`: the
    /// built-in set) for `command`: the one rule of every command that works
    /// on a set, so a wrong `--vectors` path in CI never turns green (`verify`,
    /// `compare`) nor prints an all-zero table (`coverage`).
    static func requireCases(_ files: [VectorFile], from path: String?, command: String) throws(UsageError) {
        guard !files.contains(where: { !$0.cases.isEmpty }) else { return }
        throw UsageError("\(command): \(path ?? "the built-in vector set") holds no cases; check the \(Verify.vectors.spec.flag) path")
    }

    /// The default vector directory: `./Vectors`.
    static func defaultVectors() -> String { "Vectors" }
}
