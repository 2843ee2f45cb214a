import Foundation
import Testing

@testable import SwipeConformance
@testable import SwipeConformanceCLI

/// `verify --impl` end to end, in process, against the built `swipe-conformance serve`
/// and against implementations that break the protocol.
@Suite(.tags(.slow), .quickLoop, .enabled(if: ProcessInspection.isAvailable)) struct VerifyImplTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let vectors = root.appendingPathComponent("Vectors").path
    static let examples = root.appendingPathComponent("Vectors/examples.json").path

    /// The `swipe-conformance` executable next to the test bundle, quoted for `sh`.
    static func serveCommand() throws -> String {
        let bundle = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
        let tool = URL(fileURLWithPath: bundle).deletingLastPathComponent().appendingPathComponent("swipe-conformance").path
        try #require(FileManager.default.isExecutableFile(atPath: tool), "\(tool) is missing; build it with `swift build`")
        return "'\(tool)' serve"
    }

    static func verify(_ arguments: [String]) -> (code: ExitCode, out: String, err: String) {
        let out = BufferStream(), err = BufferStream()
        let code = CLI.run(arguments: ["verify"] + arguments, standardOutput: out, standardError: err)
        return (code, out.text, err.text)
    }

    @Test func theBuiltInServerPassesEveryVector() throws {
        let (code, out, err) = Self.verify(["--vectors", Self.vectors, "--impl", try Self.serveCommand()])
        #expect(code == ExitCode.success, "\(out)\(err)")
        let total = try VectorStore.load(Self.vectors).reduce(0) { $0 + $1.cases.count }
        #expect(out.contains("verify: SwipeReference \(SwipeConformanceVersion.string): \(total) cases: \(total) passed, 0 failed, 0 broken"), "\(out)")
        #expect(err.isEmpty)
    }

    @Test func oneCasePerMessageAlsoPasses() throws {
        let (code, out, err) = Self.verify(["--vectors", Self.examples, "--impl", try Self.serveCommand(), "--batch", "1"])
        #expect(code == ExitCode.success, "\(out)\(err)")
    }

    @Test func aFailedHandshakeExitsWith3AndOneLine() {
        let (code, out, err) = Self.verify(["--vectors", Self.examples, "--impl", "sh -c 'exit 3'", "--timeout", "60"])
        #expect(code == ExitCode.protocolBroken)
        #expect(out.isEmpty)
        #expect(err.hasPrefix(#"verify: "sh -c 'exit 3'" failed the handshake: the process ended (exit status 3) before "#), "\(err)")
        #expect(err.filter { $0 == "\n" }.count == 1 && err.hasSuffix("\n"), "\(err)")
    }

    @Test func brokenCasesAreReportedOnePerLine() throws {
        // Shakes hands, then dies on every case: each case is broken, each restart succeeds.
        let fake = FakeImplementation("read -r l; \(FakeImplementation.reply(FakeImplementation.hello)) read -r l; echo 'died' >&2; exit 1")
        let (code, out, _) = Self.verify(["--vectors", Self.examples, "--impl", fake.command, "--timeout", "60"])
        #expect(code == ExitCode.protocolBroken)
        let count = try VectorStore.load(Self.examples).reduce(0) { $0 + $1.cases.count }
        let broken = out.split(separator: "\n").filter { $0.hasPrefix("BROKEN ") }
        #expect(broken.count == count)
        for line in broken {
            #expect(line.hasSuffix(#": the process ended (exit status 1) before writing a complete line; stderr ends with "died""#), "\(line)")
        }
        #expect(ProcessInspection.eventually(within: .seconds(60)) { fake.leftovers.isEmpty })
    }
}
