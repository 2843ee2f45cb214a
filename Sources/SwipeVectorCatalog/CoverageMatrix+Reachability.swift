import SwipeConformance
import SwipeReference

// MARK: - Reachability

extension CoverageMatrix {
    /// A cell: a state and what happened to the event.
    package struct Cell: Sendable, Hashable {
        package var state: MatrixState
        package var event: MatrixEvent

        package init(state: MatrixState, event: MatrixEvent) {
            self.state = state
            self.event = event
        }
    }

    /// Why a cell can never be reached, or nil if it can. Each reason cites the
    /// requirements that exclude it.
    package static func unreachable(_ cell: Cell) -> String? {
        let s = cell.state
        let namesRow: Bool
        let kind: EventKind?
        switch cell.event {
        case let .accepted(k):
            kind = k
            namesRow = k.namesRow
        case let .rejected(r):
            kind = nil
            // An unknown row is not addressed: the touch's row (or row 0) is.
            namesRow = r != .unknownRow && r != .noActiveTouch
        }
        if s.row == .dragging && s.touch != .dragging { return "a row is dragging only while a recognised drag moves it (OBS-6, REC-3)" }
        if s.row == .dragging && s.otherOpen { return "recognising the drag closed every other row (LST-2), and nothing opens one during a drag (PRG-5)" }
        if s.touch == .dragging && s.row != .dragging && !namesRow {
            return "an event that names no row addresses the dragged row, which is dragging"
        }
        if s.touch == .none && s.otherOpen && !namesRow {
            return "an event that names no row, without a touch, addresses the open row, and at most one row is open (LST-1)"
        }
        if s.touch == .dragging && [.open, .settlingOpen, .selectSettling].contains(s.row) {
            return "recognising the drag closed every other row (LST-2, DES-2) and open is rejected during a drag (PRG-5)"
        }
        if s.otherOpen && [.open, .settlingOpen, .selectSettling].contains(s.row) { return "at most one row is open (LST-1)" }
        if let kind {
            if kind == .down && s.touch != .none { return "a down during a sequence is rejected (REC-7)" }
            if kind.continuesTouch && s.touch == .none { return "without a sequence it is rejected (CAN-4)" }
            if kind.isRowRequest && s.touch == .dragging { return "rejected during a drag (PRG-5, AX-4)" }
            if kind == .open && s.row == .selectSettling { return "open on a select row is rejected (PRG-3)" }
            return nil
        }
        guard case let .rejected(r) = cell.event else { return nil }
        switch r {
        case .touchAlreadyActive where s.touch == .none: return "needs an active sequence (REC-7)"
        case .noActiveTouch where s.touch != .none: return "applies only without a sequence (CAN-4)"
        case .dragInProgress where s.touch != .dragging: return "applies only during a drag (PRG-5)"
        case .unsupportedInSelectStyle, .edgeHasNoActions, .unknownAction:
            if s.touch == .dragging { return "during a drag dragInProgress is reported first (OBS-5)" }
            if r == .unsupportedInSelectStyle && [.open, .settlingOpen].contains(s.row) { return "a select row is never open nor settling open without a selection (SEL-2, SEL-5)" }
            if r == .edgeHasNoActions && s.row == .selectSettling { return "on a select row unsupportedInSelectStyle is reported first (OBS-5)" }
            return nil
        case .touchAlreadyActive, .noActiveTouch, .dragInProgress,
             .nonFiniteValue, .unknownRow, .timeWentBackwards, .invalidConfiguration, .duplicateKey:
            return nil  // any state can carry these (the guards above name the exceptions)
        }
    }

    /// Every cell with the vectors that reach it.
    package static func reached(by files: [VectorFile]) -> [Cell: [String]] {
        var map: [Cell: [String]] = [:]
        for f in files {
            for c in f.cases {
                for step in steps(c.input, c.expected) { map[Cell(state: step.state, event: step.event), default: []].append(c.id) }
            }
        }
        return map
    }

    /// The pairs of rejection reasons that can apply to one event (OBS-5's order
    /// decides between them), and the vectors with an event carrying both.
    package static func reasonPairs(in files: [VectorFile]) -> [(first: Rejection, second: Rejection, vectors: [String])] {
        var map: [[Rejection]: [String]] = [:]
        for f in files {
            for c in f.cases {
                for step in steps(c.input, c.expected) where step.reasons.count >= 2 {
                    for i in step.reasons.indices { for j in step.reasons.indices where j > i { map[[step.reasons[i], step.reasons[j]], default: []].append(c.id) } }
                }
            }
        }
        return possiblePairs.map { ($0.0, $0.1, map[[$0.0, $0.1]] ?? []) }
    }

    /// The pairs of OBS-5's reasons that one event can carry.
    package static let possiblePairs: [(Rejection, Rejection)] = {
        let all = Rejection.allCases
        var out: [(Rejection, Rejection)] = []
        for i in all.indices {
            for j in all.indices where j > i {
                if compatible(all[i], all[j]) { out.append((all[i], all[j])) }
            }
        }
        return out
    }()

    /// Whether one event can carry both reasons: the event kinds they apply to
    /// overlap, and neither needs a known row when the other is an unknown row.
    static func compatible(_ a: Rejection, _ b: Rejection) -> Bool {
        func kinds(_ r: Rejection) -> Set<EventKind> { Set(r.eventKinds) }
        let rowChecks: Set<Rejection> = [.unsupportedInSelectStyle, .edgeHasNoActions, .unknownAction]
        if (a == .unknownRow && rowChecks.contains(b)) || (b == .unknownRow && rowChecks.contains(a)) { return false }
        return !kinds(a).isDisjoint(with: kinds(b))
    }
}
