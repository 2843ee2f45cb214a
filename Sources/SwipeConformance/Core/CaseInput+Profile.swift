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

    /// Whether the profile's implementation can take a reload of a row from `old` to
    /// `new` at time `t`, with `list` the reference's state before it (SPEC.md
    /// section 10, `sideChanges`). A reload that keeps what each physical side shows
    /// (which sides have actions, and which edge's) is always taken; one that
    /// changes it, under `atZero`, only while the row shows no side at `t`: closed,
    /// or dragged at offset 0. A settle that ends by `t` has completed first (TIM-3),
    /// so the list is advanced to `t` on a copy.
    func admitsReload(of row: Int, from old: RowConfiguration, to new: RowConfiguration, at t: Double, in list: SwipeList) -> Bool {
        guard sideChanges == .atZero, sideEdges(old) != sideEdges(new) else { return true }
        var advanced = list
        let state = advanced.handle(.advance(time: t))
        guard state.rows.indices.contains(row) else { return true }  // an unknown row is a rejection case
        let shown = state.rows[row]
        return shown.offset == 0 && (shown.phase == .closed || shown.phase == .dragging)
    }

    /// The edge each physical side of `row` that has actions shows (GEO-2): a side
    /// gained or emptied changes its keys, a mirror of a row with actions on both
    /// edges its values.
    func sideEdges(_ row: RowConfiguration) -> [Side: Edge] {
        var shown: [Side: Edge] = [:]
        for edge in Edge.allCases {
            let layout = EdgeLayout(edge: edge, row: row, design: design)
            if !layout.ids.isEmpty { shown[layout.side] = edge }
        }
        return shown
    }
}

extension CaseInput {
    /// This case as an implementation of `profile` receives it: every row (and
    /// every inserted or reloaded configuration) with the profile's fixed
    /// parameters, every time and every row's `settleDuration` on the profile's
    /// time quantum and every coordinate on its position quantum. `nil` when the
    /// implementation could never receive the case (`received(by:)` says why): a `down`
    /// lies outside its row and the profile's hit test would never deliver it
    /// (`touchesInsideRow`), or a reload changes a row's sides when the profile
    /// takes that only at offset 0 (`sideChanges`).
    ///
    /// The default profile returns the case unchanged.
    public func applying(_ profile: Profile) -> CaseInput? {
        guard case let .success(input) = received(by: profile) else { return nil }
        return input
    }

    /// This case as the implementation of `profile` receives it (`applying(_:)`), or
    /// why that implementation could never receive it.
    public func received(by profile: Profile) -> Result<CaseInput, Profile.Refusal> {
        if profile.isDefault { return .success(self) }
        let rows = self.rows.map(profile.applying(to:))
        var current = rows
        var events: [InputEvent] = []
        events.reserveCapacity(self.events.count)
        // The reference's state before each event, for the reloads `sideChanges` restricts.
        // Rows it refuses (GEO-6) make every event a rejection case, which no reload restriction reaches.
        var reference: SwipeList?
        if profile.sideChanges == .atZero, self.events.contains(where: { $0.kind == .reloadRow }) {
            do { reference = try SwipeList(rows: rows, design: profile.design) } catch { reference = nil }
        }
        for event in self.events {
            switch profile.receive(event, rows: current, reference: reference) {
            case let .success(received):
                Self.follow(received, in: &current)
                events.append(received)
                _ = reference?.handle(received)
            case let .failure(refusal):
                return .failure(refusal)
            }
        }
        return .success(CaseInput(rows: rows, events: events))
    }

    /// `rows` after the list change `event` (nothing for any other event), as far as
    /// the profile's checks need them: the configurations by row, not whether the
    /// reference accepts the change.
    static func follow(_ event: InputEvent, in rows: inout [RowConfiguration]) {
        switch event {
        case let .insertRow(index, c, _): if index >= 0 && index <= rows.count { rows.insert(c, at: index) }
        case let .deleteRow(row, _): if rows.indices.contains(row) { rows.remove(at: row) }
        case let .moveRow(row, to, _): if rows.indices.contains(row), rows.indices.contains(to) { RowNumbering.move(&rows, row, to: to) }
        case let .reloadRow(row, c, _): if rows.indices.contains(row) { rows[row] = c }
        case .down, .move, .up, .cancel, .advance, .open, .close, .activate: break
        }
    }
}

extension Profile {
    /// `event` as the profile's implementation receives it, with `rows` the list's
    /// configurations before it and `reference` the reference's state before it
    /// (needed only for the reloads `sideChanges` restricts; `nil` skips that check):
    /// every time on the time quantum, every coordinate on the position quantum,
    /// an inserted or reloaded configuration with the profile's fixed parameters;
    /// or why the implementation could never receive it (`CaseInput.received(by:)`).
    package func receive(_ event: InputEvent, rows current: [RowConfiguration], reference: SwipeList?) -> Result<InputEvent, Refusal> {
        let time = { (t: Double) in Profile.snap(t, to: self.timeQuantum) }
        let position = { (v: Double) in Profile.snap(v, to: self.positionQuantum) }
        switch event {
        case let .down(row, x, y, t):
            let (px, py) = (position(x), position(y))
            guard admits(x: px, y: py, on: current.indices.contains(row) ? current[row] : nil) else {
                return .failure(.touchOutsideRow)
            }
            return .success(.down(row: row, x: px, y: py, time: time(t)))
        case let .move(x, y, t): return .success(.move(x: position(x), y: position(y), time: time(t)))
        case let .up(x, y, t): return .success(.up(x: position(x), y: position(y), time: time(t)))
        case let .cancel(t): return .success(.cancel(time: time(t)))
        case let .advance(t): return .success(.advance(time: time(t)))
        case let .open(row, edge, t): return .success(.open(row: row, edge: edge, time: time(t)))
        case let .close(row, t): return .success(.close(row: row, time: time(t)))
        case let .activate(row, index, t): return .success(.activate(row: row, index: index, time: time(t)))
        case let .insertRow(index, configuration, t):
            return .success(.insertRow(index: index, configuration: applying(to: configuration), time: time(t)))
        case let .deleteRow(row, t): return .success(.deleteRow(row: row, time: time(t)))
        case let .moveRow(row, to, t): return .success(.moveRow(row: row, to: to, time: time(t)))
        case let .reloadRow(row, configuration, t):
            let c = applying(to: configuration)
            if current.indices.contains(row), let list = reference {
                guard admitsReload(of: row, from: current[row], to: c, at: time(t), in: list) else {
                    return .failure(.sidesChangedOffZero)
                }
            }
            return .success(.reloadRow(row: row, configuration: c, time: time(t)))
        }
    }
}

extension Profile {
    /// Why an implementation of a profile could never receive a case (SPEC.md
    /// section 10): the case is left out of the profile's set, and fuzz does not send it.
    public enum Refusal: Error, Sendable, Hashable, CustomStringConvertible {
        /// A `down` lies outside its row (`touchesInsideRow`).
        case touchOutsideRow
        /// A reload changes what a row's physical sides show (which have actions,
        /// and which edge's) while the row shows a side (`sideChanges: atZero`).
        case sidesChangedOffZero

        /// The reason in one line, as reports list a case left out.
        public var description: String {
            switch self {
            case .touchOutsideRow:
                "a touch goes down outside its row, which the profile's hit test never delivers"
            case .sidesChangedOffZero:
                "a reload changes what a row's sides show (which have actions, or which edge's) while the row is off 0, which the profile's implementation refuses"
            }
        }
    }
}
