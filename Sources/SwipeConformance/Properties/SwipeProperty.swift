import SwipeReference

/// The properties every implementation must satisfy, each naming the
/// SPEC.md requirements it checks.
public enum SwipeProperty: String, CaseIterable, Sendable, Hashable {
    /// Observations equal the reference's, event by event (NUM-2 comparison).
    case differential
    /// Invariants of the implementation's own observations, no oracle.
    case invariants
    /// Mirroring x with the layout direction mirrors the physical output and keeps the logical one.
    case mirror
    /// Splitting a declaration in two, or adding an empty one, keeps the outcome.
    case splitDeclaration
    /// Shifting every timestamp keeps the outcome (settle end times shift with it).
    case timeShift
    /// Shifting the touch origin (y always; x when no tap lands on an open row) keeps the outcome.
    case originShift
    /// In the select style, dragging further never selects an action nearer the edge.
    case monotoneSelection
    /// Inserting a row nobody touches, mid-stream, shifts every other row's
    /// observations by one index and changes nothing else (SPEC MUT).
    case untouchedRow
    /// A row's state is its own: no row is open, settling or performs an action
    /// unless its own touch, `open` or `activate` started it, so nothing of a deleted
    /// row passes to another (SPEC MUT).
    case rowOwnsState

    /// Whether the property holds for every implementation of `profile`: the
    /// invariants and the relations of sections 3 to 8 assume the default design
    /// (one open row, the rubber band's bound, taps and hits mirrored exactly);
    /// the differential property holds under every design, against the
    /// reference under it; a relation that shifts touches needs touches that may
    /// leave the row; a settle shown breaks the invariants that tie an offset to
    /// its phase and revealed edge.
    package func holds(under profile: Profile) -> Bool {
        if profile.design == .default && !profile.touchesInsideRow && profile.timeQuantum == nil && profile.positionQuantum == nil
            && profile.settle == .target {
            return true
        }
        switch self {
        case .differential, .splitDeclaration: return true
        case .mirror: return profile.design.hitInterval == .fromEdge
        case .timeShift, .originShift, .invariants, .monotoneSelection, .untouchedRow, .rowOwnsState: return false
        }
    }

    /// The SPEC.md requirement ids the property checks.
    public var requirements: [RequirementID] {
        switch self {
        case .differential: return [.obs7, .num2]
        case .invariants: return [.lst1, .geo4, .ela3, .ela4, .rev5, .can5, .des2, .des3, .obs5, .tim5, .sel5]
        case .mirror: return [.geo2, .geo3, .ord3, .ord4]
        case .splitDeclaration: return [.acc1, .acc2, .acc3]
        case .timeShift: return [.tim1, .tim2, .vel3]
        case .originShift: return [.rec1, .ela3, .geo5]
        case .monotoneSelection: return [.sel1, .thr5, .sel6]
        case .untouchedRow: return [.mut1, .mut2, .mut13]
        case .rowOwnsState: return [.mut1, .mut3, .mut10, .mut13]
        }
    }

    /// Whether the property needs the reference (only the differential one does).
    package var needsOracle: Bool { self == .differential }
}

/// Runs one case on the implementation under test.
package typealias CaseExecutor = (CaseInput) -> CaseRun

/// How an implementation failed to give a checkable output, rather than failing a property.
package enum CaseBreak: String, Sendable, Hashable {
    /// The implementation answered that it cannot run the case, or answered a malformed observation.
    case rejected
    /// The implementation broke the protocol (PROTOCOL.md 4): no answer in time, a malformed line, an exit.
    case protocolBroken = "protocol"
    /// The implementation answered a different number of observations than there are events.
    case observationCount
}

/// The outcome of checking properties on one case.
package enum PropertyVerdict: Sendable, Hashable {
    /// Every property checked holds.
    case holds
    /// The property fails, with what differs.
    case fails(SwipeProperty, message: String)
    /// The implementation gave no output to check (on the case or on a transformed one).
    case broken(CaseBreak, message: String)

    /// The failure message, or `nil` when the properties hold.
    package var message: String? {
        switch self {
        case .holds: return nil
        case let .fails(_, message), let .broken(_, message): return message
        }
    }

    /// The property that failed; `nil` when every property holds or the implementation broke.
    package var failedProperty: SwipeProperty? {
        if case let .fails(property, _) = self { return property }
        return nil
    }

    /// This verdict as the failure a property search returns: `nil` when every property holds.
    package var failure: PropertyVerdict? { self == .holds ? nil : self }

    /// Whether `other` fails the same way: the same property, or the same kind of break.
    /// Shrinking accepts only such candidates, so the minimum shows the same bug.
    package func failsTheSameWay(as other: PropertyVerdict) -> Bool {
        switch (self, other) {
        case let (.fails(a, _), .fails(b, _)): return a == b
        case let (.broken(a, m), .broken(b, n)): return a == b && (a != .protocolBroken || Self.breakKind(m) == Self.breakKind(n))
        case (.holds, _), (.fails, _), (.broken, _): return false  // holding is no failure; a failure is no break
        }
    }

    /// The kind of a protocol break, from its message: a crash or exit, a
    /// timeout, a closed stream, or malformed output. Shrinking a crash keeps
    /// a crash (a candidate that times out instead shows another bug).
    package static func breakKind(_ message: String) -> String {
        if message.contains("interrupted by") { return "interrupted" }
        if message.contains("timed out") { return "timeout" }
        if message.contains("the process ended") || message.contains("exit status") || message.contains("killed by signal") { return "exit" }
        if message.contains("closed its standard") { return "closed" }
        return "malformed"
    }

    /// How a case failed, as `fuzz` names it after "case N failed": `a
    /// property failure`, `a protocol break`, `the implementation could not
    /// run it`, `a wrong count of observations`; `no failure` for `holds`.
    package var kind: String {
        switch self {
        case .holds: "no failure"
        case .fails: "a property failure"
        case .broken(.protocolBroken, _): "a protocol break"
        case .broken(.rejected, _): "the implementation could not run it"
        case .broken(.observationCount, _): "a wrong count of observations"
        }
    }
}

/// The checks behind `SwipeProperty`.
package enum PropertyChecks {
    /// The failure message of `property` on `input`, or `nil` when it holds.
    package static func check(_ property: SwipeProperty, _ input: CaseInput, run: CaseExecutor) -> String? {
        verdict([property], input, run: run).message
    }

    /// Checks `properties` in order on `input`: runs the input **once** and gives
    /// its output to every property (transforms still run their transformed
    /// inputs); the first property that fails gives the verdict.
    ///
    /// `observing` is what the differential property compares and the design
    /// the reference follows there (a profile's `observes`, `settle` and
    /// `design`, SPEC.md sections 9 and 10; the relations compare the
    /// implementation with itself, in the observed fields, exactly); a
    /// transformed input that `admits` refuses (a style, feature or touch the
    /// implementation's declaration does not allow) is never run: that relation
    /// holds vacuously for the case.
    package static func verdict(
        _ properties: [SwipeProperty], _ input: CaseInput, run: CaseExecutor,
        observing: Observing = .everything, admits: (@Sendable (CaseInput) -> Bool)? = nil
    ) -> PropertyVerdict {
        guard !properties.isEmpty else { return .holds }
        let original: CaseOutput
        switch output(of: input, run: run, label: nil) {
        case let .success(o): original = o
        case let .failure(broken): return broken.verdict
        }
        for property in properties {
            let v = verdict(property, input, original, run: run, observing: observing, admits: admits)
            if v != .holds { return v }
        }
        return .holds
    }

    /// A break found while getting an output, as an error for `Result`.
    struct Broken: Error {
        var verdict: PropertyVerdict
    }

    /// The output of `input`, or the break that stopped it; `label` names a transformed input.
    static func output(of input: CaseInput, run: CaseExecutor, label: String?) -> Result<CaseOutput, Broken> {
        let prefix = label.map { "\($0): " } ?? ""
        switch run(input) {
        case let .output(o):
            guard o.observations.count == input.events.count else {
                return .failure(Broken(verdict: .broken(.observationCount,
                    message: "\(prefix)\(Describe.count(o.observations.count, "observation")) for \(Describe.count(input.events.count, "event"))")))
            }
            return .success(o)
        case let .rejected(m):
            return .failure(Broken(verdict: .broken(.rejected, message: prefix + CaseRun.rejectionMessage(m))))
        case let .broken(m):
            return .failure(Broken(verdict: .broken(.protocolBroken, message: "\(prefix)the implementation broke the protocol: \(m)")))
        }
    }

    /// The verdict of one property on `input`, whose output is `original`.
    static func verdict(_ property: SwipeProperty, _ input: CaseInput, _ original: CaseOutput, run: CaseExecutor,
                        observing: Observing = .everything,
                        admits: (@Sendable (CaseInput) -> Bool)? = nil) -> PropertyVerdict {
        func failing(_ message: String?) -> PropertyVerdict {
            message.map { .fails(property, message: $0) } ?? .holds
        }
        let itself = Observing(fields: observing.fields, settle: .target, design: observing.design)
        func related(_ transformed: CaseInput, expected: CaseOutput, label: String) -> PropertyVerdict {
            if let admits, !admits(transformed) { return .holds }  // never sent: not announced
            switch output(of: transformed, run: run, label: label) {
            case let .success(o): return failing(difference(expected: expected, actual: o, input: transformed, label: label, observing: itself))
            case let .failure(broken): return broken.verdict
            }
        }
        switch property {
        case .differential:
            // An implementation that answers a case whose rows the reference refuses
            // (SPEC 2) accepted a configuration it must reject.
            do {
                let (expected, starts) = try input.referenceRun(design: observing.design, probingReleases: observing.settle == .shown)
                return failing(difference(expected: expected, actual: original, input: input, label: "differs from the reference",
                                          observing: observing, settleStarts: starts))
            } catch {
                return .fails(property, message: "differs from the reference: the reference refuses the rows (\(error)), the implementation ran the case")
            }
        case .invariants:
            return failing(invariants(input, original))
        case .monotoneSelection:
            return failing(monotone(input, original))
        case .rowOwnsState:
            return failing(rowOwnsState(input, original))
        case .mirror, .splitDeclaration, .timeShift, .originShift, .untouchedRow:
            guard let relation = relatedCase(property, input, original) else { return .holds }
            return related(relation.input, expected: relation.expected, label: relation.label)
        }
    }

    /// The transformed case a metamorphic relation runs beside `input`, the
    /// output it predicts for it from `original` (the output of `input`), and
    /// how the case was transformed; `nil` for a property that judges one run
    /// alone (differential, invariants, monotoneSelection, rowOwnsState), and
    /// when the relation has no case to add (untouchedRow finds no point where
    /// a row can be inserted).
    ///
    /// A failure of a relation is saved with its transformed case beside it
    /// (``PropertyReport/vectorFile(name:)``): the reference satisfies every
    /// relation, so an implementation that fails one differs from the
    /// reference on the case or on its transformed case, and `verify` of the
    /// saved file fails where the relation did (unless the relation's exact
    /// comparison failed by less than the 1e-6 that `verify` allows, NUM-2).
    package static func relatedCase(_ property: SwipeProperty, _ input: CaseInput, _ original: CaseOutput)
        -> (input: CaseInput, expected: CaseOutput, label: String)? {
        switch property {
        case .differential, .invariants, .monotoneSelection, .rowOwnsState:
            return nil
        case .mirror:
            let rows = input.configurations(after: original.observations)  // SPEC MUT: widths change with the list
            let expected = CaseOutput(accessibility: original.accessibility,
                                      observations: zip(original.observations, rows).map { $0.mirrored(widths: $1.map(\.width)) })
            return (input.mirrored(), expected, "mirrored case (x → W − x, direction flipped)")
        case .splitDeclaration:
            return (split(input), original, "declarations split")
        case .timeShift:
            let dt = 1024.5
            let expected = CaseOutput(accessibility: original.accessibility, observations: original.observations.map { o in
                var s = o
                s.rows = o.rows.map { r in var r = r; r.settleEnds = r.settleEnds.map { $0 + dt }; return r }
                return s
            })
            return (input.timeShifted(by: dt), expected, "every time + \(dt) s")
        case .originShift:
            var shifted = input.yShifted(by: 37.5)
            var label = "every y + 37.5"
            if !tapsOnOpenRow(input, original) {
                shifted = shifted.xShifted(by: 13.25)
                label += ", every x + 13.25"
            }
            return (shifted, original, label)
        case .untouchedRow:
            guard let (shifted, expected) = withUntouchedRow(input, original) else { return nil }
            return (shifted, expected, "an untouched row inserted at index 0")
        }
    }

    // MARK: List changes (SPEC MUT)

    /// The row the untouched-row relation inserts: valid, keyless, never named.
    static let untouched = RowConfiguration(declarations: [SwipeDeclaration(edge: .trailing, actions: [SwipeAction(id: "u")])])

    /// `input` with an `insertRow` of an untouched row at index 0 after the middle
    /// event (at the time of the last accepted event before it, so it is accepted
    /// and completes no settle), every later row index shifted by one; and the
    /// output that MUT-1, MUT-2 and MUT-13 predict from `output`.
    static func withUntouchedRow(_ input: CaseInput, _ output: CaseOutput) -> (CaseInput, CaseOutput)? {
        // The first point from the middle on where a change at `now` completes no
        // settle (a settle of duration 0 ends at `now`, TIM-2).
        var found: (p: Int, t: Double)?
        for p in max(1, input.events.count / 2)..<(input.events.count + 1) {
            guard let last = (0..<p).last(where: { output.observations[$0].rejection == nil }) else { continue }
            let t = input.events[last].time
            if !output.observations[p - 1].rows.contains(where: { ($0.settleEnds ?? .infinity) <= t }) { found = (p, t); break }
        }
        guard let (p, t) = found else { return nil }
        func up(_ i: Int) -> Int { i >= 0 ? i + 1 : i }
        var events = Array(input.events[..<p])
        events.append(.insertRow(index: 0, configuration: untouched, time: t))
        for e in input.events[p...] {
            switch e {
            case let .down(r, x, y, t): events.append(.down(row: up(r), x: x, y: y, time: t))
            case let .open(r, edge, t): events.append(.open(row: up(r), edge: edge, time: t))
            case let .close(r, t): events.append(.close(row: up(r), time: t))
            case let .activate(r, i, t): events.append(.activate(row: up(r), index: i, time: t))
            case let .insertRow(i, c, t): events.append(.insertRow(index: up(i), configuration: c, time: t))
            case let .deleteRow(r, t): events.append(.deleteRow(row: up(r), time: t))
            case let .moveRow(r, to, t): events.append(.moveRow(row: up(r), to: up(to), time: t))
            case let .reloadRow(r, c, t): events.append(.reloadRow(row: up(r), configuration: c, time: t))
            case .move, .up, .cancel, .advance: events.append(e)
            }
        }
        let closed = RowObservation(offset: 0, phase: .closed, revealedEdge: nil, actions: [], selected: nil, settleEnds: nil)
        func shifted(_ o: Observation) -> Observation {
            Observation(rows: [closed] + o.rows,
                        performed: o.performed.map { PerformedAction(row: $0.row + 1, edge: $0.edge, id: $0.id) },
                        tappedRow: o.tappedRow.map { $0 + 1 }, rejection: o.rejection)
        }
        let atInsert = Observation(rows: [closed] + output.observations[p - 1].rows, performed: [], tappedRow: nil, rejection: nil)
        let observations = Array(output.observations[..<p]) + [atInsert] + output.observations[p...].map(shifted)
        return (CaseInput(rows: input.rows, events: events), CaseOutput(accessibility: output.accessibility, observations: observations))
    }

    /// Follows every row's identity through the list changes the output accepts:
    /// a row may be away from rest (offset not 0, or not closed) or perform an
    /// action only if a `down`, `open` or `activate` on that very row was accepted
    /// (MUT-1, MUT-3, MUT-10, MUT-13).
    static func rowOwnsState(_ input: CaseInput, _ output: CaseOutput) -> String? {
        var ids = Array(input.rows.indices)
        var next = ids.count
        var touched = Set<Int>()
        for (i, (event, o)) in zip(input.events, output.observations).enumerated() {
            func fail(_ what: String) -> String { "row state broken at event \(i) (\(Describe.event(event))): \(what)" }
            if o.rejection == nil, let r = event.row, ids.indices.contains(r) {
                switch event {
                case .down, .open, .activate: touched.insert(ids[r])
                case .move, .up, .cancel, .advance, .close, .insertRow, .deleteRow, .moveRow, .reloadRow: break  // starts nothing on the row
                }
            }
            for p in o.performed {
                guard ids.indices.contains(p.row), touched.contains(ids[p.row]) else {
                    return fail("performed \(p.id) on row \(p.row), which no touch, open or activate of its own reached (MUT-3)")
                }
            }
            if event.isListChange, o.rejection == nil, let map = event.rowMap, CaseInput.fits(event, ids.count) {
                var moved = Array(repeating: -1, count: event.applied(to: Array(repeating: untouched, count: ids.count)).count)
                for (old, id) in ids.enumerated() { if let n = map(old) { moved[n] = id } }
                for k in moved.indices where moved[k] < 0 { moved[k] = next; next += 1 }
                ids = moved
            }
            guard o.rows.count == ids.count else { return fail("\(Describe.count(o.rows.count, "row")) observed for \(ids.count) (MUT-2, MUT-3)") }
            for (r, row) in o.rows.enumerated() where (row.offset != 0 || row.phase != .closed) && !touched.contains(ids[r]) {
                return fail("row \(r) is \(row.phase.rawValue) at \(Describe.n(row.offset)), but nothing of its own opened it (MUT-1, MUT-3)")
            }
        }
        return nil
    }

    static func difference(expected: CaseOutput, actual: CaseOutput, input: CaseInput, label: String,
                           observing: Observing = .everything, settleStarts: SettleStarts? = nil) -> String? {
        let difference = settleStarts.map {
            Comparison.firstDifference(expected: expected, actual: actual, observing: observing, settleStarts: $0)
        } ?? Comparison.firstDifference(expected: expected, actual: actual, observing: observing, input: input)
        guard let d = difference else { return nil }
        if let e = d.event {
            return "\(label): event \(e) (\(Describe.event(input.events[e]))): \(d.path): expected \(d.expected), got \(d.actual)"
        }
        return "\(label): \(d.description)"
    }

    /// Splits the first declaration with two or more actions in two (same edge and
    /// flag), and puts an empty declaration with the opposite flag first in every row.
    static func split(_ input: CaseInput) -> CaseInput {
        var copy = input
        var done = false
        copy.rows = input.rows.map { split($0, done: &done) }
        copy.events = input.events.map { $0.mapConfiguration { row in
            var once = false
            return split(row, done: &once)
        } }
        return copy
    }

    static func split(_ row: RowConfiguration, done: inout Bool) -> RowConfiguration {
        var r = row
        var decls: [SwipeDeclaration] = []
        for d in row.declarations {
            if !done && d.actions.count >= 2 {
                decls.append(SwipeDeclaration(edge: d.edge, allowsFullSwipe: d.allowsFullSwipe, actions: [d.actions[0]]))
                decls.append(SwipeDeclaration(edge: d.edge, allowsFullSwipe: d.allowsFullSwipe, actions: Array(d.actions.dropFirst())))
                done = true
            } else {
                decls.append(d)
            }
        }
        let first = row.declarations.first
        decls.insert(SwipeDeclaration(edge: first?.edge ?? .trailing, allowsFullSwipe: !(first?.allowsFullSwipe ?? true), actions: []), at: 0)
        r.declarations = decls
        return r
    }

    /// Whether an `up` happens while some row is open (LST-6: offset not 0), or
    /// settling toward open and done by the time of the `up` (TIM-3): a tap could
    /// hit a button, whose position depends on x.
    static func tapsOnOpenRow(_ input: CaseInput, _ output: CaseOutput) -> Bool {
        for (i, e) in input.events.enumerated() {
            guard case .up = e else { continue }
            let before = i == 0 ? nil : output.observations[i - 1]
            if before?.rows.contains(where: { $0.offset != 0 }) ?? false { return true }
        }
        return false
    }

    // MARK: Invariants

    static func invariants(_ input: CaseInput, _ output: CaseOutput) -> String? {
        // The rows before and after each event: list changes (SPEC MUT) renumber them.
        let after = input.configurations(after: output.observations)
        var pending: [Int: String] = [:]  // saved select selections, by row
        var previous: Observation?
        var dragging: Int?  // the row an accepted drag is on, as observed
        for (i, (event, o)) in zip(input.events, output.observations).enumerated() {
            func fail(_ what: String) -> String { "invariant broken at event \(i) (\(Describe.event(event))): \(what)" }
            let before = i == 0 ? input.rows : after[i - 1], rows = after[i]
            func geo(_ row: Int, _ edge: Edge, _ c: [RowConfiguration]) -> EdgeLayout { c[row].layout(of: edge) }
            if o.rows.count != rows.count { return fail("\(Describe.count(o.rows.count, "row")) observed for \(rows.count)") }
            // OBS-5: a rejected event changes nothing.
            if o.rejection != nil {
                if let p = previous, p.rows != o.rows { return fail("rejected (\(o.rejection!.rawValue)) but the rows changed (OBS-5)") }
                if !o.performed.isEmpty || o.tappedRow != nil { return fail("rejected but performed or tapped something (OBS-5)") }
            }
            // LST-1
            let open = o.rows.indices.filter { o.rows[$0].offset != 0 }
            if open.count > 1 { return fail("rows \(open.map(String.init).joined(separator: " and ")) are open at once (LST-1)") }
            for (r, row) in o.rows.enumerated() {
                let config = rows[r]
                // GEO-4, ELA-3
                let side = Side.revealed(byOffset: row.offset)
                let edge = side.map { Edge.on($0, in: config.layoutDirection) }
                if row.revealedEdge != edge {
                    return fail("row \(r): offset \(Describe.n(row.offset)) reveals \(edge?.rawValue ?? "nothing") but revealedEdge is \(row.revealedEdge?.rawValue ?? "null") (GEO-4)")
                }
                if let e = edge {
                    let g = geo(r, e, rows)
                    if g.ids.isEmpty { return fail("row \(r): reveals \(e.rawValue), which has no actions (ELA-3)") }
                    if abs(row.offset) >= g.limit + config.width { return fail("row \(r): |offset| \(Describe.n(abs(row.offset))) is not below L + W = \(Describe.n(g.limit + config.width)) (ELA-4)") }
                }
                // TIM-5, SEL-5
                if (row.phase == .settling) != (row.settleEnds != nil) { return fail("row \(r): phase \(row.phase.rawValue) with settleEnds \(row.settleEnds.map(Describe.n) ?? "null") (TIM-5)") }
                if row.phase == .open && config.style == .select { return fail("row \(r): a select row is open (SEL-5)") }
                if let sel = row.selected {
                    guard let e = row.revealedEdge, geo(r, e, rows).ids.contains(sel) else {
                        return fail("row \(r): selected \(sel) is not an action of the revealed edge")
                    }
                }
            }
            // Performed actions.
            var isActivate = false
            if case .activate = event { isActivate = true }
            var isCancel = false
            // A rejected cancel (a non-finite or earlier time) changes nothing (OBS-5).
            if case .cancel = event, o.rejection == nil { isCancel = true }
            var isUp = false
            if case .up = event { isUp = true }
            for p in o.performed {
                // Completions come before a list change (TIM-3, MUT-14): the rows before it.
                guard before.indices.contains(p.row), geo(p.row, p.edge, before).ids.contains(p.id) else {
                    return fail("performed \(p.id) on row \(p.row) \(p.edge.rawValue), which has no such action")
                }
                if isCancel, let d = dragging, p.row == d, previous?.rows[d].phase == .dragging {
                    return fail("the cancel performed \(p.id) on the cancelled row \(d) (CAN-5)")
                }
                let prev = previous?.rows[p.row]
                // A completion or a tap performs an action of the edge that was revealed.
                if !isActivate, let prev, prev.phase == .open || prev.phase == .settling, prev.revealedEdge != p.edge {
                    return fail("performed \(p.id) of the \(p.edge.rawValue) edge of row \(p.row), which was not revealed")
                }
                if before[p.row].style == .select && !isActivate {
                    // A release exactly at its target performs at once (TIM-6).
                    let atOnce = isUp && prev?.phase == .dragging
                    if pending[p.row] != p.id && !atOnce {
                        return fail("performed \(p.id) on select row \(p.row), but no such selection was saved, or a drag dropped it (DES-2, DES-3)")
                    }
                    pending[p.row] = nil
                }
            }
            if isCancel, let d = dragging, previous?.rows[d].phase == .dragging {
                let row = o.rows[d]
                if row.phase != .closed && row.phase != .open { return fail("after cancel row \(d) is \(row.phase.rawValue), not at rest (CAN-1)") }
                dragging = nil
            }
            let changed = event.isListChange && o.rejection == nil
            if changed, let map = event.rowMap {
                pending = Dictionary(uniqueKeysWithValues: pending.compactMap { k, v in map(k).map { ($0, v) } })
                dragging = dragging.flatMap(map)
            }
            // A recognised drag drops every saved selection (DES-2); completions came first (TIM-3).
            if changed {
                // A list change starts no drag (MUT-13).
            } else if let p = previous {
                for r in o.rows.indices where o.rows[r].phase == .dragging && p.rows[r].phase != .dragging { pending.removeAll(); dragging = r }
            } else if let r = o.rows.indices.first(where: { o.rows[$0].phase == .dragging }) {
                pending.removeAll(); dragging = r
            }
            // Record saved selections of select rows.
            for (r, row) in o.rows.enumerated() where rows[r].style == .select {
                if row.phase == .settling, let s = row.selected { pending[r] = s }
                if row.selected == nil && row.phase != .dragging { pending[r] = nil }
            }
            previous = o
        }
        return nil
    }

    // MARK: Monotone selection

    static func monotone(_ input: CaseInput, _ output: CaseOutput) -> String? {
        let after = input.configurations(after: output.observations)
        var last: [Int: (m: Double, index: Int, edge: Edge)] = [:]
        for (i, (event, o)) in zip(input.events, output.observations).enumerated() {
            if event.isListChange, o.rejection == nil, let map = event.rowMap {
                // Rows follow their state (MUT-1); a reloaded row has new zones (MUT-5).
                var moved: [Int: (m: Double, index: Int, edge: Edge)] = [:]
                for (k, v) in last { if let n = map(k) { moved[n] = v } }
                if case let .reloadRow(row, _, _) = event { moved[row] = nil }
                last = moved
            }
            guard o.rows.count == after[i].count else { continue }
            for r in o.rows.indices where after[i][r].style == .select {
                let row = o.rows[r]
                guard row.phase == .dragging, let edge = row.revealedEdge else { last[r] = nil; continue }
                let ids = after[i][r].layout(of: edge).ids
                let index = row.selected.flatMap { ids.firstIndex(of: $0) } ?? -1
                let m = abs(row.offset)
                if let l = last[r], l.edge == edge {
                    if (m > l.m && index < l.index) || (m < l.m && index > l.index) || (m == l.m && index != l.index) {
                        let name = { (k: Int) in k < 0 ? "nothing" : ids[k] }
                        return "select row \(r), event \(i) (\(Describe.event(input.events[i]))): offset magnitude \(Describe.n(l.m)) → \(Describe.n(m)) changed the selection \(name(l.index)) → \(name(index)) (SEL-1, THR-5)"
                    }
                }
                last[r] = (m, index, edge)
            }
        }
        return nil
    }
}
