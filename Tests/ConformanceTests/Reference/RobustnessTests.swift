import SwipeReference
import Testing

/// The reference never traps: 1,000,000 random events, any order, any values.
@Suite(.tags(.slow), .quickLoop) struct RobustnessTests {
    /// SplitMix64, inline so this test depends on nothing but the model.
    struct Mix {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }
        mutating func number() -> Double {
            switch below(10) {
            case 0: return [.nan, .infinity, -.infinity, -0.0, .greatestFiniteMagnitude, -.leastNonzeroMagnitude][below(6)]
            case 1: return Double(bitPattern: next())
            default: return Double(Int(next() % 1_000_000) - 300_000) / 64
            }
        }
    }

    @Test("1,000,000 random events never trap and keep LST-1 and ELA-4")
    func millionEvents() throws {
        var rng = Mix(state: 0x5EED)
        var total = 0
        var rejected = 0
        while total < 1_000_000 {
            let rows = (0..<(1 + rng.below(3))).map { _ in
                RowConfiguration(
                    width: [375, 320, 1, 10_000][rng.below(4)],
                    layoutDirection: rng.below(2) == 0 ? .leftToRight : .rightToLeft,
                    style: rng.below(2) == 0 ? .reveal : .select,
                    declarations: (0..<rng.below(4)).map { d in
                        SwipeDeclaration(edge: rng.below(2) == 0 ? .leading : .trailing, allowsFullSwipe: rng.below(2) == 0,
                                         actions: (0..<rng.below(4)).map { SwipeAction(id: "d\(d)a\($0)", width: rng.below(3) == 0 ? 5 : nil) })
                    },
                    parameters: SwipeParameters(activationDistance: 0.5, settleDuration: [0, 0.25, 3][rng.below(3)]))
            }
            var list = try SwipeList(rows: rows)
            var t = 0.0
            for _ in 0..<1000 {
                t += rng.below(4) == 0 ? -1 : Double(rng.below(100)) / 1024
                let row = rng.below(rows.count + 1) - (rng.below(20) == 0 ? 5 : 0)
                let time = rng.below(50) == 0 ? rng.number() : t
                let event: InputEvent
                switch rng.below(9) {
                case 0: event = .down(row: row, x: rng.number(), y: rng.number(), time: time)
                case 1, 2, 3: event = .move(x: rng.number(), y: rng.number(), time: time)
                case 4: event = .up(x: rng.number(), y: rng.number(), time: time)
                case 5: event = .cancel(time: time)
                case 6: event = .advance(time: time)
                case 7: event = rng.below(2) == 0 ? .open(row: row, edge: rng.below(2) == 0 ? .leading : .trailing, time: time) : .close(row: row, time: time)
                default: event = .activate(row: row, index: rng.below(12) - 2, time: time)
                }
                let o = list.handle(event)
                if o.rejection != nil { rejected += 1 }
                total += 1
                let open = o.rows.filter { $0.offset != 0 }.count
                if open > 1 { Issue.record("LST-1 broken after event \(total): \(event)"); return }
                for (i, r) in o.rows.enumerated() where r.offset != 0 {
                    guard let edge = r.revealedEdge else {
                        Issue.record("ELA-3 broken after event \(total): row \(i) offset \(r.offset) reveals no edge"); return
                    }
                    // ELA-4: |o| < L(e) + W in exact arithmetic. In doubles the
                    // rubber band f(x) rounds to W once the excess is large
                    // (1 − 1/(q + 1) becomes 1), so the bound is reached, never passed.
                    let bound = Self.limit(rows[i], edge) + rows[i].width
                    if !r.offset.isFinite || abs(r.offset) > bound {
                        Issue.record("ELA-4 broken after event \(total): row \(i) offset \(r.offset), |o| must not exceed L(e) + W = \(bound)"); return
                    }
                }
            }
        }
        #expect(rejected > 0 && rejected < total)
    }

    /// `L(e)` as ELA-2 defines it, from the edge's extent and full-swipe
    /// threshold.
    static func limit(_ row: RowConfiguration, _ edge: Edge) -> Double {
        let g = EdgeLayout(edge: edge, row: row)
        switch row.style {
        case .select: return row.width
        case .reveal: return g.allowsFullSwipe ? max(row.width, g.fullSwipeThreshold) : g.extent
        }
    }
}
