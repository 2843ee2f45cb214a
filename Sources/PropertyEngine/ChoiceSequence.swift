/// The recorded choices from which a generator built a value.
///
/// Every generated value is a pure function of its choice sequence: replaying
/// the sequence with ``ChoiceSource/init(replaying:)`` rebuilds the same value.
/// Shrinking works on sequences, not values, so every generator shrinks
/// however it is composed.
///
/// Sequences are ordered *shortlex*: a shorter sequence is smaller, and
/// sequences of equal length compare lexicographically. The shrinker only ever
/// moves to a smaller sequence, and since choice `0` is always the simplest
/// option, a smaller sequence means a simpler value.
///
/// ```swift
/// let a: ChoiceSequence = [1, 1000]
/// let b: ChoiceSequence = [0, 0, 0]
/// a < b  // true: shorter first
/// ```
public struct ChoiceSequence: Sendable, Hashable, Comparable, RandomAccessCollection,
    ExpressibleByArrayLiteral, CustomStringConvertible
{
    /// The choices, in the order they were drawn.
    public var choices: [UInt64]

    /// Creates a sequence holding the given choices.
    ///
    /// - Parameter choices: The choices, in the order they were drawn.
    public init(_ choices: [UInt64] = []) {
        self.choices = choices
    }

    /// Creates a sequence from an array literal, as in `let choices: ChoiceSequence = [1, 2]`.
    ///
    /// - Parameter elements: The choices, in the order they were drawn.
    public init(arrayLiteral elements: UInt64...) {
        choices = elements
    }

    /// The position of the first choice; always zero.
    public var startIndex: Int { 0 }

    /// The position one past the last choice.
    public var endIndex: Int { choices.count }

    /// The choice at `position`.
    ///
    /// - Parameter position: A valid index of the sequence.
    public subscript(position: Int) -> UInt64 {
        choices[position]
    }

    /// Returns whether `lhs` precedes `rhs` in shortlex order: shorter first,
    /// then lexicographically smaller.
    ///
    /// ```swift
    /// ChoiceSequence([5]) < [0, 0]   // true
    /// ChoiceSequence([0, 7]) < [1, 0] // true
    /// ```
    ///
    /// - Parameters:
    ///   - lhs: A sequence.
    ///   - rhs: Another sequence.
    /// - Returns: `true` if `lhs` is simpler than `rhs`.
    /// - Complexity: O(*n*), where *n* is the length of the shorter sequence.
    public static func < (lhs: ChoiceSequence, rhs: ChoiceSequence) -> Bool {
        shortlexPrecedes(lhs.choices, rhs.choices)
    }

    /// Shortlex order on raw choice arrays: shorter first, then lexicographic.
    static func shortlexPrecedes(_ lhs: [UInt64], _ rhs: [UInt64]) -> Bool {
        if lhs.count != rhs.count { return lhs.count < rhs.count }
        for index in lhs.indices where lhs[index] != rhs[index] {
            return lhs[index] < rhs[index]
        }
        return false
    }

    /// The choices in brackets, as in `[1, 1, 1, 1000, 0]`.
    public var description: String {
        "[" + choices.map { String($0) }.joined(separator: ", ") + "]"
    }
}
