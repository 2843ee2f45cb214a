import SwipeReference

/// A case's events with the rows they name as identities rather than indices,
/// so that the simplifier can change the list (start with an inserted row, put
/// the rows in another order, insert elsewhere) and have every event still name
/// the row it named: the indices are computed again from the identities.
///
/// A row the case starts with has its position as identity; the row an insert
/// makes has `rows.count` plus the insert's event index. A list change whose
/// indices do not fit the list changes nothing (as the model rejects it, LST-7,
/// MUT-12), and an event naming a row outside the list keeps its index as it is.
struct RowIdentities {
    /// Where an insert puts its row: before a row of the list, or at its end.
    enum Place: Equatable {
        case before(Int)
        case end
    }

    /// The configurations of the rows the case starts with, in order.
    var rows: [RowConfiguration]
    /// The identities of those rows, in the same order.
    var initial: [Int]
    var events: [InputEvent]
    /// The identity of the row each event names, if it names one in the list.
    var named: [Int?]
    /// Where each insert that fits puts its row.
    var places: [Place?]
    /// The identity of the row each insert that fits makes.
    var created: [Int?]
    /// The identities in the list just before each event.
    private(set) var lists: [[Int]]

    init(_ input: CaseInput) {
        rows = input.rows
        initial = Array(input.rows.indices)
        events = input.events
        named = []
        places = []
        created = []
        lists = []
        var list = initial
        for (j, e) in input.events.enumerated() {
            lists.append(list)
            named.append(e.row.flatMap { list.indices.contains($0) ? list[$0] : nil })
            if case let .insertRow(i, _, _) = e, i >= 0, i <= list.count {
                places.append(i == list.count ? .end : .before(list[i]))
                created.append(input.rows.count + j)
            } else {
                places.append(nil)
                created.append(nil)
            }
            Self.apply(e, created: created[j], to: &list)
        }
    }

    /// `list` after `e`, a list change with indices in `list`'s terms.
    private static func apply(_ e: InputEvent, created: Int?, to list: inout [Int]) {
        guard CaseInput.fits(e, list.count) else { return }
        switch e {
        case let .insertRow(i, _, _): if let created { list.insert(created, at: i) }
        case let .deleteRow(r, _): list.remove(at: r)
        case let .moveRow(r, to, _): RowNumbering.move(&list, r, to: to)
        case .down, .move, .up, .cancel, .advance, .open, .close, .activate, .reloadRow: break  // a reload keeps the row's identity
        }
    }

    /// The case these identities describe, its indices computed again; `nil` when an
    /// event names a row, or an insert a place, that is not in the list at that point.
    func input() -> CaseInput? {
        var list = initial
        var result: [InputEvent] = []
        result.reserveCapacity(events.count)
        for j in events.indices {
            var e = events[j]
            if let id = named[j] {
                guard let r = list.firstIndex(of: id) else { return nil }
                e = e.naming(row: r)
            }
            if let place = places[j] {
                switch place {
                case .end: e = e.inserting(at: list.count)
                case let .before(id):
                    guard let i = list.firstIndex(of: id) else { return nil }
                    e = e.inserting(at: i)
                }
            }
            result.append(e)
            Self.apply(e, created: created[j], to: &list)
        }
        return CaseInput(rows: rows, events: result)
    }

    /// The identities without event `j`.
    func removing(event j: Int) -> RowIdentities {
        var copy = self
        copy.events.remove(at: j)
        copy.named.remove(at: j)
        copy.places.remove(at: j)
        copy.created.remove(at: j)
        copy.lists.remove(at: j)
        return copy
    }
}

extension CaseSimplifier {
    /// An inserted row the case starts with instead, at each place in the list
    /// (an event less; the events keep naming the rows they named).
    static func insertsAsRows(_ input: CaseInput) -> [CaseInput] {
        let ids = RowIdentities(input)
        return input.events.indices.reversed().flatMap { j -> [CaseInput] in
            guard let id = ids.created[j], let configuration = input.events[j].configuration else { return [] }
            let without = ids.removing(event: j)
            return (0...ids.initial.count).compactMap { p in
                var copy = without
                copy.initial.insert(id, at: p)
                copy.rows.insert(configuration, at: p)
                return copy.input()
            }
        }
    }

    /// A reload of a row that no event before it names made part of the row's
    /// configuration from the start (an event less).
    static func reloadsAsRows(_ input: CaseInput) -> [CaseInput] {
        let ids = RowIdentities(input)
        return input.events.indices.reversed().compactMap { j -> CaseInput? in
            guard case let .reloadRow(_, configuration, _) = input.events[j], let id = ids.named[j],
                  !ids.named[..<j].contains(id)
            else { return nil }
            var copy = ids.removing(event: j)
            if let p = copy.initial.firstIndex(of: id) {
                copy.rows[p] = configuration
            } else if let k = copy.created.firstIndex(of: id) {
                copy.events[k] = copy.events[k].mapConfiguration { _ in configuration }
            } else {
                return nil
            }
            return copy.input()
        }
    }

    /// A row of the start less, the events that named it naming another row instead
    /// (the failure may need what happens to a row, not which row it is).
    static func rowsMerged(_ input: CaseInput) -> [CaseInput] {
        guard input.rows.count > 1 else { return [] }
        let ids = RowIdentities(input)
        return input.rows.indices.reversed().flatMap { removed in
            input.rows.indices.filter { $0 != removed }.compactMap { kept -> CaseInput? in
                var copy = ids
                copy.initial.remove(at: removed)
                copy.rows.remove(at: removed)
                copy.named = ids.named.map { $0 == ids.initial[removed] ? ids.initial[kept] : $0 }
                copy.places = ids.places.map { $0 == .before(ids.initial[removed]) ? .before(ids.initial[kept]) : $0 }
                return copy.input()
            }
        }
    }

    /// Two adjacent rows of the start swapped, every event naming the row it named.
    static func rowsSwapped(_ input: CaseInput) -> [CaseInput] {
        guard input.rows.count > 1 else { return [] }
        let ids = RowIdentities(input)
        return (0..<(input.rows.count - 1)).compactMap { r in
            var copy = ids
            copy.initial.swapAt(r, r + 1)
            copy.rows.swapAt(r, r + 1)
            return copy.input()
        }
    }

    /// A reload of a row that no event before it names replaced by an insert of
    /// the new configuration at the row's place, the case starting without the row
    /// (a row less).
    static func reloadsAsInserts(_ input: CaseInput) -> [CaseInput] {
        let ids = RowIdentities(input)
        return input.events.indices.reversed().compactMap { j -> CaseInput? in
            guard case let .reloadRow(_, configuration, t) = input.events[j], let id = ids.named[j],
                  !ids.named[..<j].contains(id), let p = ids.initial.firstIndex(of: id), let r = ids.lists[j].firstIndex(of: id)
            else { return nil }
            var copy = ids
            copy.initial.remove(at: p)
            copy.rows.remove(at: p)
            copy.events[j] = .insertRow(index: r, configuration: configuration, time: t)
            copy.named[j] = nil
            copy.places[j] = r + 1 < ids.lists[j].count ? .before(ids.lists[j][r + 1]) : .end
            copy.created[j] = id
            return copy.input()
        }
    }

    /// An event naming a lower row, as it is (the rows named later unchanged), or
    /// a move of a row between two places made the other way.
    static func namingLowerRows(_ input: CaseInput) -> [CaseInput] {
        input.events.indices.flatMap { j -> [CaseInput] in
            let e = input.events[j]
            var replacements = (0..<max(e.row ?? 0, 0)).map { e.naming(row: $0) }
            if case let .moveRow(r, to, t) = e, to < r { replacements.append(.moveRow(row: to, to: r, time: t)) }
            return replacements.map { replacement in
                var copy = input
                copy.events[j] = replacement
                return copy
            }
        }
    }

    /// An insert at another place of the list, every later event naming the row it named.
    static func insertsElsewhere(_ input: CaseInput) -> [CaseInput] {
        let ids = RowIdentities(input)
        return input.events.indices.flatMap { j -> [CaseInput] in
            guard let place = ids.places[j] else { return [] }
            let alternatives = ids.lists[j].map { RowIdentities.Place.before($0) } + [.end]
            return alternatives.filter { $0 != place }.compactMap { other in
                var copy = ids
                copy.places[j] = other
                return copy.input()
            }
        }
    }

    /// A list change replaced by one of a simpler kind (``kindComplexity(_:)``) on a
    /// row of the list at that point: a delete, or a move of a row to where it is.
    static func simplerListChanges(_ input: CaseInput) -> [CaseInput] {
        let ids = RowIdentities(input)
        return input.events.indices.flatMap { j -> [CaseInput] in
            let e = input.events[j]
            guard e.isListChange else { return [] }
            let list = ids.lists[j]
            let replacements = list.indices.flatMap { r -> [InputEvent] in
                [.deleteRow(row: r, time: e.time), .moveRow(row: r, to: r, time: e.time)]
            }
            return replacements.filter { $0.kind.complexity < e.kind.complexity }.compactMap { replacement in
                var copy = ids
                copy.events[j] = replacement
                copy.named[j] = list[replacement.row!]  // both replacements name a row
                copy.places[j] = nil
                copy.created[j] = nil
                return copy.input()
            }
        }
    }

    /// A reload that gives a row another key given the row's own key.
    static func reloadsKeepingKeys(_ input: CaseInput) -> [CaseInput] {
        let ids = RowIdentities(input)
        var keys: [Int: String?] = [:]
        for (p, id) in ids.initial.enumerated() { keys[id] = input.rows[p].key }
        for j in input.events.indices { if let id = ids.created[j] { keys[id] = input.events[j].configuration?.key } }
        return input.events.indices.compactMap { j -> CaseInput? in
            guard case let .reloadRow(r, configuration, t) = input.events[j], let id = ids.named[j], let key = keys[id],
                  configuration.key != key
            else { return nil }
            var changed = configuration
            changed.key = key
            var copy = input
            copy.events[j] = .reloadRow(row: r, configuration: changed, time: t)
            return copy
        }
    }

    /// The rows' indices the events name, in order, as one number that is smaller
    /// when an earlier event names a lower index (eight indices per three bits;
    /// the largest value for cases that name too many to count).
    static func rowIndexOrder(_ events: [InputEvent]) -> Int {
        var value = 0
        for e in events {
            let indices: [Int]
            switch e {
            case let .moveRow(r, to, _): indices = [r, to]
            case let .insertRow(i, _, _): indices = [i]
            case let .down(r, _, _, _), let .open(r, _, _), let .close(r, _), let .activate(r, _, _), let .deleteRow(r, _),
                let .reloadRow(r, _, _):
                indices = [r]
            case .move, .up, .cancel, .advance: indices = []
            }
            for i in indices {
                guard value < Int.max / 16 else { return Int.max / 2 }
                value = value * 8 + min(max(i, 0), 7)
            }
        }
        return value
    }
}

extension InputEvent {
    /// The event naming row `r` instead (an event that names a row; others unchanged).
    func naming(row r: Int) -> InputEvent {
        switch self {
        case let .down(_, x, y, t): .down(row: r, x: x, y: y, time: t)
        case let .open(_, e, t): .open(row: r, edge: e, time: t)
        case let .close(_, t): .close(row: r, time: t)
        case let .activate(_, i, t): .activate(row: r, index: i, time: t)
        case let .deleteRow(_, t): .deleteRow(row: r, time: t)
        case let .reloadRow(_, c, t): .reloadRow(row: r, configuration: c, time: t)
        case let .moveRow(_, to, t): .moveRow(row: r, to: to, time: t)
        case .move, .up, .cancel, .advance, .insertRow: self
        }
    }

    /// An insert at index `i` instead (other events unchanged).
    func inserting(at i: Int) -> InputEvent {
        if case let .insertRow(_, c, t) = self { return .insertRow(index: i, configuration: c, time: t) }
        return self
    }
}

extension CaseSimplifier {
    /// What a row's configuration carries beyond the simplest row, part by part.
    /// ``Complexity`` sums each part over a case's configurations; `order`
    /// compares two configurations (``heavierReloads(_:)``).
    struct Weight {
        var declarations: Int
        var actions: Int
        /// Parameters and width off their defaults.
        var offDefault: Int
        var rightToLeft: Int
        var select: Int
        /// Declarations without full swipe, and actions with a declared width.
        var declarationsOffDefault: Int

        init(_ row: RowConfiguration) {
            declarations = row.declarations.count
            actions = row.declarations.map(\.actions.count).reduce(0, +)
            offDefault = SwipeParameters.Parameter.allCases.filter { row.parameters[$0] != SwipeParameters.defaults[$0] }.count
                + (row.width == CaseSimplifier.width ? 0 : 1)
            rightToLeft = row.layoutDirection == .rightToLeft ? 1 : 0
            select = row.style == .select ? 1 : 0
            declarationsOffDefault = row.declarations.filter { !$0.allowsFullSwipe }.count
                + row.declarations.map { $0.actions.filter { $0.width != nil }.count }.reduce(0, +)
        }

        /// The parts in the order two configurations are compared.
        var order: [Int] { [declarations, actions, offDefault, rightToLeft, select, declarationsOffDefault] }
    }

    /// How many reloads give a row a configuration that weighs more than the
    /// one it had. A failure that needs a row to change often fails both ways
    /// round (two actions reloaded as one, or one as two); counting these
    /// makes the simplifier settle on one way: the row starts as the heavier.
    static func heavierReloads(_ input: CaseInput) -> Int {
        let ids = RowIdentities(input)
        var current: [Int: RowConfiguration] = [:]
        for (p, id) in ids.initial.enumerated() { current[id] = input.rows[p] }
        var count = 0
        for (j, event) in input.events.enumerated() {
            if let id = ids.created[j], let configuration = event.configuration { current[id] = configuration }
            guard case let .reloadRow(_, configuration, _) = event, let id = ids.named[j], let old = current[id] else { continue }
            if Weight(old).order.lexicographicallyPrecedes(Weight(configuration).order) { count += 1 }
            current[id] = configuration
        }
        return count
    }

    /// A reload of a row the case starts with that no event before it names,
    /// its configuration and the row's exchanged (each keeping its key): the
    /// row starts as it is reloaded and is reloaded as it started. Before the
    /// reload nothing looked at the row, so which of the two configurations
    /// comes first is often all that differs between two finals.
    static func reloadsExchanged(_ input: CaseInput) -> [CaseInput] {
        let ids = RowIdentities(input)
        return input.events.indices.compactMap { j -> CaseInput? in
            guard case let .reloadRow(r, configuration, t) = input.events[j], let id = ids.named[j],
                  !ids.named[..<j].contains(id), let p = ids.initial.firstIndex(of: id)
            else { return nil }
            var started = configuration
            started.key = input.rows[p].key
            var reloaded = input.rows[p]
            reloaded.key = configuration.key
            guard started != input.rows[p] else { return nil }
            var copy = input
            copy.rows[p] = started
            copy.events[j] = .reloadRow(row: r, configuration: reloaded, time: t)
            return copy
        }
    }
}
