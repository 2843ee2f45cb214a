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

    /// The SPEC.md requirement ids the property checks.
    public var requirements: [String] {
        switch self {
        case .differential: return ["OBS-7", "NUM-2"]
        case .invariants: return ["LST-1", "GEO-4", "ELA-3", "ELA-4", "REV-5", "CAN-5", "DES-2", "DES-3", "OBS-5", "TIM-5", "SEL-5"]
        case .mirror: return ["GEO-2", "GEO-3", "ORD-3", "ORD-4"]
        case .splitDeclaration: return ["ACC-1", "ACC-2", "ACC-3"]
        case .timeShift: return ["TIM-1", "TIM-2", "VEL-3"]
        case .originShift: return ["REC-1", "ELA-3", "GEO-5"]
        case .monotoneSelection: return ["SEL-1", "THR-5", "SEL-6"]
        }
    }

    /// Whether the property needs the reference (only the differential one does).
    public var needsOracle: Bool { self == .differential }
}

/// Runs one case on the implementation under test.
public typealias CaseExecutor = (CaseInput) -> CaseRun

/// How an implementation failed to give a checkable output, rather than failing a property.
public enum CaseBreak: String, Sendable, Hashable {
    /// The implementation answered that it cannot run the case, or answered a malformed observation.
    case rejected
    /// The implementation broke the protocol (PROTOCOL.md 4): no answer in time, a malformed line, an exit.
    case protocolBroken = "protocol"
    /// The implementation answered a different number of observations than there are events.
    case observationCount
}

/// The outcome of checking properties on one case.
public enum PropertyVerdict: Sendable, Hashable {
    /// Every property checked holds.
    case holds
    /// The property fails, with what differs.
    case fails(SwipeProperty, message: String)
    /// The implementation gave no output to check (on the case or on a transformed one).
    case broken(CaseBreak, message: String)

    /// The failure message, or `nil` when the properties hold.
    public var message: String? {
        switch self {
        case .holds: return nil
        case let .fails(_, message), let .broken(_, message): return message
        }
    }

    /// Whether `other` fails the same way: the same property, or the same kind of break.
    /// Shrinking accepts only such candidates, so the minimum shows the same bug.
    public func failsTheSameWay(as other: PropertyVerdict) -> Bool {
        switch (self, other) {
        case let (.fails(a, _), .fails(b, _)): return a == b
        case let (.broken(a, _), .broken(b, _)): return a == b
        default: return false
        }
    }
}

/// The checks behind `SwipeProperty`.
public enum PropertyChecks {
    /// The failure message of `property` on `input`, or `nil` when it holds.
    public static func check(_ property: SwipeProperty, _ input: CaseInput, run: CaseExecutor) -> String? {
        verdict([property], input, run: run).message
    }

    /// Checks `properties` in order on `input`: runs the input **once** and gives
    /// its output to every property (transforms still run their transformed
    /// inputs); the first property that fails gives the verdict.
    ///
    /// With `runOncePerProperty`, the input is run again for each property, as
    /// the runner did before sharing the run; kept so that `bench` can measure
    /// the difference side by side.
    public static func verdict(
        _ properties: [SwipeProperty], _ input: CaseInput, run: CaseExecutor, runOncePerProperty: Bool = false
    ) -> PropertyVerdict {
        var original: CaseOutput?
        for property in properties {
            if original == nil || runOncePerProperty {
                switch output(of: input, run: run, label: nil) {
                case let .success(o): original = o
                case let .failure(broken): return broken.verdict
                }
            }
            guard let original else { return .holds }
            let v = verdict(property, input, original, run: run)
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
                    message: "\(prefix)\(o.observations.count) observations for \(input.events.count) events")))
            }
            return .success(o)
        case let .rejected(m):
            return .failure(Broken(verdict: .broken(.rejected, message: "\(prefix)the implementation could not run the case: \(m)")))
        case let .broken(m):
            return .failure(Broken(verdict: .broken(.protocolBroken, message: "\(prefix)the implementation broke the protocol: \(m)")))
        }
    }

    /// The verdict of one property on `input`, whose output is `original`.
    static func verdict(_ property: SwipeProperty, _ input: CaseInput, _ original: CaseOutput, run: CaseExecutor) -> PropertyVerdict {
        func failing(_ message: String?) -> PropertyVerdict {
            message.map { .fails(property, message: $0) } ?? .holds
        }
        func related(_ transformed: CaseInput, expected: CaseOutput, label: String) -> PropertyVerdict {
            switch output(of: transformed, run: run, label: label) {
            case let .success(o): return failing(difference(expected: expected, actual: o, input: transformed, label: label))
            case let .failure(broken): return broken.verdict
            }
        }
        switch property {
        case .differential:
            guard let expected = try? input.referenceOutput() else { return .holds }
            return failing(difference(expected: expected, actual: original, input: input, label: "differs from the reference"))
        case .invariants:
            return failing(invariants(input, original))
        case .mirror:
            let widths = input.rows.map(\.width)
            let expected = CaseOutput(accessibility: original.accessibility,
                                      observations: original.observations.map { $0.mirrored(widths: widths) })
            return related(input.mirrored(), expected: expected, label: "mirrored case (x → W − x, direction flipped)")
        case .splitDeclaration:
            return related(split(input), expected: original, label: "declarations split")
        case .timeShift:
            let dt = 1024.5
            let expected = CaseOutput(accessibility: original.accessibility, observations: original.observations.map { o in
                var s = o
                s.rows = o.rows.map { r in var r = r; r.settleEnds = r.settleEnds.map { $0 + dt }; return r }
                return s
            })
            return related(input.timeShifted(by: dt), expected: expected, label: "every time + \(dt) s")
        case .originShift:
            var shifted = input.yShifted(by: 37.5)
            var label = "every y + 37.5"
            if !tapsOnOpenRow(input, original) {
                shifted = shifted.xShifted(by: 13.25)
                label += ", every x + 13.25"
            }
            return related(shifted, expected: original, label: label)
        case .monotoneSelection:
            return failing(monotone(input, original))
        }
    }

    static func difference(expected: CaseOutput, actual: CaseOutput, input: CaseInput, label: String) -> String? {
        guard let d = Comparison.firstDifference(expected: expected, actual: actual) else { return nil }
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
        copy.rows = input.rows.map { row in
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
        return copy
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
        let geometry = input.rows.map { r in (leading: r.geometry(of: .leading), trailing: r.geometry(of: .trailing)) }
        func geo(_ row: Int, _ edge: Edge) -> EdgeGeometry { edge == .leading ? geometry[row].leading : geometry[row].trailing }
        var pending: [Int: String] = [:]  // saved select selections, by row
        var previous: Observation?
        var dragging: Int?  // the row an accepted drag is on, as observed
        for (i, (event, o)) in zip(input.events, output.observations).enumerated() {
            func fail(_ what: String) -> String { "invariant broken at event \(i) (\(Describe.event(event))): \(what)" }
            if o.rows.count != input.rows.count { return fail("\(o.rows.count) rows observed for \(input.rows.count)") }
            // OBS-5: a rejected event changes nothing.
            if o.rejection != nil {
                if let p = previous, p.rows != o.rows { return fail("rejected (\(o.rejection!.rawValue)) but the rows changed (OBS-5)") }
                if !o.performed.isEmpty || o.tappedRow != nil { return fail("rejected but performed or tapped something (OBS-5)") }
            }
            // LST-1
            let open = o.rows.indices.filter { o.rows[$0].offset != 0 }
            if open.count > 1 { return fail("rows \(open.map(String.init).joined(separator: " and ")) are open at once (LST-1)") }
            for (r, row) in o.rows.enumerated() {
                let config = input.rows[r]
                // GEO-4, ELA-3
                let side = Side.revealed(byOffset: row.offset)
                let edge = side.map { Edge.on($0, in: config.layoutDirection) }
                if row.revealedEdge != edge {
                    return fail("row \(r): offset \(Describe.n(row.offset)) reveals \(edge?.rawValue ?? "nothing") but revealedEdge is \(row.revealedEdge?.rawValue ?? "null") (GEO-4)")
                }
                if let e = edge {
                    let g = geo(r, e)
                    if g.actionIDs.isEmpty { return fail("row \(r): reveals \(e.rawValue), which has no actions (ELA-3)") }
                    if abs(row.offset) >= g.limit + config.width { return fail("row \(r): |offset| \(Describe.n(abs(row.offset))) is not below L + W = \(Describe.n(g.limit + config.width)) (ELA-4)") }
                }
                // TIM-5, SEL-5
                if (row.phase == .settling) != (row.settleEnds != nil) { return fail("row \(r): phase \(row.phase.rawValue) with settleEnds \(row.settleEnds.map(Describe.n) ?? "null") (TIM-5)") }
                if row.phase == .open && config.style == .select { return fail("row \(r): a select row is open (SEL-5)") }
                if let sel = row.selected {
                    guard let e = row.revealedEdge, geo(r, e).actionIDs.contains(sel) else {
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
                guard input.rows.indices.contains(p.row), geo(p.row, p.edge).actionIDs.contains(p.id) else {
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
                if input.rows[p.row].style == .select && !isActivate {
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
            // A recognised drag drops every saved selection (DES-2); completions came first (TIM-3).
            if let p = previous {
                for r in o.rows.indices where o.rows[r].phase == .dragging && p.rows[r].phase != .dragging { pending.removeAll(); dragging = r }
            } else if let r = o.rows.indices.first(where: { o.rows[$0].phase == .dragging }) {
                pending.removeAll(); dragging = r
            }
            // Record saved selections of select rows.
            for (r, row) in o.rows.enumerated() where input.rows[r].style == .select {
                if row.phase == .settling, let s = row.selected { pending[r] = s }
                if row.selected == nil && row.phase != .dragging { pending[r] = nil }
            }
            previous = o
        }
        return nil
    }

    // MARK: Monotone selection

    static func monotone(_ input: CaseInput, _ output: CaseOutput) -> String? {
        for r in input.rows.indices where input.rows[r].style == .select {
            var last: (m: Double, index: Int, edge: Edge)?
            for (i, o) in output.observations.enumerated() {
                let row = o.rows[r]
                guard row.phase == .dragging, let edge = row.revealedEdge else { last = nil; continue }
                let ids = input.rows[r].geometry(of: edge).actionIDs
                let index = row.selected.flatMap { ids.firstIndex(of: $0) } ?? -1
                let m = abs(row.offset)
                if let l = last, l.edge == edge {
                    if (m > l.m && index < l.index) || (m < l.m && index > l.index) || (m == l.m && index != l.index) {
                        let name = { (k: Int) in k < 0 ? "nothing" : ids[k] }
                        return "select row \(r), event \(i) (\(Describe.event(input.events[i]))): offset magnitude \(Describe.n(l.m)) → \(Describe.n(m)) changed the selection \(name(l.index)) → \(name(index)) (SEL-1, THR-5)"
                    }
                }
                last = (m, index, edge)
            }
        }
        return nil
    }
}
