import PropertyEngine
import SwipeConformance
import SwipeReference
import Testing

/// `handle` writes each observation into the storage of the one before, keeps a
/// row's frames while the row reveals the same edge and leaves alone the rows whose
/// state did not change (OBS-2). Whatever it keeps, what it returns must be what a
/// list observed afresh shows: these tests step two lists side by side, one by
/// `handle`, the other by `apply` and read through `observation`, which starts from
/// rows at rest every time.
@Suite struct HandleObservationTests {
    /// The events of `input` through both lists; the first difference, or `nil`.
    static func firstDifference(_ input: CaseInput, design: DesignChoices) throws -> String? {
        var handled = try SwipeList(rows: input.rows, design: design)
        var applied = handled
        for (k, event) in input.events.enumerated() {
            let observation = handled.handle(event)
            let outcome = applied.apply(event)
            let fresh = applied.observation
            if observation.rows != fresh.rows {
                return "event \(k) (\(event)): handle gave \(observation.rows), afresh \(fresh.rows)"
            }
            if observation.performed != outcome.performed || observation.rejection != outcome.rejection
                || observation.tappedRow != outcome.tappedRow {
                return "event \(k) (\(event)): handle's outcome \(observation) differs from apply's \(outcome)"
            }
        }
        return nil
    }

    @Test("every stored vector: each observation handle returns is the rows' observation afresh")
    func vectors() throws {
        let files = try VectorStore.bundled()
        var cases = 0
        for file in files {
            for vector in file.cases {
                let design = file.profile?.design ?? .default
                // A vector of a list the spec refuses has no events to step.
                if vector.expected.refused != nil { continue }
                let difference = try Self.firstDifference(vector.input, design: design)
                #expect(difference == nil, "\(vector.id): \(difference ?? "")")
                cases += 1
            }
        }
        #expect(cases > 1000)
    }

    @Test("generated cases, list changes included: each observation handle returns is the rows' observation afresh")
    func generated() throws {
        var changes = 0
        for i in 0..<2_000 {
            var source = ChoiceSource(seed: Seed(0x0B5E_4FED).forCase(i))
            let input = SwipeGen.changingCase.generate(&source)
            guard (try? SwipeList(rows: input.rows)) != nil else { continue }
            changes += input.events.filter {
                switch $0 {
                case .insertRow, .deleteRow, .moveRow, .reloadRow: true
                default: false
                }
            }.count
            let difference = try Self.firstDifference(input, design: .default)
            #expect(difference == nil, "case \(i): \(difference ?? "")")
        }
        #expect(changes > 100, "the generated cases change the list \(changes) times")
    }
}
