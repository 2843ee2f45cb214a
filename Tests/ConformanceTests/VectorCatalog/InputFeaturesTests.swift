import SwipeConformance
import SwipeVectorCatalog
import Testing

/// The generator reaches every input SPEC.md names: a measurement, not a claim.
@Suite struct InputFeaturesTests {
    static let stats = InputFeatures.measure(cases: 2_000)

    @Test("at least 1% of generated cases carry each input feature", arguments: InputFeatures.Feature.allCases.map(\.rawValue))
    func share(_ name: String) throws {
        let feature = try #require(InputFeatures.Feature(rawValue: name))
        #expect(Self.stats.share(feature) >= 0.01, "\(name): \(Self.stats.share(feature))")
    }

    @Test("generated cases reach at least 45% of the reachable cells of the state × event matrix")
    func matrixCells() {
        #expect(Double(Self.stats.cellsReached) >= 0.45 * Double(Self.stats.cellsReachable), "\(Self.stats.cellsReached) of \(Self.stats.cellsReachable)")
    }
}
