import SwipeConformance
import SwipeReference

/// The faults of the GEO requirements of SPEC.md (geometry, edges, layout direction, configuration ranges), in the order the
/// catalog lists them.
extension FaultCatalog {
    /// Every fault that breaks a GEO requirement.
    static let geo: [FaultyImplementation] = [
        .configured("ignores-layout-direction", requirement: .geo2, origin: .handWritten,
                    summary: "lays every row out left to right, so under RTL the edges sit on the wrong sides") { row in
            var r = row
            r.layoutDirection = .leftToRight
            return r
        },
        .rewriting("positions-clamped-to-row", requirement: .geo5, origin: .handWritten,
                   summary: "clamps touch positions to the row's bounds, so a finger that leaves the row stops moving the content") { input in
            var row = 0
            return input.events.map { e in
                func clamp(_ x: Double) -> Double {
                    guard input.rows.indices.contains(row) else { return x }
                    return min(max(x, 0), input.rows[row].width)
                }
                switch e {
                case let .down(r, x, y, t):
                    row = r
                    return .down(row: r, x: clamp(x), y: y, time: t)
                case let .move(x, y, t): return .move(x: clamp(x), y: y, time: t)
                case let .up(x, y, t): return .up(x: clamp(x), y: y, time: t)
                case .cancel, .advance, .open, .close, .activate, .insertRow, .deleteRow, .moveRow, .reloadRow: return e  // no x
                }
            }
        },
        .changing("zero-accepted-where-positive-required", requirement: .geo6, origin: .misreading,
                  summary: "reads GEO-6's \"> 0\" as \">= 0\": an inserted row whose actionWidth, flingVelocity, elasticity or a fraction is 0 is accepted") { st, e in
            guard case let .insertRow(index, configuration, t) = e, !configuration.isValid else { return st.feed(e) }
            var relaxed = configuration
            let strictlyPositive: [SwipeParameters.Parameter] = [.actionWidth, .flingVelocity, .elasticity, .openFraction, .fullSwipeFraction]
            for parameter in strictlyPositive where relaxed.parameters[parameter] == 0 {
                relaxed.parameters[parameter] = .leastNonzeroMagnitude
            }
            return st.feed(.insertRow(index: index, configuration: relaxed, time: t))
        },
        .editing("revealed-edge-kept-at-zero", requirement: .geo4, origin: .misreading,
                 summary: "keeps reporting the last revealed edge once the row is back at offset 0") { _, output in
            var last: [Int: Edge] = [:]
            for i in output.observations.indices {
                for r in output.observations[i].rows.indices {
                    if let edge = output.observations[i].rows[r].revealedEdge {
                        last[r] = edge
                    } else if output.observations[i].rows[r].offset == 0, let edge = last[r] {
                        output.observations[i].rows[r].revealedEdge = edge
                    }
                }
            }
        },
        .configured("row-width-is-screen-width", requirement: .geo1, origin: .misreading,
                    summary: "uses a 375 pt screen's width for every row instead of the row's own width") { row in
            var r = row
            r.width = 375
            return r
        },
        .editing("offset-sign-logical", requirement: .geo3, origin: .misreading,
                 summary: "reports the offset logically (positive reveals the leading edge), so under RTL its sign is flipped") { input, output in
            for i in output.observations.indices {
                for r in output.observations[i].rows.indices where r < input.rows.count && input.rows[r].layoutDirection == .rightToLeft {
                    output.observations[i].rows[r].offset = -output.observations[i].rows[r].offset
                }
            }
        },
    ]
}
