// The pair passes of the shrinker: they change two choices together, or
// reorder choices (see `ShrinkPass`).

extension ShrinkRun {
    /// Pairs of positions up to `distance` apart, the earlier non-zero; with
    /// `numeric`, only choices that are numbers rather than coins.
    mutating func pairs(numeric: Bool, distance: Int = Self.pairDistance) -> [(Int, Int)] {
        let structure = numeric ? currentStructure() : ChoiceStructure()
        var result: [(Int, Int)] = []
        for first in best.indices where best[first] != 0 && structure.isNumeric(first) {
            for second in (first + 1)..<Swift.min(best.count, first + 1 + distance) where structure.isNumeric(second) {
                result.append((first, second))
            }
        }
        return result
    }

    /// Lowers two choices by the same amount: both raw choices (a value and its
    /// negative sit one choice apart, so `[-10, -40]` becomes `[10, 40]`), then
    /// both values toward zero.
    mutating func lowerTogether() {
        for (first, second) in pairs(numeric: true, distance: Self.valuePairDistance) where !isStopped {
            guard second < best.count, best[first] > 0, best[second] > 0 else { continue }
            let base = best
            _ = IntegerSearch.findLargest { amount in
                let amount = UInt64(amount)
                guard amount <= base[first], amount <= base[second] else { return false }
                var candidate = base
                candidate[first] -= amount
                candidate[second] -= amount
                return self.consider(candidate)
            }
        }
    }

    /// Negates every negative signed value at once (cheap) or each pair of
    /// them (`pairs`): `-v` is one choice above `v`, and a sign-symmetric
    /// failure needs both signs flipped together.
    mutating func negateTogether(pairs: Bool) {
        let structure = currentStructure()
        let negatives = structure.signed.keys.sorted().filter {
            $0 < best.count && Self.value(of: best[$0], at: $0, structure.signed) < 0
        }
        guard negatives.count >= 2 else { return }
        func negating(_ indices: [Int], of base: [UInt64]) -> [UInt64] {
            var candidate = base
            for index in indices {
                let value = Self.value(of: base[index], at: index, structure.signed)
                if let flipped = Self.choice(for: -value, at: index, structure) { candidate[index] = flipped }
            }
            return candidate
        }
        guard pairs else {
            _ = consider(negating(negatives, of: best))
            return
        }
        for (offset, first) in negatives.enumerated() {
            for second in negatives[(offset + 1)...] where second - first <= Self.pairDistance {
                guard !isStopped else { return }
                if consider(negating([first, second], of: best)) { return }
            }
        }
    }

    /// Moves value between pairs of integers, by value rather than by choice:
    /// all of the earlier one's value onto a non-zero later one (merging them,
    /// so that the earlier can then be deleted), else as much as keeps failing.
    /// All of a value is not moved onto a zero: that only shifts the value one
    /// place right, which is smaller in shortlex order but no simpler, and on
    /// long sequences walked a value along one place per round.
    mutating func redistributeValues() -> Bool {
        resume(.redistributeValues, over: { $0.pairs(numeric: true, distance: Self.valuePairDistance) }) { shrinker, pairs, position in
            let (first, second) = pairs[position]
            shrinker.redistributeValue(from: first, to: second)
            return position + 1
        }
    }

    mutating func redistributeValue(from first: Int, to second: Int) {
        let structure = currentStructure()
        let signed = structure.signed
        guard second < best.count else { return }
        let a = Self.value(of: best[first], at: first, signed)
        let b = Self.value(of: best[second], at: second, signed)
        guard a != 0, a != .min else { return }
        let base = best
        let sign = a > 0 ? 1 : -1
        func moving(_ amount: Int) -> [UInt64]? {
            let (raised, overflow) = b.addingReportingOverflow(amount * sign)
            guard !overflow, let lowered = Self.choice(for: a - amount * sign, at: first, structure),
                let raisedChoice = Self.choice(for: raised, at: second, structure)
            else { return nil }
            var candidate = base
            candidate[first] = lowered
            candidate[second] = raisedChoice
            return candidate
        }
        if b != 0, let all = moving(abs(a)), consider(all) { return }
        guard abs(a) > 1 else { return }
        _ = IntegerSearch.findLargest { amount in
            guard amount < abs(a), let candidate = moving(amount) else { return false }
            return self.consider(candidate)
        }
    }

    /// Sorts each window of ``sortWindows`` adjacent choices into ascending order.
    mutating func sortAdjacentWindows() {
        for size in Self.sortWindows {
            var index = 0
            while index + size <= best.count, !isStopped {
                let range = index..<(index + size)
                let sorted = best[range].sorted()
                if !sorted.elementsEqual(best[range]) {
                    var candidate = best
                    candidate.replaceSubrange(range, with: sorted)
                    _ = consider(candidate)
                }
                index += 1
            }
        }
    }

    /// Swaps each pair of choices up to ``pairDistance`` apart whose later choice is smaller.
    mutating func swapPairs() {
        for (first, second) in pairs(numeric: false) where !isStopped {
            guard second < best.count, best[second] < best[first] else { continue }
            var candidate = best
            candidate.swapAt(first, second)
            _ = consider(candidate)
        }
    }

    /// Moves raw value between each pair of choices up to ``pairDistance`` apart (see ``redistribute(from:to:)``).
    mutating func redistributePairs() {
        for (first, second) in pairs(numeric: false) where !isStopped {
            guard second < best.count, best[first] > 0 else { continue }
            redistribute(from: first, to: second)
        }
    }

    /// Moves as much as possible from the choice at `first` to the one at `second`.
    mutating func redistribute(from first: Int, to second: Int) {
        let base = best
        func moving(_ amount: UInt64) -> [UInt64] {
            var candidate = base
            candidate[first] -= amount
            let (sum, overflow) = candidate[second].addingReportingOverflow(amount)
            candidate[second] = overflow ? .max : sum
            return candidate
        }
        if consider(moving(base[first])) { return }
        _ = IntegerSearch.findLargest { amount in
            guard UInt64(amount) < base[first] else { return false }
            return self.consider(moving(UInt64(amount)))
        }
    }
}
