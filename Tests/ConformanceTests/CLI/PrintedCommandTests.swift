import Foundation
import SwipeConformance
import Testing

/// Every command the tool prints for its user to run next (a failed case's
/// re-run and explain, a fuzz replay, the check of a saved counterexample or
/// of an inferred profile), run as printed, reaches the run's verdict again:
/// it repeats every option that shapes the verdict (the profile, the limits,
/// the vectors, the seed, the properties, the implementation), not only some.
///
/// The runs use the built binary from a folder that is not the package's
/// root, so each printed command starts with the binary's path and runs in a
/// shell exactly as a user would paste it. The implementations are the
/// reference served over the protocol, under a design the run's `--profile`
/// contradicts: a command that drops `--profile` passes where the run failed.
@Suite(.tags(.slow), .quickLoop) struct PrintedCommandTests {
    /// The binary, quoted for the shell.
    static var tool: String { "'\(BinaryTests.binary)'" }

    /// A command printed by a run, with the exit code that reproduces the
    /// run's verdict on what it names.
    struct Printed: CustomStringConvertible {
        var label: String
        var command: String
        var verdict: Int32
        var description: String { "\(label): \(command)" }
    }

    /// The commands `output` prints to reproduce what it found: each `re-run:`
    /// and `explain:` of a failed case (exit 1) or a broken one (exit 3), each
    /// fuzz replay and check (the run's own exit code, `runCode`), and the
    /// verify run of an inferred profile and its check (infer's exit code).
    static func printed(in output: String, runCode: Int32) -> [Printed] {
        var found: [Printed] = []
        var caseVerdict: Int32 = ExitCode.failures.rawValue
        for line in output.split(separator: "\n").map(String.init) {
            if line.hasPrefix("FAIL ") { caseVerdict = ExitCode.failures.rawValue }
            if line.hasPrefix("BROKEN ") { caseVerdict = ExitCode.protocolBroken.rawValue }
            for label in ["re-run:", "explain:"] where line.hasPrefix("     \(label)") {
                found.append(Printed(label: label, command: String(line.dropFirst(5 + label.count)).trimmingCharacters(in: .whitespaces),
                                     verdict: caseVerdict))
            }
            if let replay = line.firstMatch(of: /\(replay: (.*)\)$/) {
                found.append(Printed(label: "replay", command: String(replay.1), verdict: runCode))
            }
            if let check = line.firstMatch(of: /(?:check (?:it|them) with|run as) `([^`]*)`/) {
                found.append(Printed(label: "check", command: String(check.1), verdict: runCode))
            }
            if let whole = line.firstMatch(of: /replay the (?:whole )?run up to it: (.*)$/) {
                found.append(Printed(label: "whole run", command: String(whole.1), verdict: runCode))
            }
        }
        return found
    }

    /// Runs `command` with `/bin/sh -c` in `directory`.
    static func shell(_ command: String, in directory: String) throws -> (code: Int32, out: String, err: String) {
        try BinaryTests.run(["-c", command], in: directory, binary: "/bin/sh")
    }

    /// Runs `arguments` (their `TOOL` replaced by the binary) in a fresh
    /// folder, expects exit code `code`, then runs every command it printed
    /// (at least `expected` of them) and expects each to reach the same verdict.
    /// A `check` of saved cases expects `checkCode` when given: the run's
    /// verdict otherwise.
    func reproduces(_ arguments: String, code: ExitCode, expected: Int, checkCode: ExitCode? = nil, in directory: String? = nil) throws {
        try #require(FileManager.default.isExecutableFile(atPath: BinaryTests.binary), "build the package first: \(BinaryTests.binary)")
        let dir = directory ?? Paths.temporaryDirectory("printed-command")
        defer { if directory == nil { try? FileManager.default.removeItem(atPath: dir) } }
        let line = arguments.replacingOccurrences(of: "TOOL", with: Self.tool)
        let run = try Self.shell(line, in: dir)
        #expect(run.code == code.rawValue, "\(line)\n\(run.out)\(run.err)")
        let commands = Self.printed(in: run.out, runCode: run.code).map { printed in
            var printed = printed
            if printed.label == "check", let checkCode { printed.verdict = checkCode.rawValue }
            return printed
        }
        #expect(commands.count >= expected, "\(line) printed \(commands.count) commands:\n\(run.out)")
        for printed in commands {
            let again = try Self.shell(printed.command, in: dir)
            #expect(again.code == printed.verdict,
                    "\(line)\nprinted \(printed)\nwhich exits \(again.code), not \(printed.verdict):\n\(again.out.suffix(600))\(again.err.suffix(600))")
        }
    }

    // verify under a --profile other than default derives that profile's vector set,
    // some seconds in a debug build for each command run: the profile given here
    // is default, overriding the one the implementation's hello declares, which
    // drops the same way from a printed command and costs nothing to derive.
    @Test("verify's re-run and explain repeat a --profile that overrides the one the implementation's hello declares")
    func verifyProfileOverridingTheHello() throws {
        try reproduces("TOOL verify --impl 'TOOL serve --profile mgswipetablecell' --profile default --case 'acc-2-later-*'",
                       code: .failures, expected: 2)
    }

    @Test("verify's re-run of a case that timed out repeats --timeout (an answer 3 s late breaks under 1 s, passes under the default)")
    func verifyTimeout() throws {
        // The hello is answered at once; every later line reaches the reference 3 s late.
        let late = "{ IFS= read -r h; printf \"%s\\n\" \"$h\"; sleep 3; cat; } | TOOL serve"
        try reproduces("TOOL verify --impl '\(late)' --timeout 1 --case example-1-open-then-tap", code: .protocolBroken, expected: 1)
    }

    @Test("fuzz's replay and check repeat --profile over the hello's, --seed, --properties and the implementation")
    func fuzzProfileSeedAndProperties() throws {
        try reproduces("TOOL fuzz --impl 'TOOL serve --profile qt-swipedelegate' --profile default --cases 300 --shrink-seconds 2 --out f.json",
                       code: .failures, expected: 2)
        try reproduces("TOOL fuzz --impl 'TOOL serve' --profile mgswipetablecell --seed 7 --properties differential,invariants "
                       + "--cases 300 --shrink-seconds 2 --out f.json", code: .failures, expected: 2)
    }

    @Test("fuzz --fault's check runs the saved case on that fault, as serve --fault serves it")
    func fuzzFault() throws {
        try reproduces("TOOL fuzz --fault slop-exclusive --properties differential --cases 300 --shrink-seconds 2 --out f.json",
                       code: .failures, expected: 2)
    }

    @Test("fuzz --keep-going's check of the saved cases runs them on the implementation, under the run's profile")
    func fuzzKeepGoing() throws {
        try reproduces("TOOL fuzz --impl 'TOOL serve' --profile mgswipetablecell --cases 200 --shrink-seconds 2 --keep-going --out-dir cases",
                       code: .failures, expected: 1)
    }

    /// `serve` (a `TOOL serve …` command) whose input ends after the hello and five
    /// requests: it breaks on whatever comes sixth, only after earlier cases.
    static func dyingAfterFiveRequests(_ serve: String) -> String {
        "for i in 1 2 3 4 5 6; do IFS= read -r l && printf \"%s\\n\" \"$l\"; done | \(serve)"
    }

    @Test("fuzz's replay of the whole run, for an implementation that breaks only after earlier cases, breaks again")
    func fuzzWholeRun() throws {
        let dying = Self.dyingAfterFiveRequests("TOOL serve")
        try reproduces("TOOL fuzz --impl '\(dying)' --cases 50 --shrink-seconds 2 --out f.json", code: .protocolBroken, expected: 2)
    }

    @Test("fuzz --keep-going's replay of the whole run keeps going past an earlier failure of another class, and breaks again")
    func fuzzKeepGoingWholeRun() throws {
        // Differs from the default design on case 0 (another design served), and breaks on whatever comes after
        // five requests: a replay that stopped at case 0's failure would never reach the break. The folder
        // the check runs holds the difference only (the break needs earlier cases): the check fails, exit 1.
        let dying = Self.dyingAfterFiveRequests("TOOL serve --profile mgswipetablecell")
        try reproduces("TOOL fuzz --impl '\(dying)' --profile default --cases 20 --shrink-seconds 2 --keep-going --out-dir cases",
                       code: .protocolBroken, expected: 2, checkCode: .failures)
    }

    @Test("the verify command infer prints to check its profile reaches infer's verdict, with the run's limits")
    func inferCheck() throws {
        try reproduces("TOOL infer --impl 'TOOL serve --fault slop-exclusive' --timeout 5 --out p.json", code: .failures, expected: 2)
    }

    @Test("verify --vectors FILE's re-run and explain look the case up in FILE and judge it under the profile it carries")
    func verifyVectorsFile() throws {
        let dir = Paths.temporaryDirectory("printed-command-file")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let line = "TOOL fuzz --impl 'TOOL serve' --profile mgswipetablecell --cases 300 --shrink-seconds 2 --out f.json"
        let fuzz = try Self.shell(line.replacingOccurrences(of: "TOOL", with: Self.tool), in: dir)
        try #require(fuzz.code == ExitCode.failures.rawValue, "\(fuzz.out)\(fuzz.err)")
        try reproduces("TOOL verify --vectors f.json --impl 'TOOL serve'", code: .failures, expected: 2, in: dir)
    }
}
