import SwipeConformance
import SwipeReference

/// Faults written from the misreading table (`Misreadings.gapsA`) for geometry,
/// ordering, recognition, velocity, resistance and the two release styles: each
/// is the other reading of one sentence of SPEC.md, as a library written from it
/// could plausibly ship.
extension FaultCatalog {
    static let gapsA: [FaultyImplementation] = geometryReadings + releaseReadings + dragReadings + selectReadings

    // MARK: GEO, ORD, ACC

    static let geometryReadings: [FaultyImplementation] = [
        .configured("row-width-is-screen-width", requirement: "GEO-1",
                    summary: "uses a 375 pt screen's width for every row instead of the row's own width") { row in
            var r = row
            r.width = 375
            return r
        },
        .editing("offset-sign-logical", requirement: "GEO-3",
                 summary: "reports the offset logically (positive reveals the leading edge), so under RTL its sign is flipped") { input, output in
            for i in output.observations.indices {
                for r in output.observations[i].rows.indices where r < input.rows.count && input.rows[r].layoutDirection == .rightToLeft {
                    output.observations[i].rows[r].offset = -output.observations[i].rows[r].offset
                }
            }
        },
        .editing("buttons-slide-with-content", requirement: "ORD-2",
                 summary: "attaches the buttons to the content: they slide in with it instead of standing at the row's edge") { input, output in
            for i in output.observations.indices {
                for r in output.observations[i].rows.indices where r < input.rows.count && input.rows[r].style == .reveal {
                    let o = output.observations[i].rows[r]
                    guard let edge = o.revealedEdge else { continue }
                    let g = input.rows[r].geometry(of: edge)
                    // The strip's inner end follows the content: shifted by m − extent, outward positive.
                    let shift = abs(o.offset) - g.extent
                    for k in o.actions.indices {
                        output.observations[i].rows[r].actions[k].x += g.side == .left ? shift : -shift
                    }
                }
            }
        },
        .editing("right-side-frames-mirror-start", requirement: "ORD-3",
                 summary: "on the right side places a frame at x = W − d0 (mirroring its start point) instead of W − d1") { _, output in
            for i in output.observations.indices {
                for r in output.observations[i].rows.indices where output.observations[i].rows[r].offset < 0 {
                    for k in output.observations[i].rows[r].actions.indices {
                        output.observations[i].rows[r].actions[k].x += output.observations[i].rows[r].actions[k].width
                    }
                }
            }
        },
        .editing("select-frames-ignore-activation", requirement: "ORD-6",
                 summary: "splits the whole width evenly between a select edge's actions for their frames, ignoring the activation distance") { input, output in
            for i in output.observations.indices {
                for r in output.observations[i].rows.indices where r < input.rows.count && input.rows[r].style == .select {
                    guard let edge = output.observations[i].rows[r].revealedEdge else { continue }
                    let row = input.rows[r]
                    let g = row.geometry(of: edge)
                    let n = Double(g.actionIDs.count), w = row.width
                    let frames = g.actionIDs.enumerated().map { k, id in
                        let d0 = (w * Double(k)) / n, d1 = (w * Double(k + 1)) / n
                        return ActionFrame(id: id, x: g.side == .left ? d0 : w - d1, width: d1 - d0)
                    }
                    output.observations[i].rows[r].actions = frames.sorted { $0.x < $1.x }
                }
            }
        },
        actionIDsUniqueInList,
    ]

    /// ACC-4 read as "unique within the list": an inserted or reloaded row that
    /// shares an action id with another row is refused (`invalidConfiguration`).
    /// The rows a case starts with are taken as given: a refusal before any event
    /// has no observation to carry it.
    static let actionIDsUniqueInList = FaultyImplementation(
        "action-ids-unique-in-list", requirement: "ACC-4",
        summary: "reads \"unique within a row\" as \"unique within the list\": an inserted or reloaded row sharing an action id with another row is refused",
        listChanges: true
    ) { input in
        guard var list = try? SwipeList(rows: input.rows) else { return FaultyImplementation.reference(input) }
        let accessibility = input.rows.indices.map { list.accessibilityActions(ofRow: $0) }
        func ids(_ c: RowConfiguration) -> Set<String> { Set(c.declarations.flatMap { $0.actions.map(\.id) }) }
        var observations: [Observation] = []
        for e in input.events {
            var probe = list
            let o = probe.handle(e)
            let shares: Bool
            switch e {
            case let .insertRow(_, c, _):
                shares = list.configurations.contains { !ids($0).isDisjoint(with: ids(c)) }
            case let .reloadRow(row, c, _):
                shares = list.configurations.indices.contains { $0 != row && !ids(list.configurations[$0]).isDisjoint(with: ids(c)) }
            default:
                shares = false
            }
            // invalidConfiguration comes before duplicateKey in OBS-5's order.
            if shares, o.rejection == nil || o.rejection == .duplicateKey {
                var refused = list.observation
                refused.rejection = .invalidConfiguration
                observations.append(refused)
                continue
            }
            list = probe
            observations.append(o)
        }
        return CaseOutput(accessibility: accessibility, observations: observations)
    }

    // MARK: REV, VEL: the release of a reveal drag

    static let releaseReadings: [FaultyImplementation] = [
        releasing("up-not-a-velocity-sample", requirement: "VEL-1",
                  summary: "takes the velocity samples from the down and the moves only: the up's position is not a sample") { r in
            r.rule(velocity: Sample.velocity(Array(r.samples.dropLast())))
        },
        releasing("same-time-sample-added", requirement: "VEL-2",
                  summary: "adds a sample at the latest sample's timestamp instead of replacing it; two last samples at one time give velocity 0") { r in
            let s = r.samples
            guard s.count >= 2 else { return r.rule(velocity: 0) }
            let a = s[s.count - 2], b = s[s.count - 1]
            return r.rule(velocity: b.t == a.t ? 0 : (b.x - a.x) / (b.t - a.t))
        },
        releasing("fling-only-opens", requirement: "VEL-4",
                  summary: "a fling only opens: a fast release toward closed falls back to the open threshold") { r in
            let v = r.velocity
            if !r.armed, abs(v) >= r.configuration.parameters.flingVelocity, v * r.geometry.side.offsetSign <= 0 {
                return r.magnitude >= r.geometry.openThreshold ? .open : .close
            }
            return r.rule(velocity: v)
        },
        releasing("fling-before-full-swipe", requirement: "REV-2",
                  summary: "consults the fling before the full swipe: a fast release past the full swipe threshold opens or closes instead of performing") { r in
            let v = r.velocity
            if abs(v) >= r.configuration.parameters.flingVelocity { return v * r.geometry.side.offsetSign > 0 ? .open : .close }
            return r.rule(velocity: v)
        },
        releasing("open-threshold-on-finger-travel", requirement: "REV-3",
                  summary: "compares the open threshold with the finger's travel in this drag (|dx|), not with the row's offset") { r in
            let v = r.velocity
            if r.armed || abs(v) >= r.configuration.parameters.flingVelocity { return r.rule(velocity: v) }
            return abs(r.x - r.x0) >= r.geometry.openThreshold ? .open : .close
        },
        .editing("phase-follows-target-while-settling", requirement: "REV-4",
                 summary: "reports the phase a settle ends in from its start: a reveal row settling open is reported open, settling closed as closed") { input, output in
            for i in output.observations.indices {
                for r in output.observations[i].rows.indices where r < input.rows.count && input.rows[r].style == .reveal {
                    guard output.observations[i].rows[r].phase == .settling else { continue }
                    output.observations[i].rows[r].phase = output.observations[i].rows[r].offset == 0 ? .closed : .open
                }
            }
        },
        performedActionRemovesRow,
    ]

    /// REV-8 read as a destructive role: the row whose action was performed is removed.
    static let performedActionRemovesRow = FaultyImplementation(
        "performed-action-removes-row", requirement: "REV-8",
        summary: "removes a row from the list once one of its actions is performed, as a destructive role would"
    ) { input in
        guard var list = try? SwipeList(rows: input.rows) else { return FaultyImplementation.reference(input) }
        let accessibility = input.rows.indices.map { list.accessibilityActions(ofRow: $0) }
        var observations: [Observation] = []
        for e in input.events {
            let o = list.handle(e)
            guard o.rejection == nil, !o.performed.isEmpty else { observations.append(o); continue }
            for row in Set(o.performed.map(\.row)).sorted(by: >) { _ = list.handle(.deleteRow(row: row, time: e.time)) }
            var removed = list.observation
            removed.performed = o.performed
            removed.tappedRow = o.tappedRow
            observations.append(removed)
        }
        return CaseOutput(accessibility: accessibility, observations: observations)
    }

    // MARK: REC, ELA: the drag

    static let dragReadings: [FaultyImplementation] = [
        .stepping("up-position-ignored", requirement: "REC-5",
                  summary: "an up only releases: its position is not processed as a move, so the row is released where the last move left it") { st, e in
            guard case let .up(_, _, t) = e, let touch = st.touch, st.basicRejection(e) == nil else { return st.feed(e) }
            return st.feed(.up(x: touch.lastX, y: touch.lastY, time: t))
        },
        .stepping("interrupted-settle-restarts-from-zero", requirement: "REC-8",
                  summary: "a drag that interrupts a reveal row's settle starts from 0, as a select row's does, instead of from the settle's target") { st, e in
            guard let touch = st.touch, touch.pending, st.rows[touch.row].style == .reveal, st.basicRejection(e) == nil else { return st.feed(e) }
            let x: Double, y: Double, t: Double
            switch e {
            case let .move(mx, my, mt), let .up(mx, my, mt): (x, y, t) = (mx, my, mt)
            default: return st.feed(e)
            }
            var settled = st.inner
            let due = settled.handle(.advance(time: t))
            var recognising = st.inner
            guard due.rows[touch.row].phase == .settling, due.rows[touch.row].offset != 0,
                  recognising.handle(.move(x: x, y: y, time: t)).rows[touch.row].phase == .dragging else { return st.feed(e) }
            // The settle is abandoned at 0 (as LST-6 closes a row), then the drag begins.
            let closed = st.feed(.close(row: touch.row, time: t))
            return st.feed(e).merged(after: closed)
        },
        draggingEdit("resistance-from-full-swipe-threshold", requirement: "ELA-2",
                     summary: "with full swipe allowed, starts the resistance at the full swipe threshold instead of max(W, threshold)") { st, row, r, o in
            guard st.rows[row].style == .reveal, let edge = o.revealedEdge else { return }
            let g = st.rows[row].geometry(of: edge)
            guard g.allowsFullSwipe, abs(r) > g.fullSwipeThreshold else { return }
            let m = rubberBand(abs(r), limit: g.fullSwipeThreshold, row: st.rows[row])
            o.offset = r < 0 ? -m : m
        },
        draggingEdit("rubber-band-on-signed-offset", requirement: "ELA-4",
                     summary: "applies the rubber band to the signed raw offset, so a negative offset (the right side) is never resisted") { st, row, r, o in
            guard r < 0, let edge = o.revealedEdge, abs(r) > st.rows[row].geometry(of: edge).limit else { return }
            o.offset = r
        },
        FaultyImplementation("drag-keeps-first-side", requirement: "ELA-5",
                             summary: "a drag cannot pass through zero: once it has revealed one side, the offset stays 0 on the other") { input in
            remembered(input, initial: Double?.none) { st, locked, e in
                if case .down = e { locked = nil }
                if case let .up(x, y, t) = e, let touch = st.touch, st.basicRejection(e) == nil {
                    var probe = st.inner
                    let p = probe.handle(.move(x: x, y: y, time: t)).rows[touch.row]
                    let s0 = touch.pending ? st.last.rows[touch.row].offset : touch.s0
                    let side = locked ?? (s0 != 0 ? sideSign(s0) : nil)
                    guard p.phase == .dragging, let side, p.offset != 0, sideSign(p.offset) != side else { return st.feed(e) }
                    // Released on the locked side's zero: closed at once (VEL-6).
                    if touch.pending {
                        guard abs(s0) >= st.rows[touch.row].parameters.slop else { return st.feed(e) }
                        return st.feed(.up(x: touch.x0 - s0, y: touch.y0, time: t))
                    }
                    return st.feed(.up(x: touch.x0 - s0, y: y, time: t))
                }
                var o = st.feed(e)
                guard o.rejection == nil, case .move = e, let touch = st.touch, !touch.pending,
                      o.rows[touch.row].phase == .dragging else { return o }
                if locked == nil {
                    if touch.s0 != 0 { locked = sideSign(touch.s0) } else if o.rows[touch.row].offset != 0 { locked = sideSign(o.rows[touch.row].offset) }
                }
                if let side = locked, o.rows[touch.row].offset != 0, sideSign(o.rows[touch.row].offset) != side {
                    o.rows[touch.row].offset = 0
                    o.rows[touch.row].revealedEdge = nil
                    o.rows[touch.row].actions = []
                    o.rows[touch.row].selected = nil
                }
                return o
            }
        },
    ]

    // MARK: SEL, VEL-5

    static let selectReadings: [FaultyImplementation] = [
        FaultyImplementation("select-fling-selects-first-action", requirement: "VEL-5",
                             summary: "applies the fling to the select style: a fast release toward the edge below the activation distance selects the first action") { input in
            remembered(input, initial: [Sample]()) { st, samples, e in
                guard case let .up(x, y, t) = e, let touch = st.touch, st.basicRejection(e) == nil,
                      st.rows[touch.row].style == .select else { return st.sampled(e, &samples) }
                var probe = st.inner
                let p = probe.handle(.move(x: x, y: y, time: t)).rows[touch.row]
                let v = Sample.velocity(samples + [Sample(x: x, t: t)])
                guard p.phase == .dragging, p.selected == nil, p.offset != 0, abs(v) >= st.rows[touch.row].parameters.flingVelocity,
                      v * sideSign(p.offset) > 0 else { return st.sampled(e, &samples) }
                samples = []
                // Released as at the activation distance, where the first action is selected (THR-4).
                return st.releaseSelect(x: x, y: y, time: t, side: sideSign(p.offset), magnitude: st.rows[touch.row].parameters.activationDistance)
            }
        },
        FaultyImplementation("select-latches-farthest-action", requirement: "SEL-1",
                             summary: "latches the selection: the farthest action reached stays selected when the offset comes back toward the edge") { input in
            remembered(input, initial: Latch?.none) { st, latch, e in
                if case .down = e { latch = nil }
                if case let .up(x, y, t) = e, let touch = st.touch, !touch.pending, st.basicRejection(e) == nil,
                   st.rows[touch.row].style == .select, let l = latch {
                    var probe = st.inner
                    let p = probe.handle(.move(x: x, y: y, time: t)).rows[touch.row]
                    let ids = st.rows[touch.row].geometry(of: l.edge).actionIDs
                    let index = p.selected.flatMap { ids.firstIndex(of: $0) }
                    latch = nil
                    guard p.revealedEdge == l.edge, (index ?? -1) < l.index else { return st.feed(e) }
                    // Released with the latched action: where the finger was when it was reached.
                    return st.feed(.up(x: l.x, y: y, time: t))
                }
                var o = st.feed(e)
                guard o.rejection == nil, case let .move(x, _, _) = e, let touch = st.touch, !touch.pending,
                      st.rows[touch.row].style == .select, o.rows[touch.row].phase == .dragging else { return o }
                guard let edge = o.rows[touch.row].revealedEdge else { latch = nil; return o }
                if latch?.edge != edge { latch = nil }
                let ids = st.rows[touch.row].geometry(of: edge).actionIDs
                let index = o.rows[touch.row].selected.flatMap { ids.firstIndex(of: $0) }
                if let index, index > latch?.index ?? -1 {
                    latch = Latch(edge: edge, index: index, x: x)
                } else if let l = latch {
                    o.rows[touch.row].selected = ids[l.index]
                }
                return o
            }
        },
        FaultyImplementation("select-release-without-selection-snaps", requirement: "SEL-3",
                             summary: "a select row released without a selection snaps back to 0 at once instead of settling there") { input in
            remembered(input, initial: [Int: Double]()) { st, snapped, e in
                // The select drag this event releases, if it is an up that ends a drag (REC-5).
                var dragged: Int?
                if case let .up(x, y, t) = e, let touch = st.touch, st.rows[touch.row].style == .select, st.basicRejection(e) == nil {
                    var probe = st.inner
                    if probe.handle(.move(x: x, y: y, time: t)).rows[touch.row].phase == .dragging { dragged = touch.row }
                }
                var o = st.feed(e)
                if o.rejection == nil, case .up = e, let row = dragged, o.rows[row].phase == .settling, o.rows[row].offset == 0,
                   let ends = o.rows[row].settleEnds, st.last.rows[row].selected == nil {
                    snapped[row] = ends
                }
                for (row, ends) in snapped {
                    if o.rows[row].phase == .settling, o.rows[row].offset == 0, o.rows[row].settleEnds == ends {
                        o.rows[row].phase = .closed
                        o.rows[row].settleEnds = nil
                    } else {
                        snapped[row] = nil
                    }
                }
                return o
            }
        },
        FaultyImplementation("select-row-rests-open-after-performing", requirement: "SEL-5",
                             summary: "a select row whose action is performed rests open at ±W; it snaps back to 0 only at the next event other than an advance") { input in
            remembered(input, initial: [Int: RowObservation]()) { st, resting, e in
                let before = st.last
                var o = st.feed(e)
                guard o.rejection == nil else {
                    for (row, shown) in resting { o.rows[row] = shown }
                    return o
                }
                if case .advance = e {} else { resting = [:] }
                for p in o.performed where st.rows[p.row].style == .select && o.rows[p.row].phase == .closed {
                    let b = before.rows[p.row]
                    guard b.revealedEdge == p.edge, b.phase == .settling || b.phase == .dragging else { continue }
                    let g = st.rows[p.row].geometry(of: p.edge)
                    resting[p.row] = RowObservation(offset: g.side.offsetSign * st.rows[p.row].width, phase: .open, revealedEdge: p.edge,
                                                    actions: b.actions, selected: nil, settleEnds: nil)
                }
                for (row, shown) in resting { o.rows[row] = shown }
                return o
            }
        },
        FaultyImplementation("nothing-selected-past-width", requirement: "SEL-6",
                             summary: "selects by the zones [z_i, z_(i+1)): at or beyond the width no zone holds the offset, so nothing is selected") { input in
            remembered(input, initial: ()) { st, _, e in
                if case let .up(x, y, t) = e, let touch = st.touch, st.basicRejection(e) == nil, st.rows[touch.row].style == .select {
                    var probe = st.inner
                    let p = probe.handle(.move(x: x, y: y, time: t)).rows[touch.row]
                    guard p.phase == .dragging, abs(p.offset) >= st.rows[touch.row].width else { return st.feed(e) }
                    return st.releaseSelectToZero(x: x, y: y, time: t, side: sideSign(p.offset))
                }
                var o = st.feed(e)
                guard o.rejection == nil, case .move = e, let touch = st.touch, st.rows[touch.row].style == .select,
                      o.rows[touch.row].phase == .dragging, abs(o.rows[touch.row].offset) >= st.rows[touch.row].width else { return o }
                o.rows[touch.row].selected = nil
                return o
            }
        },
    ]
}

// MARK: - Building blocks

/// One velocity sample `(x, t)` of a touch sequence (VEL-1).
struct Sample: Sendable, Hashable {
    var x: Double
    var t: Double

    /// The release velocity of `samples` by VEL-2 and VEL-3: samples at the
    /// latest one's time replace it; `(x_last − x_prev) / (t_last − t_prev)`, 0
    /// with a single sample.
    static func velocity(_ samples: [Sample]) -> Double {
        var collapsed: [Sample] = []
        for s in samples {
            if let last = collapsed.last, last.t == s.t { collapsed[collapsed.count - 1] = s } else { collapsed.append(s) }
        }
        guard collapsed.count >= 2 else { return 0 }
        let a = collapsed[collapsed.count - 2], b = collapsed[collapsed.count - 1]
        return (b.x - a.x) / (b.t - a.t)
    }
}

/// The farthest `select` action a drag has reached, and where the finger was then.
struct Latch: Sendable {
    var edge: Edge
    var index: Int
    var x: Double
}

/// How a `reveal` drag is released (REV-1 to REV-3, VEL-4).
enum ReleaseDecision: Sendable, Hashable {
    case fullSwipe, open, close
}

/// What a release fault knows of a `reveal` drag at its release.
struct RevealRelease: Sendable {
    var configuration: RowConfiguration
    /// The revealed edge at the release.
    var geometry: EdgeGeometry
    /// `m` at the release, after the up's move (REC-5).
    var magnitude: Double
    /// Whether the full swipe is armed at the release (THR-3).
    var armed: Bool
    /// The origin's x and the up's x.
    var x0: Double, x: Double
    /// Every sample of the sequence, none collapsed; the up's last.
    var samples: [Sample]

    /// The release velocity as SPEC.md computes it (VEL-1 to VEL-3).
    var velocity: Double { Sample.velocity(samples) }

    /// SPEC.md's decision with the velocity `v`: the full swipe, then a fling,
    /// then the open threshold (REV-1 to REV-3).
    func rule(velocity v: Double) -> ReleaseDecision {
        if armed { return .fullSwipe }
        if abs(v) >= configuration.parameters.flingVelocity { return v * geometry.side.offsetSign > 0 ? .open : .close }
        return magnitude >= geometry.openThreshold ? .open : .close
    }
}

/// The sign of a non-zero number.
private func sideSign(_ x: Double) -> Double { x < 0 ? -1 : 1 }

/// ELA-1's displayed magnitude with limit `limit`, evaluated in its order.
private func rubberBand(_ a: Double, limit: Double, row: RowConfiguration) -> Double {
    guard a > limit else { return a }
    var q = a - limit
    q = q * row.parameters.elasticity
    q = q / row.width
    q = q + 1
    q = 1 / q
    q = 1 - q
    q = q * row.width
    return limit + q
}

extension FaultCatalog {
    /// A stepping fault with a memory of its own, of type `M`, kept for the case.
    static func remembered<M: Sendable>(_ input: CaseInput, initial: M,
                                        _ step: (inout Stepper, inout M, InputEvent) -> Observation) -> CaseOutput {
        guard var st = Stepper(input.rows) else { return FaultyImplementation.reference(input) }
        let accessibility = input.rows.indices.map { st.inner.accessibilityActions(ofRow: $0) }
        var memory = initial
        let observations = input.events.map { step(&st, &memory, $0) }
        return CaseOutput(accessibility: accessibility, observations: observations)
    }

    /// A fault in how a `reveal` drag is released: `decide` chooses the release
    /// from what the release knows; where it differs from SPEC.md's, the reference
    /// is steered there at the up's time (a performed full swipe taken back, an
    /// `open` or `close` of the row).
    static func releasing(_ name: String, requirement: String, summary: String,
                          _ decide: @escaping @Sendable (RevealRelease) -> ReleaseDecision) -> FaultyImplementation {
        FaultyImplementation(name, requirement: requirement, summary: summary) { input in
            remembered(input, initial: [Sample]()) { st, samples, e in
                guard case let .up(x, y, t) = e, let touch = st.touch, st.basicRejection(e) == nil,
                      st.rows[touch.row].style == .reveal else { return st.sampled(e, &samples) }
                let row = touch.row
                var probe = st.inner
                let p = probe.handle(.move(x: x, y: y, time: t)).rows[row]
                let all = samples + [Sample(x: x, t: t)]
                samples = []
                guard p.phase == .dragging, p.offset != 0, let edge = p.revealedEdge else { return st.feed(e) }
                let g = st.rows[row].geometry(of: edge)
                let release = RevealRelease(configuration: st.rows[row], geometry: g, magnitude: abs(p.offset), armed: p.selected != nil,
                                            x0: touch.x0, x: x, samples: all)
                let wanted = decide(release)
                var o = st.feed(e)
                let reference: ReleaseDecision = o.performed.contains { $0.row == row } ? .fullSwipe : o.rows[row].offset != 0 ? .open : .close
                guard wanted != reference else { return o }
                if reference == .fullSwipe, let k = o.performed.lastIndex(where: { $0.row == row }) { o.performed.remove(at: k) }
                switch wanted {
                case .open:
                    st.feed(.open(row: row, edge: edge, time: t))
                case .close:
                    st.feed(.close(row: row, time: t))
                case .fullSwipe:
                    o.performed.append(PerformedAction(row: row, edge: edge, id: g.actionIDs[0]))
                    st.feed(.close(row: row, time: t))
                }
                var steered = st.last
                steered.performed = o.performed
                steered.tappedRow = o.tappedRow
                return steered
            }
        }
    }

    /// A fault in the offset shown while dragging: `edit` changes the dragged row's
    /// observation after a move, given the raw offset `r = s0 + dx` (ELA-3).
    static func draggingEdit(_ name: String, requirement: String, summary: String,
                             _ edit: @escaping @Sendable (Stepper, Int, Double, inout RowObservation) -> Void) -> FaultyImplementation {
        .stepping(name, requirement: requirement, summary: summary) { st, e in
            var o = st.feed(e)
            guard o.rejection == nil, case .move = e, let touch = st.touch, !touch.pending,
                  o.rows[touch.row].phase == .dragging else { return o }
            let r = touch.s0 + (touch.lastX - touch.x0)
            edit(st, touch.row, r, &o.rows[touch.row])
            return o
        }
    }
}

extension Stepper {
    /// Feeds `e`, recording the active sequence's velocity samples: its down and
    /// every accepted move (VEL-1); an up, a cancel or a new down starts over.
    mutating func sampled(_ e: InputEvent, _ samples: inout [Sample]) -> Observation {
        let o = feed(e)
        guard o.rejection == nil else { return o }
        switch e {
        case let .down(_, x, _, t): samples = [Sample(x: x, t: t)]
        case let .move(x, _, t): if touch != nil { samples.append(Sample(x: x, t: t)) }
        case .up, .cancel: samples = []
        default: break
        }
        return o
    }

    /// Releases the active `select` drag at time `t` as if the finger were at
    /// magnitude `m` on `side` (the `select` style ignores velocity, VEL-5); the
    /// up's own position only decides whether a pending sequence is recognised.
    mutating func releaseSelect(x: Double, y: Double, time t: Double, side: Double, magnitude m: Double) -> Observation {
        guard let touch else { return feed(.up(x: x, y: y, time: t)) }
        var first: Observation?
        if touch.pending { first = feed(.move(x: x, y: y, time: t)) }
        guard let s0 = self.touch?.s0 else { return first ?? last }
        let released = feed(.up(x: touch.x0 - s0 + side * m, y: y, time: t))
        return first.map { released.merged(after: $0) } ?? released
    }

    /// Releases the active `select` drag at time `t` as a release without a
    /// selection (SEL-3): the row settles to 0 from the release's side, nothing
    /// saved. The reference is released halfway to the width on `side`, and
    /// closed if that saved a selection.
    mutating func releaseSelectToZero(x: Double, y: Double, time t: Double, side: Double) -> Observation {
        guard let row = touch?.row else { return feed(.up(x: x, y: y, time: t)) }
        let released = releaseSelect(x: x, y: y, time: t, side: side, magnitude: rows[row].width / 2)
        guard last.rows[row].selected != nil else { return released }
        return feed(.close(row: row, time: t)).merged(after: released)
    }
}
