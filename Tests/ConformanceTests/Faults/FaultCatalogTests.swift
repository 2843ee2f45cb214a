import Foundation
import PropertyEngine
import SwipeConformance
import SwipeFaults
import SwipeReference
import SwipeVectorCatalog
import Testing

/// The suite holds the line: the stored vectors reject every faulty
/// implementation of the catalog, and the property runner finds every one within
/// `FaultCatalogTests.casesBudget` generated cases of the fixed seed.
@Suite(.tags(.slow), .quickLoop) struct FaultCatalogTests {
    /// How many generated cases the property runner may use to find a fault.
    static let casesBudget = FaultCatalogBudget.cases

    /// The stored vectors, or the error that loading them raised (rethrown
    /// by the test that uses them).
    static let vectors = Result { try VectorStore.load(Paths.vectors) }

    @Test("the catalog's faults are uniquely named, exactly those of the misreading table, each citing a requirement of SPEC.md")
    func catalogShape() {
        #expect(Set(FaultCatalog.all.map(\.name)).count == FaultCatalog.all.count)
        let tabled = Set(Misreadings.all.compactMap(\.fault))
        let catalogued = Set(FaultCatalog.all.map(\.name))
        #expect(catalogued.subtracting(tabled).isEmpty,
                "faults no row of the misreading table names (add the row to Misreadings+GROUP.swift): \(catalogued.subtracting(tabled).sorted())")
        #expect(tabled.subtracting(catalogued).isEmpty,
                "misreading rows naming no fault of the catalog: \(tabled.subtracting(catalogued).sorted())")
        for fault in FaultCatalog.all {
            #expect(!fault.requirement.isDesignChoice, "\(fault.name) cites \(fault.requirement), a design-choice value, not a requirement of the default design")
        }
    }

    @Test("the stored vectors reject the fault", arguments: FaultCatalog.all.map(\.name))
    func vectorsReject(_ name: String) throws {
        let fault = try #require(FaultCatalog.named(name))
        let vectors = try Self.vectors.get()
        try #require(!vectors.isEmpty, "no vectors loaded")
        var driver = fault.driver
        let report = VectorRunner().run(vectors, driver: &driver)
        let failed = report.results.filter { $0.status == .failed }
        #expect(!failed.isEmpty, "no vector rejects \(name) (\(fault.requirement)): add one")
        #expect(report.code == .failures)
    }

    @Test("the property runner finds the fault within the budget (seed 0x5EED)", arguments: FaultCatalog.all.map(\.name))
    func propertiesFind(_ name: String) throws {
        let fault = try #require(FaultCatalog.named(name))
        var suite = PropertySuite(cases: Self.casesBudget)
        suite.listChanges = fault.features.contains(.listChanges)
        suite.budget = ShrinkBudget(maxEvaluations: FaultCatalogBudget.shrinkEvaluations, maxDuration: .seconds(3600))
        let report = suite.check(fault.executor)
        let failure = try #require(report.failure, "the properties did not find \(name) (\(fault.requirement)) in \(Self.casesBudget) cases")
        #expect(failure.shrunk.events.count <= failure.original.events.count)
    }
}

/// Each property fails on a faulty implementation, and the failure message carries
/// the shrunk counterexample as a timeline and as a vector. A green run prints
/// nothing of it: the message is checked, not shown.
@Suite struct PropertyFailureTests {
    static let pairs: [(SwipeProperty, String)] = [
        (.differential, "slop-exclusive"),
        (.invariants, "rows-uncoordinated"),
        (.mirror, "rtl-order-from-wrong-edge"),
        (.splitDeclaration, "empty-declaration-governs-full-swipe"),
        (.timeShift, "clock-from-first-event"),
        (.originShift, "positions-clamped-to-row"),
        (.monotoneSelection, "select-zones-reversed"),
        (.untouchedRow, "state-kept-by-index"),
        (.rowOwnsState, "deleted-row-neighbour-opens"),
    ]

    @Test("every property has a fault that fails it")
    func everyPropertyCovered() {
        #expect(Set(Self.pairs.map(\.0)) == Set(SwipeProperty.allCases))
    }

    @Test("the property fails on its fault with a shrunk, printed counterexample",
          arguments: pairs.map { ($0.0.rawValue, $0.1) })
    func propertyFails(_ property: String, _ faultName: String) throws {
        let p = try #require(SwipeProperty(rawValue: property))
        let fault = try #require(FaultCatalog.named(faultName))
        var suite = PropertySuite(cases: FaultCatalogTests.casesBudget, properties: [p])
        suite.listChanges = fault.features.contains(.listChanges)
        suite.budget = ShrinkBudget(maxEvaluations: FaultCatalogBudget.shrinkEvaluations, maxDuration: .seconds(3600))
        let report = suite.check(fault.executor)
        let failure = try #require(report.failure, "\(property) did not catch \(faultName)")
        #expect(failure.property == p)
        #expect(failure.shrunk.events.count <= 8, "counterexample too long to read: \(failure.shrunk.events.count) events")
        let text = report.description
        #expect(!report.isSuccess)
        #expect(text.contains("reference timeline of the shrunk case") && text.contains("\"format\""), "\(text)")
        // The saved file fails `verify` on the fault: a relation's file holds the transformed case beside the case.
        let file = try #require(try report.vectorFile())
        let isRelation = PropertyChecks.relatedCase(p, failure.shrunk, try failure.shrunk.referenceOutput()) != nil
        #expect(file.cases.count == (isRelation ? 2 : 1), "\(file.cases.map(\.id))")
        #expect(Self.failingCases(file, on: fault) != [], "verify of the saved file passes on \(faultName), where \(property) failed")
    }

    /// The ids of the cases of `file` on which `fault` differs from the expectations, as `verify` compares them.
    static func failingCases(_ file: VectorFile, on fault: FaultyImplementation) -> [String] {
        file.cases.filter { Comparison.firstDifference(expected: $0.expected, actual: fault.run($0.input)) != nil }.map(\.id)
    }

    /// The relations compare an implementation with itself, not with the reference:
    /// a failure of one is saved with the transformed case, or `verify` of the file
    /// passes (every relation's counterexample for the mirroring faults did).
    static let relations: [SwipeProperty] = [.mirror, .splitDeclaration, .timeShift, .originShift, .untouchedRow]

    @Test("every counterexample of a relation, for every fault of the catalog that fails it, fails verify on that fault",
          .tags(.slow), .quickLoop, arguments: relations.map(\.rawValue))
    func relationCounterexamplesFailVerify(_ property: String) throws {
        let p = try #require(SwipeProperty(rawValue: property))
        var caught = 0
        for fault in FaultCatalog.all {
            var suite = PropertySuite(cases: 300, properties: [p])
            suite.listChanges = fault.features.contains(.listChanges)
            suite.budget = ShrinkBudget(maxEvaluations: 300, maxDuration: .seconds(3600))
            let report = suite.check(fault.executor)
            guard report.failure?.verdict.failedProperty == p, let file = try report.vectorFile() else { continue }
            caught += 1
            #expect(Self.failingCases(file, on: fault) != [], "\(fault.name): verify of the saved file passes, where \(property) failed")
        }
        #expect(caught >= 1, "\(property) failed on no fault of the catalog: the check would mean nothing")
    }
}
