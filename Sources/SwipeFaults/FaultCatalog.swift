import SwipeConformance
import SwipeReference

/// The catalog of faulty implementations, which prove the suite catches bugs: each breaks exactly one rule
/// of SPEC.md, is named after it, and cites its requirement id. The stored vectors
/// must reject every one, and the property runner must find every one
/// (`Tests/ConformanceTests/Faults/FaultCatalogTests.swift`). A fault that
/// survives is a bug in the suite: add the vector or property that catches it.
///
/// The catalog lists only faults that are observable. `<` for `≤` at the
/// resistance limit (THR-8) is not one: the rubber band is continuous and
/// `f(0) = 0`, so both readings display the same offset at the limit.
public enum FaultCatalog {
    /// Every fault, in requirement order.
    public static let all: [FaultyImplementation] = geometry + recognition + thresholds + releases + list + time + readings + mutation
        + misreadings + gapsA + gapsB

    /// The fault called `name`, if any.
    public static func named(_ name: String) -> FaultyImplementation? {
        all.first { $0.name == name }
    }

    // MARK: GEO, ORD, ACC, AX

    static let geometry: [FaultyImplementation] = [
        .configured("ignores-layout-direction", requirement: "GEO-2",
                    summary: "lays every row out left to right, so under RTL the edges sit on the wrong sides") { row in
            var r = row
            r.layoutDirection = .leftToRight
            return r
        },
        .editing("rtl-order-from-wrong-edge", requirement: "ORD-1",
                 summary: "under RTL, lays an edge's actions out from the far end: action 0 farthest from its edge") { input, output in
            for i in output.observations.indices {
                for r in input.rows.indices where input.rows[r].layoutDirection == .rightToLeft {
                    guard let edge = output.observations[i].rows[r].revealedEdge else { continue }
                    output.observations[i].rows[r].actions = reversedFrames(input.rows[r], edge)
                }
            }
        },
        .configured("accumulation-reversed", requirement: "ACC-1",
                    summary: "accumulates an edge's declarations in reverse declaration order") { row in
            var r = row
            r.declarations.reverse()
            return r
        },
        .configured("full-swipe-flag-from-last-declaration", requirement: "ACC-3",
                    summary: "takes an edge's allowsFullSwipe from the last declaration with actions, not the first") { row in
            var r = row
            for edge in Edge.allCases {
                let contributing = r.declarations.indices.filter { r.declarations[$0].edge == edge && !r.declarations[$0].actions.isEmpty }
                if let first = contributing.first, let last = contributing.last {
                    r.declarations[first].allowsFullSwipe = r.declarations[last].allowsFullSwipe
                }
            }
            return r
        },
        .configured("empty-declaration-governs-full-swipe", requirement: "ACC-2",
                    summary: "lets a declaration with no actions set the edge's allowsFullSwipe") { row in
            var r = row
            for edge in Edge.allCases {
                let declared = r.declarations.indices.filter { r.declarations[$0].edge == edge }
                guard let first = declared.first, r.declarations[first].actions.isEmpty,
                      let contributing = declared.first(where: { !r.declarations[$0].actions.isEmpty }) else { continue }
                r.declarations[contributing].allowsFullSwipe = r.declarations[first].allowsFullSwipe
            }
            return r
        },
        .configured("full-swipe-always-allowed", requirement: "ACC-3",
                    summary: "ignores allowsFullSwipe: every edge with actions allows a full swipe") { row in
            var r = row
            for d in r.declarations.indices { r.declarations[d].allowsFullSwipe = true }
            return r
        },
        accessibilityTrailingFirst,
    ]

    /// AX-1: the trailing edge's actions listed first; activation follows the wrong list.
    static let accessibilityTrailingFirst = FaultyImplementation(
        "accessibility-order-trailing-first", requirement: "AX-1",
        summary: "lists the trailing edge's actions before the leading edge's for assistive technology"
    ) { input in
        let correct = input.rows.map { row in Edge.allCases.flatMap { e in row.geometry(of: e).actionIDs.map { AccessibleAction(edge: e, id: $0) } } }
        let faulty = correct.map { list in list.filter { $0.edge == .trailing } + list.filter { $0.edge == .leading } }
        var changed = input
        changed.events = input.events.map { e in
            guard case let .activate(row, index, t) = e, correct.indices.contains(row), faulty[row].indices.contains(index),
                  let j = correct[row].firstIndex(of: faulty[row][index]) else { return e }
            return .activate(row: row, index: j, time: t)
        }
        var output = FaultyImplementation.reference(changed)
        if output.accessibility.count == faulty.count { output.accessibility = faulty }
        return output
    }

    /// The frames of `edge` with its actions in reverse order (reveal) or its
    /// zones labelled in reverse (select), by ORD-3.
    static func reversedFrames(_ row: RowConfiguration, _ edge: Edge) -> [ActionFrame] {
        let g = row.geometry(of: edge)
        let ids = Array(g.actionIDs.reversed()), widths = Array(g.actionWidths.reversed())
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

    // MARK: REC

    static let recognition: [FaultyImplementation] = [
        .stepping("slop-from-previous-sample", requirement: "REC-1",
                  summary: "measures the slop from the previous sample instead of the touch's origin") { st, e in
            guard let touch = st.touch, touch.pending else { return st.feed(e) }
            switch e {
            case let .move(x, y, t), let .up(x, y, t):
                if let r = st.basicRejection(e) { return st.rejected(r) }
                let previous = st.memory.previousSample ?? (x: touch.x0, y: touch.y0)
                st.memory.previousSample = (x: x, y: y)
                let sx = x - previous.x, sy = y - previous.y
                let slop = st.rows[touch.row].parameters.slop
                if sx * sx + sy * sy >= slop * slop {
                    st.memory = Stepper.Memory()
                    return st.feed(e)
                }
                // Still pending by the faulty measure: the sample only lets time pass,
                // and a release is a tap at the origin.
                if case .up = e {
                    st.memory = Stepper.Memory()
                    return st.feed(.up(x: touch.x0, y: touch.y0, time: t))
                }
                return st.passTime(t)
            case .cancel:
                st.memory = Stepper.Memory()
                return st.feed(e)
            default:
                return st.feed(e)
            }
        },
        .stepping("dominance-not-strict", requirement: "REC-3",
                  summary: "recognises a drag when |dx| = |dy| (a diagonal), where the spec recognises a scroll") { st, e in
            guard let touch = st.touch, touch.pending else { return st.feed(e) }
            switch e {
            case let .move(x, y, t), let .up(x, y, t):
                guard st.basicRejection(e) == nil else { return st.feed(e) }
                let dx = x - touch.x0, dy = y - touch.y0, slop = st.rows[touch.row].parameters.slop
                guard dx != 0, abs(dx) == abs(dy), dx * dx + dy * dy >= slop * slop else { return st.feed(e) }
                var x2 = x
                while abs(x2 - touch.x0) <= abs(dy) { x2 = dx > 0 ? x2.nextUp : x2.nextDown }
                if case .up = e { return st.feed(.up(x: x2, y: y, time: t)) }
                return st.feed(.move(x: x2, y: y, time: t))
            default:
                return st.feed(e)
            }
        },
        .rewriting("positions-clamped-to-row", requirement: "GEO-5",
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
                default: return e
                }
            }
        },
        .stepping("second-pointer-cancels", requirement: "REC-7",
                  summary: "a second finger's down cancels the active sequence and starts a new one instead of being rejected") { st, e in
            guard case let .down(_, _, _, t) = e, st.touch != nil, st.basicRejection(e) == nil else { return st.feed(e) }
            let cancelled = st.feed(.cancel(time: t))
            return st.feed(e).merged(after: cancelled)
        },
    ]

    // MARK: THR, VEL, ELA

    static let thresholds: [FaultyImplementation] = [
        .configured("slop-exclusive", requirement: "THR-1", summary: "recognises only beyond the slop: a move exactly at the slop stays pending") { row in
            var r = row
            r.parameters.slop = r.parameters.slop.nextUp
            return r
        },
        exclusive("open-threshold-exclusive", requirement: "THR-2", summary: "opens only beyond the open threshold: a release exactly on it closes",
                  style: .reveal) { g, _ in [g.openThreshold] },
        exclusive("full-swipe-threshold-exclusive", requirement: "THR-3", summary: "arms the full swipe only beyond its threshold",
                  style: .reveal) { g, _ in g.allowsFullSwipe ? [g.fullSwipeThreshold] : [] },
        exclusive("activation-exclusive", requirement: "THR-4", summary: "selects only beyond the activation distance",
                  style: .select) { _, row in [row.parameters.activationDistance] },
        exclusive("zone-boundary-selects-nearer", requirement: "THR-5", summary: "on a zone boundary selects the action nearer the edge",
                  style: .select) { g, _ in g.zoneBoundaries },
        .editing("select-zones-reversed", requirement: "THR-5",
                 summary: "selects from the far end: the zone nearest the edge selects the last action") { input, output in
            func reversed(_ row: Int, _ edge: Edge, _ id: String) -> String {
                let ids = input.rows[row].geometry(of: edge).actionIDs
                guard let i = ids.firstIndex(of: id) else { return id }
                return ids[ids.count - 1 - i]
            }
            for (i, e) in input.events.enumerated() where i < output.observations.count {
                for r in input.rows.indices where input.rows[r].style == .select {
                    if let id = output.observations[i].rows[r].selected, let edge = output.observations[i].rows[r].revealedEdge {
                        output.observations[i].rows[r].selected = reversed(r, edge, id)
                    }
                }
                if case .activate = e { continue }
                for k in output.observations[i].performed.indices {
                    let p = output.observations[i].performed[k]
                    guard input.rows.indices.contains(p.row), input.rows[p.row].style == .select else { continue }
                    output.observations[i].performed[k].id = reversed(p.row, p.edge, p.id)
                }
            }
        },
        .stepping("settle-end-exclusive", requirement: "THR-6", summary: "completes a settle only after its end time, not at it") { st, e in
            let t = e.time
            if t.isFinite, st.last.rows.contains(where: { $0.settleEnds == t }), let now = st.inner.now, t.nextDown >= now {
                return st.feed(e.withTime(t.nextDown))
            }
            return st.feed(e)
        },
        .configured("fling-exclusive", requirement: "THR-7", summary: "a release exactly at the fling velocity is not a fling") { row in
            var r = row
            r.parameters.flingVelocity = r.parameters.flingVelocity.nextUp
            return r
        },
        .stepping("velocity-from-first-sample", requirement: "VEL-3",
                  summary: "measures the release velocity from the touch's first sample, not the last two") { st, e in
            guard case let .up(x, y, t) = e, let touch = st.touch, !touch.pending, st.basicRejection(e) == nil,
                  t > touch.lastT, t > touch.t0 else { return st.feed(e) }
            let v = (x - touch.x0) / (t - touch.t0)
            // Steer the reference: one extra sample between the last and the release
            // makes its last-two-samples velocity equal to the faulty one.
            let ti = (touch.lastT + t) / 2
            let xi = x - v * (t - ti)
            guard v.isFinite, xi.isFinite, ti > touch.lastT, ti < t else { return st.feed(e) }
            let steered = st.feed(.move(x: xi, y: y, time: ti))
            var o = st.feed(e)
            o.performed = steered.performed + o.performed
            return o
        },
        .stepping("rubber-band-on-whole-offset", requirement: "ELA-1",
                  summary: "beyond the limit, applies the rubber band to the whole magnitude instead of the excess") { st, e in
            var o = st.feed(e)
            guard o.rejection == nil, let touch = st.touch, !touch.pending,
                  o.rows[touch.row].phase == .dragging, let edge = o.rows[touch.row].revealedEdge else { return o }
            let row = st.rows[touch.row]
            let r = touch.s0 + (touch.lastX - touch.x0)
            let limit = row.geometry(of: edge).limit
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
        .stepping("empty-edge-follows-finger", requirement: "ELA-3",
                  summary: "moves the content toward an edge with no actions, revealing nothing") { st, e in
            var o = st.feed(e)
            guard o.rejection == nil, let touch = st.touch, !touch.pending,
                  o.rows[touch.row].phase == .dragging, o.rows[touch.row].offset == 0 else { return o }
            o.rows[touch.row].offset = touch.s0 + (touch.lastX - touch.x0)
            return o
        },
    ]

    /// A threshold compared with `>` where the spec says `≥`: a drag landing exactly
    /// on one of `thresholds` is moved one step below it before the reference sees it.
    static func exclusive(_ name: String, requirement: String, summary: String, style: ReleaseStyle,
                          _ thresholds: @escaping @Sendable (EdgeGeometry, RowConfiguration) -> [Double]) -> FaultyImplementation {
        .stepping(name, requirement: requirement, summary: summary) { st, e in
            guard let touch = st.touch, st.rows[touch.row].style == style else { return st.feed(e) }
            let up: Bool
            var x: Double, y: Double, t: Double
            switch e {
            case let .move(mx, my, mt): (x, y, t, up) = (mx, my, mt, false)
            case let .up(ux, uy, ut): (x, y, t, up) = (ux, uy, ut, true)
            default: return st.feed(e)
            }
            let config = st.rows[touch.row]
            for _ in 0..<256 {
                var probe = st.inner
                let o = probe.handle(.move(x: x, y: y, time: t))
                guard o.rejection == nil, o.rows[touch.row].phase == .dragging,
                      let edge = o.rows[touch.row].revealedEdge,
                      thresholds(config.geometry(of: edge), config).contains(abs(o.rows[touch.row].offset)) else { break }
                x = o.rows[touch.row].offset > 0 ? x.nextDown : x.nextUp
            }
            return st.feed(up ? .up(x: x, y: y, time: t) : .move(x: x, y: y, time: t))
        }
    }

    // MARK: REV, SEL, DES, CAN

    static let releases: [FaultyImplementation] = [
        .stepping("tap-boundary-belongs-to-nearer-action", requirement: "REV-5",
                  summary: "a tap exactly on the boundary between two buttons hits the one nearer the edge") { st, e in
            guard case let .up(x, y, _) = e, let touch = st.touch, st.isTap(x, y),
                  st.last.rows[touch.row].phase == .open, let edge = st.last.rows[touch.row].revealedEdge else { return st.feed(e) }
            let row = st.rows[touch.row]
            let g = row.geometry(of: edge)
            let d = g.side == .left ? touch.x0 : row.width - touch.x0
            var o = st.feed(e)
            guard o.rejection == nil else { return o }
            var c = 0.0
            var boundaries = [0.0]
            for w in g.actionWidths { c += w; boundaries.append(c) }
            guard let k = boundaries.firstIndex(of: d) else { return o }
            o.performed.removeAll { $0.row == touch.row && $0.edge == edge }
            if k > 0 { o.performed.append(PerformedAction(row: touch.row, edge: edge, id: g.actionIDs[k - 1])) }
            return o
        },
        .stepping("select-performs-at-release", requirement: "SEL-4",
                  summary: "performs the selected action at the release instead of when the settle completes") { st, e in
            var o = st.feed(e)
            guard o.rejection == nil else { return o }
            // The early performance is not repeated at the completion.
            for (row, (early, _)) in st.saved {
                if let i = o.performed.firstIndex(of: early) {
                    o.performed.remove(at: i)
                    st.saved[row] = nil
                } else if o.rows[row].phase != .settling {
                    st.saved[row] = nil
                }
            }
            if case .up = e {
                for r in o.rows.indices where st.rows[r].style == .select && o.rows[r].phase == .settling && st.saved[r] == nil {
                    guard let id = o.rows[r].selected, let edge = o.rows[r].revealedEdge, let ends = o.rows[r].settleEnds else { continue }
                    let early = PerformedAction(row: r, edge: edge, id: id)
                    o.performed.append(early)
                    st.saved[r] = (early, ends)
                }
            }
            return o
        },
        .stepping("stale-selection-performed", requirement: "DES-3",
                  summary: "still performs a saved selection that a new drag dropped, when its settle would have ended") { st, e in
            let before = st.last
            let wasPending = st.touch?.pending ?? false
            var releasedAsDrag = false
            if case let .up(x, y, _) = e, wasPending { releasedAsDrag = !st.isTap(x, y) }
            var o = st.feed(e)
            guard o.rejection == nil else { return o }
            // Perform stale selections whose settle would have ended by now (TIM-3 order).
            let due = st.saved.filter { $0.value.ends <= e.time }.sorted { ($0.value.ends, $0.key) < ($1.value.ends, $1.key) }
            for (row, stale) in due.reversed() {
                o.performed.insert(stale.action, at: 0)
                st.saved[row] = nil
            }
            // A drag recognised by this event drops saved selections: remember them.
            let recognised = wasPending && (st.touch.map { !$0.pending } ?? releasedAsDrag)
            guard recognised else { return o }
            for r in before.rows.indices where st.rows[r].style == .select && before.rows[r].phase == .settling {
                guard let id = before.rows[r].selected, let edge = before.rows[r].revealedEdge, let ends = before.rows[r].settleEnds,
                      ends > e.time, !o.performed.contains(where: { $0.row == r }) else { continue }
                st.saved[r] = (PerformedAction(row: r, edge: edge, id: id), ends)
            }
            return o
        },
        .stepping("perform-on-cancel", requirement: "CAN-5",
                  summary: "performs the selected action when the sequence is cancelled (as MGSwipeTableCell does)") { st, e in
            guard case .cancel = e, let touch = st.touch, !touch.pending else { return st.feed(e) }
            let selected = st.last.rows[touch.row].selected, edge = st.last.rows[touch.row].revealedEdge
            var o = st.feed(e)
            if o.rejection == nil, let id = selected, let edge {
                o.performed.append(PerformedAction(row: touch.row, edge: edge, id: id))
            }
            return o
        },
        .stepping("cancel-as-release", requirement: "CAN-1",
                  summary: "treats a cancel during a drag as a release where the finger was (as ItemTouchHelper does)") { st, e in
            guard case let .cancel(t) = e, let touch = st.touch, !touch.pending, st.basicRejection(e) == nil else { return st.feed(e) }
            return st.feed(.up(x: touch.lastX, y: touch.lastY, time: t))
        },
    ]

    // MARK: LST

    static let list: [FaultyImplementation] = [
        rowsUncoordinated,
        .stepping("second-row-drag-swallowed", requirement: "LST-2",
                  summary: "a drag on a row while another is open only closes the open row; the drag itself is lost") { st, e in
            if let swallowed = st.swallowing(e) { return swallowed }
            guard let touch = st.touch, touch.pending, let open = st.openRow, open != touch.row else { return st.feed(e) }
            let x: Double, y: Double, t: Double
            switch e {
            case let .move(mx, my, mt), let .up(mx, my, mt): (x, y, t) = (mx, my, mt)
            default: return st.feed(e)
            }
            var probe = st.inner
            guard probe.handle(.move(x: x, y: y, time: t)).rows[touch.row].phase == .dragging else { return st.feed(e) }
            let recognised = st.feed(.move(x: x, y: y, time: t))
            let cancelled = st.feed(.cancel(time: t))
            if case .move = e { st.memory.swallowingTouch = true }
            return cancelled.merged(after: recognised)
        },
        .stepping("tap-that-closes-also-taps-content", requirement: "LST-4",
                  summary: "a tap on another row while a row is open closes the open row and also reaches the tapped row's content") { st, e in
            guard case let .up(x, y, _) = e, let touch = st.touch, st.isTap(x, y),
                  let open = st.openRow, open != touch.row else { return st.feed(e) }
            var o = st.feed(e)
            if o.rejection == nil, o.tappedRow == nil { o.tappedRow = touch.row }
            return o
        },
    ]

    /// LST-1: every row is a list of its own, so rows never close each other.
    /// A full reference alongside decides which events are rejected (rejections
    /// do not depend on offsets), so only the coordination rule is broken.
    static let rowsUncoordinated = FaultyImplementation(
        "rows-uncoordinated", requirement: "LST-1",
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
                active = active.map { $0 >= index ? $0 + 1 : $0 }
                (target, local) = (nil, nil)
            case let .deleteRow(row, _):
                lists.remove(at: row)
                active = active == row ? nil : active.map { $0 > row ? $0 - 1 : $0 }
                (target, local) = (nil, nil)
            case let .moveRow(row, to, _):
                lists.insert(lists.remove(at: row), at: to)
                if let a = active, a != row {
                    let j = a > row ? a - 1 : a
                    active = j >= to ? j + 1 : j
                } else if active == row {
                    active = to
                }
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
            default: break
            }
            observations.append(state(performed: performed, tapped: tapped, rejection: nil))
        }
        return CaseOutput(accessibility: accessibility, observations: observations)
    }

    // MARK: TIM

    static let time: [FaultyImplementation] = [
        .configured("settle-duration-ignored", requirement: "TIM-2", summary: "settles complete at once, as if every settle took no time") { row in
            var r = row
            r.parameters.settleDuration = 0
            return r
        },
        .stepping("clock-from-first-event", requirement: "TIM-2",
                  summary: "reports settle end times on a clock that starts at the first event instead of the events' own clock") { st, e in
            var o = st.feed(e)
            if o.rejection == nil, st.memory.firstAcceptedTime == nil { st.memory.firstAcceptedTime = e.time }
            let t0 = st.memory.firstAcceptedTime ?? 0
            for r in o.rows.indices { o.rows[r].settleEnds = o.rows[r].settleEnds.map { $0 - t0 } }
            return o
        },
        .stepping("advance-ignored", requirement: "TIM-4", summary: "ignores time advances: settles complete only at the next touch or programmatic event") { st, e in
            guard case .advance = e else { return st.feed(e) }
            if let r = st.basicRejection(e) { return st.rejected(r) }
            return st.inner.observation
        },
    ]
}

/// The budgets the catalog test and the shrink-quality report share.
public enum FaultCatalogBudget {
    /// Cases the property runner may use to find a fault.
    public static let cases = 4_000
    /// Property evaluations for shrinking.
    public static let shrinkEvaluations = 2_000
}
