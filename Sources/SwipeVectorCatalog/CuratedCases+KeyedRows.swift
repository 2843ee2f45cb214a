import SwipeConformance
import SwipeReference

/// Rows with keys (SPEC MUT-1), the rows the list-change vectors start from.
extension CuratedCases {
    /// `row` with `key` (SPEC MUT-1).
    static func keyed(_ row: RowConfiguration, _ key: String) -> RowConfiguration {
        var r = row
        r.key = key
        return r
    }

    /// Three default reveal rows with keys a, b, c.
    static let abc = ["a", "b", "c"].map { keyed(Rows.reveal(), $0) }

    /// A reveal row with a third, narrower trailing action: extent 200.
    static let wider = Rows.reveal(ids: ["delete", "flag", "more"], widths: [nil, nil, 52])

    /// `openFraction` → `open-fraction`, for case ids.
    static func kebab(_ name: String) -> String {
        String(name.flatMap { $0.isUppercase ? ["-", Character($0.lowercased())] : [$0] })
    }
}
