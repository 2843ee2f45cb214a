import Foundation
import SwipeConformance
import Testing

/// A few end-to-end runs of the built `swipe-conformance` binary.
@Suite struct BinaryTests {
    /// The binary beside the test bundle in the build directory.
    static let binary: String = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        .appendingPathComponent("swipe-conformance").path

    static func run(_ args: [String], in directory: String = Paths.root, binary: String = binary) throws -> (code: Int32, out: String, err: String) {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: binary)
        p.arguments = args
        p.currentDirectoryURL = URL(fileURLWithPath: directory)
        let out = Pipe(), err = Pipe()
        p.standardOutput = out
        p.standardError = err
        try p.run()
        let o = out.fileHandleForReading.readDataToEndOfFile()
        let e = err.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return (p.terminationStatus, String(decoding: o, as: UTF8.self), String(decoding: e, as: UTF8.self))
    }

    @Test("the binary runs verify from the repository root and exits 0")
    func verify() throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.binary), "build the package first: \(Self.binary)")
        let r = try Self.run(["verify"])
        #expect(r.code == ExitCode.success.rawValue, "\(r.out)\(r.err)")
        #expect(r.out.contains("0 failed"))
        #expect(r.err.isEmpty, "no progress when stderr is not a terminal: \(r.err)")
    }

    @Test("the binary's exit codes: 0 for --version, 2 for bad usage")
    func exitCodes() throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.binary))
        #expect(try Self.run(["--version"]).code == ExitCode.success.rawValue)
        let bad = try Self.run(["verify", "--bogus"])
        #expect(bad.code == ExitCode.usage.rawValue)
        #expect(bad.err.split(separator: "\n").count == 1)
    }

    /// Every place in `text` where a hint names the tool other than as `invoked`:
    /// `swipe-conformance COMMAND` not preceded by the rest of `invoked`. A
    /// message's own prefix (`swipe-conformance verify: …`) and text quoted from
    /// a file (`… swipe-conformance fuzz"`) are not hints.
    static func foreignHints(in text: String, invoked: String) -> [String] {
        let folder = String(invoked.dropLast("swipe-conformance".count))
        // The commands a hint may suggest, each after the tool's name.
        let hint = /swipe-conformance (verify|fuzz|explain|generate|coverage|infer|compare|faults|bench|serve|--help)(?=[\s`)]|$)/
        return text.split(separator: "\n").flatMap { line in
            line.matches(of: hint).compactMap { match in
                line[..<match.range.lowerBound].hasSuffix(folder) ? nil : String(line)
            }
        }
    }

    /// Runs the binary by a path of its own (a link in a temporary folder),
    /// from that folder, which is not the package's root (`swift run` would
    /// not find the tool there, and a bare name is not on PATH), with each of
    /// `runs` (`$D` is the folder): each must print its phrase and name the
    /// tool as invoked, and no hint may name it otherwise.
    static func expectHintsNameTheInvokedBinary(_ runs: [(arguments: [String], shows: String)]) throws {
        try #require(FileManager.default.isExecutableFile(atPath: binary), "build the package first: \(binary)")
        let dir = Paths.temporaryDirectory("invoked")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.createDirectory(atPath: dir + "/bin", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: dir + "/empty", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: dir + "/bin/swipe-conformance", withDestinationPath: binary)
        let invoked = dir + "/bin/swipe-conformance"
        let examples = try String(contentsOfFile: Paths.vectors + "/examples.json", encoding: .utf8)
        try examples.write(toFile: dir + "/t.json", atomically: true, encoding: .utf8)
        let format = try #require(examples.firstMatch(of: /"format": *[0-9]+/))
        try examples.replacingCharacters(in: format.range, with: "\"format\": 999").write(toFile: dir + "/old.json", atomically: true, encoding: .utf8)
        for run in runs {
            let arguments = run.arguments.map { $0.replacingOccurrences(of: "$D", with: dir) }
            let r = try Self.run(arguments, in: dir, binary: invoked)
            let output = r.out + r.err
            #expect(output.contains(run.shows.replacingOccurrences(of: "$D", with: dir)), "\(arguments): \(output)")
            #expect(output.contains(invoked + " "), "\(arguments) names no command to run: \(output)")
            #expect(foreignHints(in: output, invoked: invoked).isEmpty, "\(arguments) names another binary than \(invoked)")
        }
    }

    @Test("every hint the binary prints names it as it was invoked, library messages included")
    func hintsNameTheInvokedBinary() throws {
        try Self.expectHintsNameTheInvokedBinary([
            // Library messages (VectorError), rendered by the tool.
            (["verify", "--vectors", "$D/empty"], "no vector files"),
            (["verify", "--vectors", "$D/old.json"], "unsupported vector format"),
            // The re-run and explain commands of a failing case, the replay of a fuzz failure (PropertyReport).
            (["verify", "--vectors", "$D/t.json", "--impl", "$D/bin/swipe-conformance serve --fault row-width-is-screen-width"], "re-run:"),
            (["fuzz", "--fault", "open-threshold-exclusive", "--cases", "300", "--out", "$D/f.json"], "replay:"),
            // Bad usage.
            (["verify", "--bogus"], "--help"),
            (["bogus"], "--help"),
            (["fuzz", "--fault", "no-such-fault"], "faults"),
            (["bench", "bogus"], "--help"),
        ])
    }

    /// `generate --check` generates every vector before it compares: minutes in a debug build.
    @Test("generate --check names the binary as invoked in the command that regenerates", .tags(.slow), .quickLoop)
    func generateCheckNamesTheInvokedBinary() throws {
        try Self.expectHintsNameTheInvokedBinary([
            (["generate", "--vectors", "$D/empty", "--check"], "generate --vectors $D/empty"),
        ])
    }
}
