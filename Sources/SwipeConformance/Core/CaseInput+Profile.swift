import SwipeReference

extension Profile {
    /// `value` on the grid of `quantum` (ties away from zero): `n / (1 / q)` when
    /// `1 / q` is a whole number, so that 0.001 gives the double nearest each
    /// whole millisecond, exactly what a parser of `n / 1000` reads.
    static func snap(_ value: Double, to quantum: Double?) -> Double {
        guard let q = quantum, value.isFinite else { return value }
        let perUnit = (1 / q).rounded()
        if perUnit >= 1, abs(perUnit * q - 1) < 1e-12 {
            return (value * perUnit).rounded() / perUnit
        }
        return (value / q).rounded() * q
    }

    /// A row with the profile's fixed parameters, and its `settleDuration` (a
    /// duration, so a time) on the profile's time quantum (SPEC.md section 10).
    public func applying(to row: RowConfiguration) -> RowConfiguration {
        var row = row
        for (parameter, value) in fixedParameters { row.parameters[parameter] = value }
        row.parameters.settleDuration = Profile.snap(row.parameters.settleDuration, to: timeQuantum)
        return row
    }

    /// Whether a touch going down at (`x`, `y`) on `row` is one the profile's
    /// hit test delivers to that row (SPEC.md section 10, `touchesInsideRow`).
    func admits(x: Double, y: Double, on row: RowConfiguration?) -> Bool {
        guard touchesInsideRow else { return true }
        guard let row, x.isFinite, y.isFinite else { return true }  // an unknown row or NaN is a rejection case
        return x >= 0 && x < row.width && y >= 0 && y < (rowHeight ?? .infinity)
    }
}

extension CaseInput {
    /// This case as an implementation of `profile` receives it: every row (and
    /// every inserted or reloaded configuration) with the profile's fixed
    /// parameters, every time and every row's `settleDuration` on the profile's
    /// time quantum and every coordinate on its position quantum. `nil` when a `down` lies outside its row and the
    /// profile's hit test would never deliver it (`touchesInsideRow`).
    ///
    /// The default profile returns the case unchanged.
    public func applying(_ profile: Profile) -> CaseInput? {
        if profile.isDefault { return self }
        let rows = self.rows.map(profile.applying(to:))
        var current = rows
        var events: [InputEvent] = []
        events.reserveCapacity(self.events.count)
        let time = { (t: Double) in Profile.snap(t, to: profile.timeQuantum) }
        let position = { (v: Double) in Profile.snap(v, to: profile.positionQuantum) }
        for event in self.events {
            switch event {
            case let .down(row, x, y, t):
                let (px, py) = (position(x), position(y))
                guard profile.admits(x: px, y: py, on: current.indices.contains(row) ? current[row] : nil) else { return nil }
                events.append(.down(row: row, x: px, y: py, time: time(t)))
            case let .move(x, y, t): events.append(.move(x: position(x), y: position(y), time: time(t)))
            case let .up(x, y, t): events.append(.up(x: position(x), y: position(y), time: time(t)))
            case let .cancel(t): events.append(.cancel(time: time(t)))
            case let .advance(t): events.append(.advance(time: time(t)))
            case let .open(row, edge, t): events.append(.open(row: row, edge: edge, time: time(t)))
            case let .close(row, t): events.append(.close(row: row, time: time(t)))
            case let .activate(row, index, t): events.append(.activate(row: row, index: index, time: time(t)))
            case let .insertRow(index, configuration, t):
                let c = profile.applying(to: configuration)
                if index >= 0 && index <= current.count { current.insert(c, at: index) }
                events.append(.insertRow(index: index, configuration: c, time: time(t)))
            case let .deleteRow(row, t):
                if current.indices.contains(row) { current.remove(at: row) }
                events.append(.deleteRow(row: row, time: time(t)))
            case let .moveRow(row, to, t):
                if current.indices.contains(row), current.indices.contains(to) { RowNumbering.move(&current, row, to: to) }
                events.append(.moveRow(row: row, to: to, time: time(t)))
            case let .reloadRow(row, configuration, t):
                let c = profile.applying(to: configuration)
                if current.indices.contains(row) { current[row] = c }
                events.append(.reloadRow(row: row, configuration: c, time: time(t)))
            }
        }
        return CaseInput(rows: rows, events: events)
    }
}
