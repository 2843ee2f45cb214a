import SwipeConformance
import SwipeReference
import SwipeVectorCatalog
import Testing

/// Strength per design choice (SPEC.md section 9): for every value of every
/// choice, an implementation that declares that value but implements another is
/// rejected by the vector set of the profile that takes the value (the default
/// profile with that one choice changed). A value no vector tells from another
/// is a gap of the design-choice cases.
@Suite struct DesignChoiceFaultTests {
    @Test("an implementation declaring one value of the choice and implementing another fails that profile's vectors",
          arguments: DesignChoices.Choice.allCases)
    func otherValueIsCaught(_ choice: DesignChoices.Choice) throws {
        for declaredValue in choice.values {
            var declared = Profile(name: "\(choice.rawValue)-\(declaredValue)")
            let known = declared.design.set(choice, to: declaredValue)
            #expect(known, "\(choice.rawValue) has no value \(declaredValue)")
            let files = try ProfileVectors.derive(for: declared, citing: false).files
            #expect(files.contains { !$0.cases.isEmpty }, "\(declared.name) has no vectors")
            for implementedValue in choice.values where implementedValue != declaredValue {
                var implemented = declared
                _ = implemented.design.set(choice, to: implementedValue)
                var driver = ReferenceDriver(profile: implemented)
                let report = VectorRunner().run(files, driver: &driver)
                let failed = report.results.filter { $0.status == .failed }.count
                #expect(failed > 0, "\(choice.rawValue): declaring \(declaredValue) but implementing \(implementedValue) passes all \(report.results.count) vectors of its profile")
            }
        }
    }
}
