@testable import SwipeConformance
import SwipeReference
import Testing

/// The case simplifier's named parts: its complexity's fields and the one order
/// that compares them.
@Suite struct CaseSimplifierTests {
    /// A case off every canonical form, so that its measures differ from one another.
    static let sample = CaseInput(
        rows: [RowConfiguration(width: 320.5, layoutDirection: .rightToLeft, style: .select, declarations: [
            SwipeDeclaration(edge: .leading, actions: [SwipeAction(id: "x", width: 40)]),
            SwipeDeclaration(edge: .trailing, allowsFullSwipe: false, actions: [SwipeAction(id: "y"), SwipeAction(id: "z")]),
        ], key: "row")],
        events: [.down(row: 0, x: 100.5, y: 31, time: 0.3), .move(x: 180.25, y: 31, time: 0.41), .up(x: 190, y: 31, time: 0.5),
                 .open(row: 0, edge: .leading, time: 0.7)])

    @Test("Complexity.order compares every measure of the complexity, each once")
    func orderHoldsEveryMeasure() {
        let complexity = CaseSimplifier.Complexity(Self.sample)
        let fields = Mirror(reflecting: complexity).children.compactMap { $0.value as? Int }
        #expect(fields.count == Mirror(reflecting: complexity).children.count, "a measure that is not an Int")
        #expect(complexity.order.count == fields.count)
        #expect(complexity.order.sorted() == fields.sorted())
    }

    @Test("a case is simpler by its first differing measure in order: fewer events before fewer rows")
    func lexicographic() {
        var fewerEvents = Self.sample
        fewerEvents.events.removeLast()
        var moreRows = fewerEvents
        moreRows.rows.append(RowConfiguration(declarations: []))
        #expect(CaseSimplifier.Complexity(fewerEvents) < CaseSimplifier.Complexity(Self.sample))
        #expect(CaseSimplifier.Complexity(moreRows) < CaseSimplifier.Complexity(Self.sample))
        #expect(!(CaseSimplifier.Complexity(Self.sample) < CaseSimplifier.Complexity(Self.sample)))
    }

    @Test("the statistics hold one entry per pass, in the table's order, and count every evaluation against exactly one pass")
    func everyEvaluationHasItsPass() {
        // Fails while a touch ends at least 37 points left of where it began and the list has a row:
        // the prefix, the structural passes and the lowering each have work to do.
        func fails(_ input: CaseInput) -> Bool {
            guard !input.rows.isEmpty, case let .down(_, x0, _, _)? = input.events.first,
                  let x = input.events.dropFirst().first?.x else { return false }
            return x0 - x >= 37
        }
        let input = CaseInput(rows: Self.sample.rows, events: [.down(row: 0, x: 250.5, y: 31, time: 0.3), .move(x: 190.25, y: 31, time: 0.41),
                                                               .up(x: 190.25, y: 31, time: 0.5), .open(row: 0, edge: .leading, time: 0.7)])
        #expect(fails(input))
        var simplifier = CaseSimplifier(budget: 2000)
        let simplified = simplifier.simplify(input, stillFails: fails)
        let statistics = simplifier.passStatistics
        #expect(statistics.map(\.pass) == CaseSimplifier.Pass.allCases)
        #expect(statistics.reduce(0) { $0 + $1.evaluations } == simplifier.evaluations)
        #expect(statistics.allSatisfy { $0.improvements <= $0.evaluations })
        let worked = Set(statistics.filter { $0.improvements > 0 }.map(\.pass))
        #expect(worked.isSuperset(of: [.shortestPrefix, .lowerNumbers]), "\(worked)")
        #expect(statistics.reduce(0) { $0 + $1.eventsRemoved } == input.events.count - simplified.events.count)
    }
}
