/// The integer searches of the shrinker: the largest amount that still holds,
/// and the lowest level that still fails, each in O(log n) probes.
enum IntegerSearch {
    /// The largest `n` for which `holds(n)` is true, probing 1, 2, 3, 4, then
    /// doubling, then a binary search; `holds(0)` is assumed. Costs O(log n) calls.
    static func findLargest(_ holds: (Int) -> Bool) -> Int {
        for n in 1...4 where !holds(n) { return n - 1 }
        var low = 4
        var high = 8
        while holds(high) {
            low = high
            high *= 2
            if high > 1 << 40 { return low }
        }
        while high - low > 1 {
            let middle = low + (high - low) / 2
            if holds(middle) { low = middle } else { high = middle }
        }
        return low
    }

    /// The lowest level above `passing` and at most `failing` for which `fails`
    /// is true, by binary search: `fails(failing)` is known to be true and
    /// `fails(passing)` false. `fails` returns `nil` to stop the search, which
    /// then returns the lowest failing level found so far.
    static func lowestFailing(above passing: UInt64, failing: UInt64, _ fails: (UInt64) -> Bool?) -> UInt64 {
        var passing = passing
        var failing = failing
        while failing - passing > 1 {
            let middle = passing + (failing - passing) / 2
            guard let result = fails(middle) else { break }
            if result {
                failing = middle
            } else {
                passing = middle
            }
        }
        return failing
    }
}
