import SwipeConformance
import SwipeReference

extension FaultCatalog {
    // MARK: Misreadings of the rejection and list rules

    /// Faults written from the misreading table (`Misreadings`): each is the
    /// wrong implementation a library could ship from the same sentence of
    /// SPEC.md, and the curated vectors the table names must reject it.
    static let misreadings: [FaultyImplementation] = [
        .stepping("same-time-rejected", requirement: "TIM-1",
                  summary: "reads \"earlier than now is rejected\" as \"not later than now is rejected\": an event at the same time is refused") { st, e in
            if st.basicRejection(e) == nil, let now = st.inner.now, e.time == now { return st.rejected(.timeWentBackwards) }
            return st.feed(e)
        },
        silent("touchless-events-ignored", requirement: "CAN-4", reason: .noActiveTouch,
               summary: "ignores a move, up or cancel with no active sequence instead of rejecting it"),
        silent("select-open-ignored", requirement: "PRG-3", reason: .unsupportedInSelectStyle,
               summary: "accepts open on a select row and does nothing, instead of rejecting it"),
        silent("empty-edge-open-ignored", requirement: "PRG-4", reason: .edgeHasNoActions,
               summary: "accepts open toward an edge with no actions and does nothing, instead of rejecting it"),
        silent("activate-during-drag-ignored", requirement: "AX-4", reason: .dragInProgress,
               summary: "accepts activate during a drag and does nothing, instead of rejecting it"),
        .changing("zero-accepted-where-positive-required", requirement: "GEO-6",
                  summary: "reads GEO-6's \"> 0\" as \">= 0\": an inserted row whose actionWidth, flingVelocity, elasticity or a fraction is 0 is accepted") { st, e in
            guard case let .insertRow(index, configuration, t) = e, !configuration.isValid else { return st.feed(e) }
            var relaxed = configuration
            let strictlyPositive: [SwipeParameters.Parameter] = [.actionWidth, .flingVelocity, .elasticity, .openFraction, .fullSwipeFraction]
            for parameter in strictlyPositive where relaxed.parameters[parameter] == 0 {
                relaxed.parameters[parameter] = .leastNonzeroMagnitude
            }
            return st.feed(.insertRow(index: index, configuration: relaxed, time: t))
        },
        .editing("right-side-frames-in-declaration-order", requirement: "ORD-4",
                 summary: "lists the frames in declaration order on both sides: on the right side action 0 comes first, not action n-1") { _, output in
            for i in output.observations.indices {
                for r in output.observations[i].rows.indices where output.observations[i].rows[r].offset < 0 {
                    output.observations[i].rows[r].actions.reverse()
                }
            }
        },
        .editing("revealed-edge-kept-at-zero", requirement: "GEO-4",
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
        .editing("settling-offset-is-start", requirement: "TIM-5",
                 summary: "reports a settling row where its settle started (the animation's first frame), not at the settle's target") { input, output in
            guard !input.events.contains(where: \.isListChange) else { return }
            var start: [Int: Double] = [:]
            var previous = output.observations.first?.rows.map(\.offset) ?? []
            for i in output.observations.indices {
                let current = output.observations[i].rows.map(\.offset)
                for r in output.observations[i].rows.indices where r < previous.count {
                    if output.observations[i].rows[r].phase == .settling {
                        let from = start[r] ?? previous[r]
                        start[r] = from
                        output.observations[i].rows[r].offset = from
                    } else {
                        start[r] = nil
                    }
                }
                previous = current
            }
        },
        .configured("declared-widths-ignored", requirement: "ACC-5",
                    summary: "sums actionWidth once per action for the extent: a declared action width is ignored") { row in
            var r = row
            for d in r.declarations.indices {
                for a in r.declarations[d].actions.indices { r.declarations[d].actions[a].width = nil }
            }
            return r
        },
        .configured("minimum-width-ignored", requirement: "ORD-5",
                    summary: "lays out declared widths as given: a width below minimumActionWidth is not raised to it") { row in
            var r = row
            r.parameters.minimumActionWidth = 0
            return r
        },
        .stepping("scroll-leaves-open-row-open", requirement: "LST-3",
                  summary: "a recognised scroll leaves the open row open") { st, e in
            if let swallowed = st.swallowing(e) { return swallowed }
            guard let touch = st.touch, touch.pending, st.openRow != nil, st.basicRejection(e) == nil else { return st.feed(e) }
            let x: Double, y: Double, t: Double
            switch e {
            case let .move(mx, my, mt), let .up(mx, my, mt): (x, y, t) = (mx, my, mt)
            default: return st.feed(e)
            }
            let dx = x - touch.x0, dy = y - touch.y0, slop = st.rows[touch.row].parameters.slop
            guard dx * dx + dy * dy >= slop * slop, abs(dy) >= abs(dx) else { return st.feed(e) }
            // The scroll ends the sequence with no effect on any row; its later
            // moves let time pass until the finger lifts.
            let o = st.feed(.cancel(time: t))
            if case .move = e { st.memory.swallowingTouch = true }
            return o
        },
    ]

    /// A fault that accepts, and ignores, the events the reference rejects for `reason`.
    static func silent(_ name: String, requirement: String, reason: Rejection, summary: String) -> FaultyImplementation {
        .editing(name, requirement: requirement, summary: summary) { _, output in
            for i in output.observations.indices where output.observations[i].rejection == reason {
                output.observations[i].rejection = nil
            }
        }
    }
}
