/// The names most like one that was not found, for the "did you mean"
/// part of a message: a case id given to `explain`, `verify --case` or
/// `coverage`, a fault given to `fuzz --fault` or `serve --fault`.
///
/// ```swift
/// SimilarNames.phrase(for: "thr-2-open-onn", among: ids)  // "; ids like it: thr-2-open-on, thr-2-open-on-rtl"
/// ```
enum SimilarNames {
    /// Up to `limit` of `names` within a few edits of `name` (letter case
    /// ignored), the closest first and, at one distance, in the order given.
    /// A name is near when at most a third of its letters differ (at least 2).
    static func closest(to name: String, among names: some Sequence<String>, limit: Int = 3) -> [String] {
        let target = Array(name.lowercased().unicodeScalars)
        let bound = max(2, target.count / 3)
        var found: [(distance: Int, order: Int, name: String)] = []
        for (order, candidate) in names.enumerated() {
            let other = Array(candidate.lowercased().unicodeScalars)
            guard abs(other.count - target.count) <= bound, let d = distance(target, other, bound: bound) else { continue }
            found.append((d, order, candidate))
        }
        return found.sorted { ($0.distance, $0.order) < ($1.distance, $1.order) }.prefix(limit).map(\.name)
    }

    /// `; NOUNs like it: a, b` for the closest of `names`, or nothing when none is near.
    static func phrase(for name: String, among names: some Sequence<String>, noun: String = "id") -> String {
        let near = closest(to: name, among: names)
        return near.isEmpty ? "" : "; \(noun)s like it: \(near.joined(separator: ", "))"
    }

    /// The Levenshtein distance of `a` and `b`, or `nil` when it exceeds `bound`.
    private static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], bound: Int) -> Int? {
        var previous = Array(0...b.count)
        var current = Array(repeating: 0, count: b.count + 1)
        for i in 1..<a.count + 1 {  // empty when a is
            current[0] = i
            var rowMinimum = i
            for j in 1..<b.count + 1 {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
                rowMinimum = min(rowMinimum, current[j])
            }
            if rowMinimum > bound { return nil }
            swap(&previous, &current)
        }
        let d = previous[b.count]
        return d <= bound ? d : nil
    }
}
