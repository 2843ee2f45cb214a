import Foundation
import PropertyEngine
import Synchronization
import Testing

@testable import SwipeConformance
@testable import SwipeFaults
@testable import SwipeConformanceCLI
import SwipeReference

/// The runner's workflow for implementers: fuzz generates within what an
/// implementation announced and shows its shrinking phase, failures cite the
/// requirements a case exercises, a slow starter has its own start-up timeout,
/// and a vector folder's own format documents are kept.
@Suite(.tags(.slow), .quickLoop) struct FuzzWorkflowTests {
    static let python = "/usr/bin/python3"
    static let example = Paths.root + "/Examples/python"

    /// The Python example with its announcement cut down by `statement` (Python).
    static func example(_ statement: String) -> String {
        "\(python) -c \"import sys; sys.path.insert(0, '\(example)'); import swipe_impl; \(statement); sys.exit(swipe_impl.main())\""
    }

    @Test("within(_:) maps every generated case into the announced styles and features")
    func withinTheAnnouncement() throws {
        let info = ImplementationInfo(name: "small", version: "1", styles: [.reveal], features: [.rejections])
        var mapped = 0
        for index in 0..<400 {
            var source = ChoiceSource(seed: PropertySuite.defaultSeed.forCase(index))
            let input = SwipeGen.changingCase.generate(&source).within(info)
            guard let output = try? input.referenceOutput() else { continue }
            mapped += 1
            let needs = input.requirements(referenceOutput: output)
            #expect(info.supports(needs), "case \(index) needs \(needs.tags)")
        }
        #expect(mapped >= 350, "only \(mapped) of 400 mapped cases are valid")
    }

    @Test("fuzz against an implementation that announces less generates within it: every case runs, none is skipped",
          .enabled(if: FileManager.default.isExecutableFile(atPath: python) && ProcessInspection.isAvailable))
    func fuzzWithinTheAnnouncement() {
        let run = CLITests.cli("fuzz", "--cases", "200", "--impl", Self.example("swipe_impl.STYLES.remove('select'); swipe_impl.FEATURES[:] = ['rejections']"))
        #expect(run.code == ExitCode.success, "\(run.out)\(run.err)")
        #expect(run.out.contains("every property held for 200 cases"), "\(run.out)")
        #expect(!run.out.contains("not run") && !run.out.contains("skipped"), "\(run.out)")
    }

    @Test("shrinking is a phase of its own: reported after the case count, never as 100 % of it")
    func shrinkingPhase() throws {
        let fault = try #require(FaultCatalog.named("open-threshold-exclusive"))
        let events = Mutex<[String]>([])
        var suite = PropertySuite(cases: 2_000)
        suite.listChanges = fault.features.contains(.listChanges)
        suite.progress = { done, total in events.withLock { $0.append("cases \(done)/\(total)") } }
        suite.shrinkProgress = { evaluations, _ in events.withLock { $0.append("shrink \(evaluations)") } }
        let report = suite.check(fault.executor)
        #expect(report.failure != nil)
        let log = events.withLock { $0 }
        let firstShrink = try #require(log.firstIndex { $0.hasPrefix("shrink") }, "no shrinking progress: \(log.suffix(5))")
        #expect(log[firstShrink...].allSatisfy { $0.hasPrefix("shrink") }, "\(log.suffix(5))")
        #expect(log.filter { $0.hasPrefix("shrink") }.count > 1)

        let terminal = BufferStream(isTerminal: true)
        let progress = Progress(stream: terminal, label: "fuzz")
        progress.shrinking(evaluations: 0, events: 8)
        #expect(terminal.text.contains("shrinking it: 0 candidates tried, smallest failing case 8 events"), "\(terminal.text)")
        #expect(!terminal.text.contains("100%"))
        let log2 = BufferStream(isTerminal: false)
        let lines = Progress(stream: log2, label: "fuzz")
        lines.lineInterval = .zero
        lines.shrinking(evaluations: 40, events: 5)
        #expect(log2.text.hasPrefix("fuzz: a case failed; shrinking it: 40 candidates tried, smallest failing case 5 events after "), "\(log2.text)")
    }

    @Test("a fuzz failure cites the requirements its shrunk case exercises, read off the reference, as its vector does")
    func citesExercisedRequirements() throws {
        let dir = Paths.temporaryDirectory("fuzz-cites")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let run = CLITests.cli("fuzz", "--fault", "open-threshold-exclusive", "--cases", "3000", "--out", dir + "/f.json")
        #expect(run.code == ExitCode.failures, "\(run.err)")
        let written = try #require(try VectorStore.load(dir + "/f.json").first?.cases.first)
        let expected = try written.input.referenceOutput()
        let exercised = ExercisedRequirements.classify(written.input, expected)
        #expect(!exercised.isEmpty)
        #expect(!Set(exercised).isSubset(of: SwipeProperty.differential.requirements), "the property's own ids: \(exercised)")
        #expect(written.requirements == exercised)
        #expect(run.out.contains("the shrunk case exercises [\(exercised.joined(separator: ", "))]"), "\(run.out)")
    }

    @Test("a slow starter is given the start-up timeout, not the per-case timeout",
          .enabled(if: ProcessInspection.isAvailable))
    func startupTimeout() throws {
        // Every margin at least a second: the start takes 3 s, a second more than the
        // per-case timeout and two more than the short start-up timeout, and a case
        // is answered in milliseconds, two seconds inside the per-case timeout.
        let slow = "sleep 3; exec " + (try VerifyImplTests.serveCommand())
        let patient = CLITests.cli("verify", "--vectors", Paths.vectors + "/THR.json", "--case", "thr-2-open-on", "--impl", slow, "--timeout", "2")
        #expect(patient.code == ExitCode.success, "\(patient.out)\(patient.err)")
        let hasty = CLITests.cli("verify", "--vectors", Paths.vectors + "/THR.json", "--case", "thr-2-open-on", "--impl", slow,
                                 "--timeout", "2", "--startup-timeout", "1")
        #expect(hasty.code == ExitCode.protocolBroken, "\(hasty.out)\(hasty.err)")
        #expect(hasty.err.contains("handshake"), "\(hasty.err)")
    }

    @Test("a vector folder's own schema.json and README.md are never replaced")
    func companionsAreKept() throws {
        let dir = Paths.temporaryDirectory("companions")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try "mine\n".write(toFile: dir + "/README.md", atomically: true, encoding: .utf8)
        let written = Generate.companions(for: dir, err: BufferStream())
        #expect(written.map(\.name) == ["schema.json"])
        #expect(try String(contentsOfFile: dir + "/README.md", encoding: .utf8) == "mine\n")
    }

    @Test("a run's every case number can be replayed: a run past the largest is refused, and the resume hint names a case of the run or says none is left")
    func caseNumbersWithinRange() throws {
        let dir = Paths.temporaryDirectory("fuzz-range")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let largest = Int(Int32.max)
        let past = CLITests.cli("fuzz", "--fault", "slop-exclusive", "--first-case", String(largest), "--cases", "5", "--out", dir + "/p.json")
        #expect(past.code == .usage && past.out.isEmpty, "\(past.out)\(past.err)")
        #expect(past.err.split(separator: "\n").count == 1 && past.err.contains(String(largest)), "\(past.err)")
        // Every case number printed is one --first-case takes.
        func printedCases(_ text: String) -> [Int] { text.matches(of: /--first-case ([0-9]+)/).compactMap { Int($0.1) } }
        let last = CLITests.cli("fuzz", "--fault", "slop-exclusive", "--first-case", String(largest), "--cases", "1", "--out", dir + "/l.json")
        #expect(last.code == .failures, "\(last.out)\(last.err)")
        #expect(!printedCases(last.out).isEmpty && printedCases(last.out).allSatisfy { $0 <= largest }, "\(last.out)")
        #expect(last.out.contains("it was the run's last case: nothing is left to resume"), "\(last.out)")
        // A failure before the last case: the hint resumes after it.
        let first = largest - 47
        let early = CLITests.cli("fuzz", "--fault", "slop-exclusive", "--first-case", String(first), "--cases", "48", "--out", dir + "/e.json")
        #expect(early.code == .failures, "\(early.out)\(early.err)")
        let failing = try #require(early.out.firstMatch(of: /case ([0-9]+) failed \(a property failure\);/).flatMap { Int($0.1) }, "\(early.out)")
        try #require(failing < largest, "the fault fails only on the last case: \(early.out)")
        #expect(early.out.contains("(resume after it with --first-case \(failing + 1))"), "\(early.out)")
        #expect(printedCases(early.out).allSatisfy { $0 <= largest }, "\(early.out)")
    }

    @Test("fuzz --keep-going on an implementation that breaks on every case stops after 10 in a row, as verify does",
          .enabled(if: ProcessInspection.isAvailable))
    func keepGoingStopsOnABrokenImplementation() throws {
        let dir = Paths.temporaryDirectory("fuzz-broken")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        // Shakes hands, then dies on its first case.
        let crasher = FakeImplementation("read -r l; \(FakeImplementation.reply(FakeImplementation.hello)) read -r l; exit 1").command
        let run = CLITests.cli("fuzz", "--impl", crasher, "--timeout", "5", "--cases", "300", "--keep-going", "--out-dir", dir + "/out",
                               "--shrink-seconds", "5")
        #expect(run.code == .protocolBroken, "\(run.out)\(run.err)")
        #expect(run.out.contains("stopped after 10 broken cases in a row: the implementation breaks on every case"), "\(run.out)")
        let row = try #require(run.out.split(separator: "\n").first { $0.hasSuffix("break (protocol)") }, "\(run.out)")
        #expect(row.split(separator: " ").first == "10", "the 10 cases in a row, then no more: \(row)")
        #expect(run.out.contains("10 of 10 cases failed"), "\(run.out)")
    }
}
