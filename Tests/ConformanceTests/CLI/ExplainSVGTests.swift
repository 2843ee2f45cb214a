import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

@testable import SwipeConformance
@testable import SwipeConformanceCLI
import SwipeReference

/// `explain --svg` draws what the text timeline says: event indices, phases,
/// rejections, taps, settles over their duration, and with `--impl` the
/// implementation's offsets over the reference's with the first difference marked.
@Suite struct ExplainSVGTests {
    static func texts(_ svg: XMLDocument) throws -> [String] {
        try svg.nodes(forXPath: "//*[local-name()='text']").compactMap(\.stringValue)
    }

    @Test("a failing case: the implementation's offsets over the reference's, the first differing event marked")
    func overlay() throws {
        let dir = Paths.temporaryDirectory("explain-impl")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let impl = try VerifyImplTests.serveCommand() + " --fault open-threshold-exclusive"
        let run = CLITests.cli("explain", "thr-2-open-on", "--vectors", Paths.vectors, "--impl", impl, "--svg", dir + "/x.svg")
        #expect(run.code == ExitCode.failures, "\(run.err)")
        #expect(run.out.contains("  ≠  "), "\(run.out)")
        #expect(run.out.contains("differs: event 3: rows[0].offset: expected -148, got 0"), "\(run.out)")
        let svg = try XMLDocument(contentsOf: URL(fileURLWithPath: dir + "/x.svg"))
        #expect(try svg.nodes(forXPath: "//*[local-name()='polyline']").count == 2, "one offset line per side")
        #expect(try svg.nodes(forXPath: "//*[local-name()='polyline'][@stroke-dasharray]").count == 1, "the implementation's line is dashed")
        let texts = try Self.texts(svg)
        #expect(texts.contains("first difference: event 3"))
        #expect(texts.contains { $0.hasPrefix("first difference: event 3: rows[0].offset") })
        #expect(texts.contains("3 up"), "the event axis names event 3 as the text timeline does: \(texts)")
        #expect(texts.contains { $0.hasSuffix(" phase") && !$0.hasPrefix("reference") }, "a phase strip for the implementation")
    }

    @Test("the same case on a conforming implementation: no difference marked, exit 0")
    func agreement() throws {
        let dir = Paths.temporaryDirectory("explain-agree")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let run = CLITests.cli("explain", "thr-2-open-on", "--vectors", Paths.vectors, "--impl", try VerifyImplTests.serveCommand(), "--svg", dir + "/x.svg")
        #expect(run.code == ExitCode.success, "\(run.err)")
        let texts = try Self.texts(XMLDocument(contentsOf: URL(fileURLWithPath: dir + "/x.svg")))
        #expect(!texts.contains { $0.hasPrefix("first difference") })
        #expect(texts.contains("the implementation agrees with the reference on every event"))
    }

    @Test("a case needing a feature the hello does not announce is skipped, never sent, as verify skips it")
    func unannouncedFeatureIsSkipped() throws {
        let impl = FuzzWorkflowTests.example("swipe_impl.FEATURES.remove('listChanges')")
        let run = CLITests.cli("explain", "mut-1-insert-above-open", "--vectors", Paths.vectors, "--impl", impl)
        #expect(run.code == ExitCode.success, "\(run.err)")
        #expect(run.out.hasSuffix(" skips case mut-1-insert-above-open: needs listChanges, not announced by the implementation\n"), "\(run.out)")
        #expect(!run.out.contains("agrees") && !run.out.contains("differs"), "\(run.out)")
    }

    @Test("settles over their duration, phases, rejections, taps and one panel per row that exists")
    func features() throws {
        let files = try VectorStore.load(Paths.vectors)
        let vector = try #require(files.flatMap(\.cases).first { $0.id == "gen-0177" })
        let expected = try vector.input.referenceOutput()
        let svg = try XMLDocument(xmlString: Explain.svg(vector.input, expected, title: vector.id))
        let texts = try Self.texts(svg)
        #expect(texts.filter { $0.hasPrefix("row ") }.count == expected.observations.map(\.rows.count).max())
        #expect(texts.contains { $0.hasPrefix("✕ 1 ") }, "the rejection of event 1: \(texts)")
        #expect(texts.contains("tap 4"))
        #expect(texts.contains("26: selects a"))
        #expect(texts.contains("27: performed a"))
        #expect(texts.contains("settling"))
        #expect(texts.contains("1.5 s"), "round time ticks, labelled without binary noise: \(texts.filter { $0.hasSuffix(" s") })")
        #expect(!texts.contains { $0.hasSuffix(" s") && $0.contains("0000") })
        // The settle started by event 27 is drawn as a ramp ending at its settleEnds.
        let end = try #require(expected.observations[27].rows[2].settleEnds)
        let layout = Explain.Layout(vector.input, [Explain.Trace(label: "reference", output: expected, stroke: "#1f5fbf", dash: nil)])
        let rampEnd = "//*[local-name()='line'][@stroke-dasharray='2 3'][@x2='\(Explain.f(layout.x(end)))']"
        #expect(try svg.nodes(forXPath: rampEnd).count == 1, "\(rampEnd)")
    }

    @Test("fixed decimals never print a negative zero, and otherwise print as %.Nf does",
          arguments: [(-0.001, 2, "0.00"), (-0.0, 1, "0.0"), (-0.04, 1, "0.0"), (-0.05, 1, "-0.1"), (2.345, 1, "2.3"), (-12.5, 0, "-12"),
                      (0.004999, 2, "0.00"), (-1e-300, 3, "0.000")])
    func fixedDecimals(value: Double, decimals: Int, text: String) {
        #expect(Describe.fixed(value, decimals) == text)
    }
}
