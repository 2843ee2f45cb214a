import PropertyEngine
import SwipeReference

/// Generators of realistic swipe cases: rows and configurations, and
/// touch streams sampled at 64–114 Hz on smooth trajectories with jitter, pauses,
/// reversals, flicks, taps, vertical scrolls, cancels, programmatic open/close,
/// accessibility activations, time advances, invalid input, and several rows.
///
/// Every coordinate is a multiple of 1/64 pt and every timestamp a multiple of
/// 1/1024 s (SPEC NUM-3), so cases are exact in every language and the
/// metamorphic transforms are exact. Choice 0 is always the simplest option (one
/// 375 pt LTR reveal row, a straight swipe to the left), so shrinking moves toward it.
///
/// Bias: 5 swipes in 9 aim at a threshold of the row's geometry (slop, open, full
/// swipe, activation, zone boundaries, extent, limit, width), in the direction that
/// reveals its edge, half of them exactly and half 1/64 pt either side; a flick
/// releases at the fling velocity exactly or one step either side; gaps between
/// gestures land on settle end times ± 1/1024 s; taps land on button boundaries of
/// an edge opened for them. `ThresholdStats` measures the result: per 10,000 cases of
/// seed 0x5EED, 1.5–13 % land exactly on each threshold and as many one step either
/// side (`swift run swipe-conformance bench thresholds`, Benchmarks/thresholds.md).
public enum SwipeGen {
    static let q = 1.0 / 64
    static let tick = 1.0 / 1024

    /// Rounds to a multiple of 1/64 (exact for |x| < 2^46).
    static func quantize(_ x: Double) -> Double { (x * 64).rounded() / 64 }

    // MARK: Rows

    static let ids = ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k", "l", "m", "n", "o", "p"]

    static let actionWidth: Gen<Double?> = {
        Gen.frequency([(6, .constant(nil)), (1, Gen.element(of: [20.0, 30, 50, 90.5, 120]).map { Optional($0) })])
    }()

    static let declaration: Gen<SwipeDeclaration> = {
        Gen.zip(
            edge,
            Gen.frequency([(3, .constant(true)), (1, .constant(false))]),
            Gen.array(of: actionWidth, count: 0...4)
        ).map { edge, full, widths in
            SwipeDeclaration(edge: edge, allowsFullSwipe: full, actions: widths.map { SwipeAction(id: "", width: $0) })
        }
    }()

    static func pick<T: Sendable>(_ values: [T]) -> Gen<T> {
        Gen.frequency(values.enumerated().map { i, v in (i == 0 ? values.count : 1, .constant(v)) })
    }

    /// The values a perturbed parameter takes, its default first (the most likely).
    static func perturbations(of parameter: SwipeParameters.Parameter) -> [Double] {
        switch parameter {
        case .slop: [10, 0, 5, 15]
        case .actionWidth: [74, 40, 100]
        case .minimumActionWidth: [30, 0, 44]
        case .openFraction: [0.5, 0.25, 1]
        case .flingVelocity: [100, 50, 400]
        case .fullSwipeFraction: [0.75, 0.5, 1]
        case .fullSwipeMinimumOvershoot: [20, 0, 60]
        case .activationDistance: [50, 0, 25, 120]
        case .elasticity: [0.55, 0.25, 1]
        case .settleDuration: [0.25, 0, 0.125, 0.5]
        }
    }

    static let parameters: Gen<SwipeParameters> = {
        let picks = SwipeParameters.Parameter.allCases.map { (parameter: $0, value: pick(perturbations(of: $0))) }
        let perturbed = Gen<SwipeParameters> { s in
            var parameters = SwipeParameters.defaults
            for pick in picks {
                parameters[pick.parameter] = pick.value.generate(&s)
            }
            return parameters
        }
        return Gen.frequency([(4, .constant(.defaults)), (1, perturbed)])
    }()

    /// One valid row configuration.
    public static let row: Gen<RowConfiguration> = {
        let widths = Gen.frequency([
            (6, .constant(375.0)), (1, .constant(320.0)), (1, .constant(414.0)), (1, .constant(768.0)),
            (1, Gen.double(in: 160...600, step: q)),
        ])
        let directions = Gen.frequency([(3, .constant(LayoutDirection.leftToRight)), (2, .constant(.rightToLeft))])
        let styles = Gen.frequency([(3, .constant(ReleaseStyle.reveal)), (2, .constant(.select))])
        let declarationLists = Gen.frequency([
            (3, Gen.array(of: declaration, count: 1...1)), (2, Gen.array(of: declaration, count: 0...4)),
        ])
        return Gen<RowConfiguration> { s in
            let width = widths.generate(&s)
            let direction = directions.generate(&s)
            let style = styles.generate(&s)
            var declarations = declarationLists.generate(&s)
            var next = 0
            for d in declarations.indices {
                for a in declarations[d].actions.indices {
                    declarations[d].actions[a].id = ids[next % ids.count] + (next >= ids.count ? "\(next)" : "")
                    next += 1
                }
            }
            var p = parameters.generate(&s)
            if p.activationDistance >= width { p.activationDistance = 50 }
            return RowConfiguration(width: width, layoutDirection: direction, style: style, declarations: declarations, parameters: p)
        }
    }()

    /// One to three rows.
    public static let rows: Gen<[RowConfiguration]> = {
        Gen.frequency([(7, Gen.array(of: row, count: 1...1)), (3, Gen.array(of: row, count: 2...3))])
    }()

    // MARK: Gestures

    /// A gesture before it is placed in time.
    enum Gesture: Sendable, Hashable {
        case swipe(Swipe)
        case tap(row: Int, x: Double, hold: Double)
        /// Open a row programmatically, wait for the settle to end, tap at `x`.
        case openTap(row: Int, edge: Edge, x: Double)
        case scroll(row: Int, x: Double, dx: Double, dy: Double, samples: Int, cancel: Bool)
        case open(row: Int, edge: Edge)
        case close(row: Int)
        case activate(row: Int, index: Int)
        case advance(Double)
        case invalid(Invalid)
        /// An input the spec names that gestures rarely produce (Gen+Inputs).
        case extra(Extra)
    }

    /// An event that OBS-5 rejects, one per kind the gestures send.
    enum Invalid: Sendable, Hashable, CaseIterable {
        /// A move with a NaN `x`.
        case nonFiniteMove
        /// An advance one second before the list's clock.
        case timeGoingBackwards
        /// A down on the row one past the last.
        case unknownRow
        /// A move (which may come with no touch active).
        case move
        /// A down with an infinite `x`.
        case nonFiniteDown
        /// A cancel (which may come with no touch active).
        case cancel
    }

    /// The shape of a swipe's path.
    enum Path: Sendable, Hashable, CaseIterable {
        /// Eased out to the distance, landing on it exactly.
        case eased
        /// Past the distance by a quarter, then back.
        case overshoot
        /// Out twice as fast, then halfway back.
        case reversal
    }

    /// How a swipe ends.
    enum Ending: Sendable, Hashable, CaseIterable {
        /// An up at the last position.
        case release
        /// A cancel.
        case cancel
        /// No end: the touch stays down for the next gesture.
        case held
    }

    struct Swipe: Sendable, Hashable {
        var row: Int
        var startX: Double
        var sign: Double
        var distance: Double
        var samples: Int
        var dt: Double
        var path: Path
        var jitter: Double
        var pause: Double
        var flick: Double?
        var end: Ending
    }

    /// Distances worth landing on for a row: every threshold of each edge the
    /// generators aim at (`ThresholdKind.aimingRank`), each with the direction that
    /// reveals its edge, and the slop (THR-1, a distance from the origin) and the
    /// row's width in either direction (nil).
    static func targets(_ r: RowConfiguration) -> [Target] {
        var t: [Target] = [Target(distance: r.parameters.slop, sign: nil), Target(distance: r.width, sign: nil)]
        for edge in Edge.allCases {
            // Moving the finger by +d moves the content right, revealing the left side (GEO-3).
            let sign = r.layout(of: edge).side.offsetSign
            let aimed = Threshold.candidates(of: edge, in: r).enumerated()
                .compactMap { i, threshold in threshold.kind.aimingRank.map { (rank: $0, index: i, value: threshold.value) } }
                .sorted { ($0.rank, $0.index) < ($1.rank, $1.index) }
            t += aimed.map { Target(distance: $0.value, sign: sign) }
        }
        return t.filter { $0.distance >= 0 && $0.distance < 100_000 }.map { Target(distance: quantize($0.distance), sign: $0.sign) }
    }

    struct Target: Sendable, Hashable {
        var distance: Double
        var sign: Double?
    }

    static func swipe(rows: [RowConfiguration]) -> Gen<Gesture> {
        Gen<Gesture> { s in
            let rowIndex = Gen.int(in: 0...(rows.count - 1)).generate(&s)
            let r = rows[rowIndex]
            let w = r.width
            let startX = Gen.frequency([
                (4, .constant(quantize(w / 2))), (2, .constant(quantize(w - 10))), (2, .constant(10.0)),
                (1, Gen.double(in: 0...w, step: q)),
            ]).generate(&s)
            var sign = self.sign.generate(&s)
            let aimed = targets(r)
            let choice = Gen.frequency([
                (5, Gen.zip(Gen.element(of: aimed), nudge)
                    .map { Target(distance: max(0, $0.distance + $1), sign: $0.sign) }),
                (3, Gen.double(in: 0...(1.5 * w), step: q).map { Target(distance: quantize($0), sign: nil) }),
                (1, Gen.double(in: 0...40, step: q).map { Target(distance: $0, sign: nil) }),
            ]).generate(&s)
            let distance = choice.distance
            if let aimedSign = choice.sign { sign = aimedSign }
            let samples = SwipeParts.samples.generate(&s)
            let dt = SwipeParts.dt.generate(&s)
            let path = SwipeParts.path.generate(&s)
            let jitter = SwipeParts.jitter.generate(&s)
            let pause = SwipeParts.pause.generate(&s)
            let flick = SwipeParts.flick.generate(&s)
            let end = SwipeParts.end.generate(&s)
            return .swipe(Swipe(row: rowIndex, startX: startX, sign: sign, distance: distance, samples: samples, dt: dt,
                                path: path, jitter: jitter, pause: pause, flick: flick, end: end))
        }
    }

    static func tap(rows: [RowConfiguration]) -> Gen<Gesture> {
        Gen<Gesture> { s in
            let row = Gen.int(in: 0...(rows.count - 1)).generate(&s)
            let r = rows[row]
            var xs: [Double] = [quantize(r.width / 2)]
            for edge in Edge.allCases {
                let g = r.layout(of: edge)
                var c = 0.0
                for w in g.widths {
                    xs += [c + w / 2, c + w, r.width - c - w / 2, r.width - c - w].map(quantize)
                    c += w
                }
            }
            let base = Gen.element(of: xs).generate(&s)
            let delta = nudge.generate(&s)
            let hold = tapHold.generate(&s)
            return .tap(row: row, x: base + delta, hold: hold)
        }
    }

    /// Opens an edge and taps exactly on one of its button boundaries, or 1/64 pt
    /// either side (REV-5).
    static func openTap(rows: [RowConfiguration]) -> Gen<Gesture> {
        Gen<Gesture> { s in
            let row = Gen.int(in: 0...(rows.count - 1)).generate(&s)
            let r = rows[row]
            let edge = self.edge.generate(&s)
            let g = r.layout(of: edge)
            var distances: [Double] = [0]
            for w in g.widths { distances.append(distances.last! + w) }
            let d = Gen.element(of: distances).generate(&s) + nudge.generate(&s)
            return .openTap(row: row, edge: edge, x: quantize(g.side == .left ? d : r.width - d))
        }
    }

    static func scroll(rows: [RowConfiguration]) -> Gen<Gesture> {
        Gen<Gesture> { s in
            let row = Gen.int(in: 0...(rows.count - 1)).generate(&s)
            let x = quantize(rows[row].width / 2)
            let dy = ScrollParts.dy.generate(&s)
            let dx = ScrollParts.dx[dy]!.generate(&s)  // dy is one of the keys: ScrollParts.dy draws only those
            let samples = ScrollParts.samples.generate(&s)
            let cancel = ScrollParts.cancel.generate(&s)
            return .scroll(row: row, x: x, dx: dx, dy: dy, samples: samples, cancel: cancel)
        }
    }

    /// The inputs a generator draws from. The stored vectors' generated cases
    /// (`gen-`, `gen-list-`) come from the generator's choices, so the inputs
    /// added for fuzzing since they were made are drawn only by `fuzzing`: with
    /// `vectorSet` every case draws the choices, and is, as the stored vectors
    /// have it, and those vectors change only when the spec does.
    package enum Repertoire: Sendable, Hashable {
        /// The inputs the stored vectors' generated cases are drawn with.
        case vectorSet
        /// Those, and a tap whose finger strays within the slop and comes back
        /// (DCH-21), and a row reopened toward its other edge under a press (DCH-13):
        /// what ``SwipeGen/swipeCase`` and ``SwipeGen/changingCase`` draw.
        case fuzzing
    }

    static func gesture(rows: [RowConfiguration], _ repertoire: Repertoire) -> Gen<Gesture> {
        let rowIndex = Gen.int(in: 0...(rows.count - 1))
        return Gen.frequency([
            (10, swipe(rows: rows)),
            (3, tap(rows: rows)),
            (1, openTap(rows: rows)),
            (2, scroll(rows: rows)),
            (2, advance),
            (1, Gen.zip(rowIndex, edge).map { Gesture.open(row: $0, edge: $1) }),
            (1, rowIndex.map { Gesture.close(row: $0) }),
            (1, Gen.zip(rowIndex, Gen.int(in: -1...8)).map { Gesture.activate(row: $0, index: $1) }),
            (1, invalid),
            (4, extra(rows: rows, repertoire)),
        ])
    }

    /// The gap before a gesture: none, one sample, a settle's end ± 1/1024 s, or long.
    static let gap: Gen<Double> = {
        Gen.frequency([
            (3, .constant(64 * tick)), (1, .constant(0.0)), (1, .constant(0.25 - tick)), (1, .constant(0.25)),
            (1, .constant(0.25 + tick)), (2, .constant(1.0)),
        ])
    }()

    /// A complete case: rows, then gestures placed in time.
    public static let swipeCase: Gen<CaseInput> = swipeCase(.fuzzing)

    /// ``swipeCase`` drawing from `repertoire`.
    package static func swipeCase(_ repertoire: Repertoire) -> Gen<CaseInput> {
        rows.flatMap { gestureCase(rows: $0, repertoire) }
    }

    /// Gestures on `rows`, placed in time.
    static func gestureCase(rows: [RowConfiguration], _ repertoire: Repertoire) -> Gen<CaseInput> {
        Gen.array(of: placedGesture(rows: rows, repertoire), count: gestureCount).map { gestures in
            CaseInput(rows: rows, events: events(for: gestures, rows: rows))
        }
    }

    /// How many gestures a case has.
    static let gestureCount = 1...8

    /// A gesture on `rows` and the gap before it.
    static func placedGesture(rows: [RowConfiguration], _ repertoire: Repertoire) -> Gen<(Double, Gesture)> {
        Gen.zip(gap, gesture(rows: rows, repertoire))
    }

    // MARK: Placing gestures in time

    static func events(for gestures: [(Double, Gesture)], rows: [RowConfiguration]) -> [InputEvent] {
        var out: [InputEvent] = []
        var t = 0.0
        for (gap, g) in gestures {
            t += gap
            out += events(for: g, at: &t, rows: rows)
        }
        return out
    }

    /// The events of gesture `g` starting at time `t`; `t` ends at its last event's time.
    static func events(for g: Gesture, at t: inout Double, rows: [RowConfiguration]) -> [InputEvent] {
        var out: [InputEvent] = []
        switch g {
        case let .swipe(sw):
            let y = 20.0
            out.append(.down(row: sw.row, x: sw.startX, y: y, time: t))
            var xs: [Double] = []
            let n = sw.samples
            for i in 1...n {
                let f = Double(i) / Double(n)
                let eased = f * f * (3 - 2 * f)  // smoothstep
                var d: Double
                switch sw.path {
                case .overshoot: d = sw.distance * (f < 0.75 ? eased * 1.25 : 1.25 - (f - 0.75))
                case .reversal: d = sw.distance * (f < 0.5 ? 2 * f : 1.5 - f)
                case .eased: d = i == n ? sw.distance : sw.distance * eased
                }
                if i < n, sw.jitter > 0 { d += (i % 2 == 0 ? 1 : -1) * sw.jitter }
                xs.append(quantize(sw.startX + sw.sign * d))
            }
            for (i, x) in xs.enumerated() {
                t += sw.dt
                let yj = sw.jitter > 0 ? quantize(y + (i % 3 == 0 ? sw.jitter / 2 : -sw.jitter / 4)) : y
                out.append(.move(x: x, y: yj, time: t))
            }
            var lastX = xs.last!
            t += sw.pause
            if let flick = sw.flick, sw.end == .release {
                // A release whose velocity (VEL-3: from the last move to the up) is
                // the row's fling velocity exactly, or 1/64 pt per 1/64 s either side.
                let v = rows[sw.row].parameters.flingVelocity
                t += 16 * tick
                lastX = quantize(lastX + sw.sign * (v * 16 * tick + flick))
                out.append(.up(x: lastX, y: y, time: t))
                break
            }
            switch sw.end {
            case .release: t += sw.dt; out.append(.up(x: lastX, y: y, time: t))
            case .cancel: t += sw.dt; out.append(.cancel(time: t))
            case .held: break
            }
        case let .tap(row, x, hold):
            out.append(.down(row: row, x: x, y: 20, time: t))
            t += hold
            out.append(.up(x: x, y: 21, time: t))
        case let .openTap(row, edge, x):
            out.append(.open(row: row, edge: edge, time: t))
            t += rows[row].parameters.settleDuration
            out.append(.advance(time: t))
            t += 64 * tick
            out.append(.down(row: row, x: x, y: 20, time: t))
            t += 64 * tick
            out.append(.up(x: x, y: 20, time: t))
        case let .scroll(row, x, dx, dy, samples, cancel):
            out.append(.down(row: row, x: x, y: 100, time: t))
            for i in 1...samples {
                t += 16 * tick
                let f = Double(i) / Double(samples)
                out.append(.move(x: quantize(x + dx * f), y: quantize(100 + dy * f), time: t))
            }
            t += 16 * tick
            out.append(cancel ? .cancel(time: t) : .up(x: quantize(x + dx), y: quantize(100 + dy), time: t))
        case let .open(row, edge):
            out.append(.open(row: row, edge: edge, time: t))
        case let .close(row):
            out.append(.close(row: row, time: t))
        case let .activate(row, index):
            out.append(.activate(row: row, index: index, time: t))
        case let .advance(dt):
            t += dt
            out.append(.advance(time: t))
        case let .extra(x):
            out += events(for: x, at: &t, rows: rows)
        case let .invalid(kind):
            switch kind {
            case .nonFiniteMove: out.append(.move(x: .nan, y: 0, time: t))
            case .timeGoingBackwards: out.append(.advance(time: t - 1))
            case .unknownRow: out.append(.down(row: rows.count, x: 10, y: 10, time: t))
            case .move: out.append(.move(x: 10, y: 10, time: t))
            case .nonFiniteDown: out.append(.down(row: 0, x: .infinity, y: 0, time: t))
            case .cancel: out.append(.cancel(time: t))
            }
        }
        return out
    }
}

// MARK: Parts built once

extension SwipeGen {
    // Generators that do not depend on the case's rows, built once: a generator
    // built while generating (inside another's closure) is rebuilt for every
    // gesture, and building costs more than drawing from it.

    /// A side: `-1` or `1`, each half the time.
    static let sign = Gen.frequency([(1, .constant(-1.0)), (1, .constant(1.0))])

    /// An edge: trailing or leading, each half the time.
    static let edge = Gen.frequency([(1, .constant(Edge.trailing)), (1, .constant(Edge.leading))])

    /// A boundary nudge: on it half the time, else 1/64 pt before or after it.
    static let nudge = Gen.frequency([(2, .constant(0.0)), (1, .constant(-q)), (1, .constant(q))])

    /// How long a tap's finger stays down.
    static let tapHold = Gen.frequency([(2, .constant(64 * tick)), (1, .constant(256 * tick)), (1, .constant(0.0))])

    /// Time passing: a settle's duration, a tick less, a second, or 1/16 s.
    static let advance = Gen.frequency([(1, .constant(0.25)), (1, .constant(0.25 - tick)), (1, .constant(1.0)), (1, .constant(0.0625))])
        .map { Gesture.advance($0) }

    /// One of the invalid inputs of ``Invalid``.
    static let invalid = Gen.int(in: 0...(Invalid.allCases.count - 1)).map { Gesture.invalid(Invalid.allCases[$0]) }

    /// The parts of a swipe that do not depend on its row.
    enum SwipeParts {
        static let samples = Gen.int(in: 1...12)
        static let dt = Gen.frequency([(2, .constant(16 * tick)), (1, .constant(12 * tick)), (1, .constant(9 * tick))])
        static let path = Gen.frequency([(4, .constant(Path.eased)), (1, .constant(.overshoot)), (1, .constant(.reversal))])
        static let jitter = Gen.frequency([(3, .constant(0.0)), (1, Gen.double(in: 0...3, step: q))])
        static let pause = Gen.frequency([(3, .constant(0.0)), (1, .constant(0.5)), (1, .constant(64 * tick))])
        static let flick = Gen.frequency([(3, .constant(Double?.none)), (1, nudge.map { Optional($0) })])
        static let end = Gen.frequency([(8, .constant(Ending.release)), (2, .constant(.cancel)), (1, .constant(.held))])
    }

    /// The parts of a scroll.
    enum ScrollParts {
        static let dy = Gen.frequency([(3, .constant(40.0)), (1, .constant(10.0)), (1, .constant(-60.0))])
        /// The horizontal travel after each value of ``dy``: none, as much as `dy` (a diagonal), or 8 pt.
        static let dx = Dictionary(uniqueKeysWithValues: [40.0, 10, -60].map { dy in
            (dy, Gen.frequency([(3, .constant(0.0)), (1, .constant(abs(dy))), (1, .constant(8.0))]))
        })
        static let samples = Gen.int(in: 1...6)
        static let cancel = Gen.frequency([(5, .constant(false)), (1, .constant(true))])
    }
}
