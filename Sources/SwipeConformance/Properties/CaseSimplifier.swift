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
/// - a coordinate rounded to a whole point.
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
            let fractional = input.events.compactMap(\.x).filter { $0.isFinite && $0.rounded() != $0 }.count
            measures = [input.rows.count, input.events.count, declarations, actions, offDefault, orientation, fractional]
        }

        static func < (a: Self, b: Self) -> Bool { a.measures.lexicographicallyPrecedes(b.measures) }
    }

    /// The width a simplified row gets back (the generators' and vectors' default).
    static let width = 375.0

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
        withoutRows, withoutEvents, withoutDeclarations, withoutActions, withDefaults, canonicallyOriented, withWholeCoordinates,
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

    static func withoutDeclarations(_ input: CaseInput) -> [CaseInput] {
        input.rows.indices.flatMap { r in
            input.rows[r].declarations.indices.reversed().map { d in
                var copy = input
                copy.rows[r].declarations.remove(at: d)
                return copy
            }
        }
    }

    static func withoutActions(_ input: CaseInput) -> [CaseInput] {
        input.rows.indices.flatMap { r in
            input.rows[r].declarations.indices.flatMap { d in
                input.rows[r].declarations[d].actions.indices.reversed().map { a in
                    var copy = input
                    copy.rows[r].declarations[d].actions.remove(at: a)
                    return copy
                }
            }
        }
    }

    static func withDefaults(_ input: CaseInput) -> [CaseInput] {
        input.rows.indices.flatMap { r in
            var candidates: [CaseInput] = []
            if input.rows[r].width != width {
                var copy = input
                copy.rows[r].width = width
                candidates.append(copy)
            }
            for parameter in SwipeParameters.Parameter.allCases
            where input.rows[r].parameters[parameter] != SwipeParameters.defaults[parameter] {
                var copy = input
                copy.rows[r].parameters[parameter] = SwipeParameters.defaults[parameter]
                candidates.append(copy)
            }
            return candidates
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
