/// How ``Gen/int(in:)`` maps a choice to an integer of a range that holds zero,
/// and back.
///
/// Choice `c` counts away from zero, positive first at equal magnitude:
/// `0, 1, -1, 2, -2, ...`; once the shorter side of the range is used up, the
/// choices continue on the longer side alone. The mapping keeps the order of
/// simplicity but not arithmetic: adding two choices does not add the values
/// they stand for, so the shrinker converts choices to values and back to
/// move an amount from one integer to another or to flip signs.
///
/// ```swift
/// let encoding = SignedChoiceEncoding(range: -40...40)
/// encoding.value(of: 19)   // 10
/// encoding.choice(for: -10) // 20
/// ```
@usableFromInline
struct SignedChoiceEncoding: Sendable, Hashable {
    /// How many values lie below zero.
    @usableFromInline let negativeCount: UInt64
    /// How many values lie above zero.
    @usableFromInline let positiveCount: UInt64

    /// Creates the encoding of a range with `lowerBound < 0 < upperBound`.
    @inlinable
    init(range: ClosedRange<Int>) {
        negativeCount = UInt64(bitPattern: Int64(0 &- range.lowerBound))
        positiveCount = UInt64(range.upperBound)
    }

    /// The largest choice: the number of values in the range less one.
    @inlinable
    var maximum: UInt64 { negativeCount &+ positiveCount }

    @inlinable
    var shorter: UInt64 { Swift.min(negativeCount, positiveCount) }

    /// The integer that `choice` stands for (choices above ``maximum`` are clamped to it).
    @inlinable
    func value(of choice: UInt64) -> Int {
        let choice = Swift.min(choice, maximum)
        if choice <= shorter &* 2 {
            return choice & 1 == 1 ? Int((choice &+ 1) / 2) : -Int(choice / 2)
        }
        let beyond = choice &- shorter
        return positiveCount > negativeCount
            ? Int(truncatingIfNeeded: beyond)
            : 0 &- Int(truncatingIfNeeded: beyond)
    }

    /// The choice that stands for `value`, or `nil` if `value` lies outside the range.
    func choice(for value: Int) -> UInt64? {
        if value == 0 { return 0 }
        let magnitude = value.magnitude
        if value > 0 {
            guard UInt64(magnitude) <= positiveCount else { return nil }
            return UInt64(magnitude) <= shorter ? UInt64(magnitude) &* 2 &- 1 : UInt64(magnitude) &+ shorter
        }
        guard UInt64(magnitude) <= negativeCount else { return nil }
        return UInt64(magnitude) <= shorter ? UInt64(magnitude) &* 2 : UInt64(magnitude) &+ shorter
    }
}
