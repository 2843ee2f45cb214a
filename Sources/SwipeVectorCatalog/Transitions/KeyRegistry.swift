import SwipeConformance
import SwipeReference

/// The list's key registry (MUT-1, MUT-12) as a machine of its own: how many keys
/// the rows carry, and whether a key the list carried is free again. Keys decide
/// only which list changes are rejected (`duplicateKey`); no rule of the touch, the
/// rows' states or the clock reads them (MUT-1: a row is its identity whether or
/// not it has a key), so the registry's transitions are covered apart from the
/// other states' (`TransitionExplorer`), and the two machines' states are not
/// multiplied.
package struct KeyState: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// Keys the rows carry: 0, 1, or 2 for two or more.
    package var held: Int
    /// Keys the list carried and carries no more: 0, or 1 for one or more.
    package var released: Int

    package init(held: Int, released: Int) {
        self.held = held
        self.released = released
    }

    package init(_ walk: TransitionWalk) {
        held = min(walk.list.configurations.compactMap(\.key).count, 2)
        released = min(walk.history.released(in: walk.list).count, 1)
    }

    package var description: String { "keys: \(held == 2 ? "2+" : String(held)) held, \(released == 1 ? "some" : "none") released" }

    package static func < (a: KeyState, b: KeyState) -> Bool { (a.held, a.released) < (b.held, b.released) }
}

/// What an event does to the key registry.
package enum KeyEvent: String, Sendable, Hashable, CaseIterable, Comparable {
    case insertUnkeyed = "insert a row without a key"
    case insertFresh = "insert a row with a fresh key"
    case insertHeld = "insert a row with a held key"
    case insertReleased = "insert a row with a released key"
    case deleteKeyed = "delete a keyed row"
    case deleteUnkeyed = "delete a row without a key"
    case reloadKeeps = "reload a row with its key"
    case reloadFresh = "reload a row with a fresh key"
    case reloadHeld = "reload a row with another row's key"
    case reloadReleased = "reload a row with a released key"
    case reloadDrops = "reload a keyed row without a key"

    package static func < (a: KeyEvent, b: KeyEvent) -> Bool { a.rawValue < b.rawValue }

    /// What `event` does to the registry of `walk`'s list; `nil` for an event that
    /// leaves it alone (no list change, a row the list does not have, a move).
    package init?(_ event: InputEvent, in walk: TransitionWalk) {
        let list = walk.list
        func kind(_ key: String?, _ fresh: KeyEvent, _ held: KeyEvent, _ released: KeyEvent, _ none: KeyEvent) -> KeyEvent {
            guard let key else { return none }
            if list.configurations.contains(where: { $0.key == key }) { return held }
            return walk.history.keysSeen.contains(key) ? released : fresh
        }
        switch event {
        case let .insertRow(_, c, _):
            self = kind(c.key, .insertFresh, .insertHeld, .insertReleased, .insertUnkeyed)
        case let .deleteRow(row, _):
            guard list.configurations.indices.contains(row) else { return nil }
            self = list.configurations[row].key == nil ? .deleteUnkeyed : .deleteKeyed
        case let .reloadRow(row, c, _):
            guard list.configurations.indices.contains(row) else { return nil }
            let old = list.configurations[row].key
            if c.key == old { self = .reloadKeeps; return }
            if c.key == nil { self = .reloadDrops; return }
            self = kind(c.key, .reloadFresh, .reloadHeld, .reloadReleased, .reloadDrops)
        case .down, .move, .up, .cancel, .advance, .open, .close, .activate, .moveRow:
            return nil
        }
    }
}

/// One transition of the key registry.
package struct KeyTransition: Hashable, Sendable, Comparable, CustomStringConvertible {
    package var from: KeyState
    package var event: KeyEvent
    package var to: KeyState

    package static func < (a: KeyTransition, b: KeyTransition) -> Bool { (a.from, a.event, a.to) < (b.from, b.event, b.to) }

    package var description: String { "\(from) —[\(event.rawValue)]→ \(to)" }
}

/// The key registry's transitions, found by a bounded search over the list
/// changes that touch keys, and which cases exercise and distinguish each.
///
/// The registry is a set of keys, so what tells one registry from another is
/// asking about each key: an `insertRow` carrying a held key is rejected
/// (`duplicateKey`, MUT-12) and changes nothing; one carrying a released key is
/// accepted. A key transition is **distinguished** by a case that takes it and
/// then, before any other list change, inserts a row with every key the list has
/// carried.
package struct KeyRegistryCoverage: Sendable {
    /// The search's bound in events, as the other states' (`TransitionCases.depth`).
    package static let depth = 4

    /// The lists the search starts from under `profile`: keyed rows, and rows without keys.
    package static func starts(for profile: Profile) -> [[RowConfiguration]] {
        TransitionExplorer.starts(for: profile) + [[Rows.reveal(), Rows.both()]]
    }

    /// The profile the search runs under (`TransitionWalk`).
    package let profile: Profile
    /// Its starting lists.
    package let starts: [[RowConfiguration]]

    /// The list changes the search tries.
    static let alphabet: [EventClass] = [
        .insert(.end, .reveal), .insert(.end, .freshKey), .insert(.end, .heldKey), .insert(.end, .releasedKey),
        .delete(.other), .delete(.open),
        .reload(.other, .same), .reload(.other, .freshKey), .reload(.other, .heldKey), .reload(.other, .releasedKey),
        .reload(.other, .keyDropped),
    ]

    /// Each transition found, with its representative: the start and the events.
    package private(set) var transitions: [KeyTransition: (start: Int, events: [InputEvent])] = [:]
    /// The cases taking each transition.
    package private(set) var exercised: [KeyTransition: [String]] = [:]
    /// The first case distinguishing each transition.
    package private(set) var distinguished: [KeyTransition: String] = [:]

    /// The search from `profile`'s starting lists.
    package init(profile: Profile = .default) {
        self.profile = profile
        starts = Self.starts(for: profile)
        var seen: Set<KeyState> = []
        var frontier: [(start: Int, events: [InputEvent], walk: TransitionWalk)] = []
        for (k, rows) in starts.enumerated() {
            guard let walk = TransitionWalk(rows: rows, profile: profile) else { continue }
            if seen.insert(KeyState(walk)).inserted { frontier.append((k, [], walk)) }
        }
        for _ in 0..<Self.depth {
            var next: [(start: Int, events: [InputEvent], walk: TransitionWalk)] = []
            for node in frontier {
                for e in Self.events(node.walk) {
                    guard let k = KeyEvent(e, in: node.walk) else { continue }
                    var walk = node.walk
                    walk.step(e)
                    let t = KeyTransition(from: KeyState(node.walk), event: k, to: KeyState(walk))
                    if transitions[t] == nil { transitions[t] = (node.start, node.events + [e]) }
                    if seen.insert(t.to).inserted { next.append((node.start, node.events + [e], walk)) }
                }
            }
            frontier = next
        }
    }

    /// The concrete list changes of the alphabet from `walk`, every row for a delete
    /// and a reload (keyed or not), the list never past three rows.
    static func events(_ walk: TransitionWalk) -> [InputEvent] {
        var out: [InputEvent] = []
        let count = walk.list.rows.count
        for c in alphabet {
            switch c {
            case .insert:
                if let e = walk.event(c), count < 3 || c == .insert(.end, .heldKey) { out.append(e) }
            case let .delete(target), let .reload(target, _):
                guard target == .other else { continue }
                for row in 0..<count {
                    let t = walk.now + TransitionWalk.sample
                    if case .delete = c, let e = walk.received(.deleteRow(row: row, time: t)) { out.append(e) }
                    if case let .reload(_, r) = c, let configuration = walk.reloaded(row, r),
                       let e = walk.received(.reloadRow(row: row, configuration: configuration, time: t)) {
                        out.append(e)
                    }
                }
            case .down, .move, .up, .cancel, .advance, .open, .close, .activate, .deleteAtEnd, .moveRow, .backwards, .nonFinite:
                continue  // not in the registry's alphabet
            }
        }
        var seen = Set<InputEvent>()
        return out.filter { seen.insert($0).inserted }
    }

    /// Rows with every key the list has carried, one `insertRow` each at the end:
    /// held keys first (rejected, nothing changes), then released ones (accepted).
    package static func probes(_ walk: TransitionWalk) -> [InputEvent] {
        let held = walk.list.configurations.compactMap(\.key)
        let released = walk.history.released(in: walk.list)
        var w = walk
        var out: [InputEvent] = []
        for key in held + released {
            var row = Rows.reveal()
            row.key = key
            guard let e = w.received(.insertRow(index: w.list.rows.count, configuration: row, time: w.now + TransitionWalk.sample)) else {
                continue  // not one the profile sends (a held key's rejection, without `rejections`): that key goes unasked
            }
            w.step(e)
            out.append(e)
        }
        return out
    }

    /// Counts the key transitions of one case.
    package mutating func add(id: String, rows: [RowConfiguration], events: [InputEvent]) {
        guard var walk = TransitionWalk(rows: rows, profile: profile) else { return }
        for (i, e) in events.enumerated() {
            let k = KeyEvent(e, in: walk)
            let from = KeyState(walk)
            walk.step(e)
            guard let k else { continue }
            let t = KeyTransition(from: from, event: k, to: KeyState(walk))
            guard transitions[t] != nil else { continue }
            exercised[t, default: []].append(id)
            if distinguished[t] == nil, Self.asksEveryKey(events[(i + 1)...], after: walk) { distinguished[t] = id }
        }
    }

    /// The keys an insert can ask about under the walk's profile: every key the list
    /// has carried; only the released ones when the profile reports no rejections,
    /// since an insert with a held key is rejected (MUT-12) and never sent.
    static func askable(_ walk: TransitionWalk) -> [String] {
        walk.profile.features.contains(.rejections) ? walk.history.keysSeen.sorted() : walk.history.released(in: walk.list)
    }

    /// Whether `events`, before any list change other than an `insertRow` asking
    /// about a key, insert a row with every key `walk`'s list has carried.
    static func asksEveryKey(_ events: ArraySlice<InputEvent>, after walk: TransitionWalk) -> Bool {
        var unasked = Set(askable(walk))
        for e in events {
            guard case let .insertRow(_, c, _) = e, let key = c.key else {
                if e.isListChange { break }
                continue
            }
            unasked.remove(key)
        }
        return unasked.isEmpty
    }

    /// The key vectors: per transition, its representative's events, then the probes.
    package func cases() -> [(start: Int, events: [InputEvent], transition: KeyTransition)] {
        transitions.sorted { $0.key < $1.key }.compactMap { t, rep in
            guard var walk = TransitionWalk(rows: starts[rep.start], profile: profile) else { return nil }
            for e in rep.events { walk.step(e) }
            return (rep.start, rep.events + Self.probes(walk), t)
        }
    }

    /// The key transitions no case takes, and those taken but never distinguished.
    package var unexercised: [KeyTransition] { transitions.keys.filter { exercised[$0] == nil }.sorted() }
    package var undistinguished: [KeyTransition] { exercised.keys.filter { distinguished[$0] == nil }.sorted() }
}
