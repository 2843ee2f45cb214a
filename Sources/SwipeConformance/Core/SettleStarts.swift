import SwipeReference

/// What a comparison with a settle `shown` (SPEC.md section 10) needs to know of
/// a case beyond its two outputs: where the settle a release starts begins, and
/// which row was which across a list change. Read off the reference's run of the
/// case (`CaseInput.referenceRun(design:probingReleases:)`).
package struct SettleStarts: Sendable, Equatable {
    /// For each `up` the reference accepts, by event index and row: the dragged
    /// row's offset after the up's final move (REC-5: an up is a final move, then
    /// the release), `nil` for every other row.
    package var afterFinalMoves: [Int: [Double?]] = [:]
    /// For each accepted `insertRow`, `deleteRow` and `moveRow`, by event index:
    /// for every row after the change, the index it had before (`nil` for the
    /// inserted row, which starts closed).
    package var rowOrigins: [Int: [Int?]] = [:]

    package init() {}

    /// The index each row had before `event`, for a list change that inserts,
    /// deletes or moves a row in a list of `rowsBefore` rows; `nil` for any
    /// other event (rows keep their indices).
    static func origins(of event: InputEvent, rowsBefore n: Int) -> [Int?]? {
        /// The inverse of an old-to-new renumbering (RowNumbering) over `count` new rows.
        func inverted(_ count: Int, _ newIndex: (Int) -> Int?) -> [Int?] {
            var origins = [Int?](repeating: nil, count: count)
            for old in 0..<n { if let new = newIndex(old), origins.indices.contains(new) { origins[new] = old } }
            return origins
        }
        switch event {
        case let .insertRow(index, _, _):
            return inverted(n + 1, RowNumbering.afterInsert(at: index))
        case let .deleteRow(row, _):
            return inverted(max(n - 1, 0), RowNumbering.afterDelete(row))
        case let .moveRow(row, to, _):
            return inverted(n, RowNumbering.afterMove(row, to: to))
        case .down, .move, .up, .cancel, .advance, .open, .close, .activate, .reloadRow:
            return nil  // rows keep their indices
        }
    }
}
