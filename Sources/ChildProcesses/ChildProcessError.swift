import QuotedText

/// Why talking to a ``ChildProcess`` failed.
///
/// The cases carry what the child last said, so a report can quote it: the
/// unterminated text left on its standard output (`stdoutTail`,
/// `pendingOutput`) and the last few kilobytes of its standard error
/// (`stderrTail`, starting with `…` when earlier output was dropped). The
/// ``description`` is one line, as protocol reports need. After
/// any error except ``exited(status:stdoutTail:stderrTail:)`` the protocol
/// stream is out of step (a partial line was read or written), so the usual
/// reaction is ``ChildProcess/terminate(gracePeriod:)``.
///
/// ```swift
/// do {
///     let reply = try child.readLine(deadline: .now + .seconds(2))
/// } catch .timedOut(let waited, _, _) {
///     print("no answer within \(waited)")
/// } catch {
///     print(error)  // one line: what happened, and the child's last output
/// }
/// ```
public enum ChildProcessError: Error, Equatable, CustomStringConvertible {
    /// The process could not be started; `reason` names the failing call
    /// and the system's message.
    case startFailed(command: String, reason: String)
    /// No complete line arrived on standard output before the deadline.
    case timedOut(waited: Duration, pendingOutput: String, stderrTail: String)
    /// The line could not be written to standard input before the deadline
    /// (the child is not reading); `bytesWritten` of `byteCount` went out.
    case sendTimedOut(waited: Duration, bytesWritten: Int, byteCount: Int, stderrTail: String)
    /// Standard output reached end of file before a complete line.
    ///
    /// `status` is how the process ended, or `nil` when it closed its
    /// standard output but was still running when we stopped waiting (or
    /// its status was collected elsewhere). `stdoutTail` is the unterminated
    /// text it wrote last.
    case exited(status: ExitStatus?, stdoutTail: String, stderrTail: String)
    /// The child exited before a complete line while its standard output
    /// stayed open: a process it started (a descendant) holds the pipe.
    /// `status` is how the child ended.
    case exitedLeavingPipesOpen(status: ExitStatus?, stderrTail: String)
    /// The child closed its standard input (usually because it exited)
    /// before the whole line was written. `status` is how it ended, when
    /// known.
    case inputClosed(status: ExitStatus?, stderrTail: String)
    /// A line (complete or not) is longer than `limit` bytes; `prefix` is the
    /// start of that output, quoted and shortened for display.
    case lineTooLong(prefix: String, limit: Int)
    /// A line is not valid UTF-8; `prefix` is the start of that line, quoted
    /// and shortened for display, with invalid bytes shown as U+FFFD.
    case invalidUTF8(prefix: String)
    /// A system call failed unexpectedly; `operation` names it.
    case systemCallFailed(operation: String, errno: Int32)

    /// What went wrong, on one line: the child's unterminated output and the
    /// end of its standard error are quoted (escaped, at most 120 characters).
    public var description: String {
        switch self {
        case .startFailed(let command, let reason):
            return "could not start \(quoteShortened(command)): \(reason)"
        case .timedOut(let waited, let pendingOutput, let stderrTail):
            var text = "timed out: no complete line on standard output within \(Self.seconds(waited))"
            if !pendingOutput.isEmpty {
                text += " (it wrote \(quoteShortened(pendingOutput)) without a newline)"
            }
            return text + Self.stderrNote(stderrTail)
        case .sendTimedOut(let waited, let bytesWritten, let byteCount, let stderrTail):
            return "timed out: could not write a line of \(describeByteCount(byteCount)) to standard input within "
                + "\(Self.seconds(waited)) (\(describeByteCount(bytesWritten)) written); the process is not reading its input"
                + Self.stderrNote(stderrTail)
        case .exited(let status, let stdoutTail, let stderrTail):
            var text: String
            if let status {
                text = "the process ended (\(status)) before writing a complete line"
            } else {
                text = "the process closed its standard output before writing a complete line"
            }
            if !stdoutTail.isEmpty {
                text += "; its output ends with \(quoteTail(stdoutTail)) without a newline"
            }
            return text + Self.stderrNote(stderrTail)
        case .exitedLeavingPipesOpen(let status, let stderrTail):
            return "the process ended (\(status.map { "\($0)" } ?? "its status unknown")) before writing a complete line, "
                + "and a process it started still holds its standard output (it was stopped)" + Self.stderrNote(stderrTail)
        case .inputClosed(let status, let stderrTail):
            let text = status.map { "the process ended (\($0)) before reading its input" }
                ?? "the process closed its standard input and still runs, so it cannot take the next message (an implementation reads its input until `bye`)"
            return text + Self.stderrNote(stderrTail)
        case .lineTooLong(let prefix, let limit):
            return "flooding: a line of more than \(describeByteCount(limit)) on standard output, starting \(prefix)"
        case .invalidUTF8(let prefix):
            return "the process wrote a line that is not valid UTF-8: \(prefix)"
        case .systemCallFailed(let operation, let code):
            return "\(operation) failed: \(systemErrorMessage(code)) (errno \(code))"
        }
    }

    /// A duration as seconds with three decimals: `0.500 s`.
    private static func seconds(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        let milliseconds = max(0, seconds * 1000 + attoseconds / 1_000_000_000_000_000)
        return "\(milliseconds / 1000)." + String(String(milliseconds % 1000 + 1000).dropFirst()) + " s"
    }

    /// `; stderr ends with "…"`, or nothing when standard error was empty.
    private static func stderrNote(_ tail: String) -> String {
        let trimmed = tail.drop { $0.isWhitespace }
        return trimmed.isEmpty ? "" : "; stderr ends with \(quoteTail(tail))"
    }
}
