import SwipeConformance
import SwipeReference

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
    var geometry: EdgeLayout
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
func sideSign(_ x: Double) -> Double { x < 0 ? -1 : 1 }

/// ELA-1's displayed magnitude with limit `limit`, evaluated in its order.
func rubberBand(_ a: Double, limit: Double, row: RowConfiguration) -> Double {
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
    static func releasing(_ name: String, requirement: RequirementID, origin: FaultOrigin, summary: String,
                          _ decide: @escaping @Sendable (RevealRelease) -> ReleaseDecision) -> FaultyImplementation {
        FaultyImplementation(name, requirement: requirement, origin: origin, summary: summary) { input in
            remembered(input, initial: [Sample]()) { st, samples, e in
                guard case let .up(x, y, t) = e, let touch = st.touch, st.basicRejection(e) == nil,
                      st.rows[touch.row].style == .reveal else { return st.sampled(e, &samples) }
                let row = touch.row
                var probe = st.inner
                let p = probe.handle(.move(x: x, y: y, time: t)).rows[row]
                let all = samples + [Sample(x: x, t: t)]
                samples = []
                guard p.phase == .dragging, p.offset != 0, let edge = p.revealedEdge else { return st.feed(e) }
                let g = st.rows[row].layout(of: edge)
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
                    o.performed.append(PerformedAction(row: row, edge: edge, id: g.ids[0]))
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
    static func draggingEdit(_ name: String, requirement: RequirementID, origin: FaultOrigin, summary: String,
                             _ edit: @escaping @Sendable (Stepper, Int, Double, inout RowObservation) -> Void) -> FaultyImplementation {
        .stepping(name, requirement: requirement, origin: origin, summary: summary) { st, e in
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
        case .advance, .open, .close, .activate, .insertRow, .deleteRow, .moveRow, .reloadRow: break
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
