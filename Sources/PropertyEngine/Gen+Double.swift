extension Gen where Value == Double {
    /// A generator of doubles in `range`, shrinking toward the value nearest zero
    /// and toward values with fewer fractional bits.
    ///
    /// Built from integer choices, measured from the *anchor*: `0` when the
    /// range holds zero, otherwise the bound nearest zero.
    ///
    /// 1. When the range extends on both sides of zero, a sign choice (`0` is
    ///    positive), drawn with probability proportional to each side's length.
    /// 2. The distance `d` from the anchor, at most the side's length `L`:
    ///    - for `L < 2^53`: an integer part in `0...floor(L)`, then a 52-bit
    ///      fraction choice `f` whose bits are read reversed
    ///      (`f = 1` is 0.5, `f = 2` is 0.25, `f = 3` is 0.75, ...), so lower
    ///      choices are coarser binary fractions; `d` is clamped to `L`;
    ///    - for larger `L`: one 64-bit choice `c`, and `d = L * c / 2^64`.
    ///
    /// The value is the anchor plus or minus `d`, clamped to the range; a zero
    /// is always `+0.0`. Generation is close to uniform, with a little extra
    /// weight on the far bounds. Both bounds must be finite.
    ///
    /// ```swift
    /// let velocity = Gen.double(in: -3000...3000)  // shrinks toward 0, then 1, 0.5, ...
    /// ```
    ///
    /// - Parameter range: The finite values to draw from.
    /// - Returns: A generator of doubles in `range`.
    public static func double(in range: ClosedRange<Double>) -> Gen<Double> {
        let lower = range.lowerBound
        let upper = range.upperBound
        precondition(
            lower.isFinite && upper.isFinite,
            "Gen.double(in:): the range \(range) has an infinite bound; use finite bounds"
        )
        if lower >= 0 || upper <= 0 {
            let anchor = lower >= 0 ? lower : upper
            let length = upper - lower
            let sign: Double = lower >= 0 ? 1 : -1
            return Gen { source in
                let distance = drawDistance(upTo: length, from: &source)
                let value = Swift.min(upper, Swift.max(lower, anchor + sign * distance))
                return value == 0 ? 0 : value
            }
        }
        let negativeLength = -lower
        let positiveLength = upper
        let probabilityOfNegative = (negativeLength / 2) / (negativeLength / 2 + positiveLength / 2)
        return Gen { source in
            let isNegative = source.chooseBool(probabilityOfTrue: probabilityOfNegative)
            let distance = drawDistance(upTo: isNegative ? negativeLength : positiveLength, from: &source)
            let value = isNegative ? -distance : distance
            return value == 0 ? 0 : value
        }
    }

    /// A generator of exact multiples of `step` in `range`, shrinking toward the
    /// multiple nearest zero.
    ///
    /// Draws an integer `k` with ``Gen/int(in:)`` over the multiples that lie in
    /// the range and returns `Double(k) * step`. When `step` is a power of two,
    /// or an integer times one, and `|k| * step` stays below 2^53 times the
    /// step's lowest bit, every value is exact, so sums and differences of such
    /// values are exact too: use it to place inputs exactly on a threshold.
    ///
    /// ```swift
    /// let offset = Gen.double(in: -400...400, step: 0.25)  // -400, -399.75, ..., 400
    /// ```
    ///
    /// - Parameters:
    ///   - range: The finite values to draw from; it must hold at least one multiple of `step`.
    ///   - step: The spacing of the values; positive and finite.
    /// - Returns: A generator of multiples of `step` in `range`.
    public static func double(in range: ClosedRange<Double>, step: Double) -> Gen<Double> {
        precondition(step > 0 && step.isFinite, "Gen.double(in:step:): step \(step) must be positive and finite")
        precondition(
            range.lowerBound.isFinite && range.upperBound.isFinite,
            "Gen.double(in:step:): the range \(range) has an infinite bound; use finite bounds"
        )
        let limit = 0x1p53
        let lowerMultiple = (range.lowerBound / step).rounded(.up)
        let upperMultiple = (range.upperBound / step).rounded(.down)
        precondition(
            abs(lowerMultiple) <= limit && abs(upperMultiple) <= limit,
            "Gen.double(in:step:): range \(range) holds more than 2^53 multiples of step \(step) on one side of zero; use a larger step"
        )
        var first = Int(lowerMultiple)
        var last = Int(upperMultiple)
        while Double(first) * step < range.lowerBound { first += 1 }
        while Double(last) * step > range.upperBound { last -= 1 }
        precondition(first <= last, "Gen.double(in:step:): range \(range) holds no multiple of step \(step)")
        return Gen<Int>.int(in: first...last).map { Double($0) * step }
    }
}

/// Draws a distance in `0...length` for ``Gen/double(in:)``.
private func drawDistance(upTo length: Double, from source: inout ChoiceSource) -> Double {
    if length < 0x1p53 {
        let whole = Double(source.choose(upTo: UInt64(length.rounded(.down))))
        let bits = source.choose(upTo: (1 << 52) - 1)
        let fraction = Double(reversingBits(bits) >> 12) * 0x1p-52
        return Swift.min(length, whole + fraction)
    }
    let scaled = length * (Double(source.choose(upTo: .max)) * 0x1p-64)
    return Swift.min(length, scaled)
}

/// Returns `value` with its 64 bits in reverse order: bit 0 becomes bit 63.
private func reversingBits(_ value: UInt64) -> UInt64 {
    var bits = value
    bits = ((bits >> 1) & 0x5555_5555_5555_5555) | ((bits & 0x5555_5555_5555_5555) << 1)
    bits = ((bits >> 2) & 0x3333_3333_3333_3333) | ((bits & 0x3333_3333_3333_3333) << 2)
    bits = ((bits >> 4) & 0x0F0F_0F0F_0F0F_0F0F) | ((bits & 0x0F0F_0F0F_0F0F_0F0F) << 4)
    return bits.byteSwapped
}
