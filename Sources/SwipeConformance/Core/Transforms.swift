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
    package func mirrored() -> CaseInput {
        var copy = self
        copy.rows = rows.map(Self.mirrored)
        copy.events = mapX { w, x in w - x }.map { $0.mapConfiguration(Self.mirrored) }
        return copy
    }

    /// Swaps the edges: every declaration's and `open` event's edge changes to the
    /// other one, and every x becomes `W - x`, so the same gestures now reveal the
    /// other edge in the same layout direction.
    package func edgeSwapped() -> CaseInput {
        var copy = self
        copy.rows = rows.map(Self.edgeSwapped)
        copy.events = mapX { w, x in w - x }.map {
            if case let .open(row, edge, t) = $0 { return .open(row: row, edge: edge == .leading ? .trailing : .leading, time: t) }
            return $0.mapConfiguration(Self.edgeSwapped)
        }
        return copy
    }

    package static func mirrored(_ row: RowConfiguration) -> RowConfiguration {
        var r = row
        r.layoutDirection = r.layoutDirection.mirrored
        return r
    }

    package static func edgeSwapped(_ row: RowConfiguration) -> RowConfiguration {
        var r = row
        r.declarations = r.declarations.map {
            var d = $0
            d.edge = d.edge == .leading ? .trailing : .leading
            return d
        }
        return r
    }

    /// Adds `dt` to every timestamp (the outcome keeps, with settle end times shifted).
    package func timeShifted(by dt: Double) -> CaseInput {
        var copy = self
        copy.events = events.map { $0.withTime($0.time + dt) }
        return copy
    }

    /// Adds `dy` to every y (translation-based recognition keeps the outcome).
    package func yShifted(by dy: Double) -> CaseInput {
        var copy = self
        copy.events = events.map {
            switch $0 {
            case let .down(r, x, y, t): return .down(row: r, x: x, y: y + dy, time: t)
            case let .move(x, y, t): return .move(x: x, y: y + dy, time: t)
            case let .up(x, y, t): return .up(x: x, y: y + dy, time: t)
            case .cancel, .advance, .open, .close, .activate, .insertRow, .deleteRow, .moveRow, .reloadRow: return $0
            }
        }
        return copy
    }

    /// Adds `dx` to every x (drags are translation-based; only taps on an open row's
    /// buttons depend on absolute x).
    package func xShifted(by dx: Double) -> CaseInput {
        var copy = self
        copy.events = mapX { _, x in x + dx }
        return copy
    }

    /// Maps every x with the width the touched row had at touch down (SPEC GEO-5).
    /// Which events are accepted (SPEC OBS-5), and so which row a touch is on and
    /// how wide it was at its down after list changes (SPEC MUT), is read off the
    /// reference itself: the acceptance rules have one source, `SwipeList`.
    func mapX(_ f: (Double, Double) -> Double) -> [InputEvent] {
        var sim: SwipeList
        do { sim = try SwipeList(rows: rows) } catch {
            // Rows the reference refuses make a case with no observations to relate.
            return events
        }
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
            case .cancel, .advance, .open, .close, .activate, .insertRow, .deleteRow, .moveRow, .reloadRow:
                break  // no x
            }
            if sim.apply(event).rejection == nil {
                switch event {
                case .down: active = width
                case .up, .cancel: active = nil
                case .move, .advance, .open, .close, .activate, .insertRow, .deleteRow, .moveRow, .reloadRow: break
                }
            }
            return mapped
        }
    }
}

extension InputEvent {
    /// The same event at another time.
    package func withTime(_ t: Double) -> InputEvent {
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
    package func mapConfiguration(_ f: (RowConfiguration) -> RowConfiguration) -> InputEvent {
        switch self {
        case let .insertRow(i, c, t): return .insertRow(index: i, configuration: f(c), time: t)
        case let .reloadRow(r, c, t): return .reloadRow(row: r, configuration: f(c), time: t)
        case .down, .move, .up, .cancel, .advance, .open, .close, .activate, .deleteRow, .moveRow: return self
        }
    }
}

extension Observation {
    /// The observation a mirrored case must produce: offsets negate, frames mirror
    /// and reverse; logical fields are kept (SPEC GEO-2, ORD-3).
    package func mirrored(widths: [Double]) -> Observation {
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
