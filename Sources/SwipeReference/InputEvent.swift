/// One input event to a list (REC, TIM, PRG, AX). Every event carries a timestamp
/// in seconds (TIM-1). Positions are in the coordinates of the row the touch went
/// down on: x from 0 (left) to the row's width (right), y downwards (GEO-5).
public enum InputEvent: Sendable, Hashable {
    /// A finger touches row `row` at (`x`, `y`): a touch sequence begins (REC-1).
    case down(row: Int, x: Double, y: Double, time: Double)
    /// The finger of the active sequence moves to (`x`, `y`) (REC-2 to REC-4).
    case move(x: Double, y: Double, time: Double)
    /// The finger lifts at (`x`, `y`): a final move, then the release (REC-5).
    case up(x: Double, y: Double, time: Double)
    /// The system cancels the active sequence (CAN-1 to CAN-4).
    case cancel(time: Double)
    /// Time passes with no input (TIM-4).
    case advance(time: Double)
    /// Programmatic open of `row` toward `edge` (PRG-1).
    case open(row: Int, edge: Edge, time: Double)
    /// Programmatic close of `row` (PRG-2).
    case close(row: Int, time: Double)
    /// Assistive technology performs the row's accessibility action at `index` (AX-2).
    case activate(row: Int, index: Int, time: Double)
    /// The app inserts a row with `configuration` at `index`, in `0...count` (MUT-2).
    ///
    /// `indirect`, as `reloadRow` is: a configuration is over a hundred bytes, and
    /// held inline it would make every event that large, copied on every step.
    indirect case insertRow(index: Int, configuration: RowConfiguration, time: Double)
    /// The app deletes `row` and all of its state (MUT-3).
    case deleteRow(row: Int, time: Double)
    /// The app moves `row` so that its index becomes `to` (MUT-4).
    case moveRow(row: Int, to: Int, time: Double)
    /// The app reloads `row` with a new configuration; the row keeps its identity (MUT-5).
    indirect case reloadRow(row: Int, configuration: RowConfiguration, time: Double)

    /// The event's timestamp in seconds (TIM-1).
    public var time: Double {
        switch self {
        case let .down(_, _, _, t), let .move(_, _, t), let .up(_, _, t),
             let .cancel(t), let .advance(t), let .open(_, _, t),
             let .close(_, t), let .activate(_, _, t), let .insertRow(_, _, t),
             let .deleteRow(_, t), let .moveRow(_, _, t), let .reloadRow(_, _, t):
            return t
        }
    }

    /// The row the event names, if it names one.
    public var row: Int? {
        switch self {
        case let .down(r, _, _, _), let .open(r, _, _), let .close(r, _), let .activate(r, _, _),
             let .deleteRow(r, _), let .moveRow(r, _, _), let .reloadRow(r, _, _):
            return r
        case .move, .up, .cancel, .advance, .insertRow:
            return nil
        }
    }

    /// Every number the event carries, for the finiteness check (NUM-4).
    var numbers: (Double, Double, Double) {
        switch self {
        case let .down(_, x, y, t), let .move(x, y, t), let .up(x, y, t):
            return (x, y, t)
        case .cancel, .advance, .open, .close, .activate, .insertRow, .deleteRow, .moveRow, .reloadRow:
            return (0, 0, time)
        }
    }
}
