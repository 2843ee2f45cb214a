/// A shard `I/N`: the cases whose position in the run's stable order `k`
/// satisfies `k % N == I - 1`; shards 1…N together cover every case once.
package struct Shard: Sendable, Hashable, CustomStringConvertible {
    /// The shard, from 1 to ``count``.
    package var index: Int
    /// How many shards the work is split into.
    package var count: Int

    /// Parses `I/N` with `1 <= I <= N`, or returns `nil`.
    package init?(parsing text: String) {
        let parts = text.split(separator: "/")
        guard parts.count == 2, let i = Int(parts[0]), let n = Int(parts[1]), n >= 1, i >= 1, i <= n else { return nil }
        index = i
        count = n
    }

    /// Shard `index` of `count`; `1 <= index <= count`.
    package init(index: Int, count: Int) {
        self.index = index
        self.count = count
    }

    /// All the work: shard 1 of 1.
    package static let whole = Shard(index: 1, count: 1)

    /// Whether the item at `position` (0-based) belongs to this shard; shards 1…N cover every position once.
    package func contains(_ position: Int) -> Bool { position % count == index - 1 }

    /// `I/N`, as `--shard` takes it.
    package var description: String { "\(index)/\(count)" }
}
