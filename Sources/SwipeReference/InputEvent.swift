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

    /// The event's timestamp in seconds (TIM-1).
    public var time: Double {
        switch self {
        case let .down(_, _, _, t), let .move(_, _, t), let .up(_, _, t),
             let .cancel(t), let .advance(t), let .open(_, _, t),
             let .close(_, t), let .activate(_, _, t):
            return t
        }
    }

    /// The row the event names, if it names one.
    public var row: Int? {
        switch self {
        case let .down(r, _, _, _), let .open(r, _, _), let .close(r, _), let .activate(r, _, _):
            return r
        case .move, .up, .cancel, .advance:
            return nil
        }
    }

    /// Every number the event carries, for the finiteness check (NUM-4).
    var numbers: (Double, Double, Double) {
        switch self {
        case let .down(_, x, y, t), let .move(x, y, t), let .up(x, y, t):
            return (x, y, t)
        default:
            return (0, 0, time)
        }
    }

    /// The name used in vectors and the protocol.
    public var kind: String {
        switch self {
        case .down: return "down"
        case .move: return "move"
        case .up: return "up"
        case .cancel: return "cancel"
        case .advance: return "advance"
        case .open: return "open"
        case .close: return "close"
        case .activate: return "activate"
        }
    }
}
