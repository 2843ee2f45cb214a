import SwipeReference

/// What the vectors and the coverage matrix need to know about each rejection
/// reason; a switch over the reasons, so a new reason is an error here.
extension Rejection {
    /// The requirement that defines the reason (OBS-5 names them all).
    package var requirement: RequirementID {
        switch self {
        case .nonFiniteValue: .num4
        case .unknownRow: .lst7
        case .timeWentBackwards: .tim1
        case .touchAlreadyActive: .rec7
        case .noActiveTouch: .can4
        case .dragInProgress: .prg5
        case .unsupportedInSelectStyle: .prg3
        case .edgeHasNoActions: .prg4
        case .unknownAction: .ax3
        case .invalidConfiguration, .duplicateKey: .mut12
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
