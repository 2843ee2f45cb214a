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

    /// What each pass did, one entry per ``ShrinkPass`` in the table's order:
    /// which passes spent the evaluations and which made the case smaller.
    public var passStatistics: [ShrinkPassStatistics]
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
/// The passes of ``ShrinkPass`` run in rounds, cheap passes first and the
/// expensive ones only once the cheap passes are at a fixed point, until no
/// pass improves the sequence, shrinking stalls (200 evaluations in a row
/// find nothing smaller, as Hypothesis' `max_stall`), or the budget runs out. ``ShrinkResult/passStatistics`` tells which passes did
/// the work.
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
            duration: start.duration(to: clock.now),
            passStatistics: ShrinkPass.allCases.map { run.passStatistics[$0] ?? ShrinkPassStatistics(pass: $0) }
        )
    }
}

