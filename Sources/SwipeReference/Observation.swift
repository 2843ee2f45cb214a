/// The phase of a row (OBS-6).
public enum Phase: String, Sendable, Hashable, CaseIterable {
    /// At rest with offset 0.
    case closed
    /// A recognised drag moves the row.
    case dragging
    /// Moving toward a target offset; ends at `settleEnds` (TIM-2, TIM-5).
    case settling
    /// At rest with its buttons shown (`reveal` style only, REV-4).
    case open
}

/// A laid-out action: its id and its physical frame along x, in row coordinates
/// (ORD-2, ORD-3, ORD-6).
public struct ActionFrame: Sendable, Hashable {
    /// The action's id.
    public var id: String
    /// The frame's left x, in row coordinates (ORD-4).
    public var x: Double
    /// The frame's width in points.
    public var width: Double

    /// A frame of action `id` at `x` with `width`.
    public init(id: String, x: Double, width: Double) {
        self.id = id
        self.x = x
        self.width = width
    }
}

/// One entry of a row's accessibility action list (AX-1).
public struct AccessibleAction: Sendable, Hashable {
    /// The edge the action is declared on.
    public var edge: Edge
    /// The action's id.
    public var id: String

    /// The action `id` of `edge`.
    public init(edge: Edge, id: String) {
        self.edge = edge
        self.id = id
    }
}

/// What an observer sees of one row after an event (OBS-2).
public struct RowObservation: Sendable, Hashable {
    /// Physical content offset in points, positive = content moved right (GEO-3).
    /// While settling, the settle's target (TIM-5).
    public var offset: Double
    /// The row's phase (OBS-2).
    public var phase: Phase
    /// The edge revealed by the offset's sign, `nil` at offset 0 (GEO-4).
    public var revealedEdge: Edge?
    /// The revealed edge's actions in physical order, left to right (ORD-4).
    public var actions: [ActionFrame]
    /// The action a release now would perform, or the saved selection while
    /// settling (REV-7, SEL-1, SEL-2).
    public var selected: String?
    /// When the current settle ends, while settling (TIM-5).
    public var settleEnds: Double?

    /// A row observation of the given values.
    public init(
        offset: Double, phase: Phase, revealedEdge: Edge?, actions: [ActionFrame],
        selected: String?, settleEnds: Double?
    ) {
        self.offset = offset
        self.phase = phase
        self.revealedEdge = revealedEdge
        self.actions = actions
        self.selected = selected
        self.settleEnds = settleEnds
    }
}

/// An action performed during an event (OBS-3).
public struct PerformedAction: Sendable, Hashable {
    /// The row the action belongs to.
    public var row: Int
    /// The edge the action is declared on.
    public var edge: Edge
    /// The action's id.
    public var id: String

    /// Action `id` of `edge` of row `row`, performed.
    public init(row: Int, edge: Edge, id: String) {
        self.row = row
        self.edge = edge
        self.id = id
    }
}

/// Why an event was rejected (OBS-5, NUM-4, TIM-1, LST-7, MUT-12, REC-7, CAN-4, PRG-3 to PRG-5, AX-3).
///
/// A rejected event changes nothing, not even the clock. The checks run in the
/// order of the cases below; the first that applies is reported (OBS-5).
public enum Rejection: String, Error, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// A coordinate or timestamp is NaN or infinite (NUM-4).
    case nonFiniteValue
    /// The event names a row the list does not have (LST-7).
    case unknownRow
    /// The timestamp is earlier than the last accepted event's (TIM-1).
    case timeWentBackwards
    /// A list change's new configuration breaks GEO-6 or ACC-4 (MUT-12).
    case invalidConfiguration
    /// A list change's new configuration has the key of another row (MUT-12).
    case duplicateKey
    /// A down while a touch sequence is active: the model is single-pointer (REC-7).
    case touchAlreadyActive
    /// A move, up or cancel with no active touch sequence (CAN-4, REC-1).
    case noActiveTouch
    /// A programmatic open or close, or an accessibility activation, during a drag (PRG-5, AX-4).
    case dragInProgress
    /// A programmatic open of a `select`-style row (PRG-3).
    case unsupportedInSelectStyle
    /// A programmatic open toward an edge with no actions (PRG-4).
    case edgeHasNoActions
    /// An accessibility activation with an index outside the row's list (AX-3).
    case unknownAction

    /// The reason as the protocol writes it.
    public var description: String { rawValue }
}

/// Everything observable after one event (OBS-1).
public struct Observation: Sendable, Hashable {
    /// One entry per row, in row order (OBS-2).
    public var rows: [RowObservation]
    /// Actions performed during this event, in the order performed (OBS-3, TIM-3).
    public var performed: [PerformedAction]
    /// The row whose content received a tap, if a tap was delivered (LST-5).
    public var tappedRow: Int?
    /// Why the event was rejected, or `nil` if it was applied (OBS-5).
    public var rejection: Rejection?

    /// An observation of the given values.
    public init(rows: [RowObservation], performed: [PerformedAction], tappedRow: Int?, rejection: Rejection?) {
        self.rows = rows
        self.performed = performed
        self.tappedRow = tappedRow
        self.rejection = rejection
    }
}

/// What happened during one event, without the rows' state: the part of an
/// `Observation` that belongs to the event rather than to the list (OBS-3, OBS-5, LST-5).
///
/// Returned by `SwipeList.apply(_:)`; the rows are read on demand from
/// `SwipeList.observation`.
public struct Outcome: Sendable, Hashable {
    /// Actions performed during the event, in the order performed (OBS-3, TIM-3).
    public var performed: [PerformedAction]
    /// The row whose content received a tap, if a tap was delivered (LST-5).
    public var tappedRow: Int?
    /// Why the event was rejected, or `nil` if it was applied (OBS-5).
    public var rejection: Rejection?

    /// An outcome with the given actions performed, tapped row and rejection.
    public init(performed: [PerformedAction], tappedRow: Int?, rejection: Rejection?) {
        self.performed = performed
        self.tappedRow = tappedRow
        self.rejection = rejection
    }
}
