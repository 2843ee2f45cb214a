import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Looks at processes through `/proc` (Linux) to check that children are
/// gone: no zombies, no orphans.
enum ProcessInspection {
    /// Whether `/proc` is available to inspect processes.
    static var isAvailable: Bool {
        FileManager.default.fileExists(atPath: "/proc/self/stat")
    }

    /// A process's state letter (`R`, `S`, `Z`, …), parent and process group.
    struct Entry {
        var state: Character
        var parent: pid_t
        var group: pid_t
    }

    /// The `/proc/PID/stat` entry of a process, or `nil` when it does not exist.
    static func entry(_ processID: pid_t) -> Entry? {
        guard let text = try? String(contentsOfFile: "/proc/\(processID)/stat", encoding: .utf8),
            let nameEnd = text.lastIndex(of: ")")
        else { return nil }
        let fields = text[text.index(after: nameEnd)...].split(separator: " ")
        guard fields.count > 3, let state = fields[0].first, let parent = pid_t(fields[1]), let group = pid_t(fields[2]) else {
            return nil
        }
        return Entry(state: state, parent: parent, group: group)
    }

    /// Whether a process no longer runs: it does not exist, or it is a zombie
    /// (exited, waiting for its parent to collect it).
    static func isDead(_ processID: pid_t) -> Bool {
        guard let entry = entry(processID) else { return true }
        return entry.state == "Z" || entry.state == "X"
    }

    /// Whether a process is gone entirely: `kill(pid, 0)` fails with `ESRCH`.
    static func isGone(_ processID: pid_t) -> Bool {
        kill(processID, 0) == -1 && errno == ESRCH
    }

    /// The entries of `/proc`. A listing that fails is recorded as an issue of
    /// the running test: an empty answer would make every "no process left"
    /// check pass over nothing.
    static func processDirectoryNames() -> [String] {
        do {
            return try FileManager.default.contentsOfDirectory(atPath: "/proc")
        } catch {
            Issue.record("cannot list /proc to look for leftover processes: \(error)")
            return []
        }
    }

    /// The running (non-zombie) members of a process group.
    static func liveMembers(ofGroup group: pid_t) -> [pid_t] {
        let names = processDirectoryNames()
        return names.compactMap { pid_t($0) }.filter { processID in
            guard let entry = entry(processID) else { return false }
            return entry.group == group && entry.state != "Z" && entry.state != "X"
        }
    }

    /// Those of the given processes that are zombie children of this process.
    static func zombieChildren(among processIDs: [pid_t]) -> [pid_t] {
        let me = getpid()
        return processIDs.filter { processID in
            guard let entry = entry(processID) else { return false }
            return entry.parent == me && entry.state == "Z"
        }
    }

    /// The live (non-zombie) processes whose command line or initial
    /// environment contains `marker`: a shell started with a command holding
    /// `export MARK=marker`, and everything it started.
    static func processes(marked marker: String) -> [pid_t] {
        let needle = Data(marker.utf8)
        let names = processDirectoryNames()
        return names.compactMap { pid_t($0) }.filter { processID in
            guard processID != getpid(), let entry = entry(processID), entry.state != "Z", entry.state != "X" else { return false }
            return ["cmdline", "environ"].contains { file in
                FileManager.default.contents(atPath: "/proc/\(processID)/\(file)")?.range(of: needle) != nil
            }
        }
    }

    /// Polls `condition` every 10 ms until it holds or `timeout` passes.
    static func eventually(within timeout: Duration, _ condition: () -> Bool) -> Bool {
        let deadline = ContinuousClock.now + timeout
        while !condition() {
            if ContinuousClock.now >= deadline { return false }
            usleep(10_000)
        }
        return true
    }
}
