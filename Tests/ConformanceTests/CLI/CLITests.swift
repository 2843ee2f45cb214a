import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import SwipeConformance
@testable import SwipeConformanceCLI
import SwipeFaults
import SwipeReference
import Testing

/// The command line, run in process through `CLI.run`.
@Suite struct CLITests {
    struct Run {
        var code: ExitCode
        var out: String
        var err: String
    }

    static func cli(_ args: String...) -> Run { cli(args) }

    static func cli(_ args: [String]) -> Run {
        let out = BufferStream(), err = BufferStream()
        let code = CLI.run(arguments: args, standardOutput: out, standardError: err)
        return Run(code: code, out: out.text, err: err.text)
    }

    @Test("--help, COMMAND --help and --version")
    func help() {
        let h = Self.cli("--help")
        #expect(h.code == .success && h.out.contains("COMMANDS") && h.out.contains("EXIT CODES"))
        // The tool's COMMANDS list is the command list: each visible command once, with its summary, in order.
        let listed = h.out.split(separator: "\n", omittingEmptySubsequences: false).drop { $0 != "COMMANDS" }.dropFirst().prefix { !$0.isEmpty }
        let visible = CLI.all.filter { !$0.isHidden }
        #expect(listed.map { $0.split(separator: " ").first.map(String.init) ?? "" } == visible.map { $0.name })
        for (line, command) in zip(listed, visible) { #expect(line.hasSuffix(command.summary), "\(line)") }
        for command in CLI.all.map({ $0.name }) {
            let r = Self.cli(command, "--help")
            #expect(r.code == .success, "\(command)")
            #expect(r.out.contains("swipe-conformance \(command)"), "\(command) --help: \(r.out.prefix(80))")
            #expect(r.out.contains("USAGE"))
        }
        let v = Self.cli("--version")
        #expect(v.code == .success && v.out.hasPrefix("swipe-conformance \(SwipeConformanceVersion.string)"))
    }

    @Test("--profile's help speaks of an implementation's hello only in the commands that start one")
    func profileHelp() throws {
        for command in ["verify", "fuzz", "explain", "generate", "coverage"] {
            let help = try #require(CLI.commandHelp[command])
            let row = help.components(separatedBy: "\n  --profile ").dropFirst().first?.components(separatedBy: "\n  --").first ?? ""
            #expect(!row.isEmpty, "\(command) has no --profile")
            let startsAnImplementation = CLI.commandOptions[command]?.contains { $0.spec.name == "impl" } == true
            #expect(row.contains("hello") == startsAnImplementation, "\(command): \(row)")
            #expect(row.contains(BuiltInProfiles.names.joined(separator: ", ")), "\(command): \(row)")
        }
    }

    @Test("bad usage exits 2 with one line saying what to do")
    func badUsage() {
        for args in [["frobnicate"], ["verify", "--nope"], ["verify", "--timeout", "abc"], ["verify", "--shard", "3/2"],
                     ["fuzz", "--seed", "banana"], ["fuzz", "--fault", "no-such-fault"], ["explain"], ["explain", "no-such-case"],
                     ["verify", "--fix-expected-failures"], ["verify", "--vectors", "/nonexistent/dir"],
                     // What only one value of, or one report of, could take effect.
                     ["verify", "--impl", "python3 a.py", "--impl", "python3 b.py"], ["verify", "--json", "--force"],
                     ["coverage", "THR-2", "GEO-1"], ["coverage", "--gaps", "--matrix"], ["coverage", "--gaps", "THR-2"],
                     // An empty value: a variable that was not set.
                     ["generate", "--vectors", ""], ["verify", "--json", ""], ["fuzz", "--seed="]] {
            let r = Self.cli(args)
            #expect(r.code == ExitCode.usage, "\(args): \(r.code)")
            #expect(r.err.split(separator: "\n").count == 1, "\(args): \(r.err)")
        }
    }

    @Test("verify against the built-in reference passes every vector")
    func verifyReference() {
        let r = Self.cli("verify", "--vectors", Paths.vectors)
        #expect(r.code == .success, "\(r.out)\(r.err)")
        #expect(r.out.contains("0 failed"))
    }

    @Test("verify names the case, requirements, event and both observations of a failure")
    func verifyFailureReport() throws {
        let dir = Paths.temporaryDirectory("fail")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let text = try String(contentsOfFile: Paths.vectors + "/THR.json", encoding: .utf8)
        // Change one expected offset: the reference now "fails" that vector.
        let at = try #require(text.range(of: "\"offset\":-74"))
        try text.replacingCharacters(in: at, with: "\"offset\":-73").write(toFile: dir + "/THR.json", atomically: true, encoding: .utf8)
        let r = Self.cli("verify", "--vectors", dir)
        #expect(r.code == ExitCode.failures)
        let line = try #require(r.out.split(separator: "\n").first { $0.hasPrefix("FAIL ") })
        #expect(line.contains("[THR-"), "\(line)")
        #expect(line.contains("event "))
        #expect(line.contains("offset: expected -73, got -74"))
        #expect(r.out.contains("expected: ") && r.out.contains("actual: "))
    }

    @Test("--json and --junit reports: one entry per vector, valid XML")
    func reports() throws {
        let dir = Paths.temporaryDirectory("reports")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let r = Self.cli("verify", "--vectors", Paths.vectors, "--json", dir + "/r.json", "--junit", dir + "/r.xml")
        #expect(r.code == .success)
        let json = try JSONSerialization.jsonObject(with: try Data(contentsOf: URL(fileURLWithPath: dir + "/r.json"))) as? [String: Any]
        let summary = try #require(json?["summary"] as? [String: Any])
        #expect(summary["total"] as? Int == VectorTests.ids.count)
        #expect((json?["cases"] as? [Any])?.count == VectorTests.ids.count)
        let xml = try XMLDocument(contentsOf: URL(fileURLWithPath: dir + "/r.xml"))
        let testcases = try xml.nodes(forXPath: "//testsuite/testcase")
        #expect(testcases.count == VectorTests.ids.count)
    }

    @Test("shards 1…3 together cover every vector exactly once")
    func shards() throws {
        let dir = Paths.temporaryDirectory("shards")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        var ids: [String] = []
        for i in 1...3 {
            let r = Self.cli("verify", "--vectors", Paths.vectors, "--shard", "\(i)/3", "--json", dir + "/\(i).json")
            #expect(r.code == .success)
            let json = try JSONSerialization.jsonObject(with: try Data(contentsOf: URL(fileURLWithPath: dir + "/\(i).json"))) as? [String: Any]
            ids += ((json?["cases"] as? [[String: Any]]) ?? []).compactMap { $0["id"] as? String }
        }
        #expect(ids.count == VectorTests.ids.count)
        #expect(Set(ids) == Set(VectorTests.ids))
    }

    @Test("the expected-failures file is strict and --fix-expected-failures rewrites it")
    func expectedFailures() throws {
        let dir = Paths.temporaryDirectory("xfail")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let file = dir + "/xfail.txt"
        // A listed case that passes fails the run.
        try "thr-3-full-swipe-on\n".write(toFile: file, atomically: true, encoding: .utf8)
        let passing = Self.cli("verify", "--vectors", Paths.vectors, "--expected-failures", file)
        #expect(passing.code == ExitCode.failures)
        #expect(passing.out.contains("UNEXPECTED PASS thr-3-full-swipe-on"))
        // A listed id that does not exist fails the run.
        try "no-such-case\n".write(toFile: file, atomically: true, encoding: .utf8)
        let stale = Self.cli("verify", "--vectors", Paths.vectors, "--expected-failures", file)
        #expect(stale.code == ExitCode.failures)
        #expect(stale.out.contains("STALE expected failure no-such-case"))
        // --fix-expected-failures rewrites it to what fails now: nothing.
        let fixed = Self.cli("verify", "--vectors", Paths.vectors, "--expected-failures", file, "--fix-expected-failures")
        #expect(fixed.code == .success)
        let text = try String(contentsOfFile: file, encoding: .utf8)
        #expect(!text.contains("no-such-case"))
        #expect(Self.cli("verify", "--vectors", Paths.vectors, "--expected-failures", file).code == .success)
    }

    @Test("fuzz finds a faulty implementation, and verify replays the vector it writes")
    func fuzzWritesVector() throws {
        let dir = Paths.temporaryDirectory("fuzz")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let r = Self.cli("fuzz", "--fault", "slop-exclusive", "--cases", "2000", "--out", dir + "/f.json")
        #expect(r.code == ExitCode.failures)
        #expect(r.out.contains("seed 0000000000005eed, case "))
        #expect(r.out.contains("reference timeline of the shrunk case"))
        // The vector holds the reference's behaviour: the reference passes it …
        #expect(Self.cli("verify", "--vectors", dir + "/f.json").code == .success)
        // … and replaying the seed gives the same case.
        let again = Self.cli("fuzz", "--fault", "slop-exclusive", "--cases", "2000", "--out", dir + "/g.json")
        #expect(try String(contentsOfFile: dir + "/f.json", encoding: .utf8) == String(contentsOfFile: dir + "/g.json", encoding: .utf8))
        #expect(again.code == ExitCode.failures)
    }

    @Test("fuzz against the reference holds; faults names every fault, and --fault list is an unknown fault")
    func fuzzReference() {
        let r = Self.cli("fuzz", "--cases", "300", "--seed", "42")
        #expect(r.code == .success, "\(r.out)")
        #expect(r.out.contains("every property held for 300 cases"))
        let list = Self.cli("faults")
        #expect(list.code == .success)
        #expect(list.out.split(separator: "\n").map { String($0.prefix { $0 != " " }) } == FaultCatalog.all.map(\.name))
        let magic = Self.cli("fuzz", "--fault", "list")
        #expect(magic.code == .usage && magic.err.contains("unknown fault \"list\"; list them with `swipe-conformance faults`"), "\(magic.err)")
    }

    @Test("explain prints the timeline with thresholds crossed, and draws an SVG")
    func explain() throws {
        let dir = Paths.temporaryDirectory("explain")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let r = Self.cli("explain", "thr-3-full-swipe-on", "--vectors", Paths.vectors, "--svg", dir + "/x.svg")
        #expect(r.code == .success)
        #expect(r.out.contains("full swipe 281.25 outward (THR-3)"), "\(r.out)")
        #expect(r.out.contains("performed delete"))
        let svg = try XMLDocument(contentsOf: URL(fileURLWithPath: dir + "/x.svg"))
        #expect(try svg.nodes(forXPath: "//*[local-name()='polyline']").count == 1)
    }

    @Test("explain under a profile: its own cases are found, the reference follows its design, a vector file's profile is used")
    func explainUnderAProfile() throws {
        // A fling: the default design opens the row; Qt's (no fling below 300 pt/s) closes it.
        let last: (Run) -> Substring = { $0.out.split(separator: "\n").last { $0.contains("advance") } ?? "" }
        let byDefault = Self.cli("explain", "thr-7-fling-open-on")
        #expect(byDefault.code == .success && last(byDefault).contains("-148 open"), "\(byDefault.out)")
        let underQt = Self.cli("explain", "thr-7-fling-open-on", "--profile", "qt-swipedelegate")
        #expect(underQt.code == .success && last(underQt).contains("0 closed"), "\(underQt.out)")
        #expect(underQt.out.hasPrefix("profile qt-swipedelegate: not compared (not observed): selected, accessibility; settle shown"), "\(underQt.out)")
        // A case only the profile's vectors have.
        #expect(Self.cli("explain", "dch-fling-velocity-on").code == .usage)
        #expect(Self.cli("explain", "dch-fling-velocity-on", "--profile", "qt-swipedelegate").code == .success)
        // A file written under the profile carries it.
        let dir = Paths.temporaryDirectory("explain-profile")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        #expect(Self.cli("generate", "--profile", "qt-swipedelegate", "--vectors", dir).code == .success)
        let fromFile = Self.cli("explain", dir + "/THR.json", "--case", "thr-7-fling-open-on")
        #expect(fromFile.code == .success && last(fromFile).contains("0 closed"), "\(fromFile.out)")
        let fromDirectory = Self.cli("explain", "thr-7-fling-open-on", "--vectors", dir)
        #expect(fromDirectory.code == .success && last(fromDirectory).contains("0 closed"), "\(fromDirectory.out)")
        // One source of the profile at a time.
        #expect(Self.cli("explain", dir + "/THR.json", "--case", "thr-7-fling-open-on", "--profile", "default").code == .usage)
        #expect(Self.cli("explain", "thr-7-fling-open-on", "--vectors", Paths.vectors, "--profile", "qt-swipedelegate").code == .usage)
    }
}
