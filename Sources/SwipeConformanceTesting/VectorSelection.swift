import SwipeConformance
import SwipeReference
import Testing

/// The built-in vectors one implementation is checked against from Swift Testing:
/// those its declaration supports, narrowed by `swift test --filter`, with the
/// ones it cannot run counted instead of reported as passes.
///
/// The declaration is, today, the release styles and features the type's
/// `SwipeImplementation.info` announces; a vector needing anything else is not
/// a test case at all. Swift Testing 6.3 has `Test.cancel()`, which skips one
/// case of a parameterized test at run time, but its console output reports a
/// cancelled case of a parameterized test as passed, so skipping there would
/// count the vectors that did not run as passes: they are left out of the
/// arguments instead, and ``recordSummary(sourceLocation:)`` says how many and
/// which requirements that leaves untested.
///
/// ```swift
/// @Test(arguments: try VectorSelection(for: MySwipeList.self).cases)
/// func vector(_ vector: VectorCase) {
///     vector.expectConformance(of: MySwipeList.self)
/// }
///
/// @Test func vectorSupport() throws {
///     try VectorSelection(for: MySwipeList.self).recordSummary()
/// }
/// ```
///
/// `swift test --filter vector --filter thr-2-open-below` runs just that vector:
/// Swift Testing's `--filter` selects tests by name, never one case of a
/// parameterized test (its patterns are matched against test ids only), so the
/// first pattern selects the test; the selection then keeps the vector whose id
/// a pattern is (the second), or the vectors whose id a pattern matches as a
/// regular expression, or every vector when no pattern matches an id. A pattern
/// shaped like a vector id that names none throws, so a mistyped id fails loudly.
public struct VectorSelection: Sendable {
    /// What the implementation announces: the vectors it supports are run.
    public var implementation: ImplementationInfo
    /// The requirement id or group the vectors were chosen by, if any.
    public var requirement: String?
    /// Every built-in vector of `requirement` (all of them without one).
    public var all: [VectorCase]
    /// The vectors of ``all`` the implementation supports.
    public var supported: [VectorCase]
    /// The `--filter` patterns of this test run.
    public var filterPatterns: [String]
    /// The test cases to run: ``supported``, narrowed to the vectors whose id a
    /// `--filter` pattern matches when any does.
    public var cases: [VectorCase]

    /// The built-in vectors of `requirement` (an id such as `THR-2` or a group such
    /// as `THR`; every vector by default) that `type` supports, narrowed by the
    /// `--filter` patterns in `arguments` (the test process's own by default).
    ///
    /// - Throws: `VectorError` when `requirement` names no id or group; an error
    ///   naming the pattern when a `--filter` pattern shaped like a vector id
    ///   names no vector (a mistyped id), or matches only vectors `type` does not
    ///   support: running none of them would pass without checking anything.
    public init<I: SwipeImplementation>(for type: I.Type, requirement: String? = nil,
                                        arguments: [String] = CommandLine.arguments) throws {
        try self.init(implementation: I.info, requirement: requirement, arguments: arguments)
    }

    /// The selection for an implementation that announces `implementation`.
    public init(implementation: ImplementationInfo, requirement: String? = nil,
                arguments: [String] = CommandLine.arguments) throws {
        self.implementation = implementation
        self.requirement = requirement
        all = try VectorStore.bundledCases(requirement: requirement)
        supported = all.filter { implementation.supports($0.needs) }
        filterPatterns = Self.filterPatterns(in: arguments)
        // A pattern that is a vector's id selects just that vector (`thr-4-x` is
        // also found inside `thr-4-x-rtl`); otherwise patterns match as Swift
        // Testing matches test ids.
        let ids = try VectorStore.bundledCases().map(\.id)
        let idSet = Set(ids)
        let exact = Set(filterPatterns.filter(idSet.contains))
        let matches = exact.isEmpty ? Self.matching(filterPatterns) : { exact.contains($0) }
        let named = all.filter { matches($0.id) }
        if named.isEmpty {
            try Self.rejectMistypedIDs(filterPatterns, among: ids)
            cases = supported
        } else {
            cases = supported.filter { matches($0.id) }
            if cases.isEmpty {
                let needs = Set(named.flatMap { $0.needs.tags }).subtracting(implementation.supportedTags).sorted()
                throw SelectionError(message: "--filter \(filterPatterns.joined(separator: " ")) selects \(named.count) vector(s) ("
                    + named.prefix(3).map(\.id).joined(separator: ", ") + (named.count > 3 ? ", …" : "")
                    + "), all needing \(needs.joined(separator: ", ")), which \(implementation.name) does not announce in its info; "
                    + "announce it, or filter on a vector it supports")
            }
        }
    }

    /// The vectors of ``all`` the implementation does not support (not test cases).
    public var skipped: [VectorCase] { all.filter { !implementation.supports($0.needs) } }

    /// The requirements of ``all``'s vectors that no supported vector exercises, in SPEC.md order.
    public var untestedRequirements: [RequirementID] {
        let tested = Set(supported.flatMap(\.requirements))
        let exercised = Set(all.flatMap(\.requirements))
        return Requirements.all.filter { exercised.contains($0) && !tested.contains($0) }
    }

    /// One paragraph: how many vectors run, how many are skipped and for want of
    /// which styles and features, and the requirements that leaves untested.
    public var summary: String {
        let scope = requirement.map { "built-in vectors of \($0)" } ?? "built-in vectors"
        var s = "\(implementation.name): \(supported.count) of \(all.count) \(scope) are test cases"
        if cases.count != supported.count { s += " (\(cases.count) selected by --filter)" }
        let skipped = self.skipped
        guard !skipped.isEmpty else { return s + "; none skipped" }
        var missing: [String: Int] = [:]
        for vector in skipped {
            for tag in Set(vector.needs.tags).subtracting(implementation.supportedTags) { missing[tag, default: 0] += 1 }
        }
        s += "; \(skipped.count) skipped, needing what its info does not announce ("
            + missing.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: ", ") + ")"
        let untested = untestedRequirements
        s += untested.isEmpty ? "; every requirement is still tested"
            : "; requirements left untested (\(untested.count)): " + untested.joined(separator: ", ")
        return s
    }

    /// Records ``summary`` as a warning (the test still passes) when vectors are
    /// skipped, so the run says what was not checked; records nothing otherwise.
    public func recordSummary(sourceLocation: SourceLocation = #_sourceLocation) {
        guard !skipped.isEmpty else { return }
        Issue.record(Comment(rawValue: summary), severity: .warning, sourceLocation: sourceLocation)
    }

    /// Throws for a pattern shaped like a vector id (`thr-2-…`: a word that starts
    /// built-in ids, a hyphen, more) that matches none of `ids` (every built-in
    /// vector's, in file order), so a mistyped id fails the run instead of running
    /// every vector.
    static func rejectMistypedIDs(_ patterns: [String], among ids: [String]) throws {
        let firstWords = Set(ids.map { String($0.prefix { $0 != "-" }) })
        let matches = matching(patterns)
        guard !ids.contains(where: matches) else { return }
        for pattern in patterns where pattern.contains("-") && firstWords.contains(String(pattern.prefix { $0 != "-" })) {
            let stem = pattern.split(separator: "-").prefix(2).joined(separator: "-") + "-"
            let near = ids.filter { $0.hasPrefix(stem) }.prefix(4)
            throw SelectionError(message: "--filter \(pattern) names no built-in vector"
                + (near.isEmpty ? "" : " (ids starting \(stem): " + near.joined(separator: ", ") + (near.count == 4 ? ", …" : "") + ")")
                + "; the case ids are the `id` fields of SwipeConformance's Vectors/*.json")
        }
    }

    /// The values of `--filter` in `arguments`, as `--filter P` or `--filter=P`.
    static func filterPatterns(in arguments: [String]) -> [String] {
        var patterns: [String] = []
        var index = arguments.startIndex
        while index < arguments.endIndex {
            let argument = arguments[index]
            if argument == "--filter", index + 1 < arguments.endIndex {
                patterns.append(arguments[index + 1])
                index += 2
                continue
            }
            if argument.hasPrefix("--filter=") { patterns.append(String(argument.dropFirst("--filter=".count))) }
            index += 1
        }
        return patterns
    }

    /// Whether an id matches one of `patterns` as Swift Testing matches a test's
    /// id: the pattern is a regular expression found anywhere in it. A pattern
    /// that is not a regular expression (Swift Testing refuses those itself)
    /// matches as plain text.
    static func matching(_ patterns: [String]) -> @Sendable (String) -> Bool {
        let matchers: [@Sendable (String) -> Bool] = patterns.map { pattern in
            do {
                nonisolated(unsafe) let regex = try Regex(pattern)
                return { id in id.contains(regex) }
            } catch {
                return { id in id.contains(pattern) }
            }
        }
        return { id in matchers.contains { $0(id) } }
    }
}

/// A `--filter` that selects only vectors the implementation cannot run.
struct SelectionError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}

extension ImplementationInfo {
    /// The styles and features announced, as the tags vectors carry.
    var supportedTags: Set<String> { Set(styles.map(\.rawValue) + features.map(\.rawValue)) }
}
