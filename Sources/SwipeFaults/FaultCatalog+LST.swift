import SwipeConformance
import SwipeReference

/// The faults of the LST requirements of SPEC.md (the list), in the order the
/// catalog lists them.
extension FaultCatalog {
    /// Every fault that breaks a LST requirement.
    static let lst: [FaultyImplementation] = [
        rowsUncoordinated,
        .stepping("second-row-drag-swallowed", requirement: .lst2, origin: .handWritten,
                  summary: "a drag on a row while another is open only closes the open row; the drag itself is lost") { st, e in
            if let swallowed = st.swallowing(e) { return swallowed }
            guard let touch = st.touch, touch.pending, let open = st.openRow, open != touch.row else { return st.feed(e) }
            let x: Double, y: Double, t: Double
            switch e {
            case let .move(mx, my, mt), let .up(mx, my, mt): (x, y, t) = (mx, my, mt)
            case .down, .cancel, .advance, .open, .close, .activate, .insertRow, .deleteRow, .moveRow, .reloadRow: return st.feed(e)
            }
            var probe = st.inner
            guard probe.handle(.move(x: x, y: y, time: t)).rows[touch.row].phase == .dragging else { return st.feed(e) }
            let recognised = st.feed(.move(x: x, y: y, time: t))
            let cancelled = st.feed(.cancel(time: t))
            if case .move = e { st.memory.swallowingTouch = true }
            return cancelled.merged(after: recognised)
        },
        .stepping("tap-that-closes-also-taps-content", requirement: .lst4, origin: .handWritten,
                  summary: "a tap on another row while a row is open closes the open row and also reaches the tapped row's content") { st, e in
            guard case let .up(x, y, _) = e, let touch = st.touch, st.isTap(x, y),
                  let open = st.openRow, open != touch.row else { return st.feed(e) }
            var o = st.feed(e)
            if o.rejection == nil, o.tappedRow == nil { o.tappedRow = touch.row }
            return o
        },
        tapping("tap-on-row-settling-closed-consumed", requirement: .lst5, origin: .misreading,
                summary: "treats a row settling toward 0 as open: a tap on the list then closes nothing and reaches no content") { st, row, x0, o in
            let settlingClosed = o.rows.indices.first { o.rows[$0].phase == .settling && o.rows[$0].offset == 0 }
            guard o.rows.allSatisfy({ $0.offset == 0 }), let r = settlingClosed else { return TapDecision(row: row, x0: x0, in: o, rows: st.rows) }
            return TapDecision(kind: .close, row: r, action: nil)
        },
        tapping("tap-on-other-row-reaches-content", requirement: .lst4, origin: .misreading,
                summary: "a tap on another row while one is open reaches that row's content and leaves the open row open") { st, row, x0, o in
            let decision = TapDecision(row: row, x0: x0, in: o, rows: st.rows)
            return decision.kind == .close && decision.row != row ? TapDecision(kind: .content, row: row, action: nil) : decision
        },
        .rewriting("negative-row-counts-from-end", requirement: .lst7, origin: .misreading,
                   summary: "reads a negative row index from the end of the list, as a Python list does, instead of rejecting it") { input in
            input.events.map { e in
                let n = input.rows.count
                switch e {
                case let .down(r, x, y, t) where r < 0 && r >= -n: return .down(row: r + n, x: x, y: y, time: t)
                case let .open(r, edge, t) where r < 0 && r >= -n: return .open(row: r + n, edge: edge, time: t)
                case let .close(r, t) where r < 0 && r >= -n: return .close(row: r + n, time: t)
                case let .activate(r, i, t) where r < 0 && r >= -n: return .activate(row: r + n, index: i, time: t)
                case .down, .open, .close, .activate: return e  // a row index the faulty reading leaves as it is
                case .deleteRow, .moveRow, .reloadRow: return e  // the app's own changes name rows from 0
                case .move, .up, .cancel, .advance, .insertRow: return e  // no row named
                }
            }
        },
        .stepping("scroll-leaves-open-row-open", requirement: .lst3, origin: .misreading,
                  summary: "a recognised scroll leaves the open row open") { st, e in
            if let swallowed = st.swallowing(e) { return swallowed }
            guard let touch = st.touch, touch.pending, st.openRow != nil, st.basicRejection(e) == nil else { return st.feed(e) }
            let x: Double, y: Double, t: Double
            switch e {
            case let .move(mx, my, mt), let .up(mx, my, mt): (x, y, t) = (mx, my, mt)
            case .down, .cancel, .advance, .open, .close, .activate, .insertRow, .deleteRow, .moveRow, .reloadRow: return st.feed(e)
            }
            let dx = x - touch.x0, dy = y - touch.y0, slop = st.rows[touch.row].parameters.slop
            guard dx * dx + dy * dy >= slop * slop, abs(dy) >= abs(dx) else { return st.feed(e) }
            // The scroll ends the sequence with no effect on any row; its later
            // moves let time pass until the finger lifts.
            let o = st.feed(.cancel(time: t))
            if case .move = e { st.memory.swallowingTouch = true }
            return o
        },
        .remembering("close-restarts-closing-settle", requirement: .lst6, origin: .misreading,
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
    ]

    /// LST-1: every row is a list of its own, so rows never close each other.
    /// A full reference alongside decides which events are rejected (rejections
    /// do not depend on offsets), so only the coordination rule is broken.
    static let rowsUncoordinated = FaultyImplementation(
        "rows-uncoordinated", requirement: .lst1, origin: .handWritten,
        summary: "rows do not coordinate: opening or dragging one leaves another open (two rows open at once)"
    ) { input in
        guard var shadow = try? SwipeList(rows: input.rows) else { return FaultyImplementation.reference(input) }
        let accessibility = input.rows.indices.map { shadow.accessibilityActions(ofRow: $0) }
        var lists = input.rows.compactMap { try? SwipeList(rows: [$0]) }
        var active: Int?
        var observations: [Observation] = []
        func state(performed: [PerformedAction], tapped: Int?, rejection: Rejection?) -> Observation {
            Observation(rows: lists.map { $0.observation.rows[0] }, performed: performed, tappedRow: tapped, rejection: rejection)
        }
        for e in input.events {
            let s = shadow.handle(e)
            if let r = s.rejection {
                observations.append(state(performed: [], tapped: nil, rejection: r))
                continue
            }
            let t = e.time
            // TIM-3 on every row first, completions ordered by end time, then row.
            var completions: [(ends: Double, row: Int, action: PerformedAction)] = []
            for i in lists.indices {
                let ends = lists[i].observation.rows[0].settleEnds ?? t
                for p in lists[i].handle(.advance(time: t)).performed {
                    completions.append((ends, i, PerformedAction(row: i, edge: p.edge, id: p.id)))
                }
            }
            var performed = completions.sorted { ($0.ends, $0.row) < ($1.ends, $1.row) }.map(\.action)
            var tapped: Int?
            let target: Int?
            let local: InputEvent?
            switch e {
            case let .down(row, x, y, t): (target, local) = (row, .down(row: 0, x: x, y: y, time: t))
            case .move, .up, .cancel: (target, local) = (active, e)
            case let .open(row, edge, t): (target, local) = (row, .open(row: 0, edge: edge, time: t))
            case let .close(row, t): (target, local) = (row, .close(row: 0, time: t))
            case let .activate(row, index, t):
                // AX-1: the row's list is its own; the index is the same.
                (target, local) = (row, .activate(row: 0, index: index, time: t))
            case .advance: (target, local) = (nil, nil)
            case let .insertRow(index, c, _):
                if let l = try? SwipeList(rows: [c]) { lists.insert(l, at: index) }
                active = active.map(RowNumbering.afterInsert(at: index))
                (target, local) = (nil, nil)
            case let .deleteRow(row, _):
                lists.remove(at: row)
                active = active.flatMap(RowNumbering.afterDelete(row))
                (target, local) = (nil, nil)
            case let .moveRow(row, to, _):
                RowNumbering.move(&lists, row, to: to)
                active = active.map(RowNumbering.afterMove(row, to: to))
                (target, local) = (nil, nil)
            case let .reloadRow(row, c, t): (target, local) = (row, .reloadRow(row: 0, configuration: c, time: t))
            }
            if let target, let local {
                let o = lists[target].handle(local)
                performed += o.performed.map { PerformedAction(row: target, edge: $0.edge, id: $0.id) }
                if o.tappedRow != nil { tapped = target }
            }
            switch e {
            case let .down(row, _, _, _): active = row
            case .up, .cancel: active = nil
            case .move, .advance, .open, .close, .activate, .insertRow, .deleteRow, .moveRow, .reloadRow: break
            }
            observations.append(state(performed: performed, tapped: tapped, rejection: nil))
        }
        return CaseOutput(accessibility: accessibility, observations: observations)
    }
}
