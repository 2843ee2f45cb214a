import ChildProcesses
import SwipeReference

/// Sends cases to a driver in batches: the one loop of every run of many
/// cases on an implementation (`VectorRunner`, for `verify`, `compare` and the
/// last run of `infer`; `ProfileInference`, for the runs of `infer`'s
/// candidate profiles), so all of them stop the same way.
///
/// - After a broken case the cases go one at a time, so a broken
///   implementation is not restarted for a whole batch before the run stops.
/// - After ``BrokenStreak/limit`` broken cases in a row (counted case by case,
///   inside a batch too) the implementation is broken as a whole: the feed
///   stops, and the answers after the last of them count as not run.
/// - At a stop signal it stops; a case the signal cut short (broken once the
///   runner stopped the implementation) has no verdict and counts as not run.
///
/// ```swift
/// var feed = CaseFeed(batchSize: 64)
/// let (done, stop) = feed.run(cases, on: &driver) { index, run in outputs.append(run) }
/// // done: the cases taken, in order; stop: why it ended before the last, if it did
/// ```
package struct CaseFeed {
    /// Why a feed stopped before its last case.
    package enum Stop: Sendable, Hashable {
        /// A stop signal (`SIGINT`, `SIGTERM`, `SIGHUP`) arrived.
        case interrupted(signal: Int32)
        /// The implementation broke on ``BrokenStreak/limit`` cases in a row.
        case broken(BrokenStreak)
        /// The caller's check after a batch said to stop, with its reason (`--max-failures`).
        case asked(String)

        /// The reason as the reports say it.
        package var reason: String {
            switch self {
            case let .interrupted(signal): "interrupted by \(TerminationSignals.name(of: signal))"
            case let .broken(streak): streak.stopReason
            case let .asked(reason): reason
            }
        }
    }

    /// Cases per batch while no case breaks.
    package var batchSize: Int
    /// The broken cases in a row so far; it carries over from one ``run(_:on:afterBatch:take:)`` to the next.
    package private(set) var streak: BrokenStreak

    /// A feed of `batchSize` cases per batch that stops after `brokenLimit` broken cases in a row.
    package init(batchSize: Int, brokenLimit: Int = BrokenStreak.defaultLimit) {
        precondition(batchSize >= 1, "CaseFeed: batchSize must be at least 1, not \(batchSize)")
        self.batchSize = batchSize
        self.streak = BrokenStreak(limit: brokenLimit)
    }

    /// Sends `cases` to `driver` in order and hands each answer taken to
    /// `take` with its index.
    ///
    /// - Parameters:
    ///   - afterBatch: asked after each batch with the number of cases taken so
    ///     far; a reason stops the feed there (when cases are left and the
    ///     broken streak did not stop it first: then the streak is the reason).
    ///   - take: called with each case's index and answer, in order, for the
    ///     cases that count (not those after the streak's last, nor those a
    ///     stop signal cut short).
    /// - Returns: how many cases were taken (the first `done`), and why the
    ///   feed stopped before the last, if it did.
    package mutating func run<D: CaseDriver>(_ cases: [(id: String, input: CaseInput)], on driver: inout D,
                                            afterBatch: (_ done: Int) -> String? = { _ in nil },
                                            take: (_ index: Int, _ run: CaseRun) -> Void) -> (done: Int, stop: Stop?) {
        var start = 0
        while start < cases.count {
            // A streak carried over from an earlier call stops the feed before it sends anything.
            if streak.isBrokenAsAWhole { return (start, .broken(streak)) }
            let size = streak.count > 0 ? 1 : batchSize
            let batch = Array(cases[start..<min(start + size, cases.count)])
            let runs = driver.run(batch)
            precondition(!runs.isEmpty, "CaseFeed: the driver answered none of \(Describe.count(batch.count, "case")); a CaseDriver answers each case")
            let interrupted = TerminationSignals.receivedSignal != nil
            var taken = 0
            for run in runs.prefix(batch.count) {
                // The limit holds within a batch: later answers of a batch count as not run.
                if streak.isBrokenAsAWhole { break }
                if interrupted, case .broken = run { break }
                take(start + taken, run)
                taken += 1
                streak.record(run)
            }
            start += taken
            let asked = afterBatch(start)
            if let signal = TerminationSignals.receivedSignal { return (start, .interrupted(signal: signal)) }
            guard start < cases.count else { break }
            // A streak that ended inside the batch stopped the feed there, before
            // the caller's check could: that is the reason, whatever the check says.
            if streak.isBrokenAsAWhole { return (start, .broken(streak)) }
            if let asked { return (start, .asked(asked)) }
        }
        return (start, nil)
    }
}
