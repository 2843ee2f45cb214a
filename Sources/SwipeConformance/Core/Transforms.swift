import SwipeReference

/// Exact transformations of cases, used to derive vector variants and as the
/// metamorphic relations of the property suite.
///
/// Every transform maps dyadic inputs to dyadic inputs (SPEC NUM-3), so the
/// reference's decisions on the transformed case are exactly those the relation
/// predicts.
extension CaseInput {
    /// Mirrors the case: every row's layout direction flips and every x becomes
    /// `W - x`, with `W` the width of the row the touch went down on. The physical
    /// output mirrors; the logical output (edges, selection, performed) is kept
    /// (SPEC GEO-2, ORD-3).
    public func mirrored() -> CaseInput {
        var copy = self
        copy.rows = rows.map {
            var r = $0
            r.layoutDirection = r.layoutDirection.mirrored
            return r
        }
        copy.events = mapX { w, x in w - x }
        return copy
    }

    /// Swaps the edges: every declaration's and `open` event's edge changes to the
    /// other one, and every x becomes `W - x`, so the same gestures now reveal the
    /// other edge in the same layout direction.
    public func edgeSwapped() -> CaseInput {
        var copy = self
        copy.rows = rows.map {
            var r = $0
            r.declarations = r.declarations.map {
                var d = $0
                d.edge = d.edge == .leading ? .trailing : .leading
                return d
            }
            return r
        }
        copy.events = mapX { w, x in w - x }.map {
            if case let .open(row, edge, t) = $0 { return .open(row: row, edge: edge == .leading ? .trailing : .leading, time: t) }
            return $0
        }
        return copy
    }

    /// Adds `dt` to every timestamp (the outcome keeps, with settle end times shifted).
    public func timeShifted(by dt: Double) -> CaseInput {
        var copy = self
        copy.events = events.map { $0.withTime($0.time + dt) }
        return copy
    }

    /// Adds `dy` to every y (translation-based recognition keeps the outcome).
    public func yShifted(by dy: Double) -> CaseInput {
        var copy = self
        copy.events = events.map {
            switch $0 {
            case let .down(r, x, y, t): return .down(row: r, x: x, y: y + dy, time: t)
            case let .move(x, y, t): return .move(x: x, y: y + dy, time: t)
            case let .up(x, y, t): return .up(x: x, y: y + dy, time: t)
            default: return $0
            }
        }
        return copy
    }

    /// Adds `dx` to every x (drags are translation-based; only taps on an open row's
    /// buttons depend on absolute x).
    public func xShifted(by dx: Double) -> CaseInput {
        var copy = self
        copy.events = mapX { _, x in x + dx }
        return copy
    }

    /// Maps every x with the width of the row the touch is on, following which
    /// downs the reference accepts (SPEC OBS-5) without running it.
    func mapX(_ f: (Double, Double) -> Double) -> [InputEvent] {
        var active: Int?
        var now: Double?
        var out: [InputEvent] = []
        out.reserveCapacity(events.count)
        for event in events {
            let t = event.time
            let timeOK = t.isFinite && (now.map { t >= $0 } ?? true)
            switch event {
            case let .down(row, x, y, t):
                let w = rows.indices.contains(row) ? rows[row].width : (rows.first?.width ?? 0)
                out.append(.down(row: row, x: f(w, x), y: y, time: t))
                if active == nil, rows.indices.contains(row), timeOK, x.isFinite, y.isFinite { active = row; now = t }
            case let .move(x, y, t):
                let w = rows[active ?? 0].width
                out.append(.move(x: f(w, x), y: y, time: t))
                if active != nil, timeOK, x.isFinite, y.isFinite { now = t }
            case let .up(x, y, t):
                let w = rows[active ?? 0].width
                out.append(.up(x: f(w, x), y: y, time: t))
                if active != nil, timeOK, x.isFinite, y.isFinite { active = nil; now = t }
            case .cancel:
                out.append(event)
                if active != nil, timeOK { active = nil; now = t }
            default:
                out.append(event)
                if timeOK, event.row.map({ rows.indices.contains($0) }) ?? true { now = t }
            }
        }
        return out
    }
}

extension InputEvent {
    /// The same event at another time.
    public func withTime(_ t: Double) -> InputEvent {
        switch self {
        case let .down(r, x, y, _): return .down(row: r, x: x, y: y, time: t)
        case let .move(x, y, _): return .move(x: x, y: y, time: t)
        case let .up(x, y, _): return .up(x: x, y: y, time: t)
        case .cancel: return .cancel(time: t)
        case .advance: return .advance(time: t)
        case let .open(r, e, _): return .open(row: r, edge: e, time: t)
        case let .close(r, _): return .close(row: r, time: t)
        case let .activate(r, i, _): return .activate(row: r, index: i, time: t)
        }
    }
}

extension Observation {
    /// The observation a mirrored case must produce: offsets negate, frames mirror
    /// and reverse; logical fields are kept (SPEC GEO-2, ORD-3).
    public func mirrored(widths: [Double]) -> Observation {
        var copy = self
        copy.rows = zip(rows, widths).map { row, w in
            var r = row
            r.offset = row.offset == 0 ? 0 : -row.offset
            r.actions = row.actions.reversed().map { ActionFrame(id: $0.id, x: w - $0.x - $0.width, width: $0.width) }
            return r
        }
        return copy
    }
}
