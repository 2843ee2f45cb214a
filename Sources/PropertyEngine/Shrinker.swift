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

    /// Whether shrinking stopped on a stall: a round of passes found nothing
    /// smaller within its first 200 evaluations (Hypothesis' `max_stall`), so
    /// the rest of the round was not run. Not a budget run-out: the shrinker
    /// judged the case shrunk.
    public var stalled: Bool

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
/// The passes, repeated until none improves the sequence, shrinking stalls
/// (200 evaluations in a row find nothing smaller, as Hypothesis'
/// `max_stall`), or the budget runs out:
///
/// 1. Cheap passes, in order:
///    - delete *spans*: the choices of one nested generator call, or of one
///      optional array element with its "another element?" choice (recorded
///      while replaying), largest first;
///    - replace a span with one of the spans nested inside it whose first
///      choice has the same bound (a recursive value with one of its
///      descendants);
///    - adaptive deletion, sweeping from the end: delete one or two choices
///      and, when that works, as many more as keep failing;
///    - replace each span with zeros;
///    - redistribute between integers up to 4 choices apart, by value rather
///      than by raw choice: all of the earlier onto a non-zero later one,
///      else as much as keeps failing;
///    - minimise each choice: a negative integer first tries its positive
///      counterpart; then `0`, `1`, one or two less, and a binary search for
///      the smallest failing value;
///    - lower each group of equal choices together, and negate every negative
///      integer at once.
///
///    The first six passes are *resumable*, as Hypothesis runs its passes: each
///    runs from where it stopped last time until 20 steps in a row fail, or it
///    has tried every step since the sequence last improved, and sweeps at
///    most once per round. The span passes first try their largest spans
///    again after an improvement (up to 10 failures), then resume. After a
///    round that improved the sequence without changing its length, the
///    choices it changed are lowered together by a common offset, keeping
///    their differences (Hypothesis' `lower_common_node_offset`): two linked
///    values otherwise come down one step per round.
/// 2. When the cheap passes improve nothing and every resumable pass has
///    tried all its steps, the expensive ones, returning to the cheap passes
///    after the first that makes progress:
///    - sort windows of 8, 4 and 2 adjacent choices into ascending order;
///    - lower pairs of integers up to 4 apart by the same amount, and negate
///      pairs of negative integers together (a sign-symmetric failure);
///    - swap pairs of choices up to 8 apart when the later is smaller;
///    - redistribute raw choices between pairs up to 8 apart;
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
                    signed: source.signedChoices,
                    bounds: source.bounds,
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
                Evaluation(
                    consumed: candidate,
                    spans: [],
                    signed: [:],
                    bounds: [],
                    failure: stillFails(ChoiceSequence(candidate)) ? () : nil
                )
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
            stalled: run.stalled,
            duration: start.duration(to: clock.now)
        )
    }
}

/// What one replay of a candidate gave: the choices consumed, their structure, and the failure if it failed.
private struct Evaluation<Failure> {
    var consumed: [UInt64]
    var spans: [Range<Int>]
    var signed: [Int: SignedChoiceEncoding]
    var bounds: [UInt64]
    var failure: Failure?
}

/// What the shrinker knows of the choices of its best sequence beyond their values.
private struct ChoiceStructure {
    /// The ranges of choices drawn by nested generators.
    var spans: [Range<Int>] = []
    /// The choices that stand for signed integers, by position.
    var signed: [Int: SignedChoiceEncoding] = [:]
    /// The bound of each choice; empty when unknown.
    var bounds: [UInt64] = []

    init() {}

    init<Failure>(_ evaluation: Evaluation<Failure>) {
        spans = evaluation.spans
        signed = evaluation.signed
        bounds = evaluation.bounds
    }

    /// Whether the choice at `index` is a number rather than a coin (or unknown).
    func isNumeric(_ index: Int) -> Bool {
        index >= bounds.count || bounds[index] > 1
    }
}

/// The state of one shrink: the best sequence so far and the budget spent.
private struct ShrinkRun<Failure> {
    var best: [UInt64]
    var bestFailure: Failure
    /// The spans and signed choices of `best`, or `nil` until a replay of it has been seen.
    private var bestStructure: ChoiceStructure?
    private let evaluate: ([UInt64], Seed?) -> Evaluation<Failure>
    private let drawsTails: Bool
    private let maxEvaluations: Int
    private let deadline: ContinuousClock.Instant
    private let clock: ContinuousClock

    private(set) var evaluations = 0
    /// Whether shrinking stopped at `maxEvaluations` or the deadline.
    private(set) var exhaustedBudget = false
    /// Whether shrinking stopped after ``stallLimit`` evaluations in a row found nothing smaller.
    private(set) var stalled = false
    /// The evaluations made when the best sequence last improved.
    private var evaluationsAtLastImprovement = 0
    /// The evaluations made when the current round of passes began.
    private var evaluationsAtRoundStart = 0
    private var rejected: Set<[UInt64]> = []
    private var rejectedStorage = 0
    /// How many times the best sequence has improved.
    private var improvements = 0
    /// Where each resumable pass stopped (see ``resume(_:steps:_:)``).
    private var cursors = Array(repeating: PassCursor(), count: ResumablePass.allCases.count)

    private static var sortWindows: [Int] { [8, 4, 2] }
    private static var pairDistance: Int { 8 }
    private static var valuePairDistance: Int { 4 }
    private static var loweringDistance: Int { 32 }
    private static var tailAttempts: Int { 8 }
    private static var minimumStall: Int { 200 }
    private static var headFailedSteps: Int { 10 }
    private static var maximumFailedSteps: Int { 20 }
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
        bestStructure = drawsTails ? nil : ChoiceStructure()
    }

    mutating func shrink() {
        while !isStopped, !best.isEmpty {
            evaluationsAtRoundStart = evaluations
            let roundStart = best
            let (improved, unfinished) = runCheapPasses()
            if improved {
                _ = lowerChangedTogether(since: roundStart)
                continue
            }
            if isStopped { break }
            // A resumable pass stopped part-way: carry on with it before the
            // expensive passes, which run only once the cheap ones are done.
            if unfinished { continue }
            if sortAdjacentWindows() || lowerTogether() || negateTogether(pairs: true) || swapPairs() || redistributePairs()
                || deleteChunksWhileLowering() || lowerWithRandomTails()
            {
                continue
            }
            break
        }
    }

    // MARK: Evaluation

    /// Whether shrinking has stopped, at the budget or on a stall.
    private var isStopped: Bool { exhaustedBudget || stalled }

    /// The number of evaluations in a row that may find nothing smaller before
    /// shrinking stops, as Hypothesis' shrinker stops: 200, raised to let the
    /// current round of passes run through when it is already longer.
    private var stallLimit: Int { Swift.max(Self.minimumStall, evaluations - evaluationsAtRoundStart) }

    /// Spends one evaluation if the budget allows; otherwise marks it exhausted
    /// (or stalled: a whole round, and at least `minimumStall` evaluations, since
    /// the last improvement).
    private mutating func spend() -> Bool {
        guard !isStopped else { return false }
        if evaluations >= maxEvaluations || clock.now >= deadline {
            exhaustedBudget = true
            return false
        }
        if evaluations - evaluationsAtLastImprovement >= stallLimit {
            stalled = true
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
        improvements += 1
        bestStructure = ChoiceStructure(evaluation)
        evaluationsAtLastImprovement = evaluations
        return true
    }

    /// Evaluates `candidate`; makes it (as consumed) the best if it fails and is smaller.
    private mutating func consider(_ candidate: [UInt64]) -> Bool {
        guard !isStopped,
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

    /// The spans and signed choices of `best`, replaying it once (one evaluation) if they are not known yet.
    private mutating func currentStructure() -> ChoiceStructure {
        if let bestStructure { return bestStructure }
        guard spend() else { return ChoiceStructure() }
        let evaluation = evaluate(best, nil)
        bestStructure = ChoiceStructure(evaluation)
        return ChoiceStructure(evaluation)
    }

    /// The integer that `choice` at `index` stands for: its signed value for a
    /// ``Gen/int(in:)`` over a range holding zero, else the choice itself.
    private static func value(of choice: UInt64, at index: Int, _ signed: [Int: SignedChoiceEncoding]) -> Int {
        if let encoding = signed[index] { return encoding.value(of: choice) }
        return Int(truncatingIfNeeded: Swift.min(choice, UInt64(Int.max)))
    }

    /// The choice that stands for `value` at `index`, or `nil` if no choice there does.
    private static func choice(for value: Int, at index: Int, _ structure: ChoiceStructure) -> UInt64? {
        if let encoding = structure.signed[index] { return encoding.choice(for: value) }
        guard value >= 0 else { return nil }
        return index < structure.bounds.count && UInt64(value) > structure.bounds[index] ? nil : UInt64(value)
    }

    /// The largest `n` for which `holds(n)` is true, probing 1, 2, 3, 4, then
    /// doubling, then a binary search; `holds(0)` is assumed. Costs O(log n) calls.
    private static func findLargest(_ holds: (Int) -> Bool) -> Int {
        for n in 1...4 where !holds(n) { return n - 1 }
        var low = 4
        var high = 8
        while holds(high) {
            low = high
            high *= 2
            if high > 1 << 40 { return low }
        }
        while high - low > 1 {
            let middle = low + (high - low) / 2
            if holds(middle) { low = middle } else { high = middle }
        }
        return low
    }

    // MARK: Cheap passes

    /// Runs the cheap passes once.
    ///
    /// - Returns: Whether the best sequence improved, and whether a resumable
    ///   pass stopped before trying every step.
    private mutating func runCheapPasses() -> (improved: Bool, unfinished: Bool) {
        let before = best
        var unfinished = deleteSpans()
        unfinished = replaceSpansWithDescendants() || unfinished
        unfinished = deleteChunks() || unfinished
        unfinished = zeroSpans() || unfinished
        unfinished = redistributeValues() || unfinished
        unfinished = minimiseChoices() || unfinished
        minimiseDuplicates()
        _ = negateTogether(pairs: false)
        return (best != before, unfinished)
    }

    /// The passes that run a step at a time from where they last stopped.
    private enum ResumablePass: Int, CaseIterable {
        case deleteSpans, replaceSpansWithDescendants, deleteChunks, zeroSpans, redistributeValues, minimiseChoices

        /// Whether the pass looks at its first steps again after the best
        /// sequence improved, before resuming where it stopped. The span
        /// passes try the largest spans first, and a change elsewhere often
        /// makes one of them removable.
        var restartsOnImprovement: Bool {
            switch self {
            case .deleteSpans, .replaceSpansWithDescendants: true
            case .deleteChunks, .zeroSpans, .redistributeValues, .minimiseChoices: false
            }
        }
    }

    /// Where a resumable pass stopped, and how many of its steps in a row
    /// have been tried since the best sequence last improved.
    private struct PassCursor {
        var position = 0
        var quietSteps = 0
        var improvementsSeen = 0
        var resumeAt: Int?
    }

    /// Runs a pass a step at a time, from where it stopped last time and
    /// wrapping around, until `maximumFailedSteps` steps in a row spent
    /// evaluations without improving the best sequence, or every step has been
    /// tried since it last improved. Hypothesis' shrinker moves on from a pass
    /// the same way: on a long sequence a full sweep of every value pass costs
    /// hundreds of evaluations that mostly fail, while the deletions that
    /// follow them are what makes the sequence short. A pass that
    /// ``ResumablePass/restartsOnImprovement`` first tries its first steps
    /// again after an improvement, for up to `headFailedSteps` failures,
    /// then resumes where it stopped.
    ///
    /// - Parameters:
    ///   - steps: The number of steps the pass has on the best sequence now.
    ///   - step: Runs the step at a position and returns the position of the
    ///     next step should it have improved the best sequence.
    /// - Returns: Whether some step has not been tried since the best sequence
    ///   last improved (the pass is not at a fixed point).
    private mutating func resume(
        _ pass: ResumablePass,
        steps: (inout Self) -> Int,
        _ step: (inout Self, Int) -> Int
    ) -> Bool {
        var cursor = cursors[pass.rawValue]
        defer { cursors[pass.rawValue] = cursor }
        if cursor.improvementsSeen != improvements {
            cursor.quietSteps = 0
            cursor.improvementsSeen = improvements
            if pass.restartsOnImprovement, cursor.position > 0 {
                cursor.resumeAt = Swift.max(cursor.resumeAt ?? 0, cursor.position)
                cursor.position = 0
            }
        }
        var headFailures = 0
        var failed = 0
        while !isStopped {
            let count = steps(&self)
            guard cursor.quietSteps < count else { return false }
            if cursor.position >= count {
                // One sweep per call: a pass whose steps keep succeeding
                // (values moving one place at a time) must not hold the round.
                cursor.position = 0
                return true
            }
            let (evaluationsBefore, improvementsBefore) = (evaluations, improvements)
            let next = step(&self, cursor.position)
            if improvements != improvementsBefore {
                failed = 0
                cursor.position = next
                cursor.quietSteps = 0
                cursor.improvementsSeen = improvements
            } else {
                cursor.position += 1
                cursor.quietSteps += 1
                if evaluations != evaluationsBefore {
                    failed += 1
                    if let resumeAt = cursor.resumeAt {
                        headFailures += 1
                        if headFailures >= Self.headFailedSteps {
                            cursor.position = Swift.max(cursor.position, resumeAt)
                            cursor.resumeAt = nil
                        }
                    }
                    if failed >= Self.maximumFailedSteps { return true }
                }
            }
        }
        return true
    }

    /// Spans of `best`, largest first, then leftmost, without duplicates.
    private mutating func orderedSpans() -> [Range<Int>] {
        let spans = Set(currentStructure().spans)
        return spans.sorted { lhs, rhs in
            lhs.count != rhs.count ? lhs.count > rhs.count : lhs.lowerBound < rhs.lowerBound
        }
    }

    /// ``resume(_:steps:_:)`` for a pass whose steps are the elements of a
    /// list built from the best sequence: the list is built once per step and
    /// handed to the step with the step's position in it.
    private mutating func resume<Element>(
        _ pass: ResumablePass,
        over elements: (inout Self) -> [Element],
        _ step: (inout Self, [Element], Int) -> Int
    ) -> Bool {
        var current: [Element] = []
        return resume(pass, steps: { shrinker in
            current = elements(&shrinker)
            return current.count
        }) { shrinker, position in
            step(&shrinker, current, position)
        }
    }

    private mutating func deleteSpans() -> Bool {
        resume(.deleteSpans, over: { $0.orderedSpans() }) { shrinker, spans, position in
            _ = shrinker.consider(removing: spans[position])
            // Carry on from the same place in the new order rather than
            // from the largest span: the larger ones were just tried, and
            // retrying them after every deletion made the pass quadratic.
            return position
        }
    }

    private mutating func replaceSpansWithDescendants() -> Bool {
        resume(.replaceSpansWithDescendants, over: { $0.orderedSpans() }) { shrinker, spans, position in
            let span = spans[position]
            let bounds = shrinker.currentStructure().bounds
            for inner in spans where inner.count < span.count && span.contains(inner.lowerBound)
                && inner.upperBound <= span.upperBound
                && Self.startsAlike(span, inner, bounds)
            {
                var candidate = Array(shrinker.best[..<span.lowerBound])
                candidate.append(contentsOf: shrinker.best[inner])
                candidate.append(contentsOf: shrinker.best[span.upperBound...])
                if shrinker.consider(candidate) || shrinker.isStopped { break }
            }
            // As in deleteSpans: continue from here, not from the largest span.
            return position
        }
    }

    /// Whether `inner` may stand in for `span`: their first choices have the
    /// same bound (or the bounds are unknown). A descendant that is a value of
    /// the same generator (a subtree of a recursive value) begins with the
    /// same draw; without this check the pass tried every nested span,
    /// down to single numbers, in place of every larger one.
    private static func startsAlike(_ span: Range<Int>, _ inner: Range<Int>, _ bounds: [UInt64]) -> Bool {
        guard span.lowerBound < bounds.count, inner.lowerBound < bounds.count else { return true }
        return bounds[span.lowerBound] == bounds[inner.lowerBound]
    }

    /// Adaptive deletion: sweeping from the end, deletes one or two choices at
    /// each position and, when that works, as many more as keep failing.
    private mutating func deleteChunks() -> Bool {
        resume(.deleteChunks, steps: { $0.best.count }) { shrinker, position in
            let index = shrinker.best.count - 1 - position
            for size in 1...2 where shrinker.consider(removing: index..<(index + size)) {
                let base = shrinker.best
                _ = Self.findLargest { more in
                    guard index + more <= base.count else { return false }
                    var candidate = base
                    candidate.removeSubrange(index..<(index + more))
                    return shrinker.consider(candidate)
                }
                break
            }
            // Carry on at the choice before `index`.
            return shrinker.best.count - Swift.min(index, shrinker.best.count)
        }
    }

    private mutating func consider(removing range: Range<Int>) -> Bool {
        guard !range.isEmpty, range.upperBound <= best.count else { return false }
        var candidate = best
        candidate.removeSubrange(range)
        return consider(candidate)
    }

    /// Replaces each span that is not all zeros with zeros, largest first.
    private mutating func zeroSpans() -> Bool {
        resume(.zeroSpans, over: { $0.orderedSpans() }) { shrinker, spans, position in
            let span = spans[position]
            if span.upperBound <= shrinker.best.count && shrinker.best[span].contains(where: { $0 != 0 }) {
                var candidate = shrinker.best
                candidate.replaceSubrange(span, with: repeatElement(0, count: span.count))
                _ = shrinker.consider(candidate)
            }
            return position + 1
        }
    }

    private mutating func minimiseChoices() -> Bool {
        resume(.minimiseChoices, steps: { $0.best.count }) { shrinker, index in
            shrinker.minimiseChoice(at: index)
            return index + 1
        }
    }

    /// Lowers the choice at `index`. A signed integer first tries its
    /// positive counterpart, then keeps its sign while its magnitude is
    /// lowered (the raw choices alternate signs, so a search on them would mix
    /// both); any other choice is lowered as it is.
    private mutating func minimiseChoice(at index: Int) {
        let structure = currentStructure()
        guard let encoding = structure.signed[index] else {
            lower(from: best[index]) { level, candidate in candidate[index] = level }
            return
        }
        var value = encoding.value(of: best[index])
        if value < 0, let flipped = encoding.choice(for: -value) {
            var candidate = best
            candidate[index] = flipped
            if consider(candidate) { value = -value }
        }
        guard value != 0, value != .min, index < best.count else { return }
        let sign = value > 0 ? 1 : -1
        lower(from: UInt64(abs(value))) { level, candidate in
            candidate[index] = encoding.choice(for: sign * Int(level)) ?? candidate[index]
        }
    }

    /// Lowers the choices at `indices` together, all set to the same value.
    private mutating func minimise(_ indices: [Int]) {
        let value = indices.map { best[$0] }.max() ?? 0
        lower(from: value) { level, candidate in
            for index in indices { candidate[index] = Swift.min(candidate[index], level) }
        }
    }

    /// Lowers a level of the best sequence from `current`: tries `0`, `1`,
    /// then one and two less, and after any success a binary search for the
    /// lowest level that still fails. Two less catches failures that need
    /// every other level (such as odd values); stopping when neither works
    /// saves a search that would fail at every step.
    private mutating func lower(from current: UInt64, setting: (UInt64, inout [UInt64]) -> Void) {
        guard current > 0 else { return }
        let base = best
        func candidate(_ level: UInt64) -> [UInt64] {
            var candidate = base
            setting(level, &candidate)
            return candidate
        }
        if consider(candidate(0)) { return }
        var passing: UInt64 = 0
        if current > 2 {
            if consider(candidate(1)) { return }
            passing = 1
        }
        var failing: UInt64
        if current - 1 > passing, consider(candidate(current - 1)) {
            failing = current - 1
        } else if current > 2, current - 2 > passing, consider(candidate(current - 2)) {
            failing = current - 2
        } else {
            return
        }
        while failing - passing > 1, !isStopped {
            let middle = passing + (failing - passing) / 2
            if consider(candidate(middle)) {
                failing = middle
            } else {
                passing = middle
            }
        }
    }

    /// Lowers each group of two or more equal non-zero choices together, as
    /// when a value drawn twice must stay equal to still fail.
    private mutating func minimiseDuplicates() {
        var groups: [UInt64: [Int]] = [:]
        for (index, choice) in best.enumerated() where choice > 0 {
            groups[choice, default: []].append(index)
        }
        for choice in groups.keys.sorted(by: >) {
            guard let indices = groups[choice], indices.count >= 2, !isStopped else { continue }
            guard indices.allSatisfy({ $0 < best.count && best[$0] == choice }) else { continue }
            minimise(indices)
        }
    }

    private mutating func sortAdjacentWindows() -> Bool {
        let before = best
        for size in Self.sortWindows {
            var index = 0
            while index + size <= best.count, !isStopped {
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
        return best != before
    }

    // MARK: Value-aware passes

    /// Pairs of positions up to `distance` apart, the earlier non-zero; with
    /// `numeric`, only choices that are numbers rather than coins.
    private mutating func pairs(numeric: Bool, distance: Int = Self.pairDistance) -> [(Int, Int)] {
        let structure = numeric ? currentStructure() : ChoiceStructure()
        var result: [(Int, Int)] = []
        for first in best.indices where best[first] != 0 && structure.isNumeric(first) {
            for second in (first + 1)..<Swift.min(best.count, first + 1 + distance) where structure.isNumeric(second) {
                result.append((first, second))
            }
        }
        return result
    }

    /// Lowers two choices by the same amount: both raw choices (a value and its
    /// negative sit one choice apart, so `[-10, -40]` becomes `[10, 40]`), then
    /// both values toward zero.
    private mutating func lowerTogether() -> Bool {
        let before = best
        for (first, second) in pairs(numeric: true, distance: Self.valuePairDistance) where !isStopped {
            guard second < best.count, best[first] > 0, best[second] > 0 else { continue }
            let base = best
            _ = Self.findLargest { amount in
                let amount = UInt64(amount)
                guard amount <= base[first], amount <= base[second] else { return false }
                var candidate = base
                candidate[first] -= amount
                candidate[second] -= amount
                return self.consider(candidate)
            }
        }
        return best != before
    }

    /// Negates every negative signed value at once (cheap) or each pair of
    /// them (`pairs`): `-v` is one choice above `v`, and a sign-symmetric
    /// failure needs both signs flipped together.
    private mutating func negateTogether(pairs: Bool) -> Bool {
        let structure = currentStructure()
        let negatives = structure.signed.keys.sorted().filter {
            $0 < best.count && Self.value(of: best[$0], at: $0, structure.signed) < 0
        }
        guard negatives.count >= 2 else { return false }
        func negating(_ indices: [Int], of base: [UInt64]) -> [UInt64] {
            var candidate = base
            for index in indices {
                let value = Self.value(of: base[index], at: index, structure.signed)
                if let flipped = Self.choice(for: -value, at: index, structure) { candidate[index] = flipped }
            }
            return candidate
        }
        guard pairs else { return consider(negating(negatives, of: best)) }
        for (offset, first) in negatives.enumerated() {
            for second in negatives[(offset + 1)...] where second - first <= Self.pairDistance {
                guard !isStopped else { return false }
                if consider(negating([first, second], of: best)) { return true }
            }
        }
        return false
    }

    /// Moves value between pairs of integers, by value rather than by choice:
    /// all of the earlier one's value onto a non-zero later one (merging them,
    /// so that the earlier can then be deleted), else as much as keeps failing.
    /// All of a value is not moved onto a zero: that only shifts the value one
    /// place right, which is smaller in shortlex order but no simpler, and on
    /// long sequences walked a value along one place per round.
    private mutating func redistributeValues() -> Bool {
        resume(.redistributeValues, over: { $0.pairs(numeric: true, distance: Self.valuePairDistance) }) { shrinker, pairs, position in
            let (first, second) = pairs[position]
            shrinker.redistributeValue(from: first, to: second)
            return position + 1
        }
    }

    private mutating func redistributeValue(from first: Int, to second: Int) {
        let structure = currentStructure()
        let signed = structure.signed
        guard second < best.count else { return }
        let a = Self.value(of: best[first], at: first, signed)
        let b = Self.value(of: best[second], at: second, signed)
        guard a != 0, a != .min else { return }
        let base = best
        let sign = a > 0 ? 1 : -1
        func moving(_ amount: Int) -> [UInt64]? {
            let (raised, overflow) = b.addingReportingOverflow(amount * sign)
            guard !overflow, let lowered = Self.choice(for: a - amount * sign, at: first, structure),
                let raisedChoice = Self.choice(for: raised, at: second, structure)
            else { return nil }
            var candidate = base
            candidate[first] = lowered
            candidate[second] = raisedChoice
            return candidate
        }
        if b != 0, let all = moving(abs(a)), consider(all) { return }
        guard abs(a) > 1 else { return }
        _ = Self.findLargest { amount in
            guard amount < abs(a), let candidate = moving(amount) else { return false }
            return self.consider(candidate)
        }
    }

    /// Lowers the choices a round changed without changing the length (the
    /// round began at `start`) by a common offset, keeping their differences. Two linked choices
    /// (a count and a later value that must exceed it, say) otherwise come
    /// down one step per round, each waiting for the other: Hypothesis'
    /// `lower_common_node_offset` answers the same zig-zag.
    private mutating func lowerChangedTogether(since start: [UInt64]) -> Bool {
        guard start.count == best.count else { return false }
        let indices = best.indices.filter { best[$0] != start[$0] && best[$0] > 0 }
        guard indices.count >= 2, let offset = indices.map({ best[$0] }).min() else { return false }
        let before = best
        let rests = indices.map { best[$0] - offset }
        lower(from: offset) { level, candidate in
            for (index, rest) in zip(indices, rests) { candidate[index] = level + rest }
        }
        return best != before
    }

    // MARK: Expensive passes

    private mutating func swapPairs() -> Bool {
        let before = best
        for (first, second) in pairs(numeric: false) where !isStopped {
            guard second < best.count, best[second] < best[first] else { continue }
            var candidate = best
            candidate.swapAt(first, second)
            _ = consider(candidate)
        }
        return best != before
    }

    private mutating func redistributePairs() -> Bool {
        let before = best
        for (first, second) in pairs(numeric: false) where !isStopped {
            guard second < best.count, best[first] > 0 else { continue }
            redistribute(from: first, to: second)
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
        _ = Self.findLargest { amount in
            guard UInt64(amount) < base[first] else { return false }
            return self.consider(moving(UInt64(amount)))
        }
    }

    private mutating func deleteChunksWhileLowering() -> Bool {
        sweep(from: 1) { $0.deleteChunkWhileLowering(at: $1) }
    }

    /// Runs `step` at each index from `start`, staying at an index while the step
    /// succeeds there (the choices after it moved up), until the end or the budget.
    ///
    /// - Returns: Whether the best choice sequence changed.
    private mutating func sweep(from start: Int, _ step: (inout Self, Int) -> Bool) -> Bool {
        let before = best
        var index = start
        while index < best.count, !isStopped {
            if !step(&self, index) {
                index += 1
            }
        }
        return best != before
    }

    /// Tries deleting 1 to 8 choices at `index` while lowering one earlier choice by one.
    private mutating func deleteChunkWhileLowering(at index: Int) -> Bool {
        for size in 1...8 where index + size <= best.count {
            var lowered = index - 1
            while lowered >= 0, lowered >= index - Self.loweringDistance, !isStopped {
                if best[lowered] > 0 {
                    var candidate = best
                    candidate[lowered] -= 1
                    candidate.removeSubrange(index..<(index + size))
                    if consider(candidate) { return true }
                }
                lowered -= 1
            }
            if isStopped { return false }
        }
        return false
    }

    private mutating func lowerWithRandomTails() -> Bool {
        guard drawsTails else { return false }
        return sweep(from: 0) { $0.lowerWithRandomTail(at: $1) }
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
