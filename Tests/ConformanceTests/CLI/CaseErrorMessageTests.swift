import Foundation
import Testing

@testable import SwipeConformance
@testable import SwipeConformanceCLI

/// A case the implementation answers with an `error` (PROTOCOL.md 2.3) is
/// reported in one phrasing by every command: "the implementation could not
/// run the case", once, then what it answered, quoted; and fuzz names the
/// failure in a sentence.
@Suite(.enabled(if: ProcessInspection.isAvailable)) struct CaseErrorMessageTests {
    /// An implementation that answers every case of `id` with an error.
    static func refusing(_ id: String) -> FakeImplementation {
        FakeImplementation.answering([(id, FakeImplementation.reply(#"{"type":"error","id":"\#(id)","message":"no such style here"}"#))])
    }

    /// The lines of `text` that say twice that a case could not run.
    static func repetitions(in text: String) -> [Substring] {
        text.split(separator: "\n").filter { $0.matches(of: /(could not|cannot) run (the |this )?case/).count > 1 }
    }

    static let phrase = #"the implementation could not run the case: it answered with an error: "no such style here""#

    @Test("verify, fuzz and explain say once that the implementation could not run the case, then what it answered")
    func onePhrasing() throws {
        let dir = Paths.temporaryDirectory("case-error")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let id = "example-1-open-then-tap"
        let verify = CLITests.cli("verify", "--impl", Self.refusing(id).command, "--case", id)
        #expect(verify.code == .failures, "\(verify.out)\(verify.err)")
        let explain = CLITests.cli("explain", id, "--impl", Self.refusing(id).command)
        #expect(explain.code == .failures, "\(explain.out)\(explain.err)")
        let fuzz = CLITests.cli("fuzz", "--impl", Self.refusing("fuzz").command, "--cases", "5", "--shrink-seconds", "1", "--out", dir + "/f.json")
        #expect(fuzz.code == .failures, "\(fuzz.out)\(fuzz.err)")
        for (name, run) in [("verify", verify), ("explain", explain), ("fuzz", fuzz)] {
            let text = run.out + run.err
            #expect(text.contains(Self.phrase), "\(name): \(text)")
            #expect(Self.repetitions(in: text).isEmpty, "\(name) repeats itself: \(Self.repetitions(in: text))")
        }
        #expect(fuzz.out.contains("fuzz: case 0 failed (the implementation could not run it); 4 of the 5 planned cases were not run"),
                "\(fuzz.out)")
    }
}
