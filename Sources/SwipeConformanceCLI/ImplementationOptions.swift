import Foundation
import SwipeConformance

/// The options of every command that starts an implementation over the
/// protocol (verify, fuzz, explain, infer, compare, bench speed, bench
/// hot-path), declared once: `--impl "COMMAND"` and the limits it runs under,
/// `--timeout` and `--startup-timeout` (PROTOCOL.md section 4), which mean the
/// same in every command and which a command printed to reproduce a run
/// repeats (``OptionRole/verdict``).
///
/// ```swift
/// static let impl = ImplementationOptions.impl(help: "the implementation to drive")
/// static let options: [any CommandOption] = ImplementationOptions.options(impl) + [json]
/// let limits = try ImplementationOptions(parsed)
/// var driver = try limits.start(command)
/// ```
struct ImplementationOptions {
    /// `--impl "COMMAND"`: the implementation to drive over the protocol; an
    /// empty or blank command is bad usage (``ImplCommand/check(_:_:command:)``).
    /// `help` says what the command does with it.
    static func impl(help: String = "the implementation to drive over the protocol (PROTOCOL.md)") -> Option<String?> {
        let spec = OptionSpec(name: Names.impl, placeholder: "\"COMMAND\"", help: help, defaultText: nil, isRepeatable: false, role: .verdict)
        return Option(spec) { occurrences, command throws(UsageError) in
            guard let text = occurrences.last else { return nil }
            try ImplCommand.check(text, spec, command: command)
            return text
        }
    }

    /// `--impl "COMMAND"`, given once per implementation (compare); each is checked as `--impl` is.
    static func impls(help: String) -> Option<[String]> { .commands(Names.impl, "\"COMMAND\"", help: help) }

    /// `--timeout SECONDS`: how long the implementation may take to answer a case.
    static let timeout = Option.number(Names.timeout, "SECONDS", default: 10, in: 0.001...86_400, role: .verdict,
                                       help: "how long the implementation may take to answer a case")

    /// `--startup-timeout SECONDS`: from start to the implementation's hello.
    static let startupTimeout = Option.number(Names.startupTimeout, "SECONDS", default: 60, in: 0.001...86_400, role: .verdict,
                                              help: "from start to the implementation's hello (for slow starters)")

    /// The limits, in the order of every command's help (after its `--impl`).
    static let limits: [any CommandOption] = [timeout, startupTimeout]

    /// The rows of a command's option table: its `--impl` (or `--impl`s), then the limits.
    static func options(_ impl: some CommandOption) -> [any CommandOption] { [impl] + limits }

    /// `--timeout`, as given or its default.
    var timeout: Double
    /// `--startup-timeout`, as given or its default.
    var startupTimeout: Double

    /// Starts `command` under these limits and shakes hands with it.
    ///
    /// - Throws: `HandshakeFailure` when it does not answer the handshake.
    func start(_ command: String, batchSize: Int = 64, perCase: Bool = false) throws -> SubprocessDriver {
        try SubprocessDriver(command: command, timeout: timeout, startupTimeout: startupTimeout, batchSize: batchSize, perCase: perCase)
    }

    /// The names of these options, each spelled here only.
    private enum Names {
        static let impl = "impl"
        static let timeout = "timeout"
        static let startupTimeout = "startup-timeout"
    }
}

extension ImplementationOptions {
    /// The limits of `parsed`, checked against their ranges.
    init(_ parsed: ParsedArguments) throws(UsageError) {
        self.init(timeout: try parsed.value(Self.timeout), startupTimeout: try parsed.value(Self.startupTimeout))
    }
}

/// The one check of an implementation's command, whichever command reads it.
enum ImplCommand {
    /// Fails when `text` is empty or blank: `/bin/sh -c ''` starts nothing and
    /// ends at once, which would read as an implementation that broke the
    /// protocol (exit 3) although the command line is what is wrong.
    static func check(_ text: String, _ spec: OptionSpec, command: String) throws(UsageError) {
        if text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
            throw UsageError("\(command): \(spec.flag) needs a command, got an empty one; give the command that starts the implementation")
        }
    }
}
