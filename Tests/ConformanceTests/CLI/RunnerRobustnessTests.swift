import Foundation
import SwipeReference
import SwipeConformance
import SwipeConformanceCLI
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The runner as implementers meet it: any output path works and is checked
/// before the run, signals leave no implementation behind, the expected-failures
/// file is validated and keeps its comments, `generate` keeps foreign files,
/// every report agrees with the exit code, and no cases is bad input.
@Suite(.tags(.slow), .quickLoop) struct RunnerRobustnessTests {
    static let thr = Paths.vectors + "/THR.json"

    @Test("one-character output paths (x, -) are written; the tool used to crash after the run", arguments: [["x", "-"], ["y", "z"]])
    func oneCharacterPaths(_ names: [String]) throws {
        try #require(FileManager.default.isExecutableFile(atPath: BinaryTests.binary))
        let dir = Paths.temporaryDirectory("onechar")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let r = try BinaryTests.run(["verify", "--vectors", Self.thr, "--json", names[0], "--junit", names[1]], in: dir)
        #expect(r.code == ExitCode.success.rawValue, "\(r.out)\(r.err)")
        let json = try String(contentsOfFile: dir + "/" + names[0], encoding: .utf8)
        #expect(json.contains("\"summary\""))
        let junit = try String(contentsOfFile: dir + "/" + names[1], encoding: .utf8)
        #expect(junit.contains("<testsuites"))
        let svg = try BinaryTests.run(["explain", "thr-1-slop-reveal-below", "--vectors", Self.thr, "--svg", "s"], in: dir)
        #expect(svg.code == ExitCode.success.rawValue, "\(svg.err)")
        #expect(FileManager.default.fileExists(atPath: dir + "/s"))
        // No temporary file is left beside them.
        let left = try FileManager.default.contentsOfDirectory(atPath: dir).filter { $0.hasPrefix(".") }
        #expect(left.isEmpty, "\(left)")
    }

    /// One rule for every command that reads a hello: a profile in it that
    /// cannot be judged against makes the hello malformed, a failed handshake.
    @Test("a hello with a bad profile fails the handshake in every command that reads one: exit 3, the command and the JSON path named",
          arguments: ["verify", "compare", "fuzz", "explain", "infer"])
    func badHelloProfileFailsTheHandshake(command: String) throws {
        let dir = Paths.temporaryDirectory("hello-profile")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let hello = #"{"type":"hello","protocol":1,"name":"h","version":"1","styles":["reveal"],"profile":{"name":"x","choices":{"fullSwipe":"bad"}}}"#
        let fake = FakeImplementation.answering([], hello: hello)
        let examples = Paths.vectors + "/examples.json"
        let arguments: [String] = switch command {
        case "verify": ["verify", "--vectors", examples, "--impl", fake.command, "--json", dir + "/r.json"]
        case "compare": ["compare", "--vectors", examples, "--impl", fake.command, "--json", dir + "/r.json"]
        case "fuzz": ["fuzz", "--cases", "5", "--impl", fake.command, "--out", dir + "/c.json"]
        case "explain": ["explain", "example-1-open-then-tap", "--vectors", examples, "--impl", fake.command]
        default: ["infer", "--impl", fake.command, "--out", dir + "/p.json"]
        }
        let run = CLITests.cli(arguments)
        #expect(run.code == .protocolBroken, "\(run.out)\(run.err)")
        let said = run.out + run.err
        #expect(said.contains("failed the handshake: the hello's profile is invalid: $.profile.choices.fullSwipe: \"bad\""), "\(said)")
        #expect(said.contains(fake.marker), "the implementation's command is named: \(said)")
        if ["verify", "compare"].contains(command) {
            let report = try String(contentsOfFile: dir + "/r.json", encoding: .utf8)
            #expect(report.contains("$.profile.choices.fullSwipe"), "the no-verdict report says why: \(report)")
        }
    }

    @Test("compare says so when an implementation's hello declares another profile than the one it judges under")
    func compareNamesADeclaredProfileItDoesNotJudgeUnder() throws {
        let hello = #"{"type":"hello","protocol":1,"name":"h","version":"1","styles":["reveal"],"profile":"qt-swipedelegate"}"#
        // Each case ends the process at once: the run is quick, and the hello is what matters.
        let fake = FakeImplementation("read -r line; \(FakeImplementation.reply(hello)) read -r line; exit 0")
        let run = CLITests.cli("compare", "--vectors", Paths.vectors + "/examples.json", "--impl", fake.command)
        #expect(run.err.contains("compare: h declares the profile qt-swipedelegate in its hello, but compare judges it under the vector set's profile (default)"),
                "\(run.err)")
        let plain = CLITests.cli("compare", "--vectors", Paths.vectors + "/examples.json", "--impl",
                                   FakeImplementation("read -r line; \(FakeImplementation.reply(FakeImplementation.hello)) read -r line; exit 0").command)
        #expect(!plain.err.contains("declares the profile"), "\(plain.err)")
    }

    @Test("an output path that cannot be written is refused before the run, in one line")
    func badOutputPathBeforeRun() {
        for args in [["verify", "--vectors", Self.thr, "--json", "/no/such/folder/report.json"],
                     ["verify", "--vectors", Self.thr, "--junit", NSTemporaryDirectory()],
                     ["fuzz", "--fault", "thr-2-strict", "--out", "/no/such/folder/x"],
                     ["explain", "thr-1-slop-reveal-below", "--vectors", Self.thr, "--svg", "/no/such/folder/x.svg"]] {
            let r = CLITests.cli(args)
            #expect(r.code == ExitCode.usage, "\(args): \(r.out)\(r.err)")
            #expect(r.out.isEmpty, "nothing ran: \(r.out)")
            #expect(r.err.split(separator: "\n").count == 1, "\(r.err)")
        }
    }

    @Test("SIGINT, SIGTERM and SIGHUP stop the implementation's processes, then the runner ends with that signal",
          arguments: [SIGINT, SIGTERM, SIGHUP])
    func signalsLeaveNoOrphan(_ signal: Int32) throws {
        try #require(FileManager.default.isExecutableFile(atPath: BinaryTests.binary))
        try #require(ProcessInspection.isAvailable)
        let dir = Paths.temporaryDirectory("signal")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        // The implementation records its own pid and a grandchild's, then never answers hello.
        let impl = "echo $$ > \(dir)/sh.pid; sleep 300 & echo $! > \(dir)/sleep.pid; wait"
        let p = Process()
        p.executableURL = URL(fileURLWithPath: BinaryTests.binary)
        p.arguments = ["verify", "--vectors", Self.thr, "--impl", impl, "--timeout", "200", "--startup-timeout", "200"]
        p.standardOutput = FileHandle.nullDevice
        p.standardError = FileHandle.nullDevice
        try p.run()
        var pids: [pid_t] = []
        for _ in 0..<500 where pids.count < 2 {
            usleep(10_000)
            pids = ["sh.pid", "sleep.pid"].compactMap { name in
                (try? String(contentsOfFile: dir + "/" + name, encoding: .utf8)).flatMap { pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
            }
        }
        try #require(pids.count == 2, "the implementation did not start")
        #expect(pids.allSatisfy { !ProcessInspection.isDead($0) })
        kill(p.processIdentifier, signal)
        p.waitUntilExit()
        #expect(p.terminationReason == .uncaughtSignal)
        #expect(p.terminationStatus == signal)
        for pid in pids {
            // SIGKILL was sent before the runner ended; give a loaded machine time to
            // carry it out (30 s; an orphan would live for the sleep's 300 s).
            var gone = false
            for _ in 0..<3000 where !gone {
                gone = ProcessInspection.isDead(pid)
                if !gone { usleep(10_000) }
            }
            #expect(gone, "process \(pid) of the implementation outlived the runner")
        }
    }

    @Test("the expected-failures file: a vector file is refused, comments survive, --fix on a shard keeps other shards' ids")
    func expectedFailuresFile() throws {
        let dir = Paths.temporaryDirectory("xfail-strict")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        // A vector file given by mistake is bad input and stays untouched.
        let copy = dir + "/THR.json"
        try FileManager.default.copyItem(atPath: Self.thr, toPath: copy)
        let before = try Data(contentsOf: URL(fileURLWithPath: copy))
        let r = CLITests.cli("verify", "--vectors", Self.thr, "--expected-failures", copy, "--fix-expected-failures")
        #expect(r.code == ExitCode.usage)
        #expect(r.err.contains("line 1 is not a case id"), "\(r.err)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: copy)) == before)
        // Comments survive a fix; on shard 1/2 an id of shard 2 stays listed.
        let file = dir + "/xfail.txt"
        let ids = try VectorStore.load(Self.thr).flatMap(\.cases).map(\.id)
        let otherShard = ids[1]  // position 1: shard 2 of 2
        try "# kept: a note\n\(otherShard)  # why it fails\nno-such-case\n".write(toFile: file, atomically: true, encoding: .utf8)
        let fixed = CLITests.cli("verify", "--vectors", Self.thr, "--expected-failures", file, "--fix-expected-failures", "--shard", "1/2")
        #expect(fixed.code == .success, "\(fixed.err)")
        let text = try String(contentsOfFile: file, encoding: .utf8)
        #expect(text.contains("# kept: a note"))
        #expect(text.contains("\(otherShard)  # why it fails"))
        #expect(!text.contains("no-such-case"))
    }

    @Test("generate --vectors DIR keeps foreign files and writes schema.json and README.md; generate --vectors FILE is one clear line")
    func generateKeepsForeignFiles() throws {
        let dir = Paths.temporaryDirectory("generate")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let saved = dir + "/fuzz-failure.json"
        try "{\"saved\": true}\n".write(toFile: saved, atomically: true, encoding: .utf8)
        let r = CLITests.cli("generate", "--vectors", dir)
        #expect(r.code == .success, "\(r.err)")
        #expect(FileManager.default.fileExists(atPath: saved))
        #expect(r.err.contains("fuzz-failure.json"))
        // A new vector folder describes its format, as the package's Vectors/ does.
        for name in ["schema.json", "README.md"] {
            let copy = try #require(FileManager.default.contents(atPath: dir + "/" + name), "\(name) missing")
            #expect(copy == FileManager.default.contents(atPath: Paths.vectors + "/" + name))
        }
        let file = CLITests.cli("generate", "--vectors", saved)
        #expect(file.code == ExitCode.usage)
        #expect(file.err.contains("is a file; give a folder"), "\(file.err)")
        #expect(file.err.split(separator: "\n").count == 1)
    }

    @Test("generate --check advises what fixes each difference: generate for its own files, removing a file it leaves alone")
    func generateCheckAdvice() throws {
        let dir = Paths.temporaryDirectory("generate-check")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        #expect(CLITests.cli("generate", "--vectors", dir).code == .success)
        try "{}\n".write(toFile: dir + "/extra.json", atomically: true, encoding: .utf8)
        let extra = CLITests.cli("generate", "--check", "--vectors", dir)
        #expect(extra.code == .failures)
        #expect(extra.err.contains("extra.json") && extra.err.contains("remove"), "\(extra.err)")
        #expect(!extra.err.contains("run `swipe-conformance generate"), "generate leaves extra.json alone: \(extra.err)")
        // The advice works: done as said, the check passes.
        try FileManager.default.removeItem(atPath: dir + "/extra.json")
        #expect(CLITests.cli("generate", "--check", "--vectors", dir).code == .success)
        // A file of its own that differs: generate is what fixes it, and the extra file is named apart.
        try "{}\n".write(toFile: dir + "/THR.json", atomically: true, encoding: .utf8)
        try "{}\n".write(toFile: dir + "/extra.json", atomically: true, encoding: .utf8)
        let both = CLITests.cli("generate", "--check", "--vectors", dir)
        #expect(both.code == .failures)
        #expect(both.err.contains("run `swipe-conformance generate --vectors \(dir)`") && both.err.contains("THR.json"), "\(both.err)")
        #expect(CLITests.cli("generate", "--vectors", dir).code == .success)
        let after = CLITests.cli("generate", "--check", "--vectors", dir)
        #expect(after.err.contains("extra.json") && !after.err.contains("THR.json") && !after.err.contains("run `"), "\(after.err)")
    }

    @Test("an unexpected pass and a stale id are failures in the text, JSON and JUnit reports, as in the exit code")
    func reportsAgreeWithExitCode() throws {
        let dir = Paths.temporaryDirectory("agree")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let file = dir + "/xfail.txt"
        try "thr-1-slop-reveal-below\nno-such-case\n".write(toFile: file, atomically: true, encoding: .utf8)
        let r = CLITests.cli("verify", "--vectors", Self.thr, "--expected-failures", file, "--json", dir + "/r.json", "--junit", dir + "/r.xml")
        #expect(r.code == ExitCode.failures)
        let last = try #require(r.out.split(separator: "\n").last)
        #expect(last.contains(" 2 failed"), "\(last)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: dir + "/r.json"))) as? [String: Any])
        let summary = try #require(json["summary"] as? [String: Any])
        #expect(summary["failed"] as? Int == 2)
        #expect(summary["exitCode"] as? Int == 1)
        let run = try #require(json["run"] as? [String: Any])
        #expect((run["vectorDigest"] as? String)?.count == 16)
        #expect((run["date"] as? String)?.hasSuffix("Z") == true)
        #expect(run["durationSeconds"] is Double || run["durationSeconds"] is Int)
        #expect((run["commandLine"] as? [String])?.contains("--expected-failures") == true)
        #expect(run["toolVersion"] as? String == SwipeConformanceVersion.string)
        let junit = try String(contentsOfFile: dir + "/r.xml", encoding: .utf8)
        #expect(junit.contains("failures=\"2\""))
        #expect(junit.contains("name=\"no-such-case\""))
    }

    @Test("every input file is read by one rule: a byte order mark, a folder, a missing file and an id listed twice are refused in one line")
    func inputFilesShareOneReader() throws {
        let dir = Paths.temporaryDirectory("input-files")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let examples = Paths.vectors + "/examples.json"
        let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
        try Data(bom + Array(#"{"name": "x"}"#.utf8)).write(to: URL(fileURLWithPath: dir + "/bom-profile.json"))
        try Data(bom + Array("example-1-open-then-tap\n".utf8)).write(to: URL(fileURLWithPath: dir + "/bom-list.txt"))
        try Data("example-1-open-then-tap\n# twice\nexample-1-open-then-tap\n".utf8).write(to: URL(fileURLWithPath: dir + "/twice.txt"))
        let vectorBOM = try String(contentsOfFile: examples, encoding: .utf8)
        try Data(bom + Array(vectorBOM.utf8)).write(to: URL(fileURLWithPath: dir + "/bom-vectors.json"))
        let cases: [(arguments: [String], said: String)] = [
            (["verify", "--vectors", dir + "/bom-vectors.json"], "the text starts with a UTF-8 byte order mark; remove it"),
            (["verify", "--profile", dir + "/bom-profile.json"], "the text starts with a UTF-8 byte order mark; remove it"),
            (["verify", "--vectors", examples, "--expected-failures", dir + "/bom-list.txt"],
             "cannot read \(dir)/bom-list.txt: the text starts with a UTF-8 byte order mark; remove it"),
            (["verify", "--profile", dir + "/"], "--profile \(dir)/: cannot read: is a directory"),
            (["coverage", "--profile", dir + "/none.json"], "--profile \(dir)/none.json: cannot read: no such file or directory; it is not a built-in profile either"),
            (["verify", "--vectors", examples, "--expected-failures", dir + "/twice.txt"],
             #"line 3 lists "example-1-open-then-tap" again (first on line 1); list each case id once"#),
        ]
        for (arguments, said) in cases {
            let r = CLITests.cli(arguments)
            #expect(r.code == .usage && r.out.isEmpty, "\(arguments): \(r.out)\(r.err)")
            #expect(r.err.contains(said) && r.err.split(separator: "\n").count == 1, "\(arguments): \(r.err)")
        }
    }

    @Test("an empty vector set is bad input; --fail-on-skip fails a run with skips and names the untested requirements")
    func emptyAndSkipped() throws {
        let dir = Paths.temporaryDirectory("empty")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let empty = dir + "/EMPTY.json"
        try "{\"format\": 1, \"area\": \"THR\", \"description\": \"none\", \"cases\": []}\n".write(toFile: empty, atomically: true, encoding: .utf8)
        // One rule for every command that works on a vector set.
        for command in [["verify"], ["compare", "--with-reference"], ["coverage"]] {
            let r = CLITests.cli(command + ["--vectors", empty])
            #expect(r.code == ExitCode.usage && r.out.isEmpty, "\(command): \(r.out)\(r.err)")
            #expect(r.err == "swipe-conformance \(command[0]): \(empty) holds no cases; check the --vectors path\n", "\(r.err)")
        }
        // The Python example, announcing one style only: the other style's cases are skipped.
        let copy = dir + "/swipe_impl.py"
        let source = try String(contentsOfFile: Paths.root + "/Examples/python/swipe_impl.py", encoding: .utf8)
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false).map { $0.hasPrefix("STYLES =") ? "STYLES = [\"reveal\"]" : String($0) }
        try lines.joined(separator: "\n").write(toFile: copy, atomically: true, encoding: .utf8)
        // The adapter kit the example imports, beside the copy.
        try FileManager.default.copyItem(atPath: Paths.root + "/Examples/python/swipe_protocol.py", toPath: dir + "/swipe_protocol.py")
        let impl = "python3 \(copy)"
        let plain = CLITests.cli("verify", "--vectors", Self.thr, "--impl", impl)
        #expect(plain.code == .success, "\(plain.out)\(plain.err)")
        #expect(plain.out.contains("SKIPPED cases leave"), "\(plain.out)")
        let strict = CLITests.cli("verify", "--vectors", Self.thr, "--impl", impl, "--fail-on-skip")
        #expect(strict.code == ExitCode.failures)
        // The one summary line says why the run fails, with the exit code.
        #expect(strict.out.contains("(--fail-on-skip: skipped cases count as failed)") && strict.out.contains("exit code 1"), "\(strict.out)")
    }
}

/// Picking cases, stopping early, and the commands printed for a failing case.
@Suite struct RunnerWorkflowTests {
    static let thr = Paths.vectors + "/THR.json"

    @Test("--case (id or glob) and --requirement (any case) select cases; a selection of nothing is bad input")
    func selection() throws {
        let ids = try VectorStore.load(Self.thr).flatMap(\.cases)
        let one = CLITests.cli("verify", "--vectors", Self.thr, "--case", ids[0].id)
        #expect(one.code == .success)
        #expect(one.out.contains(": 1 case: 1 passed"), "\(one.out)")
        let glob = CLITests.cli("verify", "--vectors", Self.thr, "--case", "thr-2-*")
        let expectedGlob = ids.filter { $0.id.hasPrefix("thr-2-") }.count
        #expect(glob.out.contains(": \(expectedGlob) cases:"), "\(glob.out)")
        let byRequirement = CLITests.cli("verify", "--vectors", Self.thr, "--requirement", "thr-2")
        let expectedRequirement = ids.filter { $0.requirements.contains(.thr2) }.count
        #expect(byRequirement.out.contains(": \(expectedRequirement) cases:"), "\(byRequirement.out)")
        let none = CLITests.cli("verify", "--vectors", Self.thr, "--case", "no-such-*")
        #expect(none.code == ExitCode.usage)
        #expect(none.err.contains("no-such-* matches no case"), "\(none.err)")
    }

    @Test("a failing case prints a re-run command that runs just it, an explain command, and a tally by requirement")
    func rerunCommand() throws {
        let impl = try VerifyImplTests.serveCommand() + " --fault open-threshold-exclusive"
        let r = CLITests.cli("verify", "--vectors", Self.thr, "--impl", impl, "--timeout", "5")
        #expect(r.code == ExitCode.failures, "\(r.out)\(r.err)")
        let failing = r.out.split(separator: "\n").filter { $0.hasPrefix("FAIL ") && $0.contains("THR-2") }.count
        let tally = try #require(r.out.split(separator: "\n").first { $0.hasPrefix("FAILURES BY REQUIREMENT: ") })
        #expect(failing > 0 && tally.contains("THR-2 \(failing)"), "\(tally)")
        let line = try #require(r.out.split(separator: "\n").first { $0.contains("re-run:") })
        let command = String(line.split(separator: ":", maxSplits: 1)[1]).trimmingCharacters(in: .whitespaces)
        #expect(command.contains("--impl") && command.contains("--timeout 5") && command.contains("--case "))
        let id = try #require(command.split(separator: " ").last.map(String.init))
        let again = CLITests.cli("verify", "--vectors", Self.thr, "--impl", impl, "--timeout", "5", "--case", id)
        #expect(again.code == ExitCode.failures)
        #expect(again.out.contains(": 1 case: 0 passed, 1 failed"), "\(again.out)")
        #expect(r.out.contains("explain:  swipe-conformance explain \(id) --vectors "))
    }

    @Test("--max-failures stops the run early; so do broken cases in a row, without a restart per case")
    func stopsEarly() throws {
        let impl = try VerifyImplTests.serveCommand() + " --fault open-threshold-exclusive"
        let r = CLITests.cli("verify", "--vectors", Self.thr, "--impl", impl, "--max-failures", "1", "--batch", "1")
        #expect(r.code == ExitCode.failures)
        #expect(r.out.contains("STOPPED: stopped after 1 failure ("), "\(r.out)")
        // Shakes hands, then dies on every case.
        let fake = FakeImplementation("read -r l; \(FakeImplementation.reply(FakeImplementation.hello)) read -r l; exit 1")
        let broken = CLITests.cli("verify", "--vectors", Self.thr, "--impl", fake.command, "--timeout", "2")
        #expect(broken.code == ExitCode.protocolBroken)
        let brokenLines = broken.out.split(separator: "\n").filter { $0.hasPrefix("BROKEN ") }
        let total = try VectorStore.load(Self.thr).flatMap(\.cases).count
        #expect(brokenLines.count < total / 2, "\(brokenLines.count) of \(total) cases were run")
        #expect(broken.out.contains("broken cases in a row"))
    }

    @Test("the fuzz replay line repeats --impl and --timeout (or --fault): pasted as is, it fails again")
    func fuzzReplayLine() throws {
        let dir = Paths.temporaryDirectory("replay")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let fault = CLITests.cli("fuzz", "--fault", "open-threshold-exclusive", "--cases", "400", "--shrink-seconds", "2", "--out", dir + "/f.json")
        #expect(fault.code == ExitCode.failures, "\(fault.out)\(fault.err)")
        let line = try #require(fault.out.split(separator: "\n").first { $0.contains("(replay: ") })
        let command = try #require(line.split(separator: "(replay: ").last).dropLast()
        let words = command.split(separator: " ").map(String.init)
        #expect(words.contains("--fault"))
        let again = CLITests.cli(Array(words.dropFirst()) + ["--out", dir + "/g.json"])
        #expect(again.code == ExitCode.failures, "\(again.out)")
        let impl = try VerifyImplTests.serveCommand() + " --fault open-threshold-exclusive"
        let viaImpl = CLITests.cli("fuzz", "--impl", impl, "--timeout", "7", "--cases", "400", "--shrink-seconds", "2", "--out", dir + "/h.json")
        let implLine = try #require(viaImpl.out.split(separator: "\n").first { $0.contains("(replay: ") })
        #expect(implLine.contains("--impl ") && implLine.contains("--timeout 7"), "\(implLine)")
    }

    @Test("bench refuses conflicting options and fails when --impl fails its handshake; coverage finds thr-2 as THR-2")
    func smallFixes() {
        #expect(CLITests.cli("bench", "thresholds", "shrink-quality").code == ExitCode.usage)
        #expect(CLITests.cli("bench", "thresholds", "--seeds", "3").code == ExitCode.usage)
        #expect(CLITests.cli("bench", "shrink-quality", "--impl", "x").code == ExitCode.usage)
        let failing = CLITests.cli("bench", "speed", "--impl", "sh -c 'exit 4'", "--cases", "10")
        #expect(failing.code == ExitCode.protocolBroken, "\(failing.out)\(failing.err)")
        #expect(failing.err.contains("failed the handshake"))
        let coverage = CLITests.cli("coverage", "thr-2")
        #expect(coverage.code == .success)
        #expect(coverage.out.hasPrefix("THR-2: "), "\(coverage.out)")
    }

    @Test("each command's --help shows its own exit codes and no internal references",
          arguments: ["verify", "fuzz", "explain", "generate", "coverage", "bench", "compare", "serve"])
    func helpPerCommand(_ command: String) {
        let help = CLITests.cli(command, "--help").out
        let codes = help.components(separatedBy: "EXIT CODES").last ?? ""
        #expect(help.contains("EXIT CODES"), "\(command)")
        #expect(codes != CLI.exitCodesHelp.components(separatedBy: "EXIT CODES").last, "\(command) shows the generic list")
        #expect(help.range(of: "issue [0-9]", options: .regularExpression) == nil, "\(command)")
    }

    @Test("compare prints one table of requirement groups by implementation, as text, Markdown and JSON")
    func compareTable() throws {
        let dir = Paths.temporaryDirectory("compare")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let serve = try VerifyImplTests.serveCommand()
        let r = CLITests.cli("compare", "--vectors", Self.thr, "--impl", serve, "--impl", serve + " --fault open-threshold-exclusive",
                             "--markdown", "--json", dir + "/c.json")
        #expect(r.code == ExitCode.failures, "\(r.out)\(r.err)")
        let lines = r.out.split(separator: "\n")
        #expect(lines.first?.hasPrefix("| group | #1 SwipeReference") == true, "\(r.out)")
        let thrRow = try #require(lines.first { $0.hasPrefix("| THR |") })
        let cells = thrRow.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(cells.count == 3)
        #expect(cells[1].hasSuffix("/0/0"), "the reference passes: \(cells[1])")
        #expect(!cells[2].contains("/0/"), "the faulty one fails some: \(cells[2])")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: dir + "/c.json"))) as? [String: Any])
        #expect((json["implementations"] as? [Any])?.count == 2)
        let broken = CLITests.cli("compare", "--vectors", Self.thr, "--impl", serve, "--impl", "sh -c 'exit 4'")
        #expect(broken.code == ExitCode.protocolBroken)
        #expect(broken.out.contains("no handshake"))
    }

    @Test("a fuzz counterexample found under a profile carries it: verify on the file judges the case as fuzz did",
          arguments: [false, true])
    func fuzzCounterexampleCarriesTheProfile(keepGoing: Bool) throws {
        let dir = Paths.temporaryDirectory("fuzz-profile")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let serve = try VerifyImplTests.serveCommand()  // the default design, not the profile's
        let output = keepGoing ? ["--keep-going", "--out-dir", dir + "/classes"] : ["--out", dir + "/f.json"]
        let fuzz = CLITests.cli(["fuzz", "--impl", serve, "--profile", "mgswipetablecell", "--cases", "300", "--shrink-seconds", "2"] + output)
        #expect(fuzz.code == .failures, "\(fuzz.out)\(fuzz.err)")
        let file = keepGoing
            ? try #require(try FileManager.default.contentsOfDirectory(atPath: dir + "/classes").sorted().first.map { dir + "/classes/" + $0 })
            : dir + "/f.json"
        let vectors = try VectorStore.load(file)
        #expect(vectors.first?.profile?.name == "mgswipetablecell", "\(file) carries no profile")
        // Replayed as the fuzz output says, the case fails at the event fuzz named.
        let replay = CLITests.cli("verify", "--vectors", file, "--impl", serve)
        #expect(replay.code == .failures, "\(replay.out)")
        let event = try #require(fuzz.out.firstMatch(of: /event (\d+) \(/)?.output.1)
        #expect(replay.out.contains("event \(event) ("), "fuzz: \(fuzz.out)\nverify: \(replay.out)")
    }

    @Test("compare --with-reference adds the reference first, judged under the profile the vector files carry")
    func compareWithTheReference() throws {
        let dir = Paths.temporaryDirectory("compare-profile")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let generated = CLITests.cli("generate", "--profile", "mgswipetablecell", "--vectors", dir)
        try #require(generated.code == .success, "\(generated.err)")
        let serve = try VerifyImplTests.serveCommand()  // the default design, not the profile's
        let r = CLITests.cli("compare", "--with-reference", "--vectors", dir, "--impl", serve)
        #expect(r.code == ExitCode.failures, "\(r.out)\(r.err)")
        let lines = r.out.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("group") == true && lines.first?.contains("#1 SwipeReference") == true, "\(r.out)")
        let total = try #require(lines.first { $0.hasPrefix("total") }).split(separator: " ", omittingEmptySubsequences: true)
        #expect(total.count == 3)
        #expect(total[1].hasSuffix("/0/0"), "the reference under the files' profile passes: \(total[1])")
        #expect(!total[2].contains("/0/"), "the default design fails the profile's vectors: \(total[2])")
        #expect(lines.contains("#1: the built-in reference"), "\(r.out)")
        // The progress numbers the implementation as the table and its legend do: after the reference.
        #expect(r.err.contains("#2 of 2: running the vectors on"), "\(r.err)")
        #expect(!r.err.contains("#1 of 1"), "\(r.err)")
        let alone = CLITests.cli("compare", "--with-reference", "--vectors", Self.thr)
        #expect(alone.code == .success, "\(alone.out)\(alone.err)")
        #expect(CLITests.cli("compare", "--vectors", Self.thr).code == .usage)
    }
    @Test("compare marks a column whose run stopped after 10 broken cases in a row, with the cases not run, in the table and the JSON")
    func compareStoppedColumn() throws {
        let dir = Paths.temporaryDirectory("compare-stopped")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let serve = try VerifyImplTests.serveCommand()
        // Answers the handshake, then garbage for every case.
        let garbage = "head -n 1 | \(serve); while read line; do echo garbage; done"
        let r = CLITests.cli("compare", "--vectors", Self.thr, "--impl", serve, "--impl", garbage, "--json", dir + "/c.json")
        #expect(r.code == ExitCode.protocolBroken, "\(r.out)\(r.err)")
        let cases = try VectorStore.load(Self.thr).flatMap(\.cases).count
        let notRunRow = try #require(r.out.split(separator: "\n").first { $0.hasPrefix("not run") }, "\(r.out)")
        #expect(notRunRow.split(separator: " ", omittingEmptySubsequences: true).dropFirst(2).first == "0", "\(notRunRow)")
        #expect(notRunRow.contains("\(cases - 10) (stopped)"), "\(notRunRow)")
        #expect(r.out.contains("#2: \(garbage) (stopped after 10 broken cases in a row: the implementation breaks on every case; \(cases - 10) cases not run)"),
                "\(r.out)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: dir + "/c.json"))) as? [String: Any])
        let columns = try #require(json["implementations"] as? [[String: Any]])
        #expect(columns.count == 2)
        #expect(columns[0]["stopReason"] is NSNull)
        #expect((columns[0]["notRun"] as? [Any])?.count == 0)
        #expect((columns[1]["stopReason"] as? String)?.hasPrefix("stopped after 10 broken cases in a row") == true, "\(columns[1])")
        #expect((columns[1]["notRun"] as? [Any])?.count == cases - 10)
        #expect(columns[1]["exitCode"] as? Int == Int(ExitCode.protocolBroken.rawValue))
    }

    /// Runs the built tool with `arguments`, sends it SIGINT once `ready` holds
    /// (`state` says what that is, up to 60 s), and returns its standard output;
    /// it must end with the signal.
    static func interrupted(_ arguments: [String], when state: String, ready: () -> Bool) throws -> String {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: BinaryTests.binary)
        p.arguments = arguments
        let out = Pipe()
        p.standardOutput = out
        p.standardError = FileHandle.nullDevice
        try p.run()
        var isReady = false
        for _ in 0..<6000 where !isReady {
            usleep(10_000)
            isReady = ready()
        }
        if !isReady { kill(p.processIdentifier, SIGKILL) }
        try #require(isReady, "never the case: \(state)")
        kill(p.processIdentifier, SIGINT)
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.waitUntilExit()
        #expect(p.terminationReason == .uncaughtSignal && p.terminationStatus == SIGINT)
        return text
    }

    @Test("compare after SIGINT: starts no further implementation, marks the interrupted column and the ones never started, exits with the signal")
    func compareInterrupted() throws {
        try #require(FileManager.default.isExecutableFile(atPath: BinaryTests.binary))
        let dir = Paths.temporaryDirectory("compare-signal")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let serve = try VerifyImplTests.serveCommand()
        // #1 answers the handshake, then keeps the requests for cases and never answers one;
        // #2 and #3 record that they were started.
        let hangs = "head -n 1 | \(serve); cat > \(dir)/1.requests"
        let second = "touch \(dir)/2.started; \(serve)", third = "touch \(dir)/3.started; \(serve)"
        // Interrupted under its first batch: after the handshake, once a case was sent.
        let text = try Self.interrupted(["compare", "--vectors", Self.thr, "--impl", hangs, "--impl", second, "--impl", third,
                                         "--timeout", "200", "--json", dir + "/c.json"], when: "the first implementation was sent a case") {
            (FileManager.default.contents(atPath: dir + "/1.requests")?.count ?? 0) > 0
        }
        #expect(!FileManager.default.fileExists(atPath: dir + "/2.started"), "an implementation was started after the signal")
        #expect(!FileManager.default.fileExists(atPath: dir + "/3.started"), "an implementation was started after the signal")
        let cases = try VectorStore.load(Self.thr).flatMap(\.cases).count
        #expect(text.contains("#1: \(hangs) (interrupted by SIGINT; \(cases) cases not run)"), "\(text)")
        #expect(text.contains("#2: \(second) (not started: interrupted by SIGINT before it; \(cases) cases not run)"), "\(text)")
        let total = try #require(text.split(separator: "\n").first { $0.hasPrefix("total") }, "\(text)")
        #expect(total.components(separatedBy: "not run").count == 3, "#2 and #3 say not run: \(total)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: dir + "/c.json"))) as? [String: Any])
        let columns = try #require(json["implementations"] as? [[String: Any]])
        #expect(columns.map { $0["exitCode"] as? Int } == [130, 130, 130], "\(columns)")
        #expect(columns.map { $0["stopReason"] as? String } == ["interrupted by SIGINT", "not started: interrupted by SIGINT before it",
                                                               "not started: interrupted by SIGINT before it"])
        #expect(columns.map { ($0["notRun"] as? [Any])?.count } == [cases, cases, cases])
    }

    @Test("compare interrupted during an implementation's handshake says so: that column was started and interrupted, not \"not started\"")
    func compareInterruptedInTheHandshake() throws {
        try #require(FileManager.default.isExecutableFile(atPath: BinaryTests.binary))
        let dir = Paths.temporaryDirectory("compare-handshake-signal")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let serve = try VerifyImplTests.serveCommand()
        // #1 records that it started, then never answers hello; #2 records that it was started.
        let silent = "touch \(dir)/1.started; exec sleep 300", second = "touch \(dir)/2.started; \(serve)"
        let text = try Self.interrupted(["compare", "--vectors", Self.thr, "--impl", silent, "--impl", second,
                                         "--startup-timeout", "200", "--json", dir + "/c.json"], when: "the first implementation was started") {
            FileManager.default.fileExists(atPath: dir + "/1.started")
        }
        #expect(!FileManager.default.fileExists(atPath: dir + "/2.started"), "an implementation was started after the signal")
        let cases = try VectorStore.load(Self.thr).flatMap(\.cases).count
        #expect(text.contains("#1: \(silent) (interrupted by SIGINT during its handshake: no verdict; \(cases) cases not run)"), "\(text)")
        #expect(text.contains("#2: \(second) (not started: interrupted by SIGINT before it; \(cases) cases not run)"), "\(text)")
        let total = try #require(text.split(separator: "\n").first { $0.hasPrefix("total") }, "\(text)")
        #expect(total.split(separator: " ", omittingEmptySubsequences: true).dropFirst() == ["interrupted", "not", "run"], "\(total)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: dir + "/c.json"))) as? [String: Any])
        let columns = try #require(json["implementations"] as? [[String: Any]])
        #expect(columns.map { $0["exitCode"] as? Int } == [130, 130], "\(columns)")
        #expect(columns.map { $0["stopReason"] as? String } == ["interrupted by SIGINT during its handshake: no verdict",
                                                               "not started: interrupted by SIGINT before it"])
        #expect(columns.map { $0["handshakeFailure"] == nil } == [true, true], "an interrupt is no failed handshake: \(columns)")
    }
}
