import SwipeReference

/// Simplifies a failing case by its structure, after the choice-sequence
/// shrinker: the passes a reader would make by hand, which the choices cannot
/// express in one step because they change several choices together.
///
/// - the shortest prefix of events that still fails (nothing after the failure);
/// - a row less, with the events that name it dropped and later indices renumbered;
/// - an event less (a rejected or inert event the failure does not need);
/// - a declaration or an action less;
/// - a parameter back to its default, the width back to 375 pt;
/// - the canonical orientation: left-to-right rows and the trailing edge, by
///   mirroring and swapping edges (``CaseInput/mirrored()``, ``CaseInput/edgeSwapped()``);
/// - the `reveal` style for a `select` row;
/// - a coordinate rounded to a whole point, a touch's y back to 20;
/// - the clock starting at 0 (``CaseInput/timeShifted(by:)``), times on 1/64 s.
///
/// A candidate is kept only when it still fails the same way (`stillFails`) and
/// is simpler by ``Complexity``, a lexicographic measure every kept candidate
/// lowers: so the passes end, and two runs that reach cases differing only in
/// these respects end at the same case. Deterministic; at most `budget`
/// evaluations of `stillFails`.
struct CaseSimplifier {
    /// The order that decides "simpler": fewer rows, then fewer events, fewer
    /// declarations, fewer actions, fewer parameters off their defaults, fewer
    /// right-to-left rows and leading edges, fewer coordinates off whole points.
    struct Complexity: Comparable {
        var measures: [Int]

        init(_ input: CaseInput) {
            let configurations = input.rows + input.events.compactMap(\.configuration)
            let declarations = configurations.map(\.declarations.count).reduce(0, +)
            let actions = configurations.map { $0.declarations.map(\.actions.count).reduce(0, +) }.reduce(0, +)
            let offDefault = configurations.map { row in
                SwipeParameters.Parameter.allCases.filter { row.parameters[$0] != SwipeParameters.defaults[$0] }.count
                    + (row.width == CaseSimplifier.width ? 0 : 1)
            }.reduce(0, +)
            let orientation = configurations.map { row in
                (row.layoutDirection == .rightToLeft ? 1 : 0) + row.declarations.filter { $0.edge == .leading }.count
            }.reduce(0, +)
            let select = configurations.filter { $0.style == .select }.count
            let fractional = input.events.compactMap(\.x).filter { $0.isFinite && $0.rounded() != $0 }.count
            let offRowY = input.events.compactMap(\.y).filter { $0 != CaseSimplifier.y }.count
            let lateStart = (input.events.first?.time).map { $0 == 0 ? 0 : 1 } ?? 0
            let oddTimes = input.events.filter { $0.time.isFinite && CaseSimplifier.tick($0.time) != $0.time }.count
            measures = [input.rows.count, input.events.count, declarations, actions, offDefault, select, orientation,
                        fractional, offRowY, lateStart, oddTimes]
        }

        static func < (a: Self, b: Self) -> Bool { a.measures.lexicographicallyPrecedes(b.measures) }
    }

    /// The width a simplified row gets back (the generators' and vectors' default).
    static let width = 375.0
    /// The y a simplified touch gets back (the generators' and vectors' usual one).
    static let y = 20.0

    /// `t` rounded to a multiple of 1/64 s (the curated vectors' time step).
    static func tick(_ t: Double) -> Double { (t * 64).rounded() / 64 }

    /// The most evaluations of `stillFails`.
    let budget: Int
    /// The evaluations spent so far.
    private(set) var evaluations = 0

    init(budget: Int) {
        self.budget = budget
    }

    /// The simplest case the passes reach from `input`, which fails;
    /// `stillFails` says whether a candidate fails the same way.
    mutating func simplify(_ input: CaseInput, stillFails: (CaseInput) -> Bool) -> CaseInput {
        var current = input
        if let cut = shortestFailingPrefix(current, stillFails) { current = cut }
        var changed = true
        while changed, evaluations < budget {
            changed = false
            for pass in Self.passes {
                for candidate in pass(current) where evaluations < budget {
                    guard Complexity(candidate) < Complexity(current) else { continue }
                    evaluations += 1
                    if stillFails(candidate) {
                        current = candidate
                        changed = true
                        break  // the pass's later candidates were built from the old case
                    }
                }
            }
        }
        return current
    }

    /// The shortest prefix of `input`'s events that still fails, or `nil`.
    private mutating func shortestFailingPrefix(_ input: CaseInput, _ stillFails: (CaseInput) -> Bool) -> CaseInput? {
        for length in 0..<input.events.count where evaluations < budget {
            let prefix = CaseInput(rows: input.rows, events: Array(input.events.prefix(length)))
            evaluations += 1
            if stillFails(prefix) { return prefix }
        }
        return nil
    }

    /// The passes, each a list of candidates built from the current case.
    static let passes: [@Sendable (CaseInput) -> [CaseInput]] = [
        withoutRows, withoutEvents, withoutDeclarations, withoutActions, withDefaults, inRevealStyle, canonicallyOriented,
        withWholeCoordinates, withRowY, startingAtZero, onTicks,
    ]

    static func withoutRows(_ input: CaseInput) -> [CaseInput] {
        guard input.rows.count > 1 else { return [] }
        return input.rows.indices.reversed().map { removed in
            CaseInput(rows: input.rows.enumerated().filter { $0.offset != removed }.map(\.element),
                      events: input.events.compactMap { $0.renumbered(removing: removed) })
        }
    }

    static func withoutEvents(_ input: CaseInput) -> [CaseInput] {
        input.events.indices.reversed().map { removed in
            CaseInput(rows: input.rows, events: input.events.enumerated().filter { $0.offset != removed }.map(\.element))
        }
    }

    /// Where a case holds a row configuration: a row it starts with, or the
    /// configuration an insert or a reload carries.
    enum Slot {
        case row(Int)
        case event(Int)

        static func all(in input: CaseInput) -> [Slot] {
            input.rows.indices.map { .row($0) } + input.events.indices.filter { input.events[$0].configuration != nil }.map { .event($0) }
        }

        func get(_ input: CaseInput) -> RowConfiguration {
            switch self {
            case let .row(r): input.rows[r]
            case let .event(e): input.events[e].configuration!  // `all` makes event slots only for events that carry one
            }
        }

        func set(_ configuration: RowConfiguration, in input: CaseInput) -> CaseInput {
            var copy = input
            switch self {
            case let .row(r): copy.rows[r] = configuration
            case let .event(e): copy.events[e] = input.events[e].mapConfiguration { _ in configuration }
            }
            return copy
        }
    }

    /// One candidate per change `changes` proposes for a configuration of the case.
    static func changingConfigurations(_ input: CaseInput, _ changes: (RowConfiguration) -> [RowConfiguration]) -> [CaseInput] {
        Slot.all(in: input).flatMap { slot in changes(slot.get(input)).map { slot.set($0, in: input) } }
    }

    static func withoutDeclarations(_ input: CaseInput) -> [CaseInput] {
        changingConfigurations(input) { row in
            row.declarations.indices.reversed().map { d in
                var copy = row
                copy.declarations.remove(at: d)
                return copy
            }
        }
    }

    static func withoutActions(_ input: CaseInput) -> [CaseInput] {
        changingConfigurations(input) { row in
            row.declarations.indices.flatMap { d in
                row.declarations[d].actions.indices.reversed().map { a in
                    var copy = row
                    copy.declarations[d].actions.remove(at: a)
                    return copy
                }
            }
        }
    }

    static func withDefaults(_ input: CaseInput) -> [CaseInput] {
        changingConfigurations(input) { row in
            var candidates: [RowConfiguration] = []
            if row.width != width {
                var copy = row
                copy.width = width
                candidates.append(copy)
            }
            for parameter in SwipeParameters.Parameter.allCases where row.parameters[parameter] != SwipeParameters.defaults[parameter] {
                var copy = row
                copy.parameters[parameter] = SwipeParameters.defaults[parameter]
                candidates.append(copy)
            }
            return candidates
        }
    }

    static func inRevealStyle(_ input: CaseInput) -> [CaseInput] {
        changingConfigurations(input) { row in
            guard row.style == .select else { return [] }
            var copy = row
            copy.style = .reveal
            return [copy]
        }
    }

    static func withRowY(_ input: CaseInput) -> [CaseInput] {
        input.events.indices.compactMap { i in
            guard let rowY = input.events[i].withY(y) else { return nil }
            var copy = input
            copy.events[i] = rowY
            return copy
        }
    }

    /// The case with its clock starting at 0 (every time shifted by the same amount).
    static func startingAtZero(_ input: CaseInput) -> [CaseInput] {
        guard let first = input.events.first?.time, first.isFinite, first != 0 else { return [] }
        return [input.timeShifted(by: -first)]
    }

    static func onTicks(_ input: CaseInput) -> [CaseInput] {
        input.events.indices.compactMap { i in
            let t = input.events[i].time
            guard t.isFinite, tick(t) != t else { return nil }
            var copy = input
            copy.events[i] = input.events[i].withTime(tick(t))
            return copy
        }
    }

    static func canonicallyOriented(_ input: CaseInput) -> [CaseInput] {
        [input.mirrored(), input.edgeSwapped(), input.mirrored().edgeSwapped()]
    }

    static func withWholeCoordinates(_ input: CaseInput) -> [CaseInput] {
        input.events.indices.compactMap { i in
            guard let rounded = input.events[i].withWholeX() else { return nil }
            var copy = input
            copy.events[i] = rounded
            return copy
        }
    }
}

extension InputEvent {
    /// The x the event carries, if any.
    var x: Double? {
        switch self {
        case let .down(_, x, _, _), let .move(x, _, _), let .up(x, _, _): x
        default: nil
        }
    }

    /// The y the event carries, if any.
    var y: Double? {
        switch self {
        case let .down(_, _, y, _), let .move(_, y, _), let .up(_, y, _): y
        default: nil
        }
    }

    /// The event with its y set to `newY`, or `nil` when it has no y or has that one.
    func withY(_ newY: Double) -> InputEvent? {
        guard let y, y != newY else { return nil }
        switch self {
        case let .down(r, x, _, t): return .down(row: r, x: x, y: newY, time: t)
        case let .move(x, _, t): return .move(x: x, y: newY, time: t)
        case let .up(x, _, t): return .up(x: x, y: newY, time: t)
        default: return nil
        }
    }

    /// The configuration an insert or a reload carries.
    var configuration: RowConfiguration? {
        switch self {
        case let .insertRow(_, c, _), let .reloadRow(_, c, _): c
        default: nil
        }
    }

    /// The event with its x rounded to a whole point, or `nil` when it has none
    /// or it is whole already.
    func withWholeX() -> InputEvent? {
        guard let x, x.isFinite, x.rounded() != x else { return nil }
        switch self {
        case let .down(r, _, y, t): return .down(row: r, x: x.rounded(), y: y, time: t)
        case let .move(_, y, t): return .move(x: x.rounded(), y: y, time: t)
        case let .up(_, y, t): return .up(x: x.rounded(), y: y, time: t)
        default: return nil
        }
    }

    /// The event once row `removed` is gone from the rows a case starts with:
    /// `nil` when it names that row, its indices above it one lower.
    func renumbered(removing removed: Int) -> InputEvent? {
        func shifted(_ i: Int) -> Int { i > removed ? i - 1 : i }
        switch self {
        case let .down(r, x, y, t): return r == removed ? nil : .down(row: shifted(r), x: x, y: y, time: t)
        case let .open(r, e, t): return r == removed ? nil : .open(row: shifted(r), edge: e, time: t)
        case let .close(r, t): return r == removed ? nil : .close(row: shifted(r), time: t)
        case let .activate(r, i, t): return r == removed ? nil : .activate(row: shifted(r), index: i, time: t)
        case let .deleteRow(r, t): return r == removed ? nil : .deleteRow(row: shifted(r), time: t)
        case let .reloadRow(r, c, t): return r == removed ? nil : .reloadRow(row: shifted(r), configuration: c, time: t)
        case let .moveRow(r, to, t): return r == removed ? nil : .moveRow(row: shifted(r), to: shifted(to), time: t)
        case let .insertRow(i, c, t): return .insertRow(index: shifted(i), configuration: c, time: t)
        case .move, .up, .cancel, .advance: return self
        }
    }
}
