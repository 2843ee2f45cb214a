import SwipeConformance
import SwipeReference
import Testing

// Checking a Swift implementation from Swift Testing: one recorded issue per
// failing property or vector, at the caller's source location. The issue's
// headline says what differed, the details show both observations, and the
// counterexample is attached as a file as well as printed. A separate library so
// that SwipeConformance itself does not link Testing.

/// What a failing check recorded, as the headline of its issue: Swift Testing
/// prints an error's description after the test's name, where a plain comment
/// would read "Issue recorded".
public struct ConformanceFailure: Error, CustomStringConvertible, Sendable {
    /// One line: what differed, and where.
    public var description: String
}

extension PropertySuite {
    /// Runs the properties against `type` and records one issue if one fails.
    ///
    /// The issue's headline names the property and what it found; its details
    /// give the shrunk case as a timeline and as a vector file, and a Swift line
    /// that, pasted into a test, replays that case with this suite's settings and
    /// fails the same way at that line. The vector file is also attached to the
    /// test (`swift test --attachments-path DIR` saves it).
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
    /// Records one issue when a property failed: ``headline`` as its headline,
    /// ``description`` as its details, the counterexample attached as a vector file.
    public func expectSuccess(sourceLocation: SourceLocation = #_sourceLocation) {
        guard let headline else { return }
        Issue.record(ConformanceFailure(description: headline), Comment(rawValue: description), sourceLocation: sourceLocation)
        do {
            if let file = try vectorFile(name: "counterexample.json") {
                Attachment.record(file.text(), named: "counterexample.json", sourceLocation: sourceLocation)
            }
        } catch {
            // The details already say that the reference refuses the shrunk rows,
            // so there is no vector file to attach.
        }
    }

    /// One line for a failure: the property and the first line of what it found.
    public var headline: String? {
        guard let f = failure else { return nil }
        let found = f.message.split(separator: "\n", maxSplits: 1).first.map(String.init) ?? f.message
        return "\(f.summary): \(found)"
    }
}

extension VectorCase: CustomTestStringConvertible {
    /// The case id and its requirement ids, e.g. `geo-6-fractions-one [GEO-6, THR-2, THR-3]`:
    /// how each vector is named in a parameterized test's results.
    public var testDescription: String { "\(id) [\(requirements.joined(separator: ", "))]" }
}

extension VectorCase: CustomTestArgumentEncodable {
    /// Encodes the case id, which is unique and stable across regenerations: the
    /// test case's identity, by which an IDE re-runs one vector.
    public func encodeTestArgument(to encoder: some Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(id)
    }
}

extension VectorCase {
    /// Runs this vector through `type` and records one issue if the observations
    /// differ from the expected ones, `type` refuses the rows, or `type` does not
    /// support the vector (it announces neither its style nor its features; build
    /// the test's arguments with ``VectorSelection`` so that such vectors are not
    /// test cases).
    ///
    /// The issue's headline names the first differing event and value; the
    /// details show both observations (with the actions' order and frames when
    /// those differ) and the commands that show the expected timeline and re-run
    /// this vector alone; the timeline with both observations is attached. If the
    /// implementation crashes, the test process writes which vector was running
    /// to standard error before it ends.
    ///
    /// ```swift
    /// @Test(arguments: try VectorSelection(for: MySwipeList.self).cases)
    /// func vector(_ vector: VectorCase) {
    ///     vector.expectConformance(of: MySwipeList.self)
    /// }
    /// ```
    @discardableResult
    public func expectConformance<I: SwipeImplementation>(of type: I.Type, sourceLocation: SourceLocation = #_sourceLocation) -> VerifyReport {
        let rerun = rerunCommand
        var driver = InProcessDriver<I>()
        let file = VectorFile(name: "vector", area: "vector", description: id, cases: [self])
        let report = CrashBreadcrumb.whileRunning("SwipeConformance: \(I.self) crashed while running vector \(testDescription); "
                                                  + "run it alone with: \(rerun)") {
            VectorRunner().run([file], driver: &driver)
        }
        for result in report.results {
            recordIssue(for: result, implementation: I.self, rerun: rerun, sourceLocation: sourceLocation)
        }
        return report
    }

    /// `swift test --filter TEST --filter ID`: the test that is running, and this vector.
    var rerunCommand: String {
        let test = Test.current.map { name in
            String(name.name.prefix { $0 != "(" }.filter { $0 != "`" })
        } ?? "vector"
        return "swift test --filter '\(test)' --filter '\(id)'"
    }

    private func recordIssue<I: SwipeImplementation>(for result: CaseResult, implementation: I.Type, rerun: String, sourceLocation: SourceLocation) {
        switch result.status {
        case .failed:
            guard let d = result.difference else {
                // The type could not run the case (it threw for the rows): the message says so, and why.
                Issue.record(ConformanceFailure(description: "\(I.self): \(result.message ?? "")"),
                             Comment(rawValue: "run it alone: \(rerun)"), sourceLocation: sourceLocation)
                return
            }
            guard let e = d.event, let expected = result.expected, let actual = result.actual else {
                // Before any event: the accessibility lists, which depend on the rows alone.
                Issue.record(ConformanceFailure(description: "\(d.path) differs: expected \(d.expected), got \(d.actual)"),
                             Comment(rawValue: "the expected timeline: swift run swipe-conformance explain \(id)\nrun it alone: \(rerun)"),
                             sourceLocation: sourceLocation)
                return
            }
            let headline = "event \(e) (\(Describe.event(input.events[e]))) differs at \(d.path): expected \(d.expected), got \(d.actual)"
            var details = ObservationLines.pair(expected: expected, actual: actual, path: d.path)
            details += "\nthe expected timeline: swift run swipe-conformance explain \(id)"
            details += "\nrun it alone: \(rerun)"
            Issue.record(ConformanceFailure(description: headline), Comment(rawValue: details), sourceLocation: sourceLocation)
            do {
                let output = try input.run(I.self)
                Attachment.record(Describe.timeline(input, expected: self.expected, actual: output), named: "\(id).timeline.txt",
                                  sourceLocation: sourceLocation)
            } catch {
                // It built these rows a moment ago; the issue above is recorded either way.
                Issue.record(ConformanceFailure(description: "\(I.self) refused the rows on a second run: \(error)"), sourceLocation: sourceLocation)
            }
        case .broken:
            Issue.record(ConformanceFailure(description: "\(I.self) broke: \(result.message ?? "")"),
                         Comment(rawValue: "run it alone: \(rerun)"), sourceLocation: sourceLocation)
        case .skipped:
            let missing = Set(needs.tags).subtracting(I.info.supportedTags).sorted()
            Issue.record(ConformanceFailure(description: "not run: needs \(missing.joined(separator: ", ")), which \(I.self) does not announce in its info"),
                         Comment(rawValue: "build the test's arguments with VectorSelection(for: \(I.self).self).cases, which leaves out the vectors "
                                 + "a type cannot run and counts them in its summary"),
                         sourceLocation: sourceLocation)
        case .passed, .expectedFailure, .unexpectedPass:
            break
        }
    }
}

/// The expected and actual summary lines of a failing vector.
enum ObservationLines {
    /// `expected:` and `actual:` lines; each row also lists its actions' ids,
    /// positions and widths when the difference is in the actions or the short
    /// lines would read the same.
    static func pair(expected: Observation, actual: Observation, path: String) -> String {
        let short = (Describe.observation(expected), Describe.observation(actual))
        let withActions = path.contains("actions") || short.0 == short.1
        let e = withActions ? Describe.observationWithActions(expected) : short.0
        let a = withActions ? Describe.observationWithActions(actual) : short.1
        return "expected: \(e)\nactual:   \(a)"
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
                if let e = r.expected, let a = r.actual, let d = r.difference {
                    s += "\n" + ObservationLines.pair(expected: e, actual: a, path: d.path).split(separator: "\n").map { "  " + $0 }.joined(separator: "\n")
                }
                s += "\n  the expected timeline: swift run swipe-conformance explain \(r.id)"
                messages.append(s)
            case .broken:
                messages.append("\(name) broke: \(r.message ?? "")")
            case .unexpectedPass:
                messages.append("\(name) passed but is listed as an expected failure: \(r.message ?? "")")
            case .passed, .skipped, .expectedFailure:
                break  // a pass, a case the selection reports (VectorSelection), or a failure the list expects
            }
        }
        for id in staleExpectedFailures {
            messages.append("expected failure \(id) names no vector; remove it from the list")
        }
        return messages
    }
}
