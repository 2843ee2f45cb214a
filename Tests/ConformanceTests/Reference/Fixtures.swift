import SwipeReference
import Testing

/// Rows and event helpers shared by the reference tests.
enum Fixture {
    /// SPEC.md section 6, row R1: trailing [delete, flag], full swipe allowed.
    static func r1(_ direction: LayoutDirection = .leftToRight, fullSwipe: Bool = true, width: Double = 375) -> RowConfiguration {
        RowConfiguration(width: width, layoutDirection: direction, style: .reveal, declarations: [
            SwipeDeclaration(edge: .trailing, allowsFullSwipe: fullSwipe, actions: [SwipeAction(id: "delete"), SwipeAction(id: "flag")]),
        ])
    }

    /// A reveal row with actions on both edges.
    static func both(_ direction: LayoutDirection = .leftToRight, style: ReleaseStyle = .reveal, width: Double = 375) -> RowConfiguration {
        RowConfiguration(width: width, layoutDirection: direction, style: style, declarations: [
            SwipeDeclaration(edge: .leading, actions: [SwipeAction(id: "read"), SwipeAction(id: "pin")]),
            SwipeDeclaration(edge: .trailing, actions: [SwipeAction(id: "delete"), SwipeAction(id: "flag")]),
        ])
    }

    /// SPEC.md example 3: select, width 320, leading [archive, snooze].
    static func select(_ direction: LayoutDirection = .leftToRight, width: Double = 320, count: Int = 2) -> RowConfiguration {
        let ids = ["archive", "snooze", "later", "mute"]
        return RowConfiguration(width: width, layoutDirection: direction, style: .select, declarations: [
            SwipeDeclaration(edge: .leading, actions: ids.prefix(count).map { SwipeAction(id: $0) }),
        ])
    }
}

/// Feeds events to a list and keeps every observation.
struct Player {
    var list: SwipeList
    var observations: [Observation] = []

    init(_ rows: RowConfiguration...) throws {
        list = try SwipeList(rows: rows)
    }

    init(rows: [RowConfiguration]) throws {
        list = try SwipeList(rows: rows)
    }

    @discardableResult
    mutating func send(_ event: InputEvent) -> Observation {
        let o = list.handle(event)
        observations.append(o)
        return o
    }

    @discardableResult
    mutating func send(_ events: [InputEvent]) -> Observation {
        var last = list.observation
        for e in events { last = send(e) }
        return last
    }

    /// A horizontal drag on `row` from `x0` straight to each of `xs`, one sample every
    /// 1/64 s starting at `t`, without the up.
    @discardableResult
    mutating func drag(row: Int = 0, from x0: Double, through xs: [Double], at t: Double = 0, y: Double = 20) -> Observation {
        send(.down(row: row, x: x0, y: y, time: t))
        var time = t
        var last = list.observation
        for x in xs {
            time += 1.0 / 64
            last = send(.move(x: x, y: y, time: time))
        }
        return last
    }

    /// The time of the last accepted event.
    var now: Double { list.now ?? 0 }
}

extension Observation {
    var row0: RowObservation { rows[0] }
    var performedIDs: [String] { performed.map(\.id) }
}
