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
package struct EdgeGeometry: Sendable, Hashable {
    /// The edge described.
    package let edge: Edge
    /// The physical side (GEO-2).
    package let side: Side
    /// Action ids from the originating edge (ACC-1, ORD-1).
    package let actionIDs: [String]
    /// Effective widths (ORD-5).
    package let actionWidths: [Double]
    /// The extent (ACC-5).
    package let extent: Double
    /// Whether a full swipe is allowed (ACC-3).
    package let allowsFullSwipe: Bool
    /// `reveal`: THR-2.
    package let openThreshold: Double
    /// `reveal`: THR-3.
    package let fullSwipeThreshold: Double
    /// Where resistance begins (ELA-2, THR-8).
    package let limit: Double
    /// `select`: the zone boundaries `z_1 … z_(n-1)` (ORD-6, THR-5), empty for `reveal`.
    package let zoneBoundaries: [Double]

    /// The geometry of `layout`, an edge of `row`.
    package init(_ layout: EdgeLayout, row: RowConfiguration) {
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
    package func geometry(of edge: Edge) -> EdgeGeometry {
        EdgeGeometry(EdgeLayout(edge: edge, row: self), row: self)
    }
}
