import SwipeConformance
import SwipeReference

/// The faults of the CAN requirements of SPEC.md (cancel), in the order the
/// catalog lists them.
extension FaultCatalog {
    /// Every fault that breaks a CAN requirement.
    static let can: [FaultyImplementation] = [
        .stepping("perform-on-cancel", requirement: .can5, origin: .handWritten,
                  summary: "performs the selected action when the sequence is cancelled (as MGSwipeTableCell does)") { st, e in
            guard case .cancel = e, let touch = st.touch, !touch.pending else { return st.feed(e) }
            let selected = st.last.rows[touch.row].selected, edge = st.last.rows[touch.row].revealedEdge
            var o = st.feed(e)
            if o.rejection == nil, let id = selected, let edge {
                o.performed.append(PerformedAction(row: touch.row, edge: edge, id: id))
            }
            return o
        },
        .stepping("cancel-as-release", requirement: .can1, origin: .handWritten,
                  summary: "treats a cancel during a drag as a release where the finger was (as ItemTouchHelper does)") { st, e in
            guard case let .cancel(t) = e, let touch = st.touch, !touch.pending, st.basicRejection(e) == nil else { return st.feed(e) }
            return st.feed(.up(x: touch.lastX, y: touch.lastY, time: t))
        },
        .stepping("cancel-while-pending-taps", requirement: .can2, origin: .misreading,
                  summary: "a cancel while the sequence is pending ends it as a tap at the origin") { st, e in
            guard case let .cancel(t) = e, let touch = st.touch, touch.pending, st.basicRejection(e) == nil else { return st.feed(e) }
            let rows = st.rows
            return st.endTap(at: t) { TapDecision(row: touch.row, x0: touch.x0, in: $0, rows: rows) }
        },
        silent("touchless-events-ignored", requirement: .can4, origin: .misreading, reason: .noActiveTouch,
               summary: "ignores a move, up or cancel with no active sequence instead of rejecting it"),
        .remembering("cancel-reopens-closed-rows", requirement: .can3, origin: .misreading,
                     summary: "a cancel undoes what the sequence's recognition did to other rows: the rows it closed settle open again",
                     initial: [(row: Int, edge: Edge)]()) { st, closed, e in
            let before = st.last
            let wasPending = st.touch?.pending ?? false
            var o = st.feed(e)
            guard o.rejection == nil else { return o }
            switch e {
            case .down, .up:
                closed = []
            case .move:
                guard wasPending, let touch = st.touch, !touch.pending else { break }
                for k in o.rows.indices where k != touch.row && st.rows[k].style == .reveal {
                    guard before.rows[k].offset != 0, let edge = before.rows[k].revealedEdge,
                          o.rows[k].offset == 0, o.rows[k].phase == .settling else { continue }
                    closed.append((k, edge))
                }
            case let .cancel(t):
                for (k, edge) in closed { o = st.feed(.open(row: k, edge: edge, time: t)).merged(after: o) }
                o.rejection = nil
                closed = []
            case .advance, .open, .close, .activate, .insertRow, .deleteRow, .moveRow, .reloadRow:
                break
            }
            return o
        },
    ]
}
