import CProcessShims
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Stops every running implementation when the tool itself is told to stop.
///
/// PROTOCOL.md promises that no child process outlives the runner. A Ctrl-C
/// (`SIGINT`), a `timeout` or a cancelled CI job (`SIGTERM`) and a closed
/// terminal (`SIGHUP`) would otherwise end the tool at once and leave each
/// implementation's process group running. ``install()`` blocks these three
/// signals in every thread and waits for them on a thread of its own; when one
/// arrives it terminates the process group of every child still registered
/// (`SIGTERM`, a short grace, then `SIGKILL`), gives the run up to 5 s to
/// report what it has (``receivedSignal`` tells it that it was interrupted;
/// it ends by calling ``exit(_:)``), and then ends the tool with the same
/// signal, so the shell sees the conventional status (130, 143, 129).
///
/// Call it first thing in `main`, before any other thread starts: threads
/// inherit the blocked mask. Children started by ``ChildProcess`` get an empty
/// mask, so they still receive signals normally.
public enum TerminationSignals {
    /// The signals handled: `SIGINT`, `SIGTERM`, `SIGHUP`.
    public static let handled: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    /// Blocks the handled signals and starts the thread that waits for them.
    public static func install() {
        var set = sigset_t()
        sigemptyset(&set)
        for s in handled { sigaddset(&set, s) }
        pthread_sigmask(SIG_BLOCK, &set, nil)
        #if canImport(Glibc)
        var thread = pthread_t()
        #else
        var thread: pthread_t?
        #endif
        _ = pthread_create(&thread, nil, { _ in
            TerminationSignals.waitAndStop()
            return nil
        }, nil)
    }

    /// Ends the tool with `code`, unless a handled signal has arrived: then
    /// waits for the signal thread, which ends it with the signal (the run may
    /// have ended early only because its implementation was just stopped).
    /// Orphaned descendants the tool adopted (``ProcessContainment/adoptOrphans()``)
    /// are stopped first: none outlives the tool.
    public static func exit(_ code: Int32) -> Never {
        ProcessContainment.stopAdopted()
        pthread_mutex_lock(&state.lock)
        if state.received == 0 { exitProcess(code) }
        state.isRunFinished = true
        pthread_mutex_unlock(&state.lock)
        while true { pause() }
    }

    /// The handled signal that has arrived, or `nil` while none has: a child
    /// that fails after it was stopped by that signal is not at fault.
    public static var receivedSignal: Int32? {
        pthread_mutex_lock(&state.lock)
        defer { pthread_mutex_unlock(&state.lock) }
        return state.received == 0 ? nil : state.received
    }

    /// The name of a handled signal (`SIGINT`), or `signal N`.
    public static func name(of signal: Int32) -> String {
        switch signal {
        case SIGINT: "SIGINT"
        case SIGTERM: "SIGTERM"
        case SIGHUP: "SIGHUP"
        default: "signal \(signal)"
        }
    }

    private final class State: @unchecked Sendable {
        var lock = pthread_mutex_t()
        var received: Int32 = 0
        var isRunFinished = false
        init() { pthread_mutex_init(&lock, nil) }
    }

    private static let state = State()

    /// How long, in milliseconds, the run may take to report after a stop
    /// signal before the tool ends anyway: 5 s.
    private static let reportGrace = 5000

    private static func waitAndStop() {
        var set = sigset_t()
        sigemptyset(&set)
        for s in handled { sigaddset(&set, s) }
        var received: Int32 = 0
        while sigwait(&set, &received) != 0 {}
        pthread_mutex_lock(&state.lock)
        state.received = received
        pthread_mutex_unlock(&state.lock)
        ChildProcessGroups.shared.terminateAll(grace: 200)
        // Let the run report what it has (the summary says interrupted, partial
        // reports are written) before the tool ends: up to `reportGrace` ms.
        var waited = 0
        while waited < reportGrace {
            pthread_mutex_lock(&state.lock)
            let finished = state.isRunFinished
            pthread_mutex_unlock(&state.lock)
            if finished { break }
            usleep(10_000)
            waited += 10
        }
        // The orphans the run's implementations left (ProcessContainment.adoptOrphans).
        ProcessContainment.stopAdopted()
        // End with the signal itself: default action, unblocked in this thread.
        signal(received, SIG_DFL)
        var one = sigset_t()
        sigemptyset(&one)
        sigaddset(&one, received)
        pthread_sigmask(SIG_UNBLOCK, &one, nil)
        raise(received)
        _exit(128 + received)
    }
}

/// `exit` of the C library (shadowed in ``TerminationSignals`` by its own `exit`).
private func exitProcess(_ code: Int32) -> Never { exit(code) }

/// The process groups of the children that are running (registered at start,
/// removed once reaped), for ``TerminationSignals``.
final class ChildProcessGroups: @unchecked Sendable {
    static let shared = ChildProcessGroups()

    private var lock = pthread_mutex_t()
    private var groups: Set<pid_t> = []

    private init() { pthread_mutex_init(&lock, nil) }

    /// Runs `spawn` and registers the group it started while holding the lock
    /// that ``terminateAll(grace:)`` takes first: no group can be started but
    /// missed by a stop that arrives meanwhile.
    func registering<Failure: Error>(_ spawn: () -> Result<pid_t, Failure>) -> Result<pid_t, Failure> {
        pthread_mutex_lock(&lock)
        defer { pthread_mutex_unlock(&lock) }
        let result = spawn()
        if case .success(let group) = result { groups.insert(group) }
        return result
    }

    /// The groups registered: the process ID of each child still running.
    var running: Set<pid_t> {
        pthread_mutex_lock(&lock)
        defer { pthread_mutex_unlock(&lock) }
        return groups
    }

    func remove(_ group: pid_t) {
        pthread_mutex_lock(&lock)
        groups.remove(group)
        pthread_mutex_unlock(&lock)
    }

    /// `SIGTERM` (and `SIGCONT`) to every group, up to `grace` ms for them to
    /// go, then `SIGKILL` to what is left.
    func terminateAll(grace milliseconds: Int) {
        pthread_mutex_lock(&lock)
        let all = groups
        pthread_mutex_unlock(&lock)
        for g in all {
            _ = killpg(g, SIGTERM)
            _ = killpg(g, SIGCONT)
        }
        var waited = 0
        while waited < milliseconds, all.contains(where: { killpg($0, 0) == 0 && !Self.leaderExited($0) }) {
            usleep(10_000)
            waited += 10
        }
        for g in all { _ = killpg(g, SIGKILL) }
    }

    /// Whether the group's leader has exited (reaped here; the tool is ending).
    private static func leaderExited(_ group: pid_t) -> Bool {
        var status: Int32 = 0
        return waitpid(group, &status, WNOHANG) == group
    }
}
