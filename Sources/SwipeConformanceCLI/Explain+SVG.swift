import SwipeConformance
import Foundation
import QuotedText
import SwipeReference

/// `explain --svg`: one panel per row that exists during the case, each with the
/// row's observed offset over time (the reference's, and the implementation's over
/// it when `--impl` is given), the thresholds, a phase strip per side, and under it
/// the events with the indices of the text timeline, rejections, taps, selections,
/// performed actions and settles over their duration (TIM-2, TIM-5).
extension Explain {
    /// What one side (the reference or the implementation) observed.
    struct Trace {
        var label: String
        var output: CaseOutput
        var stroke: String
        var dash: String?
    }

    /// The colours of the phases in the strips.
    static let phaseColors: [Phase: String] = [.closed: "#e4e4e4", .dragging: "#9cc3ee", .settling: "#f5d67a", .open: "#a6dba0"]

    static func svg(_ input: CaseInput, _ expected: CaseOutput, title: String,
                    implementation: (label: String, output: CaseOutput)? = nil, difference: Difference? = nil) -> String {
        var traces = [Trace(label: "reference", output: expected, stroke: "#1f5fbf", dash: nil)]
        if let implementation {
            traces.append(Trace(label: implementation.label, output: implementation.output, stroke: "#e8590c", dash: "7 4"))
        }
        let layout = Layout(input, traces)
        var body = ""
        var top = layout.headerHeight
        for row in layout.panelRows {
            body += panel(row: row, input, traces, layout, difference: difference, top: top)
            top += layout.panelHeight(row)
        }
        var head = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Int(layout.width))\" height=\"\(Int(top + 10))\" "
        head += "font-family=\"DejaVu Sans, Helvetica, Arial, sans-serif\" font-size=\"11\">\n"
        head += "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n"
        head += text(layout.left, 22, "\(title): offset over time", size: 15, weight: "bold")
        var legendX = layout.left
        for trace in traces {
            head += line(legendX, 40, legendX + 26, 40, trace.stroke, width: 2.2, dash: trace.dash)
            head += text(legendX + 32, 44, trace.label)
            legendX += 44 + Double(trace.label.count) * 6.6
        }
        head += line(legendX, 40, legendX + 26, 40, "#1f5fbf", width: 1, dash: "2 3", opacity: 0.7)
        head += text(legendX + 32, 44, "settle (TIM-5: observed at its target)")
        legendX += 250
        head += line(legendX, 40, legendX + 26, 40, "#c92a2a", width: 0.9, dash: "4 3")
        head += text(legendX + 32, 44, "threshold")
        if let difference {
            head += text(layout.left, 62, "first difference: \(difference.description)", fill: "#c92a2a", weight: "bold")
        } else if implementation != nil {
            head += text(layout.left, 62, "the implementation agrees with the reference on every event")
        }
        return head + body + "</svg>\n"
    }

    /// Sizes and the time scale shared by every panel.
    struct Layout {
        let width = 1000.0, left = 62.0, right = 200.0
        let stripHeight = 13.0, axisHeight = 74.0
        let headerHeight: Double
        let t0: Double, t1: Double
        let panelRows: [Int]
        /// The rows whose offset leaves 0 on some side; the others get a low plot.
        let movingRows: Set<Int>
        let strips: Int

        init(_ input: CaseInput, _ traces: [Trace]) {
            let times = input.events.map(\.time).filter(\.isFinite)
            let ends = traces.flatMap { $0.output.observations.flatMap { $0.rows.compactMap(\.settleEnds) } }.filter(\.isFinite)
            let first = times.min() ?? 0
            let last = max(times.max() ?? 0, ends.max() ?? 0)
            let span = max(last - first, 0.05)
            t0 = first - span * 0.04
            t1 = last + span * 0.08
            // A panel for each row some observation shows: none is empty.
            let rowCount = traces.flatMap { $0.output.observations.map(\.rows.count) }.max() ?? 0
            panelRows = Array(0..<rowCount)
            strips = traces.count
            movingRows = Set(traces.flatMap { $0.output.observations.flatMap { $0.rows.enumerated().filter { $0.element.offset != 0 }.map(\.offset) } })
            headerHeight = traces.count > 1 ? 76 : 56
        }

        var plotRight: Double { width - right }
        func plotHeight(_ row: Int) -> Double { movingRows.contains(row) ? 210 : 64 }
        func panelHeight(_ row: Int) -> Double { 26 + plotHeight(row) + 8 + Double(strips) * (stripHeight + 3) + axisHeight }
        func x(_ t: Double) -> Double { left + (t - t0) / (t1 - t0) * (plotRight - left) }
    }

    static func panel(row r: Int, _ input: CaseInput, _ traces: [Trace], _ layout: Layout, difference: Difference?, top: Double) -> String {
        let config = r < input.rows.count ? input.rows[r] : nil
        var thresholds: [(value: Double, label: String)] = []
        if let config {
            for edge in Edge.allCases {
                let sign = config.layout(of: edge).side.offsetSign
                for t in Threshold.all(config, edge) {
                    thresholds.append((sign * t.value, "\(edge.rawValue) \(t.name) \(Describe.n(t.value))"))
                }
            }
        }
        let offsets = traces.flatMap { $0.output.observations.compactMap { r < $0.rows.count ? $0.rows[r].offset : nil } }.filter(\.isFinite)
        // The scale fits the offsets and the next threshold beyond them; farther thresholds are listed, not drawn.
        let largest = ([1.0] + offsets.map(abs)).max()!
        let nextBeyond = thresholds.map { abs($0.value) }.filter { $0 >= largest }.min() ?? largest
        let span = max(largest, nextBeyond) * 1.12
        let beyond = thresholds.filter { abs($0.value) > span }
        thresholds.removeAll { abs($0.value) > span }
        let plotTop = top + 26
        let plotHeight = layout.plotHeight(r)
        func y(_ offset: Double) -> Double { plotTop + plotHeight / 2 - offset / span * (plotHeight / 2) }
        var s = text(layout.left, top + 16, "row \(r)" + (config.map { ": " + Describe.rowConfiguration($0) } ?? " (inserted during the case)"), size: 12, weight: "bold")
        // Frame, zero line, offset ticks, time grid.
        s += "<rect x=\"\(f(layout.left))\" y=\"\(f(plotTop))\" width=\"\(f(layout.plotRight - layout.left))\" height=\"\(f(plotHeight))\" fill=\"none\" stroke=\"#bbb\"/>\n"
        for value in [-span / 1.12, 0, span / 1.12] {
            s += text(layout.left - 6, y(value) + 4, Describe.n(value.rounded()), anchor: "end", fill: "#555")
        }
        if !beyond.isEmpty {
            s += text(layout.plotRight - 4, plotTop + 12, "off scale: " + beyond.map { $0.label.replacingOccurrences(of: "leading ", with: "").replacingOccurrences(of: "trailing ", with: "") }.joined(separator: ", "),
                      anchor: "end", fill: "#c92a2a", size: 10)
        }
        s += line(layout.left, y(0), layout.plotRight, y(0), "#999", width: 0.8)
        for tick in timeTicks(layout.t0, layout.t1) {
            s += line(layout.x(tick), plotTop, layout.x(tick), plotTop + plotHeight, "#eee", width: 0.8)
        }
        // Thresholds, labels spread so they never overlap.
        var lastLabelY = -Double.infinity
        for (value, label) in thresholds.sorted(by: { $0.value > $1.value }) {
            s += line(layout.left, y(value), layout.plotRight, y(value), "#c92a2a", width: 0.8, dash: "4 3")
            let labelY = max(y(value) + 4, lastLabelY + 12)
            s += text(layout.plotRight + 6, labelY, label, fill: "#c92a2a", size: 10)
            lastLabelY = labelY
        }
        // The first difference, as a vertical mark across the plot.
        if let event = difference?.event, event < input.events.count {
            let dx = layout.x(input.events[event].time)
            s += line(dx, plotTop, dx, plotTop + plotHeight, "#c92a2a", width: 1.4)
            s += text(dx + 4, plotTop + 12, "first difference: event \(event)", fill: "#c92a2a", weight: "bold")
        }
        // Each side's offset as a step line, settles as ramps over their duration.
        for trace in traces {
            s += offsetLine(row: r, input, trace, layout, y)
        }
        // Markers at each event on the reference line, and the notes of the observation.
        let reference = traces[0].output.observations
        for (index, (event, observation)) in zip(input.events, reference).enumerated() where event.time.isFinite && r < observation.rows.count {
            let px = layout.x(event.time), py = y(observation.rows[r].offset)
            s += "<circle cx=\"\(f(px))\" cy=\"\(f(py))\" r=\"2.6\" fill=\"\(traces[0].stroke)\"/>\n"
            if let event = difference?.event, event == index {
                s += "<circle cx=\"\(f(px))\" cy=\"\(f(py))\" r=\"6\" fill=\"none\" stroke=\"#c92a2a\" stroke-width=\"1.6\"/>\n"
                if traces.count > 1, index < traces[1].output.observations.count, r < traces[1].output.observations[index].rows.count {
                    let iy = y(traces[1].output.observations[index].rows[r].offset)
                    s += "<circle cx=\"\(f(px))\" cy=\"\(f(iy))\" r=\"6\" fill=\"none\" stroke=\"#c92a2a\" stroke-width=\"1.6\"/>\n"
                }
            }
            let performed = observation.performed.filter { $0.row == r }.map(\.id)
            if !performed.isEmpty {
                s += "<circle cx=\"\(f(px))\" cy=\"\(f(py))\" r=\"5\" fill=\"#2b8a3e\"/>\n"
                s += text(px + 7, py - 7, "\(index): performed \(performed.joined(separator: ","))", fill: "#2b8a3e", weight: "bold")
            }
            let before = index > 0 && r < reference[index - 1].rows.count ? reference[index - 1].rows[r].selected : nil
            if let selected = observation.rows[r].selected, selected != before {
                s += text(px + 5, py + 14, "\(index): selects \(selected)", fill: "#7048e8")
            } else if before != nil && observation.rows[r].selected == nil && observation.rejection == nil {
                s += text(px + 5, py + 14, "\(index): selection cleared", fill: "#7048e8")
            }
        }
        // Phase strips, one per side.
        var stripTop = plotTop + plotHeight + 8
        for trace in traces {
            s += phaseStrip(row: r, input, trace, layout, top: stripTop)
            stripTop += layout.stripHeight + 3
        }
        s += eventAxis(row: r, input, reference, layout, top: stripTop, difference: difference)
        return s
    }

    /// The observed offset of row `r` as a step line (the offset holds until the next
    /// event), and for each settle a faint ramp from where it started to its target at `settleEnds`.
    static func offsetLine(row r: Int, _ input: CaseInput, _ trace: Trace, _ layout: Layout, _ y: (Double) -> Double) -> String {
        var s = ""
        var segments: [[String]] = [[]]
        var previous: (t: Double, offset: Double)? = r < input.rows.count ? (layout.t0, 0) : nil
        for (event, observation) in zip(input.events, trace.output.observations) where event.time.isFinite {
            guard r < observation.rows.count, observation.rows[r].offset.isFinite else {
                if let previous { segments[segments.count - 1].append(point(layout.x(event.time), y(previous.offset))) }
                segments.append([])
                previous = nil
                continue
            }
            let row = observation.rows[r]
            if let previous {
                if segments[segments.count - 1].isEmpty { segments[segments.count - 1].append(point(layout.x(previous.t), y(previous.offset))) }
                segments[segments.count - 1].append(point(layout.x(event.time), y(previous.offset)))
            }
            segments[segments.count - 1].append(point(layout.x(event.time), y(row.offset)))
            if row.phase == .settling, let end = row.settleEnds, end.isFinite, let from = previous?.offset, from != row.offset {
                s += line(layout.x(event.time), y(from), layout.x(end), y(row.offset), trace.stroke, width: 1.2, dash: "2 3", opacity: 0.7)
            }
            previous = (event.time, row.offset)
        }
        if let previous { segments[segments.count - 1].append(point(layout.plotRight, y(previous.offset))) }
        for segment in segments where segment.count > 1 {
            s += "<polyline fill=\"none\" stroke=\"\(trace.stroke)\" stroke-width=\"2.2\"\(trace.dash.map { " stroke-dasharray=\"\($0)\"" } ?? "") "
            s += "points=\"\(segment.joined(separator: " "))\"/>\n"
        }
        return s
    }

    /// The phase of row `r` between events; a settle is drawn until its end (TIM-2), then
    /// as the phase it settles into, hatched, until the next event completes it (TIM-3).
    static func phaseStrip(row r: Int, _ input: CaseInput, _ trace: Trace, _ layout: Layout, top: Double) -> String {
        var s = text(layout.plotRight + 6, top + 10, trace.label + " phase", fill: "#555", size: 10)
        let events = Array(zip(input.events, trace.output.observations)).filter { $0.0.time.isFinite }
        func rect(_ from: Double, _ to: Double, _ fill: String, opacity: Double = 1) -> String {
            guard to > from else { return "" }
            return "<rect x=\"\(f(layout.x(from)))\" y=\"\(f(top))\" width=\"\(f(layout.x(to) - layout.x(from)))\" height=\"\(f(layout.stripHeight))\" fill=\"\(fill)\" fill-opacity=\"\(opacity)\"/>\n"
        }
        s += rect(layout.t0, events.first?.0.time ?? layout.t1, phaseColors[.closed]!)
        for (index, (event, observation)) in events.enumerated() {
            let next = index + 1 < events.count ? events[index + 1].0.time : layout.t1
            guard r < observation.rows.count else { continue }
            let row = observation.rows[r]
            if row.phase == .settling, let end = row.settleEnds, end < next {
                s += rect(event.time, end, phaseColors[.settling]!)
                s += rect(end, next, phaseColors[.settling]!, opacity: 0.35)
            } else {
                s += rect(event.time, next, phaseColors[row.phase]!)
            }
            if next - event.time > (layout.t1 - layout.t0) * 0.06 {
                s += text(layout.x(event.time) + 3, top + 10, row.phase.rawValue, fill: "#333", size: 9)
            }
        }
        return s
    }

    /// The event axis: time ticks, then each event's index (as in the text timeline) and
    /// kind, rejections and taps. Events closer than a label's width share one label.
    static func eventAxis(row r: Int, _ input: CaseInput, _ observations: [Observation], _ layout: Layout, top: Double, difference: Difference?) -> String {
        var s = line(layout.left, top + 2, layout.plotRight, top + 2, "#666", width: 0.8)
        for tick in timeTicks(layout.t0, layout.t1) {
            s += line(layout.x(tick), top + 2, layout.x(tick), top + 6, "#666", width: 0.8)
            s += text(layout.x(tick), top + 16, tickLabel(tick, layout) + " s", anchor: "middle", fill: "#666", size: 9)
        }
        // A tick per event; labels for runs of events closer than a label's width
        // ("14–26 move"), on the first of two lines where they fit; rejections and
        // taps on two lines of their own under them.
        for index in input.events.indices where input.events[index].time.isFinite {
            let differs = index == difference?.event
            s += line(layout.x(input.events[index].time), top + 2, layout.x(input.events[index].time), top + 22,
                      differs ? "#c92a2a" : "#999", width: differs ? 1.6 : 0.7)
        }
        var groups: [[Int]] = []
        for index in input.events.indices where input.events[index].time.isFinite {
            if let first = groups.last?.first, layout.x(input.events[index].time) - layout.x(input.events[first].time) < 26 {
                groups[groups.count - 1].append(index)
            } else {
                groups.append([index])
            }
        }
        var labelLines = Placement(lines: 2)
        var noteLines = Placement(lines: 2)
        for group in groups {
            let gx = layout.x(input.events[group[0]].time)
            let kinds = Set(group.map { kind(input.events[$0]) })
            let kindText = kinds.count == 1 ? " " + kinds.first! : ""
            let label = (group.count == 1 ? "\(group[0])" : "\(group[0])–\(group[group.count - 1])") + kindText
            let differs = group.contains { $0 == difference?.event }
            let level = labelLines.place(x: gx, width: Double(label.count) * 5.8)
            s += text(gx + 2, top + 32 + Double(level) * 12, label, fill: differs ? "#c92a2a" : "#333", size: 10, weight: differs ? "bold" : nil)
            if differs, group.count > 1, let event = difference?.event {
                s += text(layout.x(input.events[event].time) + 2, top + 32 + Double(level) * 12 + 12, "(\(event) differs)", fill: "#c92a2a", size: 10)
            }
        }
        for index in input.events.indices where index < observations.count && input.events[index].time.isFinite {
            var notes: [(String, String)] = []
            if let rejection = observations[index].rejection { notes.append(("✕ \(index) \(rejection.rawValue)", "#c92a2a")) }
            if observations[index].tappedRow == r { notes.append(("tap \(index)", "#0b7285")) }
            for (note, color) in notes {
                let nx = layout.x(input.events[index].time)
                let level = noteLines.place(x: nx, width: Double(note.count) * 5.8)
                s += text(nx + 2, top + 58 + Double(level) * 12, note, fill: color, size: 10)
            }
        }
        return s
    }

    /// Puts labels on the first of a few lines where they do not overlap the one before.
    struct Placement {
        var ends: [Double]
        init(lines: Int) { ends = Array(repeating: -Double.infinity, count: lines) }

        /// The line for a label from `x`, `width` wide (the least full line when none is free).
        mutating func place(x: Double, width: Double) -> Int {
            let level = ends.firstIndex { $0 + 4 < x } ?? ends.indices.min { ends[$0] < ends[$1] }!
            ends[level] = x + width
            return level
        }
    }

    /// A tick's time with as many decimals as the tick step needs.
    static func tickLabel(_ tick: Double, _ layout: Layout) -> String {
        let ticks = timeTicks(layout.t0, layout.t1)
        let step = ticks.count > 1 ? ticks[1] - ticks[0] : 1
        let decimals = max(0, Int(-floor(log10(step)) + 0.5))
        return Describe.fixed(tick, decimals)
    }

    /// A short name of the event's kind for the axis.
    static func kind(_ event: InputEvent) -> String {
        String(Describe.event(event).prefix { $0 != " " })
    }

    /// Round time ticks (1, 2 or 5 times a power of ten) between `t0` and `t1`, about six of them.
    static func timeTicks(_ t0: Double, _ t1: Double) -> [Double] {
        let raw = (t1 - t0) / 6
        guard raw > 0, raw.isFinite else { return [] }
        let power = pow(10, floor(log10(raw)))
        let step = [1.0, 2, 5, 10].map { $0 * power }.first { $0 >= raw } ?? raw
        var ticks: [Double] = []
        var tick = (t0 / step).rounded(.up) * step
        while tick <= t1 && ticks.count < 20 {
            ticks.append((tick / step).rounded() * step)
            tick += step
        }
        return ticks
    }

    static func point(_ x: Double, _ y: Double) -> String { "\(f(x)),\(f(y))" }

    static func line(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, _ stroke: String, width: Double,
                     dash: String? = nil, opacity: Double = 1) -> String {
        "<line x1=\"\(f(x1))\" y1=\"\(f(y1))\" x2=\"\(f(x2))\" y2=\"\(f(y2))\" stroke=\"\(stroke)\" stroke-width=\"\(f(width))\""
            + (dash.map { " stroke-dasharray=\"\($0)\"" } ?? "") + (opacity < 1 ? " stroke-opacity=\"\(f(opacity))\"" : "") + "/>\n"
    }

    static func text(_ x: Double, _ y: Double, _ content: String, anchor: String? = nil, fill: String? = nil,
                     size: Double? = nil, weight: String? = nil) -> String {
        "<text x=\"\(f(x))\" y=\"\(f(y))\"" + (anchor.map { " text-anchor=\"\($0)\"" } ?? "") + (fill.map { " fill=\"\($0)\"" } ?? "")
            + (size.map { " font-size=\"\(f($0))\"" } ?? "") + (weight.map { " font-weight=\"\($0)\"" } ?? "") + ">\(escape(content))</text>\n"
    }

    static func f(_ v: Double) -> String { Describe.fixed(v, 1) }

    /// `s` as XML character data: control characters (which XML 1.0 does not
    /// allow at all, not even as character references) and the noncharacters
    /// U+FFFE and U+FFFF written visibly as `\u{1B}` (`inert`), then `&`, `<`,
    /// `>` and `"` escaped.
    static func escape(_ s: String) -> String {
        var visible = ""
        for scalar in inert(s).unicodeScalars {
            if scalar.value == 0xFFFE || scalar.value == 0xFFFF {
                visible += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            } else {
                visible.unicodeScalars.append(scalar)
            }
        }
        return visible.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
