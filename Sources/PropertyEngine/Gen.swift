/// A generator of values built from bounded integer choices, with integrated shrinking.
///
/// A generator draws its choices from a ``ChoiceSource``. The value it builds
/// is a pure function of the choices drawn, so a value can be rebuilt from its
/// recorded ``ChoiceSequence`` and shrunk by shrinking that sequence, as
/// Hypothesis does: no generator needs a shrinker of its own, and every
/// composition of generators (`map`, `flatMap`, `filter`, `zip`, `oneOf`, ...)
/// shrinks.
///
/// The one rule for writing a generator: **choice `0` is the simplest option**.
/// Integers shrink toward zero, booleans toward `false`, alternatives toward the
/// first one listed, arrays toward fewer elements, and a replay that runs out of
/// choices reads zeros, which must lead to a small value and end the generation.
///
/// Generators are values and `Sendable`; build them once and share them.
///
/// `Gen`, its combinators and ``ChoiceSource``'s drawing methods are
/// `@inlinable`, so that a generator built in another module (a user's test, the
/// swipe generators) is specialised for its value type there instead of calling
/// through unspecialised generic code. Measured on the toy property (a list of 1 to
/// 40 integers, `bench` and `Benchmarks/callgrind.sh`): without it 38–40 % of the
/// instructions went to runtime lookups of `Array<Element>` metadata, and the
/// engine ran at 1/8.8 of a raw SplitMix64 loop building the same lists.
///
/// ```swift
/// let point = Gen.zip(Gen.int(in: -100...100), Gen.int(in: -100...100))
/// let path = Gen.array(of: point, count: 1...20)
///
/// var source = ChoiceSource(seed: Seed(0x5EED).forCase(0))
/// let value = path.generate(&source)
/// let again = PropertyCheck.replay(gen: path, choices: source.choices)  // same as value
/// ```
public struct Gen<Value>: Sendable {
    @usableFromInline let run: @Sendable (inout ChoiceSource) -> Value

    /// Creates a generator from a function that draws choices from a source.
    ///
    /// The function must be deterministic: the value may depend only on the
    /// choices it draws. Draw with ``ChoiceSource/choose(upTo:)`` so that `0`
    /// is the simplest option.
    ///
    /// ```swift
    /// let digit = Gen<Int> { source in Int(source.choose(upTo: 9)) }
    /// ```
    ///
    /// - Parameter run: The function that builds a value from a source's choices.
    @inlinable
    public init(_ run: @escaping @Sendable (inout ChoiceSource) -> Value) {
        self.run = run
    }

    /// Builds one value by drawing choices from `source`.
    ///
    /// ```swift
    /// var source = ChoiceSource(seed: 42)
    /// let flag = Gen.bool.generate(&source)
    /// ```
    ///
    /// - Parameter source: The source to draw from; it records every choice.
    /// - Returns: The generated value.
    @inlinable
    public func generate(_ source: inout ChoiceSource) -> Value {
        guard source.isRecordingSpans else { return run(&source) }
        let start = source.count
        let value = run(&source)
        source.recordSpan(from: start)
        return value
    }

    /// Returns a generator of this generator's values transformed by `transform`.
    ///
    /// The result shrinks as this generator does.
    ///
    /// ```swift
    /// let even = Gen.int(in: 0...50).map { $0 * 2 }
    /// ```
    ///
    /// - Parameter transform: A deterministic function of the generated value.
    /// - Returns: A generator of the transformed values.
    @inlinable
    public func map<Transformed>(
        _ transform: @escaping @Sendable (Value) -> Transformed
    ) -> Gen<Transformed> {
        let run = self.run
        return Gen<Transformed> { source in transform(run(&source)) }
    }

    /// Returns a generator that uses this generator's value to choose the next generator.
    ///
    /// The choices of both generators go into one sequence, this one's first,
    /// so the result shrinks as a whole: lowering a length drawn first trims
    /// the elements drawn after it.
    ///
    /// ```swift
    /// let list = Gen.int(in: 0...10).flatMap { count in
    ///     Gen.array(of: Gen.int(in: 0...100), count: count...count)
    /// }
    /// ```
    ///
    /// - Parameter transform: A deterministic function from a value to the next generator.
    /// - Returns: A generator of the second generator's values.
    @inlinable
    public func flatMap<Transformed>(
        _ transform: @escaping @Sendable (Value) -> Gen<Transformed>
    ) -> Gen<Transformed> {
        let run = self.run
        return Gen<Transformed> { source in transform(run(&source)).generate(&source) }
    }

    /// Returns a generator of this generator's values that satisfy `isIncluded`.
    ///
    /// Each attempt draws a fresh value, its choices appended to the sequence,
    /// so the shrinker can delete the choices of rejected attempts. When
    /// `maxAttempts` values in a row are rejected, the last one is returned and
    /// the source is marked rejected (``ChoiceSource/isRejected``): the case is
    /// discarded, neither passing nor failing. Prefer generating valid values
    /// directly when most values would be rejected.
    ///
    /// ```swift
    /// let odd = Gen.int(in: 0...100).filter { $0 % 2 == 1 }
    /// ```
    ///
    /// - Parameters:
    ///   - maxAttempts: How many values to try before rejecting the case; at least 1.
    ///   - isIncluded: A deterministic predicate on generated values.
    /// - Returns: A generator of the values that satisfy the predicate.
    @inlinable
    public func filter(
        maxAttempts: Int = 100,
        _ isIncluded: @escaping @Sendable (Value) -> Bool
    ) -> Gen<Value> {
        precondition(maxAttempts >= 1, "Gen.filter: maxAttempts must be at least 1, got \(maxAttempts)")
        let run = self.run
        return Gen { source in
            var value = run(&source)
            var attempts = 1
            while !isIncluded(value) {
                if attempts == maxAttempts {
                    source.reject()
                    return value
                }
                value = run(&source)
                attempts += 1
            }
            return value
        }
    }

    /// Returns a generator that always produces `value` and draws no choices.
    ///
    /// ```swift
    /// let origin = Gen.constant(0.0)
    /// ```
    ///
    /// - Parameter value: The value to produce.
    /// - Returns: A generator that always produces `value`.
    @inlinable
    public static func constant(_ value: Value) -> Gen<Value> where Value: Sendable {
        Gen { _ in value }
    }
}
