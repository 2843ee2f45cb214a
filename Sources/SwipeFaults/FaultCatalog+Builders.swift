import SwipeConformance
import SwipeReference

/// The builders the catalog's faults share: reversed frames, thresholds read
/// with `>` for `≥`, taps decided by another rule, rejections ignored.
extension FaultCatalog {
    /// The frames of `edge` with its actions in reverse order (reveal) or its
    /// zones labelled in reverse (select), by ORD-3.
    static func reversedFrames(_ row: RowConfiguration, _ edge: Edge) -> [ActionFrame] {
        let g = row.layout(of: edge)
        let ids = Array(g.ids.reversed()), widths = Array(g.widths.reversed())
        var frames: [ActionFrame] = []
        switch row.style {
        case .reveal:
            var c = 0.0
            for (id, w) in zip(ids, widths) {
                frames.append(ActionFrame(id: id, x: g.side == .left ? c : row.width - (c + w), width: w))
                c += w
            }
        case .select:
            let a = row.parameters.activationDistance, n = Double(ids.count)
            for (i, id) in ids.enumerated() {
                let z0 = a + ((row.width - a) * Double(i)) / n, z1 = a + ((row.width - a) * Double(i + 1)) / n
                frames.append(ActionFrame(id: id, x: g.side == .left ? z0 : row.width - z1, width: z1 - z0))
            }
        }
        return frames.sorted { $0.x < $1.x }
    }

    /// A threshold compared with `>` where the spec says `≥`: a drag landing exactly
    /// on one of `thresholds` is moved one step below it before the reference sees it.
    static func exclusive(_ name: String, requirement: RequirementID, origin: FaultOrigin, summary: String, style: ReleaseStyle,
                          _ thresholds: @escaping @Sendable (EdgeLayout, RowConfiguration) -> [Double]) -> FaultyImplementation {
        .stepping(name, requirement: requirement, origin: origin, summary: summary) { st, e in
            guard let touch = st.touch, st.rows[touch.row].style == style else { return st.feed(e) }
            let up: Bool
            var x: Double, y: Double, t: Double
            switch e {
            case let .move(mx, my, mt): (x, y, t, up) = (mx, my, mt, false)
            case let .up(ux, uy, ut): (x, y, t, up) = (ux, uy, ut, true)
            case .down, .cancel, .advance, .open, .close, .activate, .insertRow, .deleteRow, .moveRow, .reloadRow: return st.feed(e)
            }
            let config = st.rows[touch.row]
            for _ in 0..<256 {
                var probe = st.inner
                let o = probe.handle(.move(x: x, y: y, time: t))
                guard o.rejection == nil, o.rows[touch.row].phase == .dragging,
                      let edge = o.rows[touch.row].revealedEdge,
                      thresholds(config.layout(of: edge), config).contains(abs(o.rows[touch.row].offset)) else { break }
                x = o.rows[touch.row].offset > 0 ? x.nextDown : x.nextUp
            }
            return st.feed(up ? .up(x: x, y: y, time: t) : .move(x: x, y: y, time: t))
        }
    }

    /// A fault in what a tap does: `decide` chooses the effect of a tap on `row` at
    /// `x0` from the list at the release (after TIM-3), instead of the spec's rule.
    static func tapping(_ name: String, requirement: RequirementID, origin: FaultOrigin, summary: String,
                        _ decide: @escaping @Sendable (Stepper, Int, Double, Observation) -> TapDecision) -> FaultyImplementation {
        .stepping(name, requirement: requirement, origin: origin, summary: summary) { st, e in
            guard case let .up(x, y, t) = e, st.basicRejection(e) == nil, st.isTap(x, y), let touch = st.touch else { return st.feed(e) }
            let copy = st
            return st.endTap(at: t) { decide(copy, touch.row, touch.x0, $0) }
        }
    }

    /// A fault that accepts, and ignores, the events the reference rejects for `reason`.
    static func silent(_ name: String, requirement: RequirementID, origin: FaultOrigin, reason: Rejection, summary: String) -> FaultyImplementation {
        .editing(name, requirement: requirement, origin: origin, summary: summary) { _, output in
            for i in output.observations.indices where output.observations[i].rejection == reason {
                output.observations[i].rejection = nil
            }
        }
    }
}
