/// The exit codes of PROTOCOL.md 6, in the order every help screen lists them.
///
/// A command returns one of these; the tool ends with its `rawValue`. Each
/// command's `--help` lists the codes it can return, numbered from here, with
/// what each means for that command.
///
/// ```swift
/// let code: ExitCode = report.code  // .failures
/// exit(code.rawValue)               // the process ends with 1
/// ```
package enum ExitCode: Int32, CaseIterable, Sendable {
    /// Every case that ran passed (expected failures failed as listed).
    case success = 0
    /// Conformance failures: a case failed, or an expected failure did not.
    case failures = 1
    /// Bad usage or bad input: an unknown option, a malformed file.
    case usage = 2
    /// The implementation broke the protocol; wins over ``failures``.
    case protocolBroken = 3

    /// What the code means for the tool as a whole, in one line (the help of
    /// `swipe-conformance` itself); a command's help says what it means there.
    package var meaning: String {
        switch self {
        case .success: "every case passed (expected failures failed as listed), or what was asked was done"
        case .failures: "conformance failures: a case failed, an expected failure passed or names no case, or a check found a gap or a difference"
        case .usage: "bad usage, bad input files, or output that could not be written"
        case .protocolBroken: "the implementation broke the protocol (no handshake, crash, hang, garbage, wrong count)"
        }
    }
}
