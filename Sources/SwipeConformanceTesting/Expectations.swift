import SwipeConformance
import SwipeReference
import Testing

// Checking a Swift implementation from Swift Testing: one recorded issue per
// failing property or vector, at the caller's source location, with a message
// that is printed once and a replay that runs the caller's type (not the tool's
// built-in reference). A separate library so that SwipeConformance itself does
// not link Testing.

extension PropertySuite {
    /// Runs the properties against `type` and records one issue if one fails.
    ///
    /// The issue's message names the property and its requirements, the first
    /// differing event of the shrunk case, the shrunk timeline, the case as a
    /// vector file, and a Swift line that replays just that case.
    ///
    /// ```swift
    /// @Test func conformsToSwipeSemantics() {
    ///     PropertySuite(cases: 2_000).expectConformance(of: MySwipeList.self)
    /// }
    /// ```
    @discardableResult
    public func expectConformance<I: SwipeImplementation>(of type: I.Type, sourceLocation: SourceLocation = #_sourceLocation) -> PropertyReport {
        let report = check(type)
        report.expectSuccess(sourceLocation: sourceLocation)
        return report
    }
}

extension PropertyReport {
    /// Records one issue, with ``description`` as its message, when a property failed.
    public func expectSuccess(sourceLocation: SourceLocation = #_sourceLocation) {
        guard failure != nil else { return }
        Issue.record(Comment(rawValue: description), sourceLocation: sourceLocation)
    }
}

extension VectorCase: CustomTestStringConvertible {
    /// The case id and its requirement ids, e.g. `geo-6-fractions-one [GEO-6, THR-2, THR-3]`:
    /// how each vector is named in a parameterized test's results.
    public var testDescription: String { "\(id) [\(requirements.joined(separator: ", "))]" }
}

extension VectorCase {
    /// Runs this vector through `type` and records one issue if the observations
    /// differ from the expected ones (or `type` refuses the rows).
    ///
    /// A vector that needs a release style or feature `type` does not announce
    /// in its `info` is not run and records nothing: to leave such vectors out of
    /// the test's arguments, pass `VectorStore.bundledCases(supportedBy: MySwipeList.info)`.
    ///
    /// ```swift
    /// @Test(arguments: try VectorStore.bundledCases())
    /// func vector(_ vector: VectorCase) {
    ///     vector.expectConformance(of: MySwipeList.self)
    /// }
    /// ```
    @discardableResult
    public func expectConformance<I: SwipeImplementation>(of type: I.Type, sourceLocation: SourceLocation = #_sourceLocation) -> VerifyReport {
        var driver = InProcessDriver<I>()
        let file = VectorFile(name: "vector", area: "vector", description: id, cases: [self])
        let report = VectorRunner().run([file], driver: &driver)
        report.expectSuccess(sourceLocation: sourceLocation)
        return report
    }
}

extension VerifyReport {
    /// Records one issue per failing or broken vector, per expected failure that
    /// passed, and per expected-failure id that names no vector.
    ///
    /// ```swift
    /// var driver = InProcessDriver<MySwipeList>()
    /// VectorRunner().run(try VectorStore.bundled(), driver: &driver).expectSuccess()
    /// ```
    public func expectSuccess(sourceLocation: SourceLocation = #_sourceLocation) {
        for message in failureMessages() {
            Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
        }
    }

    /// One message per problem ``expectSuccess(sourceLocation:)`` records.
    public func failureMessages() -> [String] {
        var messages: [String] = []
        for r in results {
            let name = "vector \(r.id) [\(r.requirements.joined(separator: ", "))]"
            switch r.status {
            case .failed:
                var s = "\(name) failed: \(r.message ?? "")"
                if let e = r.expected, let a = r.actual {
                    s += "\n  expected: \(Describe.observation(e))\n  actual:   \(Describe.observation(a))"
                }
                s += "\n  the expected timeline: swipe-conformance explain \(r.id)"
                messages.append(s)
            case .broken:
                messages.append("\(name) broke: \(r.message ?? "")")
            case .passed where unexpectedPasses.contains(r.id):
                messages.append("\(name) passed but is listed as an expected failure: \(r.message ?? "")")
            default:
                break
            }
        }
        for id in staleExpectedFailures {
            messages.append("expected failure \(id) names no vector; remove it from the list")
        }
        return messages
    }
}
