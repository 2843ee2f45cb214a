/// The reference model of SPEC.md: a list of swipeable rows that turns input events
/// into observations.
///
/// `SwipeList` is a pure value: the same configuration and the same events always
/// give the same observations. It reads no clock (time comes only from event
/// timestamps, TIM-1), performs no I/O and holds no global state.
///
/// ```swift
/// var list = try SwipeList(rows: [
///     RowConfiguration(declarations: [
///         SwipeDeclaration(edge: .trailing, actions: [SwipeAction(id: "delete")])
///     ])
/// ])
/// _ = list.handle(.down(row: 0, x: 300, y: 20, time: 0))
/// _ = list.handle(.move(x: 250, y: 20, time: 0.0625))
/// let o = list.handle(.up(x: 250, y: 20, time: 0.125))
/// // o.rows[0].offset == -74, o.rows[0].phase == .settling (REV-3)
/// ```
public struct SwipeList: Sendable {
    /// The rows' configurations, in current row order (list changes edit it, MUT).
    public internal(set) var configurations: [RowConfiguration]
    /// The rows as the model keeps them, in the order of `configurations`: each
    /// row's layout and state in one entry (`ListRow`).
    package internal(set) var rows: [ListRow]
    package internal(set) var touch: TouchState = .none
    /// The timestamp of the last accepted event, `nil` before the first (TIM-1).
    public private(set) var now: Double?
    /// The rows of the observation the last `handle` returned, brought to the rows'
    /// state in place by the next (`observeRows()`): a caller that reads an
    /// observation and lets it go before the next event (most do) costs no array
    /// and no frames per event; one that keeps it keeps its own copy (the next write
    /// copies first). Emptied by every change of the rows' layouts (a list change:
    /// see `observeRow(_:)`); each row's `shown` is the state its entry shows.
    var observedRows: [RowObservation] = []
    /// The design the list follows: SPEC.md sections 1 to 8 by default, any value of
    /// every choice of section 9 otherwise (DCH).
    public let design: DesignChoices

    /// Builds a list at rest under the design of SPEC.md sections 1 to 8.
    ///
    /// - Throws: `ConfigurationError` when a row breaks GEO-6, ACC-4 or MUT-1.
    public init(rows configurations: [RowConfiguration]) throws(ConfigurationError) {
        try self.init(rows: configurations, design: .default)
    }

    /// Builds a list at rest: every row closed, no touch, no clock yet.
    ///
    /// - Parameters:
    ///   - configurations: the rows, in order.
    ///   - design: the value of every design choice (SPEC.md section 9); the default
    ///     is the semantics of sections 1 to 8.
    /// - Throws: `ConfigurationError` when a row breaks GEO-6, ACC-4 or MUT-1.
    public init(rows configurations: [RowConfiguration], design: DesignChoices) throws(ConfigurationError) {
        guard !configurations.isEmpty else { throw .noRows }
        var rows: [ListRow] = []
        rows.reserveCapacity(configurations.count)
        for i in configurations.indices {
            let row = configurations[i]
            try row.validate(index: i)
            if let key = row.key, configurations[..<i].contains(where: { $0.key == key }) {
                throw .duplicateKey(row: i, key: key)
            }
            rows.append(ListRow(layout: RowLayout(row, design: design)))
        }
        self.init(validated: configurations, rows: rows, design: design)
    }

    /// A list at rest of rows already checked and laid out. Apart from the throwing
    /// initialiser that checks them: built inside that one, the list would be built
    /// in a temporary and copied out.
    init(validated configurations: [RowConfiguration], rows: [ListRow], design: DesignChoices) {
        self.configurations = configurations
        self.design = design
        self.rows = rows
    }

    /// What an observer sees now, with nothing performed (OBS-2).
    public var observation: Observation {
        var list = self
        list.observeRows()
        return Observation(rows: list.observedRows, performed: [], tappedRow: nil, rejection: nil)
    }

    /// The accessibility action list of a row: the leading edge's actions, then the
    /// trailing edge's, each in order from its originating edge (AX-1).
    public func accessibilityActions(ofRow row: Int) -> [AccessibleAction] {
        configurations[row].accessibility
    }

    /// Applies one event and returns the observation after it (OBS-1).
    ///
    /// Invalid or out-of-sequence events are rejected with a `Rejection` in the
    /// observation and change nothing (OBS-5); this method never traps.
    ///
    /// - Complexity: O(rows + actions of the touched row) per event.
    public mutating func handle(_ event: InputEvent) -> Observation {
        let outcome = apply(event)
        observeRows()
        return Observation(rows: observedRows, performed: outcome.performed, tappedRow: outcome.tappedRow,
                           rejection: outcome.rejection)
    }

    /// Applies one event and returns only what happened during it, without building
    /// the rows' observation; `observation` gives that on demand.
    ///
    /// `handle(event)` is `apply(event)` followed by `observation` with the outcome's
    /// performed actions, tapped row and rejection: the state after the event is the
    /// same either way. Use it where most observations are never read.
    ///
    /// ```swift
    /// let outcome = list.apply(.up(x: 250, y: 20, time: 0.125))
    /// // outcome.performed, outcome.tappedRow, outcome.rejection; list.observation.rows
    /// ```
    ///
    /// - Complexity: O(rows + actions of the touched row) per event.
    public mutating func apply(_ event: InputEvent) -> Outcome {
        if let rejection = check(event) {
            return Outcome(performed: [], tappedRow: nil, rejection: rejection)
        }
        let t = event.time
        now = t
        var effects = Effects()
        completeSettles(upTo: t, into: &effects)  // TIM-3; for a list change too (MUT-14)
        switch event {
        case let .down(row, x, y, t):
            touch = .pending(Pending(row: row, x0: x, y0: y, velocity: VelocityTracker(x: x, time: t),
                                     openAtPress: rows[row].phase == .open))
        case let .move(x, y, t):
            move(x: x, y: y, time: t, effects: &effects)
        case let .up(x, y, t):
            move(x: x, y: y, time: t, effects: &effects)
            release(time: t, effects: &effects)
        case .cancel:
            cancel()
        case .advance:
            break
        case let .open(row, edge, t):
            programmaticOpen(row: row, edge: edge, time: t)
        case let .close(row, t):
            if design.closeWhilePressed == .ignored, case let .pending(p) = touch, p.row == row { break }  // DCH-15
            closeRow(row, time: t)
        case let .activate(row, index, t):
            let entry = configurations[row].declarations.accessibleAction(at: index)!  // in the list: checked by AX-3
            effects.performed.append(PerformedAction(row: row, edge: entry.edge, id: entry.id))
            closeRow(row, time: t)
        case let .insertRow(index, configuration, _):  // MUT-13: a change performs, taps and opens nothing
            insertRow(configuration, at: index)
        case let .deleteRow(row, _):
            deleteRow(row)
        case let .moveRow(row, to, _):
            moveRow(row, to: to)
        case let .reloadRow(row, configuration, t):
            reloadRow(row, with: configuration, time: t)
        }
        return Outcome(performed: effects.performed, tappedRow: effects.tappedRow, rejection: nil)
    }

    // MARK: - Validation (OBS-5)

    /// The first rejection that applies, in the order of `Rejection`'s cases.
    ///
    /// `@inline(__always)`, as are the helpers it and `move` call on every event
    /// (`checkIndices`, `isDragging`, `forEachRejection(ofNew:)`, `recognition`,
    /// `isButton`): a non-mutating method of the list called out of line from a
    /// mutating one receives a copy of the whole list value, a `memcpy` of some
    /// 160 bytes per call. It and `forEachRejection` are `mutating` for the same
    /// reason, though they change nothing: even inlined into `apply`, a
    /// non-mutating method starts from a copy of the list, every field of it
    /// loaded on every event, where a mutating one reads in place only the fields a
    /// check needs. `rejections(of:)` and `rejectionBeforeTouchState(_:)`, which
    /// change nothing either, run them on a copy.
    @inline(__always)
    mutating func check(_ event: InputEvent) -> Rejection? {
        var first: Rejection?
        forEachRejection(of: event) { first = $0; return false }
        return first
    }

    /// Every rejection that applies to `event` in the list's current state, in the
    /// order of OBS-5: the first is the one the list reports. What the coverage
    /// matrix and the fault catalog ask ("which other reasons applied too"), from
    /// the same checks as the list's own, so the order is written once.
    public func rejections(of event: InputEvent) -> [Rejection] {
        var all: [Rejection] = []
        var list = self
        list.forEachRejection(of: event) { all.append($0); return true }
        return all
    }

    /// The checks of OBS-5 that read only the event, the list's rows and its clock:
    /// a non-finite number, an unknown row, an index out of range, time going
    /// backwards. `nil` when none applies; the checks that read the touch sequence
    /// and the rows' state come after these.
    public func rejectionBeforeTouchState(_ event: InputEvent) -> Rejection? {
        var list = self
        guard let first = list.check(event) else { return nil }
        return first == .nonFiniteValue || first == .unknownRow || first == .timeWentBackwards ? first : nil
    }

    /// Hands every rejection that applies to `event` to `visit`, in the order of
    /// OBS-5, until `visit` returns `false`.
    @inline(__always)
    mutating func forEachRejection(of event: InputEvent, _ visit: (Rejection) -> Bool) {
        let (a, b, c) = event.numbers
        if !a.isFinite || !b.isFinite || !c.isFinite, !visit(.nonFiniteValue) { return }
        let knownRow = event.row.map { rows.indices.contains($0) } ?? true
        if !knownRow || checkIndices(event) != nil, !visit(.unknownRow) { return }
        if let now, event.time < now, !visit(.timeWentBackwards) { return }
        switch event {
        case .down:
            if case .none = touch { return }
            _ = visit(.touchAlreadyActive)
        case .move, .up, .cancel:
            if case .none = touch { _ = visit(.noActiveTouch) }
        case .advance, .deleteRow, .moveRow:
            return
        case let .open(row, edge, _):
            if isDragging, !visit(.dragInProgress) { return }
            guard knownRow else { return }
            if rows[row].layout.style == .select, !visit(.unsupportedInSelectStyle) { return }
            if rows[row].layout.layout(for: edge).isEmpty { _ = visit(.edgeHasNoActions) }
        case .close:
            if isDragging { _ = visit(.dragInProgress) }
        case let .activate(row, index, _):
            if isDragging, !visit(.dragInProgress) { return }
            if knownRow, configurations[row].declarations.accessibleAction(at: index) == nil { _ = visit(.unknownAction) }
        case let .insertRow(_, configuration, _):
            forEachRejection(ofNew: configuration, replacing: nil, visit)
        case let .reloadRow(row, configuration, _):
            forEachRejection(ofNew: configuration, replacing: row, visit)
        }
    }

    @inline(__always)  // see `check`
    var isDragging: Bool {
        if case .dragging = touch { return true }
        return false
    }

    // MARK: - Time (TIM-2, TIM-3, TIM-6)

    /// Completes every settle that ends at or before `t`, ordered by end time, then
    /// row index (TIM-3, THR-6).
    @inline(__always)
    mutating func completeSettles(upTo t: Double, into effects: inout Effects) {
        while true {
            var next: Int?
            for i in rows.indices {
                guard rows[i].phase == .settling, let end = rows[i].settleEnds, design.clock.reached(end, at: t) else { continue }
                if let n = next, let nEnd = rows[n].settleEnds, nEnd <= end { continue }
                next = i
            }
            guard let i = next else { return }
            completeSettle(i, effects: &effects)
        }
    }

    /// Brings row `i` to rest at its target; a `select` row with a saved selection
    /// performs it and returns to 0 (SEL-4, REV-4; a `select` row rests only at 0,
    /// SEL-5), and so does a `reveal` row whose full swipe dismisses it (DCH-2).
    mutating func completeSettle(_ i: Int, effects: inout Effects) {
        if let s = rows[i].selection, rows[i].layout.style == .select || design.fullSwipe == .dismisses {
            effects.performed.append(PerformedAction(row: i, edge: s.edge, id: configurations[i].declarations.action(s.index, on: s.edge).id))
            rows[i].offset = 0
        }
        rows[i].selection = nil
        rows[i].settleEnds = nil
        rows[i].phase = rows[i].offset == 0 ? .closed : .open
    }

    /// Starts a settle of row `i` toward `target` at time `t` (TIM-2). When the
    /// target equals the current offset the row comes to rest at once (TIM-6),
    /// unless the design runs a settle toward a non-zero target all the same
    /// (DCH-14). A settle of duration 0 completes in this event when the design
    /// says so (DCH-17).
    mutating func settle(_ i: Int, to target: Double, time t: Double, effects: inout Effects) {
        let duration = rows[i].layout.parameters.settleDuration
        let inPlace = rows[i].offset == target
        if inPlace && (target == 0 || design.settleInPlace == .restsAtOnce)
            || duration == 0 && design.instantSettle == .sameEvent {
            rows[i].offset = target
            completeSettle(i, effects: &effects)
            return
        }
        rows[i].offset = target
        rows[i].phase = .settling
        rows[i].settleEnds = design.clock.end(t, after: duration)
    }

    /// Starts the settle of row `i` again at `t` when the design restarts a settle
    /// that a tap or `open` meets on its way to a non-zero target (DCH-22); the
    /// target stays. Otherwise the settle goes on and keeps its end time.
    mutating func restartSettle(_ i: Int, time t: Double) {
        guard design.settleRestart == .restarts, rows[i].offset != 0 else { return }
        rows[i].settleEnds = design.clock.end(t, after: rows[i].layout.parameters.settleDuration)
    }

    /// Closes row `i` if it is open: it settles to 0 and its saved selection is
    /// dropped (LST-6, DES-4, PRG-2). A row whose offset is already 0 is left alone.
    mutating func closeRow(_ i: Int, time t: Double) {
        guard rows[i].offset != 0 else { return }
        rows[i].selection = nil
        var ignored = Effects()
        settle(i, to: 0, time: t, effects: &ignored)
    }

    /// Closes every open row other than `except` (LST-2, LST-3, LST-4); rows that
    /// do not coordinate close nothing of each other (DCH-11).
    mutating func closeOthers(except: Int?, time t: Double) {
        guard design.listCoordination == .oneOpen else { return }
        for i in rows.indices where i != except { closeRow(i, time: t) }
    }

    // MARK: - Touch (REC, ELA, DES, LST)

    mutating func move(x: Double, y: Double, time t: Double, effects: inout Effects) {
        switch touch {
        case .none, .scrolling:
            return
        case var .pending(p):
            p.velocity.add(x: x, time: t)
            switch recognition(of: p, atX: x, y: y) {
            case .pending:
                touch = .pending(p)
            case .dragging:
                beginDrag(p, time: t)
                applyDrag(x: x)
            case .scrolling:
                closeOthers(except: nil, time: t)  // REC-4, LST-3
                touch = .scrolling
            }
        case var .dragging(d):
            d.velocity.add(x: x, time: t)
            touch = .dragging(d)
            applyDrag(x: x)
        }
    }

    /// What a pending sequence becomes when the finger is at (x, y): still pending
    /// within the slop (REC-2), dragging when the horizontal movement dominates
    /// (REC-3), scrolling otherwise (REC-4); under DCH-9 the row's horizontal slop is
    /// checked first, and an actionless row that is a button stays pending (DCH-20).
    @inline(__always)  // see `check`
    func recognition(of p: Pending, atX x: Double, y: Double) -> TouchPhase {
        let dx = x - p.x0
        let dy = y - p.y0
        let slop = rows[p.row].layout.parameters.slop
        let stays: Bool
        let drags: Bool
        switch design.recognition {
        case .radialDominant:
            stays = dx * dx + dy * dy < slop * slop  // REC-2
            drags = abs(dx) > abs(dy)  // REC-3
        case .perAxisStrict:  // DCH-9: the row's horizontal threshold is checked first
            stays = abs(dy) <= slop && abs(dx) <= slop
            drags = abs(dx) > slop
        }
        if stays || drags && isButton(p.row) { return .pending }  // DCH-20: an actionless row is never dragged
        return drags ? .dragging : .scrolling
    }

    /// Whether row `i` is a button rather than a swipeable row: it has no action on
    /// any edge and the design says such a row is never dragged (DCH-20).
    @inline(__always)  // see `check`
    func isButton(_ i: Int) -> Bool {
        design.actionlessRow == .button && rows[i].layout.isActionless
    }

    /// Recognition of a drag on the pending row (REC-3, REC-8, LST-2, DES-1, DES-2).
    mutating func beginDrag(_ p: Pending, time t: Double) {
        closeOthers(except: p.row, time: t)
        let i = p.row
        if rows[i].phase == .settling {
            // REC-8: the settle ends at once at its target; a saved selection is
            // dropped, never performed (DES-2, DES-3), so a select row is back at 0.
            if rows[i].selection != nil { rows[i].offset = 0 }
            rows[i].selection = nil
            rows[i].settleEnds = nil
        }
        // DCH-12: a drag that begins on a closed row toward an edge without actions
        // (the side its recognising move would reveal) never moves the row.
        let showsNothing = design.emptyDrag == .closedAtZero && rows[i].phase == .closed
            && (Side.revealed(byOffset: p.x - p.x0).map { rows[i].layout.layout(on: $0).isEmpty } ?? true)
        rows[i].selection = nil
        let start = rows[i].offset
        rows[i].phase = .dragging
        touch = .dragging(Drag(row: i, x0: p.x0, startOffset: start, velocity: p.velocity, showsNothing: showsNothing))
    }

    /// Sets the dragged row's offset for the finger at `x` (ELA-1 to ELA-5) and its
    /// live selection (REV-7, SEL-1).
    mutating func applyDrag(x: Double) {
        guard case let .dragging(d) = touch else { return }
        let i = d.row
        if d.showsNothing {  // DCH-12: closed at 0 until the up, wherever the finger goes
            rows[i].offset = 0
            rows[i].phase = .closed
            return
        }
        let (offset, selection) = rows[i].layout.drag(unresisted: d.startOffset + (x - d.x0), resistance: design.resistance)
        rows[i].offset = offset
        rows[i].phase = .dragging
        rows[i].selection = selection
    }

    /// The end of the sequence after its final move (REC-5, REC-6, REV, SEL).
    mutating func release(time t: Double, effects: inout Effects) {
        switch touch {
        case .none:
            return
        case .scrolling:
            touch = .none
        case let .pending(p):
            touch = .none
            // DCH-20: a button's up is a tap only inside the row.
            if isButton(p.row), !(p.x >= 0 && p.x < rows[p.row].layout.width) { return }
            tap(row: p.row, x: p.x0, upX: p.x, openAtPress: p.openAtPress, time: t, effects: &effects)
        case let .dragging(d):
            touch = .none
            releaseDrag(d, time: t, effects: &effects)
        }
    }

    mutating func releaseDrag(_ d: Drag, time t: Double, effects: inout Effects) {
        let i = d.row
        let offset = rows[i].offset
        guard let side = Side.revealed(byOffset: offset) else {
            rows[i].phase = .closed  // VEL-6
            rows[i].selection = nil
            return
        }
        let edge = rows[i].layout.layout(on: side)
        let m = abs(offset)
        switch rows[i].layout.style {
        case .reveal:
            if rows[i].selection != nil {  // REV-1: full swipe armed
                if design.fullSwipe == .dismisses {  // DCH-2: performed when the row has left
                    settle(i, to: side.offsetSign * rows[i].layout.width, time: t, effects: &effects)
                    return
                }
                effects.performed.append(PerformedAction(row: i, edge: edge.edge, id: configurations[i].declarations.action(0, on: edge.edge).id))
                rows[i].selection = nil
                settle(i, to: 0, time: t, effects: &effects)  // REV-8: performed, the row closes; nothing removes it
                return
            }
            let v = d.velocity.velocity(design.velocityWindow, clock: design.clock)  // VEL-3, DCH-5
            let open = side.offsetSign * edge.extent
            let opens = design.openBoundary.holds(m, edge.openThreshold)  // REV-3, THR-2, DCH-6
            if design.flingBoundary.holds(abs(v), rows[i].layout.parameters.flingVelocity) {  // REV-2, THR-7, DCH-7
                let toward = v * side.offsetSign > 0
                switch design.flingDirection {
                case .decides: settle(i, to: toward ? open : 0, time: t, effects: &effects)  // VEL-4
                case .opensOnly: settle(i, to: toward || opens ? open : 0, time: t, effects: &effects)  // DCH-8
                }
            } else {
                settle(i, to: opens ? open : 0, time: t, effects: &effects)
            }
        case .select:  // VEL-5: velocity has no effect
            if rows[i].selection != nil {  // SEL-2
                settle(i, to: side.offsetSign * rows[i].layout.width, time: t, effects: &effects)
            } else {  // SEL-3
                settle(i, to: 0, time: t, effects: &effects)
            }
        }
    }

    /// A tap at `x` on `row`, its up at `upX` (REV-5, REV-6, LST-4, LST-5). Rows that
    /// do not coordinate see only their own state (DCH-11); a button may need the row
    /// open at the press (DCH-13) or the up on it too (DCH-21); a tap on an open row's
    /// content may be a click that leaves it open (DCH-10), or leave it open and tap
    /// nothing, as a tap on a row still settling closed does (DCH-19).
    mutating func tap(row: Int, x: Double, upX: Double, openAtPress: Bool, time t: Double, effects: inout Effects) {
        let open = design.listCoordination == .oneOpen
            ? rows.indices.first { rows[$0].offset != 0 }
            : rows[row].offset != 0 ? row : nil
        guard let open else {
            // DCH-19: a row still settling toward 0 is tapped nowhere; its settle goes on.
            if design.contentTap == .staysOpen, rows[row].phase == .settling { return }
            effects.tappedRow = row  // LST-5
            return
        }
        if open == row, rows[row].phase == .open, rows[row].layout.style == .reveal,
           design.tapDecision == .atRelease || openAtPress,
           let side = Side.revealed(byOffset: rows[row].offset) {
            let edge = rows[row].layout.layout(on: side)
            let distance = side == .left ? x : rows[row].layout.width - x
            let upDistance = side == .left ? upX : rows[row].layout.width - upX
            if let hit = edge.action(atDistance: distance, interval: design.hitInterval, in: configurations[row]),  // REV-5, DCH-16
               design.buttonHit == .origin
                || edge.action(atDistance: upDistance, interval: design.hitInterval, in: configurations[row]) == hit {  // DCH-21
                effects.performed.append(PerformedAction(row: row, edge: edge.edge, id: configurations[row].declarations.action(hit, on: edge.edge).id))
                closeRow(open, time: t)
                return
            }
        }
        if open == row, design.contentTap != .closesRow, rows[row].selection == nil {  // DCH-10, DCH-19
            if design.contentTap == .clicks { effects.tappedRow = row }  // DCH-10; DCH-19 taps nothing
            if rows[row].phase == .open { settle(row, to: rows[row].offset, time: t, effects: &effects) }
            else { restartSettle(row, time: t) }  // DCH-22; a settling row settles on otherwise
            return
        }
        closeRow(open, time: t)  // REV-6, LST-4
    }

    /// Cancel: the dragged row returns at once to its state when the drag began
    /// (CAN-1 to CAN-3, CAN-5).
    mutating func cancel() {
        if case let .dragging(d) = touch {
            rows[d.row].offset = d.startOffset
            rows[d.row].phase = d.startOffset == 0 ? .closed : .open
            rows[d.row].selection = nil
            rows[d.row].settleEnds = nil
        }
        touch = .none
    }

    /// Programmatic open (PRG-1): closes other rows, then settles toward the edge.
    mutating func programmaticOpen(row: Int, edge: Edge, time t: Double) {
        closeOthers(except: row, time: t)
        let layout = rows[row].layout.layout(for: edge)
        let target = layout.side.offsetSign * layout.extent
        guard rows[row].offset != target else {
            if rows[row].phase == .settling { restartSettle(row, time: t) }  // DCH-22
            return
        }
        var ignored = Effects()
        settle(row, to: target, time: t, effects: &ignored)
    }
}

// MARK: - Observation (OBS-2)

extension SwipeList {
    /// Brings every entry of `observedRows` to its row's state (OBS-2), rewriting
    /// only the rows whose state changed since (most rows do not change in an
    /// event); after a list change, which empties it, starts afresh from rows at
    /// rest. Inlined into `handle`, which runs it on every event.
    @inline(__always)
    mutating func observeRows() {
        if observedRows.count != rows.count {
            observedRows = rows.map { _ in
                RowObservation(offset: 0, phase: .closed, revealedEdge: nil, actions: [], selected: nil, settleEnds: nil)
            }
            for i in rows.indices { rows[i].shown = RowState() }
        }
        for i in rows.indices where rows[i].state != rows[i].shown {  // same state, same observation
            observeRow(i)
            rows[i].shown = rows[i].state
        }
    }

    /// Brings entry `i` of `observedRows` to row `i`'s state: what an observer sees
    /// of the row (OBS-2). The entry's frames are kept when the row still reveals
    /// the same edge: they are a function of the row's layout and the edge, and the
    /// layouts have not changed since the entry was written (a change empties
    /// `observedRows`). A mutating method, so that it reads the row's configuration
    /// in place, without a copy, and only when new frames or a selection need it.
    mutating func observeRow(_ i: Int) {
        let state = rows[i].state
        let edge = Side.revealed(byOffset: state.offset).map { rows[i].layout.edge(on: $0) }
        if edge != observedRows[i].revealedEdge {
            observedRows[i].revealedEdge = edge
            observedRows[i].actions = edge.map { rows[i].layout.frames(on: $0, of: configurations[i].declarations) } ?? []
        }
        observedRows[i].offset = state.offset
        observedRows[i].phase = state.phase
        observedRows[i].selected = state.selection.map { configurations[i].declarations.action($0.index, on: $0.edge).id }
        observedRows[i].settleEnds = state.settleEnds
    }
}

// MARK: - State

package struct Selection: Sendable, Equatable {
    package var edge: Edge
    package var index: Int
}

package struct RowState: Sendable, Equatable {
    package var offset: Double = 0
    package var phase: Phase = .closed
    package var selection: Selection?
    package var settleEnds: Double?
}

/// One row of the list as the model keeps it: the numbers of its configuration
/// (`layout`, set when the row joins the list or is reloaded), its state, and the
/// state its entry of the last observation shows (`shown`, see `observeRows()`).
///
/// One entry per row rather than an array of each: a list is built with one
/// allocation for its rows, and an event reads a row's layout and state from one
/// place. The state's fields read through the row (`rows[i].offset`), as SPEC.md
/// speaks of a row's offset and phase.
package struct ListRow: Sendable {
    var layout: RowLayout
    package var state = RowState()
    var shown = RowState()

    init(layout: RowLayout) {
        self.layout = layout
    }

    /// The row's displayed offset (GEO-3).
    package var offset: Double {
        get { state.offset }
        set { state.offset = newValue }
    }
    /// The row's phase (OBS-2).
    package var phase: Phase {
        get { state.phase }
        set { state.phase = newValue }
    }
    /// The saved or live selection of a `select` row, or an armed full swipe (REV-7, SEL-1).
    package var selection: Selection? {
        get { state.selection }
        set { state.selection = newValue }
    }
    /// When the row's settle ends, while it settles (TIM-2).
    package var settleEnds: Double? {
        get { state.settleEnds }
        set { state.settleEnds = newValue }
    }
}

package struct Pending: Sendable {
    package var row: Int
    package var x0: Double
    package var y0: Double
    var velocity: VelocityTracker
    /// Whether the row was at rest open at the `down` (DCH-13).
    var openAtPress: Bool

    /// The latest x of the sequence: where an `up` is (DCH-20, DCH-21).
    var x: Double { velocity.latestX }
}

package struct Drag: Sendable {
    package var row: Int
    package var x0: Double
    package var startOffset: Double
    var velocity: VelocityTracker
    /// Whether the drag never moves its row (DCH-12): it began on a closed row
    /// toward an edge without actions.
    var showsNothing = false
}

/// The phase of a touch sequence (REC-1 to REC-4): what `SwipeList.touchPhase`
/// reports of the active sequence.
public enum TouchPhase: Sendable, Hashable, CaseIterable {
    /// From the down until the finger leaves the slop (REC-1, REC-2): an up now is a tap (REC-6).
    case pending
    /// A recognised drag of the touched row (REC-3).
    case dragging
    /// A recognised scroll, or a sequence whose row was deleted (REC-4, MUT-10): the rest of it does nothing.
    case scrolling
}

extension SwipeList {
    /// The phase of the active touch sequence, `nil` when there is none.
    ///
    /// A read-only view of the state the list recognises touches with, so that
    /// code stepping the list (the fault catalog, the coverage matrix) reads the
    /// recognition rule instead of writing it again.
    ///
    /// ```swift
    /// _ = list.handle(.down(row: 0, x: 200, y: 20, time: 0))
    /// list.touchPhase   // .pending (REC-1)
    /// ```
    public var touchPhase: TouchPhase? {
        switch touch {
        case .none: nil
        case .pending: .pending
        case .dragging: .dragging
        case .scrolling: .scrolling
        }
    }

    /// The phase the active sequence would be in after a move to (x, y), without
    /// moving it: a pending sequence that stays pending there ends as a tap on an up
    /// there (REC-2 to REC-4, REC-6); a recognised sequence keeps its phase.
    ///
    /// ```swift
    /// list.touchPhase(afterMoveTo: 205, y: 20)   // .pending: within the 10 pt slop
    /// ```
    ///
    /// - Returns: the phase, or `nil` when no sequence is active.
    public func touchPhase(afterMoveTo x: Double, y: Double) -> TouchPhase? {
        guard case let .pending(p) = touch else { return touchPhase }
        return recognition(of: p, atX: x, y: y)
    }
}

package enum TouchState: Sendable {
    case none
    case pending(Pending)
    case dragging(Drag)
    case scrolling
}

struct Effects {
    var performed: [PerformedAction] = []
    var tappedRow: Int?
}
