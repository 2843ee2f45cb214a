import SwipeConformance
import SwipeReference

/// The faults of the ORD requirements of SPEC.md (ordering from the originating edge and physical frames), in the order the
/// catalog lists them.
extension FaultCatalog {
    /// Every fault that breaks a ORD requirement.
    static let ord: [FaultyImplementation] = [
        .editing("rtl-order-from-wrong-edge", requirement: .ord1, origin: .handWritten,
                 summary: "under RTL, lays an edge's actions out from the far end: action 0 farthest from its edge") { input, output in
            for i in output.observations.indices {
                for r in input.rows.indices where input.rows[r].layoutDirection == .rightToLeft {
                    guard let edge = output.observations[i].rows[r].revealedEdge else { continue }
                    output.observations[i].rows[r].actions = reversedFrames(input.rows[r], edge)
                }
            }
        },
        .editing("right-side-frames-in-declaration-order", requirement: .ord4, origin: .misreading,
                 summary: "lists the frames in declaration order on both sides: on the right side action 0 comes first, not action n-1") { _, output in
            for i in output.observations.indices {
                for r in output.observations[i].rows.indices where output.observations[i].rows[r].offset < 0 {
                    output.observations[i].rows[r].actions.reverse()
                }
            }
        },
        .configured("minimum-width-ignored", requirement: .ord5, origin: .misreading,
                    summary: "lays out declared widths as given: a width below minimumActionWidth is not raised to it") { row in
            var r = row
            r.parameters.minimumActionWidth = 0
            return r
        },
        .editing("buttons-slide-with-content", requirement: .ord2, origin: .misreading,
                 summary: "attaches the buttons to the content: they slide in with it instead of standing at the row's edge") { input, output in
            for i in output.observations.indices {
                for r in output.observations[i].rows.indices where r < input.rows.count && input.rows[r].style == .reveal {
                    let o = output.observations[i].rows[r]
                    guard let edge = o.revealedEdge else { continue }
                    let g = input.rows[r].layout(of: edge)
                    // The strip's inner end follows the content: shifted by m − extent, outward positive.
                    let shift = abs(o.offset) - g.extent
                    for k in o.actions.indices {
                        output.observations[i].rows[r].actions[k].x += g.side == .left ? shift : -shift
                    }
                }
            }
        },
        .editing("right-side-frames-mirror-start", requirement: .ord3, origin: .misreading,
                 summary: "on the right side places a frame at x = W − d0 (mirroring its start point) instead of W − d1") { _, output in
            for i in output.observations.indices {
                for r in output.observations[i].rows.indices where output.observations[i].rows[r].offset < 0 {
                    for k in output.observations[i].rows[r].actions.indices {
                        output.observations[i].rows[r].actions[k].x += output.observations[i].rows[r].actions[k].width
                    }
                }
            }
        },
        .editing("select-frames-ignore-activation", requirement: .ord6, origin: .misreading,
                 summary: "splits the whole width evenly between a select edge's actions for their frames, ignoring the activation distance") { input, output in
            for i in output.observations.indices {
                for r in output.observations[i].rows.indices where r < input.rows.count && input.rows[r].style == .select {
                    guard let edge = output.observations[i].rows[r].revealedEdge else { continue }
                    let row = input.rows[r]
                    let g = row.layout(of: edge)
                    let n = Double(g.ids.count), w = row.width
                    let frames = g.ids.enumerated().map { k, id in
                        let d0 = (w * Double(k)) / n, d1 = (w * Double(k + 1)) / n
                        return ActionFrame(id: id, x: g.side == .left ? d0 : w - d1, width: d1 - d0)
                    }
                    output.observations[i].rows[r].actions = frames.sorted { $0.x < $1.x }
                }
            }
        },
    ]
}
