#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CProcessShims
import QuotedText
import Foundation

/// A program under test, run as a child process that speaks a line protocol
/// over its standard input and output.
///
/// The child is `/bin/sh -c COMMAND`, started with `posix_spawn` in a new
/// process group (so everything it starts can be signalled at once), with
/// pipes for standard input, output and error. Every operation is bounded:
///
/// - ``send(line:deadline:)`` writes without blocking and gives up at the
///   deadline, so a child that never reads cannot hang the suite.
/// - ``readLine(deadline:maxBytes:)`` waits with `poll` until a complete line
///   arrives, the deadline passes, the child ends, or more than `maxBytes`
///   arrive without a newline (a flooding child).
/// - Standard error is drained during every wait, so a chatty child never
///   blocks on it; only its last ``standardErrorCapacity`` bytes are kept,
///   to be quoted in errors.
/// - ``terminate(gracePeriod:)`` sends `SIGTERM` to the whole group, waits a
///   short grace period, sends `SIGKILL`, and reaps the child. It runs
///   automatically when the object is released, so no child outlives its
///   `ChildProcess` and no zombie remains.
///
/// When the child itself ends and is reaped (by any of the methods above),
/// anything still running in its process group is killed at once: leftover
/// grandchildren of a program under test are orphans, never wanted.
///
/// Writing to a child that has exited fails with an error instead of killing
/// the suite: the first ``start(command:environment:workingDirectory:)`` sets
/// `SIGPIPE` to be ignored for the whole process. Children start with default
/// signal handling and an empty signal mask.
///
/// ```swift
/// let child = try ChildProcess.start(command: "python3 impl.py")
/// defer { child.terminate() }
/// try child.send(line: #"{"type":"hello","protocol":1}"#, deadline: .now + .seconds(5))
/// let reply = try child.readLine(deadline: .now + .seconds(5))
/// let message = try JSONParser().parse(reply)
/// ```
///
/// `ChildProcess` is deliberately not `Sendable`: it owns file descriptors and
/// buffers that one caller at a time must drive. Keep it in one task or
/// actor. Its methods block the calling thread (for at most their deadline).
public final class ChildProcess {
    /// The process ID of the child, which is also its process group ID.
    public let processID: pid_t

    /// The shell command the child runs.
    public let command: String

    /// How many of the last bytes of standard error are kept: 4 KB.
    public static let standardErrorCapacity = 4096

    /// The most standard output buffered while sending or waiting for exit,
    /// when nobody is reading lines: 4 MiB. Beyond it the child's writes
    /// block until ``readLine(deadline:maxBytes:)`` consumes output.
    static let outputBufferLimitWhileNotReading = 4 << 20

    private var inputDescriptor: Int32
    private var outputDescriptor: Int32
    private var errorDescriptor: Int32
    private var output = LineBuffer()
    private var errorTail = ByteTail(capacity: ChildProcess.standardErrorCapacity)
    private var chunk = [UInt8](repeating: 0, count: 1 << 16)
    private var isReaped = false
    private var collectedStatus: ExitStatus?
    private var isTerminated = false
    /// Set when `poll` reports that the child closed its standard input.
    private var isInputReaderGone = false
    private var inputGoneSince: ContinuousClock.Instant?
    /// The value of ``ProcessContainment/markerVariable`` in the environment
    /// of the child and everything it starts.
    let marker: String

    private init(processID: pid_t, command: String, marker: String, input: Int32, output: Int32, error: Int32) {
        self.processID = processID
        self.command = command
        self.marker = marker
        self.inputDescriptor = input
        self.outputDescriptor = output
        self.errorDescriptor = error
    }

    deinit {
        terminate()
    }

    // MARK: Starting

    /// Starts `/bin/sh -c command` as a child process in a new process group.
    ///
    /// ```swift
    /// let child = try ChildProcess.start(
    ///     command: "./impl --jsonl",
    ///     environment: ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"],
    ///     workingDirectory: "/work/impl"
    /// )
    /// ```
    ///
    /// - Parameters:
    ///   - command: A shell command line, run by `/bin/sh -c`.
    ///   - environment: The child's complete environment, or `nil` (the
    ///     default) to inherit this process's environment.
    ///   - workingDirectory: The child's working directory, or `nil` (the
    ///     default) for this process's.
    /// - Returns: The running child.
    /// - Throws: ``ChildProcessError/startFailed(command:reason:)`` when pipes
    ///   cannot be created or `posix_spawn` fails (for example because the
    ///   working directory does not exist).
    public static func start(
        command: String,
        environment: [String: String]? = nil,
        workingDirectory: String? = nil
    ) throws(ChildProcessError) -> ChildProcess {
        _ = ignoreBrokenPipeSignalOnce
        guard !command.utf8.contains(0) else {
            throw .startFailed(command: command, reason: "the command contains a NUL character")
        }
        if let workingDirectory, workingDirectory.utf8.contains(0) {
            throw .startFailed(command: command, reason: "the working directory contains a NUL character")
        }
        var opened: [Int32] = []
        func fail(_ reason: String) -> ChildProcessError {
            for descriptor in opened { _ = close(descriptor) }
            return .startFailed(command: command, reason: reason)
        }

        let input: (read: Int32, write: Int32)
        let output: (read: Int32, write: Int32)
        let error: (read: Int32, write: Int32)
        do {
            input = try makePipe()
            opened += [input.read, input.write]
            output = try makePipe()
            opened += [output.read, output.write]
            error = try makePipe()
            opened += [error.read, error.write]
        } catch {
            throw fail("cannot create a pipe: \(systemErrorMessage(error.code))")
        }
        for descriptor in [input.write, output.read, error.read] {
            let flags = fcntl(descriptor, F_GETFL)
            guard flags >= 0, fcntl(descriptor, F_SETFL, flags | O_NONBLOCK) == 0 else {
                throw fail("cannot make a pipe non-blocking: \(systemErrorMessage(errno))")
            }
        }

        var environment = environment ?? ProcessInfo.processInfo.environment
        let marker = ProcessContainment.nextMarker()
        environment[ProcessContainment.markerVariable] = marker
        // Spawned and registered under one lock: a stop signal that arrives in
        // between waits for the registration, so the new group is stopped too.
        let spawned = ChildProcessGroups.shared.registering {
            spawn(
                arguments: ["/bin/sh", "-c", shellCommand(for: command)],
                environment: environment,
                workingDirectory: workingDirectory,
                standardInput: input.read,
                standardOutput: output.write,
                standardError: error.write
            )
        }
        let processID: pid_t
        switch spawned {
        case .success(let spawnedID): processID = spawnedID
        case .failure(let failure): throw fail(failure.message)
        }
        ProcessContainment.announce(group: processID, running: true)
        for descriptor in [input.read, output.write, error.write] {
            _ = close(descriptor)
        }
        return ChildProcess(
            processID: processID,
            command: command,
            marker: marker,
            input: input.write,
            output: output.read,
            error: error.read
        )
    }

    // MARK: Talking

    /// Writes a line and a newline to the child's standard input.
    ///
    /// The write never blocks past the deadline: when the pipe is full the
    /// call waits with `poll` for the child to read, meanwhile buffering the
    /// child's standard output (up to 4 MiB) and draining its standard error
    /// so the child cannot deadlock against us.
    ///
    /// ```swift
    /// try child.send(line: #"{"type":"reset"}"#, deadline: .now + .seconds(1))
    /// ```
    ///
    /// - Parameters:
    ///   - line: The text to send. It must not contain a newline (a
    ///     programmer error that traps); compact JSON never does.
    ///   - deadline: When to give up.
    /// - Throws: ``ChildProcessError/sendTimedOut(waited:bytesWritten:byteCount:stderrTail:)``
    ///   when the child does not read the line in time;
    ///   ``ChildProcessError/inputClosed(status:stderrTail:)`` when it closed
    ///   its standard input or exited; ``ChildProcessError/systemCallFailed(operation:errno:)``
    ///   for unexpected system errors.
    public func send(line: String, deadline: ContinuousClock.Instant) throws(ChildProcessError) {
        var bytes = Array(line.utf8)
        let hasNewline = bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress.map { memchr($0, Int32(UInt8(ascii: "\n")), buffer.count) != nil } ?? false
        }
        precondition(!hasNewline, "ChildProcess.send(line:deadline:): the line contains a newline, which would split the message; escape it (compact JSON never contains one)")
        bytes.append(UInt8(ascii: "\n"))
        guard inputDescriptor >= 0 else {
            throw inputClosedError()
        }
        let started = ContinuousClock.now
        var written = 0
        while written < bytes.count {
            let result = bytes.withUnsafeBytes { raw in
                write(inputDescriptor, raw.baseAddress! + written, raw.count - written)
            }
            if result > 0 {
                written += result
                continue
            }
            let code = errno
            if result < 0 {
                if code == EINTR { continue }
                if code == EPIPE { throw inputClosedError() }
                if code != EAGAIN && code != EWOULDBLOCK {
                    throw .systemCallFailed(operation: "write to the child's standard input", errno: code)
                }
            }
            let remaining = ContinuousClock.now.duration(to: deadline)
            guard remaining > .zero else {
                throw .sendTimedOut(
                    waited: started.duration(to: .now),
                    bytesWritten: written,
                    byteCount: bytes.count,
                    stderrTail: errorTail.text
                )
            }
            try pollOnce(timeout: remaining, writing: true, outputLimit: Self.outputBufferLimitWhileNotReading)
        }
    }

    /// Reads the next complete line from the child's standard output.
    ///
    /// Lines already buffered are returned first. Otherwise the call waits
    /// with `poll`, draining standard error meanwhile, until a newline
    /// arrives or one of the failures below happens.
    ///
    /// ```swift
    /// let reply = try child.readLine(deadline: .now + .milliseconds(500), maxBytes: 1 << 20)
    /// ```
    ///
    /// - Parameters:
    ///   - deadline: When to give up waiting.
    ///   - maxBytes: The longest line accepted, without its newline; 1 MiB by
    ///     default. Longer output is an error as soon as it has arrived, so a
    ///     flooding child costs at most about `maxBytes` of memory.
    /// - Returns: The line, without its newline. A carriage return before the
    ///   newline is kept.
    /// - Throws: ``ChildProcessError/timedOut(waited:pendingOutput:stderrTail:)``
    ///   at the deadline; ``ChildProcessError/exited(status:stdoutTail:stderrTail:)``
    ///   when standard output ends first (the call then waits briefly for the
    ///   child to exit, to report its status); ``ChildProcessError/lineTooLong(prefix:limit:)``
    ///   when more than `maxBytes` arrive without a newline (the over-long
    ///   output is discarded); ``ChildProcessError/invalidUTF8(prefix:)`` for a
    ///   line that is not UTF-8; ``ChildProcessError/systemCallFailed(operation:errno:)``
    ///   for unexpected system errors.
    public func readLine(
        deadline: ContinuousClock.Instant,
        maxBytes: Int = 1 << 20
    ) throws(ChildProcessError) -> String {
        precondition(maxBytes > 0, "ChildProcess.readLine(deadline:maxBytes:): maxBytes must be positive, not \(maxBytes)")
        let started = ContinuousClock.now
        var exitNoticed = false
        while true {
            switch output.takeLine(maxBytes: maxBytes) {
            case .complete(let bytes)?:
                return try decodeLine(bytes)
            case .tooLong(let prefix, let byteCount)?:
                let text = String(decoding: prefix, as: UTF8.self)
                throw .lineTooLong(prefix: quoteShortened(text, limit: 120, totalByteCount: byteCount), limit: maxBytes)
            case nil:
                break
            }
            if outputDescriptor < 0 {
                let now = ContinuousClock.now
                let waitLimit = min(max(deadline, now + .milliseconds(200)), now + .seconds(2))
                let status = waitForExit(until: waitLimit)
                throw .exited(
                    status: status,
                    stdoutTail: String(decoding: output.pending.suffix(Self.standardErrorCapacity), as: UTF8.self),
                    stderrTail: errorTail.text
                )
            }
            if outputDescriptor >= 0, !exitNoticed, hasExited {
                // The child exited: what it wrote before is in the pipe, and
                // the pipe is at its end unless another process holds it.
                exitNoticed = true
                try readReadyOutput()
                continue
            }
            if outputDescriptor >= 0, exitNoticed {
                // The child exited and its standard output is still open: a
                // process it started holds it. Its exit status is the diagnosis,
                // now, rather than whatever the descendant does until the deadline.
                collectStatus(blocking: false)
                throw .exitedLeavingPipesOpen(status: collectedStatus, stderrTail: errorTail.text)
            }
            if isInputReaderGone {
                // The child closed its standard input but not its output: it cannot
                // take the next message. A short grace lets an answer or an exit arrive.
                let grace = inputGoneSince ?? .now
                inputGoneSince = grace
                if ContinuousClock.now - grace > .milliseconds(200) {
                    throw .inputClosed(status: nil, stderrTail: errorTail.text)
                }
                try pollOnce(timeout: .milliseconds(10), writing: false, outputLimit: .max)
                continue
            }
            let remaining = ContinuousClock.now.duration(to: deadline)
            guard remaining > .zero else {
                throw .timedOut(
                    waited: started.duration(to: .now),
                    pendingOutput: String(decoding: output.pending.prefix(Self.standardErrorCapacity), as: UTF8.self),
                    stderrTail: errorTail.text
                )
            }
            // In slices, so an exit of the child is noticed while a descendant keeps its pipes open.
            try pollOnce(timeout: min(remaining, Self.exitCheckInterval), writing: false, outputLimit: .max)
        }
    }

    /// How often ``readLine(deadline:maxBytes:)`` checks, while it waits,
    /// whether the child has exited: 20 ms.
    static let exitCheckInterval: Duration = .milliseconds(20)

    /// Closes the child's standard input, so it reads end of file.
    ///
    /// The polite way to ask a line-protocol child to finish; follow it with
    /// ``waitForExit(deadline:)``. Idempotent.
    ///
    /// ```swift
    /// child.closeInput()
    /// let status = child.waitForExit(deadline: .now + .seconds(1)) ?? child.terminate()
    /// ```
    public func closeInput() {
        if inputDescriptor >= 0 {
            _ = close(inputDescriptor)
            inputDescriptor = -1
        }
    }

    // MARK: Ending

    /// How the child ended, or `nil` while it runs; never blocks.
    ///
    /// Reading this property reaps the child if it has exited (`waitpid`
    /// with `WNOHANG`), so it leaves no zombie, and then kills anything left
    /// in its process group.
    ///
    /// ```swift
    /// if let status = child.exitStatus { print("ended: \(status)") }
    /// ```
    public var exitStatus: ExitStatus? {
        collectStatus(blocking: false)
        return collectedStatus
    }

    /// The last bytes (up to ``standardErrorCapacity``) the child wrote to
    /// standard error so far, starting with `…` when earlier bytes were dropped.
    ///
    /// ```swift
    /// print(child.standardErrorTail)
    /// ```
    public var standardErrorTail: String {
        errorTail.text
    }

    /// Waits for the child to exit on its own, without signalling it.
    ///
    /// Standard error is drained and standard output buffered (up to 4 MiB)
    /// meanwhile, so the child cannot block on a full pipe.
    ///
    /// ```swift
    /// child.closeInput()
    /// if child.waitForExit(deadline: .now + .seconds(1)) == nil { child.terminate() }
    /// ```
    ///
    /// - Parameter deadline: When to stop waiting.
    /// - Returns: How the child ended, or `nil` if it is still running at the
    ///   deadline (or its status was collected elsewhere).
    @discardableResult
    public func waitForExit(deadline: ContinuousClock.Instant) -> ExitStatus? {
        waitForExit(until: deadline)
    }

    /// Stops the child and everything in its process group, and reaps it.
    ///
    /// Closes the child's standard input, sends `SIGTERM` (and `SIGCONT`, for
    /// stopped processes) to the process group, waits up to `gracePeriod` for
    /// the child to exit, then sends `SIGKILL` to the group and waits for the
    /// child. Afterwards no process of the group is running and the child is
    /// no zombie. Idempotent: later calls return the same status at once.
    /// Called automatically when the `ChildProcess` is released.
    ///
    /// ```swift
    /// let status = child.terminate()  // e.g. .signalled(signal: SIGTERM)
    /// ```
    ///
    /// - Parameter gracePeriod: How long to wait after `SIGTERM`; 200 ms by
    ///   default.
    /// - Returns: How the child ended, or `nil` when its status was
    ///   collected elsewhere (another `waitpid` in this process).
    @discardableResult
    public func terminate(gracePeriod: Duration = .milliseconds(200)) -> ExitStatus? {
        if !isTerminated {
            isTerminated = true
            closeInput()
            if !collectStatus(blocking: false) {
                _ = killpg(processID, SIGTERM)
                _ = killpg(processID, SIGCONT)
                let graceDeadline = ContinuousClock.now + gracePeriod
                while !collectStatus(blocking: false), ContinuousClock.now < graceDeadline {
                    _ = usleep(1000)
                }
                if !isReaped {
                    _ = killpg(processID, SIGKILL)
                    collectStatus(blocking: true)
                }
            }
            closeDescriptor(&outputDescriptor)
            closeDescriptor(&errorDescriptor)
        }
        return collectedStatus
    }
}

// MARK: - Internals

extension ChildProcess {
    /// Waits for one `poll` round (at most `timeout`) and handles what is
    /// ready: reads standard output into the line buffer (unless it holds
    /// `outputLimit` bytes or more), drains standard error, and, when
    /// `writing`, also wakes up when standard input can take more bytes.
    private func pollOnce(timeout: Duration, writing: Bool, outputLimit: Int) throws(ChildProcessError) {
        var descriptors: [pollfd] = []
        if outputDescriptor >= 0, output.count < outputLimit {
            descriptors.append(pollfd(fd: outputDescriptor, events: Int16(POLLIN), revents: 0))
        }
        if errorDescriptor >= 0 {
            descriptors.append(pollfd(fd: errorDescriptor, events: Int16(POLLIN), revents: 0))
        }
        if writing, inputDescriptor >= 0 {
            descriptors.append(pollfd(fd: inputDescriptor, events: Int16(POLLOUT), revents: 0))
        } else if inputDescriptor >= 0, !isInputReaderGone {
            // No events asked: poll still reports POLLERR once the child closed its end.
            descriptors.append(pollfd(fd: inputDescriptor, events: 0, revents: 0))
        }
        let result = poll(&descriptors, nfds_t(descriptors.count), Self.pollTimeout(timeout))
        if result < 0 {
            let code = errno
            if code == EINTR || code == EAGAIN { return }
            throw .systemCallFailed(operation: "poll", errno: code)
        }
        for entry in descriptors where entry.revents != 0 {
            if entry.fd == outputDescriptor {
                try readOutput()
            } else if entry.fd == errorDescriptor {
                drainError()
            } else if entry.fd == inputDescriptor, !writing, entry.revents & Int16(POLLERR | POLLHUP) != 0 {
                isInputReaderGone = true
            }
        }
    }

    /// Reads one chunk of standard output into the line buffer; closes the
    /// descriptor at end of file.
    private func readOutput() throws(ChildProcessError) {
        let descriptor = outputDescriptor
        let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        if count > 0 {
            chunk.withUnsafeBufferPointer { output.append(UnsafeBufferPointer(rebasing: $0[0..<count])) }
        } else if count == 0 {
            closeDescriptor(&outputDescriptor)
        } else {
            let code = errno
            if code == EINTR || code == EAGAIN || code == EWOULDBLOCK { return }
            closeDescriptor(&outputDescriptor)
            throw .systemCallFailed(operation: "read from the child's standard output", errno: code)
        }
    }

    /// Reads what standard error has (at most 1 MiB per call, so a child
    /// that writes endlessly cannot starve the caller) into the tail buffer.
    private func drainError() {
        for _ in 0..<16 {
            let descriptor = errorDescriptor
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                chunk.withUnsafeBufferPointer { errorTail.append(UnsafeBufferPointer(rebasing: $0[0..<count])) }
                if count < chunk.count { return }
            } else if count == 0 {
                closeDescriptor(&errorDescriptor)
                return
            } else {
                let code = errno
                if code == EINTR { continue }
                if code != EAGAIN && code != EWOULDBLOCK { closeDescriptor(&errorDescriptor) }
                return
            }
        }
    }

    /// Waits until the child exits or `limit` passes, draining its output.
    private func waitForExit(until limit: ContinuousClock.Instant) -> ExitStatus? {
        while !collectStatus(blocking: false) {
            let remaining = ContinuousClock.now.duration(to: limit)
            guard remaining > .zero else { return nil }
            do {
                try pollOnce(
                    timeout: min(remaining, .milliseconds(5)),
                    writing: false,
                    outputLimit: Self.outputBufferLimitWhileNotReading
                )
            } catch {
                _ = usleep(1000)  // a failing poll must not turn this into a busy loop
            }
        }
        return collectedStatus
    }

    /// Whether the child has exited, without reaping it (`waitid` with
    /// `WNOWAIT`): its status stays for ``collectStatus(blocking:)``, and
    /// its process group is not yet stopped.
    private var hasExited: Bool {
        if isReaped { return true }
        var info = siginfo_t()
        while true {
            if waitid(P_PID, id_t(processID), &info, WEXITED | WNOHANG | WNOWAIT) == 0 { return info.si_signo == SIGCHLD }
            if errno == EINTR { continue }
            return true  // ECHILD: reaped elsewhere in this process.
        }
    }

    /// Reads what standard output holds now, without waiting (at most 4 MiB,
    /// so a descendant that writes endlessly cannot hold the caller); closes
    /// the descriptor at end of file.
    private func readReadyOutput() throws(ChildProcessError) {
        for _ in 0..<64 where outputDescriptor >= 0 {
            var entry = pollfd(fd: outputDescriptor, events: Int16(POLLIN), revents: 0)
            let result = poll(&entry, 1, 0)
            if result < 0, errno == EINTR { continue }
            guard result > 0 else { return }
            try readOutput()
        }
    }

    /// Reaps the child if it has exited (or waits for it when `blocking`);
    /// once reaped, kills whatever remains in its process group.
    ///
    /// - Returns: Whether the child has been reaped.
    @discardableResult
    private func collectStatus(blocking: Bool) -> Bool {
        if isReaped { return true }
        var status: Int32 = 0
        while true {
            let result = waitpid(processID, &status, blocking ? 0 : WNOHANG)
            if result == processID {
                collectedStatus = ExitStatus(waitStatus: status)
                break
            }
            if result == 0 { return false }
            if errno == EINTR { continue }
            break  // ECHILD: reaped elsewhere in this process; the status is lost.
        }
        isReaped = true
        // The group ID cannot be reused while any member lives, so this only
        // reaches leftovers of this child.
        _ = killpg(processID, SIGKILL)
        while waitpid(-processID, &status, WNOHANG) > 0 {}
        // Descendants that left the group (setsid, a double fork) carry the marker.
        ProcessContainment.stopMarked(marker)
        ChildProcessGroups.shared.remove(processID)
        ProcessContainment.announce(group: processID, running: false)
        // What the child wrote to standard error before exiting is still in
        // the pipe; collect it for error messages.
        if errorDescriptor >= 0 { drainError() }
        return true
    }

    /// The error for a child whose standard input is closed, with its exit
    /// status when it exits soon after.
    private func inputClosedError() -> ChildProcessError {
        closeInput()
        let status = waitForExit(until: ContinuousClock.now + .milliseconds(100))
        return .inputClosed(status: status, stderrTail: errorTail.text)
    }

    /// The line as a string, if it is valid UTF-8.
    private func decodeLine(_ bytes: [UInt8]) throws(ChildProcessError) -> String {
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw .invalidUTF8(prefix: quoteShortened(String(decoding: bytes, as: UTF8.self)))
        }
        return text
    }

    private func closeDescriptor(_ descriptor: inout Int32) {
        if descriptor >= 0 {
            _ = close(descriptor)
            descriptor = -1
        }
    }

    /// A `poll` timeout in milliseconds, rounded up, clamped to `Int32`.
    static func pollTimeout(_ duration: Duration) -> Int32 {
        let (seconds, attoseconds) = duration.components
        if seconds < 0 || (seconds == 0 && attoseconds <= 0) { return 0 }
        if seconds >= Int64(Int32.max / 1000) { return Int32.max }
        let milliseconds = seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000
        return Int32(milliseconds)
    }
}

// MARK: - Spawning

/// Ignores `SIGPIPE` for the whole process, once: writing to a pipe whose
/// reader is gone then fails with `EPIPE` instead of killing us.
private let ignoreBrokenPipeSignalOnce: Void = {
    _ = signal(SIGPIPE, SIG_IGN)
}()

/// A reason `posix_spawn` or its setup failed.
struct SpawnFailure: Error {
    var message: String
}

/// A failed system call's `errno`.
private struct SystemCallFailure: Error {
    var code: Int32
}

/// The system's message for an `errno` value.
func systemErrorMessage(_ code: Int32) -> String {
    String(cString: strerror(code))
}

extension ChildProcess {
    /// Creates a pipe whose descriptors are close-on-exec and at least 3, so
    /// they never leak into other children and never collide with the
    /// standard descriptors being set up for this one.
    private static func makePipe() throws(SystemCallFailure) -> (read: Int32, write: Int32) {
        var descriptors: [Int32] = [-1, -1]
        // pipe2 sets close-on-exec atomically where libc has it, so a child
        // spawned by another thread at this moment cannot inherit these descriptors.
        guard cps_pipe_cloexec(&descriptors) == 0 else { throw SystemCallFailure(code: errno) }
        for index in 0..<2 where descriptors[index] < 3 {
            let moved = fcntl(descriptors[index], F_DUPFD_CLOEXEC, 3)
            let code = errno
            _ = close(descriptors[index])
            descriptors[index] = moved
            if moved < 0 {
                for descriptor in descriptors where descriptor >= 0 { _ = close(descriptor) }
                throw SystemCallFailure(code: code)
            }
        }
        return (descriptors[0], descriptors[1])
    }

    /// The text `/bin/sh -c` runs for `command`: `exec COMMAND` when the
    /// command is one simple command (plain words, quoted or not, naming a
    /// program rather than a shell builtin), so the program replaces the shell.
    ///
    /// A shell that waits for its child keeps the child's standard input open:
    /// the runner could not see the program close it, signals would reach the
    /// shell first, and a `SIGKILL` of the group's leader would leave the
    /// program behind. Anything else (`cd x && ./impl`, pipes, variables,
    /// `FOO=1 ./impl`) runs as written.
    static func shellCommand(for command: String) -> String {
        let plain = command.unicodeScalars.allSatisfy { scalar in
            switch scalar {
            case "a"..."z", "A"..."Z", "0"..."9", " ", "_", ".", "/", ":", ",", "+", "@", "%", "-", "'", "\"": true
            default: false
            }
        }
        let words = command.split(separator: " ")
        guard plain, let first = words.first, !first.contains("="),
              !Self.shellBuiltins.contains(String(first).trimmingCharacters(in: CharacterSet(charactersIn: "'\""))) else {
            return command
        }
        return "exec " + command
    }

    /// Builtins whose meaning `exec` would change (`exit 3`, `cd x`).
    private static let shellBuiltins: Set<String> = [
        "alias", "bg", "break", "cd", "command", "continue", "eval", "exec", "exit", "export", "fc", "fg",
        "getopts", "hash", "jobs", "local", "read", "readonly", "return", "set", "shift", "source", "times",
        "trap", "type", "ulimit", "umask", "unalias", "unset", "wait", ".", ":",
    ]

    /// Spawns `arguments` (the first is the program's path) in a new process
    /// group with the given standard descriptors, default signal dispositions
    /// and an empty mask.
    static func spawn(
        arguments: [String],
        environment: [String: String],
        workingDirectory: String?,
        standardInput: Int32,
        standardOutput: Int32,
        standardError: Int32
    ) -> Result<pid_t, SpawnFailure> {
        var actions = posix_spawn_file_actions_t()
        guard posix_spawn_file_actions_init(&actions) == 0 else {
            return .failure(SpawnFailure(message: "posix_spawn_file_actions_init failed"))
        }
        defer { posix_spawn_file_actions_destroy(&actions) }
        var result = posix_spawn_file_actions_adddup2(&actions, standardInput, 0)
        if result == 0 { result = posix_spawn_file_actions_adddup2(&actions, standardOutput, 1) }
        if result == 0 { result = posix_spawn_file_actions_adddup2(&actions, standardError, 2) }
        if result == 0, let workingDirectory {
            result = cps_spawn_file_actions_addchdir(&actions, workingDirectory)
        }
        // Close every other descriptor in the child, including any that
        // other code in this process left without close-on-exec (where libc
        // cannot, POSIX_SPAWN_CLOEXEC_DEFAULT or close-on-exec pipes do).
        if result == 0 {
            let closed = cps_spawn_file_actions_addclosefrom(&actions, 3)
            if closed != ENOSYS { result = closed }
        }
        guard result == 0 else {
            return .failure(SpawnFailure(message: "cannot prepare the child's descriptors: \(systemErrorMessage(result))"))
        }

        var attributes = posix_spawnattr_t()
        guard posix_spawnattr_init(&attributes) == 0 else {
            return .failure(SpawnFailure(message: "posix_spawnattr_init failed"))
        }
        defer { posix_spawnattr_destroy(&attributes) }
        var flags = Int32(POSIX_SPAWN_SETPGROUP) | Int32(POSIX_SPAWN_SETSIGMASK) | Int32(POSIX_SPAWN_SETSIGDEF)
        #if canImport(Darwin)
        flags |= Int32(POSIX_SPAWN_CLOEXEC_DEFAULT)
        #endif
        var noSignals = sigset_t()
        var defaultSignals = sigset_t()
        _ = sigemptyset(&noSignals)
        _ = sigemptyset(&defaultSignals)
        for signal in [SIGPIPE, SIGHUP, SIGINT, SIGQUIT, SIGTERM, SIGALRM, SIGUSR1, SIGUSR2, SIGCHLD, SIGTSTP, SIGTTIN, SIGTTOU, SIGXFSZ] {
            _ = sigaddset(&defaultSignals, signal)
        }
        result = posix_spawnattr_setflags(&attributes, Int16(flags))
        if result == 0 { result = posix_spawnattr_setpgroup(&attributes, 0) }
        if result == 0 { result = posix_spawnattr_setsigmask(&attributes, &noSignals) }
        if result == 0 { result = posix_spawnattr_setsigdefault(&attributes, &defaultSignals) }
        guard result == 0 else {
            return .failure(SpawnFailure(message: "cannot prepare the child's attributes: \(systemErrorMessage(result))"))
        }

        let variables = environment.keys.sorted().compactMap { key -> String? in
            guard let value = environment[key], !key.utf8.contains(0), !value.utf8.contains(0) else { return nil }
            return key + "=" + value
        }
        let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        let envp: [UnsafeMutablePointer<CChar>?] = variables.map { strdup($0) } + [nil]
        defer {
            for pointer in argv { free(pointer) }
            for pointer in envp { free(pointer) }
        }
        var processID = pid_t()
        result = posix_spawn(&processID, arguments[0], &actions, &attributes, argv, envp)
        guard result == 0 else {
            let place = workingDirectory.map { " (working directory \(quoteShortened($0)))" } ?? ""
            return .failure(SpawnFailure(message: "posix_spawn of \(arguments[0]) failed: \(systemErrorMessage(result))\(place)"))
        }
        return .success(processID)
    }
}
