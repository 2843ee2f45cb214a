import SwipeReference

/// The observable state a list is in when an event arrives, as the coverage
/// matrix counts it: the addressed row's state, whether another row is open, and
/// the touch sequence.
///
/// The addressed row is the row an event names (`down`, `open`, `close`,
/// `activate`), else the row of the active touch sequence, else the open row
/// (observed offset not 0), else row 0. Events
/// that change the list's rows (list-change events) join as further `EventKind`s.
package struct MatrixState: Sendable, Hashable, CustomStringConvertible {
    package enum Row: String, Sendable, Hashable, CaseIterable {
        case closed, dragging
        case settlingOpen = "settling open"
        case settlingClosed = "settling closed"
        case open
        case selectSettling = "select-settling with a saved selection"
    }

    package enum Touch: String, Sendable, Hashable, CaseIterable {
        case none, pending, dragging, scrolling
    }

    package var row: Row
    package var otherOpen: Bool
    package var touch: Touch

    package init(row: Row, otherOpen: Bool, touch: Touch) {
        self.row = row
        self.otherOpen = otherOpen
        self.touch = touch
    }

    package var description: String { "\(row.rawValue), \(otherOpen ? "another row open" : "no other row open"), touch \(touch.rawValue)" }

    package static var all: [MatrixState] {
        Row.allCases.flatMap { r in [false, true].flatMap { o in Touch.allCases.map { MatrixState(row: r, otherOpen: o, touch: $0) } } }
    }
}

/// What happened to an event: accepted (by its kind) or rejected (by its reason).
package enum MatrixEvent: Sendable, Hashable, CustomStringConvertible {
    case accepted(EventKind)
    case rejected(Rejection)

    /// Every column of the matrix.
    package static var all: [MatrixEvent] {
        EventKind.allCases.map { .accepted($0) } + Rejection.allCases.map { .rejected($0) }
    }

    package var description: String {
        switch self {
        case let .accepted(k): return k.rawValue
        case let .rejected(r): return "rejected \(r)"
        }
    }
}

/// One step of a case as the matrix sees it.
package struct MatrixStep: Sendable, Hashable {
    package var state: MatrixState
    package var event: MatrixEvent
    /// Every reason that applied to a rejected event, in OBS-5 order.
    package var reasons: [Rejection]
    /// Requirement ids the reference passed through on this event.
    package var exercised: Set<RequirementID>
}

/// Walks a case with the reference and the touch sequence alongside it.
package enum CoverageMatrix {
    /// The steps of a case: for each event, the state before it and what happened.
    ///
    /// List changes renumber the rows (SPEC MUT-1 to MUT-5): the walk follows them,
    /// with each row's current configuration, and a sequence whose row is deleted
    /// counts as scrolling from then on, as the reference detaches it (MUT-10). On
    /// an empty list (MUT-11) the addressed row counts as closed.
    package static func steps(_ input: CaseInput, _ output: CaseOutput) -> [MatrixStep] {
        guard var walk = Walk(rows: input.rows) else { return [] }
        var out: [MatrixStep] = []
        for (e, o) in zip(input.events, output.observations) {
            guard let step = walk.step(e, observed: o) else { break }
            out.append(step)
        }
        return out
    }

    /// The walk behind `steps(_:_:)`, one event at a time, so that a search that
    /// extends a case by one event steps that event alone instead of walking the
    /// whole case again (`MatrixSearch`).
    package struct Walk {
        /// The reference, after the events stepped so far.
        package private(set) var list: SwipeList
        /// The rows' current configurations (list changes renumber them, SPEC MUT).
        package private(set) var rows: [RowConfiguration]
        private var last: Observation
        /// The active sequence's row (followed across list changes, `nil` once
        /// deleted) and what the reference recognised it as.
        private var touch: (row: Int?, kind: MatrixState.Touch)?
        private var ended = false

        /// A walk from `rows` at rest; `nil` when the reference refuses them.
        package init?(rows: [RowConfiguration]) {
            guard let list = try? SwipeList(rows: rows) else { return nil }
            self.list = list
            self.rows = rows
            last = list.observation
        }

        /// The step of `e` and the reference's observation of it.
        package mutating func step(_ e: InputEvent) -> (step: MatrixStep, observation: Observation)? {
            guard let step = step(e, observed: nil) else { return nil }
            return (step, last)
        }

        /// The step of `e`, judged by `observed` (what the case observed at `e`;
        /// the reference's own observation when `nil`). `nil` once the walk has
        /// lost the rows' count (a list change the case observed differently),
        /// and for every event after that.
        package mutating func step(_ e: InputEvent, observed: Observation?) -> MatrixStep? {
            guard !ended, last.rows.count == rows.count else {
                ended = true
                return nil
            }
            let rows = self.rows
            let before = last
            let reasons = list.rejections(of: e)  // OBS-5's order, from the reference's own checks
            let addressed: Int? = {
                if let r = e.row, rows.indices.contains(r) { return r }
                return touch?.row ?? before.rows.indices.first { before.rows[$0].offset != 0 } ?? (rows.isEmpty ? nil : 0)
            }()
            let state = MatrixState(row: addressed.map { CoverageMatrix.rowState(before.rows[$0], rows[$0]) } ?? .closed,
                                    otherOpen: before.rows.indices.contains { $0 != addressed && before.rows[$0].offset != 0 },
                                    touch: touch?.kind ?? .none)
            var ids = Set<RequirementID>()
            // What the sequence becomes at this event's position, read from the
            // reference's own recognition (REC-2 to REC-4) before the event.
            let recognised: TouchPhase? = switch e {
            case let .move(x, y, _), let .up(x, y, _): list.touchPhase(afterMoveTo: x, y: y)
            case .down, .cancel, .advance, .open, .close, .activate, .insertRow, .deleteRow, .moveRow, .reloadRow: nil
            }
            last = list.handle(e)
            let o = observed ?? last
            defer {
                if e.isListChange, o.rejection == nil, e.rowMap != nil, CaseInput.fits(e, rows.count) { self.rows = e.applied(to: rows) }
            }
            if let r = o.rejection {
                return MatrixStep(state: state, event: .rejected(r), reasons: reasons, exercised: ids)
            }
            let t = e.time
            // Rows open at the event once the settles due at t completed (TIM-3).
            let openRow = before.rows.indices.first { i in
                let row = before.rows[i]
                guard row.offset != 0 else { return false }
                return !(rows[i].style == .select && row.phase == .settling && (row.settleEnds ?? .infinity) <= t)
            }
            if let map = e.rowMap {
                // MUT-2 to MUT-5, MUT-10: the sequence follows its row, or is detached.
                switch e {
                case .insertRow: ids.insert(.mut2)
                case .deleteRow: ids.insert(last.rows.isEmpty ? .mut11 : .mut3)
                case .moveRow: ids.insert(.mut4)
                case .reloadRow: ids.insert(.mut5)
                case .down, .move, .up, .cancel, .advance, .open, .close, .activate: break  // no row map
                }
                if var tc = touch, let r = tc.row {
                    tc.row = map(r)
                    if tc.row == nil {
                        tc.kind = .scrolling
                        ids.insert(.mut10)
                    }
                    touch = tc
                }
                return MatrixStep(state: state, event: .accepted(e.kind), reasons: reasons, exercised: ids)
            }
            switch e {
            case let .down(row, _, _, _):
                touch = (row, .pending)
                ids.insert(.rec1)
            case .move, .up:
                guard var tc = touch else { break }
                if tc.kind == .pending, tc.row != nil {
                    switch recognised {
                    case .pending, nil:
                        ids.formUnion([.rec1, .rec2])
                    case .dragging:
                        tc.kind = .dragging
                        ids.formUnion([.rec1, .rec3, .thr1])
                    case .scrolling:
                        tc.kind = .scrolling
                        ids.formUnion([.rec1, .rec4, .thr1])
                        if openRow != nil { ids.insert(.lst3) }
                    }
                }
                if case .move = e {
                    touch = tc
                    break
                }
                ids.insert(.rec5)
                touch = nil
                guard let r = tc.row else { break }
                switch tc.kind {
                case .pending:
                    ids.insert(.rec6)
                    if o.tappedRow != nil {
                        ids.insert(.lst5)
                    } else if let k = openRow {
                        ids.insert(k == r ? (o.performed.contains { $0.row == k && rows[k].style == .reveal } ? .rev5 : .rev6) : .lst4)
                        ids.insert(.lst6)
                    }
                case .dragging:
                    ids.insert(.vel1)
                    if before.rows[r].phase == .dragging || o.rows[r].phase != .dragging {
                        if o.rows[r].offset == 0 && o.rows[r].phase == .closed { ids.insert(.vel6) }
                    }
                    if rows[r].style == .select { ids.insert(.vel5) }
                case .scrolling:
                    ids.insert(.rec4)
                case .none:
                    break
                }
            case .cancel:
                if let tc = touch {
                    ids.insert(tc.kind == .dragging ? .can5 : .can2)
                }
                touch = nil
            case .close:
                ids.insert(.lst6)
            case .advance, .open, .activate, .insertRow, .deleteRow, .moveRow, .reloadRow:
                break  // list changes returned above; the others need no touch bookkeeping
            }
            return MatrixStep(state: state, event: .accepted(e.kind), reasons: reasons, exercised: ids)
        }
    }

    package static func rowState(_ row: RowObservation, _ config: RowConfiguration) -> MatrixState.Row {
        switch row.phase {
        case .closed: return .closed
        case .dragging: return .dragging
        case .open: return .open
        case .settling:
            if config.style == .select && row.selected != nil { return .selectSettling }
            return row.offset == 0 ? .settlingClosed : .settlingOpen
        }
    }
}
