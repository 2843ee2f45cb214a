extension Gen where Value == Bool {
    /// A generator of `false` and `true`, each with probability 1/2, shrinking toward `false`.
    ///
    /// Draws one choice bounded by `1`; `true` is choice `1`.
    ///
    /// ```swift
    /// let isRightToLeft = Gen.bool
    /// ```
    @inlinable
    public static var bool: Gen<Bool> {
        Gen { source in source.choose(upTo: 1) == 1 }
    }
}

extension Gen where Value == UInt64 {
    /// A generator of one raw choice in `0...max`, uniform, shrinking toward `0`.
    ///
    /// ```swift
    /// let word = Gen.choice(upTo: .max)
    /// ```
    ///
    /// - Parameter max: The largest value.
    /// - Returns: A generator of the choice itself.
    @inlinable
    public static func choice(upTo max: UInt64) -> Gen<UInt64> {
        Gen { source in source.choose(upTo: max) }
    }
}

extension Gen where Value == Int {
    /// A generator of integers in `range`, uniform, shrinking toward the value nearest zero.
    ///
    /// Draws one choice bounded by `upperBound - lowerBound`. The choice counts
    /// away from the simplest value in the range:
    ///
    /// - a range that holds zero: choice `c` maps to `0, 1, -1, 2, -2, ...`
    ///   (positive first at equal magnitude), continuing on the longer side
    ///   once the shorter side is used up;
    /// - a range above zero: `lowerBound + c`;
    /// - a range below zero: `upperBound - c`.
    ///
    /// So shrinking lowers the magnitude, and binary search on the choice finds
    /// the smallest failing magnitude.
    ///
    /// ```swift
    /// let width = Gen.int(in: 30...400)  // shrinks toward 30
    /// let dx = Gen.int(in: -50...200)    // shrinks toward 0
    /// ```
    ///
    /// - Parameter range: The values to draw from; any range of `Int`.
    /// - Returns: A generator of integers in `range`.
    @inlinable
    public static func int(in range: ClosedRange<Int>) -> Gen<Int> {
        let lower = range.lowerBound
        let upper = range.upperBound
        let span = UInt64(bitPattern: Int64(upper &- lower))
        if lower >= 0 {
            return Gen { source in lower &+ Int(truncatingIfNeeded: source.choose(upTo: span)) }
        }
        if upper <= 0 {
            return Gen { source in upper &- Int(truncatingIfNeeded: source.choose(upTo: span)) }
        }
        let encoding = SignedChoiceEncoding(range: range)
        return Gen { source in encoding.value(of: source.choose(signed: encoding)) }
    }
}

extension Gen {
    /// A generator of the given elements, uniform, shrinking toward the first.
    ///
    /// Draws one choice bounded by `elements.count - 1`: the index.
    ///
    /// ```swift
    /// let direction = Gen.element(of: ["ltr", "rtl"])
    /// ```
    ///
    /// - Parameter elements: The values to choose from, simplest first; not empty.
    /// - Returns: A generator of those values.
    @inlinable
    public static func element(of elements: [Value]) -> Gen<Value> where Value: Sendable {
        precondition(!elements.isEmpty, "Gen.element(of:): the array of elements is empty; give at least one")
        let last = UInt64(elements.count - 1)
        return Gen { source in elements[Int(source.choose(upTo: last))] }
    }

    /// A generator that picks one of `gens` uniformly, shrinking toward the first.
    ///
    /// Draws one choice (the index), then the chosen generator's choices. List
    /// the simplest alternative first.
    ///
    /// ```swift
    /// let event = Gen.oneOf([tap, drag, scroll])
    /// ```
    ///
    /// - Parameter gens: The alternatives, simplest first; not empty.
    /// - Returns: A generator of the alternatives' values.
    @inlinable
    public static func oneOf(_ gens: [Gen<Value>]) -> Gen<Value> {
        precondition(!gens.isEmpty, "Gen.oneOf: the array of generators is empty; give at least one")
        let last = UInt64(gens.count - 1)
        return Gen { source in gens[Int(source.choose(upTo: last))].generate(&source) }
    }

    /// A generator that picks one of the weighted generators, with probability
    /// proportional to its weight, shrinking toward the first.
    ///
    /// Draws one choice in `0...(total weight - 1)`; the alternative is the first
    /// whose running total of weights exceeds the choice, so choice `0` picks
    /// the first alternative with a positive weight. List the simplest first.
    ///
    /// ```swift
    /// let event = Gen.frequency([(1, tap), (6, drag), (1, cancel)])
    /// ```
    ///
    /// - Parameter weighted: Pairs of a non-negative weight and a generator; the
    ///   weights must add up to at least 1.
    /// - Returns: A generator of the alternatives' values.
    @inlinable
    public static func frequency(_ weighted: [(Int, Gen<Value>)]) -> Gen<Value> {
        var cumulative: [UInt64] = []
        var total: UInt64 = 0
        for (weight, _) in weighted {
            precondition(weight >= 0, "Gen.frequency: weight \(weight) is negative; use 0 or more")
            let (sum, overflow) = total.addingReportingOverflow(UInt64(weight))
            precondition(!overflow, "Gen.frequency: the weights add up to more than 2^64 - 1; use smaller weights")
            total = sum
            cumulative.append(total)
        }
        precondition(total > 0, "Gen.frequency: the weights add up to 0; give at least one positive weight")
        // A closure, not the key path `\.1`: a key path into a tuple is instantiated
        // through the runtime on every call, and generators built while generating
        // (the swipe generators build many) spent 34 % of `fuzz`'s instructions there.
        let gens = weighted.map { $0.1 }
        let last = total - 1
        let thresholds = cumulative
        return Gen { source in
            let choice = source.choose(upTo: last)
            var index = 0
            while thresholds[index] <= choice { index += 1 }
            return gens[index].generate(&source)
        }
    }

    /// A generator of arrays of `element` values whose length is in `count`,
    /// shrinking toward fewer and simpler elements.
    ///
    /// The first `count.lowerBound` elements are drawn unconditionally. Then,
    /// while the array is shorter than `count.upperBound`, one "another
    /// element?" choice (bounded by `1`) precedes each further element, and a
    /// `0` ends the array. Deleting an element's chunk of choices therefore
    /// deletes the element, and a replay that runs out of choices ends the array.
    /// When generating, "another" has probability `a / (a + 1)` with
    /// `a = min(10, (upperBound - lowerBound) / 2)`, so about `a` optional
    /// elements are drawn on average.
    ///
    /// ```swift
    /// let taps = Gen.array(of: Gen.int(in: 0...1000), count: 0...50)
    /// // choices [1, 1, 1, 1000, 0] build [1, 1000]
    /// ```
    ///
    /// - Parameters:
    ///   - element: The generator of each element.
    ///   - count: The allowed lengths; the lower bound must be zero or more.
    /// - Returns: A generator of arrays.
    @inlinable
    public static func array<Element>(
        of element: Gen<Element>,
        count: ClosedRange<Int>
    ) -> Gen<Value> where Value == [Element] {
        precondition(count.lowerBound >= 0, "Gen.array: the count range \(count) starts below zero; use 0 or more")
        return Gen { source in
            var result: [Element] = []
            result.reserveCapacity(count.lowerBound)
            source.drawElements(count: count) { source in result.append(element.generate(&source)) }
            return result
        }
    }

    /// A generator of pairs: `first`'s value, then `second`'s.
    ///
    /// The choices of `first` precede those of `second`.
    ///
    /// ```swift
    /// let pair = Gen.zip(Gen.int(in: 0...10), Gen.bool)
    /// ```
    ///
    /// - Parameters:
    ///   - first: The generator of the first component.
    ///   - second: The generator of the second component.
    /// - Returns: A generator of pairs.
    @inlinable
    public static func zip<First, Second>(
        _ first: Gen<First>,
        _ second: Gen<Second>
    ) -> Gen<Value> where Value == (First, Second) {
        Gen { source in
            let a = first.generate(&source)
            let b = second.generate(&source)
            return (a, b)
        }
    }

    /// A generator of triples, drawn in order: `first`, `second`, `third`.
    ///
    /// ```swift
    /// let point = Gen.zip(Gen.int(in: 0...320), Gen.int(in: 0...640), Gen.double(in: 0...1))
    /// ```
    ///
    /// - Parameters:
    ///   - first: The generator of the first component.
    ///   - second: The generator of the second component.
    ///   - third: The generator of the third component.
    /// - Returns: A generator of triples.
    @inlinable
    public static func zip<First, Second, Third>(
        _ first: Gen<First>,
        _ second: Gen<Second>,
        _ third: Gen<Third>
    ) -> Gen<Value> where Value == (First, Second, Third) {
        Gen { source in
            let a = first.generate(&source)
            let b = second.generate(&source)
            let c = third.generate(&source)
            return (a, b, c)
        }
    }

    /// A generator of recursive values, at most `maxDepth` levels of `extend` deep.
    ///
    /// Depth 0 is `base`. Each further level is `oneOf([base, extend(level below)])`,
    /// so every level draws one choice first and choice `0` stops the recursion:
    /// values shrink toward `base`, and a replay that runs out of choices ends.
    /// Each level recurses with probability 1/2.
    ///
    /// ```swift
    /// indirect enum Tree: Sendable { case leaf(Int), node(Tree, Tree) }
    /// let tree = Gen<Tree>.recursive(
    ///     maxDepth: 4,
    ///     base: Gen.int(in: 0...9).map(Tree.leaf),
    ///     extend: { child in Gen.zip(child, child).map { Tree.node($0, $1) } }
    /// )
    /// ```
    ///
    /// - Parameters:
    ///   - maxDepth: The largest number of nested `extend` levels; zero or more.
    ///   - base: The generator of the non-recursive values, the simplest.
    ///   - extend: Builds the generator of one level from the generator of the level below.
    /// - Returns: A generator of values at most `maxDepth` levels deep.
    public static func recursive(
        maxDepth: Int,
        base: Gen<Value>,
        extend: (Gen<Value>) -> Gen<Value>
    ) -> Gen<Value> {
        precondition(maxDepth >= 0, "Gen.recursive: maxDepth must be zero or more, got \(maxDepth)")
        var gen = base
        for _ in 0..<maxDepth {
            gen = .oneOf([base, extend(gen)])
        }
        return gen
    }
}
