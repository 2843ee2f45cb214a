// The value passes of the shrinker: they lower choices in place, one, a group
// or a changed set at a time (see `ShrinkPass`).

extension ShrinkRun {
    /// Lowers each choice in turn (see ``minimiseChoice(at:)``), resumably.
    mutating func minimiseChoices() -> Bool {
        resume(.minimiseChoices, steps: { $0.best.count }) { shrinker, index in
            shrinker.minimiseChoice(at: index)
            return index + 1
        }
    }

    /// Lowers the choice at `index`. A signed integer first tries its
    /// positive counterpart, then keeps its sign while its magnitude is
    /// lowered (the raw choices alternate signs, so a search on them would mix
    /// both); any other choice is lowered as it is.
    mutating func minimiseChoice(at index: Int) {
        let structure = currentStructure()
        guard let encoding = structure.signed[index] else {
            lower(from: best[index]) { level, candidate in candidate[index] = level }
            return
        }
        var value = encoding.value(of: best[index])
        if value < 0, let flipped = encoding.choice(for: -value) {
            var candidate = best
            candidate[index] = flipped
            if consider(candidate) { value = -value }
        }
        guard value != 0, value != .min, index < best.count else { return }
        let sign = value > 0 ? 1 : -1
        lower(from: UInt64(abs(value))) { level, candidate in
            candidate[index] = encoding.choice(for: sign * Int(level)) ?? candidate[index]
        }
    }

    /// Lowers the choices at `indices` together, all set to the same value.
    mutating func minimise(_ indices: [Int]) {
        let value = indices.map { best[$0] }.max() ?? 0
        lower(from: value) { level, candidate in
            for index in indices { candidate[index] = Swift.min(candidate[index], level) }
        }
    }

    /// Lowers a level of the best sequence from `current`: tries `0`, `1`,
    /// then one and two less, and after any success a binary search for the
    /// lowest level that still fails. Two less catches failures that need
    /// every other level (such as odd values); stopping when neither works
    /// saves a search that would fail at every step.
    mutating func lower(from current: UInt64, setting: (UInt64, inout [UInt64]) -> Void) {
        guard current > 0 else { return }
        let base = best
        func candidate(_ level: UInt64) -> [UInt64] {
            var candidate = base
            setting(level, &candidate)
            return candidate
        }
        if consider(candidate(0)) { return }
        var passing: UInt64 = 0
        if current > 2 {
            if consider(candidate(1)) { return }
            passing = 1
        }
        let failing: UInt64
        if current - 1 > passing, consider(candidate(current - 1)) {
            failing = current - 1
        } else if current > 2, current - 2 > passing, consider(candidate(current - 2)) {
            failing = current - 2
        } else {
            return
        }
        _ = IntegerSearch.lowestFailing(above: passing, failing: failing) { level in
            isStopped ? nil : consider(candidate(level))
        }
    }

    /// Lowers each group of two or more equal non-zero choices together, as
    /// when a value drawn twice must stay equal to still fail.
    mutating func minimiseDuplicates() {
        var groups: [UInt64: [Int]] = [:]
        for (index, choice) in best.enumerated() where choice > 0 {
            groups[choice, default: []].append(index)
        }
        for choice in groups.keys.sorted(by: >) {
            guard let indices = groups[choice], indices.count >= 2, !isStopped else { continue }
            guard indices.allSatisfy({ $0 < best.count && best[$0] == choice }) else { continue }
            minimise(indices)
        }
    }

    /// Lowers the choices a round changed without changing the length (the
    /// round began at ``roundStart``) by a common offset, keeping their differences. Two linked choices
    /// (a count and a later value that must exceed it, say) otherwise come
    /// down one step per round, each waiting for the other: Hypothesis'
    /// `lower_common_node_offset` answers the same zig-zag.
    mutating func lowerChangedTogether() {
        let start = roundStart
        guard start.count == best.count else { return }
        let indices = best.indices.filter { best[$0] != start[$0] && best[$0] > 0 }
        guard indices.count >= 2, let offset = indices.map({ best[$0] }).min() else { return }
        let rests = indices.map { best[$0] - offset }
        lower(from: offset) { level, candidate in
            for (index, rest) in zip(indices, rests) { candidate[index] = level + rest }
        }
    }

    mutating func lowerWithRandomTails() {
        guard drawsTails else { return }
        sweep(from: 0) { $0.lowerWithRandomTail(at: $1) }
    }

    /// Tries lowering the choice at `index` to zero, or by one, followed by random choices.
    mutating func lowerWithRandomTail(at index: Int) -> Bool {
        let value = best[index]
        guard value > 0 else { return false }
        for lowered in value > 1 ? [0, value - 1] : [0] {
            var prefix = Array(best[..<index])
            prefix.append(lowered)
            for _ in 0..<Self.tailAttempts {
                guard spend() else { return false }
                var mixer = SplitMix64(seed: UInt64(evaluations) &* 0x9E37_79B9_7F4A_7C15 ^ UInt64(index))
                if accept(evaluate(prefix, Seed(mixer.next()))) { return true }
            }
        }
        return false
    }

    /// The integer that `choice` at `index` stands for: its signed value for a
    /// ``Gen/int(in:)`` over a range holding zero, else the choice itself.
    static func value(of choice: UInt64, at index: Int, _ signed: [Int: SignedChoiceEncoding]) -> Int {
        if let encoding = signed[index] { return encoding.value(of: choice) }
        return Int(truncatingIfNeeded: Swift.min(choice, UInt64(Int.max)))
    }

    /// The choice that stands for `value` at `index`, or `nil` if no choice there does.
    static func choice(for value: Int, at index: Int, _ structure: ChoiceStructure) -> UInt64? {
        if let encoding = structure.signed[index] { return encoding.choice(for: value) }
        guard value >= 0 else { return nil }
        return index < structure.bounds.count && UInt64(value) > structure.bounds[index] ? nil : UInt64(value)
    }
}
