import Foundation
import PropertyEngine
import SwipeConformance
import SwipeFaults
import SwipeVectorCatalog
import SwipeReference
import Testing

/// The state × event matrix (SPEC OBS-5 and every event type): the stored vectors
/// reach every reachable cell and every pair of rejection reasons, and no input —
/// stored or generated — reaches a cell the matrix declares unreachable.
@Suite(.tags(.slow), .quickLoop) struct CoverageMatrixTests {
    /// The stored vectors; a load error fails the test that asks (never a test over nothing).
    static let loaded = Result { try VectorStore.load(Paths.vectors) }
    static func files() throws -> [VectorFile] {
        let files = try loaded.get()
        try #require(!files.isEmpty, "no vectors loaded from \(Paths.vectors)")
        return files
    }

    @Test("the stored vectors reach every reachable cell of the matrix")
    func everyReachableCellCovered() throws {
        let reached = CoverageMatrix.reached(by: try Self.files())
        for state in MatrixState.all {
            for event in MatrixEvent.all {
                let cell = CoverageMatrix.Cell(state: state, event: event)
                if CoverageMatrix.unreachable(cell) == nil {
                    #expect(reached[cell] != nil, "no vector for \(event) when the addressed row is \(state)")
                }
            }
        }
    }

    @Test("the stored vectors pin OBS-5's order for every pair of reasons one event can carry")
    func everyReasonPairCovered() throws {
        let pairs = CoverageMatrix.reasonPairs(in: try Self.files())
        #expect(pairs.count == 28)
        for p in pairs { #expect(!p.vectors.isEmpty, "no vector for \(p.first) + \(p.second)") }
    }

    @Test("for every rejection reason, a stored vector whose rejected event completed nothing and left the clock",
          arguments: Rejection.allCases)
    func everyReasonChangesNothing(_ reason: Rejection) throws {
        let id = "obs-5-nothing-changed-\(reason.rawValue.lowercased())"
        let found = try Self.files().flatMap(\.cases).first { $0.id == id }
        let vector = try #require(found, "no vector \(id)")
        let observations = vector.expected.observations
        let rejected = try #require(observations.lastIndex { $0.rejection != nil }, "\(id) rejects nothing")
        #expect(observations[rejected].rejection == reason)
        // The settle that ended before the rejected event's time is still running, and
        // the next event, earlier than the rejected one, is accepted and completes it.
        #expect(observations[rejected].rows[0].phase == .settling)
        try #require(rejected + 1 < observations.count)
        #expect(observations[rejected + 1].rejection == nil)
        #expect(observations[rejected + 1].rows[0].phase != .settling)
    }

    @Test("no stored vector and no generated case reaches a cell declared unreachable")
    func unreachableIsUnreachable() throws {
        var inputs = try Self.files().flatMap { f in f.cases.map { ($0.id, $0.input, $0.expected) } }
        for i in 0..<1_500 {
            var source = ChoiceSource(seed: PropertySuite.defaultSeed.forCase(i))
            let input = SwipeGen.changingCase.generate(&source)
            if let output = try? input.referenceOutput() { inputs.append(("generated case \(i)", input, output)) }
        }
        for (id, input, output) in inputs {
            for step in CoverageMatrix.steps(input, output) {
                let cell = CoverageMatrix.Cell(state: step.state, event: step.event)
                if let why = CoverageMatrix.unreachable(cell) {
                    Issue.record("\(id) reaches \(step.event) when the addressed row is \(step.state), declared unreachable: \(why)")
                }
            }
        }
    }

    @Test("every rejected step's reported reason is the first of the reasons that applied")
    func reportedReasonIsFirst() throws {
        for f in try Self.files() {
            for c in f.cases {
                for step in CoverageMatrix.steps(c.input, c.expected) {
                    if case let .rejected(r) = step.event { #expect(step.reasons.first == r, "\(c.id): \(r) reported, \(step.reasons) applied") }
                }
            }
        }
    }

    @Test("generated.json cites what its cases exercise", arguments: [RequirementID.rec4, .lst3, .lst4, .rev6, .can2, .rec6])
    func generatedCasesCite(_ id: RequirementID) throws {
        let generated = try #require(try Self.files().first { $0.area == "generated" })
        #expect(generated.cases.contains { $0.requirements.contains(id) }, "no generated case cites \(id)")
    }
}

/// The misreading table: every misreading names vectors that exist, and where a
/// fault of the catalog implements it, one of those vectors rejects the fault.
@Suite(.tags(.slow), .quickLoop) struct MisreadingsTests {
    @Test("each misreading cites a known requirement and existing vectors")
    func shape() throws {
        let ids = Set(try CoverageMatrixTests.files().flatMap { $0.cases.map(\.id) })
        for m in Misreadings.all {
            #expect(!m.requirement.isDesignChoice, "\(m.requirement) is a design-choice value: its misreadings belong to its profile")
            #expect(!m.vectors.isEmpty, "\(m.requirement): \(m.reading) has no vector")
            for v in m.vectors { #expect(ids.contains(v), "\(m.requirement): no vector \(v)") }
            if let f = m.fault { #expect(FaultCatalog.named(f) != nil, "no fault \(f)") }
        }
    }

    @Test("the named vectors tell each misreading from SPEC.md", arguments: Misreadings.all.compactMap(\.fault))
    func discriminates(_ name: String) throws {
        let fault = try #require(FaultCatalog.named(name))
        let m = try #require(Misreadings.all.first { $0.fault == name })
        let named = try CoverageMatrixTests.files().map { f in
            VectorFile(name: f.name, area: f.area, description: f.description, cases: f.cases.filter { m.vectors.contains($0.id) })
        }.filter { !$0.cases.isEmpty }
        #expect(!FaultCatalog.rejectingVectors(fault, in: named).isEmpty, "\(m.vectors) do not reject \(name)")
    }

    @Test("coverage --gaps counts every requirement with no misreading and no reason as a gap, in its output and its exit code")
    func untabledRequirementsAreGaps() throws {
        let tabled = Set(Misreadings.all.map(\.requirement)).union(Misreadings.unobservable.keys)
        let untabled = Requirements.all.filter { !tabled.contains($0) }
        let run = CLITests.cli("coverage", "--gaps")
        let gapLines = run.out.split(separator: "\n").filter { $0.hasPrefix("gap: ") }
        for id in untabled {
            #expect(gapLines.contains { $0.hasPrefix("gap: \(id): ") }, "\(id) has no misreading and no reason, but is not reported as a gap")
        }
        #expect(gapLines.count >= untabled.count)
        #expect(run.code == (gapLines.isEmpty ? ExitCode.success : ExitCode.failures), "\(run.out)")
        #expect(run.out.contains("no gaps") == gapLines.isEmpty)
    }

    @Test("Vectors/MISREADINGS.md is the rendered table")
    func markdownInSync() throws {
        let text = try String(contentsOfFile: Paths.vectors + "/MISREADINGS.md", encoding: .utf8)
        #expect(text == Misreadings.markdown, "run: swift run swipe-conformance coverage --misreadings > Vectors/MISREADINGS.md")
    }
}
