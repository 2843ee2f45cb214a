import Foundation
import SwipeReference

enum Explain {
    static let help = """
    swipe-conformance explain — the reference's behaviour on one case, as a timeline

    \(OptionHelp.usage("explain", options, positionals: "CASE-ID|FILE"))

    Prints the case's rows with their geometry (actions, extent, every threshold of
    SPEC.md THR with its value), then one line per event: the event, the observation
    after it (offset, phase, revealed edge, selection, settle end, performed actions,
    tapped row, rejection), and the thresholds the offset crossed.

    CASE-ID is looked up in the vector directory; FILE is a vector file (for example one
    written by `fuzz`); a file with several cases needs --case.

    \(OptionHelp.section(options))

    EXIT CODES
      0  the timeline was printed (and the SVG written)
      2  bad usage, an unknown case id, or an unwritable --svg path
    """

    static let vectors = Option.vectors("DIR", help: "where to look up CASE-ID")
    static let caseID = Option.caseID(help: "the case of FILE to explain")
    static let svgOutput = Option.output("svg", help: """
        also draw the case: every row's offset over time with thresholds, events, phases,
        selection, taps and rejections; with --impl, the implementation's offsets over the reference's
        """)
    static let impl = Option.impl(help: "also run the case on this implementation and show where it differs")
    static let timeout = Option.timeout(help: "for --impl")

    /// The options of `explain`, in the order of its help.
    static let options: [any CommandOption] = [vectors, caseID, svgOutput, impl, timeout]

    static func run(_ args: [String], _ out: any TextStream, _ err: any TextStream) throws -> Int32 {
        let parsed = try ParsedArguments(args, command: "explain", options: options)
        guard parsed.positionals.count == 1 else {
            throw UsageError("explain: give one CASE-ID or vector FILE (got \(parsed.positionals.count)); see `swipe-conformance explain --help`")
        }
        let target = parsed.positionals[0]
        let svgFile = try parsed.value(svgOutput)
        let chosenCase = try parsed.value(caseID)
        let vector: VectorCase
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: target, isDirectory: &isDirectory), !isDirectory.boolValue {
            let files = try VectorStore.load(target)
            let cases = files.flatMap(\.cases)
            if let id = chosenCase {
                guard let c = cases.first(where: { $0.id == id }) else {
                    throw UsageError("explain: \(target) has no case \"\(id)\"; its cases: \(cases.prefix(10).map(\.id).joined(separator: ", "))\(cases.count > 10 ? ", …" : "")")
                }
                vector = c
            } else {
                guard cases.count == 1 else {
                    throw UsageError("explain: \(target) has \(cases.count) cases; choose one with --case ID")
                }
                vector = cases[0]
            }
        } else {
            if chosenCase != nil { throw UsageError("explain: \(caseID.spec.flag) goes with a vector FILE, not a case id") }
            let files = try VectorStore.load(orBundled: try parsed.value(vectors))
            let cases = files.flatMap(\.cases)
            guard let c = cases.first(where: { $0.id == target }) else {
                let near = cases.map(\.id).filter { $0.hasPrefix(String(target.prefix(5))) }.prefix(8)
                throw UsageError("explain: no vector has the id \"\(target)\" and no such file exists"
                                 + (near.isEmpty ? "" : "; ids like it: \(near.joined(separator: ", "))"))
            }
            vector = c
        }
        let expected: CaseOutput
        do { expected = try vector.input.referenceOutput() } catch {
            throw UsageError("explain: case \(vector.id) has an invalid configuration: \(error)")
        }
        out.write(text(vector, expected))
        if let svgFile {
            try svgFile.write(svg(vector.input, expected, title: vector.id))
            out.write("explain: wrote \(svgFile.path)\n")
        }
        return ExitCode.success
    }

    static func text(_ v: VectorCase, _ expected: CaseOutput) -> String {
        var s = "\(v.id): \(v.description)\n"
        s += "requirements: \(v.requirements.joined(separator: ", "))\(v.tags.isEmpty ? "" : "   tags: \(v.tags.joined(separator: ", "))")\n"
        for (i, row) in v.input.rows.enumerated() {
            s += "row \(i): \(Describe.rowConfiguration(row))\n"
            for edge in Edge.allCases {
                let g = row.geometry(of: edge)
                guard !g.actionIDs.isEmpty else { continue }
                let th = Threshold.all(row, edge).map { "\($0.name) \(Describe.n($0.value))" }.joined(separator: ", ")
                s += "  \(edge.rawValue) (\(g.side.rawValue) side): \(g.actionIDs.joined(separator: " ")); \(th)\n"
            }
        }
        let width = v.input.events.map { Describe.event($0).count }.max() ?? 0
        var previous = SwipeList.atRest(v.input.rows)
        var list = try? SwipeList(rows: v.input.rows)  // the rows as list changes leave them (SPEC MUT)
        for (i, (e, o)) in zip(v.input.events, expected.observations).enumerated() {
            s += "\(String(i).leftPadded(to: 3))  \(Describe.event(e).padding(to: width))  →  \(Describe.observation(o))\n"
            _ = list?.handle(e)
            let rows = list?.configurations ?? v.input.rows
            for (r, row) in o.rows.enumerated() where !e.isListChange && r < previous.rows.count && r < rows.count {
                let before = previous.rows[r]
                let crossed = crossings(rows[r], from: before, to: row)
                if !crossed.isEmpty {
                    let prefix = o.rows.count > 1 ? "row \(r) " : ""
                    s += "     \("".padding(to: width))     \(prefix)crosses \(crossed.joined(separator: ", "))\n"
                }
            }
            previous = o
        }
        return s
    }

    /// The thresholds between the magnitude before and after, on the edge revealed after
    /// (or before, when the row closed), named with their direction.
    static func crossings(_ config: RowConfiguration, from a: RowObservation, to b: RowObservation) -> [String] {
        guard a.offset != b.offset else { return [] }
        var out: [String] = []
        func scan(_ edge: Edge, _ m0: Double, _ m1: Double) {
            for t in Threshold.all(config, edge) {
                if m0 < t.value && t.value <= m1 { out.append("\(t.name) \(Describe.n(t.value)) outward (\(t.requirement))") }
                if m1 < t.value && t.value <= m0 { out.append("\(t.name) \(Describe.n(t.value)) inward (\(t.requirement))") }
            }
        }
        let ea = a.revealedEdge, eb = b.revealedEdge
        if let ea, let eb, ea == eb {
            scan(eb, abs(a.offset), abs(b.offset))
        } else {
            if let ea { scan(ea, abs(a.offset), 0) }
            if let eb { scan(eb, 0, abs(b.offset)) }
        }
        return out
    }

    // MARK: SVG

    static func svg(_ input: CaseInput, _ expected: CaseOutput, title: String) -> String {
        let w = 900.0, rowHeight = 320.0, left = 70.0, right = 150.0, top = 40.0
        let times = input.events.map(\.time).filter(\.isFinite)
        let t0 = times.min() ?? 0
        let t1 = max((times.max() ?? 1) + 0.25, t0 + 0.01)
        let height = top + rowHeight * Double(input.rows.count) + 30
        func x(_ t: Double) -> Double { left + (t - t0) / (t1 - t0) * (w - left - right) }
        var s = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Int(w))\" height=\"\(Int(height))\" font-family=\"sans-serif\" font-size=\"11\">\n"
        s += "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n"
        s += "<text x=\"\(left)\" y=\"20\" font-size=\"14\">\(escape(title)): offset over time (reference)</text>\n"
        for (r, config) in input.rows.enumerated() {
            let y0 = top + rowHeight * Double(r), plotH = rowHeight - 50
            var lines: [(Double, String)] = []
            for edge in Edge.allCases {
                let sign = config.geometry(of: edge).side.offsetSign
                for t in Threshold.all(config, edge) { lines.append((sign * t.value, "\(edge.rawValue) \(t.name) \(Describe.n(t.value))")) }
            }
            let offsets = expected.observations.map { $0.rows[r].offset }.filter(\.isFinite)
            let span = max(([1.0] + offsets.map(abs) + lines.map { abs($0.0) }).max()! * 1.1, 1)
            func y(_ o: Double) -> Double { y0 + plotH / 2 - o / span * (plotH / 2) }
            s += "<text x=\"\(left)\" y=\"\(f(y0 + 12))\">row \(r): \(escape(Describe.rowConfiguration(config)))</text>\n"
            s += "<line x1=\"\(left)\" y1=\"\(f(y(0)))\" x2=\"\(f(w - right))\" y2=\"\(f(y(0)))\" stroke=\"#999\"/>\n"
            s += "<text x=\"\(f(left - 6))\" y=\"\(f(y(0) + 4))\" text-anchor=\"end\">0</text>\n"
            for (value, label) in lines {
                s += "<line x1=\"\(left)\" y1=\"\(f(y(value)))\" x2=\"\(f(w - right))\" y2=\"\(f(y(value)))\" stroke=\"#c33\" stroke-dasharray=\"4 3\" stroke-width=\"0.8\"/>\n"
                s += "<text x=\"\(f(w - right + 4))\" y=\"\(f(y(value) + 4))\" fill=\"#c33\">\(escape(label))</text>\n"
            }
            var points: [String] = []
            var lastT = t0, lastO = 0.0
            for (e, o) in zip(input.events, expected.observations) where e.time.isFinite && o.rejection == nil {
                let off = o.rows[r].offset
                points.append("\(f(x(lastT))),\(f(y(lastO)))")
                points.append("\(f(x(e.time))),\(f(y(lastO)))")
                points.append("\(f(x(e.time))),\(f(y(off)))")
                lastT = e.time
                lastO = off
                if !o.performed.filter({ $0.row == r }).isEmpty {
                    let ids = o.performed.filter { $0.row == r }.map(\.id).joined(separator: ",")
                    s += "<circle cx=\"\(f(x(e.time)))\" cy=\"\(f(y(off)))\" r=\"4\" fill=\"#2a2\"/><text x=\"\(f(x(e.time) + 6))\" y=\"\(f(y(off) - 6))\" fill=\"#2a2\">performed \(escape(ids))</text>\n"
                }
            }
            points.append("\(f(x(t1))),\(f(y(lastO)))")
            s += "<polyline fill=\"none\" stroke=\"#14c\" stroke-width=\"1.6\" points=\"\(points.joined(separator: " "))\"/>\n"
            s += "<text x=\"\(left)\" y=\"\(f(y0 + plotH + 22))\">t \(Describe.n(t0)) s → \(Describe.n(t1)) s; settles are drawn at their target (TIM-5)</text>\n"
        }
        return s + "</svg>\n"
    }

    static func f(_ v: Double) -> String { String(format: "%.1f", v) }

    static func escape(_ s: String) -> String {
        s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
    }
}
