import SwipeReference

/// Simplifies a failing case by its structure, after the choice-sequence
/// shrinker: the passes a reader would make by hand, which the choices cannot
/// express in one step because they change several choices together.
///
/// - the shortest prefix of events that still fails (nothing after the failure);
/// - a row less, with the events that name it dropped and later indices renumbered;
/// - an event less (a rejected or inert event the failure does not need);
/// - a declaration or an action less (with the touches moved by the action's width);
/// - the list in its plainest shape (``RowIdentities``): an insert or a reload of an
///   untouched row made part of the rows the case starts with, a reload replaced by
///   an insert, rows swapped, an insert elsewhere, a lower row named, a list change
///   of a simpler kind; every event keeps naming the row it named;
/// - action ids `a`, `b`, … and keys `k0`, `k1`, … in order, trailing declarations first;
/// - a parameter back to its default, the width back to 375 pt (also with the
///   touches or the later times moved by what the change moved);
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
package struct CaseSimplifier {
    /// The order that decides "simpler": fewer events, then fewer rows, fewer
    /// declarations, fewer actions, simpler kinds of event, fewer parameters off
    /// their defaults, fewer distinct keys, lower row indices named earlier, fewer
    /// ids and keys off their canonical names, fewer right-to-left rows, leading
    /// edges and leading declarations first, fewer coordinates off whole points,
    /// then the times and distances (``order`` lists them all in order).
    struct Complexity: Comparable {
        /// The events of the case.
        var events: Int
        /// The rows the case starts with.
        var rows: Int
        /// Declarations, over the rows and the configurations list changes carry.
        var declarations: Int
        /// Actions, over the same configurations.
        var actions: Int
        /// The events' kinds, each by ``EventKind/complexity``.
        var eventKinds: Int
        /// Parameters and widths off their defaults.
        var offDefault: Int
        /// Rows in the `select` style.
        var selectRows: Int
        /// Declarations off their defaults (full swipe forbidden, widths declared).
        var declarationsOffDefault: Int
        /// Distinct keys.
        var distinctKeys: Int
        /// The row indices the events name, smaller when earlier events name lower rows (``CaseSimplifier/rowIndexOrder(_:)``).
        var rowIndexOrder: Int
        /// Keys and action ids off their canonical names.
        var namesOffCanonical: Int
        /// Right-to-left rows, leading declarations and opens toward the leading edge.
        var orientation: Int
        /// Leading declarations before trailing ones (``CaseSimplifier/edgeInversions(_:)``).
        var edgeInversions: Int
        /// Coordinates off whole points.
        var fractionalCoordinates: Int
        /// Touches off the row's y.
        var offRowY: Int
        /// 1 when the clock does not start at 0.
        var lateStart: Int
        /// Times off the 1/64 s ticks.
        var offTicks: Int
        /// Adjacent events out of the canonical order (``CaseSimplifier/inversions(_:)``).
        var eventOrderInversions: Int
        /// The downs' distance from ``CaseSimplifier/originX``, in points rounded up.
        var downsOffCenter: Int
        /// The sum of the times, in 1/64 s rounded up.
        var clock: Int
        /// The moves' and ups' distance from their downs, in points rounded up.
        var displacement: Int
        /// Moves and ups to the right of their downs.
        var rightward: Int
        /// Reloads that give a row a heavier configuration than it had (``CaseSimplifier/heavierReloads(_:)``).
        var heavierReloads: Int

        /// The measures in the order that decides "simpler": the one list `<` reads.
        var order: [Int] {
            [events, rows, declarations, actions, eventKinds, offDefault, selectRows, declarationsOffDefault,
             distinctKeys, rowIndexOrder, namesOffCanonical, orientation, edgeInversions, fractionalCoordinates,
             offRowY, lateStart, offTicks, eventOrderInversions, downsOffCenter, clock, displacement,
             rightward, heavierReloads]
        }

        init(_ input: CaseInput) {
            let configurations = input.rows + input.events.compactMap(\.configuration)
            let weights = configurations.map(CaseSimplifier.Weight.init)
            func total(_ part: KeyPath<CaseSimplifier.Weight, Int>) -> Int { weights.map { $0[keyPath: part] }.reduce(0, +) }
            events = input.events.count
            rows = input.rows.count
            declarations = total(\.declarations)
            actions = total(\.actions)
            eventKinds = input.events.map(\.kind.complexity).reduce(0, +)
            offDefault = total(\.offDefault)
            selectRows = total(\.select)
            declarationsOffDefault = total(\.declarationsOffDefault)
            let keys = configurations.compactMap(\.key)
            distinctKeys = Set(keys).count
            rowIndexOrder = CaseSimplifier.rowIndexOrder(input.events)
            // Keys and action ids both only need to be unique: off their canonical names, they count alike.
            namesOffCanonical = zip(keys, CaseSimplifier.canonicalKeys(keys)).filter { $0 != $1 }.count
                + configurations.map { row in
                    let canonical = CaseSimplifier.canonicalActionIDs(row)
                    return zip(row.declarations, canonical.declarations).map { d, c in
                        zip(d.actions, c.actions).filter { $0.id != $1.id }.count
                    }.reduce(0, +)
                }.reduce(0, +)
            orientation = total(\.rightToLeft) + configurations.map { $0.declarations.filter { $0.edge == .leading }.count }.reduce(0, +)
                + input.events.filter { if case .open(_, .leading, _) = $0 { true } else { false } }.count
            edgeInversions = configurations.map(CaseSimplifier.edgeInversions).reduce(0, +)
            fractionalCoordinates = input.events.compactMap(\.x).filter { $0.isFinite && $0.rounded() != $0 }.count
            offRowY = input.events.compactMap(\.y).filter { $0 != CaseSimplifier.y }.count
            lateStart = (input.events.first?.time).map { $0 == 0 ? 0 : 1 } ?? 0
            offTicks = input.events.filter { $0.time.isFinite && CaseSimplifier.tick($0.time) != $0.time }.count
            eventOrderInversions = CaseSimplifier.inversions(input.events)
            let origins = CaseSimplifier.origins(input.events)
            downsOffCenter = Self.saturating(input.events.compactMap { event -> Double? in
                if case let .down(_, x, _, _) = event, x.isFinite { abs(x - CaseSimplifier.originX) } else { nil }
            }.reduce(0, +).rounded(.up))
            clock = Self.saturating(input.events.map(\.time).filter(\.isFinite).map { ($0 * 64).rounded(.up) }.reduce(0, +))
            displacement = Self.saturating(input.events.indices.compactMap { i in
                origins[i].flatMap { origin in input.events[i].x.map { abs($0 - origin) } }
            }.filter(\.isFinite).reduce(0, +).rounded(.up))
            rightward = input.events.indices.filter { i in
                origins[i].flatMap { origin in input.events[i].x.map { $0 > origin } } ?? false
            }.count
            heavierReloads = CaseSimplifier.heavierReloads(input)
        }

        /// Lexicographic in ``order``.
        static func < (a: Self, b: Self) -> Bool { a.order.lexicographicallyPrecedes(b.order) }

        /// A non-negative measure as an `Int`, the largest one for values beyond it.
        static func saturating(_ value: Double) -> Int { value < Double(Int.max / 2) ? Int(value) : Int.max / 2 }
    }

    /// The width a simplified row gets back (the generators' and vectors' default).
    static let width = 375.0
    /// The y a simplified touch gets back (the generators' and vectors' usual one).
    static let y = 20.0

    /// The x a simplified touch sequence starts at: the middle of a default row.
    static let originX = 188.0

    /// Keys renamed in order of first appearance: `k0`, `k1`, … (a key only needs to be unique).
    static func canonicalKeys(_ keys: [String]) -> [String] {
        var names: [String: String] = [:]
        return keys.map { key in
            if let name = names[key] { return name }
            let name = "k\(names.count)"
            names[key] = name
            return name
        }
    }

    /// For each event, the x of the down that began the touch sequence it belongs to
    /// (a move, an up), or `nil` for an event outside a sequence and for the down itself.
    static func origins(_ events: [InputEvent]) -> [Double?] {
        var origin: Double?
        return events.map { event in
            switch event {
            case let .down(_, x, _, _):
                if origin == nil { origin = x; return nil }
                return nil
            case .move:
                return origin
            case .up:
                defer { origin = nil }
                return origin
            case .cancel:
                origin = nil
                return nil
            case .advance, .open, .close, .activate, .insertRow, .deleteRow, .moveRow, .reloadRow:
                return nil
            }
        }
    }

    /// `t` rounded to a multiple of 1/64 s (the curated vectors' time step).
    static func tick(_ t: Double) -> Double { (t * 64).rounded() / 64 }

    /// The most evaluations of `stillFails`.
    let budget: Int
    /// The evaluations spent so far.
    package private(set) var evaluations = 0
    /// Whether simplifying stopped at `budget` (the case may simplify further).
    package var exhaustedBudget: Bool { evaluations >= budget }
    /// What each pass did, one entry per ``Pass`` in the table's order.
    package private(set) var passStatistics = Pass.allCases.map(PassStatistics.init(pass:))

    package init(budget: Int) {
        self.budget = budget
    }

    /// The simplest case the passes reach from `input`, which fails;
    /// `stillFails` says whether a candidate fails the same way.
    ///
    /// ``Pass/shortestPrefix`` runs first, once. Then rounds of the structural
    /// passes, in table order; a round in which none of them works ends with
    /// ``Pass/lowerNumbers``, and the rounds go on while something changed.
    package mutating func simplify(_ input: CaseInput, stillFails: (CaseInput) -> Bool) -> CaseInput {
        var current = input
        // A case the reference starts stays one it starts: rows it refuses could not be written as a vector.
        let keepRowsValid = Self.rowsAccepted(input)
        _ = apply(.shortestPrefix, to: &current, keepRowsValid: keepRowsValid, stillFails)
        var changed = true
        while changed, evaluations < budget {
            changed = false
            for pass in Pass.structural where apply(pass, to: &current, keepRowsValid: keepRowsValid, stillFails) {
                changed = true
            }
            if changed { continue }
            // Only when no structural pass works: lower each number to the least value that still fails.
            for dimension in Self.dimensions(of: current) where evaluations < budget {
                if let lowered = lower(dimension, in: current, stillFails) {
                    record(.lowerNumbers, from: current, to: lowered)
                    current = lowered
                    changed = true
                }
            }
        }
        return current
    }

    /// Runs `pass` once on `current`: its candidates in order, the first that
    /// is simpler and still fails replacing `current`. Returns whether one did.
    private mutating func apply(_ pass: Pass, to current: inout CaseInput, keepRowsValid: Bool,
                                _ stillFails: (CaseInput) -> Bool) -> Bool {
        let complexity = Complexity(current)
        for candidate in pass.candidates(current) where evaluations < budget {
            guard Complexity(candidate) < complexity, !keepRowsValid || Self.rowsAccepted(candidate) else { continue }
            spend(on: pass)
            if stillFails(candidate) {
                record(pass, from: current, to: candidate)
                current = candidate
                return true  // the pass's later candidates were built from the old case
            }
        }
        return false
    }

    /// Counts one evaluation against `pass`.
    private mutating func spend(on pass: Pass) {
        evaluations += 1
        passStatistics[pass.index].evaluations += 1
    }

    /// Counts a kept candidate of `pass` that turned `old` into `new`.
    private mutating func record(_ pass: Pass, from old: CaseInput, to new: CaseInput) {
        passStatistics[pass.index].improvements += 1
        passStatistics[pass.index].eventsRemoved += max(0, old.events.count - new.events.count)
        passStatistics[pass.index].rowsRemoved += max(0, old.rows.count - new.rows.count)
    }

    /// Whether the reference accepts the rows `input` starts with (SwipeList's checks).
    static func rowsAccepted(_ input: CaseInput) -> Bool {
        do {
            _ = try SwipeList(rows: input.rows)
            return true
        } catch {
            return false
        }
    }

    /// One number of a case that can be lowered: its value, and the case with another value.
    struct Dimension {
        var value: Int
        var setting: (Int) -> CaseInput
    }

    /// The case with `dimension` at the least value in `0 ..< value` that still fails,
    /// by a binary search from 0 (the same least value from any start when failing is
    /// monotone in it); `nil` when no lower value fails.
    private mutating func lower(_ dimension: Dimension, in current: CaseInput, _ stillFails: (CaseInput) -> Bool) -> CaseInput? {
        guard dimension.value > 0 else { return nil }
        let complexity = Complexity(current)
        func fails(_ value: Int) -> CaseInput? {
            let candidate = dimension.setting(value)
            guard Complexity(candidate) < complexity, evaluations < budget else { return nil }
            spend(on: .lowerNumbers)
            return stillFails(candidate) ? candidate : nil
        }
        if let zero = fails(0) { return zero }
        var passing = 0, failing = dimension.value
        var best: CaseInput?
        while failing - passing > 1, evaluations < budget {
            let middle = passing + (failing - passing) / 2
            if let found = fails(middle) {
                failing = middle
                best = found
            } else {
                passing = middle
            }
        }
        return best
    }

    /// The numbers the lowering searches work on: each event's time after the one
    /// before it, in 1/64 s (the later events keep their spacing), and each move's
    /// or up's distance from the down of its sequence, in whole points.
    static func dimensions(of input: CaseInput) -> [Dimension] {
        var result: [Dimension] = []
        let events = input.events
        for i in events.indices {
            let previous = i == 0 ? 0 : events[i - 1].time
            let gap = events[i].time - previous
            guard gap.isFinite, gap > 0, tick(gap) == gap else { continue }
            // The event alone earlier (the later ones stay), then with the later ones keeping their spacing.
            result.append(Dimension(value: Int(gap * 64)) { ticks in
                var copy = input
                copy.events[i] = events[i].withTime(previous + Double(ticks) / 64)
                return copy
            })
            result.append(Dimension(value: Int(gap * 64)) { ticks in
                let shift = Double(ticks) / 64 - gap
                var copy = input
                for j in i..<events.count where events[j].time.isFinite { copy.events[j] = events[j].withTime(events[j].time + shift) }
                return copy
            })
        }
        for start in events.indices {
            guard case let .down(_, x, _, _) = events[start], x.isFinite, x.rounded() == x, x != originX, abs(x - originX) < 1e6 else { continue }
            let sign = x < originX ? -1.0 : 1.0
            let end = endOfSequence(events, from: start)
            result.append(Dimension(value: Int(abs(x - originX))) { distance in
                shiftingSequence(input, from: start, to: end, by: originX + sign * Double(distance) - x)
            })
        }
        for (i, origin) in origins(events).enumerated() {
            guard let origin, let x = events[i].x, x.isFinite, x.rounded() == x, abs(x - origin) < 1e6 else { continue }
            let sign = x < origin ? -1.0 : 1.0
            result.append(Dimension(value: Int(abs(x - origin))) { distance in
                var copy = input
                copy.events[i] = events[i].withX(origin + sign * Double(distance)) ?? events[i]
                return copy
            })
        }
        return result
    }

    /// The index of the event that ends the touch sequence begun by the down at
    /// `start` (its up or cancel), or the last event when it never ends.
    static func endOfSequence(_ events: [InputEvent], from start: Int) -> Int {
        var end = start
        for j in (start + 1)..<events.count {
            switch events[j] {
            case .up, .cancel: return j
            case .move: end = j
            case .down, .advance, .open, .close, .activate, .insertRow, .deleteRow, .moveRow, .reloadRow: continue
            }
        }
        return end
    }

    /// A whole touch sequence less: the down, its moves and its up or cancel at once
    /// (one at a time, each leaves the rest rejected or changed).
    static func withoutTouchSequences(_ input: CaseInput) -> [CaseInput] {
        input.events.indices.reversed().compactMap { start in
            guard case .down = input.events[start] else { return nil }
            let end = endOfSequence(input.events, from: start)
            var copy = input
            copy.events = input.events.enumerated().filter { i, e in
                !(i == start || (i > start && i <= end && e.isTouchEvent))
            }.map(\.element)
            return copy
        }
    }

    /// A touch sequence replaced by the programmatic event that has the same effect
    /// when the failure only needs the row open or closed: `open` toward either edge,
    /// or `close`, at the time of the down; then each `open` with the later touch
    /// sequences moved onto a button of the edge it opens (the point of the button
    /// nearest ``originX``), for a failure that needs a tap on the open row's buttons;
    /// then each of these with every `select` row in the `reveal` style.
    static func programmaticInsteadOfTouch(_ input: CaseInput) -> [CaseInput] {
        let configurations = configurationsBefore(input.events, from: input.rows)
        var plain: [CaseInput] = [], aimed: [CaseInput] = []
        for start in input.events.indices.reversed() {
            guard case let .down(row, _, _, t) = input.events[start] else { continue }
            let end = endOfSequence(input.events, from: start)
            let replacements: [InputEvent] = [.open(row: row, edge: .trailing, time: t), .open(row: row, edge: .leading, time: t),
                                              .close(row: row, time: t)]
            for replacement in replacements {
                var copy = input
                copy.events = input.events.enumerated().compactMap { i, e in
                    if i == start { return replacement }
                    return i > start && i <= end && e.isTouchEvent ? nil : e
                }
                plain.append(copy)
                guard case let .open(_, edge, _) = replacement, configurations[start].indices.contains(row) else { continue }
                for aim in buttonAims(configurations[start][row], edge) {
                    let moved = copy.events.indices.filter { $0 > start }.reduce(copy) { moved, k in
                        guard case let .down(_, x, _, _) = moved.events[k], x.isFinite, x != aim else { return moved }
                        return shiftingSequence(moved, from: k, to: endOfSequence(moved.events, from: k), by: aim - x)
                    }
                    if moved != copy { aimed.append(moved) }
                }
            }
        }
        // A drag that opened a `select` row may stand for an open of a `reveal` row.
        let revealed = (plain + aimed).compactMap { candidate -> CaseInput? in
            let slots = Slot.all(in: candidate).filter { $0.get(candidate).style == .select }
            guard !slots.isEmpty else { return nil }
            return slots.reduce(candidate) { c, slot in
                var row = slot.get(c)
                row.style = .reveal
                return slot.set(row, in: c)
            }
        }
        return plain + aimed + revealed
    }

    /// For each button of `edge` in `row`, the whole point inside it nearest ``originX``
    /// (a point on a boundary may belong to the neighbour, REV-5).
    static func buttonAims(_ row: RowConfiguration, _ edge: Edge) -> [Double] {
        let layout = EdgeLayout(edge: edge, row: row)
        var aims: [Double] = []
        var start = 0.0
        for w in layout.widths {
            let (low, high) = layout.side == .right ? (row.width - start - w, row.width - start) : (start, start + w)
            start += w
            let (first, last) = ((low + 1).rounded(.up), (high - 1).rounded(.down))
            guard first.isFinite, last.isFinite, first <= last else { continue }
            aims.append(min(max(originX, first), last))
        }
        return aims
    }

    /// The rows' configurations just before each event, following the list
    /// changes whose indices fit (the simplifier's view; the model may still
    /// reject one for its configuration).
    static func configurationsBefore(_ events: [InputEvent], from rows: [RowConfiguration]) -> [[RowConfiguration]] {
        var current = rows
        return events.map { e in
            defer { if e.isListChange, CaseInput.fits(e, current.count) { current = e.applied(to: current) } }
            return current
        }
    }

    /// A list change less, with the later events' row indices rewritten for the
    /// list as it is without it (an insert's row gone, a deleted row kept; events
    /// that name an inserted row that is not there go too).
    static func withoutListChanges(_ input: CaseInput) -> [CaseInput] {
        input.events.indices.reversed().compactMap { removed in
            let ghost: (Int, Bool)  // the row's place, and whether the list without the change has one row fewer
            switch input.events[removed] {
            case let .insertRow(index, _, _): ghost = (index, true)
            case let .deleteRow(row, _): ghost = (row, false)
            case .down, .move, .up, .cancel, .advance, .open, .close, .activate, .moveRow, .reloadRow: return nil  // no row to keep or drop: withoutEvents removes them
            }
            var place: Int? = ghost.0
            var events = Array(input.events[..<removed])
            for e in input.events[(removed + 1)...] {
                guard let p = place else { events.append(e); continue }
                let fewer = ghost.1
                // An index of the list with the change, in the list without it; nil for the inserted row itself.
                let mapped: (Int) -> Int? = fewer ? RowNumbering.afterDelete(p) : RowNumbering.afterInsert(at: p)
                guard let rewritten = e.mappingRows(mapped, insertIndex: { fewer ? ($0 > p ? $0 - 1 : $0) : ($0 > p ? $0 + 1 : $0) }) else {
                    // The event named the inserted row: it goes, and the row goes where the event would have taken it.
                    if fewer { place = e.rowMap.map { $0(p) } ?? p }
                    continue
                }
                events.append(rewritten)
                // The kept or dropped row's place after the event, in the list the rewritten events index.
                if let map = (fewer ? e : rewritten).rowMap { place = map(p) }
            }
            return CaseInput(rows: input.rows, events: events)
        }
    }

    /// Declarations back to their defaults: a full swipe allowed, no declared action widths.
    static func withDefaultDeclarations(_ input: CaseInput) -> [CaseInput] {
        changingConfigurations(input, defaultDeclarations) + aimedChanges(input, defaultDeclarations)
    }

    /// A declaration allowing full swipes, an action at the default width: one each.
    static func defaultDeclarations(_ row: RowConfiguration) -> [RowConfiguration] {
        var candidates: [RowConfiguration] = []
        for d in row.declarations.indices {
            if !row.declarations[d].allowsFullSwipe {
                var copy = row
                copy.declarations[d].allowsFullSwipe = true
                candidates.append(copy)
            }
            for a in row.declarations[d].actions.indices where row.declarations[d].actions[a].width != nil {
                var copy = row
                copy.declarations[d].actions[a].width = nil
                candidates.append(copy)
            }
        }
        return candidates
    }

    /// For each change `changes` proposes for a configuration that changes an
    /// edge's extent (ACC-5, ``EdgeLayout/extent``), the case with the change
    /// and every touch moved by the change of extent either way: a touch at a
    /// button's inner side stays at it.
    static func aimedChanges(_ input: CaseInput, _ changes: (RowConfiguration) -> [RowConfiguration]) -> [CaseInput] {
        func extents(_ row: RowConfiguration) -> [Double] { Edge.allCases.map { EdgeLayout(edge: $0, row: row).extent } }
        return Slot.all(in: input).flatMap { slot -> [CaseInput] in
            let old = slot.get(input)
            let oldExtents = extents(old)
            return changes(old).flatMap { new -> [CaseInput] in
                let changed = slot.set(new, in: input)
                let moves = zip(oldExtents, extents(new)).map { $0 - $1 }.filter { $0 != 0 && $0.isFinite }
                return moves.flatMap { [$0, -$0] }.uniqued().map { dx in changed.mappingTouchX { $0 + dx } }
            }
        }
    }

    /// Keys renamed `k0`, `k1`, … in order of first appearance.
    static func withCanonicalKeys(_ input: CaseInput) -> [CaseInput] {
        let slots = Slot.all(in: input)
        let keys = slots.compactMap { $0.get(input).key }
        let names = canonicalKeys(keys)
        guard names != keys else { return [] }
        var renamed: [String: String] = [:]
        for (key, name) in zip(keys, names) { renamed[key] = name }
        var copy = input
        for slot in slots {
            var configuration = slot.get(copy)
            configuration.key = configuration.key.flatMap { renamed[$0] }
            copy = slot.set(configuration, in: copy)
        }
        return [copy]
    }

    /// A move or up to the right of its down mirrored to the left of it, the same
    /// distance away (the direction a trailing edge opens in left-to-right rows).
    static func leftward(_ input: CaseInput) -> [CaseInput] {
        zip(input.events.indices, origins(input.events)).compactMap { i, origin in
            guard let origin, let x = input.events[i].x, x > origin, let mirrored = input.events[i].withX(2 * origin - x) else { return nil }
            var copy = input
            copy.events[i] = mirrored
            return copy
        }
    }

    /// Each touch sequence moved so that its down is at ``originX`` (its moves and up with it).
    static func startingAtCenter(_ input: CaseInput) -> [CaseInput] {
        input.events.indices.compactMap { start in
            guard case let .down(_, x, _, _) = input.events[start], x.isFinite, x != originX else { return nil }
            return shiftingSequence(input, from: start, to: endOfSequence(input.events, from: start), by: originX - x)
        }
    }

    /// The case with the touch events of the sequence from `start` to `end` moved `dx` along x.
    static func shiftingSequence(_ input: CaseInput, from start: Int, to end: Int, by dx: Double) -> CaseInput {
        var copy = input
        for i in start...end where input.events[i].isTouchEvent {
            if let moved = input.events[i].x.flatMap({ input.events[i].withX($0 + dx) }) { copy.events[i] = moved }
        }
        return copy
    }

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

    /// An action less; then the same with every touch moved by the action's width
    /// either way, so that a tap on a button that slides over the removed one's
    /// place still lands on it.
    static func withoutActions(_ input: CaseInput) -> [CaseInput] {
        var plain: [CaseInput] = [], aimed: [CaseInput] = []
        for slot in Slot.all(in: input) {
            let row = slot.get(input)
            for d in row.declarations.indices {
                for a in row.declarations[d].actions.indices.reversed() {
                    var copy = row
                    copy.declarations[d].actions.remove(at: a)
                    let without = slot.set(copy, in: input)
                    plain.append(without)
                    let w = row.declarations[d].actions[a].effectiveWidth(row.parameters)
                    guard w.isFinite, w > 0 else { continue }
                    aimed += [w, -w].map { dx in without.mappingTouchX { $0 + dx } }
                }
            }
        }
        return plain + aimed.filter { $0 != input }
    }

    /// Action ids renamed `a`, `b`, … in order of first appearance in each
    /// configuration (an id only needs to be unique within its row, ACC-4).
    static func canonicalActionIDs(_ row: RowConfiguration) -> RowConfiguration {
        var names: [String: String] = [:]
        var copy = row
        for d in copy.declarations.indices {
            for a in copy.declarations[d].actions.indices {
                let id = copy.declarations[d].actions[a].id
                let name = names[id] ?? actionName(names.count)
                names[id] = name
                copy.declarations[d].actions[a].id = name
            }
        }
        return copy
    }

    /// `a` … `z`, then `a26`, `a27`, …
    static func actionName(_ n: Int) -> String {
        n < 26 ? String(UnicodeScalar(UInt8(97 + n))) : "a\(n)"
    }

    static func withCanonicalActionIDs(_ input: CaseInput) -> [CaseInput] {
        changingConfigurations(input) { row in
            let renamed = canonicalActionIDs(row)
            return renamed == row ? [] : [renamed]
        }
    }

    /// Declarations on the trailing edge before those on the leading edge (the
    /// order of declarations matters only within an edge, ACC-1), the actions
    /// renamed in their new order.
    static func declarationsByEdge(_ input: CaseInput) -> [CaseInput] {
        changingConfigurations(input) { row in
            row.declarations.indices.dropLast().compactMap { d in
                guard row.declarations[d].edge == .leading, row.declarations[d + 1].edge == .trailing else { return nil }
                var copy = row
                copy.declarations.swapAt(d, d + 1)
                return canonicalActionIDs(copy)
            }
        }
    }

    /// Pairs of declarations with a leading one before a trailing one.
    static func edgeInversions(_ row: RowConfiguration) -> Int {
        var leading = 0, inversions = 0
        for declaration in row.declarations {
            if declaration.edge == .leading { leading += 1 } else { inversions += leading }
        }
        return inversions
    }

    /// A parameter back to its default; the width back to 375 pt, then the same
    /// with every touch moved by the change of width (a point kept at its distance
    /// from the right side, where a left-to-right row's trailing buttons are); the
    /// settle duration back to its default with the events from one of them on
    /// moved by the change of duration (an event at a settle's end kept there).
    static func withDefaults(_ input: CaseInput) -> [CaseInput] {
        let settle = SwipeParameters.defaults.settleDuration
        let resettled = Slot.all(in: input).flatMap { slot -> [CaseInput] in
            var row = slot.get(input)
            let dt = settle - row.parameters.settleDuration
            guard dt != 0, dt.isFinite else { return [] }
            row.parameters.settleDuration = settle
            let reset = slot.set(row, in: input)
            return input.events.indices.dropFirst().compactMap { from -> CaseInput? in
                var copy = reset
                for i in from..<copy.events.count where copy.events[i].time.isFinite {
                    copy.events[i] = copy.events[i].withTime(copy.events[i].time + dt)
                }
                let times = copy.events.map(\.time).filter(\.isFinite)
                return zip(times, times.dropFirst()).allSatisfy { $0 <= $1 } ? copy : nil
            }
        }
        let widened = Slot.all(in: input).compactMap { slot -> CaseInput? in
            var row = slot.get(input)
            guard row.width != width, row.width.isFinite else { return nil }
            let dx = width - row.width
            row.width = width
            return slot.set(row, in: input).mappingTouchX { $0 + dx }
        }
        return changingConfigurations(input, defaultMeasurements) + widened + resettled + aimedChanges(input, defaultMeasurements)
    }

    /// The width back to 375 pt, a parameter back to its default: one each.
    static func defaultMeasurements(_ row: RowConfiguration) -> [RowConfiguration] {
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

    /// A right-to-left row made left-to-right, its declarations as they are.
    static func leftToRight(_ input: CaseInput) -> [CaseInput] { changing(\.layoutDirection, from: .rightToLeft, to: .leftToRight, in: input) }

    static func inRevealStyle(_ input: CaseInput) -> [CaseInput] { changing(\.style, from: .select, to: .reveal, in: input) }

    /// One candidate per configuration whose `property` is `old`, with `new` instead.
    static func changing<Value: Equatable>(
        _ property: WritableKeyPath<RowConfiguration, Value>, from old: Value, to new: Value, in input: CaseInput
    ) -> [CaseInput] {
        changingConfigurations(input) { row in
            guard row[keyPath: property] == old else { return [] }
            var copy = row
            copy[keyPath: property] = new
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

    /// Each time on the nearest 1/64 s, else the one before, else the one after.
    static func onTicks(_ input: CaseInput) -> [CaseInput] {
        input.events.indices.flatMap { i -> [CaseInput] in
            let t = input.events[i].time
            guard t.isFinite, tick(t) != t else { return [] }
            return [tick(t), (t * 64).rounded(.down) / 64, (t * 64).rounded(.up) / 64].uniqued().map { onTick in
                var copy = input
                copy.events[i] = input.events[i].withTime(onTick)
                return copy
            }
        }
    }

    static func canonicallyOriented(_ input: CaseInput) -> [CaseInput] {
        [input.mirrored(), input.edgeSwapped(), input.mirrored().edgeSwapped()]
    }

    /// Each x rounded to the nearest whole point, else down, else up (a boundary
    /// case may need one side of it).
    static func withWholeCoordinates(_ input: CaseInput) -> [CaseInput] {
        input.events.indices.flatMap { i -> [CaseInput] in
            guard let x = input.events[i].x, x.isFinite, x.rounded() != x else { return [] }
            return [x.rounded(), x.rounded(.down), x.rounded(.up)].uniqued().compactMap { whole in
                guard let event = input.events[i].withX(whole) else { return nil }
                var copy = input
                copy.events[i] = event
                return copy
            }
        }
    }

    /// An event replaced by one of a simpler kind at the same time: an advance,
    /// a cancel, or (for a move or a down) an up at its point, (for a move) an up
    /// where its sequence began, (for an open) a close.
    static func simplerKinds(_ input: CaseInput) -> [CaseInput] {
        let origins = origins(input.events)
        return input.events.indices.flatMap { i -> [CaseInput] in
            let e = input.events[i], t = e.time
            var replacements: [InputEvent] = [.advance(time: t), .cancel(time: t)]
            switch e {
            case let .move(x, y, _):
                replacements.append(.up(x: x, y: y, time: t))
                // Or an up where the sequence began: a release that has not moved.
                if let origin = origins[i], origin != x { replacements.append(.up(x: origin, y: y, time: t)) }
            case let .down(_, x, y, _): replacements.append(.up(x: x, y: y, time: t))
            case let .open(row, _, _): replacements.append(.close(row: row, time: t))
            case .up, .cancel, .advance, .close, .activate, .insertRow, .deleteRow, .moveRow, .reloadRow: break  // only the advance and the cancel
            }
            return replacements.filter { $0.kind.complexity < e.kind.complexity }.map { replacement in
                var copy = input
                copy.events[i] = replacement
                return copy
            }
        }
    }

    /// The rank of an event kind in the canonical order of events at the same
    /// moment: the app's changes and programmatic events before touches.
    static func rank(_ event: InputEvent) -> Int {
        switch event {
        case .insertRow, .deleteRow, .moveRow, .reloadRow: 0
        case .open, .close, .activate: 1
        case .advance: 2
        case .down, .move, .up, .cancel: 3
        }
    }

    /// Adjacent events out of the canonical order of ``rank(_:)``.
    static func inversions(_ events: [InputEvent]) -> Int {
        zip(events, events.dropFirst()).filter { rank($0) > rank($1) }.count
    }

    /// Two adjacent events out of the canonical order swapped, each taking the
    /// other's time (so the times stay in order).
    static func inCanonicalOrder(_ input: CaseInput) -> [CaseInput] {
        input.events.indices.dropLast().compactMap { i in
            let (a, b) = (input.events[i], input.events[i + 1])
            guard rank(a) > rank(b) else { return nil }
            var copy = input
            copy.events[i] = b.withTime(a.time)
            copy.events[i + 1] = a.withTime(b.time)
            return copy
        }
    }
}

extension Array where Element: Hashable {
    /// The elements in order, each once.
    func uniqued() -> [Element] {
        var seen = Set<Element>()
        return filter { seen.insert($0).inserted }
    }
}

extension InputEvent {
    /// The x the event carries, if any.
    var x: Double? {
        switch self {
        case let .down(_, x, _, _), let .move(x, _, _), let .up(x, _, _): x
        case .cancel, .advance, .open, .close, .activate, .insertRow, .deleteRow, .moveRow, .reloadRow: nil
        }
    }

    /// The y the event carries, if any.
    var y: Double? {
        switch self {
        case let .down(_, _, y, _), let .move(_, y, _), let .up(_, y, _): y
        case .cancel, .advance, .open, .close, .activate, .insertRow, .deleteRow, .moveRow, .reloadRow: nil
        }
    }

    /// The event with its y set to `newY`, or `nil` when it has no y or has that one.
    func withY(_ newY: Double) -> InputEvent? {
        guard let y, y != newY else { return nil }
        switch self {
        case let .down(r, x, _, t): return .down(row: r, x: x, y: newY, time: t)
        case let .move(x, _, t): return .move(x: x, y: newY, time: t)
        case let .up(x, _, t): return .up(x: x, y: newY, time: t)
        case .cancel, .advance, .open, .close, .activate, .insertRow, .deleteRow, .moveRow, .reloadRow: return nil
        }
    }

    /// Whether the event is part of a touch sequence: a down, move, up or cancel.
    var isTouchEvent: Bool { kind.isTouch }

    /// The event with its x set to `newX`, or `nil` when it has no x.
    func withX(_ newX: Double) -> InputEvent? {
        switch self {
        case let .down(r, _, y, t): return .down(row: r, x: newX, y: y, time: t)
        case let .move(_, y, t): return .move(x: newX, y: y, time: t)
        case let .up(_, y, t): return .up(x: newX, y: y, time: t)
        case .cancel, .advance, .open, .close, .activate, .insertRow, .deleteRow, .moveRow, .reloadRow: return nil
        }
    }

    /// The event with every row index it names passed through `map`, and an
    /// insert's index through `insertIndex`; `nil` when `map` drops a row it names.
    func mappingRows(_ map: (Int) -> Int?, insertIndex: (Int) -> Int) -> InputEvent? {
        switch self {
        case let .down(r, x, y, t): return map(r).map { .down(row: $0, x: x, y: y, time: t) }
        case let .open(r, e, t): return map(r).map { .open(row: $0, edge: e, time: t) }
        case let .close(r, t): return map(r).map { .close(row: $0, time: t) }
        case let .activate(r, i, t): return map(r).map { .activate(row: $0, index: i, time: t) }
        case let .deleteRow(r, t): return map(r).map { .deleteRow(row: $0, time: t) }
        case let .reloadRow(r, c, t): return map(r).map { .reloadRow(row: $0, configuration: c, time: t) }
        case let .moveRow(r, to, t):
            guard let from = map(r), let target = map(to) else { return nil }
            return .moveRow(row: from, to: target, time: t)
        case let .insertRow(i, c, t): return .insertRow(index: insertIndex(i), configuration: c, time: t)
        case .move, .up, .cancel, .advance: return self
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

extension CaseInput {
    /// The case with the x of every touch event passed through `transform`.
    func mappingTouchX(_ transform: (Double) -> Double) -> CaseInput {
        var copy = self
        copy.events = events.map { e in e.x.flatMap { e.withX(transform($0)) } ?? e }
        return copy
    }
}
