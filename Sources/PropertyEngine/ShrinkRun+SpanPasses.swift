// The span passes of the shrinker: they work on the choices of nested
// generator calls as recorded while replaying (see `ShrinkPass`).

extension ShrinkRun {
    /// Spans of `best`, largest first, then leftmost, without duplicates.
    mutating func orderedSpans() -> [Range<Int>] {
        let spans = Set(currentStructure().spans)
        return spans.sorted { lhs, rhs in
            lhs.count != rhs.count ? lhs.count > rhs.count : lhs.lowerBound < rhs.lowerBound
        }
    }

    mutating func deleteSpans() -> Bool {
        resume(.deleteSpans, over: { $0.orderedSpans() }) { shrinker, spans, position in
            _ = shrinker.consider(removing: spans[position])
            // Carry on from the same place in the new order rather than
            // from the largest span: the larger ones were just tried, and
            // retrying them after every deletion made the pass quadratic.
            return position
        }
    }

    mutating func replaceSpansWithDescendants() -> Bool {
        resume(.replaceSpansWithDescendants, over: { $0.orderedSpans() }) { shrinker, spans, position in
            let span = spans[position]
            let bounds = shrinker.currentStructure().bounds
            for inner in spans where inner.count < span.count && span.contains(inner.lowerBound)
                && inner.upperBound <= span.upperBound
                && Self.startsAlike(span, inner, bounds)
            {
                var candidate = Array(shrinker.best[..<span.lowerBound])
                candidate.append(contentsOf: shrinker.best[inner])
                candidate.append(contentsOf: shrinker.best[span.upperBound...])
                if shrinker.consider(candidate) || shrinker.isStopped { break }
            }
            // As in deleteSpans: continue from here, not from the largest span.
            return position
        }
    }

    /// Whether `inner` may stand in for `span`: their first choices have the
    /// same bound (or the bounds are unknown). A descendant that is a value of
    /// the same generator (a subtree of a recursive value) begins with the
    /// same draw; without this check the pass tried every nested span,
    /// down to single numbers, in place of every larger one.
    static func startsAlike(_ span: Range<Int>, _ inner: Range<Int>, _ bounds: [UInt64]) -> Bool {
        guard span.lowerBound < bounds.count, inner.lowerBound < bounds.count else { return true }
        return bounds[span.lowerBound] == bounds[inner.lowerBound]
    }

    /// Replaces each span that is not all zeros with zeros, largest first.
    mutating func zeroSpans() -> Bool {
        resume(.zeroSpans, over: { $0.orderedSpans() }) { shrinker, spans, position in
            let span = spans[position]
            if span.upperBound <= shrinker.best.count && shrinker.best[span].contains(where: { $0 != 0 }) {
                var candidate = shrinker.best
                candidate.replaceSubrange(span, with: repeatElement(0, count: span.count))
                _ = shrinker.consider(candidate)
            }
            return position + 1
        }
    }
}
