#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SwipeReference
import StrictJSON
import ChildProcesses
import QuotedText

/// Runs cases in an implementation in any language, over PROTOCOL.md.
///
/// The implementation is `/bin/sh -c COMMAND`, started and shaken hands with in
/// `init`. Cases go out as `batch` messages (`run` for a single case). Each
/// deviation of PROTOCOL.md section 4 becomes a `CaseRun`: a broken case stops
/// the process group and the next case gets a fresh process with a new
/// handshake; after `restartLimit` failed handshakes in a row every remaining
/// case is broken. Every child is killed and reaped, at the latest in `finish()`
/// (or when the driver is released).
///
/// ```swift
/// var driver = try SubprocessDriver(command: "python3 impl.py", options: .init(timeout: .seconds(10)))
/// let report = VectorRunner().run(files, driver: &driver)  // calls finish()
/// ```
package struct SubprocessDriver: CaseDriver {
    /// How processes are used.
    package enum Mode: Sendable, Hashable {
        /// One persistent process, restarted only after it broke the protocol.
        case persistent
        /// A new process (and handshake) for every case, as toml-test does.
        case perCase
    }

    /// Limits and mode.
    package struct Options: Sendable, Hashable {
        /// Bounds the handshake and each case, counted from when the case was
        /// sent or its predecessor in the batch answered (`--timeout`).
        package var timeout: Duration
        /// Bounds the start-up: from starting the process to its `hello`
        /// (`--startup-timeout`). Separate from `timeout` and generous, because
        /// a JVM, node or Python on a busy CI machine can take seconds to start.
        package var startupTimeout: Duration = .seconds(60)
        /// Cases per `batch` message.
        package var batchSize: Int
        /// One process for the whole run, or one per case.
        package var mode: Mode
        /// Handshakes failing in a row before every remaining case is broken.
        package var restartLimit = 3
        /// Broken cases in a row after which no case of the same request is
        /// sent (``BrokenStreak``, the rule by which a run stops): the run that
        /// sent them stops there, and restarting the implementation for the rest
        /// of a batch it will not count only wastes time.
        package var brokenLimit = BrokenStreak.defaultLimit
        /// The longest line accepted from the implementation (PROTOCOL.md 1).
        package var lineLimit = 16 << 20
        /// How long the implementation may take to exit after `bye`.
        package var exitGrace: Duration = .seconds(2)
        /// How long after `SIGTERM` before `SIGKILL`.
        package var terminateGrace: Duration = .milliseconds(200)

        /// Options with the given timeout, batch size and mode, and the default limits.
        package init(timeout: Duration = .seconds(10), batchSize: Int = 64, mode: Mode = .persistent) {
            precondition(batchSize >= 1, "SubprocessDriver.Options: batchSize must be at least 1, not \(batchSize)")
            self.timeout = timeout
            self.batchSize = batchSize
            self.mode = mode
        }
    }

    /// The shell command that starts the implementation.
    package let command: String
    /// The options the driver was started with.
    package let options: Options
    /// What the first handshake announced.
    package private(set) var info: ImplementationInfo

    /// The running implementation, after a successful handshake.
    private var child: ChildProcess?
    /// Set once `restartLimit` restarts in a row failed: every case is broken with it.
    private var givenUp: String?
    /// The process group of every child started, in order (tests check they are gone).
    private(set) var processGroups: [pid_t] = []
    /// The last answer read from its bytes: the next one's repeated observations are taken from it.
    private var lastAnswer: ProtocolMessages.ReadAnswer?
    /// The rows sent lately: one sent again is copied from its bytes.
    private var writtenRows = Codec.WrittenRows()
    /// The cases in a row that broke, over every request.
    private var streak: BrokenStreak

    /// Starts the implementation and shakes hands (PROTOCOL.md 2.1).
    ///
    /// - Throws: `HandshakeFailure`, one line naming the command and what went
    ///   wrong, when the process cannot start or its `hello` is missing or invalid
    ///   (the run stops with exit code 3).
    package init(command: String, options: Options = Options()) throws {
        self.command = command
        self.options = options
        self.info = ImplementationInfo(name: "", version: "")
        self.streak = BrokenStreak(limit: options.brokenLimit)
        switch startChild() {
        case .success(let announced):
            self.info = announced
        case .failure(let failure):
            if let signal = TerminationSignals.receivedSignal {
                // The runner stopped the implementation itself: not the implementation's fault.
                throw HandshakeFailure(reason: "interrupted by \(TerminationSignals.name(of: signal)) during the handshake with \(quoteShortened(command)); no verdict on the implementation")
            }
            throw HandshakeFailure(reason: "\(quoteShortened(command)) failed the handshake: \(failure.reason)")
        }
        if options.mode == .perCase { stopChild(politely: true) }
    }

    /// `--impl COMMAND --timeout SECONDS --batch N` (and a process per case for `bench`).
    package init(command: String, timeout: Double, startupTimeout: Double = 60, batchSize: Int = 64, perCase: Bool = false) throws {
        var options = Options(timeout: .seconds(timeout), batchSize: batchSize, mode: perCase ? .perCase : .persistent)
        options.startupTimeout = .seconds(startupTimeout)
        try self.init(command: command, options: options)
    }

    /// Sends the cases in batches and returns one run per case, restarting the
    /// process after a protocol break; once ``Options/brokenLimit`` cases in a
    /// row broke within this request, the rest of it is not sent (a run stops
    /// there: ``CaseFeed``).
    package mutating func run(_ cases: [(id: String, input: CaseInput)]) -> [CaseRun] {
        var runs: [CaseRun] = []
        runs.reserveCapacity(cases.count)
        var brokeInThisRequest = false
        while runs.count < cases.count {
            // After a stop signal nothing is restarted: the runner is ending,
            // and the remaining cases have no verdict (the run counts them as not run).
            if let signal = TerminationSignals.receivedSignal, child == nil {
                runs += Array(repeating: .broken("interrupted by \(TerminationSignals.name(of: signal)): not sent; no verdict"),
                              count: cases.count - runs.count)
                break
            }
            if brokeInThisRequest, streak.isBrokenAsAWhole {
                runs += Array(repeating: .broken("not sent: \(streak.stopReason)"), count: cases.count - runs.count)
                break
            }
            guard let child = runningChild() else {
                runs.append(.broken(givenUp ?? "the implementation is not running"))
                streak.record(broken: true)
                brokeInThisRequest = true
                continue
            }
            let size = options.mode == .perCase ? 1 : options.batchSize
            let answered = exchange(Array(cases[runs.count...].prefix(size)), with: child)
            runs += answered.map(Self.unlessInterrupted)
            for run in answered { streak.record(run) }
            if case .broken? = answered.last {
                brokeInThisRequest = true
                stopChild(politely: false)
            } else if options.mode == .perCase {
                stopChild(politely: true)
            }
        }
        return runs
    }

    /// A broken case as an interruption when a stop signal arrived: the
    /// runner stopped the implementation, so the case has no verdict.
    static func unlessInterrupted(_ run: CaseRun) -> CaseRun {
        guard case .broken = run, let signal = TerminationSignals.receivedSignal else { return run }
        return .broken("interrupted by \(TerminationSignals.name(of: signal)): the runner stopped the implementation; no verdict")
    }

    /// Says `bye`, waits `exitGrace` for the implementation to exit, then stops
    /// its process group and reaps it.
    package mutating func finish() {
        stopChild(politely: true)
    }

    // MARK: Sessions

    /// Sends the cases and reads one answer per case, stopping after the first
    /// broken one.
    private mutating func exchange(_ cases: [(id: String, input: CaseInput)], with child: ChildProcess) -> [CaseRun] {
        var clock = ContinuousClock.now
        do {
            try Self.send(ProtocolMessages.cases(cases, rows: &writtenRows), to: child, deadline: clock + options.timeout)
        } catch {
            return [.broken(Self.describe(error, limit: options.timeout))]
        }
        var runs: [CaseRun] = []
        for c in cases {
            let line: String
            do {
                // The timeout runs from the send (or the last answer), not from the read.
                line = try child.readLine(deadline: clock + options.timeout, maxBytes: options.lineLimit)
            } catch {
                runs.append(.broken(Self.describe(error, limit: options.timeout)))
                return runs
            }
            clock = .now
            let run = ProtocolMessages.readAnswer(line, id: c.id, eventCount: c.input.events.count, after: &lastAnswer)
            runs.append(run)
            if case .broken = run { return runs }
        }
        return runs
    }

    /// The running child, restarting it if needed; `nil` once given up.
    private mutating func runningChild() -> ChildProcess? {
        if let child { return child }
        guard givenUp == nil else { return nil }
        var last = ""
        for _ in 0..<options.restartLimit {
            switch startChild() {
            case .success: return child
            case .failure(let failure): last = failure.reason
            }
        }
        givenUp = "the implementation could not be restarted: \(Describe.count(options.restartLimit, "restart")) in a row failed their handshake, the last with: \(last)"
        return nil
    }

    /// Starts a child and shakes hands; on success it becomes `child`.
    private mutating func startChild() -> Result<ImplementationInfo, HandshakeFailure> {
        let started: ChildProcess
        do {
            started = try ChildProcess.start(command: command)
        } catch {
            return .failure(HandshakeFailure(reason: error.description))
        }
        processGroups.append(started.processID)
        let deadline = ContinuousClock.now + options.startupTimeout
        let result: Result<ImplementationInfo, HandshakeFailure>
        do {
            try Self.send(ProtocolMessages.hello(), to: started, deadline: deadline)
            result = ProtocolMessages.readHello(try started.readLine(deadline: deadline, maxBytes: options.lineLimit))
        } catch {
            result = .failure(HandshakeFailure(reason: Self.describe(error, limit: options.startupTimeout)))
        }
        if case .success = result {
            child = started
        } else {
            started.terminate(gracePeriod: options.terminateGrace)
        }
        return result
    }

    /// Sends `line` to `child`. A child that has ended before taking the whole line
    /// is read on, not reported here: whether the write meets its end or the line
    /// fits in the pipe first is a race, and on the other side of it the read
    /// reports what the child wrote and how it ended. Read on either way, the report
    /// is the same on every run (the answers it wrote, then "the process ended …
    /// before writing a complete line").
    private static func send(_ line: String, to child: ChildProcess, deadline: ContinuousClock.Instant) throws(ChildProcessError) {
        do {
            try child.send(line: line, deadline: deadline)
        } catch .inputClosed(status: .some, stderrTail: _) {
            return
        }
    }

    /// `error` on one line, a timeout stated as the limit that was given.
    ///
    /// A wait measured by the clock overshoots its deadline by however long the
    /// machine took to notice it, so it differs from run to run ("within 1.001 s");
    /// every deadline here is a limit the user chose, and the report says that
    /// limit, the same on every run.
    private static func describe(_ error: ChildProcessError, limit: Duration) -> String {
        switch error {
        case .timedOut(_, let pending, let stderrTail):
            return ChildProcessError.timedOut(waited: limit, pendingOutput: pending, stderrTail: stderrTail).description
        case .sendTimedOut(_, let written, let count, let stderrTail):
            return ChildProcessError.sendTimedOut(waited: limit, bytesWritten: written, byteCount: count, stderrTail: stderrTail).description
        default:
            return error.description
        }
    }

    /// Stops the child: `bye` and a wait for its exit first when `politely`.
    private mutating func stopChild(politely: Bool) {
        guard let child else { return }
        self.child = nil
        if politely {
            let deadline = ContinuousClock.now + options.exitGrace
            try? child.send(line: ProtocolMessages.bye, deadline: deadline)
            child.closeInput()
            child.waitForExit(deadline: deadline)
        }
        child.terminate(gracePeriod: options.terminateGrace)
    }
}
