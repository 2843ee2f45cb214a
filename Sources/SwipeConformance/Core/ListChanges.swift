import SwipeReference

extension InputEvent {
    /// How this list change renumbers the rows when accepted: each old index to its
    /// new one, `nil` for the deleted row (SPEC MUT-2 to MUT-5); `nil` for an event
    /// that is not a list change.
    package var rowMap: ((Int) -> Int?)? {
        switch self {
        case let .insertRow(index, _, _):
            return RowNumbering.afterInsert(at: index)
        case let .deleteRow(row, _):
            return RowNumbering.afterDelete(row)
        case let .moveRow(row, to, _):
            return RowNumbering.afterMove(row, to: to)
        case .reloadRow:
            return { $0 }
        case .down, .move, .up, .cancel, .advance, .open, .close, .activate:
            return nil
        }
    }

    /// The configuration an insert or a reload carries.
    var configuration: RowConfiguration? {
        switch self {
        case let .insertRow(_, c, _), let .reloadRow(_, c, _): c
        case .down, .move, .up, .cancel, .advance, .open, .close, .activate, .deleteRow, .moveRow: nil
        }
    }

    /// The rows' configurations after this event, if it is a list change that was
    /// accepted (the caller knows); other events leave them as they are.
    package func applied(to configurations: [RowConfiguration]) -> [RowConfiguration] {
        var c = configurations
        switch self {
        case let .insertRow(index, configuration, _): c.insert(configuration, at: index)
        case let .deleteRow(row, _): c.remove(at: row)
        case let .moveRow(row, to, _): RowNumbering.move(&c, row, to: to)
        case let .reloadRow(row, configuration, _): c[row] = configuration
        case .down, .move, .up, .cancel, .advance, .open, .close, .activate: break
        }
        return c
    }
}

extension CaseInput {
    /// Whether the case changes the list or keys its rows (the `listChanges` feature).
    package var hasListChanges: Bool {
        events.contains(where: \.isListChange) || rows.contains(where: { $0.key != nil })
    }

    /// The rows' configurations after each event, following the list changes that
    /// `observations` report accepted (SPEC MUT).
    package func configurations(after observations: [Observation]) -> [[RowConfiguration]] {
        var current = rows
        return zip(events, observations).map { e, o in
            if e.isListChange, o.rejection == nil, e.rowMap != nil, Self.fits(e, current.count) { current = e.applied(to: current) }
            return current
        }
    }

    /// Whether a list change's indices are in range for `count` rows (so applying it
    /// cannot trap, whatever an implementation claims).
    static func fits(_ e: InputEvent, _ count: Int) -> Bool {
        switch e {
        case let .insertRow(index, _, _): return index >= 0 && index <= count
        case let .deleteRow(row, _), let .reloadRow(row, _, _): return row >= 0 && row < count
        case let .moveRow(row, to, _): return row >= 0 && row < count && to >= 0 && to < count
        case .down, .move, .up, .cancel, .advance, .open, .close, .activate: return true
        }
    }
}

extension RowConfiguration {
    /// How many entries the row's accessibility action list has: every action of
    /// both edges (AX-1), so `activate` indices `0..<accessibleActionCount` are known (AX-3).
    package var accessibleActionCount: Int {
        Edge.allCases.reduce(0) { $0 + layout(of: $1).ids.count }
    }
}
