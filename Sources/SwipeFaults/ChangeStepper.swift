import SwipeConformance
import SwipeReference

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
        case .move, .advance, .open, .close, .activate, .insertRow, .deleteRow, .moveRow, .reloadRow: if let map = e.rowMap { touchRow = touchRow.flatMap(map) }
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
    static func changing(_ name: String, requirement: RequirementID, origin: FaultOrigin, summary: String,
                         _ step: @escaping @Sendable (inout ChangeStepper, InputEvent) -> Observation) -> FaultyImplementation {
        FaultyImplementation(name, requirement: requirement, origin: origin, summary: summary, listChanges: true) { input in
            guard var stepper = ChangeStepper(input.rows) else { return reference(input) }
            let accessibility = input.rows.indices.map { stepper.inner.accessibilityActions(ofRow: $0) }
            return CaseOutput(accessibility: accessibility, observations: input.events.map { step(&stepper, $0) })
        }
    }
}
