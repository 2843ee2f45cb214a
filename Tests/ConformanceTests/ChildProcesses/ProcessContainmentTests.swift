import Foundation
import Testing

@testable import ChildProcesses
@testable import SwipeConformance
@testable import SwipeConformanceCLI

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// No process of a run survives it: not a grandchild that left the process
/// group (`setsid`, a double fork), not an implementation whose runner was
/// killed with `SIGKILL`.
@Suite(.tags(.slow), .quickLoop, .enabled(if: ProcessInspection.isAvailable)) struct ProcessContainmentTests {
    static let examples = VerifyImplTests.examples

    @Test("verify --impl leaves no setsid grandchild and no double-forked daemon behind")
    func grandchildrenThatLeftTheGroupAreKilled() throws {
        let serve = try VerifyImplTests.serveCommand()
        let fake = FakeImplementation("setsid sleep 301 & (setsid sh -c 'sleep 302 &' &); exec \(serve)")
        let out = BufferStream(), err = BufferStream()
        let code = CLI.run(arguments: ["verify", "--vectors", Self.examples, "--impl", fake.command],
                           standardOutput: out, standardError: err)
        #expect(code == ExitCode.success, "\(out.text)\(err.text)")
        #expect(ProcessInspection.eventually(within: .seconds(30)) { fake.leftovers.isEmpty }, "left running: \(fake.leftovers)")
    }

    /// `env -i` drops the marker variable and `setsid` leaves the group: only
    /// the tool's adoption of orphans (Linux) finds such a grandchild. The
    /// implementation waits until the grandchild runs, so the run cannot end
    /// before it has escaped.
    @Test("the tool stops a grandchild that cleared its environment and left its group when it ends")
    func unmarkedGrandchildDiesWithTheTool() throws {
        try #require(FileManager.default.isExecutableFile(atPath: BinaryTests.binary), "build the package first")
        let dir = Paths.temporaryDirectory("unmarked-grandchild")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let serve = try VerifyImplTests.serveCommand()
        let fake = FakeImplementation("""
            (setsid env -i SWIPE_FAKE_MARK="$SWIPE_FAKE_MARK" /bin/sh -c 'touch \(dir)/started; exec sleep 311' </dev/null >/dev/null 2>&1 &); \
            while [ ! -e \(dir)/started ]; do sleep 0.01; done; exec \(serve)
            """)
        defer { for processID in fake.leftovers { kill(processID, SIGKILL) } }
        let result = try BinaryTests.run(["verify", "--vectors", Self.examples, "--impl", fake.command])
        #expect(result.code == ExitCode.success.rawValue, "\(result.out)\(result.err)")
        #expect(FileManager.default.fileExists(atPath: dir + "/started"), "the grandchild never started")
        #expect(ProcessInspection.eventually(within: .seconds(30)) { fake.leftovers.isEmpty }, "left running: \(fake.leftovers)")
    }

    @Test("a ChildProcess torn down kills its marked descendants in other sessions")
    func terminateReachesOtherSessions() throws {
        let fake = FakeImplementation("setsid sleep 303 & echo started; sleep 304")
        let child = try ChildProcess.start(command: fake.command)
        #expect(try child.readLine(deadline: .now + .seconds(60)) == "started")
        #expect(ProcessInspection.eventually(within: .seconds(30)) { fake.leftovers.count >= 3 })
        child.terminate()
        #expect(ProcessInspection.eventually(within: .seconds(30)) { fake.leftovers.isEmpty }, "left running: \(fake.leftovers)")
    }

    /// A host process that adopted orphans would keep their exit statuses as
    /// zombies nobody reaps; Swift Testing's exit-test monitor, which waits for
    /// any child, then spins on them and the test run never ends.
    @Test("an orphaned grandchild that exits on its own is never left as a zombie child of the host process")
    func orphansAreNotAdoptedByTheHost() throws {
        let child = try ChildProcess.start(command: "(setsid sh -c 'echo $$; exec sleep 1' &); exec sleep 600")
        defer { child.terminate() }
        let line = try child.readLine(deadline: .now + .seconds(60))
        let orphan = try #require(pid_t(line), "no process id: \(line)")
        #expect(ProcessInspection.eventually(within: .seconds(60)) { ProcessInspection.isDead(orphan) }, "the orphan never ended")
        #expect(ProcessInspection.zombieChildren(among: [orphan]).isEmpty,
                "the orphan \(orphan) ended as a zombie child of this process: the host adopted it")
    }

    @Test("an implementation that never reads its input dies with a runner killed by SIGKILL")
    func implementationDiesWithItsRunner() throws {
        let fake = FakeImplementation("sleep 305; sleep 306")
        let runner = Process()
        runner.executableURL = URL(fileURLWithPath: BinaryTests.binary)
        try #require(FileManager.default.isExecutableFile(atPath: BinaryTests.binary), "build the package first")
        runner.arguments = ["verify", "--vectors", Self.examples, "--impl", fake.command]
        runner.standardOutput = FileHandle.nullDevice
        runner.standardError = FileHandle.nullDevice
        try runner.run()
        #expect(ProcessInspection.eventually(within: .seconds(60)) { fake.leftovers.count >= 2 }, "the implementation never started")
        kill(runner.processIdentifier, SIGKILL)
        runner.waitUntilExit()
        #expect(ProcessInspection.eventually(within: .seconds(30)) { fake.leftovers.isEmpty }, "left running: \(fake.leftovers)")
    }

    @Test("Ctrl-C during the handshake is reported as an interruption, never as the implementation's failure")
    func interruptDuringHandshakeIsNotBlamedOnTheImplementation() throws {
        let fake = FakeImplementation("sleep 308; sleep 309")
        try #require(FileManager.default.isExecutableFile(atPath: BinaryTests.binary), "build the package first")
        let runner = Process()
        runner.executableURL = URL(fileURLWithPath: BinaryTests.binary)
        runner.arguments = ["verify", "--vectors", Self.examples, "--impl", fake.command]
        let errors = Pipe()
        runner.standardOutput = FileHandle.nullDevice
        runner.standardError = errors
        try runner.run()
        #expect(ProcessInspection.eventually(within: .seconds(60)) { fake.leftovers.count >= 2 }, "the implementation never started")
        kill(runner.processIdentifier, SIGINT)
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        runner.waitUntilExit()
        #expect(runner.terminationReason == .uncaughtSignal && runner.terminationStatus == SIGINT, "\(runner.terminationStatus): \(text)")
        #expect(text.contains("interrupted by SIGINT during the handshake"), "\(text)")
        #expect(!text.contains("failed the handshake"), "\(text)")
        #expect(ProcessInspection.eventually(within: .seconds(30)) { fake.leftovers.isEmpty }, "left running: \(fake.leftovers)")
    }

    @Test("fuzz stopped by SIGTERM names the case to resume from and reports no counterexample for the case it cut short")
    func interruptedFuzzNamesTheCaseToResumeFrom() throws {
        try #require(FileManager.default.isExecutableFile(atPath: BinaryTests.binary), "build the package first")
        let dir = Paths.temporaryDirectory("fuzz-interrupt")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        // The implementation's input passes through a relay that creates a file once
        // the first request after the handshake has arrived: the run is then under
        // way, whatever the machine's load, with no waiting for it by the clock.
        let serve = try VerifyImplTests.serveCommand()
        let relay = #"{ IFS= read -r l; printf '%s\n' "$l"; IFS= read -r l; printf '%s\n' "$l"; touch '\#(dir)/started'; exec cat; }"#
        let runner = Process()
        runner.executableURL = URL(fileURLWithPath: BinaryTests.binary)
        runner.arguments = ["fuzz", "--cases", "1000000", "--out", dir + "/counterexample.json",
                            "--impl", "\(relay) | exec \(serve)"]
        let output = Pipe()
        runner.standardOutput = output
        runner.standardError = FileHandle.nullDevice
        try runner.run()
        #expect(ProcessInspection.eventually(within: .seconds(60)) { FileManager.default.fileExists(atPath: dir + "/started") })
        kill(runner.processIdentifier, SIGTERM)
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        runner.waitUntilExit()
        #expect(runner.terminationReason == .uncaughtSignal && runner.terminationStatus == SIGTERM, "\(runner.terminationStatus): \(text)")
        #expect(text.contains("interrupted by SIGTERM at case "), "\(text)")
        #expect(text.contains("not checked; resume with --first-case "), "\(text)")
        #expect(!text.contains("gave no checkable output") && !text.contains("as a vector file"), "\(text)")
        #expect(!FileManager.default.fileExists(atPath: dir + "/counterexample.json"))
    }

    @Test("an implementation that closes its standard input is diagnosed at once, not after the timeout")
    func closedInputIsDiagnosedAtOnce() throws {
        let hello = FakeImplementation.hello
        let fake = FakeImplementation("read -r line; \(FakeImplementation.reply(hello)) exec 0<&-; sleep 307")
        let out = BufferStream(), err = BufferStream()
        let code = CLI.run(arguments: ["verify", "--vectors", Self.examples, "--impl", fake.command, "--timeout", "600",
                                       "--max-failures", "1", "--batch", "1"],
                           standardOutput: out, standardError: err)
        #expect(code == ExitCode.protocolBroken, "\(out.text)\(err.text)")
        #expect(out.text.contains("closed its standard input"), "\(out.text)")
        // The diagnosis is the closed input, not a timeout (which would take the 600 s given).
        #expect(!out.text.contains("timed out"), "\(out.text)")
        #expect(ProcessInspection.eventually(within: .seconds(30)) { fake.leftovers.isEmpty })
    }

    @Test("Ctrl-C during a case: the case is not run, not broken, and every report carries the exit code 130")
    func interruptDuringACaseIsNotBlamedOnTheImplementation() throws {
        try #require(FileManager.default.isExecutableFile(atPath: BinaryTests.binary), "build the package first")
        let dir = Paths.temporaryDirectory("case-interrupt")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        // Answers the hello, marks that a case arrived, and never answers it.
        let fake = FakeImplementation("read -r line; \(FakeImplementation.reply(FakeImplementation.hello)) read -r line; touch '\(dir)/case'; sleep 310")
        let runner = Process()
        runner.executableURL = URL(fileURLWithPath: BinaryTests.binary)
        runner.arguments = ["verify", "--vectors", Self.examples, "--impl", fake.command, "--timeout", "600",
                            "--json", dir + "/r.json", "--junit", dir + "/r.xml"]
        let output = Pipe()
        runner.standardOutput = output
        runner.standardError = FileHandle.nullDevice
        try runner.run()
        #expect(ProcessInspection.eventually(within: .seconds(60)) { FileManager.default.fileExists(atPath: dir + "/case") }, "no case arrived")
        kill(runner.processIdentifier, SIGINT)
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        runner.waitUntilExit()
        #expect(runner.terminationReason == .uncaughtSignal && runner.terminationStatus == SIGINT, "\(runner.terminationStatus): \(text)")
        #expect(!text.contains("BROKEN"), "\(text)")
        #expect(text.contains("0 broken") && text.contains("not run") && text.contains("interrupted by SIGINT; exit code 130"), "\(text)")
        let json = try String(contentsOfFile: dir + "/r.json", encoding: .utf8)
        #expect(json.contains("\"exitCode\": 130") && json.contains("\"broken\": 0"), "\(json.prefix(900))")
        let junit = try String(contentsOfFile: dir + "/r.xml", encoding: .utf8)
        #expect(junit.contains("errors=\"0\""), "\(junit.prefix(400))")
        #expect(ProcessInspection.eventually(within: .seconds(30)) { fake.leftovers.isEmpty }, "left running: \(fake.leftovers)")
    }

    @Test("an implementation that exits while a process it started holds its output is diagnosed by its exit status, at once",
          arguments: ["sleep 311 </dev/null &", "sleep 312 &"])
    func exitWithADescendantHoldingThePipes(descendant: String) throws {
        let hello = FakeImplementation.hello
        // With or without the descendant inheriting standard input, the exit status is the diagnosis.
        let fake = FakeImplementation("read -r line; \(FakeImplementation.reply(hello)) \(descendant) read -r line; exit 5")
        let out = BufferStream(), err = BufferStream()
        let code = CLI.run(arguments: ["verify", "--vectors", Self.examples, "--impl", fake.command, "--timeout", "600",
                                       "--max-failures", "1", "--batch", "1"],
                           standardOutput: out, standardError: err)
        #expect(code == ExitCode.protocolBroken, "\(out.text)\(err.text)")
        #expect(out.text.contains("ended (exit status 5)") && out.text.contains("a process it started still holds its standard output"), "\(out.text)")
        // Not a timeout (which would take the 600 s given), not a closed input.
        #expect(!out.text.contains("timed out") && !out.text.contains("closed its standard input"), "\(out.text)")
        #expect(ProcessInspection.eventually(within: .seconds(30)) { fake.leftovers.isEmpty }, "left running: \(fake.leftovers)")
    }

    /// A correct implementation (the package's Python example) that exits when its `n`th case arrives.
    static func exitingOnCase(_ n: Int, in dir: String) throws -> String {
        let script = """
            import os, sys
            sys.path.insert(0, \(String(reflecting: Paths.root + "/Examples/python")))
            import swipe_impl
            count = [0]
            original = swipe_impl.run_case
            def run_case(case):
                count[0] += 1
                if count[0] >= \(n):
                    sys.stdout.flush()
                    os._exit(0)
                return original(case)
            swipe_impl.run_case = run_case
            sys.argv = [sys.argv[0]]
            sys.exit(swipe_impl.main())
            """
        try Data(script.utf8).write(to: URL(fileURLWithPath: dir + "/exit_after.py"))
        return "python3 '\(dir)/exit_after.py'"
    }

    @Test("fuzz saves no case that passes alone when the implementation dies on its 2nd case, and says how to replay the run")
    func fuzzSavesNoCounterexampleOfAnExit() throws {
        let dir = Paths.temporaryDirectory("fuzz-exit")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let impl = try Self.exitingOnCase(2, in: dir)
        let r = CLITests.cli("fuzz", "--impl", impl, "--cases", "20", "--out", dir + "/f.json")
        #expect(r.code == .protocolBroken, "\(r.out)\(r.err)")
        #expect(!FileManager.default.fileExists(atPath: dir + "/f.json"), "saved: \(r.out)")
        #expect(r.out.contains("the case was not saved") && r.out.contains("replay the whole run up to it: "), "\(r.out)")
        #expect(!r.out.contains("with the command above"), "\(r.out)")
    }

    @Test("fuzz --keep-going on an implementation that dies on its 50th case leaves no empty folder and exits 3")
    func keepGoingOnAnExitLeavesNoEmptyFolder() throws {
        let dir = Paths.temporaryDirectory("fuzz-exit-keep-going")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let impl = try Self.exitingOnCase(50, in: dir)
        let r = CLITests.cli("fuzz", "--keep-going", "--impl", impl, "--cases", "60", "--out-dir", dir + "/failures")
        #expect(r.code == .protocolBroken, "\(r.out)\(r.err)")
        #expect(!FileManager.default.fileExists(atPath: dir + "/failures"), "\(r.out)")
    }

    @Test("a simple command replaces the shell; a compound one runs as written", arguments: [
        ("python3 impl.py --fast", "exec python3 impl.py --fast"),
        ("'./my impl' -v", "exec './my impl' -v"),
        ("cd x && ./impl", "cd x && ./impl"),
        ("FOO=1 ./impl", "FOO=1 ./impl"),
        ("exit 3", "exit 3"),
        ("echo $HOME", "echo $HOME"),
    ])
    func simpleCommandsAreExecuted(command: String, expected: String) {
        #expect(ChildProcess.shellCommand(for: command) == expected)
    }
}
