/// The release velocity of a touch sequence (VEL-1 to VEL-3, DCH-5, DCH-18).
///
/// Samples are the down point and every move and up of the sequence, as `(x, t)`.
/// A sample with the same timestamp as the latest one replaces it; the velocity is
/// `(x_last - x_prev) / (t_last - t_prev)`, where `prev` is the latest sample with a
/// strictly earlier timestamp, and 0 when there is none. Measured since the press
/// (DCH-5), `prev` is the down sample.
struct VelocityTracker: Sendable {
    private let first: (x: Double, t: Double)
    private var previous: (x: Double, t: Double)?
    private var last: (x: Double, t: Double)

    init(x: Double, time: Double) {
        first = (x, time)
        last = (x, time)
    }

    /// Records a sample (VEL-1, VEL-2). Timestamps never decrease (TIM-1).
    mutating func add(x: Double, time: Double) {
        if time == last.t {
            last = (x, time)
        } else {
            previous = last
            last = (x, time)
        }
    }

    /// The x of the latest sample: where the finger is now (MUT-9), and where a
    /// pending sequence's `up` is (DCH-20, DCH-21).
    var latestX: Double { last.x }

    /// The horizontal velocity in points per second (VEL-3).
    var velocity: Double {
        guard let p = previous else { return 0 }
        return (last.x - p.x) / (last.t - p.t)
    }

    /// The velocity under a design's window and clock (VEL-3, DCH-5, DCH-18): on
    /// the millisecond clock the elapsed time is `(ms_last - ms_prev) / 1000`, as
    /// Qt's velocity calculator divides it; 0 when no time has elapsed.
    func velocity(_ window: DesignChoices.VelocityWindow, clock: DesignChoices.Clock) -> Double {
        if window == .lastTwoSamples && clock == .seconds { return velocity }
        let from: (x: Double, t: Double)
        switch window {
        case .lastTwoSamples:
            guard let p = previous else { return 0 }
            from = p
        case .sincePress:
            from = first
        }
        let elapsed = clock == .seconds ? last.t - from.t : (clock.ticks(last.t) - clock.ticks(from.t)) / 1000
        return elapsed > 0 ? (last.x - from.x) / elapsed : 0
    }
}
