// The deletion passes of the shrinker: they delete runs of choices, whatever
// their structure (see `ShrinkPass`).

extension ShrinkRun {
    /// Adaptive deletion: sweeping from the end, deletes one or two choices at
    /// each position and, when that works, as many more as keep failing.
    mutating func deleteChunks() -> Bool {
        resume(.deleteChunks, steps: { $0.best.count }) { shrinker, position in
            let index = shrinker.best.count - 1 - position
            for size in 1...2 where shrinker.consider(removing: index..<(index + size)) {
                let base = shrinker.best
                _ = IntegerSearch.findLargest { more in
                    guard index + more <= base.count else { return false }
                    var candidate = base
                    candidate.removeSubrange(index..<(index + more))
                    return shrinker.consider(candidate)
                }
                break
            }
            // Carry on at the choice before `index`.
            return shrinker.best.count - Swift.min(index, shrinker.best.count)
        }
    }

    mutating func consider(removing range: Range<Int>) -> Bool {
        guard !range.isEmpty, range.upperBound <= best.count else { return false }
        var candidate = best
        candidate.removeSubrange(range)
        return consider(candidate)
    }

    /// Deletes chunks while lowering an earlier choice (see ``deleteChunkWhileLowering(at:)``) at each index.
    mutating func deleteChunksWhileLowering() {
        sweep(from: 1) { $0.deleteChunkWhileLowering(at: $1) }
    }

    /// Tries deleting 1 to 8 choices at `index` while lowering one earlier choice by one.
    mutating func deleteChunkWhileLowering(at index: Int) -> Bool {
        for size in 1...8 where index + size <= best.count {
            var lowered = index - 1
            while lowered >= 0, lowered >= index - Self.loweringDistance, !isStopped {
                if best[lowered] > 0 {
                    var candidate = best
                    candidate[lowered] -= 1
                    candidate.removeSubrange(index..<(index + size))
                    if consider(candidate) { return true }
                }
                lowered -= 1
            }
            if isStopped { return false }
        }
        return false
    }
}
