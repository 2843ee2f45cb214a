import SwipeReference

/// What the vectors and the coverage matrix need to know about each rejection
/// reason; a switch over the reasons, so a new reason is an error here.
extension Rejection {
    /// The requirement that defines the reason (OBS-5 names them all).
    package var requirement: String {
        switch self {
        case .nonFiniteValue: "NUM-4"
        case .unknownRow: "LST-7"
        case .timeWentBackwards: "TIM-1"
        case .touchAlreadyActive: "REC-7"
        case .noActiveTouch: "CAN-4"
        case .dragInProgress: "PRG-5"
        case .unsupportedInSelectStyle: "PRG-3"
        case .edgeHasNoActions: "PRG-4"
        case .unknownAction: "AX-3"
        case .invalidConfiguration, .duplicateKey: "MUT-12"
        }
    }

    /// The event kinds the reason can apply to.
    package var eventKinds: [EventKind] {
        switch self {
        case .nonFiniteValue, .timeWentBackwards: EventKind.allCases
        case .unknownRow: EventKind.allCases.filter { $0.namesRow || $0.isListChange }
        case .touchAlreadyActive: [.down]
        case .noActiveTouch: EventKind.allCases.filter(\.continuesTouch)
        case .dragInProgress: EventKind.allCases.filter(\.isRowRequest)
        case .unsupportedInSelectStyle, .edgeHasNoActions: [.open]
        case .unknownAction: [.activate]
        case .invalidConfiguration, .duplicateKey: EventKind.allCases.filter(\.carriesConfiguration)
        }
    }
}
