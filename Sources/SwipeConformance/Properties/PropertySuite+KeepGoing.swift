import Foundation
import PropertyEngine
import SwipeReference

/// A kind of failure that `fuzz --keep-going` counts and shrinks once.
///
/// Two failures are of the same class when the same property fails and its
/// first difference is at the same kind of event in the same field (row and
/// action indices left out), or when the implementation broke the same way (a
/// crash, a hang, garbage: a ``CaseBreak``). A real widget that differs from the
/// spec in several ways fails each way in many cases; one shrunk case per class
/// shows each way once.
///
/// ```swift
/// FailureClass(.fails(.differential, message: "differs from the reference: event 1 (up x 178 y 20 t 0): tappedRow: expected null, got 0"))
/// // differential at up: tappedRow
/// ```
package struct FailureClass: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The property that failed (its raw value), or `break` for a broken case.
    package var property: String
    /// The kind of the first differing event, when the message names one.
    package var event: EventKind?
    /// The first differing field with its indices left out (`rows[].offset`), or
    /// for a break the kind of break.
    package var field: String?

    /// The class of a failing verdict; `nil` for a verdict that holds.
    package init?(_ verdict: PropertyVerdict) {
        switch verdict {
        case .holds:
            return nil
        case let .broken(kind, _):
            property = "break"
            event = nil
            field = kind.rawValue
        case let .fails(p, message):
            property = p.rawValue
            (event, field) = Self.firstDifference(in: message)
        }
    }

    /// The event kind and the field with indices dropped of the first
    /// `event N (TYPE …): FIELD: …` in a failure message.
    static func firstDifference(in message: String) -> (event: EventKind?, field: String?) {
        guard let marker = message.range(of: "event ") else { return (nil, nil) }
        var rest = message[marker.upperBound...]
        let digits = rest.prefix(while: \.isNumber)
        guard !digits.isEmpty else { return (nil, nil) }
        rest = rest.dropFirst(digits.count)
        guard rest.hasPrefix(" (") else { return (nil, nil) }
        rest = rest.dropFirst(2)
        let event = EventKind(rawValue: String(rest.prefix(while: { $0.isLetter })))
        guard let close = rest.range(of: "): ") else { return (event, nil) }
        let after = rest[close.upperBound...]
        let path = after.prefix(while: { $0 != ":" && $0 != " " })
        var field = ""
        var inBrackets = false
        for c in path {
            if c == "[" { inBrackets = true; field.append(c) } else if c == "]" { inBrackets = false; field.append(c) } else if !inBrackets { field.append(c) }
        }
        return (event, field.isEmpty ? nil : field)
    }

    package var description: String {
        var s = property
        if let event { s += " at \(event)" }
        if let field { s += property == "break" ? " (\(field))" : ": \(field)" }
        return s
    }

    package static func < (a: FailureClass, b: FailureClass) -> Bool { a.description < b.description }
}

/// The outcome of a run that went on after failures: every class of failure,
/// how many cases failed that way, and each class's shrunk case.
package struct KeepGoingReport: Sendable {
    /// One class of failure.
    package struct Entry: Sendable {
        /// How the cases failed.
        package var failureClass: FailureClass
        /// How many cases of the run failed this way.
        package var count: Int
        /// The first case that failed this way, shrunk (when it did not fail this
        /// way again, a nondeterministic implementation, the case as found,
        /// flagged `shrunkCaseFailedAgain == false`).
        package var failure: PropertyReport.Failure
        /// The first case's index in the run.
        package var firstCase: Int
    }

    /// The seed of the run.
    package var seed: Seed
    /// How many cases ran (every case of the run, skipped ones excepted).
    package var casesRun: Int
    /// Cases the filter left out (not supported by the implementation).
    package var skipped: Int
    /// The design the reference followed (SPEC.md section 9).
    package var design: DesignChoices = .default
    /// The profile the run was judged under, when not the default one; each
    /// class's counterexample file carries it.
    package var profile: Profile?
    /// The classes of failure, most frequent first.
    package var entries: [Entry]
    /// The case at which `PropertySuite.shouldStop` stopped the run (unchecked),
    /// or `nil` when every case ran.
    package var stoppedAt: Int?
    /// Why the run stopped before its last case when the implementation broke
    /// the protocol on ``BrokenStreak/limit`` cases in a row (as `verify` stops:
    /// it is broken as a whole), or `nil`.
    package var brokenStop: String?

    /// Whether every property held on every case.
    package var isSuccess: Bool { entries.isEmpty }

    /// The report of one class alone, as `fuzz` prints and writes a single failure.
    package func report(_ entry: Entry) -> PropertyReport {
        var report = PropertyReport(seed: seed, casesRun: casesRun, skipped: skipped, design: design, failure: entry.failure)
        report.profile = profile
        return report
    }

    /// The table of distinct failures: count, first case, events before and after
    /// shrinking, and the class.
    package var table: String {
        var lines = ["  count  first case  events  class"]
        for e in entries {
            let events = "\(e.failure.original.events.count)→\(e.failure.shrunk.events.count)"
            lines.append("  \(String(e.count).padding(toLength: 5))  \(String(e.firstCase).padding(toLength: 10))  \(events.padding(toLength: 6))  \(e.failureClass)")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

private extension String {
    func padding(toLength n: Int) -> String { count >= n ? self : self + String(repeating: " ", count: n - count) }
}

extension PropertySuite {
    /// Checks every case and shrinks the first case of each class of failure.
    ///
    /// Unlike ``check(_:)-(CaseExecutor)``, a failure does not end the run: every
    /// case runs (a crash or a hang is a failure like any other; the subprocess
    /// driver restarts the implementation), failures are grouped by
    /// ``FailureClass``, and each class's first case is shrunk from the case as
    /// found, accepting only candidates of that same class, so two different bugs
    /// give two minimal cases. Only an implementation that breaks the protocol on
    /// ``BrokenStreak/limit`` cases in a row stops the run, as it stops `verify`
    /// (``KeepGoingReport/brokenStop``).
    ///
    /// - Parameter run: The implementation: runs one case.
    /// - Returns: Every class of failure with its count and its shrunk case.
    package func checkKeepingGoing(_ run: CaseExecutor) -> KeepGoingReport {
        let gen = caseGenerator
        var counts: [FailureClass: Int] = [:]
        var firsts: [FailureClass: FoundCase] = [:]
        var streak = BrokenStreak()
        let searched = search(gen: gen, indices: caseIndices, goesOn: { found in
            // A found case's verdict never holds, so it has a class.
            if let failureClass = FailureClass(found.originalFailure) {
                counts[failureClass, default: 0] += 1
                if firsts[failureClass] == nil { firsts[failureClass] = found }
            }
            return !streak.isBrokenAsAWhole  // go on: every case runs, unless the implementation is broken as a whole
        }) { input in
            let verdict = self.verdict(properties, input, run: run)
            if case .broken(.protocolBroken, _) = verdict { streak.record(broken: true) } else { streak.record(broken: false) }
            return verdict
        }
        let ordered = counts.keys.sorted { (counts[$0]!, $1) > (counts[$1]!, $0) }
        let entries = ordered.map { failureClass in
            let first = firsts[failureClass]!
            let failure = shrink(first, gen: gen, run: run) { FailureClass($0) == failureClass }
            return KeepGoingReport.Entry(failureClass: failureClass, count: counts[failureClass]!, failure: failure, firstCase: first.caseIndex)
        }
        var report = KeepGoingReport(seed: seed, casesRun: searched.casesRun - searched.skipped, skipped: searched.skipped,
                                     design: design, entries: entries)
        report.stoppedAt = searched.stoppedAt
        if searched.failure != nil { report.brokenStop = streak.stopReason }
        report.profile = profile
        return report
    }
}
