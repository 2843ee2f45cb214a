import SwipeConformance
import SwipeReference

extension FaultCatalog {
    // MARK: Misreadings of deselection, cancel, time, the list, programmatic events,
    // accessibility, observations and list changes

    /// Faults written from the misreading table (`Misreadings.gapsB`): each is the
    /// wrong implementation a library could ship from the same sentence of SPEC.md.
    static let gapsB: [FaultyImplementation] = deselection + closing + observations + changes

    // MARK: DES, CAN, TIM

    static let deselection: [FaultyImplementation] = [
        .editing("new-drag-shows-previous-selection", requirement: "DES-1",
                 summary: "a drag recognised on a row settling with a saved selection shows that selection at the recognising move; "
                 + "only the next move recomputes it") { _, output in
            for i in output.observations.indices.dropFirst() {
                let before = output.observations[i - 1]
                for r in output.observations[i].rows.indices where r < before.rows.count {
                    guard output.observations[i].rows[r].phase == .dragging, before.rows[r].phase == .settling,
                          let saved = before.rows[r].selected else { continue }
                    output.observations[i].rows[r].selected = saved
                }
            }
        },
        .stepping("selection-dropped-at-down", requirement: "DES-2",
                  summary: "drops every saved selection when a finger goes down, not when a drag is recognised: "
                  + "a down alone closes a select row settling with a selection") { st, e in
            guard case let .down(_, _, _, t) = e, st.touch == nil, st.basicRejection(e) == nil else { return st.feed(e) }
            let passed = st.feed(.advance(time: t))  // TIM-3: settles due at t complete first
            for k in passed.rows.indices where st.rows[k].style == .select && passed.rows[k].phase == .settling && passed.rows[k].selected != nil {
                st.feed(.close(row: k, time: t))
            }
            var o = st.feed(e)
            o.performed = passed.performed + o.performed
            return o
        },
        .remembering("closed-row-keeps-selection", requirement: "DES-4",
                     summary: "closing a select row settling with a saved selection keeps the selection: "
                     + "it is shown while the row settles to 0 and performed when that settle ends",
                     initial: [Int: (action: PerformedAction, ends: Double)]()) { st, kept, e in
            let before = st.last
            var o = st.feed(e)
            guard o.rejection == nil else {
                for (k, saved) in kept { o.rows[k].selected = saved.action.id }
                return o
            }
            for (k, saved) in kept.sorted(by: { ($0.value.ends, $0.key) < ($1.value.ends, $1.key) }).reversed() {
                if o.rows[k].phase == .closed, e.time >= saved.ends {
                    o.performed.insert(saved.action, at: 0)
                    kept[k] = nil
                } else if o.rows[k].phase != .settling || o.rows[k].offset != 0 || o.rows[k].settleEnds != saved.ends {
                    kept[k] = nil
                }
            }
            for k in o.rows.indices where st.rows[k].style == .select && kept[k] == nil {
                guard before.rows[k].phase == .settling, let id = before.rows[k].selected, let edge = before.rows[k].revealedEdge,
                      o.rows[k].phase == .settling, o.rows[k].offset == 0, let ends = o.rows[k].settleEnds,
                      !o.performed.contains(where: { $0.row == k && $0.id == id }) else { continue }
                kept[k] = (PerformedAction(row: k, edge: edge, id: id), ends)
            }
            for k in kept.keys { o.rows[k].selected = kept[k]?.action.id }
            return o
        },
        .remembering("cancel-reopens-closed-rows", requirement: "CAN-3",
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
            default:
                break
            }
            return o
        },
        .stepping("release-at-target-settles", requirement: "TIM-6",
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

    // MARK: LST, PRG, AX

    static let closing: [FaultyImplementation] = [
        .remembering("close-restarts-closing-settle", requirement: "LST-6",
                     summary: "close(row) on a row already settling toward 0 starts its settle again: a new end time",
                     initial: [Int: Double]()) { st, restarted, e in
            let before = st.last
            var o = st.feed(e)
            if o.rejection == nil, case let .close(r, t) = e, before.rows[r].phase == .settling, before.rows[r].offset == 0 {
                let ends = t + st.rows[r].parameters.settleDuration
                if ends != before.rows[r].settleEnds { restarted[r] = ends }
            }
            let now = st.inner.now ?? -.infinity
            for (r, ends) in restarted {
                let row = o.rows[r]
                guard now < ends, row.offset == 0, row.phase == .settling || row.phase == .closed else {
                    restarted[r] = nil
                    continue
                }
                o.rows[r].phase = .settling
                o.rows[r].settleEnds = ends
            }
            return o
        },
        .stepping("open-restarts-settle-at-target", requirement: "PRG-1",
                  summary: "open(row, edge) on a row already open, or settling open, toward that edge starts a new settle: a new end time") { st, e in
            let before = st.last
            guard case let .open(r, edge, t) = e, st.basicRejection(e) == nil else { return st.feed(e) }
            var probe = st.inner
            guard probe.handle(e).rejection == nil, before.rows[r].offset != 0, before.rows[r].revealedEdge == edge else { return st.feed(e) }
            let closed = st.feed(.close(row: r, time: t))
            return st.feed(e).merged(after: closed)
        },
        .stepping("close-ignores-select-rows", requirement: "PRG-2",
                  summary: "close(row) acts on reveal rows only: on a select row it is accepted and does nothing, "
                  + "so a saved selection is still performed") { st, e in
            guard case let .close(r, t) = e, st.basicRejection(e) == nil, st.rows[r].style == .select else { return st.feed(e) }
            var probe = st.inner
            guard probe.handle(e).rejection == nil else { return st.feed(e) }
            return st.passTime(t)
        },
        .stepping("activate-leaves-row-open", requirement: "AX-2",
                  summary: "activate(row, index) performs the entry but leaves the row as it is: an open row stays open, "
                  + "a select row keeps settling with its saved selection") { st, e in
            guard case let .activate(r, index, t) = e, st.basicRejection(e) == nil else { return st.feed(e) }
            var probe = st.inner
            guard probe.handle(e).rejection == nil else { return st.feed(e) }
            let entry = st.inner.accessibilityActions(ofRow: r)[index]
            var o = st.passTime(t)
            o.performed.append(PerformedAction(row: r, edge: entry.edge, id: entry.id))
            return o
        },
    ]

    // MARK: OBS

    static let observations: [FaultyImplementation] = [
        .editing("rejected-event-unobserved", requirement: "OBS-1",
                 summary: "answers only accepted events: a rejected event yields no observation") { _, output in
            output.observations.removeAll { $0.rejection != nil }
        },
        .editing("settle-end-kept-at-rest", requirement: "OBS-2",
                 summary: "keeps reporting a row's last settle end time once the settle has completed") { _, output in
            var last: [Int: Double] = [:]
            for i in output.observations.indices {
                for r in output.observations[i].rows.indices {
                    let row = output.observations[i].rows[r]
                    if let ends = row.settleEnds {
                        last[r] = ends
                    } else if row.phase == .dragging {
                        last[r] = nil
                    } else if let ends = last[r] {
                        output.observations[i].rows[r].settleEnds = ends
                    }
                }
            }
        },
        .editing("performed-reported-one-event-late", requirement: "OBS-3",
                 summary: "reports the actions performed during an event in the observation of the next event, as a deferred callback would") { _, output in
            var carried: [PerformedAction] = []
            for i in output.observations.indices {
                let now = output.observations[i].performed
                output.observations[i].performed = carried
                carried = now
            }
        },
        .editing("tapped-row-kept", requirement: "OBS-4",
                 summary: "keeps naming the last tapped row in tappedRow after the event that delivered the tap") { _, output in
            var last: Int?
            for i in output.observations.indices {
                if let r = output.observations[i].tappedRow { last = r } else { output.observations[i].tappedRow = last }
            }
        },
        .stepping("pending-row-dragging", requirement: "OBS-6",
                  summary: "a row under a pending touch is reported dragging from the down, before any drag is recognised") { st, e in
            var o = st.feed(e)
            if let touch = st.touch, touch.pending, o.rows[touch.row].phase == .closed || o.rows[touch.row].phase == .open {
                o.rows[touch.row].phase = .dragging
            }
            return o
        },
        .editing("actionless-rows-left-out-of-accessibility", requirement: "OBS-8",
                 summary: "states the accessibility list only for rows that have actions: a row with none has no entry") { _, output in
            output.accessibility.removeAll { $0.isEmpty }
        },
    ]

    // MARK: MUT

    static let changes: [FaultyImplementation] = [
        .changing("insert-after-index", requirement: "MUT-2",
                  summary: "insertRow(index) puts the new row after the row at index (at count: appended), "
                  + "so the row at index keeps its index") { st, e in
            guard case let .insertRow(index, configuration, t) = e, index >= 0, index < st.inner.configurations.count else { return st.feed(e) }
            var probe = st.shadow
            guard probe.handle(e).rejection == nil else { return st.feed(e) }
            return st.feed(.insertRow(index: index + 1, configuration: configuration, time: t))
        },
        .changing("reload-keeps-old-measurements", requirement: "MUT-5",
                  summary: "a reload takes the new actions, style and direction but keeps the width and parameters the row was "
                  + "created with (thresholds, frames, slop, settle duration), as a cell measured once does") { st, e in
            guard case let .reloadRow(r, configuration, t) = e else { return st.feed(e) }
            var probe = st.shadow
            guard probe.handle(e).rejection == nil else { return st.feed(e) }
            var kept = configuration
            kept.width = st.inner.configurations[r].width
            kept.parameters = st.inner.configurations[r].parameters
            guard kept.isValid else { return st.feed(e) }
            return st.feed(.reloadRow(row: r, configuration: kept, time: t))
        },
        .changingRemembering("reload-ends-closing-settle", requirement: "MUT-6",
                             summary: "a reload of a row settling toward 0 ends its settle at once: the row is reported closed",
                             initial: [Int: Double]()) { st, ended, e in
            let before = st.last
            var o = st.feed(e)
            if o.rejection == nil, let map = e.rowMap {
                ended = Dictionary(uniqueKeysWithValues: ended.compactMap { r, ends in map(r).map { ($0, ends) } })
                if case let .reloadRow(r, _, _) = e, before.rows[r].phase == .settling, before.rows[r].offset == 0,
                   let ends = before.rows[r].settleEnds {
                    ended[r] = ends
                }
            }
            for (r, ends) in ended {
                guard o.rows.indices.contains(r), o.rows[r].phase == .settling, o.rows[r].offset == 0, o.rows[r].settleEnds == ends else {
                    ended[r] = nil
                    continue
                }
                o.rows[r].phase = .closed
                o.rows[r].settleEnds = nil
            }
            return o
        },
        .changingRemembering("reload-keeps-select-target", requirement: "MUT-8",
                             summary: "a reload that keeps a saved selection keeps the settle's target as computed at the release: "
                             + "the old width, not the new one",
                             initial: [Int: (ends: Double, magnitude: Double)]()) { st, kept, e in
            let before = st.last
            var o = st.feed(e)
            if o.rejection == nil, let map = e.rowMap {
                kept = Dictionary(uniqueKeysWithValues: kept.compactMap { r, v in map(r).map { ($0, v) } })
                if case let .reloadRow(r, _, _) = e, before.rows[r].phase == .settling, before.rows[r].selected != nil,
                   o.rows[r].phase == .settling, o.rows[r].selected != nil, let ends = o.rows[r].settleEnds,
                   abs(o.rows[r].offset) != abs(before.rows[r].offset) {
                    kept[r] = (ends, kept[r]?.magnitude ?? abs(before.rows[r].offset))
                }
            }
            for (r, target) in kept {
                guard o.rows.indices.contains(r), o.rows[r].phase == .settling, o.rows[r].selected != nil,
                      o.rows[r].settleEnds == target.ends else {
                    kept[r] = nil
                    continue
                }
                o.rows[r].offset = o.rows[r].offset < 0 ? -target.magnitude : target.magnitude
            }
            return o
        },
        .changing("last-row-undeletable", requirement: "MUT-11",
                  summary: "a list is never empty: deleting its last row is rejected (unknownRow)") { st, e in
            guard case .deleteRow = e, st.inner.configurations.count == 1 else { return st.feed(e) }
            var probe = st.shadow
            guard probe.handle(e).rejection == nil else { return st.feed(e) }
            return st.reject(.unknownRow)
        },
        .changing("insert-index-clamped", requirement: "MUT-12",
                  summary: "clamps an insertRow index outside 0...count to the nearest end, as Python's list.insert does, "
                  + "instead of rejecting it") { st, e in
            guard case let .insertRow(index, configuration, t) = e else { return st.feed(e) }
            let count = st.inner.configurations.count
            guard index < 0 || index > count else { return st.feed(e) }
            return st.feed(.insertRow(index: min(max(index, 0), count), configuration: configuration, time: t))
        },
        .changing("changes-rejected-during-drag", requirement: "MUT-13",
                  summary: "rejects a list change during a drag (dragInProgress), as open, close and activate are") { st, e in
            guard e.isListChange, let r = st.touchRow, st.last.rows.indices.contains(r), st.last.rows[r].phase == .dragging else { return st.feed(e) }
            var probe = st.shadow
            guard probe.handle(e).rejection == nil else { return st.feed(e) }
            return st.reject(.dragInProgress)
        },
        .changing("change-before-completions", requirement: "MUT-14",
                  summary: "applies an insert, delete or move before the settles that end at or before its time complete: "
                  + "a select row deleted at its settle's end time never performs, and completions name the rows' new indices") { st, e in
            var o = st.feed(e)
            guard o.rejection == nil, !o.performed.isEmpty, let map = e.rowMap else { return o }
            // Every action performed by a list change is a completion (MUT-13):
            // after the change, the deleted row's is lost and the others renumbered.
            o.performed = o.performed.compactMap { p in map(p.row).map { PerformedAction(row: $0, edge: p.edge, id: p.id) } }
            st.last = o
            return o
        },
        .changingRemembering("change-completes-no-settle", requirement: "MUT-14",
                             summary: "an insert, delete or move is not a timed event: it completes no settle; settles due at its time "
                             + "complete, and a select row performs, only at the next input event (a deleted row never does)",
                             initial: DeferredCompletions()) { st, deferred, e in
            let before = st.last
            var o = st.feed(e)
            if o.rejection == nil, let map = e.rowMap {
                if case let .reloadRow(r, _, _) = e {
                    deferred.rows[r] = nil
                } else {
                    deferred.rows = Dictionary(uniqueKeysWithValues: deferred.rows.compactMap { r, row in map(r).map { ($0, row) } })
                    deferred.performed = deferred.performed.compactMap { p in map(p.row).map { PerformedAction(row: $0, edge: p.edge, id: p.id) } }
                    for k in before.rows.indices where before.rows[k].phase == .settling && (before.rows[k].settleEnds ?? .infinity) <= e.time {
                        if let n = map(k) { deferred.rows[n] = before.rows[k] }
                    }
                    // Every action performed by a list change is a completion (MUT-13), named
                    // by the index before the change.
                    deferred.performed += o.performed.compactMap { p in map(p.row).map { PerformedAction(row: $0, edge: p.edge, id: p.id) } }
                    o.performed = []
                }
            } else if o.rejection == nil {
                o.performed = deferred.performed + o.performed
                deferred = DeferredCompletions()
            }
            for (r, row) in deferred.rows where o.rows.indices.contains(r) { o.rows[r] = row }
            return o
        },
        accessibilityOfFinalList,
    ]

    /// MUT-15: the accessibility lists of the list after the last event, not as built.
    static let accessibilityOfFinalList = FaultyImplementation(
        "accessibility-of-final-list", requirement: "MUT-15",
        summary: "states the accessibility lists of the list as it is after the last event, not as it was built", listChanges: true
    ) { input in
        guard var stepper = ChangeStepper(input.rows) else { return FaultyImplementation.reference(input) }
        let observations = input.events.map { stepper.feed($0) }
        let accessibility = stepper.inner.configurations.indices.map { stepper.inner.accessibilityActions(ofRow: $0) }
        return CaseOutput(accessibility: accessibility, observations: observations)
    }
}

extension FaultyImplementation {
    /// A fault with a reference inside, stepped event by event, that keeps `memory`
    /// of its own between events.
    static func remembering<Memory: Sendable>(_ name: String, requirement: String, summary: String, initial: Memory,
                                    _ step: @escaping @Sendable (inout Stepper, inout Memory, InputEvent) -> Observation) -> FaultyImplementation {
        FaultyImplementation(name, requirement: requirement, summary: summary) { input in
            guard var stepper = Stepper(input.rows) else { return reference(input) }
            var memory = initial
            let accessibility = input.rows.indices.map { stepper.inner.accessibilityActions(ofRow: $0) }
            let observations = input.events.map { step(&stepper, &memory, $0) }
            return CaseOutput(accessibility: accessibility, observations: observations)
        }
    }

    /// A list-change fault, stepped with a `ChangeStepper`, that keeps `memory` of its
    /// own between events.
    static func changingRemembering<Memory: Sendable>(_ name: String, requirement: String, summary: String, initial: Memory,
                                            _ step: @escaping @Sendable (inout ChangeStepper, inout Memory, InputEvent) -> Observation) -> FaultyImplementation {
        FaultyImplementation(name, requirement: requirement, summary: summary, listChanges: true) { input in
            guard var stepper = ChangeStepper(input.rows) else { return reference(input) }
            var memory = initial
            let accessibility = input.rows.indices.map { stepper.inner.accessibilityActions(ofRow: $0) }
            return CaseOutput(accessibility: accessibility, observations: input.events.map { step(&stepper, &memory, $0) })
        }
    }
}

/// Completions a list-change fault holds back until the next input event: the rows
/// as they were while settling, and the actions their completions perform.
struct DeferredCompletions: Sendable {
    var rows: [Int: RowObservation] = [:]
    var performed: [PerformedAction] = []
}

extension ChangeStepper {
    /// The current state, reporting `rejection` for an event the fault refuses.
    mutating func reject(_ rejection: Rejection) -> Observation {
        var o = inner.observation
        o.rejection = rejection
        last = o
        return o
    }
}
