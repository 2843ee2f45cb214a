/// What the model reads of a row's configuration on every event, computed once when
/// the row joins the list: its width, release style and parameters, and the numbers
/// of its two edges (`EdgeMetrics`).
///
/// Numbers only, held inline in the list's entry for the row (`ListRow`), beside its
/// state: reading a layout costs no reference count and building a list costs no
/// object per row. The ids, widths and frames of the actions are read from
/// the configuration where an event or an observation needs them (an action
/// performed or selected, a tap on a button, a revealed edge).
struct RowLayout: Sendable {
    let width: Double
    let style: ReleaseStyle
    let parameters: SwipeParameters
    let leading: EdgeMetrics
    let trailing: EdgeMetrics

    /// The layout of `row` under `design`; inlined where a list is built or changed,
    /// so that the row's edges are read from the configuration in place.
    @inline(__always)
    init(_ row: borrowing RowConfiguration, design: DesignChoices) {
        width = row.width
        style = row.style
        parameters = row.parameters
        leading = EdgeMetrics(edge: .leading, row: row, design: design)
        trailing = EdgeMetrics(edge: .trailing, row: row, design: design)
    }

    func layout(for edge: Edge) -> EdgeMetrics { edge == .leading ? leading : trailing }
    func layout(on side: Side) -> EdgeMetrics { leading.side == side ? leading : trailing }
    func edge(on side: Side) -> Edge { leading.side == side ? .leading : .trailing }

    /// Whether the row has no action on any edge (DCH-20).
    var isActionless: Bool { leading.isEmpty && trailing.isEmpty }

    /// The offset and live selection of a dragged row whose unresisted offset is
    /// `raw`: the offset resisted past the edge's limit (ELA-1 to ELA-5), 0 toward a
    /// side without actions (ELA-3); the selection at that offset (REV-7's armed full
    /// swipe, SEL-1).
    ///
    /// One function for both, the side and its edge chosen once: on every move of a
    /// drag. `@inline(__always)`, as is `selection(on:atMagnitude:)`: called on the
    /// list's entry for the row, a method called out of line receives a copy of the
    /// whole layout (a `memcpy` of some 200 bytes).
    @inline(__always)
    func drag(unresisted raw: Double, resistance: DesignChoices.Resistance) -> (offset: Double, selection: Selection?) {
        guard let side = Side.revealed(byOffset: raw) else { return (0, nil) }
        let edge = layout(on: side)
        guard !edge.isEmpty else { return (0, nil) }  // ELA-3
        // Past a non-empty edge's limit the magnitude only grows: the offset stays on `side`.
        let m = resisted(abs(raw), limit: edge.limit, width: width, elasticity: parameters.elasticity, resistance: resistance)
        return (side.offsetSign * m, selection(on: edge, atMagnitude: m))  // ELA-4: sign × displayed(|r|)
    }

    /// The live selection of a row dragged to `offset`, under this layout (REV-7, SEL-1).
    func liveSelection(atOffset offset: Double) -> Selection? {
        guard let side = Side.revealed(byOffset: offset) else { return nil }
        let edge = layout(on: side)
        guard !edge.isEmpty else { return nil }
        return selection(on: edge, atMagnitude: abs(offset))
    }

    /// The live selection on `edge`, not empty, at displayed magnitude `m` (REV-7, SEL-1).
    @inline(__always)  // see `drag(unresisted:resistance:)`
    private func selection(on edge: EdgeMetrics, atMagnitude m: Double) -> Selection? {
        switch style {
        case .reveal:
            return edge.allowsFullSwipe && m >= edge.fullSwipeThreshold ? Selection(edge: edge.edge, index: 0) : nil
        case .select:
            return edge.selection(atMagnitude: m, width: width, activation: parameters.activationDistance)
                .map { Selection(edge: edge.edge, index: $0) }
        }
    }

    /// The physical frames of `edge`'s actions, left to right (ORD-2 to ORD-4,
    /// ORD-6): the numbers from this layout, the ids and widths from the row's
    /// `declarations` (read in place: see `[SwipeDeclaration]`).
    func frames(on edge: Edge, of declarations: [SwipeDeclaration]) -> [ActionFrame] {
        let metrics = layout(for: edge)
        let (n, w, a) = (metrics.count, width, parameters.activationDistance)
        var frames: [ActionFrame] = []
        frames.reserveCapacity(n)
        var i = 0
        var start = 0.0  // `reveal`: the distance at which action `i` starts (ORD-2)
        for declaration in declarations where declaration.edge == edge {
            for action in declaration.actions {
                let end = start + action.effectiveWidth(parameters)
                let zone: (start: Double, end: Double)
                switch style {
                case .reveal:
                    zone = (start, end)
                case .select:
                    zone = (EdgeLayout.zoneStart(i, count: n, width: w, activation: a),
                            EdgeLayout.zoneStart(i + 1, count: n, width: w, activation: a))
                }
                frames.append(ActionFrame(id: action.id, x: metrics.side == .left ? zone.start : w - zone.end,
                                          width: zone.end - zone.start))
                start = end
                i += 1
            }
        }
        if metrics.side == .right { frames.reverse() }  // action 0 is the rightmost
        return frames
    }
}
