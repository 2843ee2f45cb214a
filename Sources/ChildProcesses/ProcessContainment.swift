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
/// by a double fork. Three mechanisms close the gaps:
///
/// - **Marking.** Every child starts with the environment variable
///   ``markerVariable`` set to `RUNNER.SERIAL` (this process's ID and the
///   child's serial number); everything it starts inherits it, whatever group
///   or session it moves to.
/// - **Subreaping** (Linux). This process becomes the child subreaper of its
///   descendants (`prctl(PR_SET_CHILD_SUBREAPER)`): a descendant orphaned by
///   its parent's exit becomes a child of this process, not of init. When a
///   child is torn down, ``stopMarked(_:)`` kills each child of this process
///   that carries the child's marker, reaps it, and repeats until none is left
///   (each round catches the orphans of the last one).
/// - **A watchdog.** A small shell process started once, in a process group of
///   its own and deaf to `SIGINT`, `SIGTERM` and `SIGHUP`, reads a pipe whose
///   only writer is this process: the process group of every running child.
///   When the pipe closes (this process ended, even by `SIGKILL`), the
///   watchdog kills those groups and every process marked by this runner,
///   then exits. So an implementation that never reads its input dies with
///   the runner. (`PR_SET_PDEATHSIG` is not used: it reaches the direct child
///   only, and fires when the spawning *thread* ends, not the process.)
///
/// On Darwin there is no subreaper and no `/proc`: the process group is torn
/// down and the watchdog kills the groups of running children when the runner
/// dies, but a descendant that left its group (`setsid`) is not found.
/// A program that clears its environment (`env -i`) and leaves its group
/// escapes the marking; its group is still killed.
enum ProcessContainment {
    /// The environment variable that marks a child and its descendants.
    static let markerVariable = "SWIPE_CONFORMANCE_CHILD"

    private final class State: @unchecked Sendable {
        var lock = pthread_mutex_t()
        var serial = 0
        var watchdogInput: Int32 = -1
        var isSetUp = false
        init() { pthread_mutex_init(&lock, nil) }
    }

    private static let state = State()

    /// The marker of the next child: `RUNNER.SERIAL`. Sets up subreaping and
    /// the watchdog on first use.
    static func nextMarker() -> String {
        pthread_mutex_lock(&state.lock)
        defer { pthread_mutex_unlock(&state.lock) }
        if !state.isSetUp {
            state.isSetUp = true
            _ = cps_become_child_subreaper()
            state.watchdogInput = startWatchdog()
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

    /// Kills every child of this process marked `marker`, reaps it, and repeats
    /// until none is left: the orphans of each round become children of this
    /// process (its subreaper) for the next. Bounded to 100 rounds.
    ///
    /// - Returns: how many processes were killed.
    @discardableResult
    static func stopMarked(_ marker: String) -> Int {
        #if os(Linux)
        let needle = Array("\(markerVariable)=\(marker)".utf8) + [0]
        var killed = 0
        for _ in 0..<100 {
            let marked = childrenOfThisProcess().filter { environmentContains($0, needle) }
            if marked.isEmpty { break }
            for processID in marked {
                _ = kill(processID, SIGKILL)
                killed += 1
            }
            for processID in marked {
                var status: Int32 = 0
                while waitpid(processID, &status, 0) < 0, errno == EINTR {}
            }
        }
        return killed
        #else
        return 0
        #endif
    }

    /// The processes whose parent is this process: from
    /// `/proc/self/task/*/children`, or from every `/proc/PID/stat` where the
    /// kernel has no children lists.
    static func childrenOfThisProcess() -> [pid_t] {
        let me = getpid()
        var result: Set<pid_t> = []
        let tasks = directoryEntries("/proc/self/task")
        var listed = false
        for task in tasks {
            guard let text = readSmallFile("/proc/self/task/\(task)/children") else { continue }
            listed = true
            for field in text.split(whereSeparator: { $0 == " " || $0 == "\n" }) {
                if let processID = pid_t(field) { result.insert(processID) }
            }
        }
        if !listed {
            for name in directoryEntries("/proc") {
                guard let processID = pid_t(name), let stat = readSmallFile("/proc/\(processID)/stat"),
                      let end = stat.lastIndex(of: ")") else { continue }
                let fields = stat[stat.index(after: end)...].split(separator: " ")
                if fields.count > 2, pid_t(fields[1]) == me { result.insert(processID) }
            }
        }
        return result.sorted()
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

    private static func readSmallFile(_ path: String) -> String? {
        readSmallBytes(path).map { String(decoding: $0, as: UTF8.self) }
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

    /// Starts the watchdog; returns the write end of its input pipe, or -1.
    private static func startWatchdog() -> Int32 {
        var descriptors: [Int32] = [-1, -1]
        guard cps_pipe_cloexec(&descriptors) == 0 else { return -1 }
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
        guard case .success = spawned else {
            _ = close(descriptors[1])
            return -1
        }
        let flags = fcntl(descriptors[1], F_GETFL)
        if flags >= 0 { _ = fcntl(descriptors[1], F_SETFL, flags | O_NONBLOCK) }
        return descriptors[1]
    }
}
