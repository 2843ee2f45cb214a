import Foundation
import SwipeConformance

extension Describe {
    /// `x` with `decimals` digits after the point, as `%.Nf` writes it, but
    /// never a negative zero: a value that rounds to zero has no sign (`0.00`,
    /// not `-0.00`, for -0.001). The one way the tool prints a number with a
    /// fixed count of decimals: a time axis, a rate, a ratio, a coordinate.
    ///
    /// ```swift
    /// Describe.fixed(-0.001, 2)   // "0.00"
    /// Describe.fixed(2.345, 1)    // "2.3"
    /// ```
    static func fixed(_ x: Double, _ decimals: Int) -> String {
        let text = String(format: "%.\(decimals)f", x)
        guard text.hasPrefix("-"), text.dropFirst().allSatisfy({ $0 == "0" || $0 == "." }) else { return text }
        return String(text.dropFirst())
    }
}
