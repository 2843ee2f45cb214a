import SwipeConformance
import SwipeReference

/// A finite abstraction of the reference's state, read from the reference itself:
/// what the transition coverage (`coverage --transitions`) counts as a state.
///
/// The reference's state is not finite (offsets, times, configurations), but what
/// decides its behaviour falls into few classes. The abstraction keeps, for the
/// rows an event can address by their role — the row of the touch sequence, the
/// open row (observed offset not 0, LST-6) and the first other row — the row's
/// style and sides with actions, its phase, revealed edge, selection, whether a
/// slow release of its drag would open it and whether its drag started open; and
/// for the list: its size class, the touch sequence (detached variants included,
/// MUT-10), whether another row settles closed, where the touched row lies
/// against the open one, and the key registry (MUT-1, MUT-12).
///
/// Hidden parts — the sequence, the keys, a drag's start offset, a row's
/// configuration — are what no single observation shows; `Probe` exposes each.
package struct AbstractState: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The touch sequence (REC-1 to REC-4, MUT-10).
    package enum Sequence: String, Sendable, Hashable, CaseIterable {
        case none, pending, dragging, scrolling
        /// The row of a pending sequence was deleted (MUT-10).
        case detachedPending = "detached pending"
        /// The row of a drag was deleted (MUT-10).
        case detachedDragging = "detached dragging"
        /// The row of a scroll was deleted (MUT-10).
        case detachedScrolling = "detached scrolling"
    }

    /// Which logical edges of a row have actions (ACC-1, ACC-2).
    package enum Sides: String, Sendable, Hashable, CaseIterable {
        case none, leading, trailing, both

        init(_ configuration: RowConfiguration) {
            let leading = !configuration.layout(of: .leading).ids.isEmpty
            let trailing = !configuration.layout(of: .trailing).ids.isEmpty
            self = leading ? (trailing ? .both : .leading) : (trailing ? .trailing : .none)
        }
    }

    /// One row's class.
    package struct Row: Hashable, Sendable, Comparable, CustomStringConvertible {
        package var style: ReleaseStyle
        package var phase: Phase
        /// The revealed edge (GEO-4); for a settling row, that of its target.
        package var revealed: Edge?
        /// A live (REV-7, SEL-1) or saved (SEL-2, DCH-2) selection.
        package var selected: Bool
        /// A dragged `reveal` row whose slow release here would open it (THR-2).
        package var pastOpen: Bool
        /// The touched row's drag started from a non-zero offset (REC-8, CAN-1).
        package var startedOpen: Bool

        package var description: String {
            var s = "\(style.rawValue) \(phase.rawValue)"
            if let revealed { s += " \(revealed.rawValue)" }
            if selected { s += " selected" }
            if pastOpen { s += " past-open" }
            if startedOpen { s += " from-open" }
            return s
        }

        package static func < (a: Row, b: Row) -> Bool { a.description < b.description }
    }

    /// The key registry (MUT-1, MUT-12): whether a key is held by a row outside
    /// the roles, and whether a key the list held was released by a delete or a
    /// reload (a later insert may take it).
    package enum Keys: String, Sendable, Hashable, CaseIterable {
        case none
        case held
        case released
        case heldAndReleased = "held and released"
    }

    /// The rows besides the touched and the open one.
    package enum Others: String, Sendable, Hashable, CaseIterable {
        case none, resting = "at rest", closing = "one closing"
    }

    /// 0, 1, 2, or 3 and more rows (MUT-11).
    package var size: Int
    package var sequence: Sequence
    /// The row of a live (not detached) sequence.
    package var touched: Row?
    /// The row other than the touched one whose offset is not 0 (LST-1, LST-6).
    package var open: Row?
    /// The rows that are neither touched nor open: none, all at rest, or one settling toward 0.
    package var others: Others
    /// The touched row lies below the open row (both present).
    package var touchedBelowOpen: Bool?

    package var description: String {
        var parts = ["\(size == 3 ? "3+" : String(size)) rows", "touch \(sequence.rawValue)"]
        if let touched { parts.append("touched [\(touched)]") }
        if let open { parts.append("open [\(open)]\(touchedBelowOpen.map { $0 ? " above" : " below" } ?? "")") }
        if others != .none { parts.append("others \(others.rawValue)") }
        return parts.joined(separator: ", ")
    }

    package static func < (a: AbstractState, b: AbstractState) -> Bool { a.description < b.description }

    /// What an observer sees of the state (OBS-2): the size, and the rows of the
    /// roles by their phase, revealed edge, selection and (dragging) whether a slow
    /// release would open them — but not which row is touched nor how its sequence
    /// or drag began, nor a row's style or sides at rest.
    package var observed: Observed { observed(by: Set(ObservedField.allCases)) }

    /// What an observer of the fields in `observes` (a profile's) sees of the state:
    /// `observed` without what those fields do not report.
    package func observed(by observes: Set<ObservedField>) -> Observed {
        var rows: [String] = []
        for row in [touched, open].compactMap({ $0 }) {
            let phase = observes.contains(.phase) ? row.phase.rawValue : "?"
            let revealed = observes.contains(.revealedEdge) ? row.revealed?.rawValue ?? "-" : "?"
            let selected = observes.contains(.selected) && row.selected
            var v = "\(phase) \(revealed)\(selected ? " selected" : "")"
            if row.phase == .dragging, row.pastOpen { v += " past-open" }
            rows.append(v)
        }
        let dragged = sequence == .dragging
        return Observed(size: size, rows: rows.sorted(), others: others, dragged: dragged)
    }

    /// What an observer sees of an abstract state (`observed`).
    package struct Observed: Hashable, Sendable {
        var size: Int
        var rows: [String]
        var others: Others
        /// A row is observed `dragging`.
        var dragged: Bool
    }

    /// The state as the reference has it: a detached sequence is, to the reference,
    /// a sequence with no effect, like a scroll (MUT-10), so no continuation tells
    /// the detached variants from a scroll or from each other. They stay apart in
    /// the abstraction so that each way into that state is exercised.
    package var asReference: AbstractState {
        var s = self
        switch sequence {
        case .detachedPending, .detachedDragging, .detachedScrolling: s.sequence = .scrolling
        case .none, .pending, .dragging, .scrolling: break
        }
        return s
    }
}

/// The roles' row indices in a concrete list, and the list's abstract state.
package struct Roles: Sendable {
    package var touched: Int?
    package var open: Int?
    package var other: Int?
    package var count: Int

    /// The roles of `list`.
    package init(_ list: SwipeList) {
        let rows = list.rows
        count = rows.count
        switch list.touch {
        case let .pending(p): touched = p.row
        case let .dragging(d): touched = d.row
        case .none, .scrolling: touched = nil
        }
        open = rows.indices.first { $0 != touched && rows[$0].offset != 0 }
        other = rows.indices.first { $0 != touched && $0 != open }
    }
}

/// What the abstraction needs from a case's past: the reference keeps neither.
package struct History: Hashable, Sendable {
    /// What the sequence was when its row was deleted (MUT-10); the reference then
    /// keeps it only as a sequence with no effect.
    package var detached: AbstractState.Sequence?
    /// Every key a row of the list has carried.
    package var keysSeen: Set<String> = []

    package init(_ list: SwipeList) {
        keysSeen = Set(list.configurations.compactMap(\.key))
    }

    /// The history after `event`, accepted or not, took `before` to `after`.
    package mutating func record(_ event: InputEvent, from before: SwipeList, to after: SwipeList) {
        keysSeen.formUnion(after.configurations.compactMap(\.key))
        if after.touchPhase == nil {
            detached = nil
        } else if case let .deleteRow(row, _) = event, after.rows.count < before.rows.count, detached == nil {
            switch before.touch {
            case let .pending(p) where p.row == row: detached = .detachedPending
            case let .dragging(d) where d.row == row: detached = .detachedDragging
            case .none, .pending, .dragging, .scrolling: break  // another row's, or nothing to detach
            }
        }
    }

    /// Keys the list carried once and carries no more.
    package func released(in list: SwipeList) -> [String] {
        keysSeen.subtracting(list.configurations.compactMap(\.key)).sorted()
    }
}

extension AbstractState {
    /// The abstract state of `list` with its `history`.
    package init(_ list: SwipeList, history: History) {
        let roles = Roles(list)
        let rows = list.rows
        let configurations = list.configurations
        size = min(rows.count, 3)
        func row(_ i: Int?) -> Row? {
            guard let i else { return nil }
            let state = rows[i]
            let configuration = configurations[i]
            let side = Side.revealed(byOffset: state.offset)
            let edge = side.map { s in Edge.allCases.first { configuration.layout(of: $0).side == s }! }
            var pastOpen = false
            var startedOpen = false
            if case let .dragging(d) = list.touch, d.row == i {
                startedOpen = d.startOffset != 0
                if configuration.style == .reveal, let edge {
                    pastOpen = abs(state.offset) >= configuration.layout(of: edge).openThreshold
                }
            }
            return Row(style: configuration.style, phase: state.phase, revealed: edge, selected: state.selection != nil,
                       pastOpen: pastOpen, startedOpen: startedOpen)
        }
        touched = row(roles.touched)
        open = row(roles.open)
        let rest = rows.indices.filter { $0 != roles.touched && $0 != roles.open }
        others = rest.isEmpty ? .none : rest.contains { rows[$0].phase == .settling } ? .closing : .resting
        if let t = roles.touched, let o = roles.open { touchedBelowOpen = t > o } else { touchedBelowOpen = nil }
        switch list.touch {
        case .none: sequence = .none
        case .pending: sequence = .pending
        case .dragging: sequence = .dragging
        case .scrolling: sequence = history.detached ?? .scrolling
        }
    }
}
