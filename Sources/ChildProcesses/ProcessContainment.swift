#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CProcessShims

/// Keeps every process a ``ChildProcess`` starts inside the runner's reach, so
/// that none survives its teardown or the runner itself.
///
/// A process group is not enough: a program under test may leave a
/// grandchild that called `setsid` (a new session and group) or a daemon made
/// by a double fork. Two mechanisms close the gaps:
///
/// - **Marking.** Every child starts with the environment variable
///   `markerVariable` set to `RUNNER.SERIAL` (this process's ID and the
///   child's serial number); everything it starts inherits it, whatever group
///   or session it moves to. When a child is torn down, `stopMarked(_:)`
///   kills every process of the system that carries the child's marker (read
///   from `/proc/PID/environ`, Linux), reaps those that are children of this
///   process, and repeats until none is left (each round catches what the last
///   one's processes started meanwhile).
/// - **A watchdog.** A small shell process started once, in a process group of
///   its own and deaf to `SIGINT`, `SIGTERM` and `SIGHUP`, reads a pipe whose
///   only writer is this process: the process group of every running child.
///   When the pipe closes (this process ended, even by `SIGKILL`), the
///   watchdog kills those groups and every process marked by this runner,
///   then exits. So an implementation that never reads its input dies with
///   the runner. (`PR_SET_PDEATHSIG` is not used: it reaches the direct child
///   only, and fires when the spawning *thread* ends, not the process.)
///
/// - **Adoption** (Linux, the tool's own process only). ``adoptOrphans()``
///   makes the process the child subreaper of its descendants
///   (`PR_SET_CHILD_SUBREAPER`): a descendant whose parent ended is
///   reparented to it, not to init, so one that also cleared its
///   environment (`env -i`) and left its group is still found: by its parent
///   process ID. `stopAdopted()` kills and reaps every such orphan, and is
///   called as the tool ends (``TerminationSignals/exit(_:)``, and before it
///   ends with a stop signal). A library host (a test runner) never opts in:
///   orphans would become its children and their exit statuses would pile up
///   as zombies it does not reap; a host that waits for any child (Swift
///   Testing's exit-test monitor) then spins on them and never exits. There,
///   orphans stay init's, and the marker finds them wherever they are.
///
/// On Darwin there is no `/proc` and no subreaper: the process group is torn
/// down and the watchdog kills the groups of running children when the runner
/// dies, but a descendant that left its group (`setsid`) is not found.
/// What escapes every mechanism: on Linux, a descendant that cleared its
/// environment and left its group while the runner is killed by `SIGKILL`
/// (the watchdog finds it by neither group nor marker, and the orphans the
/// runner adopted pass to init when it dies); in a library host, a
/// descendant that cleared its environment and left its group.
public enum ProcessContainment {
    /// The environment variable that marks a child and its descendants.
    static let markerVariable = "SWIPE_CONFORMANCE_CHILD"

    private final class State: @unchecked Sendable {
        var lock = pthread_mutex_t()
        var serial = 0
        var watchdogInput: Int32 = -1
        var watchdog: pid_t = 0
        var isSetUp = false
        var isSubreaper = false
        init() { pthread_mutex_init(&lock, nil) }
    }

    private static let state = State()

    /// The marker of the next child: `RUNNER.SERIAL`. Starts the watchdog on
    /// first use.
    static func nextMarker() -> String {
        pthread_mutex_lock(&state.lock)
        defer { pthread_mutex_unlock(&state.lock) }
        if !state.isSetUp {
            state.isSetUp = true
            (state.watchdogInput, state.watchdog) = startWatchdog()
        }
        state.serial += 1
        return "\(getpid()).\(state.serial)"
    }

    /// Tells the watchdog that `group` runs (`+`) or has ended (`-`).
    static func announce(group: pid_t, running: Bool) {
        pthread_mutex_lock(&state.lock)
        let descriptor = state.watchdogInput
        pthread_mutex_unlock(&state.lock)
        guard descriptor >= 0 else { return }
        let line = Array("\(running ? "+" : "-")\(group)\n".utf8)
        // Non-blocking and short: a lost line only costs the watchdog one group.
        _ = line.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    }

    /// Kills every process marked `marker`, wherever it is in the process
    /// tree, reaps those that are children of this process, and repeats until
    /// none is left (a marked process may start another while it is killed).
    /// Bounded to 100 rounds.
    ///
    /// - Returns: how many processes were killed.
    @discardableResult
    static func stopMarked(_ marker: String) -> Int {
        #if os(Linux)
        let needle = Array("\(markerVariable)=\(marker)".utf8) + [0]
        return killUntilNone { allProcesses().filter { environmentContains($0, needle) } }
        #else
        return 0
        #endif
    }

    /// Makes this process the child subreaper of its descendants (Linux), so
    /// that an orphan that cleared its environment and left its group is
    /// still found, by its parent process ID, and stopped as the tool ends
    /// (`stopAdopted()`). For the tool's own process only, called once at
    /// start (`main`): a host that does not reap unknown children must not
    /// adopt orphans (see the type's discussion). Does nothing on Darwin.
    ///
    /// ```swift
    /// ProcessContainment.adoptOrphans()   // first thing in main
    /// ```
    public static func adoptOrphans() {
        #if os(Linux)
        let adopted = cps_become_child_subreaper() == 0
        pthread_mutex_lock(&state.lock)
        state.isSubreaper = adopted
        pthread_mutex_unlock(&state.lock)
        #endif
    }

    /// Kills and reaps every process this process adopted as their subreaper
    /// (``adoptOrphans()``): its children that it did not start as a
    /// ``ChildProcess`` still running, nor as the watchdog. Repeats until none
    /// is left, as a killed orphan's own children are adopted in turn; bounded
    /// to 100 rounds. Does nothing unless ``adoptOrphans()`` took effect.
    ///
    /// - Returns: how many processes were killed.
    @discardableResult
    static func stopAdopted() -> Int {
        #if os(Linux)
        pthread_mutex_lock(&state.lock)
        let isSubreaper = state.isSubreaper, watchdog = state.watchdog
        pthread_mutex_unlock(&state.lock)
        guard isSubreaper else { return 0 }
        let me = getpid()
        return killUntilNone {
            let started = ChildProcessGroups.shared.running.union([watchdog])
            return allProcesses().filter { !started.contains($0) && parent(of: $0) == me }
        }
        #else
        return 0
        #endif
    }

    #if os(Linux)
    /// Kills (SIGKILL) and reaps the processes `select` finds, again until it
    /// finds none (a killed process's children are found in the next round);
    /// bounded to 100 rounds. Only a child of this process can be waited for;
    /// for the others (init's since their parent ended) waitpid fails at once.
    ///
    /// - Returns: how many processes were killed.
    private static func killUntilNone(_ select: () -> [pid_t]) -> Int {
        var killed = 0
        for _ in 0..<100 {
            let found = select()
            if found.isEmpty { break }
            for processID in found {
                _ = kill(processID, SIGKILL)
                killed += 1
            }
            for processID in found {
                var status: Int32 = 0
                while waitpid(processID, &status, 0) < 0, errno == EINTR {}
            }
        }
        return killed
    }
    #endif

    /// The parent process ID of `processID`, from `/proc/PID/stat` (the
    /// field after the state, which follows the command name in parentheses:
    /// the last `)` ends it, whatever the name holds); `nil` when it is gone.
    static func parent(of processID: pid_t) -> pid_t? {
        guard let bytes = readSmallBytes("/proc/\(processID)/stat"),
              let close = bytes.lastIndex(of: UInt8(ascii: ")")) else { return nil }
        let fields = bytes[(close + 1)...].split(separator: UInt8(ascii: " "))
        guard fields.count >= 2 else { return nil }
        return pid_t(String(decoding: fields[1], as: UTF8.self))
    }

    /// Every process ID of the system, from the names in `/proc`, this
    /// process's own left out.
    static func allProcesses() -> [pid_t] {
        let me = getpid()
        return directoryEntries("/proc").compactMap { pid_t($0) }.filter { $0 != me }.sorted()
    }

    /// Whether the initial environment of `processID` holds the entry
    /// `needle` (NUL-terminated), read from `/proc/PID/environ`.
    private static func environmentContains(_ processID: pid_t, _ needle: [UInt8]) -> Bool {
        guard let bytes = readSmallBytes("/proc/\(processID)/environ") else { return false }
        var start = 0
        for index in bytes.indices where bytes[index] == 0 {
            if index + 1 - start == needle.count, bytes[start...index].elementsEqual(needle) { return true }
            start = index + 1
        }
        return false
    }

    /// The names in a folder, `.` and `..` left out; empty when it cannot be read.
    private static func directoryEntries(_ path: String) -> [String] {
        guard let directory = opendir(path) else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    /// The bytes of a `/proc` file (whose size `stat` does not tell), at most 1 MiB.
    private static func readSmallBytes(_ path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { _ = close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while bytes.count < 1 << 20 {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { break }
            bytes += chunk[0..<count]
        }
        return bytes
    }

    /// The watchdog's script: `$1` is the runner's process ID. It keeps the set
    /// of running groups from its input; at end of input it kills them and
    /// every process marked by the runner.
    static let watchdogScript = """
    trap '' INT TERM HUP QUIT
    groups=' '
    while IFS= read -r line; do
      case $line in
        +*) groups="$groups${line#+} " ;;
        -*) kept=' '; for g in $groups; do [ "$g" = "${line#-}" ] || kept="$kept$g "; done; groups=$kept ;;
      esac
    done
    for g in $groups; do kill -KILL -- "-$g" 2>/dev/null; done
    if [ -d /proc/self ]; then
      for round in 1 2 3; do
        for d in /proc/[0-9]*; do
          if tr '\\000' '\\n' < "$d/environ" 2>/dev/null | grep -q "^\(markerVariable)=$1\\\\."; then
            kill -KILL "${d#/proc/}" 2>/dev/null
          fi
        done
      done
    fi
    """

    /// Starts the watchdog; returns the write end of its input pipe, or -1,
    /// and its process ID, or 0.
    private static func startWatchdog() -> (input: Int32, processID: pid_t) {
        var descriptors: [Int32] = [-1, -1]
        guard cps_pipe_cloexec(&descriptors) == 0 else { return (-1, 0) }
        let null = open("/dev/null", O_RDWR | O_CLOEXEC)
        defer { if null >= 0 { _ = close(null) } }
        var environment: [String: String] = [:]
        for variable in ["PATH", "LANG", "LC_ALL"] {
            if let value = getenv(variable) { environment[variable] = String(cString: value) }
        }
        if environment["PATH"] == nil { environment["PATH"] = "/usr/bin:/bin" }
        let spawned = ChildProcess.spawn(
            arguments: ["/bin/sh", "-c", watchdogScript, "swipe-conformance-watchdog", "\(getpid())"],
            environment: environment,
            workingDirectory: "/",
            standardInput: descriptors[0],
            standardOutput: null >= 0 ? null : descriptors[0],
            standardError: null >= 0 ? null : descriptors[0]
        )
        _ = close(descriptors[0])
        guard case .success(let processID) = spawned else {
            _ = close(descriptors[1])
            return (-1, 0)
        }
        let flags = fcntl(descriptors[1], F_GETFL)
        if flags >= 0 { _ = fcntl(descriptors[1], F_SETFL, flags | O_NONBLOCK) }
        return (descriptors[1], processID)
    }
}
