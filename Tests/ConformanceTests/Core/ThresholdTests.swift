@testable import SwipeConformance
import SwipeReference
import Testing

/// The one threshold list (`ThresholdKind`, `Threshold.candidates(of:in:)`) as its
/// three readers see it: `explain`'s sorted list, the gesture generator's targets
/// and the measured kinds of `ThresholdStats`.
@Suite struct ThresholdTests {
    static let twoActions = [SwipeDeclaration(edge: .trailing, actions: [SwipeAction(id: "a"), SwipeAction(id: "b")])]
    static let reveal = RowConfiguration(declarations: twoActions)
    static let revealWithoutFullSwipe = RowConfiguration(
        declarations: [SwipeDeclaration(edge: .trailing, allowsFullSwipe: false, actions: twoActions[0].actions)])
    static let select = RowConfiguration(style: .select, declarations: [
        SwipeDeclaration(edge: .leading, actions: [SwipeAction(id: "a"), SwipeAction(id: "b"), SwipeAction(id: "c")]),
    ])

    static func listed(_ row: RowConfiguration, _ edge: Edge) -> [String] {
        Threshold.all(row, edge).map { "\($0.name) \($0.value) \($0.requirement)" }
    }

    @Test("explain lists an edge's reachable thresholds smallest first, ties in ThresholdKind order")
    func explainList() {
        #expect(Self.listed(Self.reveal, .trailing) == ["open 74.0 THR-2", "extent 148.0 ACC-5", "full swipe 281.25 THR-3", "limit 375.0 THR-8"])
        #expect(Self.listed(Self.reveal, .leading).isEmpty)
        // Without full swipe the limit is the extent (ELA-2): the tie keeps the extent first.
        #expect(Self.listed(Self.revealWithoutFullSwipe, .trailing) == ["open 74.0 THR-2", "extent 148.0 ACC-5", "limit 148.0 THR-8"])
        let z1 = 50 + 325.0 / 3, z2 = 50 + 325.0 * 2 / 3
        #expect(Self.listed(Self.select, .leading) == ["activation 50.0 THR-4", "zone 1 \(z1) THR-5", "zone 2 \(z2) THR-5", "limit 375.0 THR-8"])
    }

    @Test("the gesture generator's targets keep their drawing order, an unreachable full swipe included")
    func aimingOrder() {
        func targets(_ row: RowConfiguration) -> [String] {
            SwipeGen.targets(row).map { "\($0.distance) \($0.sign.map { "\($0)" } ?? "either")" }
        }
        // The trailing edge of a left-to-right row is on the right: revealed by a negative offset (GEO-3).
        #expect(targets(Self.reveal) == ["10.0 either", "375.0 either", "375.0 -1.0", "74.0 -1.0", "281.25 -1.0", "148.0 -1.0"])
        #expect(targets(Self.revealWithoutFullSwipe) == ["10.0 either", "375.0 either", "148.0 -1.0", "74.0 -1.0", "281.25 -1.0", "148.0 -1.0"])
        let z1 = SwipeGen.quantize(50 + 325.0 / 3), z2 = SwipeGen.quantize(50 + 325.0 * 2 / 3)
        #expect(targets(Self.select) == ["10.0 either", "375.0 either", "375.0 1.0", "50.0 1.0", "\(z1) 1.0", "\(z2) 1.0"])
    }

    @Test("every threshold explain lists is aimed at by the generator and, but for the extent, measured")
    func readersAgree() {
        for row in [Self.reveal, Self.revealWithoutFullSwipe, Self.select] {
            let aimed = Set(SwipeGen.targets(row).map(\.distance))
            for edge in Edge.allCases {
                for t in Threshold.all(row, edge) {
                    #expect(aimed.contains(SwipeGen.quantize(t.value)), "\(t.name) \(t.value) not aimed at")
                    #expect(t.kind.isMeasured == (t.kind != .extent), "\(t.name)")
                }
            }
        }
    }
}
