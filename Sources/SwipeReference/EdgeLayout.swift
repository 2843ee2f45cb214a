/// One edge of a row in numbers: its side, how many actions it has, their extent
/// and the thresholds that follow from them (ACC, THR, ELA).
///
/// What the model reads of an edge on every event, computed once per row and held
/// in the row's layout: numbers only, so that reading it costs no reference count.
/// ``EdgeLayout`` adds the actions' ids and widths for code outside the model; the
/// model reads those from the row's configuration, where an event needs one.
struct EdgeMetrics: Sendable {
    /// The edge described.
    let edge: Edge
    /// The physical side the edge occupies (GEO-2).
    let side: Side
    /// How many actions the edge has (ACC-1).
    let count: Int
    /// Sum of the effective widths (ACC-5).
    let extent: Double
    /// Whether a full swipe is allowed: the flag of the declaration that contributed
    /// the first action (ACC-3); never under a design without full swipe (DCH-1).
    let allowsFullSwipe: Bool
    /// `reveal`: the release open threshold, `openFraction * extent` (THR-2).
    let openThreshold: Double
    /// `reveal`: `max(fullSwipeFraction * width, extent + fullSwipeMinimumOvershoot)` (THR-3).
    let fullSwipeThreshold: Double
    /// Where resistance begins (ELA-2).
    let limit: Double

    var isEmpty: Bool { count == 0 }

    /// The numbers of `edge` in `row`, under `design`.
    ///
    /// Every list the model builds runs this twice per row: the declarations are
    /// walked by index, read in place (a `for … in` over them retains and releases
    /// each declaration's actions), and the initialiser is inlined into
    /// `RowLayout.init` (called out of line, it copied the row's numbers twice).
    @inline(__always)
    init(edge: Edge, row: borrowing RowConfiguration, design: DesignChoices) {
        let p = row.parameters
        self.edge = edge
        self.side = edge.side(in: row.layoutDirection)
        var count = 0
        var allows: Bool?
        var sum = 0.0
        for d in row.declarations.indices where row.declarations[d].edge == edge {
            for a in row.declarations[d].actions.indices {
                if allows == nil { allows = row.declarations[d].allowsFullSwipe }
                count += 1
                sum = sum + row.declarations[d].actions[a].effectiveWidth(p)
            }
        }
        self.count = count
        self.extent = sum
        self.allowsFullSwipe = (allows ?? false) && design.fullSwipe != .none
        self.openThreshold = p.openFraction * sum
        self.fullSwipeThreshold = max(p.fullSwipeFraction * row.width, sum + p.fullSwipeMinimumOvershoot)
        switch row.style {
        case .select:
            self.limit = row.width
        case .reveal:
            self.limit = self.allowsFullSwipe ? max(row.width, self.fullSwipeThreshold) : sum
        }
    }

    /// `select` style: the action selected at displayed magnitude `m`, or `nil`
    /// below the activation distance (THR-4, THR-5, SEL-6): the largest `i` in
    /// `0..<n` with `n * (m - A) >= i * (W - A)`.
    @inline(__always)  // out of line, it took a copy of the whole edge on every move of a drag: see `RowLayout.drag`
    func selection(atMagnitude m: Double, width w: Double, activation a: Double) -> Int? {
        guard !isEmpty, m >= a else { return nil }
        let n = Double(count)
        let lhs = n * (m - a)
        var chosen = 0
        for i in 1..<count where lhs >= Double(i) * (w - a) {
            chosen = i
        }
        return chosen
    }

    /// The action of this edge of `row` hit by a tap at distance `d` from the side's
    /// physical edge, for a row at rest open (REV-5): `c_i <= d < c_i + w_i`, where
    /// `c_i` is the sum of the widths before action `i`. Hit on the physical frames
    /// (DCH-16), the right side's intervals are `c_i < d <= c_i + w_i`: a frame
    /// `{x, width}` holds `x <= x0 < x + width`, and `d = W - x0` turns that around.
    func action(atDistance d: Double, interval: DesignChoices.HitInterval, in row: borrowing RowConfiguration) -> Int? {
        let physical = interval == .physicalFrame && side == .right
        var i = 0
        var start = 0.0
        for declaration in row.declarations where declaration.edge == edge {
            for action in declaration.actions {
                let end = start + action.effectiveWidth(row.parameters)
                if physical ? (start < d && d <= end) : (start <= d && d < end) { return i }
                start = end
                i += 1
            }
        }
        return nil
    }
}

/// What a row's configuration says about one edge: its actions, their widths, its
/// extent and thresholds (ACC, ORD, THR, ELA).
///
/// Public so that generators, explanations and faults read the thresholds the model
/// itself uses (`RowConfiguration.layout(of:)`): the numbers are the model's own
/// (`EdgeMetrics`), the ids and widths are the row's actions in order.
public final class EdgeLayout: Sendable {
    /// The edge's numbers, as the model itself reads them.
    let metrics: EdgeMetrics
    /// The edge described.
    public var edge: Edge { metrics.edge }
    /// The physical side the edge occupies (GEO-2).
    public var side: Side { metrics.side }
    /// The edge's actions in order from the originating edge (ACC-1, ORD-1).
    public let ids: [String]
    /// Effective widths (ORD-5). Action `i` starts at the sum of the widths before
    /// it, from the side's physical edge (ORD-2).
    public let widths: [Double]
    /// Sum of the effective widths (ACC-5).
    public var extent: Double { metrics.extent }
    /// Whether a full swipe is allowed: the flag of the declaration that contributed
    /// the first action (ACC-3).
    public var allowsFullSwipe: Bool { metrics.allowsFullSwipe }
    /// `reveal`: the release open threshold, `openFraction * extent` (THR-2).
    public var openThreshold: Double { metrics.openThreshold }
    /// `reveal`: `max(fullSwipeFraction * width, extent + fullSwipeMinimumOvershoot)` (THR-3).
    public var fullSwipeThreshold: Double { metrics.fullSwipeThreshold }
    /// Where resistance begins (ELA-2).
    public var limit: Double { metrics.limit }

    /// The layout of `edge` in `row`, under `design` (a design without full swipe,
    /// DCH-1, allows none on any edge).
    public init(edge: Edge, row: borrowing RowConfiguration, design: DesignChoices = .default) {
        let actions = row.actions(on: edge)
        metrics = EdgeMetrics(edge: edge, row: row, design: design)
        ids = actions.map(\.id)
        widths = actions.map { $0.effectiveWidth(row.parameters) }
    }

    /// `select` zone boundary `i`: `A + ((W - A) * i) / n` (ORD-6).
    public static func zoneStart(_ i: Int, count n: Int, width w: Double, activation a: Double) -> Double {
        a + ((w - a) * Double(i)) / Double(n)
    }
}

/// The displayed magnitude for an unresisted magnitude `a` (ELA-1): `a` up to the
/// limit `L`, then `L + (1 - 1 / ((a - L) * c / W + 1)) * W`, evaluated in that order,
/// one binary64 operation at a time (NUM-1);
/// `L` itself under a clamp (DCH-3); `L + c * (a - L)` under linear resistance (DCH-4).
func resisted(_ a: Double, limit: Double, width: Double, elasticity: Double,
              resistance: DesignChoices.Resistance = .rubberBand) -> Double {
    if a <= limit { return a }
    switch resistance {
    case .rubberBand: break
    case .clamp: return limit
    case .linear: return limit + elasticity * (a - limit)
    }
    var q = a - limit
    q = q * elasticity
    q = q / width
    q = q + 1
    q = 1 / q
    q = 1 - q
    q = q * width
    return limit + q
}

extension EdgeLayout {
    /// `select`: the zone boundaries `z_1 … z_(n-1)` of this edge of `row` (ORD-6, THR-5).
    ///
    /// Empty for a `reveal` row and for an edge with fewer than two actions, whose
    /// selection has no boundary between actions.
    ///
    /// ```swift
    /// row.layout(of: .trailing).zoneBoundaries(in: row)   // [A + (W - A) / 2] for two actions
    /// ```
    ///
    /// - Parameter row: the row this layout was computed from.
    /// - Returns: the boundaries in increasing order.
    public func zoneBoundaries(in row: RowConfiguration) -> [Double] {
        let n = ids.count
        guard row.style == .select, n > 1 else { return [] }
        return (1..<n).map { Self.zoneStart($0, count: n, width: row.width, activation: row.parameters.activationDistance) }
    }
}

extension RowConfiguration {
    /// The layout of `edge` in this row under the default design choices: its side,
    /// actions, extent and thresholds (ACC, ORD, THR, ELA).
    ///
    /// What generators aim at, explanations print and faults misread, read from the
    /// type the model itself uses.
    ///
    /// ```swift
    /// let l = RowConfiguration(declarations: [...]).layout(of: .trailing)
    /// l.openThreshold        // 74 for two default actions (THR-2)
    /// l.fullSwipeThreshold   // 281.25 in a 375 pt row (THR-3)
    /// ```
    public func layout(of edge: Edge) -> EdgeLayout {
        EdgeLayout(edge: edge, row: self)
    }
}
