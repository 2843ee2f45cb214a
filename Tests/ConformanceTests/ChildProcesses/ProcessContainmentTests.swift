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
@Suite(.enabled(if: ProcessInspection.isAvailable)) struct ProcessContainmentTests {
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
        // The implementation announces itself by a file once its cases flow.
        let serve = try VerifyImplTests.serveCommand()
        let runner = Process()
        runner.executableURL = URL(fileURLWithPath: BinaryTests.binary)
        runner.arguments = ["fuzz", "--cases", "1000000", "--out", dir + "/counterexample.json",
                            "--impl", "touch '\(dir)/started'; exec \(serve)"]
        let output = Pipe()
        runner.standardOutput = output
        runner.standardError = FileHandle.nullDevice
        try runner.run()
        #expect(ProcessInspection.eventually(within: .seconds(60)) { FileManager.default.fileExists(atPath: dir + "/started") })
        usleep(500_000)  // let some cases run
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
