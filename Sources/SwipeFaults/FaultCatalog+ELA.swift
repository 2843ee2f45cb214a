import SwipeConformance
import SwipeReference

/// The faults of the ELA requirements of SPEC.md (resistance past the limit and empty edges), in the order the
/// catalog lists them.
extension FaultCatalog {
    /// Every fault that breaks a ELA requirement.
    static let ela: [FaultyImplementation] = [
        .stepping("rubber-band-on-whole-offset", requirement: .ela1, origin: .handWritten,
                  summary: "beyond the limit, applies the rubber band to the whole magnitude instead of the excess") { st, e in
            var o = st.feed(e)
            guard o.rejection == nil, let touch = st.touch, !touch.pending,
                  o.rows[touch.row].phase == .dragging, let edge = o.rows[touch.row].revealedEdge else { return o }
            let row = st.rows[touch.row]
            let r = touch.s0 + (touch.lastX - touch.x0)
            let limit = row.layout(of: edge).limit
            guard abs(r) > limit else { return o }
            var q = abs(r) * row.parameters.elasticity
            q = q / row.width
            q = q + 1
            q = 1 / q
            q = 1 - q
            q = q * row.width
            o.rows[touch.row].offset = r < 0 ? -q : q
            return o
        },
        .stepping("empty-edge-follows-finger", requirement: .ela3, origin: .handWritten,
                  summary: "moves the content toward an edge with no actions, revealing nothing") { st, e in
            var o = st.feed(e)
            guard o.rejection == nil, let touch = st.touch, !touch.pending,
                  o.rows[touch.row].phase == .dragging, o.rows[touch.row].offset == 0 else { return o }
            o.rows[touch.row].offset = touch.s0 + (touch.lastX - touch.x0)
            return o
        },
        draggingEdit("resistance-from-full-swipe-threshold", requirement: .ela2, origin: .misreading,
                     summary: "with full swipe allowed, starts the resistance at the full swipe threshold instead of max(W, threshold)") { st, row, r, o in
            guard st.rows[row].style == .reveal, let edge = o.revealedEdge else { return }
            let g = st.rows[row].layout(of: edge)
            guard g.allowsFullSwipe, abs(r) > g.fullSwipeThreshold else { return }
            let m = rubberBand(abs(r), limit: g.fullSwipeThreshold, row: st.rows[row])
            o.offset = r < 0 ? -m : m
        },
        draggingEdit("rubber-band-on-signed-offset", requirement: .ela4, origin: .misreading,
                     summary: "applies the rubber band to the signed raw offset, so a negative offset (the right side) is never resisted") { st, row, r, o in
            guard r < 0, let edge = o.revealedEdge, abs(r) > st.rows[row].layout(of: edge).limit else { return }
            o.offset = r
        },
        FaultyImplementation("drag-keeps-first-side", requirement: .ela5, origin: .misreading,
                             summary: "a drag cannot pass through zero: once it has revealed one side, the offset stays 0 on the other") { input in
            remembered(input, initial: Double?.none) { st, locked, e in
                if case .down = e { locked = nil }
                if case let .up(x, y, t) = e, let touch = st.touch, st.basicRejection(e) == nil {
                    var probe = st.inner
                    let p = probe.handle(.move(x: x, y: y, time: t)).rows[touch.row]
                    let s0 = touch.pending ? st.last.rows[touch.row].offset : touch.s0
                    let side = locked ?? (s0 != 0 ? sideSign(s0) : nil)
                    guard p.phase == .dragging, let side, p.offset != 0, sideSign(p.offset) != side else { return st.feed(e) }
                    // Released on the locked side's zero: closed at once (VEL-6).
                    if touch.pending {
                        guard abs(s0) >= st.rows[touch.row].parameters.slop else { return st.feed(e) }
                        return st.feed(.up(x: touch.x0 - s0, y: touch.y0, time: t))
                    }
                    return st.feed(.up(x: touch.x0 - s0, y: y, time: t))
                }
                var o = st.feed(e)
                guard o.rejection == nil, case .move = e, let touch = st.touch, !touch.pending,
                      o.rows[touch.row].phase == .dragging else { return o }
                if locked == nil {
                    if touch.s0 != 0 { locked = sideSign(touch.s0) } else if o.rows[touch.row].offset != 0 { locked = sideSign(o.rows[touch.row].offset) }
                }
                if let side = locked, o.rows[touch.row].offset != 0, sideSign(o.rows[touch.row].offset) != side {
                    o.rows[touch.row].offset = 0
                    o.rows[touch.row].revealedEdge = nil
                    o.rows[touch.row].actions = []
                    o.rows[touch.row].selected = nil
                }
                return o
            }
        },
    ]
}
