import SwipeReference

/// The first place where an implementation's output differs from the expected one,
/// under SPEC NUM-2 (OBS-7).
public struct Difference: Sendable, Hashable, CustomStringConvertible {
    /// The index of the first differing event, or `nil` for the accessibility lists
    /// or the number of observations.
    public var event: Int?
    /// Where in the observation, e.g. `rows[0].offset`.
    public var path: String
    /// The expected value, as text.
    public var expected: String
    /// The implementation's value, as text.
    public var actual: String

    /// `event N: path: expected X, got Y`, on one line.
    public var description: String {
        let at = event.map { "event \($0): " } ?? ""
        return "\(at)\(path): expected \(expected), got \(actual)"
    }
}

/// What a settling row's offset is in an implementation's observations (SPEC.md
/// section 10, a profile's `settle`).
public enum SettleObservation: String, Sendable, Hashable, CaseIterable {
    /// The settle's target, from the event that starts it (OBS-2): what the
    /// reference reports.
    case target
    /// The offset the implementation's animation shows: while a row settles, it
    /// moves from where it was toward the target and never past it.
    case shown
}

/// How an implementation's outputs are compared with the expected ones: the
/// observation fields it reports, and how it shows a settle (a profile's
/// `observes` and `settle`, SPEC.md section 10).
package struct Observing: Sendable, Hashable {
    /// The fields compared; the others are not.
    package var fields: Set<ObservedField>
    /// What a settling row's offset is.
    package var settle: SettleObservation
    /// The design the expected outputs follow: with a settle shown, where the
    /// settle a release starts begins is the reference's offset after the
    /// release's final move (REC-5) under this design.
    package var design: DesignChoices

    /// Observing `fields`, a settle shown as `settle`, outputs of `design`.
    package init(fields: Set<ObservedField>, settle: SettleObservation, design: DesignChoices = .default) {
        self.fields = fields
        self.settle = settle
        self.design = design
    }

    /// Every field, a settle at its target: the comparison of SPEC.md sections 1 to 8.
    package static let everything = Observing(fields: Set(ObservedField.allCases), settle: .target)

    /// The fields not compared, in the order of ``ObservedField``: empty for
    /// `everything`.
    ///
    /// ```swift
    /// Observing(fields: [.offset, .phase], settle: .target).unobserved.first  // .revealedEdge
    /// ```
    package var unobserved: [ObservedField] { ObservedField.allCases.filter { !fields.contains($0) } }

    /// What a report says of this comparison when it is not `everything`: the
    /// fields not compared and a settle shown; `nil` for `everything`.
    package var note: String? {
        var parts: [String] = []
        if !unobserved.isEmpty {
            parts.append("not compared (not observed): " + unobserved.map(\.rawValue).joined(separator: ", "))
        }
        if settle == .shown {
            parts.append("settle shown: a settling row's offset may lie anywhere from its last reported offset "
                         + "(at an up, where the up's final move took it; for a settle that replaces another, "
                         + "up to the other's target) to the target")
        }
        return parts.isEmpty ? nil : parts.joined(separator: "; ")
    }
}

/// Comparison of case outputs (SPEC NUM-2).
package enum Comparison {
    /// The absolute tolerance for continuous fields (SPEC NUM-2).
    package static let tolerance = 1e-6

    /// Whether two continuous values are equal under NUM-2.
    @inline(__always)
    package static func close(_ a: Double, _ b: Double) -> Bool {
        a == b || abs(a - b) <= tolerance
    }

    package static func close(_ a: Double?, _ b: Double?) -> Bool {
        switch (a, b) {
        case (nil, nil): return true
        case let (x?, y?): return close(x, y)
        default: return false
        }
    }

    /// The first difference between `expected` and `actual`, or `nil` when they agree.
    package static func firstDifference(expected: CaseOutput, actual: CaseOutput) -> Difference? {
        firstDifference(expected: expected, actual: actual, observing: .everything)
    }

    /// The first difference between `expected` and `actual` in what `observing`
    /// compares, or `nil` when they agree.
    ///
    /// With a settle `shown`, a row the expected observation has `settling` may
    /// report any offset from the one it reported at the event before (0 at
    /// the first event; across a list change, the same row's, a new row's 0) to
    /// the expected target, both included: it moves toward the target and never
    /// past it. A settle that replaces one still running (the row was settling
    /// at the event before) may start anywhere on the way the earlier one had
    /// left, up to its target: the implementation moved unobserved since. At an
    /// `up` of `input`, the dragged row's settle starts where the up's final
    /// move takes it (REC-5), as the reference under `observing.design` has it.
    /// While its offset is on the way, its revealed edge and actions are those
    /// of that offset and are not compared. The target holds from `settleEnds`
    /// on, where the expected phase is no longer `settling`.
    package static func firstDifference(expected: CaseOutput, actual: CaseOutput, observing: Observing,
                                       input: CaseInput? = nil) -> Difference? {
        let starts = observing.settle == .shown ? input?.settleStarts(design: observing.design) ?? SettleStarts() : SettleStarts()
        return firstDifference(expected: expected, actual: actual, observing: observing, settleStarts: starts)
    }

    /// As ``firstDifference(expected:actual:observing:input:)``, with the
    /// case's ``SettleStarts`` already known
    /// (`CaseInput.referenceRun(design:probingReleases:)` reads them with the
    /// expected output); used only when a settle is `shown`.
    package static func firstDifference(expected: CaseOutput, actual: CaseOutput, observing: Observing,
                                        settleStarts probes: SettleStarts) -> Difference? {
        // A list refused before any event (GEO-6, MUT-1) is compared by its refusal alone.
        if expected.refused != nil || actual.refused != nil {
            guard expected.refused == actual.refused else {
                return Difference(event: nil, path: "refused", expected: expected.refused.map { "\($0)" } ?? "the list built",
                                  actual: actual.refused.map { "\($0)" } ?? "the list built")
            }
            return nil
        }
        let n = min(expected.observations.count, actual.observations.count)
        let compared = Compared(observing.fields)
        for i in 0..<n {
            let rows = actual.observations[i].rows
            // A shown settle starts from the offsets reported at the event before
            // (0 at the first: every row starts closed; a row followed across a
            // list change), or anywhere on the way of a settle it replaces; the
            // dragged row at an up from where the up's final move took it.
            // Only a row expected settling reads its range: none, none built.
            var settleStarts: [ClosedRange<Double>]?
            if observing.settle == .shown, expected.observations[i].rows.contains(where: { $0.phase == .settling }) {
                settleStarts = Self.settleStarts(at: i, rows: rows.count, expected: expected, actual: actual, probes: probes)
            }
            if let d = firstDifference(expected: expected.observations[i], actual: actual.observations[i],
                                       comparing: compared, settleStarts: settleStarts) {
                return Difference(event: i, path: d.path, expected: d.expected, actual: d.actual)
            }
        }
        if expected.observations.count != actual.observations.count {
            return Difference(event: nil, path: "observations.count",
                              expected: "\(expected.observations.count)", actual: "\(actual.observations.count)")
        }
        if compared.accessibility, expected.accessibility != actual.accessibility {
            for r in 0..<max(expected.accessibility.count, actual.accessibility.count) {
                let e = r < expected.accessibility.count ? expected.accessibility[r] : []
                let a = r < actual.accessibility.count ? actual.accessibility[r] : []
                if e != a {
                    return Difference(event: nil, path: "accessibility[\(r)]", expected: describe(e), actual: describe(a))
                }
            }
        }
        return nil
    }

    /// The first difference between two observations, with `event` unset.
    package static func firstDifference(expected e: Observation, actual a: Observation) -> Difference? {
        firstDifference(expected: e, actual: a, comparing: Compared(Set(ObservedField.allCases)), settleStarts: nil)
    }

    /// The fields compared, looked up once per case rather than once per field.
    struct Compared {
        let offset, phase, revealedEdge, actions, selected, settleEnds, performed, tappedRow, rejection, accessibility: Bool

        init(_ fields: Set<ObservedField>) {
            offset = fields.contains(.offset)
            phase = fields.contains(.phase)
            revealedEdge = fields.contains(.revealedEdge)
            actions = fields.contains(.actions)
            selected = fields.contains(.selected)
            settleEnds = fields.contains(.settleEnds)
            performed = fields.contains(.performed)
            tappedRow = fields.contains(.tappedRow)
            rejection = fields.contains(.rejection)
            accessibility = fields.contains(.accessibility)
        }
    }

    /// Where each of the `rows` rows at event `i` may begin a shown settle: the
    /// offset its row reported at the event before, widened to that event's
    /// expected target when the row was settling then; `nil` (every offset
    /// compared exactly) when the rows cannot be followed.
    static func settleStarts(at i: Int, rows: Int, expected: CaseOutput, actual: CaseOutput, probes: SettleStarts) -> [ClosedRange<Double>]? {
        guard i > 0 else { return Array(repeating: 0...0, count: rows) }
        let reported = actual.observations[i - 1].rows, before = expected.observations[i - 1].rows
        guard reported.count == before.count else { return nil }
        let origins: [Int?] = probes.rowOrigins[i] ?? (reported.count == rows ? Array(0..<rows) : [])
        guard origins.count == rows else { return nil }
        var starts = origins.map { origin -> ClosedRange<Double> in
            guard let o = origin else { return 0...0 }  // an inserted row starts closed
            let last = reported[o].offset
            guard before[o].phase == .settling else { return last...last }
            return min(last, before[o].offset)...max(last, before[o].offset)
        }
        if let released = probes.afterFinalMoves[i], released.count == rows {
            for r in starts.indices { if let offset = released[r] { starts[r] = offset...offset } }
        }
        return starts
    }

    /// The first difference between two observations in the `fields`
    /// compared, with `event` unset. With a settle shown, `settleStarts` holds
    /// the offsets each row of `a` may settle from (one range per row); `nil`
    /// compares every offset exactly.
    static func firstDifference(expected e: Observation, actual a: Observation, comparing fields: Compared,
                                settleStarts: [ClosedRange<Double>]?) -> Difference? {
        func diff(_ path: String, _ x: String, _ y: String) -> Difference {
            Difference(event: nil, path: path, expected: x, actual: y)
        }
        if fields.rejection, e.rejection != a.rejection {
            return diff("rejection", e.rejection?.rawValue ?? "null", a.rejection?.rawValue ?? "null")
        }
        if e.rows.count != a.rows.count { return diff("rows.count", "\(e.rows.count)", "\(a.rows.count)") }
        for (i, (x, y)) in zip(e.rows, a.rows).enumerated() {
            // The row's path, written only for a difference: comparing is the hot path.
            var p: String { "rows[\(i)]" }
            // A shown settle on its way from the last reported offset (0 before
            // the first event: every row starts closed) to the target; what that
            // offset reveals is the implementation's, not compared.
            var onTheWay = false
            if fields.offset, !close(x.offset, y.offset) {
                if x.phase == .settling, let from = settleStarts?[i], between(y.offset, from, x.offset) {
                    onTheWay = true
                } else {
                    return diff("\(p).offset", number(x.offset), number(y.offset))
                }
            }
            if fields.phase, x.phase != y.phase { return diff("\(p).phase", x.phase.rawValue, y.phase.rawValue) }
            if fields.revealedEdge, !onTheWay, x.revealedEdge != y.revealedEdge {
                return diff("\(p).revealedEdge", x.revealedEdge?.rawValue ?? "null", y.revealedEdge?.rawValue ?? "null")
            }
            if fields.actions, !onTheWay {
                if !x.actions.elementsEqual(y.actions, by: { $0.id == $1.id }) {
                    return diff("\(p).actions", "[" + x.actions.map(\.id).joined(separator: ", ") + "]",
                                "[" + y.actions.map(\.id).joined(separator: ", ") + "]")
                }
                for (j, (f, g)) in zip(x.actions, y.actions).enumerated() {
                    if !close(f.x, g.x) { return diff("\(p).actions[\(j)].x", number(f.x), number(g.x)) }
                    if !close(f.width, g.width) { return diff("\(p).actions[\(j)].width", number(f.width), number(g.width)) }
                }
            }
            if fields.selected, x.selected != y.selected {
                return diff("\(p).selected", x.selected ?? "null", y.selected ?? "null")
            }
            if fields.settleEnds, !close(x.settleEnds, y.settleEnds) {
                return diff("\(p).settleEnds", x.settleEnds.map(number) ?? "null", y.settleEnds.map(number) ?? "null")
            }
        }
        if fields.performed, e.performed != a.performed { return diff("performed", describe(e.performed), describe(a.performed)) }
        if fields.tappedRow, e.tappedRow != a.tappedRow {
            return diff("tappedRow", e.tappedRow.map(String.init) ?? "null", a.tappedRow.map(String.init) ?? "null")
        }
        return nil
    }

    /// Whether `value` lies from somewhere in `from` to `to`, both included (under NUM-2).
    static func between(_ value: Double, _ from: ClosedRange<Double>, _ to: Double) -> Bool {
        value >= min(from.lowerBound, to) - tolerance && value <= max(from.upperBound, to) + tolerance
    }

    package static func number(_ x: Double) -> String {
        if x == x.rounded(), abs(x) < 1e15 { return String(Int64(x)) }
        return "\(x)"
    }

    static func describe(_ performed: [PerformedAction]) -> String {
        "[" + performed.map { "row \($0.row) \($0.edge.rawValue) \($0.id)" }.joined(separator: ", ") + "]"
    }

    static func describe(_ list: [AccessibleAction]) -> String {
        "[" + list.map { "\($0.edge.rawValue) \($0.id)" }.joined(separator: ", ") + "]"
    }
}
