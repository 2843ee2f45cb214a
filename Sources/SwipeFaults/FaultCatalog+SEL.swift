import SwipeConformance
import SwipeReference

/// The faults of the SEL requirements of SPEC.md (the select release style), in the order the
/// catalog lists them.
extension FaultCatalog {
    /// Every fault that breaks a SEL requirement.
    static let sel: [FaultyImplementation] = [
        .stepping("select-performs-at-release", requirement: .sel4, origin: .handWritten,
                  summary: "performs the selected action at the release instead of when the settle completes") { st, e in
            var o = st.feed(e)
            guard o.rejection == nil else { return o }
            // The early performance is not repeated at the completion.
            for (row, (early, _)) in st.saved {
                if let i = o.performed.firstIndex(of: early) {
                    o.performed.remove(at: i)
                    st.saved[row] = nil
                } else if o.rows[row].phase != .settling {
                    st.saved[row] = nil
                }
            }
            if case .up = e {
                for r in o.rows.indices where st.rows[r].style == .select && o.rows[r].phase == .settling && st.saved[r] == nil {
                    guard let id = o.rows[r].selected, let edge = o.rows[r].revealedEdge, let ends = o.rows[r].settleEnds else { continue }
                    let early = PerformedAction(row: r, edge: edge, id: id)
                    o.performed.append(early)
                    st.saved[r] = (early, ends)
                }
            }
            return o
        },
        .editing("saved-selection-not-shown", requirement: .sel2, origin: .misreading,
                 summary: "clears `selected` once a select row is released: the saved selection is not shown while it settles") { input, output in
            for i in output.observations.indices {
                for r in input.rows.indices where input.rows[r].style == .select && output.observations[i].rows[r].phase == .settling {
                    output.observations[i].rows[r].selected = nil
                }
            }
        },
        FaultyImplementation("select-latches-farthest-action", requirement: .sel1, origin: .misreading,
                             summary: "latches the selection: the farthest action reached stays selected when the offset comes back toward the edge") { input in
            remembered(input, initial: Latch?.none) { st, latch, e in
                if case .down = e { latch = nil }
                if case let .up(x, y, t) = e, let touch = st.touch, !touch.pending, st.basicRejection(e) == nil,
                   st.rows[touch.row].style == .select, let l = latch {
                    var probe = st.inner
                    let p = probe.handle(.move(x: x, y: y, time: t)).rows[touch.row]
                    let ids = st.rows[touch.row].layout(of: l.edge).ids
                    let index = p.selected.flatMap { ids.firstIndex(of: $0) }
                    latch = nil
                    guard p.revealedEdge == l.edge, (index ?? -1) < l.index else { return st.feed(e) }
                    // Released with the latched action: where the finger was when it was reached.
                    return st.feed(.up(x: l.x, y: y, time: t))
                }
                var o = st.feed(e)
                guard o.rejection == nil, case let .move(x, _, _) = e, let touch = st.touch, !touch.pending,
                      st.rows[touch.row].style == .select, o.rows[touch.row].phase == .dragging else { return o }
                guard let edge = o.rows[touch.row].revealedEdge else { latch = nil; return o }
                if latch?.edge != edge { latch = nil }
                let ids = st.rows[touch.row].layout(of: edge).ids
                let index = o.rows[touch.row].selected.flatMap { ids.firstIndex(of: $0) }
                if let index, index > latch?.index ?? -1 {
                    latch = Latch(edge: edge, index: index, x: x)
                } else if let l = latch {
                    o.rows[touch.row].selected = ids[l.index]
                }
                return o
            }
        },
        FaultyImplementation("select-release-without-selection-snaps", requirement: .sel3, origin: .misreading,
                             summary: "a select row released without a selection snaps back to 0 at once instead of settling there") { input in
            remembered(input, initial: [Int: Double]()) { st, snapped, e in
                // The select drag this event releases, if it is an up that ends a drag (REC-5).
                var dragged: Int?
                if case let .up(x, y, t) = e, let touch = st.touch, st.rows[touch.row].style == .select, st.basicRejection(e) == nil {
                    var probe = st.inner
                    if probe.handle(.move(x: x, y: y, time: t)).rows[touch.row].phase == .dragging { dragged = touch.row }
                }
                var o = st.feed(e)
                if o.rejection == nil, case .up = e, let row = dragged, o.rows[row].phase == .settling, o.rows[row].offset == 0,
                   let ends = o.rows[row].settleEnds, st.last.rows[row].selected == nil {
                    snapped[row] = ends
                }
                for (row, ends) in snapped {
                    if o.rows[row].phase == .settling, o.rows[row].offset == 0, o.rows[row].settleEnds == ends {
                        o.rows[row].phase = .closed
                        o.rows[row].settleEnds = nil
                    } else {
                        snapped[row] = nil
                    }
                }
                return o
            }
        },
        FaultyImplementation("select-row-rests-open-after-performing", requirement: .sel5, origin: .misreading,
                             summary: "a select row whose action is performed rests open at ±W; it snaps back to 0 only at the next event other than an advance") { input in
            remembered(input, initial: [Int: RowObservation]()) { st, resting, e in
                let before = st.last
                var o = st.feed(e)
                guard o.rejection == nil else {
                    for (row, shown) in resting { o.rows[row] = shown }
                    return o
                }
                if case .advance = e {} else { resting = [:] }
                for p in o.performed where st.rows[p.row].style == .select && o.rows[p.row].phase == .closed {
                    let b = before.rows[p.row]
                    guard b.revealedEdge == p.edge, b.phase == .settling || b.phase == .dragging else { continue }
                    let g = st.rows[p.row].layout(of: p.edge)
                    resting[p.row] = RowObservation(offset: g.side.offsetSign * st.rows[p.row].width, phase: .open, revealedEdge: p.edge,
                                                    actions: b.actions, selected: nil, settleEnds: nil)
                }
                for (row, shown) in resting { o.rows[row] = shown }
                return o
            }
        },
        FaultyImplementation("nothing-selected-past-width", requirement: .sel6, origin: .misreading,
                             summary: "selects by the zones [z_i, z_(i+1)): at or beyond the width no zone holds the offset, so nothing is selected") { input in
            remembered(input, initial: ()) { st, _, e in
                if case let .up(x, y, t) = e, let touch = st.touch, st.basicRejection(e) == nil, st.rows[touch.row].style == .select {
                    var probe = st.inner
                    let p = probe.handle(.move(x: x, y: y, time: t)).rows[touch.row]
                    guard p.phase == .dragging, abs(p.offset) >= st.rows[touch.row].width else { return st.feed(e) }
                    return st.releaseSelectToZero(x: x, y: y, time: t, side: sideSign(p.offset))
                }
                var o = st.feed(e)
                guard o.rejection == nil, case .move = e, let touch = st.touch, st.rows[touch.row].style == .select,
                      o.rows[touch.row].phase == .dragging, abs(o.rows[touch.row].offset) >= st.rows[touch.row].width else { return o }
                o.rows[touch.row].selected = nil
                return o
            }
        },
    ]
}
