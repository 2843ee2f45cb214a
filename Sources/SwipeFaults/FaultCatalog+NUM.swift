import SwipeConformance
import SwipeReference

/// The faults of the NUM requirements of SPEC.md (number rules), in the order the
/// catalog lists them.
extension FaultCatalog {
    /// Every fault that breaks a NUM requirement.
    static let num: [FaultyImplementation] = [
        .rewriting("non-finite-y-accepted", requirement: .num4, origin: .misreading,
                   summary: "checks only x and t for finiteness: a NaN or infinite y is accepted and reads as a vertical movement") { input in
            input.events.map { e in
                switch e {
                case let .down(r, x, y, t) where !y.isFinite && x.isFinite && t.isFinite: return .down(row: r, x: x, y: 1e9, time: t)
                case let .move(x, y, t) where !y.isFinite && x.isFinite && t.isFinite: return .move(x: x, y: 1e9, time: t)
                case let .up(x, y, t) where !y.isFinite && x.isFinite && t.isFinite: return .up(x: x, y: 1e9, time: t)
                case .down, .move, .up: return e  // another number is not finite, or y is
                case .cancel, .advance, .open, .close, .activate, .insertRow, .deleteRow, .moveRow, .reloadRow: return e  // no y
                }
            }
        },
        .changing("cancel-time-unchecked", requirement: .num4, origin: .handWritten,
                  summary: "a cancel carries nothing to measure, so its time is never checked: a cancel at a NaN time is taken as now") { st, e in
            guard case let .cancel(t) = e, !t.isFinite else { return st.feed(e) }
            return st.feed(.cancel(time: st.inner.now ?? 0))
        },
    ]
}
