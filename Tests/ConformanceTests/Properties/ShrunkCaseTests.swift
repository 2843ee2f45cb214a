import PropertyEngine
import SwipeConformance
import Testing

/// A shrunk counterexample of the differential property carries no event after
/// the first observation that differs from the reference: what follows it plays
/// no part in the failure and only makes the case longer to read; a failure of
/// the accessibility lists, which depend on the configuration alone, keeps none.
@Suite struct ShrunkCaseTests {
    static let faults = Array(FaultCatalog.all.prefix(12).map(\.name))

    @Test("a differential counterexample ends at its first differing event", arguments: faults)
    func endsAtFirstDifference(_ name: String) throws {
        let fault = try #require(FaultCatalog.named(name))
        var suite = PropertySuite(cases: FaultCatalogTests.casesBudget, properties: [.differential])
        suite.listChanges = fault.features.contains(.listChanges)
        suite.budget = ShrinkBudget(maxEvaluations: FaultCatalogBudget.shrinkEvaluations, maxDuration: .seconds(3600))
        let failure = try #require(suite.check(fault.executor).failure, "differential did not catch \(name)")
        let shrunk = failure.shrunk
        let expected = try shrunk.referenceOutput()
        let difference = try #require(Comparison.firstDifference(expected: expected, actual: fault.run(shrunk)))
        if let event = difference.event {
            #expect(event == shrunk.events.count - 1, "\(name): first difference at event \(event) of \(shrunk.events.count)")
        } else {
            // A difference in no observation (the accessibility lists) needs no event at all.
            #expect(shrunk.events.isEmpty, "\(name): \(difference.path) differs, yet the case keeps \(shrunk.events.count) events")
        }
    }
}
