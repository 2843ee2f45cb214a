import SwipeReference

/// Readable text for events, observations and timelines (used in failure reports,
/// `explain`, and shrunk counterexamples).
package enum Describe {
    package static func n(_ x: Double) -> String { Comparison.number(x) }

    /// `count` and `noun`, the noun plural unless the count is 1: the one way
    /// a message puts a number before a noun, so none reads "1 cases".
    ///
    /// ```swift
    /// Describe.count(1, "distinct way")   // "1 distinct way"
    /// Describe.count(4, "distinct way")   // "4 distinct ways"
    /// Describe.count(10, "broken case in a row", plural: "broken cases in a row")
    /// ```
    ///
    /// - Parameters:
    ///   - plural: the plural when it is not the noun with `s` appended.
    package static func count(_ count: Int, _ noun: String, plural: String? = nil) -> String {
        "\(count) " + Self.noun(noun, for: count, plural: plural)
    }

    /// `noun` as it follows `count`: plural unless the count is 1 (for a
    /// table that pads the number itself; ``count(_:_:plural:)`` otherwise).
    package static func noun(_ noun: String, for count: Int, plural: String? = nil) -> String {
        count == 1 ? noun : plural ?? noun + "s"
    }

    /// `move x 290 y 20 t 0.015625`
    package static func event(_ e: InputEvent) -> String {
        "\(e.kind) " + eventFields(e)
    }

    /// What `event(_:)` writes after the event's kind.
    private static func eventFields(_ e: InputEvent) -> String {
        switch e {
        case let .down(r, x, y, t): "row \(r) x \(n(x)) y \(n(y)) t \(n(t))"
        case let .move(x, y, t), let .up(x, y, t): "x \(n(x)) y \(n(y)) t \(n(t))"
        case let .cancel(t), let .advance(t): "t \(n(t))"
        case let .open(r, edge, t): "row \(r) \(edge.rawValue) t \(n(t))"
        case let .close(r, t), let .deleteRow(r, t): "row \(r) t \(n(t))"
        case let .activate(r, i, t): "row \(r) index \(i) t \(n(t))"
        case let .insertRow(i, c, t): "index \(i)\(c.key.map { " key \($0)" } ?? "") (\(rowConfiguration(c))) t \(n(t))"
        case let .moveRow(r, to, t): "row \(r) to \(to) t \(n(t))"
        case let .reloadRow(r, c, t): "row \(r)\(c.key.map { " key \($0)" } ?? "") (\(rowConfiguration(c))) t \(n(t))"
        }
    }

    /// `-148 settling→0.5 trailing sel=delete`
    package static func row(_ r: RowObservation) -> String {
        var s = "\(n(r.offset)) \(r.phase.rawValue)"
        if let end = r.settleEnds { s += "→\(n(end))" }
        if let e = r.revealedEdge { s += " \(e.rawValue)" }
        if let sel = r.selected { s += " sel=\(sel)" }
        return s
    }

    /// One line for an observation: rows, then performed, tap and rejection.
    package static func observation(_ o: Observation) -> String {
        var parts = o.rows.enumerated().map { i, r in o.rows.count > 1 ? "r\(i): \(row(r))" : row(r) }
        if !o.performed.isEmpty { parts.append("performed " + o.performed.map { "\($0.id)@\($0.row)" }.joined(separator: ",")) }
        if let t = o.tappedRow { parts.append("tap→row \(t)") }
        if let r = o.rejection { parts.append("rejected: \(r.rawValue)") }
        return parts.joined(separator: " | ")
    }

    /// ``observation(_:)`` with every row's laid-out actions in physical order,
    /// `-148 open trailing actions [archive x 152 w 74, delete x 226 w 74]`: the
    /// order and frames the one-line form leaves out.
    package static func observationWithActions(_ o: Observation) -> String {
        var parts = o.rows.enumerated().map { i, r in
            let actions = r.actions.map { "\($0.id) x \(n($0.x)) w \(n($0.width))" }.joined(separator: ", ")
            return (o.rows.count > 1 ? "r\(i): " : "") + row(r) + " actions [\(actions)]"
        }
        if !o.performed.isEmpty { parts.append("performed " + o.performed.map { "\($0.id)@\($0.row)" }.joined(separator: ",")) }
        if let t = o.tappedRow { parts.append("tap→row \(t)") }
        if let r = o.rejection { parts.append("rejected: \(r.rawValue)") }
        return parts.joined(separator: " | ")
    }

    /// A configuration in one line.
    package static func rowConfiguration(_ r: RowConfiguration) -> String {
        var s = "\(r.style.rawValue) \(r.layoutDirection.rawValue) W \(n(r.width))"
        for d in r.declarations {
            s += " \(d.edge.rawValue)\(d.allowsFullSwipe ? "" : "(no full)")[" + d.actions.map { a in a.width.map { "\(a.id):\(n($0))" } ?? a.id }.joined(separator: ",") + "]"
        }
        if r.parameters != .defaults { s += " params{\(parameterDiff(r.parameters))}" }
        return s
    }

    static func parameterDiff(_ p: SwipeParameters) -> String {
        SwipeParameters.Parameter.allCases.filter { p[$0] != SwipeParameters.defaults[$0] }.map { "\($0.name) \(n(p[$0]))" }
            .joined(separator: ", ")
    }

    /// A timeline: the rows, then one line per event with the observation after it.
    /// When `actual` is given, the first differing event is marked and both
    /// observations are shown.
    package static func timeline(_ input: CaseInput, expected: CaseOutput, actual: CaseOutput? = nil) -> String {
        var out = ""
        for (i, r) in input.rows.enumerated() { out += "row \(i): \(rowConfiguration(r))\n" }
        let width = input.events.map { event($0).count }.max() ?? 0
        let firstDiff = actual.flatMap { Comparison.firstDifference(expected: expected, actual: $0)?.event }
        for (i, e) in input.events.enumerated() {
            let text = event(e).padding(to: width)
            let o = i < expected.observations.count ? observation(expected.observations[i]) : "(no observation)"
            out += "\(String(i).leftPadded(to: 3))  \(text)  →  \(o)\n"
            if i == firstDiff, let a = actual, i < a.observations.count {
                out += "     \("".padding(to: width))  ✗  \(observation(a.observations[i]))   ← first difference\n"
            }
        }
        return out
    }
}

extension String {
    package func padding(to n: Int) -> String { count >= n ? self : self + String(repeating: " ", count: n - count) }
    package func leftPadded(to n: Int) -> String { count >= n ? self : String(repeating: " ", count: n - count) + self }
}
