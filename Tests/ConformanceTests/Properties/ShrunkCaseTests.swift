import PropertyEngine
@testable import SwipeConformance
@testable import SwipeFaults
import SwipeReference
import Testing

/// A shrunk counterexample of the differential property carries no event after
/// the first observation that differs from the reference: what follows it plays
/// no part in the failure and only makes the case longer to read; a failure of
/// the accessibility lists, which depend on the configuration alone, keeps none.
@Suite struct ShrunkCaseTests {
    /// Faults of the geometry, accumulation, accessibility and recognition rules:
    /// configuration, event and report faults alike.
    static let faults = [
        "ignores-layout-direction", "rtl-order-from-wrong-edge", "accumulation-reversed",
        "full-swipe-flag-from-last-declaration", "empty-declaration-governs-full-swipe", "full-swipe-always-allowed",
        "accessibility-order-trailing-first", "slop-from-previous-sample", "dominance-not-strict",
        "positions-clamped-to-row", "second-pointer-cancels", "slop-exclusive",
    ]

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

    /// The faults whose shrunk cases the structure tests read: one per area of the
    /// catalog with several rows, declarations or list changes in its cases.
    static let structural = ["full-swipe-flag-from-last-declaration", "rows-uncoordinated", "second-row-drag-swallowed",
                             "accumulation-reversed", "state-kept-by-index", "deleted-row-neighbour-opens",
                             "empty-declaration-governs-full-swipe", "ignores-layout-direction"]

    static func shrunk(_ name: String) throws -> (CaseInput, PropertyVerdict, CaseExecutor) {
        let fault = try #require(FaultCatalog.named(name))
        var suite = PropertySuite(cases: FaultCatalogTests.casesBudget, properties: [.differential])
        suite.listChanges = fault.features.contains(.listChanges)
        suite.budget = ShrinkBudget(maxEvaluations: FaultCatalogBudget.shrinkEvaluations, maxDuration: .seconds(3600))
        let failure = try #require(suite.check(fault.executor).failure, "differential did not catch \(name)")
        return (failure.shrunk, failure.verdict, fault.executor)
    }

    @Test("a shrunk case keeps no row, event, declaration or action the failure does not need", arguments: structural)
    func nothingRemovable(_ name: String) throws {
        let (shrunk, verdict, run) = try Self.shrunk(name)
        let removals = [("row", CaseSimplifier.withoutRows(shrunk)), ("event", CaseSimplifier.withoutEvents(shrunk)),
                        ("touch sequence", CaseSimplifier.withoutTouchSequences(shrunk)),
                        ("touch sequence (a programmatic event instead)", CaseSimplifier.programmaticInsteadOfTouch(shrunk)),
                        ("list change", CaseSimplifier.withoutListChanges(shrunk)),
                        ("insert (a row from the start instead)", CaseSimplifier.insertsAsRows(shrunk)),
                        ("reload (the configuration from the start instead)", CaseSimplifier.reloadsAsRows(shrunk)),
                        ("row (an insert instead of a reload)", CaseSimplifier.reloadsAsInserts(shrunk)),
                        ("declaration", CaseSimplifier.withoutDeclarations(shrunk)), ("action", CaseSimplifier.withoutActions(shrunk))]
        for (what, candidates) in removals {
            for candidate in candidates where CaseSimplifier.Complexity(candidate) < CaseSimplifier.Complexity(shrunk) {
                let again = PropertyChecks.verdict([.differential], candidate, run: run)
                #expect(!again.failsTheSameWay(as: verdict), "\(name): the shrunk case still fails with a \(what) less:\n\(candidate)")
            }
        }
    }

    @Test("a shrunk case is in the canonical form (orientation, defaults, style, keys, whole coordinates, clock from 0, event order, the least times and distances) where the failure allows", arguments: structural)
    func canonicalForm(_ name: String) throws {
        let (shrunk, verdict, run) = try Self.shrunk(name)
        let forms = [CaseSimplifier.canonicallyOriented, CaseSimplifier.withDefaults, CaseSimplifier.inRevealStyle,
                     CaseSimplifier.withDefaultDeclarations, CaseSimplifier.withCanonicalKeys,
                     CaseSimplifier.withWholeCoordinates, CaseSimplifier.withRowY, CaseSimplifier.startingAtZero, CaseSimplifier.onTicks,
                     CaseSimplifier.inCanonicalOrder, CaseSimplifier.simplerKinds, CaseSimplifier.startingAtCenter, CaseSimplifier.leftward,
                     CaseSimplifier.simplerListChanges, CaseSimplifier.reloadsKeepingKeys, CaseSimplifier.rowsSwapped,
                     CaseSimplifier.insertsElsewhere, CaseSimplifier.namingLowerRows, CaseSimplifier.withCanonicalActionIDs,
                     CaseSimplifier.leftToRight, CaseSimplifier.declarationsByEdge, CaseSimplifier.reloadsExchanged]
        // Every number one step lower: the searches end at the least value that fails.
        let lowered = CaseSimplifier.dimensions(of: shrunk).filter { $0.value > 0 }.map { $0.setting($0.value - 1) }
        let simpler = (forms.flatMap { $0(shrunk) } + lowered)
            .filter { CaseSimplifier.Complexity($0) < CaseSimplifier.Complexity(shrunk) }
        for candidate in simpler {
            let again = PropertyChecks.verdict([.differential], candidate, run: run)
            #expect(!again.failsTheSameWay(as: verdict), "\(name): a simpler form still fails:\n\(candidate)")
        }
    }

    @Test("the structural passes: a row and a reload no earlier event looks at exchange configurations, each keeping its key; the row starting as the heavier is simpler")
    func reloadExchangesConfigurations() throws {
        let one = SwipeAction(id: "a")
        var light = RowConfiguration(declarations: [SwipeDeclaration(edge: .trailing, actions: [one])])
        light.key = "k0"
        var heavy = RowConfiguration(declarations: [SwipeDeclaration(edge: .trailing, actions: [one, SwipeAction(id: "b")])])
        heavy.key = "k1"
        let input = CaseInput(rows: [light], events: [
            .reloadRow(row: 0, configuration: heavy, time: 0), .open(row: 0, edge: .trailing, time: 1),
            .reloadRow(row: 0, configuration: light, time: 2),
        ])
        // Only the first reload: the open looked at the row before the second.
        let exchanged = CaseSimplifier.reloadsExchanged(input)
        try #require(exchanged.count == 1)
        var startsHeavy = heavy
        startsHeavy.key = "k0"
        var reloadsLight = light
        reloadsLight.key = "k1"
        #expect(exchanged[0].rows == [startsHeavy])
        #expect(exchanged[0].events == [
            .reloadRow(row: 0, configuration: reloadsLight, time: 0), .open(row: 0, edge: .trailing, time: 1),
            .reloadRow(row: 0, configuration: light, time: 2),
        ])
        #expect(CaseSimplifier.heavierReloads(input) == 1)
        #expect(CaseSimplifier.heavierReloads(exchanged[0]) == 0)
        #expect(CaseSimplifier.Complexity(exchanged[0]) < CaseSimplifier.Complexity(input))
        // A row an event named before the reload keeps its configuration.
        let looked = CaseInput(rows: [light], events: [
            .open(row: 0, edge: .trailing, time: 0), .reloadRow(row: 0, configuration: heavy, time: 1),
        ])
        #expect(CaseSimplifier.reloadsExchanged(looked).isEmpty)
    }

    @Test("the structural passes: a row less renumbers later rows and drops the events naming it")
    func rowRemovalRenumbers() {
        let rows = [RowConfiguration(declarations: []), RowConfiguration(declarations: []), RowConfiguration(declarations: [])]
        let input = CaseInput(rows: rows, events: [
            .down(row: 2, x: 300, y: 20, time: 0), .up(x: 300, y: 20, time: 1), .open(row: 1, edge: .trailing, time: 2),
            .moveRow(row: 2, to: 0, time: 3), .insertRow(index: 3, configuration: RowConfiguration(declarations: []), time: 4),
        ])
        let withoutFirst = CaseSimplifier.withoutRows(input).last
        #expect(withoutFirst?.rows.count == 2)
        #expect(withoutFirst?.events == [
            .down(row: 1, x: 300, y: 20, time: 0), .up(x: 300, y: 20, time: 1), .open(row: 0, edge: .trailing, time: 2),
            .moveRow(row: 1, to: 0, time: 3), .insertRow(index: 2, configuration: RowConfiguration(declarations: []), time: 4),
        ])
        let withoutMiddle = CaseSimplifier.withoutRows(input)[1]
        #expect(withoutMiddle.events.contains { if case .open = $0 { true } else { false } } == false)
    }

    @Test("the structural passes: an insert less drops the events naming the inserted row and renumbers the rows below it")
    func insertRemovalRenumbers() {
        let row = RowConfiguration(declarations: [])
        let input = CaseInput(rows: [row, row], events: [
            .insertRow(index: 1, configuration: row, time: 0), .open(row: 1, edge: .trailing, time: 1),
            .open(row: 2, edge: .trailing, time: 2), .deleteRow(row: 1, time: 3), .close(row: 1, time: 4),
        ])
        // Without the insert: the open of the inserted row and its delete go; row 2 was row 1, and after the delete row 1 still is.
        #expect(CaseSimplifier.withoutListChanges(input).last?.events == [
            .open(row: 1, edge: .trailing, time: 2), .close(row: 1, time: 4),
        ])
        // Without the delete: the row it deleted stays, so the row below it is one further down.
        #expect(CaseSimplifier.withoutListChanges(input).first?.events == [
            .insertRow(index: 1, configuration: row, time: 0), .open(row: 1, edge: .trailing, time: 1),
            .open(row: 2, edge: .trailing, time: 2), .close(row: 2, time: 4),
        ])
    }

    @Test("the structural passes: a touch sequence goes whole, or becomes open or close at its down's time")
    func touchSequenceReplaced() {
        let row = RowConfiguration(declarations: [])
        let input = CaseInput(rows: [row], events: [
            .down(row: 0, x: 300, y: 20, time: 0), .move(x: 200, y: 20, time: 1), .reloadRow(row: 0, configuration: row, time: 2),
            .up(x: 100, y: 20, time: 3), .advance(time: 4),
        ])
        #expect(CaseSimplifier.withoutTouchSequences(input).map(\.events) == [[.reloadRow(row: 0, configuration: row, time: 2), .advance(time: 4)]])
        #expect(CaseSimplifier.programmaticInsteadOfTouch(input).map(\.events) == [
            [.open(row: 0, edge: .trailing, time: 0), .reloadRow(row: 0, configuration: row, time: 2), .advance(time: 4)],
            [.open(row: 0, edge: .leading, time: 0), .reloadRow(row: 0, configuration: row, time: 2), .advance(time: 4)],
            [.close(row: 0, time: 0), .reloadRow(row: 0, configuration: row, time: 2), .advance(time: 4)],
        ])
    }

    @Test("the lowering searches end at the least failing value from any start")
    func loweringFindsTheBoundary() {
        let row = RowConfiguration(declarations: [])
        // Fails while the up is at least 37 points left of its down, whatever its time: the boundary is 37.
        func fails(_ input: CaseInput) -> Bool {
            guard case let .down(_, x0, _, _)? = input.events.first, case let .up(x, _, _)? = input.events.last else { return false }
            return x0 - x >= 37
        }
        var finals: Set<[InputEvent]> = []
        for start in [40.0, 120, 188, 300] {
            var simplifier = CaseSimplifier(budget: 500)
            let input = CaseInput(rows: [row], events: [.down(row: 0, x: 250, y: 20, time: 0.5), .up(x: 250 - start, y: 20, time: 0.75)])
            finals.insert(simplifier.simplify(input, stillFails: fails).events)
            #expect(!simplifier.exhaustedBudget, "from \(start): the budget ran out after \(simplifier.evaluations) evaluations")
        }
        #expect(finals == [[.down(row: 0, x: 188, y: 20, time: 0), .up(x: 151, y: 20, time: 0)]])
        // With too small a budget the simplifier stops early and says so.
        var starved = CaseSimplifier(budget: 3)
        let input = CaseInput(rows: [row], events: [.down(row: 0, x: 250, y: 20, time: 0.5), .up(x: 130, y: 20, time: 0.75)])
        #expect(starved.simplify(input, stillFails: fails) != finals.first.map { CaseInput(rows: [row], events: $0) })
        #expect(starved.exhaustedBudget && starved.evaluations == 3)
    }

    static let plain = RowConfiguration(declarations: [], key: "k0")
    static func keyed(_ key: String, _ ids: [String] = ["a"]) -> RowConfiguration {
        RowConfiguration(declarations: [SwipeDeclaration(edge: .trailing, actions: ids.map { SwipeAction(id: $0) })], key: key)
    }

    @Test("the list passes: an insert becomes a row from the start, at each place, every event naming the row it named")
    func insertBecomesRow() {
        let a = Self.keyed("k0"), b = Self.keyed("k1")
        let input = CaseInput(rows: [a], events: [
            .open(row: 0, edge: .trailing, time: 0), .insertRow(index: 1, configuration: b, time: 0), .deleteRow(row: 0, time: 0),
            .open(row: 0, edge: .trailing, time: 1),
        ])
        #expect(CaseSimplifier.insertsAsRows(input) == [
            // The inserted row first: the first open names row 1, the delete too; the last open names the inserted row.
            CaseInput(rows: [b, a], events: [.open(row: 1, edge: .trailing, time: 0), .deleteRow(row: 1, time: 0),
                                             .open(row: 0, edge: .trailing, time: 1)]),
            CaseInput(rows: [a, b], events: [.open(row: 0, edge: .trailing, time: 0), .deleteRow(row: 0, time: 0),
                                             .open(row: 0, edge: .trailing, time: 1)]),
        ])
    }

    @Test("the list passes: rows swapped, an insert elsewhere, a lower row named, each keeping what later events name")
    func rowsReordered() {
        let a = Self.keyed("k1"), c = Self.keyed("k2")
        let input = CaseInput(rows: [Self.plain, a], events: [
            .open(row: 1, edge: .trailing, time: 0), .insertRow(index: 0, configuration: c, time: 0), .deleteRow(row: 2, time: 0),
            .moveRow(row: 1, to: 0, time: 1),
        ])
        #expect(CaseSimplifier.rowsSwapped(input) == [
            // The insert still goes before the plain row, now at index 1; the delete of `a` and the move of the plain row follow.
            CaseInput(rows: [a, Self.plain], events: [
                .open(row: 0, edge: .trailing, time: 0), .insertRow(index: 1, configuration: c, time: 0), .deleteRow(row: 0, time: 0),
                .moveRow(row: 1, to: 0, time: 1),
            ]),
        ])
        // The insert before row 1 or at the end instead of before row 0: the delete of row `a` and the move of the plain row follow.
        #expect(CaseSimplifier.insertsElsewhere(input).map(\.events) == [
            [.open(row: 1, edge: .trailing, time: 0), .insertRow(index: 1, configuration: c, time: 0), .deleteRow(row: 2, time: 0),
             .moveRow(row: 0, to: 0, time: 1)],
            [.open(row: 1, edge: .trailing, time: 0), .insertRow(index: 2, configuration: c, time: 0), .deleteRow(row: 1, time: 0),
             .moveRow(row: 0, to: 0, time: 1)],
        ])
        #expect(CaseSimplifier.namingLowerRows(input).map { $0.events[0] } .contains(.open(row: 0, edge: .trailing, time: 0)))
        #expect(CaseSimplifier.namingLowerRows(input).contains { $0.events[3] == .moveRow(row: 0, to: 1, time: 1) })
    }

    @Test("the list passes: a reload of an untouched row becomes its configuration from the start, or an insert in its place")
    func reloadBecomesRow() {
        let a = Self.keyed("k1")
        let input = CaseInput(rows: [Self.plain, Self.keyed("k1", ["x"])], events: [
            .reloadRow(row: 1, configuration: a, time: 0), .open(row: 1, edge: .trailing, time: 0), .deleteRow(row: 0, time: 1),
        ])
        #expect(CaseSimplifier.reloadsAsRows(input) == [
            CaseInput(rows: [Self.plain, a], events: [.open(row: 1, edge: .trailing, time: 0), .deleteRow(row: 0, time: 1)]),
        ])
        #expect(CaseSimplifier.reloadsAsInserts(input) == [
            CaseInput(rows: [Self.plain], events: [
                .insertRow(index: 1, configuration: a, time: 0), .open(row: 1, edge: .trailing, time: 0), .deleteRow(row: 0, time: 1),
            ]),
        ])
        // A reload after an event that names the row stays a reload.
        let late = CaseInput(rows: input.rows, events: [input.events[1], input.events[0]])
        #expect(CaseSimplifier.reloadsAsRows(late).isEmpty)
        #expect(CaseSimplifier.reloadsAsInserts(late).isEmpty)
    }

    @Test("the action passes: an action less with the touches moved by its width; ids and declarations in canonical order")
    func actionsAimedAndCanonical() {
        let row = RowConfiguration(declarations: [
            SwipeDeclaration(edge: .leading, actions: [SwipeAction(id: "x")]),
            SwipeDeclaration(edge: .trailing, actions: [SwipeAction(id: "p", width: 90), SwipeAction(id: "q")]),
        ])
        let input = CaseInput(rows: [row], events: [.down(row: 0, x: 188, y: 20, time: 0), .up(x: 188, y: 20, time: 1)])
        let xs = CaseSimplifier.withoutActions(input).map { $0.events.compactMap(\.x) }
        // Three removals as they are, then each with the touches moved by 74, 90 and 74 points either way.
        #expect(xs == [[188, 188], [188, 188], [188, 188], [262, 262], [114, 114], [262, 262], [114, 114], [278, 278], [98, 98]])
        let canonical = CaseSimplifier.declarationsByEdge(input)
        #expect(canonical.map { $0.rows[0].declarations.map(\.edge) } == [[.trailing, .leading]])
        #expect(canonical.map { $0.rows[0].declarations.flatMap { $0.actions.map(\.id) } } == [["a", "b", "c"]])
        #expect(CaseSimplifier.withCanonicalActionIDs(input).map { $0.rows[0].declarations.flatMap { $0.actions.map(\.id) } } == [["a", "b", "c"]])
    }

    @Test("cases a fault fails in the same way but that differ in list shape end at one final case")
    func listShapesConverge() throws {
        let fault = try #require(FaultCatalog.named("deleted-row-neighbour-opens"))
        let a = Self.keyed("k0"), b = Self.keyed("k1"), c = Self.keyed("k2")
        let starts = [
            CaseInput(rows: [a, b], events: [.open(row: 0, edge: .trailing, time: 0), .deleteRow(row: 0, time: 0)]),
            CaseInput(rows: [a], events: [.open(row: 0, edge: .trailing, time: 0), .insertRow(index: 1, configuration: b, time: 0),
                                          .deleteRow(row: 0, time: 0)]),
            CaseInput(rows: [a], events: [.insertRow(index: 0, configuration: b, time: 0), .open(row: 0, edge: .trailing, time: 0),
                                          .deleteRow(row: 0, time: 0)]),
            CaseInput(rows: [a, Self.keyed("k1", [])], events: [.open(row: 0, edge: .trailing, time: 0),
                                                                 .reloadRow(row: 1, configuration: b, time: 0), .deleteRow(row: 0, time: 0)]),
            CaseInput(rows: [a, b], events: [.open(row: 1, edge: .trailing, time: 0), .moveRow(row: 0, to: 1, time: 0),
                                             .deleteRow(row: 0, time: 0)]),
            CaseInput(rows: [Self.keyed("k0", ["c"]), c], events: [.open(row: 0, edge: .trailing, time: 0), .deleteRow(row: 0, time: 0)]),
        ]
        var finals: Set<CaseInput> = []
        for start in starts {
            let original = PropertyChecks.verdict([.differential], start, run: fault.executor)
            guard case .fails = original else {
                Issue.record("the fault does not fail \(start)")
                continue
            }
            var simplifier = CaseSimplifier(budget: PropertySuite.simplificationBudget)
            finals.insert(simplifier.simplify(start) { PropertyChecks.verdict([.differential], $0, run: fault.executor).failsTheSameWay(as: original) })
        }
        #expect(finals == [starts[0]], "\(finals)")
    }

    @Test("the row passes: a row merged into another, and a touch sequence replaced by an open with later taps on its buttons")
    func rowsMergedAndTapsAimed() {
        let a = Self.keyed("k1")
        let input = CaseInput(rows: [Self.plain, a], events: [
            .down(row: 0, x: 188, y: 20, time: 0), .open(row: 1, edge: .trailing, time: 0), .up(x: 188, y: 20, time: 1),
        ])
        #expect(CaseSimplifier.rowsMerged(input) == [
            CaseInput(rows: [Self.plain], events: [.down(row: 0, x: 188, y: 20, time: 0), .open(row: 0, edge: .trailing, time: 0),
                                                   .up(x: 188, y: 20, time: 1)]),
            CaseInput(rows: [a], events: [.down(row: 0, x: 188, y: 20, time: 0), .open(row: 0, edge: .trailing, time: 0),
                                          .up(x: 188, y: 20, time: 1)]),
        ])
        let drags = CaseInput(rows: [a], events: [
            .down(row: 0, x: 188, y: 20, time: 0), .up(x: 138, y: 20, time: 0), .down(row: 0, x: 188, y: 20, time: 1),
            .up(x: 188, y: 20, time: 1),
        ])
        let candidates = CaseSimplifier.programmaticInsteadOfTouch(drags)
        // Three replacements of each sequence, then the open toward the trailing edge with the later tap on its button (301…375).
        #expect(candidates.count == 7)
        #expect(candidates.last?.events == [
            .open(row: 0, edge: .trailing, time: 0), .down(row: 0, x: 302, y: 20, time: 1), .up(x: 302, y: 20, time: 1),
        ])
    }

    @Test("the simplifier keeps the rows a case starts with ones the reference accepts")
    func startingRowsStayValid() {
        var invalid = Self.keyed("k1")
        invalid.parameters.actionWidth = 0
        let input = CaseInput(rows: [Self.keyed("k0")], events: [
            .open(row: 0, edge: .trailing, time: 0), .insertRow(index: 0, configuration: invalid, time: 0),
        ])
        // Fails wherever the invalid configuration is: as an insert, or (were it allowed) as a row from the start.
        func fails(_ c: CaseInput) -> Bool { c.rows.contains(invalid) || c.events.contains { $0.configuration == invalid } }
        #expect(CaseSimplifier.insertsAsRows(input).contains { fails($0) && !CaseSimplifier.rowsAccepted($0) })
        var simplifier = CaseSimplifier(budget: PropertySuite.simplificationBudget)
        let simplified = simplifier.simplify(input, stillFails: fails)
        #expect(CaseSimplifier.rowsAccepted(simplified))
        #expect(simplified.events.count == 1 && simplified.events[0].configuration == invalid)
    }
}
