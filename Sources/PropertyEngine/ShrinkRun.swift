/// What one replay of a candidate gave: the choices consumed, their structure, and the failure if it failed.
struct Evaluation<Failure> {
    var consumed: [UInt64]
    var spans: [Range<Int>]
    var signed: [Int: SignedChoiceEncoding]
    var bounds: [UInt64]
    var failure: Failure?
}

/// What the shrinker knows of the choices of its best sequence beyond their values.
struct ChoiceStructure {
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

/// The state of one shrink and its scheduler: the best sequence so far, the
/// budget spent, and the rounds of passes of ``ShrinkPass`` that it runs
/// until they stall, reach a fixed point or exhaust the budget.
///
/// The passes themselves are in the files named after their families
/// (`ShrinkRun+SpanPasses.swift`, `ShrinkRun+DeletionPasses.swift`,
/// `ShrinkRun+ValuePasses.swift`, `ShrinkRun+PairPasses.swift`).
struct ShrinkRun<Failure> {
    var best: [UInt64]
    var bestFailure: Failure
    /// The spans and signed choices of `best`, or `nil` until a replay of it has been seen.
    private var bestStructure: ChoiceStructure?
    let evaluate: ([UInt64], Seed?) -> Evaluation<Failure>
    let drawsTails: Bool
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
    /// The best sequence when the current round of passes began.
    private(set) var roundStart: [UInt64] = []
    private var rejected: Set<[UInt64]> = []
    private var rejectedStorage = 0
    /// How many times the best sequence has improved.
    private(set) var improvements = 0
    /// Where each resumable pass stopped (see ``resume(_:steps:_:)``).
    private var cursors: [ShrinkPass: PassCursor] = [:]
    /// The pass running now, which the evaluations and improvements are counted against.
    var currentPass: ShrinkPass?
    /// What each pass that has run did.
    private(set) var passStatistics: [ShrinkPass: ShrinkPassStatistics] = [:]

    static var sortWindows: [Int] { [8, 4, 2] }
    static var pairDistance: Int { 8 }
    static var valuePairDistance: Int { 4 }
    static var loweringDistance: Int { 32 }
    static var tailAttempts: Int { 8 }
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

    /// Runs rounds of passes (see ``ShrinkPass``) until they stall, reach a
    /// fixed point or exhaust the budget.
    mutating func shrink() {
        rounds: while !isStopped, !best.isEmpty {
            evaluationsAtRoundStart = evaluations
            roundStart = best
            let (improved, unfinished) = runCheapPasses()
            if improved {
                for pass in ShrinkPass.allCases where pass.phase == .afterImprovingRound {
                    _ = run(pass)
                }
                continue
            }
            if isStopped { break }
            // A resumable pass stopped part-way: carry on with it before the
            // expensive passes, which run only once the cheap ones are done.
            if unfinished { continue }
            for pass in ShrinkPass.expensive where run(pass).improved {
                continue rounds
            }
            break
        }
    }

    /// Runs the cheap passes once.
    ///
    /// - Returns: Whether the best sequence improved, and whether a resumable
    ///   pass stopped before trying every step.
    private mutating func runCheapPasses() -> (improved: Bool, unfinished: Bool) {
        let before = best
        var unfinished = false
        for pass in ShrinkPass.cheap {
            unfinished = run(pass).unfinished || unfinished
        }
        return (best != before, unfinished)
    }

    // MARK: Evaluation

    /// Whether shrinking has stopped, at the budget or on a stall.
    var isStopped: Bool { exhaustedBudget || stalled }

    /// The number of evaluations in a row that may find nothing smaller before
    /// shrinking stops, as Hypothesis' shrinker stops: 200, raised to let the
    /// current round of passes run through when it is already longer.
    private var stallLimit: Int { Swift.max(Self.minimumStall, evaluations - evaluationsAtRoundStart) }

    /// Spends one evaluation if the budget allows; otherwise marks it exhausted
    /// (or stalled: a whole round, and at least `minimumStall` evaluations, since
    /// the last improvement).
    mutating func spend() -> Bool {
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
        if let currentPass { passStatistics[currentPass, default: ShrinkPassStatistics(pass: currentPass)].evaluations += 1 }
        return true
    }

    /// Makes the evaluation the best if it failed and consumed a smaller sequence.
    mutating func accept(_ evaluation: Evaluation<Failure>) -> Bool {
        guard let failure = evaluation.failure,
            ChoiceSequence.shortlexPrecedes(evaluation.consumed, best)
        else { return false }
        if let currentPass {
            passStatistics[currentPass, default: ShrinkPassStatistics(pass: currentPass)].recordImprovement(from: best, to: evaluation.consumed)
        }
        best = evaluation.consumed
        bestFailure = failure
        improvements += 1
        bestStructure = ChoiceStructure(evaluation)
        evaluationsAtLastImprovement = evaluations
        return true
    }

    /// Evaluates `candidate`; makes it (as consumed) the best if it fails and is smaller.
    mutating func consider(_ candidate: [UInt64]) -> Bool {
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
    mutating func currentStructure() -> ChoiceStructure {
        if let bestStructure { return bestStructure }
        guard spend() else { return ChoiceStructure() }
        let evaluation = evaluate(best, nil)
        bestStructure = ChoiceStructure(evaluation)
        return ChoiceStructure(evaluation)
    }

    // MARK: Resumable passes

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
    /// ``ShrinkPass/restartsOnImprovement`` first tries its first steps
    /// again after an improvement, for up to `headFailedSteps` failures,
    /// then resumes where it stopped.
    ///
    /// - Parameters:
    ///   - steps: The number of steps the pass has on the best sequence now.
    ///   - step: Runs the step at a position and returns the position of the
    ///     next step should it have improved the best sequence.
    /// - Returns: Whether some step has not been tried since the best sequence
    ///   last improved (the pass is not at a fixed point).
    mutating func resume(
        _ pass: ShrinkPass,
        steps: (inout Self) -> Int,
        _ step: (inout Self, Int) -> Int
    ) -> Bool {
        var cursor = cursors[pass] ?? PassCursor()
        defer { cursors[pass] = cursor }
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

    /// ``resume(_:steps:_:)`` for a pass whose steps are the elements of a
    /// list built from the best sequence: the list is built once per step and
    /// handed to the step with the step's position in it.
    mutating func resume<Element>(
        _ pass: ShrinkPass,
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

    /// Runs `step` at each index from `start`, staying at an index while the step
    /// succeeds there (the choices after it moved up), until the end or the budget.
    mutating func sweep(from start: Int, _ step: (inout Self, Int) -> Bool) {
        var index = start
        while index < best.count, !isStopped {
            if !step(&self, index) {
                index += 1
            }
        }
    }
}
