import SwipeConformance
import SwipeReference

/// The faults of the MUT requirements of SPEC.md (the list changes under the finger: insert, delete, move and reload rows), in the order the
/// catalog lists them.
extension FaultCatalog {
    /// Every fault that breaks a MUT requirement.
    static let mut: [FaultyImplementation] = [
        .changing("state-kept-by-index", requirement: .mut1, origin: .peerReport(references: ["SwipeCellKit #457", "flutter_slidable #234"]),
                  summary: "keeps swipe state by index: after an insert or delete, each index keeps the state it had "
                  + "(SwipeCellKit #457, flutter_slidable #234)") { st, e in
            switch e {
            case .insertRow, .deleteRow: return st.byIndex(e)
            case .down, .move, .up, .cancel, .advance, .open, .close, .activate, .moveRow, .reloadRow: return st.feed(e)  // indices keep their rows
            }
        },
        .changing("move-does-not-carry-state", requirement: .mut4, origin: .peerReport(references: ["SWTableViewCell #119"]),
                  summary: "a moved row leaves its state at its old index (SWTableViewCell #119: cells reordered by a reload)") { st, e in
            if case .moveRow = e { return st.byIndex(e) }
            return st.feed(e)
        },
        .changing("deleted-row-neighbour-opens", requirement: .mut3, origin: .peerReport(references: ["flutter_slidable #224", "flutter_slidable #472", "SwipeableCellView #1"]),
                  summary: "deleting an open row opens the row that takes its place (flutter_slidable #224, #472; SwipeableCellView #1)") { st, e in
            let before = st.last
            let o = st.feed(e)
            guard case let .deleteRow(r, t) = e, o.rejection == nil, let edge = before.rows[r].revealedEdge,
                  st.inner.configurations.indices.contains(r) else { return o }
            return st.feed(.open(row: r, edge: edge, time: t)).merged(after: o).accepted
        },
        .changing("deleted-selection-performed", requirement: .mut3, origin: .peerReport(references: ["MGSwipeTableCell #163"]),
                  summary: "a deleted row's saved selection is still performed when its settle would have ended "
                  + "(MGSwipeTableCell #163: the deleted row's actions still fire)") { st, e in
            let before = st.last
            var o = st.feed(e)
            if o.rejection == nil, let (row, action, ends) = st.ghost, e.time >= ends {
                o.performed.insert(PerformedAction(row: row, edge: action.edge, id: action.id), at: 0)
                st.ghost = nil
            }
            if case let .deleteRow(r, _) = e, o.rejection == nil, before.rows[r].phase == .settling,
               let id = before.rows[r].selected, let edge = before.rows[r].revealedEdge, let ends = before.rows[r].settleEnds {
                st.ghost = (r, PerformedAction(row: r, edge: edge, id: id), ends)
            }
            return o
        },
        .changing("deleted-buttons-still-fire", requirement: .mut3, origin: .peerReport(references: ["MGSwipeTableCell #163"]),
                  summary: "a tap where a deleted open row's buttons were performs them (MGSwipeTableCell #163)") { st, e in
            let before = st.last
            var o = st.feed(e)
            if case let .deleteRow(r, _) = e, o.rejection == nil, before.rows[r].offset != 0, let edge = before.rows[r].revealedEdge {
                st.buttons = (r, edge, before.rows[r].actions)
            }
            if case .up = e, let tapped = o.tappedRow, let (r, edge, frames) = st.buttons, tapped == r,
               let hit = frames.first(where: { $0.x <= st.downX && st.downX < $0.x + $0.width }) {
                o.performed.append(PerformedAction(row: r, edge: edge, id: hit.id))
                o.tappedRow = nil
                st.buttons = nil
            }
            return o
        },
        .changing("reload-closes-open-row", requirement: .mut7, origin: .peerReport(references: ["MGSwipeTableCell #198", "MGSwipeTableCell #263", "SwipeCellKit #288", "SwipeCellKit #408"]),
                  summary: "a reload snaps the open row shut (MGSwipeTableCell #198, #263; SwipeCellKit #288, #408)") { st, e in
            let o = st.feed(e)
            guard case let .reloadRow(r, _, t) = e, o.rejection == nil else { return o }
            return st.feed(.close(row: r, time: t)).merged(after: o).accepted
        },
        .changing("reload-keeps-old-extent", requirement: .mut7, origin: .peerReport(references: ["MGSwipeTableCell #124"]),
                  summary: "an open row reloaded with other actions stays at its old extent (MGSwipeTableCell #124)") { st, e in
            let before = st.last
            var o = st.feed(e)
            if case let .reloadRow(r, _, _) = e, o.rejection == nil, before.rows[r].phase == .open,
               o.rows[r].phase == .open, o.rows[r].offset != before.rows[r].offset {
                st.stale = (r, before.rows[r].offset, o.rows[r].offset)
            } else if e.isListChange && o.rejection == nil {
                st.stale = nil
            }
            if let (r, old, new) = st.stale {
                if o.rows.indices.contains(r), o.rows[r].offset == new, o.rows[r].phase == .open {
                    o.rows[r].offset = old
                } else {
                    st.stale = nil
                }
            }
            return o
        },
        // The reading of MUT-10 that SPEC.md section 4, question 10, rules out (question
        // 11's is in DetachedSequenceReadingTests: fuzz does not reach it in its budget).
        .changingRemembering("detached-drag-blocks-programmatic", requirement: .mut10, origin: .misreading,
                             summary: "a drag whose row was deleted is still a drag in progress: open, close and activate are "
                             + "rejected (dragInProgress) until its up or cancel", initial: false) { st, detachedDrag, e in
            switch e {
            case .open, .close, .activate:
                var probe = st.shadow
                if detachedDrag, probe.handle(e).rejection == nil { return st.reject(.dragInProgress) }
            case .up, .cancel:
                detachedDrag = false
            case .down, .move, .advance, .insertRow, .deleteRow, .moveRow, .reloadRow:
                break
            }
            let touching = st.touchRow
            let dragging = touching.map { st.last.rows.indices.contains($0) && st.last.rows[$0].phase == .dragging } ?? false
            let o = st.feed(e)
            if case let .deleteRow(r, _) = e, o.rejection == nil, touching == r, dragging { detachedDrag = true }
            return o
        },
        .changing("delete-under-finger-stuck", requirement: .mut10, origin: .peerReport(references: ["MGSwipeTableCell #163"]),
                  summary: "deleting the row under the finger leaves a sequence that never ends: the next row cannot be swiped "
                  + "(MGSwipeTableCell #163)") { st, e in
            if st.stuck, st.inner.now.map({ e.time >= $0 }) ?? true, e.isFinite {
                switch e {
                case let .up(x, y, t): return st.feed(.move(x: x, y: y, time: t))
                case let .cancel(t): return st.feed(.advance(time: t))
                case .down, .move, .advance, .open, .close, .activate, .insertRow, .deleteRow, .moveRow, .reloadRow: break
                }
            }
            let touching = st.touchRow
            let o = st.feed(e)
            if case let .deleteRow(r, _) = e, o.rejection == nil, touching == r { st.stuck = true }
            return o
        },
        .changing("reload-cancels-drag", requirement: .mut9, origin: .peerReport(references: ["MGSwipeTableCell #124"]),
                  summary: "a reload of the dragged row cancels the swipe in progress (MGSwipeTableCell #124)") { st, e in
            let dragging = st.last.rows.indices.contains { st.last.rows[$0].phase == .dragging }
            let o = st.feed(e)
            guard case let .reloadRow(r, _, t) = e, o.rejection == nil, dragging, st.last.rows[r].phase == .dragging else { return o }
            return st.feed(.cancel(time: t)).merged(after: o).accepted
        },
        .changing("insert-after-index", requirement: .mut2, origin: .misreading,
                  summary: "insertRow(index) puts the new row after the row at index (at count: appended), "
                  + "so the row at index keeps its index") { st, e in
            guard case let .insertRow(index, configuration, t) = e, index >= 0, index < st.inner.configurations.count else { return st.feed(e) }
            var probe = st.shadow
            guard probe.handle(e).rejection == nil else { return st.feed(e) }
            return st.feed(.insertRow(index: index + 1, configuration: configuration, time: t))
        },
        .changing("reload-keeps-old-measurements", requirement: .mut5, origin: .misreading,
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
        .changingRemembering("reload-ends-closing-settle", requirement: .mut6, origin: .misreading,
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
        .changingRemembering("reload-keeps-select-target", requirement: .mut8, origin: .misreading,
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
        .changing("last-row-undeletable", requirement: .mut11, origin: .misreading,
                  summary: "a list is never empty: deleting its last row is rejected (unknownRow)") { st, e in
            guard case .deleteRow = e, st.inner.configurations.count == 1 else { return st.feed(e) }
            var probe = st.shadow
            guard probe.handle(e).rejection == nil else { return st.feed(e) }
            return st.reject(.unknownRow)
        },
        .changing("insert-index-clamped", requirement: .mut12, origin: .misreading,
                  summary: "clamps an insertRow index outside 0...count to the nearest end, as Python's list.insert does, "
                  + "instead of rejecting it") { st, e in
            guard case let .insertRow(index, configuration, t) = e else { return st.feed(e) }
            let count = st.inner.configurations.count
            guard index < 0 || index > count else { return st.feed(e) }
            return st.feed(.insertRow(index: min(max(index, 0), count), configuration: configuration, time: t))
        },
        .changing("changes-rejected-during-drag", requirement: .mut13, origin: .misreading,
                  summary: "rejects a list change during a drag (dragInProgress), as open, close and activate are") { st, e in
            guard e.isListChange, let r = st.touchRow, st.last.rows.indices.contains(r), st.last.rows[r].phase == .dragging else { return st.feed(e) }
            var probe = st.shadow
            guard probe.handle(e).rejection == nil else { return st.feed(e) }
            return st.reject(.dragInProgress)
        },
        .changing("change-before-completions", requirement: .mut14, origin: .misreading,
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
        .changingRemembering("change-completes-no-settle", requirement: .mut14, origin: .misreading,
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
        "accessibility-of-final-list", requirement: .mut15, origin: .misreading,
        summary: "states the accessibility lists of the list as it is after the last event, not as it was built", listChanges: true
    ) { input in
        guard var stepper = ChangeStepper(input.rows) else { return FaultyImplementation.reference(input) }
        let observations = input.events.map { stepper.feed($0) }
        let accessibility = stepper.inner.configurations.indices.map { stepper.inner.accessibilityActions(ofRow: $0) }
        return CaseOutput(accessibility: accessibility, observations: observations)
    }
}
