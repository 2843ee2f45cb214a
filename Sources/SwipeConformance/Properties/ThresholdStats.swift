import PropertyEngine
import SwipeReference

/// How often generated cases land exactly on each threshold of SPEC.md, and one
/// step either side of it (the generators are biased toward boundaries, since
/// off-by-one comparisons hide there; this measures by how much). A case counts once per threshold.
///
/// `swift run -c release swipe-conformance bench thresholds` prints the table;
/// `ThresholdStatsTests` holds the floor.
package struct ThresholdStats: Sendable, CustomStringConvertible {
    /// How many cases were measured.
    package var cases = 0
    /// Cases with a value exactly on the threshold.
    package var on: [ThresholdKind: Int] = [:]
    /// Cases with a value one step (1/64 pt, 1/1024 s, 1/64 pt per 1/64 s) either side.
    package var near: [ThresholdKind: Int] = [:]

    /// Measures `count` cases of the generator from `seed`.
    package static func measure(cases count: Int, seed: Seed = PropertySuite.defaultSeed) -> ThresholdStats {
        var stats = ThresholdStats()
        for i in 0..<count {
            var source = ChoiceSource(seed: seed.forCase(i))
            let input = SwipeGen.swipeCase.generate(&source)
            guard let output = try? input.referenceOutput() else { continue }
            stats.cases += 1
            var hitOn = Set<ThresholdKind>(), hitNear = Set<ThresholdKind>()
            scan(input, output) { kind, distance in
                if distance == 0 { hitOn.insert(kind) } else { hitNear.insert(kind) }
            }
            for k in hitOn { stats.on[k, default: 0] += 1 }
            for k in hitNear { stats.near[k, default: 0] += 1 }
        }
        return stats
    }

    /// Calls `hit` for every value of the case that is on a threshold (distance 0) or
    /// one step from it (distance 1).
    static func scan(_ input: CaseInput, _ output: CaseOutput, hit: (ThresholdKind, Int) -> Void) {
        let step = SwipeGen.q
        func check(_ kind: ThresholdKind, _ value: Double, _ threshold: Double, step s: Double = step) {
            if value == threshold { hit(kind, 0) } else if abs(value - threshold) == s { hit(kind, 1) }
        }
        var previous = SwipeList.atRest(input.rows)
        var touch: (row: Int, x0: Double, y0: Double, pending: Bool)?
        var samples: [(x: Double, t: Double)] = []
        for (e, o) in zip(input.events, output.observations) {
            defer { previous = o }
            if o.rejection != nil { continue }
            for r in previous.rows where r.settleEnds != nil { check(.settleEnd, e.time, r.settleEnds!, step: SwipeGen.tick) }
            switch e {
            case let .down(row, x, y, t):
                touch = (row, x, y, true)
                samples = [(x, t)]
            case let .move(x, y, t), let .up(x, y, t):
                guard var tc = touch else { break }
                let config = input.rows[tc.row]
                if tc.pending {
                    let d = ((x - tc.x0) * (x - tc.x0) + (y - tc.y0) * (y - tc.y0)).squareRoot()
                    check(.slop, d, config.parameters.slop)
                    if d >= config.parameters.slop { tc.pending = false }
                }
                if samples.last?.t == t { samples[samples.count - 1] = (x, t) } else { samples.append((x, t)) }
                if case .up = e {
                    if samples.count >= 2 {
                        let a = samples[samples.count - 2], b = samples[samples.count - 1]
                        let v = abs((b.x - a.x) / (b.t - a.t))
                        check(.fling, v, config.parameters.flingVelocity, step: step / (16 * SwipeGen.tick))
                    }
                    let before = previous.rows[tc.row]
                    if tc.pending, before.phase == .open, let edge = before.revealedEdge {
                        let g = config.layout(of: edge)
                        let d = g.side == .left ? tc.x0 : config.width - tc.x0
                        var c = 0.0
                        for w in g.widths { c += w; check(.buttonEdge, d, c) }
                    }
                    touch = nil
                } else {
                    touch = tc
                }
            case .cancel:
                touch = nil
            case .advance, .open, .close, .activate, .insertRow, .deleteRow, .moveRow, .reloadRow:
                break
            }
            // Magnitudes while dragging, and at the release (the up's drag position).
            for (r, row) in o.rows.enumerated() where row.phase == .dragging {
                guard let edge = row.revealedEdge else { continue }
                magnitudes(input.rows[r], edge, abs(row.offset), check)
            }
        }
    }

    static func magnitudes(_ config: RowConfiguration, _ edge: Edge, _ m: Double, _ check: (ThresholdKind, Double, Double, Double) -> Void) {
        for t in Threshold.all(config, edge) where t.kind.isMeasured {
            check(t.kind, m, t.value, SwipeGen.q)
        }
    }

    /// The fractions of cases exactly on, and one step either side of, the threshold.
    package func share(_ kind: ThresholdKind) -> (on: Double, near: Double) {
        guard cases > 0 else { return (0, 0) }
        return (Double(on[kind] ?? 0) / Double(cases), Double(near[kind] ?? 0) / Double(cases))
    }

    /// The table as Markdown, one row per threshold.
    package var description: String {
        var s = "| threshold | cases exactly on it | cases one step either side |\n|---|---|---|\n"
        for k in ThresholdKind.allCases where k.isMeasured {
            let (a, b) = share(k)
            s += "| \(k.title) | \(percent(a)) | \(percent(b)) |\n"
        }
        return s + "\n\(cases) generated cases.\n"
    }

    func percent(_ x: Double) -> String {
        let p = (x * 1000).rounded() / 10
        return "\(p)%"
    }
}
