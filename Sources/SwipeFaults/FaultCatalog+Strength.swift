import SwipeConformance
import SwipeReference

extension FaultCatalog {
    /// The ids of the vectors of `files` that reject `fault` (its observations
    /// differ from the expected ones), in file order.
    public static func rejectingVectors(_ fault: FaultyImplementation, in files: [VectorFile]) -> [String] {
        var driver = fault.driver
        return VectorRunner().run(files, driver: &driver).results.filter { $0.status == .failed }.map(\.id)
    }
}
