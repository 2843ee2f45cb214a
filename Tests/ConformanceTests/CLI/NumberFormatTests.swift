import Foundation
import Testing

@testable import SwipeConformance
@testable import SwipeConformanceCLI

/// No number the tool prints is a negative zero (`-0.00 s` on a time axis):
/// every number with fixed decimals goes through `Describe.fixed`.
@Suite struct NumberFormatTests {
    /// The numbers of `text` that are a zero with a minus sign: `-0`, `-0.0`, `-0.00 s`.
    static func negativeZeros(in text: String) -> [String] {
        text.matches(of: /-0(\.0+)?(?![0-9.])/).map { String(text[$0.range]) }
    }

    @Test("the drawing of a case whose events share one time has no negative zero on its time axis, nor anywhere")
    func drawingOfOneInstant() throws {
        let dir = Paths.temporaryDirectory("negative-zero")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        // Both events of this counterexample happen at t 0: the axis is centred on 0.
        let file = Paths.root + "/docs/explain/thr-2-counterexample.json"
        let run = CLITests.cli("explain", file, "--svg", dir + "/x.svg")
        #expect(run.code == .success, "\(run.err)")
        let svg = try String(contentsOfFile: dir + "/x.svg", encoding: .utf8)
        #expect(svg.contains(">0.00 s<"), "the tick at 0 is labelled 0.00 s")
        #expect(Self.negativeZeros(in: svg).isEmpty, "\(Self.negativeZeros(in: svg))")
        // The temporary folder's name holds a random UUID, whose "-0F…" is no number.
        let printed = run.out.replacingOccurrences(of: dir, with: "DIR")
        #expect(Self.negativeZeros(in: printed).isEmpty, "\(run.out)")
    }

    @Test("the command-line layer formats fixed decimals in one place only, which never prints a negative zero")
    func onePlaceFormatsDecimals() throws {
        let files = try OptionTableTests.swiftFiles(under: OptionTableTests.sources.appendingPathComponent("SwipeConformanceCLI"))
        let formatting = files.filter { $0.value.contains("String(format:") }.keys.sorted()
        #expect(formatting == ["SwipeConformanceCLI/Describe+Fixed.swift"], "\(formatting)")
    }
}
