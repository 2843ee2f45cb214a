import Foundation
import Testing

@testable import SwipeConformance
@testable import SwipeConformanceCLI

/// The output policy every command follows (``OutputPlan``, ``StagedFile``):
/// no output replaces an input, another output, or a file the tool did not
/// write; links are followed; write errors name their cause.
@Suite struct OutputPlanTests {
    static func folder(_ name: String) -> String {
        Paths.temporaryDirectory("output-plan-\(name)")
    }

    @Test("an output that is an input, another output or a foreign file is refused before the run, leaving it unchanged",
          arguments: [
              (["verify", "--vectors", "t.json", "--json", "t.json"], "is the same file as the input --vectors"),
              (["verify", "--vectors", "t.json", "--junit", "./link.json"], "is the same file as the input --vectors"),
              (["verify", "--vectors", "t.json", "--json", "r.json", "--junit", "r.json"], "are the same file"),
              (["verify", "--vectors", "t.json", "--expected-failures", "ef.txt", "--json", "ef.txt"], "is the same file as the input --expected-failures"),
              (["verify", "--vectors", "t.json", "--json", "notes.txt"], "exists and is not a file swipe-conformance wrote"),
              (["explain", "t.json", "--svg", "t.json"], "is the same file as the input FILE"),
              (["compare", "--impl", "true", "--vectors", "t.json", "--json", "link.json"], "is the same file as the input --vectors"),
              (["fuzz", "--cases", "1", "--out", "notes.txt"], "exists and is not a file swipe-conformance wrote"),
              (["bench", "thresholds", "--cases", "1", "--out", "notes.txt"], "exists and is not a file swipe-conformance wrote"),
          ])
    func refusedBeforeTheRun(arguments: [String], message: String) throws {
        let dir = Self.folder("refused")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let vectors = try #require(FileManager.default.contents(atPath: Paths.vectors + "/examples.json"))
        try vectors.write(to: URL(fileURLWithPath: dir + "/t.json"))
        try Data("worked-1\n".utf8).write(to: URL(fileURLWithPath: dir + "/ef.txt"))
        try Data("my notes\n".utf8).write(to: URL(fileURLWithPath: dir + "/notes.txt"))
        try FileManager.default.createSymbolicLink(atPath: dir + "/link.json", withDestinationPath: "t.json")
        let before = try FileManager.default.contentsOfDirectory(atPath: dir).sorted().map { ($0, FileManager.default.contents(atPath: dir + "/" + $0)) }
        // Names in the folder become paths in it, in the form given (`./link.json`: a link to t.json).
        let files = ["t.json", "./link.json", "link.json", "r.json", "ef.txt", "notes.txt"]
        let r = CLITests.cli(arguments.map { files.contains($0) ? dir + "/" + $0 : $0 })
        #expect(r.code == ExitCode.usage, "\(r.out)\(r.err)")
        #expect(r.err.split(separator: "\n").count == 1 && r.err.contains(message), "\(r.err)")
        let after = try FileManager.default.contentsOfDirectory(atPath: dir).sorted().map { ($0, FileManager.default.contents(atPath: dir + "/" + $0)) }
        #expect(after.map(\.0) == before.map(\.0))
        #expect(zip(after, before).allSatisfy { $0.1 == $1.1 }, "a file changed")
    }

    @Test("--force replaces a foreign file; a symbolic link is followed and kept")
    func forceAndLinks() throws {
        let dir = Self.folder("force")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try Data("my notes\n".utf8).write(to: URL(fileURLWithPath: dir + "/notes.txt"))
        try FileManager.default.createSymbolicLink(atPath: dir + "/report.json", withDestinationPath: "notes.txt")
        let r = CLITests.cli("verify", "--vectors", Paths.vectors + "/examples.json", "--json", dir + "/report.json", "--force")
        #expect(r.code == ExitCode.success, "\(r.err)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: dir + "/report.json") == "notes.txt")
        let text = try String(contentsOfFile: dir + "/notes.txt", encoding: .utf8)
        #expect(text.contains("\"tool\""))
        // A report the tool wrote is replaced without --force.
        let again = CLITests.cli("verify", "--vectors", Paths.vectors + "/examples.json", "--json", dir + "/notes.txt")
        #expect(again.code == ExitCode.success, "\(again.err)")
    }

    @Test("a write error names its cause: --json /dev/full exits 2 saying the disk is full")
    func writeErrorsHaveACause() {
        let r = CLITests.cli("verify", "--vectors", Paths.vectors + "/examples.json", "--json", "/dev/full")
        #expect(r.code == ExitCode.usage)
        #expect(r.err.contains("cannot write /dev/full: no space left on the device (the disk is full)"), "\(r.err)")
        let null = CLITests.cli("verify", "--vectors", Paths.vectors + "/examples.json", "--json", "/dev/null", "--junit", "/dev/null")
        #expect(null.code == ExitCode.success, "\(null.err)")
    }

    @Test("every form of folder path joins and splits", arguments: [
        (".", "a.json", "./a.json"), ("D", "a.json", "D/a.json"), ("/", "a.json", "/a.json"), ("a/b/", "c", "a/b/c"), ("", "x", "x"),
    ])
    func pathForms(folder: String, name: String, joined: String) {
        #expect(StagedFile.joined(folder, name) == joined)
        #expect(StagedFile.name(of: joined) == name)
    }

    @Test("a default fuzz output never replaces an earlier counterexample")
    func uniqueDefaultNames() throws {
        let dir = Self.folder("unique")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try Data("{}".utf8).write(to: URL(fileURLWithPath: dir + "/fuzz-failure.json"))
        try Data("{}".utf8).write(to: URL(fileURLWithPath: dir + "/fuzz-failure-2.json"))
        let file = OutputFile.unused(like: OutputFile(path: dir + "/fuzz-failure.json", option: "--out"))
        #expect(file.path == dir + "/fuzz-failure-3.json")
        #expect(OutputFile.unused(like: OutputFile(path: dir + "/new.json", option: "--out")).path == dir + "/new.json")
    }
}
