import Foundation
import SwipeReference
import Testing
@testable import SwipeConformance
@testable import SwipeConformanceCLI

/// What a profile's `observes` and `settle` change in the comparison (SPEC.md
/// section 10): a field not observed is not compared, and a settle shown may be
/// on its way to the target, never past it, never after it ends.
@Suite struct ObservingTests {
    /// A bundled vector of one row that settles toward a new offset after its
    /// first event: the expected output, the settling event and the offset
    /// reported at the event before it.
    static func settlingCase() throws -> (expected: CaseOutput, event: Int, from: Double, target: Double) {
        for vector in try VectorStore.bundledCases() where vector.input.rows.count == 1 {
            let observations = vector.expected.observations
            for i in observations.indices.dropFirst() where observations[i].rows.count == 1 && observations[i - 1].rows.count == 1 {
                let row = observations[i].rows[0], before = observations[i - 1].rows[0]
                if row.phase == .settling, abs(row.offset - before.offset) > 20,
                   observations[(i + 1)...].contains(where: { $0.rows.count == 1 && $0.rows[0].phase != .settling }) {
                    return (vector.expected, i, before.offset, row.offset)
                }
            }
        }
        throw ObservingTestError.noSettlingCase
    }

    enum ObservingTestError: Error { case noSettlingCase }

    static let shown = Observing(fields: Set(ObservedField.allCases), settle: .shown)

    /// `output` with row 0's offset at `event` replaced by `offset`.
    static func reporting(_ offset: Double, at event: Int, in output: CaseOutput) -> CaseOutput {
        var changed = output
        changed.observations[event].rows[0].offset = offset
        return changed
    }

    @Test("settle shown: an offset on the way from the last reported one to the target passes; only then")
    func shownSettleOnTheWay() throws {
        let (expected, event, from, target) = try Self.settlingCase()
        let midway = Self.reporting((from + target) / 2, at: event, in: expected)
        #expect(Comparison.firstDifference(expected: expected, actual: midway, observing: Self.shown) == nil)
        let exact = Comparison.firstDifference(expected: expected, actual: midway)
        #expect(exact?.event == event && exact?.path == "rows[0].offset", "\(String(describing: exact))")
        // Both ends are on the way.
        for end in [from, target] {
            #expect(Comparison.firstDifference(expected: expected, actual: Self.reporting(end, at: event, in: expected),
                                               observing: Self.shown) == nil)
        }
    }

    @Test("settle shown: a release's settle starts where the up's final move takes the row, not at the offset reported before")
    func shownSettleStartsAtTheRelease() throws {
        // A drag to 280 (reported), then a slow up at 270, short of opening: the row settles
        // back to 0 from where the up took it, farther out than the offset reported before.
        let row = RowConfiguration(declarations: [SwipeDeclaration(edge: .trailing, actions: [SwipeAction(id: "a")])])
        let input = CaseInput(rows: [row], events: [
            .down(row: 0, x: 300, y: 20, time: 0), .move(x: 280, y: 20, time: 0.5), .up(x: 270, y: 20, time: 1),
        ])
        let expected = try input.referenceOutput()
        let release = try #require(input.settleStarts(design: .default).afterFinalMoves[2]?[0] ?? nil)
        let (before, target) = (expected.observations[1].rows[0].offset, expected.observations[2].rows[0].offset)
        try #require(expected.observations[2].rows[0].phase == .settling && release < before && before < target,
                     "\(release) \(before) \(target)")
        // From the final move's offset to the target: on the way.
        for shown in [release, (release + target) / 2] {
            #expect(Comparison.firstDifference(expected: expected, actual: Self.reporting(shown, at: 2, in: expected),
                                               observing: Self.shown, input: input) == nil, "\(shown)")
        }
        // Past the final move, away from the target: fails, with or without the input.
        let receding = Self.reporting(release - 10, at: 2, in: expected)
        #expect(Comparison.firstDifference(expected: expected, actual: receding, observing: Self.shown, input: input)?.event == 2)
        // Without the input, only the offset reported before counts as the start.
        #expect(Comparison.firstDifference(expected: expected, actual: Self.reporting(release, at: 2, in: expected),
                                           observing: Self.shown)?.event == 2)
    }

    @Test("settle shown: a settle that replaces a running one may start where that one had got to, never past its target")
    func shownSettleRedirected() throws {
        // open starts a settle to -148; close, a quarter of a second earlier than it ends, turns it back to 0.
        let row = RowConfiguration(declarations: [SwipeDeclaration(edge: .trailing, actions: [SwipeAction(id: "delete"), SwipeAction(id: "flag")])])
        let input = CaseInput(rows: [row], events: [.open(row: 0, edge: .trailing, time: 0), .close(row: 0, time: 0.125)])
        var shown = try input.referenceOutput()
        try #require(shown.observations[0].rows[0].offset == -148 && shown.observations[1].rows[0].phase == .settling
                     && shown.observations[1].rows[0].offset == 0)
        shown.observations[0].rows[0].offset = 0  // the animation has just begun
        for (reported, accepted) in [(-129.5, true), (-148.0, true), (-148 - 1.0, false), (1.0, false)] {
            var actual = shown
            actual.observations[1].rows[0].offset = reported
            let d = Comparison.firstDifference(expected: try input.referenceOutput(), actual: actual, observing: Self.shown, input: input)
            #expect((d == nil) == accepted, "close at \(reported): \(String(describing: d))")
        }
    }

    @Test("settle shown: across a list change a settling row is followed to its new index; an inserted row starts closed")
    func shownSettleAcrossListChanges() throws {
        let row = RowConfiguration(declarations: [SwipeDeclaration(edge: .trailing, actions: [SwipeAction(id: "delete"), SwipeAction(id: "flag")])],
                                   key: "k0")
        let inserted = RowConfiguration(declarations: [], key: "k1")
        let input = CaseInput(rows: [row], events: [.open(row: 0, edge: .trailing, time: 0),
                                                    .insertRow(index: 0, configuration: inserted, time: 0.0625)])
        let expected = try input.referenceOutput()
        try #require(expected.observations[1].rows.count == 2 && expected.observations[1].rows[1].phase == .settling)
        var shown = expected
        shown.observations[0].rows[0].offset = -30
        for (reported, accepted) in [(-60.0, true), (-30.0, true), (-20.0, false), (-148 - 1.0, false)] {
            var actual = shown
            actual.observations[1].rows[1].offset = reported
            let d = Comparison.firstDifference(expected: expected, actual: actual, observing: Self.shown, input: input)
            #expect((d == nil) == accepted, "the moved row at \(reported): \(String(describing: d))")
        }
        // Without the input the rows cannot be followed: every offset is compared exactly.
        var moved = shown
        moved.observations[1].rows[1].offset = -60
        #expect(Comparison.firstDifference(expected: expected, actual: moved, observing: Self.shown)?.event == 1)
    }

    @Test("settle shown: an offset past the target, or moving away from it, fails at that event", arguments: [1.5, -0.5])
    func shownSettleNeverOvershootsOrRecedes(fraction: Double) throws {
        let (expected, event, from, target) = try Self.settlingCase()
        let wrong = Self.reporting(from + (target - from) * fraction, at: event, in: expected)
        let d = Comparison.firstDifference(expected: expected, actual: wrong, observing: Self.shown)
        #expect(d?.event == event && d?.path == "rows[0].offset", "\(String(describing: d))")
    }

    @Test("settle shown: once the settle has ended the target must hold exactly")
    func shownSettleEndsAtTheTarget() throws {
        let (expected, event, from, target) = try Self.settlingCase()
        let rest = try #require(expected.observations.indices.first { $0 > event && expected.observations[$0].rows[0].phase != .settling })
        let restOffset = expected.observations[rest].rows[0].offset
        let late = Self.reporting(restOffset + (from - target) / 2, at: rest, in: expected)
        let d = Comparison.firstDifference(expected: expected, actual: late, observing: Self.shown)
        #expect(d?.event == rest && d?.path == "rows[0].offset", "\(String(describing: d))")
    }

    @Test("a field the profile does not observe is not compared; every other field still is")
    func unobservedFieldsAreNotCompared() throws {
        let (expected, event, _, _) = try Self.settlingCase()
        var wrong = expected
        wrong.observations[event].rows[0].selected = "not-an-action"
        let everything = Comparison.firstDifference(expected: expected, actual: wrong)
        #expect(everything?.path == "rows[0].selected", "\(String(describing: everything))")
        let withoutSelected = Observing(fields: Set(ObservedField.allCases).subtracting([.selected]), settle: .target)
        #expect(Comparison.firstDifference(expected: expected, actual: wrong, observing: withoutSelected) == nil)
        wrong.observations[event].rows[0].settleEnds = 1e9
        let d = Comparison.firstDifference(expected: expected, actual: wrong, observing: withoutSelected)
        #expect(d?.path == "rows[0].settleEnds", "\(String(describing: d))")
        #expect(withoutSelected.note == "not compared (not observed): selected")
    }

    @Test("the fields not compared are one list: the note and the report's profile both say it")
    func unobservedFieldsAreOneList() {
        let observing = Observing(fields: Set(ObservedField.allCases).subtracting([.accessibility, .selected]), settle: .target)
        #expect(observing.unobserved == [.selected, .accessibility], "in the order of ObservedField")
        #expect(observing.note == "not compared (not observed): selected, accessibility")
        #expect(Observing.everything.unobserved.isEmpty && Observing.everything.note == nil)
        var profile = Profile(name: "two-unobserved")
        profile.observes = observing.fields
        #expect(RunMetadata.ProfileNote(profile, leftOut: 0, untested: []).notCompared == observing.unobserved.map(\.rawValue))
    }

    /// An implementation that shows its settles: at every event that finds a row
    /// settling toward a new offset, it reports the midpoint of the way, which
    /// at an up starts where the up's final move took the row (REC-5).
    static func showingItsSettles(_ input: CaseInput) -> CaseRun {
        guard var output = try? input.referenceOutput() else { return .rejected("the reference refuses the rows") }
        let expected = output
        let releases = input.settleStarts(design: .default).afterFinalMoves
        for i in output.observations.indices {
            for r in output.observations[i].rows.indices where output.observations[i].rows[r].phase == .settling {
                let before = releases[i]?[r].flatMap { $0 } ?? (i == 0 ? 0.0 : (expected.observations[i - 1].rows.count == output.observations[i].rows.count
                    ? output.observations[i - 1].rows[r].offset : expected.observations[i].rows[r].offset))
                output.observations[i].rows[r].offset = (before + expected.observations[i].rows[r].offset) / 2
            }
        }
        return .output(output)
    }

    @Test("fuzz: a shown settle fails the differential property under default and holds under a profile that shows settles")
    func propertySuiteComparesAsTheProfileSays() throws {
        var shown = Profile(name: "shown-settle")
        shown.settle = .shown
        let strict = PropertySuite(cases: 200).check(Self.showingItsSettles)
        #expect(strict.failure?.property == .differential, "\(strict)")
        let suite = PropertySuite(cases: 200).restricted(to: shown.info(name: "shows", version: "1"), profile: shown)
        #expect(suite.properties.contains(.differential) && !suite.properties.contains(.invariants))
        let report = suite.check(Self.showingItsSettles)
        #expect(report.failure == nil, "\(report)")
        #expect(report.casesRun - report.skipped > 100, "\(report)")
    }

    @Test("verify under a profile: the text, JSON and JUnit reports name it, the cases it left out and what it does not compare")
    func reportsNameTheProfile() throws {
        let dir = Paths.temporaryDirectory("profile-report")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let r = CLITests.cli("verify", "--profile", "qt-swipedelegate", "--case", "acc-1-three-declarations",
                             "--json", dir + "/r.json", "--junit", dir + "/r.xml")
        #expect(r.code == ExitCode.success, "\(r.out)\(r.err)")
        #expect(r.err.contains("verify: profile qt-swipedelegate: not compared (not observed): selected, accessibility; settle shown"), "\(r.err)")
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: dir + "/r.json"))) as? [String: Any]
        let profile = try #require((json?["run"] as? [String: Any])?["profile"] as? [String: Any], "no run.profile")
        #expect(profile["name"] as? String == "qt-swipedelegate")
        #expect((profile["leftOut"] as? Int ?? 0) > 0)
        #expect(profile["settle"] as? String == "shown")
        #expect(profile["notCompared"] as? [String] == ["selected", "accessibility"], "Qt's delegate has no selection and no named accessibility actions")
        // Without rejections and accessibility the profile's set has no case for their requirements, and says so.
        let untested = try #require(profile["untested"] as? [String], "no run.profile.untested")
        #expect(untested.contains("OBS-5") && untested.contains("AX-2") && !untested.contains("THR-1"), "\(untested)")
        #expect(r.err.contains("its set leaves \(untested.count) requirements untested: "), "\(r.err)")
        let junit = try String(contentsOfFile: dir + "/r.xml", encoding: .utf8)
        #expect(junit.contains("<property name=\"profile\" value=\"qt-swipedelegate\"/>"), "\(junit.prefix(500))")
        #expect(junit.contains("<property name=\"profile.settle\" value=\"shown\"/>"))
        #expect(junit.contains("<property name=\"profile.untested\" value=\"\(untested.joined(separator: ","))\"/>"))
        // Under the default profile the reports carry no profile.
        let plain = CLITests.cli("verify", "--case", "example-1-open-then-tap", "--json", dir + "/d.json")
        #expect(plain.code == ExitCode.success)
        let defaultRun = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: dir + "/d.json"))) as? [String: Any]
        #expect((defaultRun?["run"] as? [String: Any])?["profile"] is NSNull)
    }

    @Test("a profile's settle reads and writes back; an unknown value names its path")
    func profileSettleRoundTrips() throws {
        var profile = Profile(name: "shown-settle")
        profile.settle = .shown
        let read = try Profile(json: profile.json, origin: "test")
        #expect(read.settle == .shown && read.observing.settle == .shown && !read.isDefault)
        #expect(throws: ProfileError.self) {
            try Profile(text: #"{"name": "x", "settle": "animated"}"#, origin: "p.json")
        }
    }
}
