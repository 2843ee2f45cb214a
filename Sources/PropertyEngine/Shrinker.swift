/// How much work shrinking may spend before it reports the best case found so far.
///
/// Shrinking stops at whichever limit comes first: a number of property
/// evaluations or a span of time measured on `ContinuousClock`. A stopped
/// shrink still returns the smallest failing case it found, flagged
/// `exhaustedBudget`.
///
/// ```swift
/// let quick = ShrinkBudget(maxEvaluations: 500, maxDuration: .seconds(2))
/// ```
public struct ShrinkBudget: Sendable, Hashable {
    /// The largest number of candidate sequences to evaluate (replay and run the property on).
    public var maxEvaluations: Int

    /// The longest time to spend shrinking.
    public var maxDuration: Duration

    /// Creates a budget.
    ///
    /// - Parameters:
    ///   - maxEvaluations: The largest number of evaluations; zero or more.
    ///   - maxDuration: The longest time to spend.
    public init(maxEvaluations: Int, maxDuration: Duration) {
        self.maxEvaluations = maxEvaluations
        self.maxDuration = maxDuration
    }

    /// The default budget: 10,000 evaluations or 30 seconds.
    public static let standard = ShrinkBudget(maxEvaluations: 10_000, maxDuration: .seconds(30))
}

/// The outcome of shrinking: the smallest failing choice sequence found, and what it cost.
///
/// ```swift
/// let result = Shrinker.shrink([5000], budget: .standard) { $0.choices[0] >= 1234 }
/// result.choices          // [1234]
/// result.exhaustedBudget  // false
/// ```
public struct ShrinkResult<Failure> {
    /// The smallest failing sequence found: as consumed by its replay, with clamped
    /// values, overrun zeros and no unused tail.
    public var choices: ChoiceSequence

    /// What the replay of ``choices`` reported about its failure, such as the value and message.
    public var failure: Failure

    /// How many candidate sequences were evaluated; cached candidates are not counted.
    public var evaluations: Int

    /// Whether shrinking stopped because the budget ran out rather than at a fixpoint.
    public var exhaustedBudget: Bool

    /// How long shrinking took.
    public var duration: Duration
}

extension ShrinkResult: Sendable where Failure: Sendable {}
extension ShrinkResult: Equatable where Failure: Equatable {}

/// Shrinks a failing choice sequence to a smaller failing one, Hypothesis-style.
///
/// Candidates are compared in shortlex order (shorter first, then
/// lexicographically smaller; see ``ChoiceSequence``), and a candidate is
/// accepted only if it still fails **and** the choices its replay actually
/// consumed are shortlex-smaller than the best so far; the consumed choices
/// then become the best. Every accepted step makes the sequence strictly
/// smaller, so shrinking always ends.
///
/// The passes, repeated until none improves the sequence or the budget runs out:
///
/// 1. Cheap passes, in order:
///    - delete *spans*: the choices of one nested generator call, or of one
///      optional array element with its "another element?" choice (recorded
///      while replaying; largest first);
///    - replace a span with one of the spans nested inside it (a recursive
///      value with one of its descendants);
///    - delete chunks of 8, 4, 2 and 1 choices, sweeping from the end, then
///      from the start;
///    - replace chunks of 8, 4, 2 and 1 choices with zeros;
///    - minimise each choice: try `0`, then `1`, then one less, then binary
///      search for the smallest failing value below it;
///    - sort windows of 8, 4 and 2 adjacent choices into ascending order.
/// 2. When the cheap passes make no progress, the expensive ones, returning to
///    the cheap passes after the first that makes progress:
///    - swap pairs of choices up to 16 apart when the later is smaller;
///    - redistribute between pairs up to 16 apart: move as much as possible
///      (all, else by binary search) from the earlier choice to the later;
///    - delete a chunk of 1 to 8 choices while lowering by one a choice up to
///      32 positions before it (the length drawn before the elements of a
///      `flatMap`);
///    - lower a choice to `0` or by one and draw the choices after it at
///      random, 8 times each (switching a `oneOf` to an earlier alternative
///      whose choices mean something else). The random draws are seeded from
///      the number of evaluations so far, so shrinking stays deterministic.
///
/// Candidates already rejected are remembered and not evaluated again. The
/// search is deterministic: the same input gives the same result.
///
/// ```swift
/// let result = Shrinker.shrink([700, 300]) { choices in
///     choices.count == 2 && choices[0] > choices[1]
/// }
/// result.choices  // [1, 0]
/// ```
public enum Shrinker {
    /// Shrinks a failing sequence by replaying candidates through a generator and property.
    ///
    /// The shrinker prepares a replaying ``ChoiceSource`` for each candidate;
    /// `test` generates a value from it and runs the property. A source that a
    /// generator marks rejected counts as passing. The choices the source
    /// consumed stand for the candidate, so overruns and unused tails are
    /// trimmed, and the source also tells the shrinker where each nested
    /// generator's choices are.
    ///
    /// ```swift
    /// let result = Shrinker.shrink(original, failure: message) { source in
    ///     let value = gen.generate(&source)
    ///     return property(value)  // nil when it passes
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - choices: A failing sequence, as consumed by its replay.
    ///   - failure: What `test` reported for `choices`; returned if nothing smaller fails.
    ///   - budget: The most work to spend.
    ///   - test: Generates a value from the source and returns `nil` if the
    ///     property passes, or what it reports about the failure. It must be
    ///     deterministic.
    /// - Returns: The smallest failing sequence found, its failure, and the cost.
    public static func shrink<Failure>(
        _ choices: ChoiceSequence,
        failure: Failure,
        budget: ShrinkBudget = .standard,
        test: (inout ChoiceSource) -> Failure?
    ) -> ShrinkResult<Failure> {
        withoutActuallyEscaping(test) { test in
            run(choices, failure: failure, budget: budget, drawsTails: true) { candidate, tailSeed in
                var source = ChoiceSource(replaying: candidate, recordingSpans: true, thenDrawingFrom: tailSeed)
                let failure = test(&source)
                return Evaluation(
                    consumed: source.recorded,
                    spans: source.spans,
                    failure: source.isRejected ? nil : failure
                )
            }
        }
    }

    /// Shrinks a failing sequence using a predicate that says whether a candidate still fails.
    ///
    /// The candidate itself stands for the consumed choices, so the predicate
    /// should judge exactly the choices it is given. Without a generator the
    /// shrinker knows no spans and draws no random tails; prefer
    /// ``shrink(_:failure:budget:test:)`` for generated values.
    ///
    /// ```swift
    /// let result = Shrinker.shrink([5000]) { ($0.first ?? 0) >= 1234 }
    /// result.choices  // [1234]
    /// ```
    ///
    /// - Parameters:
    ///   - choices: A failing sequence.
    ///   - budget: The most work to spend.
    ///   - stillFails: Returns `true` if the candidate still fails. It must be deterministic.
    /// - Returns: The smallest failing sequence found and the cost.
    public static func shrink(
        _ choices: ChoiceSequence,
        budget: ShrinkBudget = .standard,
        stillFails: (ChoiceSequence) -> Bool
    ) -> ShrinkResult<Void> {
        withoutActuallyEscaping(stillFails) { stillFails in
            run(choices, failure: (), budget: budget, drawsTails: false) { candidate, _ in
                Evaluation(consumed: candidate, spans: [], failure: stillFails(ChoiceSequence(candidate)) ? () : nil)
            }
        }
    }

    private static func run<Failure>(
        _ choices: ChoiceSequence,
        failure: Failure,
        budget: ShrinkBudget,
        drawsTails: Bool,
        evaluate: @escaping ([UInt64], Seed?) -> Evaluation<Failure>
    ) -> ShrinkResult<Failure> {
        let clock = ContinuousClock()
        let start = clock.now
        var run = ShrinkRun(
            best: choices.choices,
            bestFailure: failure,
            evaluate: evaluate,
            drawsTails: drawsTails,
            maxEvaluations: budget.maxEvaluations,
            deadline: start.advanced(by: budget.maxDuration),
            clock: clock
        )
        run.shrink()
        return ShrinkResult(
            choices: ChoiceSequence(run.best),
            failure: run.bestFailure,
            evaluations: run.evaluations,
            exhaustedBudget: run.exhaustedBudget,
            duration: start.duration(to: clock.now)
        )
    }
}

/// What one replay of a candidate gave: the choices consumed, the spans, and the failure if it failed.
private struct Evaluation<Failure> {
    var consumed: [UInt64]
    var spans: [Range<Int>]
    var failure: Failure?
}

/// The state of one shrink: the best sequence so far and the budget spent.
private struct ShrinkRun<Failure> {
    var best: [UInt64]
    var bestFailure: Failure
    /// The spans of `best`, or `nil` until a replay of it has been seen.
    private var bestSpans: [Range<Int>]?
    private let evaluate: ([UInt64], Seed?) -> Evaluation<Failure>
    private let drawsTails: Bool
    private let maxEvaluations: Int
    private let deadline: ContinuousClock.Instant
    private let clock: ContinuousClock

    private(set) var evaluations = 0
    private(set) var exhaustedBudget = false
    private var rejected: Set<[UInt64]> = []
    private var rejectedStorage = 0

    private static var chunkSizes: [Int] { [8, 4, 2, 1] }
    private static var sortWindows: [Int] { [8, 4, 2] }
    private static var pairDistance: Int { 16 }
    private static var loweringDistance: Int { 32 }
    private static var tailAttempts: Int { 8 }
    private static var maximumCachedChoices: Int { 4_000_000 }

    init(
        best: [UInt64],
        bestFailure: Failure,
        evaluate: @escaping ([UInt64], Seed?) -> Evaluation<Failure>,
        drawsTails: Bool,
        maxEvaluations: Int,
        deadline: ContinuousClock.Instant,
        clock: ContinuousClock
    ) {
        self.best = best
        self.bestFailure = bestFailure
        self.evaluate = evaluate
        self.drawsTails = drawsTails
        self.maxEvaluations = maxEvaluations
        self.deadline = deadline
        self.clock = clock
        bestSpans = drawsTails ? nil : []
    }

    mutating func shrink() {
        while !exhaustedBudget, !best.isEmpty {
            if runCheapPasses() { continue }
            if exhaustedBudget { break }
            if swapPairs() || redistributePairs() || deleteChunksWhileLowering() || lowerWithRandomTails() {
                continue
            }
            break
        }
    }

    // MARK: Evaluation

    /// Spends one evaluation if the budget allows; otherwise marks it exhausted.
    private mutating func spend() -> Bool {
        guard !exhaustedBudget else { return false }
        if evaluations >= maxEvaluations || clock.now >= deadline {
            exhaustedBudget = true
            return false
        }
        evaluations += 1
        return true
    }

    /// Makes the evaluation the best if it failed and consumed a smaller sequence.
    private mutating func accept(_ evaluation: Evaluation<Failure>) -> Bool {
        guard let failure = evaluation.failure,
            ChoiceSequence.shortlexPrecedes(evaluation.consumed, best)
        else { return false }
        best = evaluation.consumed
        bestFailure = failure
        bestSpans = evaluation.spans
        return true
    }

    /// Evaluates `candidate`; makes it (as consumed) the best if it fails and is smaller.
    private mutating func consider(_ candidate: [UInt64]) -> Bool {
        guard !exhaustedBudget,
            ChoiceSequence.shortlexPrecedes(candidate, best),
            !rejected.contains(candidate),
            spend()
        else { return false }
        if accept(evaluate(candidate, nil)) { return true }
        if rejectedStorage + candidate.count > Self.maximumCachedChoices {
            rejected.removeAll(keepingCapacity: true)
            rejectedStorage = 0
        }
        rejected.insert(candidate)
        rejectedStorage += candidate.count
        return false
    }

    /// The spans of `best`, replaying it once (one evaluation) if they are not known yet.
    private mutating func currentSpans() -> [Range<Int>] {
        if let bestSpans { return bestSpans }
        guard spend() else { return [] }
        let evaluation = evaluate(best, nil)
        bestSpans = evaluation.spans
        return evaluation.spans
    }

    // MARK: Cheap passes

    private mutating func runCheapPasses() -> Bool {
        let before = best
        deleteSpans()
        replaceSpansWithDescendants()
        deleteChunks()
        zeroChunks()
        minimiseChoices()
        sortAdjacentWindows()
        return best != before
    }

    /// Spans of `best`, largest first, then leftmost, without duplicates.
    private mutating func orderedSpans() -> [Range<Int>] {
        let spans = Set(currentSpans())
        return spans.sorted { lhs, rhs in
            lhs.count != rhs.count ? lhs.count > rhs.count : lhs.lowerBound < rhs.lowerBound
        }
    }

    private mutating func deleteSpans() {
        var spans = orderedSpans()
        var index = 0
        while index < spans.count, !exhaustedBudget {
            if consider(removing: spans[index]) {
                spans = orderedSpans()
                index = 0
            } else {
                index += 1
            }
        }
    }

    private mutating func replaceSpansWithDescendants() {
        var spans = orderedSpans()
        var outer = 0
        while outer < spans.count, !exhaustedBudget {
            let span = spans[outer]
            var replaced = false
            for inner in spans where inner.count < span.count && span.contains(inner.lowerBound)
                && inner.upperBound <= span.upperBound
            {
                var candidate = Array(best[..<span.lowerBound])
                candidate.append(contentsOf: best[inner])
                candidate.append(contentsOf: best[span.upperBound...])
                if consider(candidate) {
                    replaced = true
                    break
                }
                if exhaustedBudget { return }
            }
            if replaced {
                spans = orderedSpans()
                outer = 0
            } else {
                outer += 1
            }
        }
    }

    private mutating func deleteChunks() {
        for size in Self.chunkSizes {
            var index = best.count - size
            while index >= 0, !exhaustedBudget {
                if consider(removing: index..<(index + size)) {
                    index = Swift.min(index, best.count - size)
                } else {
                    index -= 1
                }
            }
            index = 0
            while index + size <= best.count, !exhaustedBudget {
                if !consider(removing: index..<(index + size)) {
                    index += 1
                }
            }
        }
    }

    private mutating func consider(removing range: Range<Int>) -> Bool {
        guard range.upperBound <= best.count else { return false }
        var candidate = best
        candidate.removeSubrange(range)
        return consider(candidate)
    }

    private mutating func zeroChunks() {
        for size in Self.chunkSizes {
            var index = 0
            while index + size <= best.count, !exhaustedBudget {
                let range = index..<(index + size)
                if best[range].contains(where: { $0 != 0 }) {
                    var candidate = best
                    candidate.replaceSubrange(range, with: repeatElement(0, count: size))
                    _ = consider(candidate)
                }
                index += 1
            }
        }
    }

    private mutating func minimiseChoices() {
        var index = 0
        while index < best.count, !exhaustedBudget {
            minimiseChoice(at: index)
            index += 1
        }
    }

    /// Lowers the choice at `index`: zero, one, then one less, then binary search.
    private mutating func minimiseChoice(at index: Int) {
        let value = best[index]
        guard value > 0 else { return }
        if consider(replacing: index, with: 0) { return }
        if value > 2, consider(replacing: index, with: 1) { return }
        _ = consider(replacing: index, with: value - 1)
        guard index < best.count else { return }
        var failing = best[index]
        var passing: UInt64 = 0
        while failing - passing > 1, !exhaustedBudget {
            let middle = passing + (failing - passing) / 2
            if consider(replacing: index, with: middle) {
                guard index < best.count, best[index] == middle else { return }
                failing = middle
            } else {
                passing = middle
            }
        }
    }

    private mutating func consider(replacing index: Int, with value: UInt64) -> Bool {
        var candidate = best
        candidate[index] = value
        return consider(candidate)
    }

    private mutating func sortAdjacentWindows() {
        for size in Self.sortWindows {
            var index = 0
            while index + size <= best.count, !exhaustedBudget {
                let range = index..<(index + size)
                let sorted = best[range].sorted()
                if !sorted.elementsEqual(best[range]) {
                    var candidate = best
                    candidate.replaceSubrange(range, with: sorted)
                    _ = consider(candidate)
                }
                index += 1
            }
        }
    }

    // MARK: Expensive passes

    private mutating func swapPairs() -> Bool {
        let before = best
        var first = 0
        while first < best.count, !exhaustedBudget {
            var second = first + 1
            while second < best.count, second <= first + Self.pairDistance, !exhaustedBudget {
                if best[second] < best[first] {
                    var candidate = best
                    candidate.swapAt(first, second)
                    _ = consider(candidate)
                }
                second += 1
            }
            first += 1
        }
        return best != before
    }

    private mutating func redistributePairs() -> Bool {
        let before = best
        var first = 0
        while first < best.count, !exhaustedBudget {
            var second = first + 1
            while second < best.count, second <= first + Self.pairDistance, !exhaustedBudget {
                if best[first] > 0 {
                    redistribute(from: first, to: second)
                }
                second += 1
            }
            first += 1
        }
        return best != before
    }

    /// Moves as much as possible from the choice at `first` to the one at `second`.
    private mutating func redistribute(from first: Int, to second: Int) {
        let base = best
        func moving(_ amount: UInt64) -> [UInt64] {
            var candidate = base
            candidate[first] -= amount
            let (sum, overflow) = candidate[second].addingReportingOverflow(amount)
            candidate[second] = overflow ? .max : sum
            return candidate
        }
        if consider(moving(base[first])) { return }
        var moved: UInt64 = 0
        var tooMuch = base[first]
        while tooMuch - moved > 1, !exhaustedBudget {
            let middle = moved + (tooMuch - moved) / 2
            let candidate = moving(middle)
            if consider(candidate) {
                guard best == candidate else { return }
                moved = middle
            } else {
                tooMuch = middle
            }
        }
    }

    private mutating func deleteChunksWhileLowering() -> Bool {
        let before = best
        var index = 1
        while index < best.count, !exhaustedBudget {
            if !deleteChunkWhileLowering(at: index) {
                index += 1
            }
        }
        return best != before
    }

    /// Tries deleting 1 to 8 choices at `index` while lowering one earlier choice by one.
    private mutating func deleteChunkWhileLowering(at index: Int) -> Bool {
        for size in 1...8 where index + size <= best.count {
            var lowered = index - 1
            while lowered >= 0, lowered >= index - Self.loweringDistance, !exhaustedBudget {
                if best[lowered] > 0 {
                    var candidate = best
                    candidate[lowered] -= 1
                    candidate.removeSubrange(index..<(index + size))
                    if consider(candidate) { return true }
                }
                lowered -= 1
            }
            if exhaustedBudget { return false }
        }
        return false
    }

    private mutating func lowerWithRandomTails() -> Bool {
        guard drawsTails else { return false }
        let before = best
        var index = 0
        while index < best.count, !exhaustedBudget {
            if !lowerWithRandomTail(at: index) {
                index += 1
            }
        }
        return best != before
    }

    /// Tries lowering the choice at `index` to zero, or by one, followed by random choices.
    private mutating func lowerWithRandomTail(at index: Int) -> Bool {
        let value = best[index]
        guard value > 0 else { return false }
        for lowered in value > 1 ? [0, value - 1] : [0] {
            var prefix = Array(best[..<index])
            prefix.append(lowered)
            for _ in 0..<Self.tailAttempts {
                guard spend() else { return false }
                var mixer = SplitMix64(seed: UInt64(evaluations) &* 0x9E37_79B9_7F4A_7C15 ^ UInt64(index))
                if accept(evaluate(prefix, Seed(mixer.next()))) { return true }
            }
        }
        return false
    }
}
