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

/// Comparison of case outputs (SPEC NUM-2).
public enum Comparison {
    /// The absolute tolerance for continuous fields (SPEC NUM-2).
    public static let tolerance = 1e-6

    /// Whether two continuous values are equal under NUM-2.
    @inline(__always)
    public static func close(_ a: Double, _ b: Double) -> Bool {
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
    public static func firstDifference(expected: CaseOutput, actual: CaseOutput) -> Difference? {
        let n = min(expected.observations.count, actual.observations.count)
        for i in 0..<n {
            if let d = firstDifference(expected: expected.observations[i], actual: actual.observations[i]) {
                return Difference(event: i, path: d.path, expected: d.expected, actual: d.actual)
            }
        }
        if expected.observations.count != actual.observations.count {
            return Difference(event: nil, path: "observations.count",
                              expected: "\(expected.observations.count)", actual: "\(actual.observations.count)")
        }
        if expected.accessibility != actual.accessibility {
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
    public static func firstDifference(expected e: Observation, actual a: Observation) -> Difference? {
        func diff(_ path: String, _ x: String, _ y: String) -> Difference {
            Difference(event: nil, path: path, expected: x, actual: y)
        }
        if e.rejection != a.rejection {
            return diff("rejection", e.rejection?.rawValue ?? "null", a.rejection?.rawValue ?? "null")
        }
        if e.rows.count != a.rows.count { return diff("rows.count", "\(e.rows.count)", "\(a.rows.count)") }
        for (i, (x, y)) in zip(e.rows, a.rows).enumerated() {
            let p = "rows[\(i)]"
            if !close(x.offset, y.offset) { return diff("\(p).offset", number(x.offset), number(y.offset)) }
            if x.phase != y.phase { return diff("\(p).phase", x.phase.rawValue, y.phase.rawValue) }
            if x.revealedEdge != y.revealedEdge {
                return diff("\(p).revealedEdge", x.revealedEdge?.rawValue ?? "null", y.revealedEdge?.rawValue ?? "null")
            }
            if x.actions.map(\.id) != y.actions.map(\.id) {
                return diff("\(p).actions", "[" + x.actions.map(\.id).joined(separator: ", ") + "]",
                            "[" + y.actions.map(\.id).joined(separator: ", ") + "]")
            }
            for (j, (f, g)) in zip(x.actions, y.actions).enumerated() {
                if !close(f.x, g.x) { return diff("\(p).actions[\(j)].x", number(f.x), number(g.x)) }
                if !close(f.width, g.width) { return diff("\(p).actions[\(j)].width", number(f.width), number(g.width)) }
            }
            if x.selected != y.selected { return diff("\(p).selected", x.selected ?? "null", y.selected ?? "null") }
            if !close(x.settleEnds, y.settleEnds) {
                return diff("\(p).settleEnds", x.settleEnds.map(number) ?? "null", y.settleEnds.map(number) ?? "null")
            }
        }
        if e.performed != a.performed { return diff("performed", describe(e.performed), describe(a.performed)) }
        if e.tappedRow != a.tappedRow { return diff("tappedRow", e.tappedRow.map(String.init) ?? "null", a.tappedRow.map(String.init) ?? "null") }
        return nil
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
