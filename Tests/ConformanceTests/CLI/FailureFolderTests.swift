import Foundation
import PropertyEngine
@testable import SwipeConformance
@testable import SwipeConformanceCLI
import SwipeReference
import Testing

/// What `fuzz --keep-going` prints, writes and returns for a run's report
/// (`FailureFolder.write`); an interrupted run ends as `fuzz` without
/// `--keep-going` ends: exit 3 and the case to resume from.
@Suite struct FailureFolderTests {
    /// Writes `report` into a fresh folder; returns the exit code, the text printed and the files written.
    static func write(_ report: KeepGoingReport) throws -> (code: ExitCode, out: String, files: [String]) {
        let folder = Paths.temporaryDirectory("failure-folder")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let out = BufferStream()
        let code = try FailureFolder.write(report, name: "impl 1", folder: folder, out)
        let text = out.text.replacingOccurrences(of: folder, with: "DIR")
        return (code, text, try FileManager.default.contentsOfDirectory(atPath: folder))
    }

    @Test("every property held on every case: exit 0, nothing written")
    func everyPropertyHeld() throws {
        let run = try Self.write(KeepGoingReport(seed: PropertySuite.defaultSeed, casesRun: 40, skipped: 0, entries: []))
        #expect(run.code == .success, "\(run.out)")
        #expect(run.out == "fuzz: impl 1: every property held for 40 cases (seed \(PropertySuite.defaultSeed)); nothing written to DIR\n")
        #expect(run.files.isEmpty)
    }

    @Test("interrupted before any failure: exit 3, and it says where to resume, not that every property held")
    func interruptedBeforeAnyFailure() throws {
        let run = try Self.write(KeepGoingReport(seed: PropertySuite.defaultSeed, casesRun: 40, skipped: 0, entries: [], stoppedAt: 40))
        #expect(run.code == .protocolBroken, "\(run.out)")
        #expect(run.out == "fuzz: impl 1: every property held for the 40 cases checked; interrupted by a stop request at case 40, "
                + "not checked; resume with --first-case 40; nothing written to DIR\n")
        #expect(run.files.isEmpty)
    }

    @Test("interrupted after a failure: the table of what ran, and exit 3 as for any interrupted run")
    func interruptedAfterAFailure() throws {
        let verdict = PropertyVerdict.broken(.protocolBroken, message: "the process ended")
        let broken = try #require(FailureClass(verdict))
        let input = CaseInput(rows: [RowConfiguration(declarations: [])], events: [.advance(time: 0)])
        let failure = PropertyReport.Failure(property: .differential, verdict: verdict, caseIndex: 3, original: input, shrunk: input,
                                             message: "the process ended", shrinkEvaluations: 0, exhaustedBudget: false,
                                             shrunkChoices: [], shrunkCaseFailedAgain: true)
        let entry = KeepGoingReport.Entry(failureClass: broken, count: 1, failure: failure, firstCase: 3)
        let run = try Self.write(KeepGoingReport(seed: PropertySuite.defaultSeed, casesRun: 7, skipped: 0, entries: [entry], stoppedAt: 7))
        #expect(run.code == .protocolBroken, "\(run.out)")
        #expect(run.out.hasPrefix("fuzz: interrupted by a stop request at case 7, not checked; resume with --first-case 7; "
                                  + "the table counts the 7 cases run before it\n"), "\(run.out)")
        #expect(run.out.contains("1 of 7 cases failed, in 1 distinct ways"), "\(run.out)")
    }
}
