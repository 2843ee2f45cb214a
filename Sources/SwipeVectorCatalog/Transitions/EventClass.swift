import SwipeConformance
import SwipeReference

/// The event alphabet of the transition coverage: each class names an event by
/// what its arguments are relative to the list's state — the touched row, the
/// open row, another row or none of them; a finger motion relative to the
/// sequence's origin; a time before, at or after a settle's end; a list change
/// above, at or below the touched and open rows; a configuration by what it
/// changes — so that one class means the same thing in every state.
package enum EventClass: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The row an event names, by its role in the state (`Roles`).
    package enum Target: String, Sendable, Hashable, CaseIterable {
        case touched, open, other
        /// An index the list does not have (LST-7, MUT-12).
        case missing
    }

    /// Where on a row a finger goes down: the middle (content when closed), or
    /// 10 pt from the left or right side (a button of an open row there, REV-5).
    package enum Spot: String, Sendable, Hashable, CaseIterable {
        case middle, left, right
    }

    /// Where the finger moves, relative to the sequence's origin (REC-1).
    package enum Motion: String, Sendable, Hashable, CaseIterable {
        /// 3 pt right: within the slop (REC-2).
        case jitter
        /// 100 pt left or right: a drag past the open threshold of one action pair (REC-3, THR-2).
        case left, right
        /// 300 pt left or right: a full swipe, the last select zone, resistance (THR-3, THR-5, ELA-1).
        case farLeft = "far left", farRight = "far right"
        /// 40 pt down: a scroll (REC-4).
        case down
        /// Back to the origin: the drag's start offset (ELA-3).
        case home
        /// Where a drag that began at a non-zero offset shows 0: its start offset
        /// undone (ELA-3, VEL-6).
        case zero
        /// Where the finger is now.
        case here

        var delta: (dx: Double, dy: Double)? {
            switch self {
            case .jitter: (3, 0)
            case .left: (-100, 0)
            case .right: (100, 0)
            case .farLeft: (-300, 0)
            case .farRight: (300, 0)
            case .down: (0, 40)
            case .home: (0, 0)
            case .zero, .here: nil
            }
        }
    }

    /// When an `advance` lands (TIM-3, THR-6).
    package enum When: String, Sendable, Hashable, CaseIterable {
        /// At the clock (TIM-1: accepted).
        case now
        /// 1/1024 s before the earliest settle's end.
        case beforeEnd = "just before a settle's end"
        /// Exactly at the earliest settle's end (THR-6: complete).
        case atEnd = "at a settle's end"
        /// Past every settle's end.
        case later
    }

    /// Where a list change puts a row, relative to the roles (MUT-2, MUT-4).
    package enum Place: String, Sendable, Hashable, CaseIterable {
        case top
        case atTouched = "at the touched row"
        case atOpen = "at the open row"
        /// Between rows, at neither the touched nor the open row.
        case middle
        case end
        /// One past the end: out of range (MUT-12).
        case beyond
    }

    /// A configuration an `insertRow` carries.
    package enum Inserted: String, Sendable, Hashable, CaseIterable {
        case reveal, select
        /// A key no row ever carried.
        case freshKey = "fresh key"
        /// A key a row carries now (MUT-12: duplicateKey).
        case heldKey = "held key"
        /// A key a deleted or reloaded row carried (MUT-1: free again).
        case releasedKey = "released key"
        /// A width of 0 (GEO-6: invalidConfiguration).
        case invalid
    }

    /// What a `reloadRow` changes (MUT-5 to MUT-9, MUT-12).
    package enum Reload: String, Sendable, Hashable, CaseIterable {
        /// The same configuration.
        case same
        /// The other release style, the same declarations.
        case restyle
        /// The revealed edge's actions gone (or the trailing edge's at rest).
        case emptied = "revealed edge emptied"
        /// The same sides with other action ids and a wider first action.
        case renamed = "other ids, wider"
        /// The right-to-left layout (sides swap, GEO-2).
        case mirrored
        case freshKey = "fresh key"
        /// Another row's key (MUT-12: duplicateKey).
        case heldKey = "another row's key"
        /// A key a deleted or reloaded row carried (MUT-1: free again).
        case releasedKey = "released key"
        case keyDropped = "key dropped"
        case invalid
    }

    case down(Target, Spot)
    case move(Motion)
    /// An `up` at a motion, `slow` one second after the latest sample, else 1/64 s.
    case up(Motion, slow: Bool)
    case cancel
    case advance(When)
    case open(Target, Edge)
    case close(Target)
    /// `activate` of the first entry, the last entry, or one past the list (AX-3).
    case activate(Target, index: Int)
    case insert(Place, Inserted)
    case delete(Target)
    /// A change at a settle's end time (MUT-14): the completion comes first.
    case deleteAtEnd(Target)
    case moveRow(Target, Place)
    case reload(Target, Reload)
    /// An event of `kind` at an earlier time (TIM-1).
    case backwards(EventKind)
    /// An event of `kind` with a NaN time (NUM-4).
    case nonFinite(EventKind)

    package var description: String {
        switch self {
        case let .down(t, s): "down on the \(t.rawValue) row, \(s.rawValue)"
        case let .move(m): "move \(m.rawValue)"
        case let .up(m, slow): "up \(m.rawValue)\(slow ? ", slow" : "")"
        case .cancel: EventKind.cancel.rawValue
        case let .advance(w): "advance \(w.rawValue)"
        case let .open(t, e): "open the \(t.rawValue) row, \(e.rawValue)"
        case let .close(t): "close the \(t.rawValue) row"
        case let .activate(t, i): "activate the \(t.rawValue) row's \(i == 0 ? "first" : i == 1 ? "last" : "past-the-end") action"
        case let .insert(p, c): "insert \(c.rawValue) \(p.rawValue)"
        case let .delete(t): "delete the \(t.rawValue) row"
        case let .deleteAtEnd(t): "delete the \(t.rawValue) row at a settle's end"
        case let .moveRow(t, p): "move the \(t.rawValue) row \(p.rawValue)"
        case let .reload(t, r): "reload the \(t.rawValue) row, \(r.rawValue)"
        case let .backwards(k): "\(k.rawValue) back in time"
        case let .nonFinite(k): "\(k.rawValue) at a NaN time"
        }
    }

    package static func < (a: EventClass, b: EventClass) -> Bool { a.description < b.description }
}
