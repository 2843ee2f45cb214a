import SwipeConformance

/// One command of `swipe-conformance`: its name, the line the tool's help gives
/// it, its help, its option table, its exit codes and its body.
///
/// `CLI.all` lists every command once; the tool's help, its dispatch and the
/// tables the tests walk all derive from that list, so a command is added in one
/// place.
protocol ToolCommand: SendableMetatype {
    /// The word that runs it: `swipe-conformance NAME`.
    static var name: String { get }
    /// What it does, in the tool's COMMANDS list (one line).
    static var summary: String { get }
    /// Its `--help`.
    static var help: String { get }
    /// Its options, in the order of its help (the one declaration its parser reads).
    static var options: [any CommandOption] { get }
    /// The codes it can return, with what each means for it.
    static var exitCodes: [ExitCode: String] { get }
    /// Whether the tool's help and its unknown-command message leave it out (a test fixture).
    static var isHidden: Bool { get }
    /// Its subcommands (`bench speed`), each with its own help, options and exit
    /// codes; empty for a command without any.
    static var subcommands: [any ToolCommand.Type] { get }
    /// Runs it with `args` (after its name).
    static func run(_ args: [String], _ out: any TextStream, _ err: any TextStream) throws -> ExitCode
}

extension ToolCommand {
    static var isHidden: Bool { false }
    static var subcommands: [any ToolCommand.Type] { [] }

    /// Runs the subcommand that `args` begins with, on the arguments after it;
    /// a missing or unknown subcommand is a usage error that lists them.
    static func runSubcommand(_ args: [String], _ out: any TextStream, _ err: any TextStream) throws -> ExitCode {
        // A closure, not `\.name`: a key path to a static property of an
        // existential metatype crashes this toolchain's compiler.
        let names = subcommands.map { $0.name }.joined(separator: ", ")
        guard let word = args.first else {
            throw UsageError("\(name): give a subcommand: \(names); see `\(CLI.toolName) \(name) --help`")
        }
        guard let subcommand = subcommands.first(where: { $0.name == word }) else {
            throw UsageError("\(name): unknown subcommand \"\(word)\"; use one of \(names); see `\(CLI.toolName) \(name) --help`")
        }
        return try subcommand.run(Array(args.dropFirst()), out, err)
    }
}

extension Verify: ToolCommand {
    static let name = "verify"
    static let summary = "run the vectors against the built-in reference or an implementation (--impl)"
}

extension Fuzz: ToolCommand {
    static let name = "fuzz"
    static let summary = "run generated cases against an implementation and shrink a failure"
}

extension Explain: ToolCommand {
    static let name = "explain"
    static let summary = "print the reference's timeline for a case id or vector file (--svg draws it)"
}

extension Generate: ToolCommand {
    static let name = "generate"
    static let summary = "write Vectors/ from the reference (--check: fail if the committed vectors differ)"
}

extension Coverage: ToolCommand {
    static let name = "coverage"
    static let summary = "show which vectors cover which requirements"
}

extension Infer: ToolCommand {
    static let name = "infer"
    static let summary = "find the profile (design choices) that explains an implementation best"
}

extension Compare: ToolCommand {
    static let name = "compare"
    static let summary = "run the vectors against several implementations, one table side by side"
}

extension Bench: ToolCommand {
    static let name = "bench"
    static let summary = "measure speed, shrink quality or threshold hits (build with -c release)"
}

extension Serve: ToolCommand {
    static let name = "serve"
    static let summary = "serve the reference or a fault over the protocol (a test fixture)"
    static let isHidden = true
}
