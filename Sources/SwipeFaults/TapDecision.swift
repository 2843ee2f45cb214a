import SwipeConformance
import SwipeReference

/// What a tap does (REV-5, REV-6, LST-4, LST-5), decided from one observation.
struct TapDecision: Sendable, Hashable {
    enum Kind: Sendable { case content, perform, close }
    var kind: Kind
    /// The tapped row (content) or the row to close (perform, close).
    var row: Int
    /// The action performed (perform only; nil when the origin is on no button).
    var action: PerformedAction?

    init(kind: Kind, row: Int, action: PerformedAction?) {
        self.kind = kind
        self.row = row
        self.action = action
    }

    /// The decision of a tap on `row` at `x0`, as the spec makes it from `o`.
    init(row: Int, x0: Double, in o: Observation, rows: [RowConfiguration]) {
        guard let open = o.rows.indices.first(where: { o.rows[$0].offset != 0 }) else {
            self.init(kind: .content, row: row, action: nil)
            return
        }
        guard open == row, o.rows[row].phase == .open, rows[row].style == .reveal, let edge = o.rows[row].revealedEdge else {
            self.init(kind: .close, row: open, action: nil)
            return
        }
        let g = rows[row].layout(of: edge)
        let d = g.side == .left ? x0 : rows[row].width - x0
        var c = 0.0
        var hit: PerformedAction?
        for (id, w) in zip(g.ids, g.widths) {
            if c <= d && d < c + w { hit = PerformedAction(row: row, edge: edge, id: id) }
            c += w
        }
        self.init(kind: .perform, row: row, action: hit)
    }
}

extension Stepper {
    /// Every rejection that applies to `e` in the current state, in the order of
    /// OBS-5 (the reference reports the first), asked of the reference so the
    /// order has one source.
    func applicableRejections(_ e: InputEvent) -> [Rejection] {
        inner.rejections(of: e)
    }

    /// Ends the pending sequence at `t` as a tap whose effect `decide` chooses from
    /// the list after the settles due at `t` completed (TIM-3).
    mutating func endTap(at t: Double, _ decide: (Observation) -> TapDecision) -> Observation {
        let passed = feed(.advance(time: t))
        let decision = decide(passed)
        feed(.cancel(time: t))  // CAN-2: a pending sequence ends with no effect
        var performed = passed.performed
        var tapped: Int?
        switch decision.kind {
        case .content:
            tapped = decision.row
        case .perform, .close:
            if let a = decision.action { performed.append(a) }
            feed(.close(row: decision.row, time: t))
        }
        var o = last
        o.performed = performed
        o.tappedRow = tapped
        o.rejection = nil
        return o
    }

    /// Keeps a tap decision taken at touch down until the release.
    mutating func remember(_ d: TapDecision) {
        memory.tapDecidedAtDown = d
    }

    /// The tap decision kept by `remember`, if any.
    func rememberedTap() -> TapDecision? {
        memory.tapDecidedAtDown
    }
}
