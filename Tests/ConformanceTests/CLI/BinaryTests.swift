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
}
