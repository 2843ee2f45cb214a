import SwipeReference

/// What a row's configuration implies for one edge: its side, actions, extent and
/// every threshold of SPEC.md (THR), read from the layout the model computes
/// (`EdgeLayout`), so that it cannot drift from the model.
///
/// It is derived data, not state: use it to aim generated input at thresholds,
/// to explain a case, or to check an implementation's geometry.
///
/// ```swift
/// let g = RowConfiguration(declarations: [...]).geometry(of: .trailing)
/// g.openThreshold        // 74 for two default actions (THR-2)
/// g.fullSwipeThreshold   // 281.25 in a 375 pt row (THR-3)
/// ```
public struct EdgeGeometry: Sendable, Hashable {
    /// The edge described.
    public let edge: Edge
    /// The physical side (GEO-2).
    public let side: Side
    /// Action ids from the originating edge (ACC-1, ORD-1).
    public let actionIDs: [String]
    /// Effective widths (ORD-5).
    public let actionWidths: [Double]
    /// The extent (ACC-5).
    public let extent: Double
    /// Whether a full swipe is allowed (ACC-3).
    public let allowsFullSwipe: Bool
    /// `reveal`: THR-2.
    public let openThreshold: Double
    /// `reveal`: THR-3.
    public let fullSwipeThreshold: Double
    /// Where resistance begins (ELA-2, THR-8).
    public let limit: Double
    /// `select`: the zone boundaries `z_1 … z_(n-1)` (ORD-6, THR-5), empty for `reveal`.
    public let zoneBoundaries: [Double]

    /// The geometry of `layout`, an edge of `row`.
    public init(_ layout: EdgeLayout, row: RowConfiguration) {
        edge = layout.edge
        side = layout.side
        actionIDs = layout.ids
        actionWidths = layout.widths
        extent = layout.extent
        allowsFullSwipe = layout.allowsFullSwipe
        openThreshold = layout.openThreshold
        fullSwipeThreshold = layout.fullSwipeThreshold
        limit = layout.limit
        let n = layout.ids.count
        zoneBoundaries = row.style == .select && n > 1
            ? (1..<n).map { EdgeLayout.zoneStart($0, count: n, width: row.width, activation: row.parameters.activationDistance) }
            : []
    }
}

extension RowConfiguration {
    /// The derived geometry of `edge` (see `EdgeGeometry`).
    public func geometry(of edge: Edge) -> EdgeGeometry {
        EdgeGeometry(EdgeLayout(edge: edge, row: self), row: self)
    }
}
