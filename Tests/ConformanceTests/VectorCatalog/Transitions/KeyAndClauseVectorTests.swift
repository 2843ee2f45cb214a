import Foundation
import SwipeConformance
import SwipeReference
@testable import SwipeVectorCatalog
import Testing

/// The key registry's vectors and the configuration clauses' vectors each fail an
/// implementation that misreads their rule, where every other stored vector passes it.
@Suite(.tags(.slow), .quickLoop) struct KeyAndClauseVectorTests {
    static let loaded = Result { try VectorStore.load(Paths.vectors) }
    static func files() throws -> [VectorFile] {
        let files = try loaded.get()
        try #require(!files.isEmpty, "no vectors loaded from \(Paths.vectors)")
        return files
    }

    /// The ids of the stored vectors `Implementation` fails.
    static func failing<Implementation: SwipeImplementation>(_: Implementation.Type) throws -> [String] {
        var driver = InProcessDriver<Implementation>()
        let report = VectorRunner().run(try files(), driver: &driver)
        return report.results.filter { $0.status == .failed || $0.status == .broken }.map(\.id)
    }

    @Test("a list that keeps a deleted or reloaded row's key taken fails the key vectors, and only those")
    func keyHoardingFailsKeyVectors() throws {
        let failing = try Self.failing(KeyHoardingList.self)
        #expect(!failing.isEmpty)
        #expect(failing.allSatisfy { $0.hasPrefix("transitions-keys-") }, "\(failing.filter { !$0.hasPrefix("transitions-keys-") })")
    }

    @Test("a list that accepts one action id on both edges fails the clause vectors, and only those")
    func perEdgeIDsFailClauseVectors() throws {
        let failing = try Self.failing(PerEdgeIDList.self)
        #expect(!failing.isEmpty)
        #expect(failing.allSatisfy { $0.hasPrefix("clause-action-id-unique-across-edges-") }, "\(failing)")
    }

    @Test("every clause: the violating row is rejected with the clause's rejection and the valid neighbour accepted, in an insert and a reload",
          arguments: ConfigurationClause.all)
    func clauseDecided(_ clause: ConfigurationClause) throws {
        for context in [ConfigurationClause.Context.insertRow, .reloadRow] {
            let bad = try #require(clause.input(context, violating: true))
            let good = try #require(clause.input(context, violating: false))
            #expect(try bad.referenceOutput().observations[0].rejection == clause.rejection, "\(clause.id) \(context)")
            #expect(try good.referenceOutput().observations[0].rejection == nil, "\(clause.id) \(context)")
        }
        // In the initial list the same rows are refused up front (GEO-6, MUT-1).
        #expect(throws: ConfigurationError.self) { try SwipeList(rows: clause.initialRows(violating: true)) }
        #expect(throws: Never.self) { try SwipeList(rows: clause.initialRows(violating: false)) }
    }

    @Test("the numeric clauses are the boundaries of the parameter table: one for each bound of each parameter's range")
    func numericClausesFollowTheTable() {
        for parameter in SwipeParameters.Parameter.allCases {
            let clauses = ConfigurationClause.all.filter { $0.id.hasPrefix(parameter.name + "-") }
            // A closed or half-open range bounded on one side has one boundary; (0, 1]
            // and [0, width) are bounded on both.
            let bounded = !parameter.accepts(1e9, width: 375)
            #expect(clauses.count == (bounded ? 2 : 1), "\(parameter.name): \(clauses.map(\.id))")
        }
    }
}

/// A faulty list: the key of a deleted or reloaded row stays taken, so inserting a
/// row with it is rejected (`duplicateKey`) where MUT-1 frees it.
struct KeyHoardingList: SwipeImplementation {
    static var info: ImplementationInfo { SwipeList.info }
    var inner: SwipeList
    var seen: Set<String>

    init(rows: [RowConfiguration]) throws {
        inner = try SwipeList(rows: rows)
        seen = Set(rows.compactMap(\.key))
    }

    mutating func handle(_ event: InputEvent) -> Observation {
        if case let .insertRow(index, configuration, t) = event, let key = configuration.key, seen.contains(key),
           inner.rejections(of: event).isEmpty, index >= 0, index <= inner.configurations.count, t >= (inner.now ?? t) {
            var o = inner.observation
            o.rejection = .duplicateKey
            return o
        }
        let o = inner.handle(event)
        seen.formUnion(inner.configurations.compactMap(\.key))
        return o
    }

    func accessibilityActions(ofRow row: Int) -> [AccessibleAction] { inner.accessibilityActions(ofRow: row) }
}

/// A faulty list: action ids need only be unique on each edge (ACC-4 says within
/// the row), so a configuration repeating an id across its two edges is taken, its
/// trailing copy renamed inside.
struct PerEdgeIDList: SwipeImplementation {
    static var info: ImplementationInfo { SwipeList.info }
    var inner: SwipeList

    init(rows: [RowConfiguration]) throws {
        inner = try SwipeList(rows: rows.map(Self.accepted))
    }

    /// The configuration with trailing ids that repeat a leading id renamed, when that is all that is wrong.
    static func accepted(_ row: RowConfiguration) -> RowConfiguration {
        let leading = Set(row.declarations.filter { $0.edge == .leading }.flatMap(\.actions).map(\.id))
        var renamed = row
        for k in renamed.declarations.indices where renamed.declarations[k].edge == .trailing {
            for a in renamed.declarations[k].actions.indices where leading.contains(renamed.declarations[k].actions[a].id) {
                renamed.declarations[k].actions[a].id += "\u{200B}"
            }
        }
        return renamed.isValid && !row.isValid ? renamed : row
    }

    mutating func handle(_ event: InputEvent) -> Observation {
        switch event {
        case let .insertRow(index, configuration, t): return inner.handle(.insertRow(index: index, configuration: Self.accepted(configuration), time: t))
        case let .reloadRow(row, configuration, t): return inner.handle(.reloadRow(row: row, configuration: Self.accepted(configuration), time: t))
        default: return inner.handle(event)
        }
    }

    func accessibilityActions(ofRow row: Int) -> [AccessibleAction] { inner.accessibilityActions(ofRow: row) }
}
