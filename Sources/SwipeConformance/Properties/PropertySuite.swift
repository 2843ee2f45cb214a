import PropertyEngine
import SwipeReference

/// Runs the properties over generated cases and shrinks a failure.
///
/// ```swift
/// let report = PropertySuite(cases: 2_000).check(MySwipeList.self)
/// print(report)   // on failure: property, first difference, shrunk timeline, replay
/// ```
///
/// From Swift Testing, `PropertySuite(cases: 2_000).expectConformance(of: MySwipeList.self)`
/// (SwipeConformanceTesting) records one issue with the report as its message.
public struct PropertySuite: Sendable {
    /// The properties to check, in order; the first that fails on a case is shrunk.
    public var properties: [SwipeProperty] = SwipeProperty.allCases
    public var seed: Seed = PropertySuite.defaultSeed
    /// 10,000 by default: the runner checks every property on each case, and at
    /// 1/10 of the cases landing on each threshold this gives each boundary about a
    /// thousand visits; `fuzz --cases 100000` runs the full count.
    public var cases: Int = 10_000
    /// The number of the first case: `firstCase ..< firstCase + cases` are run.
    public var firstCase = 0
    public var shard: Shard = .whole
    public var budget = ShrinkBudget(maxEvaluations: 5_000, maxDuration: .seconds(60))
    /// Whether cases change the list under the finger (`SwipeGen.changingCase`,
    /// SPEC MUT); off for an implementation that does not announce `listChanges`,
    /// which then gets exactly the cases of `SwipeGen.swipeCase`.
    public var listChanges = true
    /// Which cases the implementation can run (its announced styles and features);
    /// the others are skipped, also while shrinking. All by default.
    public var filter: (@Sendable (CaseInput) -> Bool)?
    /// Called every few hundred cases with (cases done, total).
    public var progress: (@Sendable (Int, Int) -> Void)?

    /// The fixed default seed, so runs are reproducible.
    public static let defaultSeed: Seed = 0x5EED

    public init(cases: Int = 10_000, seed: Seed = PropertySuite.defaultSeed, properties: [SwipeProperty] = SwipeProperty.allCases) {
        self.cases = cases
        self.seed = seed
        self.properties = properties
    }

    /// A suite that replays cases `firstCase ..< firstCase + cases` of `seed`: the
    /// Swift replay a failing report prints, `PropertySuite(seed: 0x…, firstCase: 17)`.
    public init(seed: Seed, firstCase: Int, cases: Int = 1, properties: [SwipeProperty] = SwipeProperty.allCases) {
        self.init(cases: cases, seed: seed, properties: properties)
        self.firstCase = firstCase
    }

    /// Checks an in-process implementation.
    public func check<I: SwipeImplementation>(_ type: I.Type) -> PropertyReport {
        var report = check { input in
            do { return .output(try input.run(I.self)) } catch { return .rejected("\(error)") }
        }
        report.inProcessType = String(describing: I.self)
        return report
    }

    /// Checks any executor (an in-process implementation, a subprocess, a fault).
    public func check(_ run: CaseExecutor) -> PropertyReport {
        let gen = listChanges ? SwipeGen.changingCase : SwipeGen.swipeCase
        let indices = (firstCase..<(firstCase + cases)).filter { shard.contains($0) }
        var failing: (index: Int, property: SwipeProperty)?
        var done = 0
        var skipped = 0
        let filter = self.filter
        let firstPass = PropertyCheck.run(gen: gen, seed: seed, caseIndices: indices,
                                          budget: ShrinkBudget(maxEvaluations: 0, maxDuration: .zero)) { input in
            done += 1
            if done % 250 == 0 { progress?(done, indices.count) }
            if let filter, !filter(input) {
                skipped += 1
                return nil
            }
            for p in properties {
                if PropertyChecks.check(p, input, run: run) != nil {
                    failing = (0, p)
                    return p.rawValue
                }
            }
            return nil
        }
        progress?(indices.count, indices.count)
        guard let first = firstPass.failure, let property = failing?.property else {
            return PropertyReport(seed: seed, casesRun: firstPass.casesRun, skipped: skipped, failure: nil)
        }
        // Shrink against the property that failed, so the minimum shows the same bug.
        let shrunk = PropertyCheck.run(gen: gen, seed: seed, caseIndices: [first.caseIndex], budget: budget) { input in
            if let filter, !filter(input) { return nil }
            return PropertyChecks.check(property, input, run: run)
        }
        guard let f = shrunk.failure else {
            return PropertyReport(seed: seed, casesRun: firstPass.casesRun, skipped: skipped, failure: nil)
        }
        return PropertyReport(seed: seed, casesRun: firstPass.casesRun, skipped: skipped, failure: PropertyReport.Failure(
            property: property, caseIndex: f.caseIndex, original: f.originalValue, shrunk: f.shrunkValue,
            message: f.message, shrinkEvaluations: f.shrinkEvaluations, exhaustedBudget: f.exhaustedBudget,
            shrunkChoices: f.shrunkChoices))
    }
}

/// The outcome of a property run: a readable description with the seed, the case
/// number, the shrunk case as a timeline, and the case as a ready-to-save vector.
public struct PropertyReport: Sendable, CustomStringConvertible {
    public struct Failure: Sendable {
        public var property: SwipeProperty
        public var caseIndex: Int
        public var original: CaseInput
        public var shrunk: CaseInput
        public var message: String
        public var shrinkEvaluations: Int
        public var exhaustedBudget: Bool
        public var shrunkChoices: ChoiceSequence
    }

    public var seed: Seed
    public var casesRun: Int
    /// Cases the filter left out (not supported by the implementation).
    public var skipped = 0
    public var failure: Failure?
    /// The name of the Swift type checked in process, if it was: its failures
    /// print a Swift replay, since the tool's command would run the built-in
    /// reference instead of that type.
    public var inProcessType: String?

    public var isSuccess: Bool { failure == nil }

    /// The shrunk case as a vector (expected = the reference's observations).
    public func vectorFile(name: String = "fuzz-failure.json") -> VectorFile? {
        guard let f = failure else { return nil }
        let id = "fuzz-\(seed)-\(f.caseIndex)-\(f.property.rawValue)"
        guard let v = try? VectorCase(
            id: id, description: "found by \(f.property.rawValue) (seed \(seed), case \(f.caseIndex)): \(f.message)",
            requirements: f.property.requirements, input: f.shrunk) else { return nil }
        return VectorFile(name: name, area: "fuzz", description: "A shrunk counterexample found by "
                          + (inProcessType.map { "PropertySuite on \($0)" } ?? "swipe-conformance fuzz"), cases: [v])
    }

    public var description: String {
        guard let f = failure else { return "all properties held for \(casesRun) cases (seed \(seed))" }
        var s = "property \(f.property.rawValue) [\(f.property.requirements.joined(separator: ", "))] failed\n"
        if let type = inProcessType {
            s += "  seed \(seed), case \(f.caseIndex) (replay in Swift: PropertySuite(seed: 0x\(seed), firstCase: \(f.caseIndex)).check(\(type).self))\n"
        } else {
            s += "  seed \(seed), case \(f.caseIndex) (replay: swipe-conformance fuzz --seed \(seed) --first-case \(f.caseIndex) --cases 1)\n"
        }
        s += "  shrunk from \(f.original.events.count) to \(f.shrunk.events.count) events in \(f.shrinkEvaluations) evaluations"
        s += f.exhaustedBudget ? " (budget exhausted: smallest found so far)\n" : "\n"
        s += "  \(f.message)\n"
        if let expected = try? f.shrunk.referenceOutput() {
            s += "  reference timeline of the shrunk case:\n"
            s += Describe.timeline(f.shrunk, expected: expected).split(separator: "\n").map { "    " + $0 }.joined(separator: "\n") + "\n"
        }
        if let file = vectorFile() { s += "  as a vector file:\n" + file.text() }
        return s
    }
}
