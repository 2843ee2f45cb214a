import SwipeConformance
import Testing

/// The generators land on every threshold: a measurement, not a claim.
@Suite struct ThresholdStatsTests {
    static let stats = ThresholdStats.measure(cases: 2_000)

    @Test("at least 1% of generated cases land exactly on each threshold, and 1% one step beside it",
          arguments: ThresholdKind.allCases.filter(\.isMeasured))
    func share(_ kind: ThresholdKind) {
        let (on, near) = Self.stats.share(kind)
        #expect(on >= 0.01, "\(kind.title): \(on)")
        #expect(near >= 0.01, "\(kind.title): \(near)")
    }
}
