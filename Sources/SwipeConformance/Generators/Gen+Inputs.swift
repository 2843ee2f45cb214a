import PropertyEngine
import SwipeReference

/// Inputs the spec names that realistic gestures rarely produce: events to which
/// two rejection reasons apply (OBS-5), a non-finite value in every numeric field
/// (NUM-4), negative and out-of-range row and action indices (LST-7, AX-3),
/// repeated timestamps inside a sequence (VEL-2), a tap released away from its
/// origin inside the slop (REC-6), and a fast release at offset 0 (VEL-6).
/// `InputFeatures` measures how often generated cases have each.
extension SwipeGen {
    /// One such input, before it is placed in time.
    enum Extra: Sendable, Hashable {
        /// An event with a non-finite value in field `field` (0 x, 1 y, 2 t) of event kind `kind`.
        case nonFinite(kind: Int, field: Int, value: Double)
        /// An event naming row `row` (negative or past the end), of kind `kind`.
        case badRow(kind: Int, row: Int)
        /// An activation with index `index` (negative or past the end of the list).
        case badAction(row: Int, index: Int)
        /// An event to which two rejection reasons apply; `pair` picks which two.
        case twoReasons(pair: Int, row: Int)
        /// A swipe whose moves repeat timestamps.
        case sameTimes(row: Int, x: Double, sign: Double)
        /// A tap released `dx` away from its origin `x`, after the row is opened toward `edge`.
        case slidingTap(row: Int, edge: Edge, x: Double, dx: Double)
        /// A fast drag back to exactly the origin: a release at offset 0.
        case backToZero(row: Int, x: Double, sign: Double)
        /// An event inside a touch sequence on `row` that is pending (mode 0), dragging
        /// (1, 2) or scrolling (3): `inner` picks it, on `other`; `cancel` ends the sequence.
        case during(row: Int, mode: Int, inner: Int, other: Int, edge: Edge, cancel: Bool)
        /// Opens row `open` toward `edge`, then taps row `tap` (LST-4 when they differ).
        case tapAnother(open: Int, tap: Int, edge: Edge)
        /// Swipes row `row` far toward `sign`, then activates an action of row `other`
        /// once the settle has ended (TIM-3: the completion is performed first).
        case activateAfterRelease(row: Int, sign: Double, other: Int)
    }

    static func extra(rows: [RowConfiguration]) -> Gen<Gesture> {
        let n = rows.count
        let row = Gen.int(in: 0...(n - 1))
        let nonFiniteValue = Gen.element(of: [Double.nan, .infinity, -.infinity])
        return Gen.frequency([
            (5, Gen.zip(Gen.frequency([(3, Gen.int(in: 0...2)), (1, Gen.int(in: 3...7))]), Gen.int(in: 0...2), nonFiniteValue)
                .map { Extra.nonFinite(kind: $0, field: $1, value: $2) }),
            (2, Gen.zip(Gen.int(in: 0...3), Gen.element(of: [-1, -n, n, n + 1])).map { Extra.badRow(kind: $0, row: $1) }),
            (1, Gen.zip(row, Gen.element(of: [-1, -2, 16, 4])).map { Extra.badAction(row: $0, index: $1) }),
            (3, Gen.zip(Gen.int(in: 0...8), row).map { Extra.twoReasons(pair: $0, row: $1) }),
            (2, Gen.zip(row, sign).map { r, s in Extra.sameTimes(row: r, x: quantize(rows[r].width / 2), sign: s) }),
            (3, Gen<Extra> { s in
                let r = row.generate(&s), e = edge.generate(&s)
                let dx = Gen.element(of: [-3.5, 3.5, -q, q]).generate(&s)
                let g = rows[r].geometry(of: e)
                let boundary = g.actionWidths.first ?? 0
                let d = Gen.element(of: [boundary, boundary / 2, boundary + 1]).generate(&s)
                return Extra.slidingTap(row: r, edge: e, x: quantize(g.side == .left ? d : rows[r].width - d), dx: dx)
            }),
            (2, Gen.zip(row, sign).map { r, s in Extra.backToZero(row: r, x: quantize(rows[r].width / 2), sign: s) }),
            (6, Gen<Extra> { s in
                Extra.during(row: row.generate(&s), mode: Gen.int(in: 0...3).generate(&s), inner: Gen.int(in: 0...7).generate(&s),
                             other: row.generate(&s), edge: edge.generate(&s), cancel: oneInFour.generate(&s))
            }),
            (4, Gen.zip(row, row, edge).map { Extra.tapAnother(open: $0, tap: $1 == $0 ? ($1 + 1) % n : $1, edge: $2) }),
            (2, Gen.zip(row, sign, row).map { Extra.activateAfterRelease(row: $0, sign: $1, other: $2) }),
        ]).map { Gesture.extra($0) }
    }

    /// The events of an extra input starting at `t` (advanced past them).
    static func events(for extra: Extra, at t: inout Double, rows: [RowConfiguration]) -> [InputEvent] {
        let n = rows.count
        switch extra {
        case let .nonFinite(kind, field, v):
            let x = field == 0 ? v : 10, y = field == 1 ? v : 20, time = field == 2 ? v : t
            switch kind {
            case 0: return [.down(row: 0, x: x, y: y, time: time)]
            case 1: return [.down(row: 0, x: 10, y: 20, time: t), .move(x: x, y: y, time: time), .cancel(time: t)]
            case 2: return [.down(row: 0, x: 10, y: 20, time: t), .up(x: x, y: y, time: time), .cancel(time: t)]
            case 3: return [.down(row: 0, x: 10, y: 20, time: t), .cancel(time: v), .cancel(time: t)]
            case 4: return [.advance(time: v)]
            case 5: return [.open(row: 0, edge: .trailing, time: v)]
            case 6: return [.close(row: 0, time: v)]
            default: return [.activate(row: 0, index: 0, time: v)]
            }
        case let .badRow(kind, row):
            switch kind {
            case 0: return [.down(row: row, x: 10, y: 20, time: t)]
            case 1: return [.open(row: row, edge: .trailing, time: t)]
            case 2: return [.close(row: row, time: t)]
            default: return [.activate(row: row, index: 0, time: t)]
            }
        case let .badAction(row, index):
            return [.activate(row: row, index: index, time: t)]
        case let .twoReasons(pair, row):
            // The pairs of OBS-5's reasons that one event can carry; `t - 1` is earlier
            // than now once an event was accepted at t >= 1.
            let past = t - 1
            switch pair {
            case 0: return [.down(row: n, x: .nan, y: 20, time: t)]
            case 1: return [.close(row: -1, time: past)]
            case 2: return [.move(x: .infinity, y: 20, time: past)]
            case 3: return [.down(row: row, x: 10, y: 20, time: t), .down(row: row, x: 10, y: 20, time: past), .cancel(time: t)]
            case 4: return [.up(x: 10, y: 20, time: past)]
            case 5: return [.open(row: row, edge: .leading, time: past)]
            case 6: return [.activate(row: n, index: -1, time: t)]
            case 7:
                t += 64 * tick
                let w = rows[row].width
                return [.down(row: row, x: w / 2, y: 20, time: t - 64 * tick), .move(x: w / 2 - 40, y: 20, time: t),
                        .open(row: row, edge: .leading, time: t), .activate(row: row, index: 99, time: t), .cancel(time: t)]
            default: return [.cancel(time: .nan)]
            }
        case let .sameTimes(row, x, sign):
            let t0 = t
            t += 32 * tick
            return [.down(row: row, x: x, y: 20, time: t0), .move(x: x + sign * 20, y: 20, time: t0),
                    .move(x: x + sign * 60, y: 20, time: t), .move(x: x + sign * 90, y: 20, time: t), .up(x: x + sign * 90, y: 20, time: t)]
        case let .slidingTap(row, edge, x, dx):
            let t0 = t
            t += rows[row].parameters.settleDuration + 128 * tick
            return [.open(row: row, edge: edge, time: t0), .advance(time: t0 + rows[row].parameters.settleDuration),
                    .down(row: row, x: x, y: 20, time: t - 64 * tick), .up(x: x + dx, y: 20, time: t)]
        case let .backToZero(row, x, sign):
            let t0 = t
            t += 32 * tick
            return [.down(row: row, x: x, y: 20, time: t0), .move(x: x + sign * 50, y: 20, time: t0 + 16 * tick),
                    .up(x: x, y: 20, time: t)]
        case let .during(row, mode, inner, other, edge, cancel):
            let x = quantize(rows[row].width / 2)
            var out: [InputEvent] = [.down(row: row, x: x, y: 20, time: t)]
            var fx = x, fy = 20.0
            switch mode {
            case 1: fx = x - 60
            case 2: fx = x + 60
            case 3: fy = 60
            default: break
            }
            if mode != 0 {
                t += 16 * tick
                out.append(.move(x: fx, y: fy, time: t))
            }
            t += 16 * tick
            switch inner {
            case 0: out.append(.open(row: other, edge: edge, time: t))
            case 1: out.append(.close(row: other, time: t))
            case 2: out.append(.activate(row: other, index: 0, time: t))
            case 3: out.append(.down(row: other, x: x, y: 20, time: t))
            case 4: t += 0.25; out.append(.advance(time: t))
            case 5: out.append(.open(row: other, edge: edge, time: t)); t += 0.25 + tick; out.append(.advance(time: t))
            case 6: out.append(.cancel(time: t - 1))
            default: out.append(.activate(row: other, index: 99, time: t))
            }
            t += 16 * tick
            out.append(cancel ? .cancel(time: t) : .up(x: fx, y: fy, time: t))
            return out
        case let .tapAnother(open, tap, edge):
            let t0 = t
            t += rows[open].parameters.settleDuration + 128 * tick
            let x = quantize(rows[tap].width / 2)
            // A cancel first ends a sequence a gesture left active (or is rejected).
            return [.cancel(time: t0), .open(row: open, edge: edge, time: t0), .down(row: tap, x: x, y: 20, time: t - 64 * tick),
                    .up(x: x, y: 20, time: t)]
        case let .activateAfterRelease(row, sign, other):
            let w = rows[row].width, t0 = t
            let x0 = quantize(w / 2), x1 = quantize(w / 2 + sign * w * 0.375)
            t += 32 * tick + 64 * tick + rows[row].parameters.settleDuration
            return [.down(row: row, x: x0, y: 20, time: t0), .move(x: x1, y: 20, time: t0 + 16 * tick),
                    .up(x: x1, y: 20, time: t0 + 32 * tick + 64 * tick), .activate(row: other, index: 0, time: t)]
        }
    }
}

extension SwipeGen {
    /// `true` one time in four, built once.
    static let oneInFour = Gen.frequency([(3, .constant(false)), (1, .constant(true))])
}
