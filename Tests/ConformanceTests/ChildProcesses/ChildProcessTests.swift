import Foundation
import Testing

@testable import ChildProcesses

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Serialized: several tests count processes or measure time.
@Suite(.serialized) struct ChildProcessTests {
    private func deadline(_ duration: Duration) -> ContinuousClock.Instant {
        .now + duration
    }

    // MARK: Talking

    @Test func echoesLinesThroughCat() throws {
        let child = try ChildProcess.start(command: "cat")
        defer { child.terminate() }
        try child.send(line: "hello", deadline: deadline(.seconds(60)))
        #expect(try child.readLine(deadline: deadline(.seconds(60))) == "hello")
        let message = #"{"type":"step","x":74,"s":"é😀"}"#
        try child.send(line: message, deadline: deadline(.seconds(60)))
        try child.send(line: "", deadline: deadline(.seconds(60)))
        #expect(try child.readLine(deadline: deadline(.seconds(60))) == message)
        #expect(try child.readLine(deadline: deadline(.seconds(60))) == "")

        child.closeInput()
        let error = try #require(throws: ChildProcessError.self) { try child.readLine(deadline: deadline(.seconds(60))) }
        #expect(error == .exited(status: .exited(code: 0), stdoutTail: "", stderrTail: ""))
    }

    @Test func returnsSeveralLinesFromOneRead() throws {
        let child = try ChildProcess.start(command: #"printf 'a\nb\r\n\nc\n'"#)
        defer { child.terminate() }
        var lines: [String] = []
        for _ in 0..<4 {
            lines.append(try child.readLine(deadline: deadline(.seconds(60))))
        }
        #expect(lines == ["a", "b\r", "", "c"])
    }

    @Test func readsLinesFromYes() throws {
        let child = try ChildProcess.start(command: "yes garbage")
        defer { child.terminate() }
        for _ in 0..<1000 {
            #expect(try child.readLine(deadline: deadline(.seconds(60)), maxBytes: 64) == "garbage")
        }
    }

    @Test func passesEnvironmentAndWorkingDirectory() throws {
        let child = try ChildProcess.start(
            command: #"echo "$GREETING:$(pwd)""#,
            environment: ["GREETING": "hi there", "PATH": "/usr/bin:/bin"],
            workingDirectory: "/tmp"
        )
        defer { child.terminate() }
        #expect(try child.readLine(deadline: deadline(.seconds(60))) == "hi there:/tmp")
    }

    @Test func failsToStartInAMissingDirectory() throws {
        let error = try #require(throws: ChildProcessError.self) {
            try ChildProcess.start(command: "true", workingDirectory: "/nonexistent/directory")
        }
        guard case .startFailed(let command, let reason) = error else {
            Issue.record("unexpected \(error)")
            return
        }
        #expect(command == "true")
        #expect(reason == #"posix_spawn of /bin/sh failed: No such file or directory (working directory "/nonexistent/directory")"#)
        #expect(error.description == #"could not start "true": "# + reason)
    }

    // MARK: Ending

    @Test func reportsExitStatus() throws {
        let child = try ChildProcess.start(command: "exit 3")
        defer { child.terminate() }
        let error = try #require(throws: ChildProcessError.self) { try child.readLine(deadline: deadline(.seconds(60))) }
        #expect(error == .exited(status: .exited(code: 3), stdoutTail: "", stderrTail: ""))
        #expect(error.description == "the process ended (exit status 3) before writing a complete line")
        #expect(child.exitStatus == .exited(code: 3))
        #expect(ProcessInspection.isGone(child.processID))
    }

    @Test func reportsPartialLineAndStderrOnExit() throws {
        let child = try ChildProcess.start(command: "printf 'partial'; echo 'bad things' >&2; exit 2")
        defer { child.terminate() }
        let error = try #require(throws: ChildProcessError.self) { try child.readLine(deadline: deadline(.seconds(60))) }
        #expect(error == .exited(status: .exited(code: 2), stdoutTail: "partial", stderrTail: "bad things\n"))
        #expect(
            error.description
                == #"the process ended (exit status 2) before writing a complete line; its output ends with "partial" without a newline; stderr ends with "bad things""#
        )
    }

    @Test func reportsDeathBySignal() throws {
        let child = try ChildProcess.start(command: "kill -USR1 $$")
        defer { child.terminate() }
        let error = try #require(throws: ChildProcessError.self) { try child.readLine(deadline: deadline(.seconds(60))) }
        #expect(error == .exited(status: .signalled(signal: SIGUSR1), stdoutTail: "", stderrTail: ""))
        #expect(error.description.contains("killed by signal \(SIGUSR1) (SIGUSR1)"))
    }

    @Test func timesOutThenTerminatesTheWholeGroup() throws {
        let child = try ChildProcess.start(command: "sleep 600")
        let error = try #require(throws: ChildProcessError.self) {
            try child.readLine(deadline: deadline(.milliseconds(500)))
        }
        guard case .timedOut(let reported, _, _) = error else {
            Issue.record("unexpected \(error)")
            return
        }
        #expect(reported >= .milliseconds(500), "the deadline does not fire early")
        #expect(error.description.hasPrefix("timed out: no complete line on standard output within 0.5"))
        #expect(child.exitStatus == nil)

        let status = child.terminate()
        #expect(status == .signalled(signal: SIGTERM))
        #expect(ProcessInspection.isGone(child.processID))
        #expect(child.terminate() == status, "terminate is idempotent")
        if ProcessInspection.isAvailable {
            #expect(ProcessInspection.liveMembers(ofGroup: child.processID).isEmpty)
        }
        // The shell's `sleep` child, killed with it, may linger as a zombie
        // until init collects it; then the group is empty.
        #expect(ProcessInspection.eventually(within: .seconds(60)) { killpg(child.processID, 0) == -1 && errno == ESRCH })
    }

    @Test(.enabled(if: ProcessInspection.isAvailable))
    func terminateKillsGrandchildren() throws {
        // Both background jobs exist (forked into the group) before the echo.
        let child = try ChildProcess.start(command: "sleep 600 & first=$!; sleep 600 & echo $first; wait")
        let grandchild = try #require(pid_t(try child.readLine(deadline: deadline(.seconds(60)))))
        #expect(ProcessInspection.entry(grandchild)?.group == child.processID)
        #expect(ProcessInspection.liveMembers(ofGroup: child.processID).count == 3)

        child.terminate()
        #expect(ProcessInspection.isGone(child.processID))
        #expect(ProcessInspection.eventually(within: .seconds(60)) { ProcessInspection.isDead(grandchild) })
        #expect(ProcessInspection.liveMembers(ofGroup: child.processID).isEmpty)
        // The orphaned grandchildren are reaped by init, on its own schedule.
        #expect(ProcessInspection.eventually(within: .seconds(60)) { ProcessInspection.isGone(grandchild) })
    }

    @Test(.enabled(if: ProcessInspection.isAvailable))
    func leaderExitKillsLeftovers() throws {
        // The shell exits at once, leaving a background sleep that holds no pipe.
        let child = try ChildProcess.start(command: "sleep 600 >/dev/null 2>&1 </dev/null & echo $!")
        let grandchild = try #require(pid_t(try child.readLine(deadline: deadline(.seconds(60)))))
        #expect(child.waitForExit(deadline: deadline(.seconds(60))) == .exited(code: 0))
        #expect(ProcessInspection.eventually(within: .seconds(60)) { ProcessInspection.isDead(grandchild) })
        #expect(ProcessInspection.liveMembers(ofGroup: child.processID).isEmpty)
    }

    @Test func killsAChildThatIgnoresSIGTERM() throws {
        let child = try ChildProcess.start(command: "trap '' TERM; echo ready; while :; do sleep 1; done")
        #expect(try child.readLine(deadline: deadline(.seconds(60))) == "ready")
        let started = ContinuousClock.now
        let status = child.terminate(gracePeriod: .milliseconds(100))
        let elapsed = ContinuousClock.now - started
        #expect(status == .signalled(signal: SIGKILL))
        #expect(elapsed >= .milliseconds(100), "SIGKILL only after the grace period")
        #expect(ProcessInspection.isGone(child.processID))
    }

    @Test func waitsForAPoliteExit() throws {
        let child = try ChildProcess.start(command: "cat >/dev/null; exit 5")
        try child.send(line: "bye", deadline: deadline(.seconds(60)))
        child.closeInput()
        #expect(child.waitForExit(deadline: deadline(.seconds(60))) == .exited(code: 5))
        #expect(child.terminate() == .exited(code: 5))
    }

    // MARK: Hostile children

    @Test func floodWithoutNewlinesIsLineTooLong() throws {
        for command in ["cat /dev/zero", #"head -c 5000000 /dev/zero | tr '\0' x"#] {
            let child = try ChildProcess.start(command: command)
            defer { child.terminate() }
            let error = try #require(throws: ChildProcessError.self) {
                try child.readLine(deadline: deadline(.seconds(60)), maxBytes: 1 << 20)
            }
            guard case .lineTooLong(let prefix, let limit) = error else {
                Issue.record("unexpected \(error)")
                continue
            }
            #expect(limit == 1 << 20)
            #expect(prefix.hasSuffix(" MB, shortened)"))
        }
    }

    @Test func longLinesFromYesAreRejected() throws {
        let child = try ChildProcess.start(command: "yes garbage")
        defer { child.terminate() }
        let error = try #require(throws: ChildProcessError.self) {
            try child.readLine(deadline: deadline(.seconds(60)), maxBytes: 5)
        }
        #expect(error == .lineTooLong(prefix: #""garbage""#, limit: 5))
        #expect(error.description == #"flooding: a line of more than 5 bytes on standard output, starting "garbage""#)
    }

    @Test func sendTimesOutWhenTheChildDoesNotRead() throws {
        let child = try ChildProcess.start(command: "sleep 600")
        defer { child.terminate() }
        let line = String(repeating: "x", count: 10_000_000)
        let error = try #require(throws: ChildProcessError.self) {
            try child.send(line: line, deadline: deadline(.milliseconds(500)))
        }
        guard case .sendTimedOut(_, let written, let total, _) = error else {
            Issue.record("unexpected \(error)")
            return
        }
        #expect(total == 10_000_001)
        #expect(written > 0 && written < total)
        #expect(error.description.contains("the process is not reading its input"))
    }

    @Test func sendToAnExitedChildFailsCleanly() throws {
        let child = try ChildProcess.start(command: "echo 'gone' >&2; exit 7")
        defer { child.terminate() }
        #expect(child.waitForExit(deadline: deadline(.seconds(60))) == .exited(code: 7))
        let error = try #require(throws: ChildProcessError.self) {
            try child.send(line: "anyone?", deadline: deadline(.seconds(60)))
        }
        #expect(error == .inputClosed(status: .exited(code: 7), stderrTail: "gone\n"))
        // A second send reports the same, without writing.
        #expect(throws: ChildProcessError.self) { try child.send(line: "again", deadline: deadline(.seconds(60))) }
    }

    @Test func drainsStderrWhileWaitingForStdout() throws {
        let child = try ChildProcess.start(command: "head -c 10000000 /dev/zero | tr '\\0' e >&2; echo done")
        defer { child.terminate() }
        #expect(try child.readLine(deadline: deadline(.seconds(60))) == "done")
        let tail = child.standardErrorTail
        #expect(tail.hasPrefix("…"))
        #expect(tail.utf8.count == ChildProcess.standardErrorCapacity + "…".utf8.count)
        #expect(tail.dropFirst().allSatisfy { $0 == "e" })
    }

    @Test func describesFailuresOnOneLineQuotingStderrsTail() throws {
        let noise = (1...50).map { "log line \($0)" }.joined(separator: "\n")
        let child = try ChildProcess.start(command: "printf '\(noise)\\nfatal: \"boom\"\\n' >&2; printf 'half'; exit 9")
        defer { child.terminate() }
        let error = try #require(throws: ChildProcessError.self) { try child.readLine(deadline: deadline(.seconds(60))) }
        // The last 120 characters of standard error, escaped, on one line.
        #expect(
            error.description == #"the process ended (exit status 9) before writing a complete line; its output ends with "half" without a newline; "#
                + #"stderr ends with "…og line 42\nlog line 43\nlog line 44\nlog line 45\nlog line 46\nlog line 47\nlog line 48\nlog line 49\nlog line 50\nfatal: \"boom\"""#
        )
    }

    @Test func rejectsInvalidUTF8() throws {
        let child = try ChildProcess.start(command: #"printf 'ok\n\377bad\n'"#)
        defer { child.terminate() }
        #expect(try child.readLine(deadline: deadline(.seconds(60))) == "ok")
        let error = try #require(throws: ChildProcessError.self) { try child.readLine(deadline: deadline(.seconds(60))) }
        #expect(error == .invalidUTF8(prefix: "\"\u{FFFD}bad\""))
    }

    // MARK: Reaping

    @Test(.enabled(if: ProcessInspection.isAvailable))
    func leavesNoZombies() throws {
        var processIDs: [pid_t] = []
        for index in 0..<200 {
            let child = try ChildProcess.start(command: "true")
            processIDs.append(child.processID)
            switch index % 3 {
            case 0:
                // Read to end of file: reaps the child and reports its status.
                let error = try #require(throws: ChildProcessError.self) { try child.readLine(deadline: deadline(.seconds(60))) }
                #expect(error == .exited(status: .exited(code: 0), stdoutTail: "", stderrTail: ""))
            case 1:
                child.terminate()
            default:
                break  // Released without a word: deinit terminates and reaps.
            }
        }
        #expect(ProcessInspection.zombieChildren(among: processIDs).isEmpty)
        #expect(processIDs.filter { !ProcessInspection.isGone($0) }.isEmpty)
    }

    @Test func exitStatusReapsWithoutBlocking() throws {
        // A blocking exitStatus would return .exited(code: 0) after 30 s, not nil.
        let child = try ChildProcess.start(command: "sleep 30")
        defer { child.terminate() }
        #expect(child.exitStatus == nil)
        kill(child.processID, SIGTERM)
        let exited = ProcessInspection.eventually(within: .seconds(60)) { child.exitStatus != nil }
        #expect(exited)
        #expect(child.exitStatus == .signalled(signal: SIGTERM))
        #expect(ProcessInspection.isGone(child.processID))
    }

    @Test(.enabled(if: ProcessInspection.isAvailable))
    func childrenStartWithDefaultSignals() throws {
        // This process ignores SIGPIPE; its children must not inherit that.
        let child = try ChildProcess.start(command: "grep -E '^Sig(Blk|Ign)' /proc/self/status")
        defer { child.terminate() }
        #expect(try child.readLine(deadline: deadline(.seconds(60))) == "SigBlk:\t0000000000000000")
        let ignored = try child.readLine(deadline: deadline(.seconds(60)))
        let mask = try #require(UInt64(ignored.dropFirst("SigIgn:\t".count), radix: 16), "\(ignored)")
        // Signals 1 to 31 (bit n - 1 for signal n) have their default action;
        // glibc's internal real-time signals may show up above them.
        #expect(mask & 0x7FFF_FFFF == 0, "\(ignored)")
    }
}
