import SwipeConformance
import SwipeReference

/// The hand-curated vectors: SPEC.md's worked examples, every threshold on, below
/// and above its boundary in both layout directions and on both edges, and
/// scenarios for every other requirement, so
/// that every requirement has at least three vectors.
///
/// Scenarios are written left-to-right with the actions on the trailing (right)
/// side; `Variants` derives the mirrored and edge-swapped cases exactly.
public enum CuratedCases {
    /// Every curated case, in a stable order.
    public static func all() -> [CuratedCase] {
        var lib = CuratedLibrary()
        examples(&lib)
        geo(&lib); ord(&lib); acc(&lib); rec(&lib); thr(&lib); vel(&lib); ela(&lib); rev(&lib); sel(&lib)
        des(&lib); can(&lib); tim(&lib); lst(&lib); prg(&lib); ax(&lib); obs(&lib); num(&lib); mut(&lib)
        matrixCells(&lib)
        return lib.cases
    }

    static let e = CuratedLibrary.e

    /// Opens row 0 of a default reveal row (trailing, 375) by a drag: offset -148.
    static func dragOpen(_ s: inout Script, row: Int = 0) {
        s.drag(300, 280, 200, row: row)
        s.wait(1)
        s.up(200)
        s.advance(0.25)
    }

    // MARK: - SPEC.md section 6

    // MARK: - THR: every threshold on, below and above, both directions, both edges

}
