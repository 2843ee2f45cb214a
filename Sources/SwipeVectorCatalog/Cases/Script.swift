import SwipeConformance
import SwipeReference

/// A small builder for event timelines, used by the curated vectors.
///
/// Time starts at 0; `move` and `up` advance it by one 64 Hz sample (1/64 s)
/// unless `wait` said otherwise, so every timestamp is dyadic (SPEC NUM-3).
///
/// ```swift
/// var s = Script()
/// s.drag(300, 280, 200)       // down at 300, moves to 280 and 200
/// s.wait(1); s.up(200)        // a pause, then the release
/// ```
struct Script {
    private(set) var events: [InputEvent] = []
    private(set) var t: Double = 0
    static let sample = 1.0 / 64

    mutating func wait(_ dt: Double) { t += dt }
    mutating func at(_ time: Double) { t = time }

    mutating func down(_ x: Double, _ y: Double = 20, row: Int = 0) {
        events.append(.down(row: row, x: x, y: y, time: t))
    }

    mutating func move(_ x: Double, _ y: Double = 20, dt: Double = Script.sample) {
        t += dt
        events.append(.move(x: x, y: y, time: t))
    }

    mutating func up(_ x: Double, _ y: Double = 20, dt: Double = Script.sample) {
        t += dt
        events.append(.up(x: x, y: y, time: t))
    }

    /// A down at the first x, then a move to each further x.
    mutating func drag(_ xs: Double..., row: Int = 0, y: Double = 20) {
        down(xs[0], y, row: row)
        for x in xs.dropFirst() { move(x, y) }
    }

    /// A down and an up at the same point: a tap (SPEC REC-6).
    mutating func tap(_ x: Double, row: Int = 0, hold: Double = 1.0 / 16) {
        down(x, 20, row: row)
        up(x, 20, dt: hold)
    }

    mutating func cancel(dt: Double = Script.sample) { t += dt; events.append(.cancel(time: t)) }
    mutating func advance(_ dt: Double) { t += dt; events.append(.advance(time: t)) }
    mutating func advance(to time: Double) { t = time; events.append(.advance(time: t)) }
    mutating func open(_ row: Int = 0, _ edge: Edge, dt: Double = 0) { t += dt; events.append(.open(row: row, edge: edge, time: t)) }
    mutating func close(_ row: Int = 0, dt: Double = 0) { t += dt; events.append(.close(row: row, time: t)) }
    mutating func activate(_ row: Int = 0, _ index: Int, dt: Double = 0) { t += dt; events.append(.activate(row: row, index: index, time: t)) }
    mutating func raw(_ e: InputEvent) { events.append(e) }
    mutating func insert(_ row: RowConfiguration, at index: Int, dt: Double = 0) {
        t += dt; events.append(.insertRow(index: index, configuration: row, time: t))
    }
    mutating func delete(_ row: Int, dt: Double = 0) { t += dt; events.append(.deleteRow(row: row, time: t)) }
    mutating func moveRow(_ row: Int, to: Int, dt: Double = 0) { t += dt; events.append(.moveRow(row: row, to: to, time: t)) }
    mutating func reload(_ row: Int, _ configuration: RowConfiguration, dt: Double = 0) {
        t += dt; events.append(.reloadRow(row: row, configuration: configuration, time: t))
    }

    /// Opens `row` toward `edge` programmatically and lets the settle finish.
    mutating func openAndRest(_ row: Int = 0, _ edge: Edge, settle: Double = 0.25) {
        open(row, edge)
        advance(settle)
    }
}

/// Row configurations used by the curated vectors.
enum Rows {
    static func reveal(_ edge: Edge = .trailing, width: Double = 375, fullSwipe: Bool = true,
                       ids: [String] = ["delete", "flag"], widths: [Double?]? = nil,
                       parameters: SwipeParameters = .defaults) -> RowConfiguration {
        let ws = widths ?? Array(repeating: nil, count: ids.count)
        return RowConfiguration(width: width, style: .reveal, declarations: [
            SwipeDeclaration(edge: edge, allowsFullSwipe: fullSwipe, actions: zip(ids, ws).map { SwipeAction(id: $0, width: $1) }),
        ], parameters: parameters)
    }

    static func both(style: ReleaseStyle = .reveal, width: Double = 375) -> RowConfiguration {
        RowConfiguration(width: width, style: style, declarations: [
            SwipeDeclaration(edge: .leading, actions: [SwipeAction(id: "read"), SwipeAction(id: "pin")]),
            SwipeDeclaration(edge: .trailing, actions: [SwipeAction(id: "delete"), SwipeAction(id: "flag")]),
        ])
    }

    static func select(_ edge: Edge = .trailing, width: Double = 320, count: Int = 2,
                       parameters: SwipeParameters = .defaults) -> RowConfiguration {
        let ids = ["archive", "snooze", "later", "mute"]
        return RowConfiguration(width: width, style: .select, declarations: [
            SwipeDeclaration(edge: edge, actions: ids.prefix(count).map { SwipeAction(id: $0) }),
        ], parameters: parameters)
    }
}
