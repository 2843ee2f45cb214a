import PropertyEngine
import SwipeReference

/// Inputs the spec names that realistic gestures rarely produce: events to which
/// two rejection reasons apply (OBS-5), a non-finite value in every numeric field
/// (NUM-4), negative and out-of-range row and action indices (LST-7, AX-3),
/// repeated timestamps inside a sequence (VEL-2), a tap released away from its
/// origin inside the slop, or strayed across a button boundary and back (REC-6,
/// DCH-21), a row opened toward its other edge under a press on it (DCH-13), and a
/// fast release at offset 0 (VEL-6).
/// `InputFeatures` measures how often generated cases have each.
extension SwipeGen {
    /// One such input, before it is placed in time.
    enum Extra: Sendable, Hashable {
        /// An event of kind `kind` with a non-finite value in `field` (NUM-4).
        case nonFinite(kind: NonFiniteEvent, field: NumberField, value: Double)
        /// An event naming row `row` (negative or past the end), of kind `kind`.
        case badRow(kind: BadRowEvent, row: Int)
        /// An activation with index `index` (negative or past the end of the list).
        case badAction(row: Int, index: Int)
        /// An event to which two rejection reasons apply; `pair` picks which two.
        case twoReasons(pair: ReasonPair, row: Int)
        /// A swipe whose moves repeat timestamps.
        case sameTimes(row: Int, x: Double, sign: Double)
        /// A tap released `dx` away from its origin `x`, after the row is opened toward
        /// `edge`; with `back`, the finger moves `dx` away and is released at its origin.
        case slidingTap(row: Int, edge: Edge, x: Double, dx: Double, back: Bool)
        /// Opens `row` toward the other edge than `edge` and lets it rest, presses
        /// where `edge`'s first button will be, opens `row` toward `edge` during the
        /// press and releases there at `release` of that settle (DCH-13, REC-6).
        case reopenUnderPress(row: Int, edge: Edge, release: SettlePoint)
        /// A fast drag back to exactly the origin: a release at offset 0.
        case backToZero(row: Int, x: Double, sign: Double)
        /// An event `inner` on row `other`, inside a touch sequence on `row` in
        /// `mode`; `cancel` ends the sequence, else an up.
        case during(row: Int, mode: SequenceMode, inner: DuringEvent, other: Int, edge: Edge, cancel: Bool)
        /// Opens row `open` toward `edge`, then taps row `tap` (LST-4 when they differ).
        case tapAnother(open: Int, tap: Int, edge: Edge)
        /// Swipes row `row` far toward `sign`, then activates an action of row `other`
        /// once the settle has ended (TIM-3: the completion is performed first).
        case activateAfterRelease(row: Int, sign: Double, other: Int)
    }

    /// The event a non-finite value is put in. The touches come first: the
    /// generator draws them three times as often.
    enum NonFiniteEvent: Sendable, Hashable, CaseIterable {
        case down, move, up, cancel, advance, open, close, activate
        static let touches: [Self] = [.down, .move, .up]
        static let others: [Self] = [.cancel, .advance, .open, .close, .activate]
    }

    /// The numeric field of an event that holds the non-finite value.
    enum NumberField: Sendable, Hashable, CaseIterable { case x, y, t }

    /// The events that name a row, for a row out of range (LST-7).
    enum BadRowEvent: Sendable, Hashable, CaseIterable { case down, open, close, activate }

    /// Two rejection reasons that apply to one event (OBS-5 decides between them).
    enum ReasonPair: Sendable, Hashable, CaseIterable {
        /// A down on a row past the end with a NaN x.
        case nonFiniteAndUnknownRow
        /// A close of row -1, earlier than now.
        case unknownRowAndEarlier
        /// An infinite move, earlier than now.
        case nonFiniteAndEarlier
        /// A second down during a sequence, earlier than now.
        case touchActiveAndEarlier
        /// An up without a sequence, earlier than now.
        case noTouchAndEarlier
        /// An open toward the leading edge (empty, or a select row), earlier than now.
        case openRefusedAndEarlier
        /// An activation of index -1 on a row past the end.
        case unknownRowAndUnknownAction
        /// During a drag, an open toward the leading edge and an activation of index 99.
        case dragInProgressAndRowChecks
        /// A cancel at a NaN time, without a sequence.
        case nonFiniteAndNoTouch
    }

    /// The `reveal` rows with actions on both edges, drawn evenly; `nil` when there
    /// is none (a row can then be opened toward one edge, then the other, DCH-13).
    static func twoSided(_ rows: [RowConfiguration]) -> Gen<Int>? {
        let both = rows.indices.filter { i in
            rows[i].style == .reveal && Edge.allCases.allSatisfy { !rows[i].layout(of: $0).widths.isEmpty }
        }
        return both.isEmpty ? nil : Gen.element(of: both)
    }

    /// When an event comes in a settle of duration `d`: half way, a tick before
    /// its end, at it or a tick after (TIM-3).
    enum SettlePoint: Sendable, Hashable, CaseIterable {
        case half, tickBefore, atEnd, tickAfter

        func delay(_ d: Double) -> Double {
            switch self {
            case .half: (d / 2 * 1024).rounded() / 1024
            case .tickBefore: max(0, d - tick)  // never before the event that starts the settle
            case .atEnd: d
            case .tickAfter: d + tick
            }
        }
    }

    /// The touch sequence an extra event arrives in.
    enum SequenceMode: Sendable, Hashable, CaseIterable {
        /// A down only: the sequence is pending (REC-2).
        case pending
        /// A move 60 pt toward smaller x: a drag.
        case draggingLeft
        /// A move 60 pt toward larger x: a drag.
        case draggingRight
        /// A move 40 pt down: a scroll (REC-4).
        case scrolling
    }

    /// The event that arrives inside the sequence.
    enum DuringEvent: Sendable, Hashable, CaseIterable {
        case open, close, activate, down, advance
        /// An open, then time past its settle's end.
        case openThenAdvance
        /// A cancel earlier than now (TIM-1).
        case earlierCancel
        /// An activation of index 99 (AX-3).
        case unknownAction
    }

    static func extra(rows: [RowConfiguration], _ repertoire: Repertoire) -> Gen<Gesture> {
        let n = rows.count
        let row = Gen.int(in: 0...(n - 1))
        let nonFiniteValue = Gen.element(of: [Double.nan, .infinity, -.infinity])
        var inputs: [(Int, Gen<Extra>)] = [
            (5, Gen.zip(Gen.frequency([(3, Gen.element(of: NonFiniteEvent.touches)), (1, Gen.element(of: NonFiniteEvent.others))]),
                        Gen.element(of: NumberField.allCases), nonFiniteValue)
                .map { Extra.nonFinite(kind: $0, field: $1, value: $2) }),
            (2, Gen.zip(Gen.element(of: BadRowEvent.allCases), Gen.element(of: [-1, -n, n, n + 1])).map { Extra.badRow(kind: $0, row: $1) }),
            (1, Gen.zip(row, Gen.element(of: [-1, -2, 16, 4])).map { Extra.badAction(row: $0, index: $1) }),
            (3, Gen.zip(Gen.element(of: ReasonPair.allCases), row).map { Extra.twoReasons(pair: $0, row: $1) }),
            (2, Gen.zip(row, sign).map { r, s in Extra.sameTimes(row: r, x: quantize(rows[r].width / 2), sign: s) }),
            (3, Gen<Extra> { s in
                let r = row.generate(&s), e = edge.generate(&s)
                let dx = Gen.element(of: [-3.5, 3.5, -q, q]).generate(&s)
                let g = rows[r].layout(of: e)
                let boundary = g.widths.first ?? 0
                let d = Gen.element(of: [boundary, boundary / 2, boundary + 1]).generate(&s)
                // Drawn for fuzzing only: the stored vectors' cases draw no such choice.
                let back = repertoire == .fuzzing && oneInFour.generate(&s)
                return Extra.slidingTap(row: r, edge: e, x: quantize(g.side == .left ? d : rows[r].width - d), dx: dx, back: back)
            }),
            (2, Gen.zip(row, sign).map { r, s in Extra.backToZero(row: r, x: quantize(rows[r].width / 2), sign: s) }),
            (6, Gen<Extra> { s in
                Extra.during(row: row.generate(&s), mode: Gen.element(of: SequenceMode.allCases).generate(&s),
                             inner: Gen.element(of: DuringEvent.allCases).generate(&s),
                             other: row.generate(&s), edge: edge.generate(&s), cancel: oneInFour.generate(&s))
            }),
            (4, Gen.zip(row, row, edge).map { Extra.tapAnother(open: $0, tap: $1 == $0 ? ($1 + 1) % n : $1, edge: $2) }),
            (2, Gen.zip(row, sign, row).map { Extra.activateAfterRelease(row: $0, sign: $1, other: $2) }),
        ]
        if repertoire == .fuzzing {
            inputs.append((4, Gen.zip(twoSided(rows) ?? row, edge, Gen.element(of: SettlePoint.allCases))
                .map { Extra.reopenUnderPress(row: $0, edge: $1, release: $2) }))
        }
        return Gen.frequency(inputs).map { Gesture.extra($0) }
    }

    /// The events of an extra input starting at `t` (advanced past them).
    static func events(for extra: Extra, at t: inout Double, rows: [RowConfiguration]) -> [InputEvent] {
        let n = rows.count
        switch extra {
        case let .nonFinite(kind, field, v):
            let x = field == .x ? v : 10, y = field == .y ? v : 20, time = field == .t ? v : t
            switch kind {
            case .down: return [.down(row: 0, x: x, y: y, time: time)]
            case .move: return [.down(row: 0, x: 10, y: 20, time: t), .move(x: x, y: y, time: time), .cancel(time: t)]
            case .up: return [.down(row: 0, x: 10, y: 20, time: t), .up(x: x, y: y, time: time), .cancel(time: t)]
            case .cancel: return [.down(row: 0, x: 10, y: 20, time: t), .cancel(time: v), .cancel(time: t)]
            case .advance: return [.advance(time: v)]
            case .open: return [.open(row: 0, edge: .trailing, time: v)]
            case .close: return [.close(row: 0, time: v)]
            case .activate: return [.activate(row: 0, index: 0, time: v)]
            }
        case let .badRow(kind, row):
            switch kind {
            case .down: return [.down(row: row, x: 10, y: 20, time: t)]
            case .open: return [.open(row: row, edge: .trailing, time: t)]
            case .close: return [.close(row: row, time: t)]
            case .activate: return [.activate(row: row, index: 0, time: t)]
            }
        case let .badAction(row, index):
            return [.activate(row: row, index: index, time: t)]
        case let .twoReasons(pair, row):
            // The pairs of OBS-5's reasons that one event can carry; `t - 1` is earlier
            // than now once an event was accepted at t >= 1.
            let past = t - 1
            switch pair {
            case .nonFiniteAndUnknownRow: return [.down(row: n, x: .nan, y: 20, time: t)]
            case .unknownRowAndEarlier: return [.close(row: -1, time: past)]
            case .nonFiniteAndEarlier: return [.move(x: .infinity, y: 20, time: past)]
            case .touchActiveAndEarlier:
                return [.down(row: row, x: 10, y: 20, time: t), .down(row: row, x: 10, y: 20, time: past), .cancel(time: t)]
            case .noTouchAndEarlier: return [.up(x: 10, y: 20, time: past)]
            case .openRefusedAndEarlier: return [.open(row: row, edge: .leading, time: past)]
            case .unknownRowAndUnknownAction: return [.activate(row: n, index: -1, time: t)]
            case .dragInProgressAndRowChecks:
                t += 64 * tick
                let x = quantize(rows[row].width / 2)  // a width of 1/64 steps halves to 1/128 (NUM-3)
                return [.down(row: row, x: x, y: 20, time: t - 64 * tick), .move(x: x - 40, y: 20, time: t),
                        .open(row: row, edge: .leading, time: t), .activate(row: row, index: 99, time: t), .cancel(time: t)]
            case .nonFiniteAndNoTouch: return [.cancel(time: .nan)]
            }
        case let .sameTimes(row, x, sign):
            let t0 = t
            t += 32 * tick
            return [.down(row: row, x: x, y: 20, time: t0), .move(x: x + sign * 20, y: 20, time: t0),
                    .move(x: x + sign * 60, y: 20, time: t), .move(x: x + sign * 90, y: 20, time: t), .up(x: x + sign * 90, y: 20, time: t)]
        case let .slidingTap(row, edge, x, dx, back):
            let t0 = t
            t += rows[row].parameters.settleDuration + 128 * tick
            let press: [InputEvent] = [.open(row: row, edge: edge, time: t0), .advance(time: t0 + rows[row].parameters.settleDuration),
                                       .down(row: row, x: x, y: 20, time: t - 64 * tick)]
            return back ? press + [.move(x: x + dx, y: 20, time: t - 32 * tick), .up(x: x, y: 20, time: t)]
                : press + [.up(x: x + dx, y: 20, time: t)]
        case let .reopenUnderPress(row, edge, release):
            let r = rows[row], d = r.parameters.settleDuration
            let g = r.layout(of: edge)
            let near = (g.widths.first ?? r.width) / 2
            let x = quantize(g.side == .left ? near : r.width - near)
            let other: Edge = edge == .leading ? .trailing : .leading
            let t0 = t, press = t0 + d + 64 * tick, reopen = press + 16 * tick
            t = reopen + release.delay(d)
            // A cancel first ends a sequence a gesture left active (or is rejected).
            return [.cancel(time: t0), .open(row: row, edge: other, time: t0), .advance(time: t0 + d),
                    .down(row: row, x: x, y: 20, time: press), .open(row: row, edge: edge, time: reopen), .up(x: x, y: 20, time: t)]
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
            case .pending: break
            case .draggingLeft: fx = x - 60
            case .draggingRight: fx = x + 60
            case .scrolling: fy = 60
            }
            if mode != .pending {
                t += 16 * tick
                out.append(.move(x: fx, y: fy, time: t))
            }
            t += 16 * tick
            switch inner {
            case .open: out.append(.open(row: other, edge: edge, time: t))
            case .close: out.append(.close(row: other, time: t))
            case .activate: out.append(.activate(row: other, index: 0, time: t))
            case .down: out.append(.down(row: other, x: x, y: 20, time: t))
            case .advance: t += 0.25; out.append(.advance(time: t))
            case .openThenAdvance: out.append(.open(row: other, edge: edge, time: t)); t += 0.25 + tick; out.append(.advance(time: t))
            case .earlierCancel: out.append(.cancel(time: t - 1))
            case .unknownAction: out.append(.activate(row: other, index: 99, time: t))
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
