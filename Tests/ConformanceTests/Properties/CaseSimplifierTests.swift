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
}
