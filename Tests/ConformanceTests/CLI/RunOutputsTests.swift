import Foundation
import StrictJSON
import Testing

@testable import SwipeConformance
@testable import SwipeConformanceCLI

/// The outputs of a run (``RunOutputs``, ``OutputFolder``, ``ToolFileFormat``):
/// a run that ends early leaves no earlier report looking current and every
/// other earlier output untouched, a
/// folder holds exactly one run's files, and the tool's own files are known by
/// the signature of their format, not by a mention of its name.
@Suite struct RunOutputsTests {
    /// A fresh folder holding `t.json` (the example vectors) and `notes.txt`
    /// (a user's file).
    static func folder(_ name: String) throws -> String {
        let dir = Paths.temporaryDirectory("run-outputs-\(name)")
        let vectors = try #require(FileManager.default.contents(atPath: Paths.vectors + "/examples.json"))
        try vectors.write(to: URL(fileURLWithPath: dir + "/t.json"))
        try Data("my notes\n".utf8).write(to: URL(fileURLWithPath: dir + "/notes.txt"))
        return dir
    }

    static func text(_ path: String) -> String? {
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }

    @Test("a failed handshake replaces the earlier run's --json and --junit with reports saying exit code 3 and no verdict")
    func handshakeFailureReplacesReports() throws {
        let dir = try Self.folder("handshake")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let reports = ["--json", dir + "/F.json", "--junit", dir + "/F.xml"]
        let passing = CLITests.cli(["verify", "--vectors", dir + "/t.json"] + reports)
        #expect(passing.code == .success, "\(passing.out)\(passing.err)")
        let failing = CLITests.cli(["verify", "--impl", "exit 0", "--vectors", dir + "/t.json"] + reports)
        #expect(failing.code == .protocolBroken, "\(failing.out)\(failing.err)")
        let json = try JSONParser().parse(Array(try #require(Self.text(dir + "/F.json")).utf8))
        guard case let .object(report) = json, case let .object(summary)? = report["summary"] else {
            Issue.record("F.json is not a report: \(json)")
            return
        }
        #expect(summary["exitCode"] == .number(3) && summary["passed"] == nil, "\(summary)")
        #expect(report["implementation"] == .null && report["cases"] == .array([]))
        guard case let .string(reason)? = report["stopReason"] else { Issue.record("no stopReason in \(report)"); return }
        #expect(reason.contains("handshake"), "\(reason)")
        let junit = try #require(Self.text(dir + "/F.xml"))
        #expect(junit.contains("errors=\"1\"") && junit.contains("no verdict (exit code 3)") && !junit.contains("tests=\"0\""), "\(junit)")
        // The replacement is still the tool's own file: the next run replaces it without --force.
        let again = CLITests.cli(["verify", "--vectors", dir + "/t.json"] + reports)
        #expect(again.code == .success, "\(again.err)")
    }

    /// A profile as `infer --out` writes it.
    static func profileText() throws -> String {
        JSONWriter.write(try Profile.named("qt-swipedelegate").json, style: .pretty) + "\n"
    }

    @Test("a run that reaches no verdict (a failed handshake, an error, no case run) leaves every earlier output but a report as it was",
          arguments: [
              // A failed handshake (exit 3).
              (["explain", "t.json", "--case", "example-1-open-then-tap", "--svg", "out.svg"],
               ["explain", "t.json", "--case", "example-1-open-then-tap", "--impl", "exit 0", "--svg", "out.svg"], "out.svg", ExitCode.protocolBroken),
              (["fuzz", "--fault", "slop-exclusive", "--cases", "300", "--out", "out.json"],
               ["fuzz", "--impl", "exit 0", "--cases", "300", "--out", "out.json"], "out.json", .protocolBroken),
              (["fuzz", "--fault", "slop-exclusive", "--cases", "300", "--keep-going", "--out-dir", "out"],
               ["fuzz", "--impl", "exit 0", "--cases", "300", "--keep-going", "--out-dir", "out"], "out", .protocolBroken),
              ([], ["infer", "--impl", "exit 0", "--out", "out.json"], "out.json", .protocolBroken),
              // An error after the outputs were checked (exit 2).
              (["explain", "t.json", "--case", "example-1-open-then-tap", "--svg", "out.svg"],
               ["explain", "t.json", "--case", "no-such-case", "--svg", "out.svg"], "out.svg", .usage),
          ])
    func runWithoutAVerdictLeavesOutputs(first: [String], second: [String], output: String, code: ExitCode) throws {
        let dir = try Self.folder("no-verdict")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let inDir = { (arguments: [String]) in arguments.map { ["t.json", output].contains($0) ? dir + "/" + $0 : $0 } }
        let path = dir + "/" + output
        if !first.isEmpty {
            let earlier = CLITests.cli(inDir(first))
            #expect(FileManager.default.fileExists(atPath: path), "\(earlier.out)\(earlier.err)")
        } else {  // no earlier command: a profile as infer writes it
            try Data(try Self.profileText().utf8).write(to: URL(fileURLWithPath: path))
        }
        // What is there before the run: a file's bytes, or a folder's files and their bytes.
        func contents() throws -> [String: Data] {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { return [:] }
            let names = isFolder.boolValue ? try FileManager.default.contentsOfDirectory(atPath: path).map { "/" + $0 } : [""]
            return Dictionary(uniqueKeysWithValues: try names.map { ($0, try Data(contentsOf: URL(fileURLWithPath: path + $0))) })
        }
        let before = try contents()
        try #require(!before.isEmpty)
        let failing = CLITests.cli(inDir(second))
        #expect(failing.code == code, "\(failing.out)\(failing.err)")
        #expect(try contents() == before, "\(second): \(failing.err)")
        #expect(!failing.err.contains("removed"), "\(failing.err)")
    }

    @Test("a fuzz run that finds no counterexample removes the earlier one at --out: it no longer describes the implementation")
    func passingFuzzRemovesTheEarlierCounterexample() throws {
        let dir = try Self.folder("passing-fuzz")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let earlier = CLITests.cli("fuzz", "--fault", "slop-exclusive", "--cases", "300", "--out", dir + "/out.json")
        #expect(earlier.code == .failures && FileManager.default.fileExists(atPath: dir + "/out.json"), "\(earlier.out)\(earlier.err)")
        let passing = CLITests.cli("fuzz", "--cases", "20", "--out", dir + "/out.json")
        #expect(passing.code == .success, "\(passing.out)\(passing.err)")
        #expect(!FileManager.default.fileExists(atPath: dir + "/out.json"))
        #expect(passing.err.contains("removed \(dir)/out.json, an earlier run's --out output"), "\(passing.err)")
    }

    @Test("infer refuses to replace a file it did not write, before starting the implementation, and takes --force")
    func inferRefusesAForeignOutput() throws {
        let dir = try Self.folder("infer")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let r = CLITests.cli("infer", "--impl", "exit 0", "--out", dir + "/notes.txt")
        #expect(r.code == .usage, "\(r.out)\(r.err)")
        #expect(r.err.contains("--out \(dir)/notes.txt exists and is not a file swipe-conformance wrote") && r.err.contains("--force"), "\(r.err)")
        #expect(Self.text(dir + "/notes.txt") == "my notes\n")
        let forced = CLITests.cli("infer", "--impl", "exit 0", "--out", dir + "/notes.txt", "--force")
        #expect(forced.code == .protocolBroken, "\(forced.err)")
        #expect(Self.text(dir + "/notes.txt") == "my notes\n", "a foreign file is never removed by a run that ends early")
    }

    @Test("a file the tool wrote in another format is not an option's to replace: a report never replaces vectors or a profile")
    func anotherFormatOfTheTool() throws {
        let dir = try Self.folder("formats")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let vectors = Self.text(dir + "/t.json")
        for (option, kind) in [("--json", "a verify report"), ("--junit", "a JUnit report")] {
            let r = CLITests.cli("verify", "--vectors", Paths.vectors + "/examples.json", option, dir + "/t.json")
            #expect(r.code == .usage, "\(option): \(r.err)")
            #expect(r.err.contains("\(option) \(dir)/t.json exists and is a vector file swipe-conformance wrote, not \(kind)"), "\(r.err)")
        }
        let fuzz = CLITests.cli("explain", "no-such-case", "--svg", dir + "/t.json")
        #expect(fuzz.code == .usage, "\(fuzz.err)")
        #expect(Self.text(dir + "/t.json") == vectors, "the vector file is left as it was")
    }

    @Test("fuzz --keep-going --out-dir holds exactly the last run's cases, which verify then reads without a duplicate id")
    func outDirHoldsOneRun() throws {
        let dir = try Self.folder("out-dir")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let folder = dir + "/I"
        let first = CLITests.cli("fuzz", "--fault", "slop-exclusive", "--cases", "300", "--keep-going", "--out-dir", folder)
        #expect(first.code == .failures, "\(first.out)\(first.err)")
        try Data("mine\n".utf8).write(to: URL(fileURLWithPath: folder + "/README.txt"))
        // Fewer cases than the first run, enough to meet the fault (the default seed's case 28).
        let second = CLITests.cli("fuzz", "--fault", "slop-exclusive", "--cases", "40", "--keep-going", "--out-dir", folder)
        #expect(second.code == .failures, "\(second.out)\(second.err)")
        let saved = second.out.split(separator: "\n").compactMap { line in
            line.hasPrefix("  saved as ") ? String(line.dropFirst("  saved as \(folder)/".count)) : nil
        }
        #expect(!saved.isEmpty, "\(second.out)")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        #expect(files == (saved + ["README.txt"]).sorted(), "\(files) after a run that saved \(saved)")
        let verify = CLITests.cli("verify", "--vectors", folder)
        #expect(verify.code == .success, "\(verify.out)\(verify.err)")
    }

    @Test("fuzz --keep-going refuses, before the run, an out-dir file named like its output that it did not write")
    func outDirRefusesAForeignFile() throws {
        let dir = try Self.folder("out-dir-foreign")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let folder = dir + "/I"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let mine = folder + "/01-differential-at-up-tappedRow.json"
        try Data("{\"mine\": true}\n".utf8).write(to: URL(fileURLWithPath: mine))
        let r = CLITests.cli("fuzz", "--fault", "slop-exclusive", "--cases", "300", "--keep-going", "--out-dir", folder)
        #expect(r.code == .usage && r.out.isEmpty, "\(r.out)\(r.err)")
        #expect(r.err.contains("01-differential-at-up-tappedRow.json exists and is not a file swipe-conformance wrote") && r.err.contains("--force"), "\(r.err)")
        #expect(Self.text(mine) == "{\"mine\": true}\n")
    }

    @Test("fuzz --keep-going refuses, before the run, an out-dir holding another vector file that verify --vectors would read; --force leaves it and says so")
    func outDirRefusesAStrayVectorFile() throws {
        let dir = try Self.folder("out-dir-stray")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let folder = dir + "/I"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data("{}\n".utf8).write(to: URL(fileURLWithPath: folder + "/stray.json"))
        try Data("mine\n".utf8).write(to: URL(fileURLWithPath: folder + "/README.txt"))
        let refused = CLITests.cli("fuzz", "--fault", "slop-exclusive", "--cases", "300", "--keep-going", "--out-dir", folder)
        #expect(refused.code == .usage && refused.out.isEmpty, "\(refused.out)\(refused.err)")
        #expect(refused.err.contains("--out-dir \(folder) holds stray.json") && refused.err.contains("remove it, or name an empty folder"),
                "\(refused.err)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["README.txt", "stray.json"])
        let forced = CLITests.cli("fuzz", "--fault", "slop-exclusive", "--cases", "300", "--keep-going", "--out-dir", folder, "--force")
        #expect(forced.code == .failures, "\(forced.out)\(forced.err)")
        #expect(forced.out.contains("left stray.json as it was (--force)"), "\(forced.out)")
        #expect(Self.text(folder + "/stray.json") == "{}\n")
    }

    @Test("fuzz --keep-going --force replaces a foreign file named like its output as part of the set: the folder holds this run's cases",
          arguments: [("slop-exclusive", ["--cases", "300"]), (nil, ["--cases", "20"])])
    func outDirForceReplacesAForeignFile(fault: String?, cases: [String]) throws {
        let dir = try Self.folder("out-dir-force")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let folder = dir + "/I"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        // Named like an output of the tool, but neither the name nor the format of one this run writes.
        for name in ["07-my-notes.json", "08-old-profile.json"] {
            try Data("{\"mine\": true}\n".utf8).write(to: URL(fileURLWithPath: folder + "/" + name))
        }
        try Data("mine\n".utf8).write(to: URL(fileURLWithPath: folder + "/README.txt"))
        let r = CLITests.cli(["fuzz"] + (fault.map { ["--fault", $0] } ?? []) + cases + ["--keep-going", "--out-dir", folder, "--force"])
        #expect(r.code == (fault == nil ? .success : .failures), "\(r.out)\(r.err)")
        let saved = r.out.split(separator: "\n").compactMap { line in
            line.hasPrefix("  saved as ") ? String(line.dropFirst("  saved as \(folder)/".count)) : nil
        }
        #expect(saved.isEmpty == (fault == nil), "\(r.out)")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        #expect(files == (saved + ["README.txt"]).sorted(), "\(files) after a run that saved \(saved)")
        #expect(r.out.contains("07-my-notes.json") && r.out.contains("08-old-profile.json"), "the files replaced are named: \(r.out)")
        let verify = CLITests.cli("verify", "--vectors", folder)
        #expect(verify.code == (fault == nil ? .usage : .success), "\(verify.out)\(verify.err)")
    }

    @Test("no report is written where verify --vectors would read it as a vector file; one put there is named as the tool's report")
    func reportInAVectorFolder() throws {
        let dir = try Self.folder("report-in-vectors")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let elsewhere = Paths.vectors + "/examples.json"
        // A folder holding a vector file is not yet a vector set (fuzz --out writes one into the current folder)…
        let beside = CLITests.cli("verify", "--vectors", elsewhere, "--json", dir + "/beside.json")
        #expect(beside.code == .success, "\(beside.out)\(beside.err)")
        try FileManager.default.removeItem(atPath: dir + "/beside.json")
        // … one generate wrote is (it holds the format's schema.json), as is one fuzz --keep-going fills.
        try FileManager.default.copyItem(atPath: Paths.vectors + "/schema.json", toPath: dir + "/schema.json")
        for args in [["verify", "--vectors", dir, "--json", dir + "/r.json"],
                     // Vectors read from elsewhere: the folder is still a vector set, which the next verify reads with it.
                     ["verify", "--vectors", elsewhere, "--json", dir + "/r.json"],
                     ["compare", "--with-reference", "--vectors", elsewhere, "--json", dir + "/r.json"],
                     ["infer", "--impl", "exit 0", "--out", dir + "/r.json"]] {
            let r = CLITests.cli(args)
            #expect(r.code == .usage && r.out.isEmpty, "\(args): \(r.out)\(r.err)")
            #expect(r.err.split(separator: "\n").count == 1 && r.err.contains("\(dir)/r.json")
                    && r.err.contains("verify --vectors \(dir) would read it as a vector file"), "\(args): \(r.err)")
            #expect(!FileManager.default.fileExists(atPath: dir + "/r.json"), "\(args)")
        }
        // What verify does not read there is written: a JUnit report, a hidden name.
        let junit = CLITests.cli("verify", "--vectors", dir, "--junit", dir + "/r.xml", "--json", dir + "/.r.json")
        #expect(junit.code == .success, "\(junit.out)\(junit.err)")
        #expect(CLITests.cli("verify", "--vectors", dir).code == .success)
        // A report moved in by hand: the next verify names it for what it is, and what to do.
        let report = dir + "/.r.json", moved = dir + "/report.json"
        try FileManager.default.moveItem(atPath: report, toPath: moved)
        let next = CLITests.cli("verify", "--vectors", dir)
        #expect(next.code == .usage, "\(next.out)\(next.err)")
        #expect(next.err.contains("\(moved) is a verify report swipe-conformance wrote, not a vector file; move it out of \(dir)"), "\(next.err)")
        // A fuzz --keep-going folder is a vector set too.
        let failures = dir + "/failures"
        _ = CLITests.cli("fuzz", "--fault", "slop-exclusive", "--cases", "300", "--keep-going", "--out-dir", failures)
        let intoFailures = CLITests.cli("verify", "--vectors", elsewhere, "--json", failures + "/r.json")
        #expect(intoFailures.code == .usage && intoFailures.err.contains("verify --vectors \(failures) would read it"), "\(intoFailures.err)")
    }

    @Test("a file that mentions swipe-conformance is not the tool's; each file the tool writes is recognised by its format")
    func signatures() throws {
        let dir = try Self.folder("signatures")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let script = "#!/bin/sh\nswipe-conformance verify --impl ./my-impl\n"
        try Data(script.utf8).write(to: URL(fileURLWithPath: dir + "/ci.sh"))
        let refused = CLITests.cli("verify", "--vectors", dir + "/t.json", "--junit", dir + "/ci.sh")
        #expect(refused.code == .usage && refused.err.contains("exists and is not a file swipe-conformance wrote"), "\(refused.err)")
        #expect(Self.text(dir + "/ci.sh") == script)
        let lookalike = "{\"tool\": \"swipe-conformance 1.0.0\", \"notes\": \"mine\"}\n"
        #expect(ToolFileFormat.recognize(Array(lookalike.utf8)) == nil)
        #expect(ToolFileFormat.recognize(Array(script.utf8)) == nil)

        let t = dir + "/t.json"
        _ = CLITests.cli("verify", "--vectors", t, "--json", dir + "/r.json", "--junit", dir + "/r.xml")
        _ = CLITests.cli("explain", t, "--case", "example-1-open-then-tap", "--svg", dir + "/r.svg")
        _ = CLITests.cli("fuzz", "--fault", "slop-exclusive", "--cases", "300", "--out", dir + "/f.json")
        _ = CLITests.cli("bench", "thresholds", "--cases", "10", "--out", dir + "/b.md")
        // What `infer --out` writes for a profile.
        let profile = JSONWriter.write(try Profile.named("qt-swipedelegate").json, style: .pretty) + "\n"
        try Data(profile.utf8).write(to: URL(fileURLWithPath: dir + "/p.json"))
        let expected: [(String, ToolFileFormat)] = [("r.json", .verifyReport), ("r.xml", .junit), ("r.svg", .drawing),
                                                    ("f.json", .vectorFile), ("b.md", .benchReport), ("p.json", .profile)]
        for (name, format) in expected {
            let bytes = Array(try #require(FileManager.default.contents(atPath: dir + "/" + name), "\(name) was not written"))
            #expect(ToolFileFormat.recognize(bytes) == format, "\(name)")
        }
    }

    @Test("an output path the system refuses is a usage error before the run, with its true cause")
    func unwritablePathsBeforeTheRun() throws {
        let json = CLITests.cli("verify", "--vectors", Paths.vectors + "/examples.json", "--json", "/proc/r.json")
        #expect(json.code == .usage && json.out.isEmpty, "\(json.out)\(json.err)")
        #expect(json.err.contains("/proc does not accept new files") && !json.err.contains("does not exist"), "\(json.err)")
        let folder = CLITests.cli("fuzz", "--fault", "slop-exclusive", "--cases", "300", "--keep-going", "--out-dir", "/proc/zz")
        #expect(folder.code == .usage && folder.out.isEmpty, "\(folder.out)\(folder.err)")
        #expect(folder.err.contains("--out-dir /proc/zz: cannot create the folder: the folder /proc does not accept new files"), "\(folder.err)")
    }

    @Test("fuzz refuses an output option of the other mode instead of ignoring it",
          arguments: [(["--out-dir", "nd"], "--out-dir applies only with --keep-going"),
                      (["--keep-going", "--out", "mine.json"], "--out does not apply with --keep-going")])
    func fuzzOptionsOfTheOtherMode(arguments: [String], message: String) throws {
        let dir = try Self.folder("fuzz-mode")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let r = CLITests.cli(["fuzz", "--fault", "slop-exclusive", "--cases", "300"] + arguments.map { $0.contains(".") || $0 == "nd" ? dir + "/" + $0 : $0 })
        #expect(r.code == .usage && r.out.isEmpty, "\(r.out)\(r.err)")
        #expect(r.err.split(separator: "\n").count == 1 && r.err.contains(message), "\(r.err)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir).sorted() == ["notes.txt", "t.json"])
    }

    @Test("a profile that is not JSON says so once, without doubled punctuation")
    func profileJSONError() throws {
        let dir = try Self.folder("profile")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try Data("{\"name\": x}\n".utf8).write(to: URL(fileURLWithPath: dir + "/bad.json"))
        let r = CLITests.cli("verify", "--profile", dir + "/bad.json", "--case", "thr-1-*")
        #expect(r.code == .usage, "\(r.err)")
        #expect(r.err.contains("not valid JSON") && !r.err.contains(".;") && !r.err.contains("..") , "\(r.err)")
    }
}
