import SwipeConformance
import SwipeReference

/// The faults of the TIM requirements of SPEC.md (time and settling), in the order the
/// catalog lists them.
extension FaultCatalog {
    /// Every fault that breaks a TIM requirement.
    static let tim: [FaultyImplementation] = [
        .configured("settle-duration-ignored", requirement: .tim2, origin: .handWritten, summary: "settles complete at once, as if every settle took no time") { row in
            var r = row
            r.parameters.settleDuration = 0
            return r
        },
        .stepping("clock-from-first-event", requirement: .tim2, origin: .handWritten,
                  summary: "reports settle end times on a clock that starts at the first event instead of the events' own clock") { st, e in
            var o = st.feed(e)
            if o.rejection == nil, st.memory.firstAcceptedTime == nil { st.memory.firstAcceptedTime = e.time }
            let t0 = st.memory.firstAcceptedTime ?? 0
            for r in o.rows.indices { o.rows[r].settleEnds = o.rows[r].settleEnds.map { $0 - t0 } }
            return o
        },
        .stepping("advance-ignored", requirement: .tim4, origin: .handWritten, summary: "ignores time advances: settles complete only at the next touch or programmatic event") { st, e in
            guard case .advance = e else { return st.feed(e) }
            if let r = st.basicRejection(e) { return st.rejected(r) }
            return st.inner.observation
        },
        .editing("completions-performed-after-event", requirement: .tim3, origin: .misreading,
                 summary: "lists the actions of settles completed by an event after the event's own action, not before") { input, output in
            for i in output.observations.indices where output.observations[i].performed.count > 1 {
                guard case let .activate(row, _, _) = input.events[i] else { continue }
                let p = output.observations[i].performed
                output.observations[i].performed = p.filter { $0.row == row } + p.filter { $0.row != row }
            }
        },
        .stepping("same-time-rejected", requirement: .tim1, origin: .misreading,
                  summary: "reads \"earlier than now is rejected\" as \"not later than now is rejected\": an event at the same time is refused") { st, e in
            if st.basicRejection(e) == nil, let now = st.inner.now, e.time == now { return st.rejected(.timeWentBackwards) }
            return st.feed(e)
        },
        .editing("settling-offset-is-start", requirement: .tim5, origin: .misreading,
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
        .stepping("release-at-target-settles", requirement: .tim6, origin: .misreading,
                  summary: "a release whose target equals the current offset still starts a settle: "
                  + "the row is observed settling for settleDuration and a select row performs only at its end") { st, e in
            guard case let .up(x, y, t) = e, let touch = st.touch, !touch.pending, st.basicRejection(e) == nil else { return st.feed(e) }
            let r = touch.row
            var atUp = st.inner
            let offset = atUp.handle(.move(x: x, y: y, time: t)).rows[r].offset
            var probe = st.inner
            let o = probe.handle(e)
            guard o.rejection == nil, st.last.rows[r].phase == .dragging, offset != 0, o.rows[r].phase != .settling else { return st.feed(e) }
            // Nudge the release outward until the reference no longer sees the row
            // at its target: it then settles to the same target.
            var nudged = x
            for _ in 0..<64 {
                nudged = offset > 0 ? nudged.nextUp : nudged.nextDown
                var p = st.inner
                if p.handle(.up(x: nudged, y: y, time: t)).rows[r].phase == .settling { return st.feed(.up(x: nudged, y: y, time: t)) }
            }
            return st.feed(e)
        },
    ]
}
