import SwipeReference

extension CaseInput {
    /// This case mapped into what `info` announced (PROTOCOL.md 3.5), so that
    /// `fuzz` generates only cases the implementation can run rather than
    /// generating cases and skipping most of them:
    ///
    /// - a release style it does not announce becomes the first one it does;
    /// - without `rtl`, every row is left-to-right;
    /// - without `multiRow`, only the first row is kept, every event targets it,
    ///   and row insertions and moves are left out;
    /// - without `programmatic`, `open` and `close` are left out; without
    ///   `accessibility`, `activate` is;
    /// - without `listChanges`, rows have no keys and list changes are left out.
    ///
    /// What cannot be mapped (a case whose events the reference rejects, for an
    /// implementation without `rejections`) is still skipped by the caller.
    /// The mapping is deterministic, so case `k` of a seed stays one case and
    /// shrinking works on the mapped cases.
    package func within(_ info: ImplementationInfo) -> CaseInput {
        let features = info.features
        let fallbackStyle = info.styles.sorted { $0.rawValue < $1.rawValue }.first
        func mapped(_ row: RowConfiguration) -> RowConfiguration {
            var row = row
            if !info.styles.contains(row.style), let fallbackStyle { row.style = fallbackStyle }
            if !features.contains(.rtl) { row.layoutDirection = .leftToRight }
            if !features.contains(.listChanges) { row.key = nil }
            return row
        }
        let multiRow = features.contains(.multiRow)
        var rows = self.rows.map(mapped)
        if !multiRow { rows = Array(rows.prefix(1)) }
        let target = { (row: Int) in multiRow ? row : 0 }
        let events: [InputEvent] = self.events.compactMap { event in
            switch event {
            case let .down(row, x, y, t): return .down(row: target(row), x: x, y: y, time: t)
            case .move, .up, .cancel, .advance: return event
            case let .open(row, edge, t): return features.contains(.programmatic) ? .open(row: target(row), edge: edge, time: t) : nil
            case let .close(row, t): return features.contains(.programmatic) ? .close(row: target(row), time: t) : nil
            case let .activate(row, index, t): return features.contains(.accessibility) ? .activate(row: target(row), index: index, time: t) : nil
            case let .insertRow(index, configuration, t):
                return features.contains(.listChanges) && multiRow ? .insertRow(index: index, configuration: mapped(configuration), time: t) : nil
            case let .deleteRow(row, t): return features.contains(.listChanges) ? .deleteRow(row: target(row), time: t) : nil
            case let .moveRow(row, to, t): return features.contains(.listChanges) && multiRow ? .moveRow(row: row, to: to, time: t) : nil
            case let .reloadRow(row, configuration, t):
                return features.contains(.listChanges) ? .reloadRow(row: target(row), configuration: mapped(configuration), time: t) : nil
            }
        }
        return CaseInput(rows: rows, events: events)
    }
}
