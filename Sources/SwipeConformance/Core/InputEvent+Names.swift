import SwipeReference

/// What the vectors, the protocol and the reports say about an event; the model
/// itself never needs it.
extension InputEvent {
    /// Whether the event is a change of the list by the app (MUT).
    package var isListChange: Bool {
        switch self {
        case .insertRow, .deleteRow, .moveRow, .reloadRow: return true
        default: return false
        }
    }

    /// The name used in vectors and the protocol.
    package var kind: String {
        switch self {
        case .down: return "down"
        case .move: return "move"
        case .up: return "up"
        case .cancel: return "cancel"
        case .advance: return "advance"
        case .open: return "open"
        case .close: return "close"
        case .activate: return "activate"
        case .insertRow: return "insertRow"
        case .deleteRow: return "deleteRow"
        case .moveRow: return "moveRow"
        case .reloadRow: return "reloadRow"
        }
    }
}
