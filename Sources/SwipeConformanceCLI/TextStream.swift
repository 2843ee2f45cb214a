import SwipeConformance
import Foundation
import QuotedText

/// Where the CLI writes: standard output or error, or a buffer in tests.
public protocol TextStream: AnyObject {
    /// Writes `text` as it is (the caller adds any newline).
    func write(_ text: String)
    /// Whether the stream is a terminal (progress is shown only then).
    var isTerminal: Bool { get }
    /// Writes `text`, which may hold terminal control sequences the tool
    /// itself composed (the progress line's `\r` and erase-line), as it is.
    func writeTerminalControl(_ text: String)
}

extension TextStream {
    /// Writes `text` with ``write(_:)``: a stream that filters nothing passes control sequences as they are.
    public func writeTerminalControl(_ text: String) { write(text) }
}

/// A stream that makes every control character but the line feed inert
/// (`QuotedText.inert`) before passing the text on.
///
/// `CLI.run` hands every command its standard output and error through one of
/// these, so a string from a vector file or an implementation (a case id, a
/// description, a hello name, a message) can never move the cursor, clear the
/// screen or recolour the terminal, in whichever command prints it and
/// whether or not that command quoted it. A line feed passes, as the tool's
/// own lines need it; text that could forge a line is quoted with `inert`
/// where it is printed.
final class InertStream: TextStream {
    let base: any TextStream
    init(_ base: any TextStream) { self.base = base }

    var isTerminal: Bool { base.isTerminal }

    func write(_ text: String) {
        base.write(text.split(separator: "\n", omittingEmptySubsequences: false).map { inert(String($0)) }.joined(separator: "\n"))
    }

    func writeTerminalControl(_ text: String) { base.write(text) }
}

/// A file descriptor of this process.
public final class FileStream: TextStream, Sendable {
    let descriptor: Int32
    /// Whether the descriptor is a terminal (`isatty`).
    public let isTerminal: Bool

    /// Writes to the file descriptor `descriptor` of this process.
    public init(descriptor: Int32) {
        self.descriptor = descriptor
        isTerminal = isatty(descriptor) == 1
    }

    /// The process's standard output.
    public static var standardOutput: FileStream { FileStream(descriptor: 1) }
    /// The process's standard error.
    public static var standardError: FileStream { FileStream(descriptor: 2) }

    /// Writes all of `text` as UTF-8, retrying short writes.
    public func write(_ text: String) {
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeMutableBytes { Foundation.write(descriptor, $0.baseAddress! + offset, $0.count - offset) }
            if n <= 0 {
                if n < 0 && errno == EINTR { continue }
                return
            }
            offset += n
        }
        bytes.removeAll()
    }
}

/// Collects text, for tests.
public final class BufferStream: TextStream {
    /// Everything written so far.
    public private(set) var text = ""
    /// Whether the buffer pretends to be a terminal (to test progress output).
    public let isTerminal: Bool

    /// An empty buffer; `isTerminal` sets what ``isTerminal`` reports.
    public init(isTerminal: Bool = false) { self.isTerminal = isTerminal }

    /// Appends `text` to ``text``.
    public func write(_ text: String) { self.text += text }
}

/// A progress line on a terminal for runs longer than a second; nothing otherwise.
final class Progress: @unchecked Sendable {
    let stream: any TextStream
    let label: String
    let start = ContinuousClock.now
    var shown = false
    var lastDraw = ContinuousClock.now

    init(stream: any TextStream, label: String) {
        self.stream = stream
        self.label = label
    }

    /// How often a progress line is printed when the stream is not a terminal
    /// (CI logs): a whole line each time, so a long run shows it is alive.
    var lineInterval: Duration = .seconds(30)
    var lastLine = ContinuousClock.now

    func update(_ done: Int, _ total: Int) {
        let now = ContinuousClock.now
        guard stream.isTerminal else {
            guard now - lastLine >= lineInterval, done < total else { return }
            lastLine = now
            let seconds = (now - start).components.seconds
            stream.write("\(label): \(done)/\(total) \(Describe.noun("case", for: total)) (\(total == 0 ? 100 : done * 100 / total)%) after \(seconds) s\n")
            return
        }
        guard now - start > .seconds(1), shown == false || now - lastDraw > .milliseconds(100) || done == total else { return }
        shown = true
        lastDraw = now
        let pct = total == 0 ? 100 : done * 100 / total
        stream.writeTerminalControl("\r\(label): \(done)/\(total) (\(pct)%)\u{1B}[K")
    }

    /// Shows the shrinking phase: candidates evaluated and the smallest failing case
    /// so far (the case count is done; shrinking is not "100 %").
    func shrinking(evaluations: Int, events: Int) {
        let now = ContinuousClock.now
        let line = "\(label): a case failed; shrinking it: \(Describe.count(evaluations, "candidate")) tried, smallest failing case \(Describe.count(events, "event"))"
        guard stream.isTerminal else {
            guard now - lastLine >= lineInterval else { return }
            lastLine = now
            stream.write(line + " after \((now - start).components.seconds) s\n")
            return
        }
        guard evaluations == 0 || now - lastDraw > .milliseconds(100) else { return }
        shown = true
        lastDraw = now
        stream.writeTerminalControl("\r" + line + "\u{1B}[K")
    }

    func finish() {
        if shown { stream.writeTerminalControl("\r\u{1B}[K") }
    }
}
