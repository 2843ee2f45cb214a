import Foundation
import SwipeConformance
import Testing

/// A report that could not be written to standard output is no report: the
/// exit code says so, as it does for a report file that cannot be written;
/// a reader that stops reading (`| head`) does not change the verdict.
@Suite(.tags(.slow), .quickLoop) struct StandardOutputTests {
    static func shell(_ command: String) throws -> (code: Int32, out: String, err: String) {
        try #require(FileManager.default.isExecutableFile(atPath: BinaryTests.binary), "build the package first: \(BinaryTests.binary)")
        return try BinaryTests.run(["-c", "set -o pipefail 2>/dev/null; " + command.replacingOccurrences(of: "TOOL", with: "'\(BinaryTests.binary)'")],
                                   binary: "/bin/bash")
    }

    @Test("a full disk under standard output: exit 2, and one line on standard error naming the cause and the code it replaced",
          arguments: [["verify"], ["coverage", "THR-2"], ["--help"], ["explain", "example-1-open-then-tap"]])
    func fullDisk(_ arguments: [String]) throws {
        let r = try Self.shell("TOOL \(arguments.joined(separator: " ")) > /dev/full")
        #expect(r.code == ExitCode.usage.rawValue, "\(arguments): \(r.err)")
        let lines = r.err.split(separator: "\n")
        #expect(lines.count == 1 && lines[0].contains("could not write to standard output: no space left on the device")
                && lines[0].hasSuffix("so the exit code is 2, not 0"), "\(arguments): \(r.err)")
    }

    @Test("a reader that stops reading does not cut the run short: generate writes its whole set")
    func closedPipeKeepsFiles() throws {
        let dir = Paths.temporaryDirectory("closed-pipe")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let r = try Self.shell("TOOL generate --profile mgswipetablecell --vectors '\(dir)/set' | head -1")
        #expect(r.code == 0 && r.err.isEmpty, "\(r.err)")
        let files = (try? FileManager.default.contentsOfDirectory(atPath: dir + "/set")) ?? []
        #expect(files.contains("schema.json") && files.contains("DCH.json") && files.count > 10, "\(files.sorted())")
    }

    @Test("a reader that stops reading keeps the verdict: passing, failing")
    func closedPipe() throws {
        let passing = try Self.shell("TOOL coverage | head -1")
        #expect(passing.code == 0 && passing.err.isEmpty, "\(passing.err)")
        let failing = try Self.shell("TOOL verify --impl \"TOOL serve --fault slop-exclusive\" | head -1")
        #expect(failing.code == ExitCode.failures.rawValue && failing.err.isEmpty, "\(failing.err)")
    }
}
