import SwipeReference

/// The kinds of input event, with what the vectors, the protocol, the coverage
/// matrix, the fault catalog and the simplifier need to know about each.
///
/// Every table about event kinds is a switch over this type, so adding a kind is
/// an error at each place that must say something about it. The raw value is the
/// event's `type` in vectors and on the wire (PROTOCOL.md 3.2).
package enum EventKind: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    case down, move, up, cancel, advance
    case open, close, activate
    case insertRow, deleteRow, moveRow, reloadRow

    package var description: String { rawValue }

    /// The event's JSON keys besides `type`, in the order they are written.
    package var fields: [String] {
        switch self {
        case .down: ["row", "x", "y", "t"]
        case .move, .up: ["x", "y", "t"]
        case .cancel, .advance: ["t"]
        case .open: ["row", "edge", "t"]
        case .close, .deleteRow: ["row", "t"]
        case .activate: ["row", "index", "t"]
        case .insertRow: ["index", "configuration", "t"]
        case .moveRow: ["row", "to", "t"]
        case .reloadRow: ["row", "configuration", "t"]
        }
    }

    /// The requirements that define what an accepted event of this kind does.
    package var definedBy: [RequirementID] {
        switch self {
        case .down: [.rec1]
        case .move: [.rec2, .rec3]
        case .up: [.rec5]
        case .cancel: [.can1, .can2]
        case .advance: [.tim4]
        case .open: [.prg1]
        case .close: [.prg2]
        case .activate: [.ax2]
        case .insertRow: [.mut2]
        case .deleteRow: [.mut3]
        case .moveRow: [.mut4]
        case .reloadRow: [.mut5]
        }
    }

    /// Whether the event names an existing row (`InputEvent.row`); an unknown one
    /// is rejected (LST-7).
    package var namesRow: Bool {
        switch self {
        case .down, .open, .close, .activate, .deleteRow, .moveRow, .reloadRow: true
        case .move, .up, .cancel, .advance, .insertRow: false
        }
    }

    /// Whether the event is a change of the list by the app (MUT-2 to MUT-5).
    package var isListChange: Bool {
        switch self {
        case .insertRow, .deleteRow, .moveRow, .reloadRow: true
        case .down, .move, .up, .cancel, .advance, .open, .close, .activate: false
        }
    }

    /// Whether the event is part of a touch sequence (REC, CAN).
    package var isTouch: Bool {
        switch self {
        case .down, .move, .up, .cancel: true
        case .advance, .open, .close, .activate, .insertRow, .deleteRow, .moveRow, .reloadRow: false
        }
    }

    /// Whether the event continues the active touch sequence, and is rejected
    /// without one (CAN-4).
    package var continuesTouch: Bool {
        switch self {
        case .move, .up, .cancel: true
        case .down, .advance, .open, .close, .activate, .insertRow, .deleteRow, .moveRow, .reloadRow: false
        }
    }

    /// Whether the event is a request for a row by the app or by assistive
    /// technology, rejected during a drag (PRG-5, AX-4).
    package var isRowRequest: Bool {
        switch self {
        case .open, .close, .activate: true
        case .down, .move, .up, .cancel, .advance, .insertRow, .deleteRow, .moveRow, .reloadRow: false
        }
    }

    /// Whether the event carries a row configuration, which is validated (MUT-12).
    package var carriesConfiguration: Bool {
        switch self {
        case .insertRow, .reloadRow: true
        case .down, .move, .up, .cancel, .advance, .open, .close, .activate, .deleteRow, .moveRow: false
        }
    }

    /// How complex the simplifier counts an event of this kind: a counterexample
    /// prefers the lower ranks (time passing, ending a sequence, a request) over
    /// touches, and touches over list changes.
    package var complexity: Int {
        switch self {
        case .advance: 0
        case .cancel: 1
        case .close: 2
        case .open: 3
        case .activate: 4
        case .up: 5
        case .move: 6
        case .down: 7
        case .deleteRow: 8
        case .moveRow: 9
        case .insertRow: 10
        case .reloadRow: 11
        }
    }
}

extension InputEvent {
    /// The event's kind.
    package var kind: EventKind {
        switch self {
        case .down: .down
        case .move: .move
        case .up: .up
        case .cancel: .cancel
        case .advance: .advance
        case .open: .open
        case .close: .close
        case .activate: .activate
        case .insertRow: .insertRow
        case .deleteRow: .deleteRow
        case .moveRow: .moveRow
        case .reloadRow: .reloadRow
        }
    }

    /// Whether the event is a change of the list by the app (MUT-2 to MUT-5).
    package var isListChange: Bool { kind.isListChange }
}
