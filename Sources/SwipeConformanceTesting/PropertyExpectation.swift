import PropertyEngine
import SwipeConformance
import SwipeReference
import Testing

// A property of your own over the suite's generators, written with `#expect` and
// `#require`, run and shrunk by the property engine.
//
// While the engine searches and shrinks, the property's issues are held back:
// the search runs inside an issue-handling scope (`IssueHandlingTrait`'s
// `compactMapIssues`, Swift Testing 6.2 and later) whose handler keeps each issue
// for the engine, which reads "an issue was recorded" as "this value fails", and
// returns nil, so that the test never sees it. Then the property runs once more on
// the shrunk value outside that scope, and its own `#expect` records the one
// issue, at its own line; a second scope only adds the counterexample and the
// replay to that issue's comments. `withKnownIssue` would have held the issues back
// as well, but each would have been counted and shown as a known issue of a
// passing test, and the final one could not have been told apart from them.

/// Checks a property of your own on values of `gen`, and records one issue, at
/// the failing `#expect`, for the smallest failing value the engine finds.
///
/// The property is a closure with `#expect` and `try #require` inside, as in any
/// test. A value fails when the closure records an issue or throws. The engine
/// runs cases `firstCase ..< firstCase + cases` of `seed`, and from the first
/// failing value shrinks to the smallest value that fails at the same place (the
/// same `#expect`, or an error of the same type). None of the issues recorded
/// along the way reaches the test: only the property run once more on the smallest
/// value records its issue, with the counterexample, the case's seed and index,
/// and the arguments that replay that case alone in its comments, and the
/// counterexample attached as `counterexample.txt`.
///
/// ```swift
/// @Test func sortedStaysSorted() async {
///     await expectProperty(over: Gen.array(of: Gen.int(in: 0...100), count: 0...20)) { values in
///         #expect(values.sorted().first == values.min())
///     }
/// }
/// ```
///
/// A failure prints `replay it alone: the same call with seed: 0x…, firstCase: N,
/// cases: 1`; those arguments, added to the call, run just the failing case and
/// shrink it the same way.
///
/// - Parameters:
///   - gen: The generator of the values to check.
///   - seed: The run's seed; case `i` is generated from it alone.
///   - firstCase: The index of the first case to run, zero or more.
///   - cases: How many cases to run, zero or more.
///   - budget: The most work to spend shrinking a failure.
///   - sourceLocation: Where an issue that no `#expect` of the property records
///     is reported: a thrown error, a property that passed when run again, a bad
///     argument.
///   - property: Checks one value with `#expect` and `#require`. It must be
///     deterministic: the same value always passes or always fails the same way.
/// - Returns: The cases run and, if one failed, the failure with its shrunk value.
@discardableResult
public func expectProperty<Value: Sendable>(
    over gen: Gen<Value>, seed: Seed = PropertySuite.defaultSeed, firstCase: Int = 0, cases: Int = 100,
    budget: ShrinkBudget = .standard, sourceLocation: SourceLocation = #_sourceLocation,
    _ property: @escaping @Sendable (Value) throws -> Void
) async -> PropertyCheckResult<Value, String> {
    let check = PropertyExpectation(gen: gen, seed: seed, firstCase: firstCase, cases: cases, budget: budget, property: property)
    return await check.run(sourceLocation: sourceLocation)
}

/// Checks a property of your own on generated swipe cases, and records one
/// issue, at the failing `#expect`, for the simplest failing case found.
///
/// As `expectProperty(over:)` for any generator,
/// and after the engine has shrunk a failing case, the case simplifier takes it
/// further by its structure, as `PropertySuite` does: events after the failure,
/// rows, events and actions it does not need go, parameters go back to their
/// defaults, coordinates to whole points, times to steps of 1/64 s. The issue
/// shows the case as the reference's timeline and attaches it as a vector file,
/// `counterexample.json`, that `swipe-conformance verify --vectors FILE` runs.
///
/// ```swift
/// @Test func everyEventIsObserved() async {
///     await expectProperty(over: SwipeGen.swipeCase, cases: 500) { input in
///         let output = try input.run(MySwipeList.self)
///         #expect(output.observations.count == input.events.count)
///     }
/// }
/// ```
///
/// - Parameters:
///   - gen: The generator of the cases: `SwipeGen.swipeCase`, `SwipeGen.changingCase`,
///     or one built from them.
///   - seed: The run's seed; case `i` is generated from it alone.
///   - firstCase: The index of the first case to run, zero or more.
///   - cases: How many cases to run, zero or more.
///   - budget: The most work to spend shrinking a failure (simplifying it after
///     that spends at most 2,000 more runs of the property).
///   - sourceLocation: Where an issue that no `#expect` of the property records
///     is reported: a thrown error, a property that passed when run again, a bad
///     argument.
///   - property: Checks one case with `#expect` and `#require`. It must be
///     deterministic: the same case always passes or always fails the same way.
/// - Returns: The cases run and, if one failed, the failure; its `shrunkValue` is
///   the simplified case (its `shrunkChoices` generate the case before simplifying).
@discardableResult
public func expectProperty(
    over gen: Gen<CaseInput>, seed: Seed = PropertySuite.defaultSeed, firstCase: Int = 0, cases: Int = 100,
    budget: ShrinkBudget = .standard, sourceLocation: SourceLocation = #_sourceLocation,
    _ property: @escaping @Sendable (CaseInput) throws -> Void
) async -> PropertyCheckResult<CaseInput, String> {
    var check = PropertyExpectation(gen: gen, seed: seed, firstCase: firstCase, cases: cases, budget: budget, property: property)
    check.simplify = { input, stillFails in
        var simplifier = CaseSimplifier(budget: PropertySuite.simplificationBudget)
        let simplified = simplifier.simplify(input, stillFails: stillFails)
        return (simplified, simplifier.evaluations, simplifier.exhaustedBudget)
    }
    check.shrinkNote = { original, shrunk in " from \(original.events.count) to \(Describe.count(shrunk.events.count, "event"))" }
    check.counterexample = { input, found in
        guard let expected = try? input.referenceOutput() else {
            return ("\(input)\n(the reference refuses these rows)", nil)
        }
        var timeline = "the reference's timeline:\n" + Describe.timeline(input, expected: expected)
        while timeline.hasSuffix("\n") { timeline.removeLast() }
        let file = try? input.counterexampleFile(id: "property-\(found.seed)-\(found.caseIndex)", name: "counterexample.json",
                                                  area: "property", foundBy: "expectProperty", description: found.description,
                                                  design: .default)
        return (timeline, file.map { ("counterexample.json", $0.text()) })
    }
    return await check.run(sourceLocation: sourceLocation)
}

/// One run of `expectProperty(over:)`:
/// the search with the property's issues held back, then the one recorded failure.
struct PropertyExpectation<Value: Sendable>: Sendable {
    /// How a value failed: where (the first failing issue's source location, or
    /// the type of the error thrown) and what the issue or error said.
    struct Outcome: Sendable, Equatable {
        var place: String
        var message: String
    }

    /// Where and how a failure was found, for the counterexample's description.
    struct Found: Sendable {
        var seed: Seed
        var caseIndex: Int
        var message: String
        var description: String { "found by expectProperty (seed \(seed), case \(caseIndex)): \(message)" }
    }

    var gen: Gen<Value>
    var seed: Seed
    var firstCase: Int
    var cases: Int
    var budget: ShrinkBudget
    var property: @Sendable (Value) throws -> Void
    /// Simplifies a shrunk failing value further, keeping only candidates
    /// `stillFails` accepts; returns the value, the runs spent and whether it
    /// stopped at its budget. None by default.
    var simplify: (@Sendable (Value, (Value) -> Bool) -> (Value, evaluations: Int, exhaustedBudget: Bool))?
    /// What shrinking did, after "shrunk": `" from 9 to 2 events"`. Empty by default.
    var shrinkNote: @Sendable (_ original: Value, _ shrunk: Value) -> String = { _, _ in "" }
    /// The counterexample as the issue shows it, and as the file attached (a
    /// name and its contents). By default its description, attached as `counterexample.txt`.
    var counterexample: @Sendable (Value, Found) -> (text: String, file: (name: String, contents: String)?) = { value, _ in
        ("\(value)", ("counterexample.txt", "\(value)\n"))
    }

    /// Searches with the property's issues held back, then runs the property on
    /// the smallest failing value so that it records its issue.
    func run(sourceLocation: SourceLocation) async -> PropertyCheckResult<Value, String> {
        let nothingRun = PropertyCheckResult<Value, String>(seed: seed, casesRun: 0, casesDiscarded: 0, failure: nil)
        guard cases >= 0, firstCase >= 0 else {
            Issue.record(ConformanceFailure(description: "expectProperty: cases and firstCase must be zero or more, got cases: \(cases), firstCase: \(firstCase)"),
                         sourceLocation: sourceLocation)
            return nothingRun
        }
        guard let test = Test.current else {
            Issue.record(ConformanceFailure(description: "expectProperty runs only inside a test: call it from a @Test function"),
                         sourceLocation: sourceLocation)
            return nothingRun
        }
        let held = Locked<[Issue]>([])
        let searched = Locked<PropertyCheckResult<Value, Outcome>?>(nil)
        let search = self
        do {
            try await IssueHandlingTrait.compactMapIssues { issue in
                held.withLock { $0.append(issue) }
                return nil
            }.provideScope(for: test, testCase: Test.Case.current) {
                let result = search.search(held: held)
                searched.withLock { $0 = result }
            }
        } catch {
            Issue.record(error, "expectProperty could not hold back the property's issues while it searched", sourceLocation: sourceLocation)
            return nothingRun
        }
        guard let result = searched.withLock({ $0 }) else { return nothingRun }
        if let failure = result.failure {
            await record(failure, casesRun: result.casesRun, test: test, sourceLocation: sourceLocation)
        }
        return result.mapFailure(\.message)
    }

    /// Runs the cases and shrinks the first failure to the smallest value that
    /// fails at the same place; `held` collects the issues each run records.
    func search(held: Locked<[Issue]>) -> PropertyCheckResult<Value, Outcome> {
        var result = PropertyCheck.search(gen: gen, seed: seed, caseIndices: firstCase..<(firstCase + cases)) { evaluate($0, held: held) }
        guard let found = result.failure else { return result }
        let place = found.originalFailure.place
        func failsAtThePlace(_ value: Value) -> Outcome? {
            evaluate(value, held: held).flatMap { $0.place == place ? $0 : nil }
        }
        var failure = PropertyCheck.shrink(found, gen: gen, budget: budget, property: failsAtThePlace)
        if let simplify {
            let (simplified, evaluations, exhausted) = simplify(failure.shrunkValue) { failsAtThePlace($0) != nil }
            failure.shrunkFailure = failsAtThePlace(simplified) ?? failure.shrunkFailure
            failure.shrunkValue = simplified
            failure.shrinkEvaluations += evaluations
            failure.exhaustedBudget = failure.exhaustedBudget || exhausted
        }
        result.failure = failure
        return result
    }

    /// Runs the property on `value`: `nil` when it passed, else where and how it
    /// failed (its first failing issue, or the error it threw).
    func evaluate(_ value: Value, held: Locked<[Issue]>) -> Outcome? {
        held.withLock { $0.removeAll() }
        var thrown: (any Error)?
        do { try property(value) } catch { thrown = error }
        if let issue = held.withLock({ $0.first(where: \.isFailure) }) {
            let place = issue.sourceLocation.map { "\($0.fileID):\($0.line):\($0.column)" } ?? "an issue without a source location"
            return Outcome(place: place, message: "\(issue)")
        }
        return thrown.map { Outcome(place: "threw \(type(of: $0))", message: "threw \($0)") }
    }

    /// Runs the property once more on the shrunk value, letting its issues through
    /// with the counterexample and the replay added to the first; records an issue
    /// at `sourceLocation` for an error thrown, or when the value passes this time.
    func record(_ failure: PropertyFailure<Value, Outcome>, casesRun: Int, test: Test, sourceLocation: SourceLocation) async {
        let found = Found(seed: seed, caseIndex: failure.caseIndex, message: failure.shrunkFailure.message)
        let shown = counterexample(failure.shrunkValue, found)
        let budgetNote = failure.exhaustedBudget ? " (budget exhausted: a smaller one may exist)" : ""
        let details = """
            expectProperty: case \(failure.caseIndex) of seed 0x\(seed) failed after \(Describe.count(casesRun, "case")); \
            shrunk\(shrinkNote(failure.originalValue, failure.shrunkValue)) in \(Describe.count(failure.shrinkEvaluations, "run"))\(budgetNote)
            counterexample: \(shown.text)
            replay it alone: the same call with seed: 0x\(seed), firstCase: \(failure.caseIndex), cases: 1
            """
        let recorded = Locked(0)
        let property = self.property
        let value = failure.shrunkValue
        do {
            try await IssueHandlingTrait.compactMapIssues { issue in
                guard issue.isFailure else { return issue }
                var issue = issue
                if recorded.withLock({ $0 += 1; return $0 }) == 1 { issue.comments.append(Comment(rawValue: details)) }
                return issue
            }.provideScope(for: test, testCase: Test.Case.current) {
                do {
                    try property(value)
                } catch is ExpectationFailedError {
                    // `#require` recorded its issue before it threw.
                } catch {
                    Issue.record(error, sourceLocation: sourceLocation)
                }
            }
        } catch {
            Issue.record(error, Comment(rawValue: details), sourceLocation: sourceLocation)
        }
        if recorded.withLock({ $0 }) == 0 {
            Issue.record(ConformanceFailure(description: "the property failed on case \(failure.caseIndex) of seed 0x\(seed) but passed when run "
                                            + "again on its shrunk value: a property must be deterministic"),
                         Comment(rawValue: details), sourceLocation: sourceLocation)
        }
        if let file = shown.file {
            Attachment.record(file.contents, named: file.name, sourceLocation: sourceLocation)
        }
    }
}
