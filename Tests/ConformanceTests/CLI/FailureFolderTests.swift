import Foundation
import PropertyEngine
@testable import SwipeConformance
@testable import SwipeConformanceCLI
import SwipeReference
import Synchronization
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
        let code = try FailureFolder.write(report, name: "impl 1", folder: folder, check: "CHECK", out)
        let text = out.text.replacingOccurrences(of: folder, with: "DIR")
        return (code, text, try FileManager.default.contentsOfDirectory(atPath: folder))
    }

    /// A class of one broken case (the process ended) at case 3; when
    /// `shrinkInterrupted`, shrinking it was cut short by a stop signal (and
    /// the case was therefore not run again).
    static func brokenEntry(shrinkInterrupted: Bool = false) throws -> KeepGoingReport.Entry {
        let verdict = PropertyVerdict.broken(.protocolBroken, message: "the process ended")
        let broken = try #require(FailureClass(verdict))
        let input = CaseInput(rows: [RowConfiguration(declarations: [])], events: [.advance(time: 0)])
        var failure = PropertyReport.Failure(property: .differential, verdict: verdict, caseIndex: 3, original: input, shrunk: input,
                                             message: "the process ended", shrinkEvaluations: 0, exhaustedBudget: false,
                                             shrunkChoices: [], shrunkCaseFailedAgain: !shrinkInterrupted)
        failure.shrinkInterrupted = shrinkInterrupted
        return KeepGoingReport.Entry(failureClass: broken, count: 1, failure: failure, firstCase: 3)
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
                + "not checked; resume with --first-case 40; nothing written to DIR, whose files are left as they were\n")
        #expect(run.files.isEmpty)
    }

    @Test("interrupted after a failure: the table of what ran, and exit 3 as for any interrupted run")
    func interruptedAfterAFailure() throws {
        let entry = try Self.brokenEntry()
        let run = try Self.write(KeepGoingReport(seed: PropertySuite.defaultSeed, casesRun: 7, skipped: 0, entries: [entry], stoppedAt: 7))
        #expect(run.code == .protocolBroken, "\(run.out)")
        #expect(run.out.hasPrefix("fuzz: interrupted by a stop request at case 7, not checked; resume with --first-case 7; "
                                  + "the table counts the 7 cases run before it, and each class is saved as found, not shrunk\n"), "\(run.out)")
        #expect(run.out.contains("1 of 7 cases failed, in 1 distinct way ("), "\(run.out)")
    }
    @Test("a class whose shrinking a stop signal cut short is saved as the smallest case that failed before it, not blamed on the implementation")
    func shrinkingInterrupted() throws {
        let entry = try Self.brokenEntry(shrinkInterrupted: true)
        let folder = Paths.temporaryDirectory("failure-folder-interrupted")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let out = BufferStream()
        // The gate `fuzz` applies before saving; the command could not even be started once the tool is told to stop.
        _ = try FailureFolder.write(KeepGoingReport(seed: PropertySuite.defaultSeed, casesRun: 7, skipped: 0, entries: [entry]),
                                    name: "impl 1", folder: folder, reproduction: { failure in
                                        Fuzz.reproduction(of: failure, suite: PropertySuite(), implCommand: "exit 3",
                                                          limits: ImplementationOptions(timeout: 1, startupTimeout: 60))
                                    }, check: "CHECK", out)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).count == 1, "\(out.text)")
        #expect(out.text.contains(PropertyReport.shrinkInterruptedNote), "\(out.text)")
        #expect(!out.text.contains("not saved"), "\(out.text)")
    }

    /// A keep-going run of the reference with lost taps, stopped where `stops` says.
    static func stoppedRun(_ configure: (inout PropertySuite) -> Void) -> KeepGoingReport {
        var suite = PropertySuite(cases: 400, properties: [.differential])
        suite.listChanges = false
        configure(&suite)
        return suite.checkKeepingGoing(PropertySuiteKeepGoingTests.planted(losesTaps: true, losesPerformed: false))
    }

    @Test("interrupted while generating cases: it says where, and that the classes are saved as found, never that shrinking was interrupted")
    func interruptedBeforeShrinking() throws {
        let asked = Mutex(0)
        let report = Self.stoppedRun { suite in suite.shouldStop = { asked.withLock { $0 += 1; return $0 > 200 } } }
        try #require(report.stoppedAt != nil && !report.entries.isEmpty, "\(report.table)")
        let run = try Self.write(report)
        #expect(run.out.contains("at case \(report.stoppedAt!), not checked"), "\(run.out)")
        #expect(!run.out.contains("while shrinking") && !run.out.contains(PropertyReport.shrinkInterruptedNote), "\(run.out)")
        for entry in report.entries {
            let events = entry.failure.original.events.count
            #expect(run.out.contains("not shrunk (interrupted before shrinking): \(events) events as found"), "\(run.out)")
        }
        #expect(run.files.count == report.entries.count, "each class is saved as found: \(run.out)")
        #expect(!run.out.contains("shrunk case"), "nothing was shrunk: \(run.out)")
    }

    @Test("interrupted while shrinking (every case checked): it says so, and nothing of a case not checked")
    func interruptedWhileShrinking() throws {
        let shrinking = Mutex(false)
        let report = Self.stoppedRun { suite in
            suite.shrinkProgress = { _, _ in shrinking.withLock { $0 = true } }
            suite.shouldStop = { shrinking.withLock { $0 } }
        }
        try #require(report.stoppedAt == nil && !report.entries.isEmpty, "\(report.table)")
        let run = try Self.write(report)
        #expect(run.out.contains("while shrinking") && run.out.contains(PropertyReport.shrinkInterruptedNote), "\(run.out)")
        #expect(!run.out.contains("not checked") && !run.out.contains("not shrunk"), "\(run.out)")
    }
}
