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
      verify     run the vectors against the built-in reference or an implementation (--impl)
      fuzz       run generated cases against an implementation and shrink a failure
      explain    print the reference's timeline for a case id or vector file (--svg draws it)
      generate   write Vectors/ from the reference (--check: fail if the committed vectors differ)
      coverage   show which vectors cover which requirements
      infer      find the profile (design choices) that explains an implementation best
      compare    run the vectors against several implementations, one table side by side
      bench      measure speed (build with -c release)

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
    package static func run(arguments: [String], standardOutput out: any TextStream, standardError err: any TextStream) -> ExitCode {
        guard let command = arguments.first else {
            out.write(help + "\n")
            return .usage
        }
        let rest = Array(arguments.dropFirst())
        if ["--help", "-h", "help"].contains(command) {
            if command == "help", let topic = rest.first, let topicHelp = commandHelp[topic] {
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
            err.write("swipe-conformance: unknown command \"\(command)\"; commands: \(commands.keys.filter { !hiddenCommands.contains($0) }.sorted().joined(separator: ", ")); see `swipe-conformance --help`\n")
            return .usage
        }
        if rest.contains("--help") || rest.contains("-h") {
            out.write((commandHelp[command] ?? help) + "\n")
            return .success
        }
        do {
            return try body(rest, out, err)
        } catch let usageError as UsageError {
            err.write("swipe-conformance \(usageError.description)\n")
            return .usage
        } catch let vectorError as VectorError {
            err.write("swipe-conformance: \(vectorError.description)\n")
            return .usage
        } catch {
            err.write("swipe-conformance \(command): \(error)\n")
            return .usage
        }
    }

    typealias Command = @Sendable ([String], any TextStream, any TextStream) throws -> ExitCode

    static let commands: [String: Command] = [
        "verify": Verify.run,
        "fuzz": Fuzz.run,
        "explain": Explain.run,
        "bench": Bench.run,
        "generate": Generate.run,
        "coverage": Coverage.run,
        "compare": Compare.run,
        "infer": Infer.run,
        "serve": Serve.run,
    ]

    /// Commands left out of the help and of the unknown-command message (test fixtures).
    static let hiddenCommands: Set<String> = ["serve"]

    static let commandHelp: [String: String] = [
        "verify": Verify.help,
        "fuzz": Fuzz.help,
        "explain": Explain.help,
        "bench": Bench.help,
        "generate": Generate.help,
        "coverage": Coverage.help,
        "compare": Compare.help,
        "infer": Infer.help,
        "serve": Serve.help,
    ]

    /// The exit codes each command can return, with what each means for it
    /// (the one declaration its help's EXIT CODES section comes from).
    static let commandExitCodes: [String: [ExitCode: String]] = [
        "verify": Verify.exitCodes,
        "fuzz": Fuzz.exitCodes,
        "explain": Explain.exitCodes,
        "bench": Bench.exitCodes,
        "generate": Generate.exitCodes,
        "coverage": Coverage.exitCodes,
        "compare": Compare.exitCodes,
        "infer": Infer.exitCodes,
        "serve": Serve.exitCodes,
    ]

    /// Each command's option table (the one declaration its parser and help come from).
    static let commandOptions: [String: [any CommandOption]] = [
        "verify": Verify.options,
        "fuzz": Fuzz.options,
        "explain": Explain.options,
        "bench": Bench.options,
        "generate": Generate.options,
        "coverage": Coverage.options,
        "compare": Compare.options,
        "infer": Infer.options,
        "serve": Serve.options,
    ]

    /// Makes `SIGINT`, `SIGTERM` and `SIGHUP` stop every running implementation
    /// before the tool ends (see `TerminationSignals`). Call first thing in `main`.
    public static func handleTerminationSignals() { TerminationSignals.install() }

    /// Ends the tool with `code`, or with the termination signal being handled.
    package static func exit(_ code: ExitCode) -> Never { TerminationSignals.exit(code.rawValue) }

    /// The tool as it was invoked, for the commands it prints: `swift run
    /// swipe-conformance` when run from a build folder by SwiftPM, the path
    /// typed when started by path (`./swipe-conformance`), else
    /// `swipe-conformance` (installed on PATH, or driven in process).
    static let toolName: String = {
        let invoked = CommandLine.arguments.first ?? ""
        guard StagedFile.name(of: invoked) == "swipe-conformance" else { return "swipe-conformance" }
        if invoked.contains("/.build/") || invoked.hasPrefix(".build/") { return "swift run swipe-conformance" }
        return Verify.shellQuoted(invoked)
    }()

    /// The default vector directory: `./Vectors`.
    static func defaultVectors() -> String { "Vectors" }
}
