/// The source of the bounded integer choices that generators draw, recording each one.
///
/// A source works in one of two modes:
///
/// - **Generating** (``init(seed:)``): each choice is drawn from a
///   ``Xoshiro256StarStar`` seeded with the seed, by
///   ``Xoshiro256StarStar/next(upTo:)``, so a choice bounded by `max` is
///   uniform in `0...max` (``chooseBool(probabilityOfTrue:)`` draws a biased
///   coin instead). A choice bounded by `0` is recorded without drawing.
/// - **Replaying** (``init(replaying:)``): each choice is read from a given
///   ``ChoiceSequence``. A recorded value larger than the bound is **clamped**
///   to the bound (not reduced modulo it), so lowering a recorded choice never
///   makes the value it picks larger. Reading past the end yields `0`, the
///   simplest choice, and sets ``isOverrun``; generators are written so that
///   `0` means "stop" or "simplest", so an overrun replay still ends.
///
/// Either way, ``choices`` holds what was actually consumed (clamped values and
/// overrun zeros included), and replaying ``choices`` rebuilds the same value
/// exactly.
///
/// ```swift
/// var source = ChoiceSource(replaying: [3, 9])
/// source.choose(upTo: 10)  // 3
/// source.choose(upTo: 5)   // 5: 9 clamped to the bound
/// source.choose(upTo: 7)   // 0: past the end
/// source.isOverrun         // true
/// source.choices           // [3, 5, 0]
/// ```
///
/// The drawing methods are `@inlinable`, with the state they read
/// `@usableFromInline`, so that a generator compiled in another module is
/// specialised and inlined there: measured on the toy property (a list of
/// integers, `bench` and `Benchmarks/callgrind.sh`), see `Gen`'s note.
public struct ChoiceSource: Sendable {
    @usableFromInline var generator: Xoshiro256StarStar
    @usableFromInline var replayed: [UInt64]
    @usableFromInline var position: Int
    /// Where the choices come from.
    @usableFromInline let mode: Mode
    /// Whether the structure of the choices (spans, bounds, signed choices) is
    /// recorded, which only the shrinker's replays need.
    @usableFromInline let recordsSpans: Bool
    @usableFromInline var recorded: [UInt64]

    /// The ranges of choices drawn by each nested ``Gen/generate(_:)`` call (and
    /// each optional array element with its "another element?" choice), in the
    /// order they ended; recorded only for the shrinker's replays, and only
    /// ranges of two or more choices.
    @usableFromInline var spans: [Range<Int>]

    /// The positions of the choices drawn by ``Gen/int(in:)`` over a range that
    /// holds zero, with the encoding that maps each to its signed value;
    /// recorded only for the shrinker's replays, so that its value-aware passes
    /// can add, move and negate the integers the choices stand for.
    @usableFromInline var signedChoices: [Int: SignedChoiceEncoding]

    /// The bound of each recorded choice (`1` for a coin), recorded only for
    /// the shrinker's replays, so that its passes on numbers skip coins and
    /// stay within each choice's range.
    @usableFromInline var bounds: [UInt64]

    /// Where a source's choices come from.
    @usableFromInline
    enum Mode: Sendable, Equatable {
        /// Random draws from the seed.
        case generating
        /// A given sequence, then zeros (an overrun).
        case replaying
        /// A given sequence, then random draws as in generation.
        case replayingThenDrawing
    }

    /// Whether the source reads a given sequence instead of drawing random choices.
    public var isReplaying: Bool { mode != .generating }

    /// Whether a replay read past the end of its sequence and returned zeros.
    public private(set) var isOverrun: Bool

    /// Whether a generator rejected the value being built, such as a
    /// ``Gen/filter(maxAttempts:_:)`` that ran out of attempts.
    ///
    /// A rejected case is discarded: it neither passes nor fails its property.
    public private(set) var isRejected: Bool

    /// Creates a source that draws random choices from `Xoshiro256StarStar(seed: seed.rawValue)`.
    ///
    /// ```swift
    /// var source = ChoiceSource(seed: Seed(0x5EED).forCase(0))
    /// let value = Gen.int(in: 0...100).generate(&source)
    /// ```
    ///
    /// - Parameter seed: The seed of the case, usually ``Seed/forCase(_:)`` of a run seed.
    public init(seed: Seed) {
        generator = Xoshiro256StarStar(seed: seed.rawValue)
        replayed = []
        position = 0
        mode = .generating
        recordsSpans = false
        recorded = []
        recorded.reserveCapacity(64)
        spans = []
        signedChoices = [:]
        bounds = []
        isOverrun = false
        isRejected = false
    }

    /// Creates a source that replays the given choices.
    ///
    /// ```swift
    /// var source = ChoiceSource(replaying: [1, 1, 1, 1000, 0])
    /// Gen.array(of: Gen.int(in: 0...1000), count: 0...10).generate(&source)  // [1, 1000]
    /// ```
    ///
    /// - Parameter choices: The choices to read, in order.
    public init(replaying choices: ChoiceSequence) {
        self.init(replaying: choices.choices, recordingSpans: false, thenDrawingFrom: nil)
    }

    /// Creates a source for the shrinker: replays `choices`, records spans if
    /// asked, and past the end either reads zeros (overrun) or, given a seed,
    /// draws random choices as in generation.
    init(replaying choices: [UInt64], recordingSpans: Bool, thenDrawingFrom tailSeed: Seed?) {
        generator = Xoshiro256StarStar(seed: tailSeed?.rawValue ?? 0)
        replayed = choices
        position = 0
        mode = tailSeed == nil ? .replaying : .replayingThenDrawing
        recordsSpans = recordingSpans
        recorded = []
        recorded.reserveCapacity(choices.count + 8)
        spans = []
        signedChoices = [:]
        bounds = []
        isOverrun = false
        isRejected = false
    }

    /// The choices consumed so far, in order.
    public var choices: ChoiceSequence {
        ChoiceSequence(recorded)
    }

    /// The number of choices consumed so far.
    @inlinable
    public var count: Int {
        recorded.count
    }

    /// Draws one choice in `0...max` and records it.
    ///
    /// Choice `0` must always be the simplest option: the shrinker lowers
    /// choices toward zero.
    ///
    /// ```swift
    /// let gen = Gen<Int> { source in Int(source.choose(upTo: 9)) }  // a digit, shrinking toward 0
    /// ```
    ///
    /// - Parameter max: The largest value the choice may take.
    /// - Returns: A uniform draw when generating; the recorded value clamped to
    ///   `max`, or `0` past the end, when replaying.
    /// - Complexity: Amortized O(1).
    @inlinable
    public mutating func choose(upTo max: UInt64) -> UInt64 {
        let choice: UInt64
        if position < replayed.count {
            let value = replayed[position]
            position += 1
            choice = value < max ? value : max
        } else if mode == .replaying {
            choice = overrun()
        } else if max == 0 {
            choice = 0
        } else {
            choice = generator.next(upTo: max)
        }
        if recordsSpans { bounds.append(max) }
        recorded.append(choice)
        return choice
    }

    /// Draws one choice in `0...encoding.maximum`, like ``choose(upTo:)``, and
    /// remembers while shrinking that it stands for a signed integer.
    @inlinable
    mutating func choose(signed encoding: SignedChoiceEncoding) -> UInt64 {
        if recordsSpans { signedChoices[recorded.count] = encoding }
        return choose(upTo: encoding.maximum)
    }

    /// Draws one choice in `0...1` that is `1` with the given probability when
    /// generating, and records it.
    ///
    /// When generating, the draw is `Double(next() >> 11) * 0x1p-53 < probability`
    /// on the source's ``Xoshiro256StarStar``; when replaying it reads a choice
    /// bounded by `1`, like ``choose(upTo:)``. The probability shapes only
    /// generation: shrinking still lowers the choice toward `0` (false).
    ///
    /// ```swift
    /// let another = source.chooseBool(probabilityOfTrue: 0.9)  // "add another element?"
    /// ```
    ///
    /// - Parameter probability: The chance of `true` when generating, in `0...1`.
    /// - Returns: Whether the recorded choice is `1`.
    @inlinable
    public mutating func chooseBool(probabilityOfTrue probability: Double) -> Bool {
        let choice: UInt64
        if position < replayed.count {
            choice = replayed[position] == 0 ? 0 : 1
            position += 1
        } else if mode == .replaying {
            choice = overrun()
        } else {
            choice = Double(generator.next() >> 11) * 0x1p-53 < probability ? 1 : 0
        }
        if recordsSpans { bounds.append(1) }
        recorded.append(choice)
        return choice == 1
    }

    /// Draws between `count.lowerBound` and `count.upperBound` elements with
    /// the choices ``Gen/array(of:count:)`` uses, calling `element` to draw each.
    ///
    /// Use it where an element's choices depend on state the earlier elements
    /// left, which a `Gen` cannot carry: each element's choices, with the
    /// "another element?" choice before it, form one span, so that deleting
    /// the span deletes the element and everything drawn inside it.
    ///
    /// ```swift
    /// var total = 0
    /// source.drawElements(count: 1...8) { source in total += Int(source.choose(upTo: 9)) }
    /// ```
    ///
    /// - Parameters:
    ///   - count: The allowed numbers of elements; the lower bound must be zero or more.
    ///   - element: Draws one element from the source.
    @inlinable
    public mutating func drawElements(count: ClosedRange<Int>, _ element: (inout ChoiceSource) -> Void) {
        precondition(count.lowerBound >= 0, "drawElements: the count range \(count) starts below zero; use 0 or more")
        let averageExtra = Swift.min(10, Double(count.upperBound - count.lowerBound) / 2)
        let probability = averageExtra / (averageExtra + 1)
        var drawn = 0
        while drawn < count.upperBound {
            let start = recorded.count
            if drawn >= count.lowerBound, !chooseBool(probabilityOfTrue: probability) { break }
            element(&self)
            if recordsSpans { recordSpan(from: start) }
            drawn += 1
        }
    }

    /// Marks the replay as overrun and returns the choice an overrun reads, `0`
    /// (out of line: a replay past its end is rare).
    @usableFromInline
    mutating func overrun() -> UInt64 {
        isOverrun = true
        return 0
    }

    /// Marks the value being built as rejected, so that the case is discarded.
    ///
    /// ```swift
    /// let even = Gen<Int> { source in
    ///     let value = Int(source.choose(upTo: 100))
    ///     if value % 2 != 0 { source.reject() }
    ///     return value
    /// }
    /// ```
    public mutating func reject() {
        isRejected = true
    }

    /// Starts a new case drawing from `seed`, keeping the record's storage.
    @usableFromInline
    mutating func restart(seed: Seed) {
        generator = Xoshiro256StarStar(seed: seed.rawValue)
        recorded.removeAll(keepingCapacity: true)
        isOverrun = false
        isRejected = false
    }

    /// Whether ``Gen/generate(_:)`` should record the span of choices it draws.
    @inlinable
    var isRecordingSpans: Bool { recordsSpans }

    /// Records the choices drawn since `start` as a span, if there are two or more.
    @usableFromInline
    mutating func recordSpan(from start: Int) {
        if recorded.count - start >= 2 {
            spans.append(start..<recorded.count)
        }
    }
}
