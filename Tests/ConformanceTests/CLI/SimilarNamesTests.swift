import SwipeConformance
import Testing

@testable import SwipeConformanceCLI

/// A name not found is answered with the names most like it, in every
/// command that looks one up: a case id (explain, verify --case, coverage)
/// and a fault (fuzz --fault, serve --fault).
@Suite struct SimilarNamesTests {
    @Test("the closest names first, a few edits at most, letter case ignored, none when nothing is near")
    func closest() {
        let names = ["thr-2-open-below", "thr-2-open-on", "thr-2-open-above", "thr-2-open-on-rtl", "geo-1-width"]
        #expect(SimilarNames.closest(to: "thr-2-open-onn", among: names) == ["thr-2-open-on", "thr-2-open-above", "thr-2-open-on-rtl"], "at one distance, in the order given")
        #expect(SimilarNames.closest(to: "THR-2-OPEN-ON", among: names, limit: 1) == ["thr-2-open-on"])
        #expect(SimilarNames.closest(to: "zzzzzzzzzzzz", among: names).isEmpty)
        #expect(SimilarNames.closest(to: "", among: names).isEmpty)
        #expect(SimilarNames.phrase(for: "geo-1-widht", among: names) == "; ids like it: geo-1-width")
        #expect(SimilarNames.phrase(for: "nothing-like-these", among: names) == "")
    }

    @Test("every command that looks a name up suggests the one meant", arguments: [
        (["explain", "thr-2-open-onn"], "ids like it: thr-2-open-on, "),
        (["verify", "--case", "thr-2-open-onn"], "ids like it: thr-2-open-on, "),
        (["coverage", "thr-2-open-onn"], "ids like it: thr-2-open-on, "),
        (["coverage", "THR-99"], "ids like it: THR-1, "),
        (["fuzz", "--fault", "slop-exclusiv"], "catalog faults like it: slop-exclusive;"),
        (["serve", "--fault", "slop-exclusiv"], "catalog faults like it: slop-exclusive;"),
    ])
    func suggested(_ arguments: [String], _ suggestion: String) {
        let r = CLITests.cli(arguments)
        #expect(r.code == .usage && r.err.split(separator: "\n").count == 1 && r.err.contains(suggestion), "\(arguments): \(r.err)")
    }
}
