import SwipeConformance
import SwipeReference

/// Faults of list changes (SPEC MUT), each modelled on a bug the peers' users
/// report: state that follows a cell or an index instead of the row.
extension FaultCatalog {
    static let mutation: [FaultyImplementation] = [
        .changing("state-kept-by-index", requirement: "MUT-1",
                  summary: "keeps swipe state by index: after an insert or delete, each index keeps the state it had "
                  + "(SwipeCellKit #457, flutter_slidable #234)") { st, e in
            switch e {
            case .insertRow, .deleteRow: return st.byIndex(e)
            default: return st.feed(e)
            }
        },
        .changing("move-does-not-carry-state", requirement: "MUT-4",
                  summary: "a moved row leaves its state at its old index (SWTableViewCell #119: cells reordered by a reload)") { st, e in
            if case .moveRow = e { return st.byIndex(e) }
            return st.feed(e)
        },
        .changing("deleted-row-neighbour-opens", requirement: "MUT-3",
                  summary: "deleting an open row opens the row that takes its place (flutter_slidable #224, #472; SwipeableCellView #1)") { st, e in
            let before = st.last
            let o = st.feed(e)
            guard case let .deleteRow(r, t) = e, o.rejection == nil, let edge = before.rows[r].revealedEdge,
                  st.inner.configurations.indices.contains(r) else { return o }
            return st.feed(.open(row: r, edge: edge, time: t)).merged(after: o).accepted
        },
        .changing("deleted-selection-performed", requirement: "MUT-3",
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
        .changing("deleted-buttons-still-fire", requirement: "MUT-3",
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
        .changing("reload-closes-open-row", requirement: "MUT-7",
                  summary: "a reload snaps the open row shut (MGSwipeTableCell #198, #263; SwipeCellKit #288, #408)") { st, e in
            let o = st.feed(e)
            guard case let .reloadRow(r, _, t) = e, o.rejection == nil else { return o }
            return st.feed(.close(row: r, time: t)).merged(after: o).accepted
        },
        .changing("reload-keeps-old-extent", requirement: "MUT-7",
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
        .changing("delete-under-finger-stuck", requirement: "MUT-10",
                  summary: "deleting the row under the finger leaves a sequence that never ends: the next row cannot be swiped "
                  + "(MGSwipeTableCell #163)") { st, e in
            if st.stuck, st.inner.now.map({ e.time >= $0 }) ?? true, e.isFinite {
                switch e {
                case let .up(x, y, t): return st.feed(.move(x: x, y: y, time: t))
                case let .cancel(t): return st.feed(.advance(time: t))
                default: break
                }
            }
            let touching = st.touchRow
            let o = st.feed(e)
            if case let .deleteRow(r, _) = e, o.rejection == nil, touching == r { st.stuck = true }
            return o
        },
        .changing("reload-cancels-drag", requirement: "MUT-9",
                  summary: "a reload of the dragged row cancels the swipe in progress (MGSwipeTableCell #124)") { st, e in
            let dragging = st.last.rows.indices.contains { st.last.rows[$0].phase == .dragging }
            let o = st.feed(e)
            guard case let .reloadRow(r, _, t) = e, o.rejection == nil, dragging, st.last.rows[r].phase == .dragging else { return o }
            return st.feed(.cancel(time: t)).merged(after: o).accepted
        },
    ]
}

/// The inner reference of a list-change fault, and what the fault remembers.
struct ChangeStepper {
    /// The reference the fault steers, built from the rows without keys, so the
    /// fault's own steps never collide on a key; `shadow` (with keys) decides which
    /// events are rejected.
    var inner: SwipeList
    var shadow: SwipeList
    var last: Observation
    /// The row of the active sequence, following list changes; nil when detached.
    var touchRow: Int?
    var downX = 0.0
    var ghost: (row: Int, action: PerformedAction, ends: Double)?
    var buttons: (row: Int, edge: Edge, frames: [ActionFrame])?
    var stale: (row: Int, old: Double, new: Double)?
    var stuck = false

    init?(_ rows: [RowConfiguration]) {
        guard let s = try? SwipeList(rows: rows),
              let i = try? SwipeList(rows: rows.map { var r = $0; r.key = nil; return r }) else { return nil }
        inner = i
        shadow = s
        last = i.observation
    }

    /// Feeds `e` to the inner reference (keys dropped), with the shadow's verdict.
    mutating func feed(_ e: InputEvent) -> Observation {
        let verdict = shadow.handle(e)
        var o: Observation
        if let r = verdict.rejection {
            o = inner.observation
            o.rejection = r
        } else {
            o = inner.handle(e.mapConfiguration { var r = $0; r.key = nil; return r })
            track(e, o)
        }
        last = o
        return o
    }

    mutating func track(_ e: InputEvent, _ o: Observation) {
        guard o.rejection == nil else { return }
        switch e {
        case let .down(r, x, _, _): touchRow = r; downX = x
        case .up, .cancel: touchRow = nil; stuck = false
        default: if let map = e.rowMap { touchRow = touchRow.flatMap(map) }
        }
    }

    /// Applies an accepted insert, delete or move as if state stayed at its index:
    /// the list grows or shrinks at its end, and every index whose configuration
    /// changed is reloaded in place.
    mutating func byIndex(_ e: InputEvent) -> Observation {
        var probe = shadow
        guard probe.handle(e).rejection == nil else { return feed(e) }
        shadow = probe
        let old = inner.configurations
        let new = e.applied(to: old).map { var r = $0; r.key = nil; return r }
        let t = e.time
        var o: Observation
        if new.count > old.count {
            o = inner.handle(.insertRow(index: old.count, configuration: new[old.count], time: t))
        } else if new.count < old.count {
            o = inner.handle(.deleteRow(row: old.count - 1, time: t))
        } else {
            o = inner.handle(.advance(time: t))
        }
        for i in 0..<min(old.count, new.count) where old[i] != new[i] {
            o = inner.handle(.reloadRow(row: i, configuration: new[i], time: t)).merged(after: o)
        }
        last = o
        return o
    }
}

extension Observation {
    /// The observation of an event the fault accepted, whatever its extra steps were told.
    var accepted: Observation {
        var o = self
        o.rejection = nil
        return o
    }
}

extension FaultyImplementation {
    /// A list-change fault, stepped event by event with a `ChangeStepper`.
    static func changing(_ name: String, requirement: String, summary: String,
                         _ step: @escaping @Sendable (inout ChangeStepper, InputEvent) -> Observation) -> FaultyImplementation {
        FaultyImplementation(name, requirement: requirement, summary: summary, listChanges: true) { input in
            guard var stepper = ChangeStepper(input.rows) else { return reference(input) }
            let accessibility = input.rows.indices.map { stepper.inner.accessibilityActions(ofRow: $0) }
            return CaseOutput(accessibility: accessibility, observations: input.events.map { step(&stepper, $0) })
        }
    }
}
