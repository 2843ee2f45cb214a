import SwipeReference

// What the transforms and properties need of the geometry, beyond what the
// model reads (GEO-2).

extension LayoutDirection {
    /// The other direction; mirroring a row swaps it (GEO-2).
    package var mirrored: LayoutDirection {
        self == .leftToRight ? .rightToLeft : .leftToRight
    }
}

extension Edge {
    /// The edge that occupies `side` under `direction` (GEO-2).
    package static func on(_ side: Side, in direction: LayoutDirection) -> Edge {
        Edge.leading.side(in: direction) == side ? .leading : .trailing
    }
}
