import Foundation
import Testing

@testable import SwipeConformance
@testable import SwipeConformanceCLI

/// `infer` end to end: what it says of an implementation agrees with what
/// `verify` says of it, on a broken one and on the profile it writes.
@Suite(.tags(.slow), .quickLoop, .enabled(if: ProcessInspection.isAvailable)) struct InferTests {
    static let python = "/usr/bin/python3"

    @Test("an implementation that breaks on every case: infer stops after 10 in a row as verify does, calls it broken, exits as verify does and writes no profile")
    func brokenOnEveryCase() throws {
        let dir = Paths.temporaryDirectory("infer-broken")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        // Shakes hands, then dies on its first case; each start is counted.
        let crasher = { (log: String) in
            FakeImplementation("echo >> \(dir)/\(log); read -r l; \(FakeImplementation.reply(FakeImplementation.hello)) read -r l; exit 1").command
        }
        let verify = CLITests.cli("verify", "--impl", crasher("verify.starts"), "--timeout", "5")
        #expect(verify.code == .protocolBroken, "\(verify.out)\(verify.err)")
        let infer = CLITests.cli("infer", "--impl", crasher("infer.starts"), "--timeout", "5", "--out", dir + "/p.json")
        #expect(infer.code == verify.code, "\(infer.out)\(infer.err)")
        let starts = { (log: String) in (FileManager.default.contents(atPath: dir + "/" + log) ?? Data()).count }
        // One start per case, up to the streak that stops the run: no restart for the rest of the first batch.
        #expect(starts("verify.starts") == BrokenStreak.defaultLimit, "verify started the implementation \(starts("verify.starts")) times")
        #expect(starts("infer.starts") == starts("verify.starts"), "infer started the implementation \(starts("infer.starts")) times, verify \(starts("verify.starts"))")
        #expect(!FileManager.default.fileExists(atPath: dir + "/p.json"), "a profile was written for a broken implementation")
        let said = infer.out + infer.err
        #expect(said.contains("stopped after 10 broken cases in a row: the implementation breaks on every case"), "\(said)")
        #expect(!said.contains("no design"), "a broken implementation is no design question: \(said)")
    }

    @Test("infer's last run is the one verify --profile runs on the profile it writes: the same cases, the same counts",
          .enabled(if: FileManager.default.isExecutableFile(atPath: python)))
    func countsAgreeWithVerify() throws {
        let dir = Paths.temporaryDirectory("infer-counts")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        // A design other than the default: the profile's own set is derived, not the bundled vectors.
        let impl = "\(Self.python) \(Paths.root)/Examples/python/swipe_impl.py --profile mgswipetablecell"
        let infer = CLITests.cli("infer", "--impl", impl, "--out", dir + "/p.json")
        #expect(infer.code == .success, "\(infer.out)\(infer.err)")
        let verify = CLITests.cli("verify", "--impl", impl, "--profile", dir + "/p.json")
        #expect(verify.code == infer.code, "\(verify.out)\(verify.err)")
        // `verify: NAME VERSION: N cases: COUNTS`: infer says the same N and COUNTS of its last run.
        let line = try #require(verify.out.split(separator: "\n").first { $0.hasPrefix("verify: ") }, "\(verify.out)")
        let parts = line.components(separatedBy: ": ")
        try #require(parts.count == 4 && parts[2].hasSuffix(" cases"), "\(line)")
        #expect(infer.out.contains(parts[2...].joined(separator: ": ")), "verify: \(line)\ninfer: \(infer.out)")
    }
}
