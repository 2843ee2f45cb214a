import SwipeConformance
import Foundation
import QuotedText
import Synchronization

/// Where the CLI writes: standard output or error, or a buffer in tests.
public protocol TextStream: AnyObject {
    /// Writes `text` as it is (the caller adds any newline).
    func write(_ text: String)
    /// Whether the stream is a terminal (progress is shown only then).
    var isTerminal: Bool { get }
    /// Writes `text`, which may hold terminal control sequences the tool
    /// itself composed (the progress line's `\r` and erase-line), as it is.
    func writeTerminalControl(_ text: String)
    /// The `errno` of the first write that failed (text was lost), or `nil`.
    var writeFailure: Int32? { get }
}

extension TextStream {
    /// Writes `text` with ``write(_:)``: a stream that filters nothing passes control sequences as they are.
    public func writeTerminalControl(_ text: String) { write(text) }
    /// No write of a stream that cannot fail has failed.
    public var writeFailure: Int32? { nil }
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

    var writeFailure: Int32? { base.writeFailure }
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

    private let failure = Mutex<Int32?>(nil)

    /// The `errno` of the first write that failed; every later write is
    /// dropped, as what follows lost text would not read as a report. The
    /// tool's exit code says so (`CLI.run`).
    public var writeFailure: Int32? { failure.withLock { $0 } }

    /// Writes all of `text` as UTF-8, retrying short and interrupted writes.
    public func write(_ text: String) {
        guard writeFailure == nil else { return }
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeMutableBytes { Foundation.write(descriptor, $0.baseAddress! + offset, $0.count - offset) }
            if n <= 0 {
                if n < 0 && errno == EINTR { continue }
                let code = n < 0 ? errno : EIO
                failure.withLock { if $0 == nil { $0 = code } }
                return
            }
            offset += n
        }
        bytes.removeAll()
    }
}

/// Collects text, for tests. Safe to write from several threads (the
/// progress line's ticker writes from its own).
public final class BufferStream: TextStream, @unchecked Sendable {
    private let lock = NSLock()
    private var collected = ""
    /// Everything written so far.
    public var text: String { lock.withLock { collected } }
    /// Whether the buffer pretends to be a terminal (to test progress output).
    public let isTerminal: Bool

    /// An empty buffer; `isTerminal` sets what ``isTerminal`` reports.
    public init(isTerminal: Bool = false) { self.isTerminal = isTerminal }

    /// Appends `text` to ``text``.
    public func write(_ text: String) { lock.withLock { collected += text } }
}

/// A run's progress: a line redrawn in place on a terminal, for runs longer
/// than a second; when the stream is not a terminal (a CI log), a whole line
/// every ``lineInterval``, driven by the clock and not by the run's answers,
/// so a run stuck on one batch (an implementation that takes its
/// `--timeout` for each case) still shows it is alive.
///
/// The clock is injected: `now` is read for every line, and a ticker (a timer
/// of the wall clock, once a second, started only when the stream is not a
/// terminal) calls ``tick()``. A test passes its own clock, no ticker, and
/// calls ``tick()`` itself.
///
/// ```swift
/// let progress = Progress(stream: err, label: "verify")
/// progress.update(64, 745)   // verify: 64/745 cases (8%) after 30 s — at most every 30 s, also while nothing arrives
/// progress.finish()
/// ```
final class Progress: @unchecked Sendable {
    /// What the run last reported.
    private enum State {
        case cases(done: Int, total: Int)
        case shrinking(evaluations: Int, events: Int)
    }

    let stream: any TextStream
    let label: String
    /// The clock every line is timed by.
    let now: @Sendable () -> ContinuousClock.Instant
    let start: ContinuousClock.Instant
    private let lock = NSLock()
    private var shown = false
    private var lastDraw: ContinuousClock.Instant
    private var lastLine: ContinuousClock.Instant
    private var state: State?
    private var isFinished = false
    private var ticker: (any DispatchSourceTimer)?

    /// How often a progress line is printed when the stream is not a terminal
    /// (CI logs): a whole line each time, so a long run shows it is alive.
    var lineInterval: Duration {
        get { lock.withLock { interval } }
        set { lock.withLock { interval = newValue } }
    }
    private var interval: Duration = .seconds(30)

    /// A progress display on `stream` whose lines start with `label`, timed by
    /// `now`; with `ticking` (and a stream that is not a terminal), a timer
    /// calls ``tick()`` once a second of the wall clock until ``finish()``.
    init(stream: any TextStream, label: String, now: @escaping @Sendable () -> ContinuousClock.Instant = { .now },
         ticking: Bool = true) {
        self.stream = stream
        self.label = label
        self.now = now
        start = now()
        lastDraw = start
        lastLine = start
        guard ticking, !stream.isTerminal else { return }
        let timer = DispatchSource.makeTimerSource(queue: .global(qos: .utility))
        timer.schedule(deadline: .now() + .seconds(1), repeating: .seconds(1))
        timer.setEventHandler { [weak self] in self?.tick() }
        timer.resume()
        ticker = timer
    }

    deinit { ticker?.cancel() }

    /// Whether a ticker calls ``tick()``: until ``finish()``, when the stream is not a terminal.
    var isTicking: Bool { lock.withLock { ticker != nil && !isFinished } }

    /// The run has taken `done` of `total` cases.
    func update(_ done: Int, _ total: Int) {
        lock.withLock {
            state = .cases(done: done, total: total)
            let now = now()
            guard stream.isTerminal else {
                guard done < total else { return }
                writeLineIfDue(now)
                return
            }
            guard now - start > .seconds(1), shown == false || now - lastDraw > .milliseconds(100) || done == total else { return }
            shown = true
            lastDraw = now
            let pct = total == 0 ? 100 : done * 100 / total
            stream.writeTerminalControl("\r\(label): \(done)/\(total) (\(pct)%)\u{1B}[K")
        }
    }

    /// Shows the shrinking phase: candidates evaluated and the smallest failing case
    /// so far (the case count is done; shrinking is not "100 %").
    func shrinking(evaluations: Int, events: Int) {
        lock.withLock {
            state = .shrinking(evaluations: evaluations, events: events)
            let now = now()
            guard stream.isTerminal else {
                writeLineIfDue(now)
                return
            }
            guard evaluations == 0 || now - lastDraw > .milliseconds(100) else { return }
            shown = true
            lastDraw = now
            stream.writeTerminalControl("\r" + shrinkingText(evaluations: evaluations, events: events) + "\u{1B}[K")
        }
    }

    /// Prints the last reported state as a whole line when the stream is not
    /// a terminal and ``lineInterval`` has passed since the last line (or the
    /// start), whether or not anything was reported since: the ticker's call.
    func tick() {
        lock.withLock {
            guard !stream.isTerminal else { return }
            writeLineIfDue(now())
        }
    }

    /// Ends the display: the ticker stops, and a line drawn in place is cleared.
    func finish() {
        lock.withLock {
            isFinished = true
            ticker?.cancel()
            if shown { stream.writeTerminalControl("\r\u{1B}[K") }
        }
    }

    /// The whole line of the last reported state, when one is due (under the lock).
    private func writeLineIfDue(_ now: ContinuousClock.Instant) {
        guard !isFinished, let state, now - lastLine >= interval else { return }
        let text: String
        switch state {
        case let .cases(done, total):
            guard done < total else { return }
            text = "\(label): \(done)/\(total) \(Describe.noun("case", for: total)) (\(total == 0 ? 100 : done * 100 / total)%)"
        case let .shrinking(evaluations, events):
            text = shrinkingText(evaluations: evaluations, events: events)
        }
        lastLine = now
        stream.write(text + " after \((now - start).components.seconds) s\n")
    }

    private func shrinkingText(evaluations: Int, events: Int) -> String {
        "\(label): a case failed; shrinking it: \(Describe.count(evaluations, "candidate")) tried, smallest failing case \(Describe.count(events, "event"))"
    }
}
