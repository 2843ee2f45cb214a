/// The release velocity of a touch sequence (VEL-1 to VEL-3).
///
/// Samples are the down point and every move and up of the sequence, as `(x, t)`.
/// A sample with the same timestamp as the latest one replaces it; the velocity is
/// `(x_last - x_prev) / (t_last - t_prev)`, where `prev` is the latest sample with a
/// strictly earlier timestamp, and 0 when there is none.
struct VelocityTracker: Sendable {
    private var previous: (x: Double, t: Double)?
    private var last: (x: Double, t: Double)

    init(x: Double, time: Double) {
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

    /// The x of the latest sample: where the finger is now (MUT-9).
    var latestX: Double { last.x }

    /// The horizontal velocity in points per second (VEL-3).
    var velocity: Double {
        guard let p = previous else { return 0 }
        return (last.x - p.x) / (last.t - p.t)
    }
}
