/// The passes of ``Shrinker``, in the order it runs them: the one table the
/// shrinker walks and its statistics are keyed by.
///
/// A round runs the cheap passes in order. After a round that improved the
/// sequence, ``lowerChangedTogether`` runs; when a round improves nothing and
/// every resumable pass has tried all its steps, the expensive passes run in
/// order, and the shrinker returns to the cheap passes after the first that
/// makes progress.
///
/// The first six cheap passes are *resumable*, as Hypothesis runs its passes:
/// each runs from where it stopped last time until 20 steps in a row fail, or
/// it has tried every step since the sequence last improved, and sweeps at
/// most once per round. The span passes first try their largest spans again
/// after an improvement (up to 10 failures), then resume.
///
/// ```swift
/// let result = Shrinker.shrink([700, 300]) { $0.count == 2 && $0[0] > $0[1] }
/// for statistics in result.passStatistics where statistics.improvements > 0 {
///     print(statistics.pass, statistics.improvements)
/// }
/// ```
public enum ShrinkPass: String, CaseIterable, Sendable, Hashable {
    /// Deletes *spans*: the choices of one nested generator call, or of one
    /// optional array element with its "another element?" choice (recorded
    /// while replaying), largest first. Cheap, resumable.
    case deleteSpans
    /// Replaces a span with one of the spans nested inside it whose first
    /// choice has the same bound (a recursive value with one of its
    /// descendants). Cheap, resumable.
    case replaceSpansWithDescendants
    /// Adaptive deletion, sweeping from the end: deletes one or two choices
    /// and, when that works, as many more as keep failing. Cheap, resumable.
    case deleteChunks
    /// Replaces each span with zeros, largest first. Cheap, resumable.
    case zeroSpans
    /// Moves value between integers up to 4 choices apart, by value rather
    /// than by raw choice: all of the earlier onto a non-zero later one, else
    /// as much as keeps failing. Cheap, resumable.
    case redistributeValues
    /// Lowers each choice: a negative integer first tries its positive
    /// counterpart; then `0`, `1`, one or two less, and a binary search for
    /// the smallest failing value. Cheap, resumable.
    case minimiseChoices
    /// Lowers each group of equal non-zero choices together. Cheap.
    case minimiseDuplicates
    /// Negates every negative integer at once. Cheap.
    case negateAll
    /// After a round that improved the sequence without changing its length:
    /// lowers the choices the round changed by a common offset, keeping their
    /// differences (Hypothesis' `lower_common_node_offset`): two linked values
    /// otherwise come down one step per round.
    case lowerChangedTogether
    /// Sorts windows of 8, 4 and 2 adjacent choices into ascending order. Expensive.
    case sortWindows
    /// Lowers pairs of integers up to 4 apart by the same amount. Expensive.
    case lowerPairsTogether
    /// Negates pairs of negative integers together (a sign-symmetric failure). Expensive.
    case negatePairs
    /// Swaps pairs of choices up to 8 apart when the later is smaller. Expensive.
    case swapPairs
    /// Moves raw value between pairs of choices up to 8 apart. Expensive.
    case redistributePairs
    /// Deletes a chunk of 1 to 8 choices while lowering by one a choice up to
    /// 32 positions before it (the length drawn before the elements of a
    /// `flatMap`). Expensive.
    case deleteChunksWhileLowering
    /// Lowers a choice to `0` or by one and draws the choices after it at
    /// random, 8 times each (switching a `oneOf` to an earlier alternative
    /// whose choices mean something else). The draws are seeded from the
    /// number of evaluations so far, so shrinking stays deterministic; only
    /// with a generator. Expensive.
    case lowerWithRandomTails

    /// When the scheduler runs a pass.
    enum Phase {
        /// Every round, in table order.
        case cheap
        /// After a round that improved the sequence.
        case afterImprovingRound
        /// When the cheap passes are at a fixed point, in table order, until one improves.
        case expensive
    }

    /// When the scheduler runs this pass.
    var phase: Phase {
        switch self {
        case .deleteSpans, .replaceSpansWithDescendants, .deleteChunks, .zeroSpans, .redistributeValues, .minimiseChoices,
            .minimiseDuplicates, .negateAll:
            .cheap
        case .lowerChangedTogether: .afterImprovingRound
        case .sortWindows, .lowerPairsTogether, .negatePairs, .swapPairs, .redistributePairs, .deleteChunksWhileLowering,
            .lowerWithRandomTails:
            .expensive
        }
    }

    /// Whether the pass, when resumable, looks at its first steps again after
    /// the best sequence improved, before resuming where it stopped. The span
    /// passes try the largest spans first, and a change elsewhere often makes
    /// one of them removable.
    var restartsOnImprovement: Bool {
        self == .deleteSpans || self == .replaceSpansWithDescendants
    }

    /// The cheap passes, in the order of a round.
    static let cheap = allCases.filter { $0.phase == .cheap }

    /// The expensive passes, in the order they are tried.
    static let expensive = allCases.filter { $0.phase == .expensive }
}

/// What one pass of ``Shrinker`` did during a shrink: the evaluations it
/// spent and what its improvements removed or lowered.
///
/// ``ShrinkResult/passStatistics`` holds one for each ``ShrinkPass``, in the
/// table's order; ``add(_:)`` sums them over several shrinks.
///
/// ```swift
/// let result = Shrinker.shrink([5000]) { ($0.first ?? 0) >= 1234 }
/// let busiest = result.passStatistics.max { $0.evaluations < $1.evaluations }
/// ```
public struct ShrinkPassStatistics: Sendable, Hashable {
    /// The pass these figures are of.
    public let pass: ShrinkPass

    /// How many candidates the pass evaluated (a replay to learn the best
    /// sequence's structure included).
    public var evaluations = 0

    /// How many candidates the pass accepted as the new best sequence.
    public var improvements = 0

    /// How many choices the pass's improvements deleted, in all.
    public var choicesRemoved = 0

    /// How many choices the pass's improvements that kept the length lowered, in all.
    public var choicesLowered = 0

    /// Creates empty statistics for `pass`.
    ///
    /// - Parameter pass: The pass the figures are of.
    public init(pass: ShrinkPass) {
        self.pass = pass
    }

    /// Adds the figures of `other`, of the same pass, to these.
    ///
    /// ```swift
    /// var total = ShrinkPass.allCases.map(ShrinkPassStatistics.init(pass:))
    /// for (index, statistics) in result.passStatistics.enumerated() { total[index].add(statistics) }
    /// ```
    ///
    /// - Parameter other: Figures of the same pass.
    public mutating func add(_ other: ShrinkPassStatistics) {
        precondition(other.pass == pass, "ShrinkPassStatistics.add: adding \(other.pass) to \(pass)")
        evaluations += other.evaluations
        improvements += other.improvements
        choicesRemoved += other.choicesRemoved
        choicesLowered += other.choicesLowered
    }

    /// Records an improvement of the pass from `old` to `new`.
    mutating func recordImprovement(from old: [UInt64], to new: [UInt64]) {
        improvements += 1
        if new.count < old.count {
            choicesRemoved += old.count - new.count
        } else {
            choicesLowered += zip(old, new).filter { $0 > $1 }.count
        }
    }
}

extension ShrinkRun {
    /// Runs `pass` once on the best sequence, counting what it spends and gains against it.
    ///
    /// - Returns: Whether the best sequence improved, and whether a resumable
    ///   pass stopped before trying every step.
    mutating func run(_ pass: ShrinkPass) -> (improved: Bool, unfinished: Bool) {
        let before = best
        currentPass = pass
        defer { currentPass = nil }
        var unfinished = false
        switch pass {
        case .deleteSpans: unfinished = deleteSpans()
        case .replaceSpansWithDescendants: unfinished = replaceSpansWithDescendants()
        case .deleteChunks: unfinished = deleteChunks()
        case .zeroSpans: unfinished = zeroSpans()
        case .redistributeValues: unfinished = redistributeValues()
        case .minimiseChoices: unfinished = minimiseChoices()
        case .minimiseDuplicates: minimiseDuplicates()
        case .negateAll: negateTogether(pairs: false)
        case .lowerChangedTogether: lowerChangedTogether()
        case .sortWindows: sortAdjacentWindows()
        case .lowerPairsTogether: lowerTogether()
        case .negatePairs: negateTogether(pairs: true)
        case .swapPairs: swapPairs()
        case .redistributePairs: redistributePairs()
        case .deleteChunksWhileLowering: deleteChunksWhileLowering()
        case .lowerWithRandomTails: lowerWithRandomTails()
        }
        return (best != before, unfinished)
    }
}
