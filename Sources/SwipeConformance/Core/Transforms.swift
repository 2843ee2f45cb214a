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
        copy.rows = rows.map(Self.mirrored)
        copy.events = mapX { w, x in w - x }.map { $0.mapConfiguration(Self.mirrored) }
        return copy
    }

    /// Swaps the edges: every declaration's and `open` event's edge changes to the
    /// other one, and every x becomes `W - x`, so the same gestures now reveal the
    /// other edge in the same layout direction.
    public func edgeSwapped() -> CaseInput {
        var copy = self
        copy.rows = rows.map(Self.edgeSwapped)
        copy.events = mapX { w, x in w - x }.map {
            if case let .open(row, edge, t) = $0 { return .open(row: row, edge: edge == .leading ? .trailing : .leading, time: t) }
            return $0.mapConfiguration(Self.edgeSwapped)
        }
        return copy
    }

    static func mirrored(_ row: RowConfiguration) -> RowConfiguration {
        var r = row
        r.layoutDirection = r.layoutDirection.mirrored
        return r
    }

    static func edgeSwapped(_ row: RowConfiguration) -> RowConfiguration {
        var r = row
        r.declarations = r.declarations.map {
            var d = $0
            d.edge = d.edge == .leading ? .trailing : .leading
            return d
        }
        return r
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

    /// Maps every x with the width the touched row had at touch down (SPEC GEO-5),
    /// following which events the reference accepts (SPEC OBS-5) without running it;
    /// list changes (SPEC MUT) renumber and resize the rows.
    func mapX(_ f: (Double, Double) -> Double) -> [InputEvent] {
        if hasListChanges, let exact = mapXFollowingTheReference(f) { return exact }
        var widths = rows.map(\.width)
        var keys = rows.map(\.key)
        var active: Double?
        var now: Double?
        var out: [InputEvent] = []
        out.reserveCapacity(events.count)
        for event in events {
            let t = event.time
            let timeOK = t.isFinite && (now.map { t >= $0 } ?? true)
            switch event {
            case let .down(row, x, y, t):
                let w = widths.indices.contains(row) ? widths[row] : (rows.first?.width ?? 0)
                out.append(.down(row: row, x: f(w, x), y: y, time: t))
                if active == nil, widths.indices.contains(row), timeOK, x.isFinite, y.isFinite { active = w; now = t }
            case let .move(x, y, t):
                let w = active ?? rows[0].width
                out.append(.move(x: f(w, x), y: y, time: t))
                if active != nil, timeOK, x.isFinite, y.isFinite { now = t }
            case let .up(x, y, t):
                let w = active ?? rows[0].width
                out.append(.up(x: f(w, x), y: y, time: t))
                if active != nil, timeOK, x.isFinite, y.isFinite { active = nil; now = t }
            case .cancel:
                out.append(event)
                if active != nil, timeOK { active = nil; now = t }
            case let .insertRow(index, c, _):
                out.append(event)
                if (0...widths.count).contains(index), timeOK, c.isValid, c.key == nil || !keys.contains(c.key) {
                    widths.insert(c.width, at: index); keys.insert(c.key, at: index); now = t
                }
            case let .deleteRow(row, _):
                out.append(event)
                if widths.indices.contains(row), timeOK { widths.remove(at: row); keys.remove(at: row); now = t }
            case let .moveRow(row, to, _):
                out.append(event)
                if widths.indices.contains(row), widths.indices.contains(to), timeOK {
                    widths.insert(widths.remove(at: row), at: to); keys.insert(keys.remove(at: row), at: to); now = t
                }
            case let .reloadRow(row, c, _):
                out.append(event)
                let others = keys.indices.filter { $0 != row }.map { keys[$0] }
                if widths.indices.contains(row), timeOK, c.isValid, c.key == nil || !others.contains(c.key) {
                    widths[row] = c.width; keys[row] = c.key; now = t
                }
            default:
                out.append(event)
                if timeOK, event.row.map({ widths.indices.contains($0) }) ?? true { now = t }
            }
        }
        return out
    }
}

extension CaseInput {
    /// `mapX` for a case whose list changes (SPEC MUT): which events are accepted,
    /// and so which row a touch is on and how wide it was at touch down, is read
    /// off the reference itself.
    func mapXFollowingTheReference(_ f: (Double, Double) -> Double) -> [InputEvent]? {
        guard var sim = try? SwipeList(rows: rows) else { return nil }
        var active: Double?
        return events.map { event in
            var mapped = event
            var width = 0.0
            switch event {
            case let .down(row, x, y, t):
                width = sim.configurations.indices.contains(row) ? sim.configurations[row].width : rows[0].width
                mapped = .down(row: row, x: f(width, x), y: y, time: t)
            case let .move(x, y, t):
                mapped = .move(x: f(active ?? rows[0].width, x), y: y, time: t)
            case let .up(x, y, t):
                mapped = .up(x: f(active ?? rows[0].width, x), y: y, time: t)
            default:
                break
            }
            if sim.handle(event).rejection == nil {
                switch event {
                case .down: active = width
                case .up, .cancel: active = nil
                default: break
                }
            }
            return mapped
        }
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
        case let .insertRow(i, c, _): return .insertRow(index: i, configuration: c, time: t)
        case let .deleteRow(r, _): return .deleteRow(row: r, time: t)
        case let .moveRow(r, to, _): return .moveRow(row: r, to: to, time: t)
        case let .reloadRow(r, c, _): return .reloadRow(row: r, configuration: c, time: t)
        }
    }

    /// The same event with its new row configuration (SPEC MUT-2, MUT-5) transformed.
    func mapConfiguration(_ f: (RowConfiguration) -> RowConfiguration) -> InputEvent {
        switch self {
        case let .insertRow(i, c, t): return .insertRow(index: i, configuration: f(c), time: t)
        case let .reloadRow(r, c, t): return .reloadRow(row: r, configuration: f(c), time: t)
        default: return self
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
