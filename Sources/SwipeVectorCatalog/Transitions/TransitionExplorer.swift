import SwipeConformance
import SwipeReference

/// One abstract transition: a state, an event class, and the state after it.
package struct Transition: Hashable, Sendable, Comparable, CustomStringConvertible {
    package var from: AbstractState
    package var event: EventClass
    package var to: AbstractState

    package init(from: AbstractState, event: EventClass, to: AbstractState) {
        self.from = from
        self.event = event
        self.to = to
    }

    package static func < (a: Transition, b: Transition) -> Bool {
        (a.from, a.event, a.to) < (b.from, b.event, b.to)
    }

    package var description: String { "\(from) —[\(event)]→ \(to)" }
}

/// The reachable abstract transitions of the reference, found by a bounded
/// breadth-first search: from each starting list, every class of the alphabet is
/// tried in every abstract state found, in a fixed order, each state expanded
/// once, from the first concrete list that reached it (its representative).
package struct TransitionExplorer: Sendable {
    /// A state's representative: its starting list, the events that reach it from
    /// there, the walk after them, and its depth.
    package struct Representative: Sendable {
        package var start: Int
        package var events: [InputEvent]
        package var walk: TransitionWalk
    }

    /// The lists the search starts from: one row with both edges (keyed), that row
    /// above a `select` row (both keyed), and a `reveal` row with trailing actions
    /// only above the two-edged row (no keys).
    package static let starts: [[RowConfiguration]] = {
        var a = Rows.both()
        a.key = "a"
        var b = Rows.select()
        b.key = "b"
        return [[a], [a, b]]
    }()

    /// The starting lists under `profile`: the default's, with a row of a style the
    /// profile lacks made a `reveal` row, without keys when it lacks `listChanges`,
    /// and only the one-row list when it lacks `multiRow`.
    package static func starts(for profile: Profile) -> [[RowConfiguration]] {
        starts.compactMap { rows in
            guard rows.count == 1 || profile.features.contains(.multiRow) else { return nil }
            return rows.map { row in
                var row = row
                if !profile.styles.contains(row.style) { row.style = .reveal }
                if !profile.features.contains(.listChanges) { row.key = nil }
                return row
            }
        }
    }

    /// The profile the search runs under (`TransitionWalk`).
    package let profile: Profile
    /// Its starting lists (`starts(for:)`).
    package let starts: [[RowConfiguration]]

    /// The search's bound: a state is expanded when fewer than `depth` events reach it.
    package let depth: Int
    /// Every state found within the bound, with its representative.
    package private(set) var states: [AbstractState: Representative] = [:]
    /// The states in the order found (breadth first, then the alphabet's order).
    package private(set) var order: [AbstractState] = []
    /// Every transition tried from an expanded state, with the concrete event that took it.
    package private(set) var transitions: [Transition: InputEvent] = [:]
    /// How many states were expanded.
    package private(set) var expanded = 0

    /// The search from `profile`'s starting lists, expanding every state reached in
    /// fewer than `depth` events.
    package init(depth: Int, profile: Profile = .default) {
        self.depth = depth
        self.profile = profile
        starts = Self.starts(for: profile)
        var frontier: [AbstractState] = []
        for (k, rows) in starts.enumerated() {
            guard let walk = TransitionWalk(rows: rows, profile: profile) else { continue }
            let s = walk.state
            if states[s] == nil {
                states[s] = Representative(start: k, events: [], walk: walk)
                order.append(s)
                frontier.append(s)
            }
        }
        for _ in 0..<depth {
            var next: [AbstractState] = []
            for s in frontier {
                expanded += 1
                let rep = states[s]!
                for (c, e) in rep.walk.applicable() {
                    var walk = rep.walk
                    walk.step(e)
                    let to = walk.state
                    let t = Transition(from: s, event: c, to: to)
                    if transitions[t] == nil { transitions[t] = e }
                    if states[to] == nil {
                        states[to] = Representative(start: rep.start, events: rep.events + [e], walk: walk)
                        order.append(to)
                        next.append(to)
                    }
                }
            }
            frontier = next
        }
    }
}

extension TransitionWalk {
    /// The classes of the alphabet that apply in this state, each with its concrete
    /// event, labelled by the class that event falls in (two classes naming one event
    /// count once).
    package func applicable() -> [(EventClass, InputEvent)] {
        var seen = Set<InputEvent>()
        var out: [(EventClass, InputEvent)] = []
        for c in Self.alphabet {
            guard let e = event(c), seen.insert(e).inserted else { continue }
            out.append((classify(e), e))
        }
        return out
    }
}
