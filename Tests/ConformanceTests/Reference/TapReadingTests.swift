import SwipeReference
import Testing

/// REC-6: what a tap does is decided at the release, from the list as it is then,
/// and with `slop = 0` a finger that does not move is a scroll, never a tap.
@Suite struct TapReadingTests {
    static let e = 1.0 / 64

    func run(_ rows: [RowConfiguration], _ events: [InputEvent]) throws -> Observation {
        var list = try SwipeList(rows: rows)
        var last = list.observation
        for event in events {
            last = list.handle(event)
            #expect(last.rejection == nil, "\(event) rejected: \(String(describing: last.rejection))")
        }
        return last
    }

    @Test("REC-6 a row settling open at the down and open at the up performs the button under the origin",
          arguments: [0.25 - 1.0 / 1024, 0.25, 0.25 + 1.0 / 1024])
    func settledBeforeTheUp(_ up: Double) throws {
        // open at 0 ends at 0.25 (THR-6): below the end it is still settling at the up.
        let o = try run([Fixture.r1()], [.open(row: 0, edge: .trailing, time: 0), .down(row: 0, x: 340, y: 20, time: 0.125),
                                         .up(x: 340, y: 20, time: up)])
        if up >= 0.25 {
            #expect(o.performed == [PerformedAction(row: 0, edge: .trailing, id: "delete")])
        } else {
            #expect(o.performed.isEmpty)
        }
        #expect(o.tappedRow == nil)
        #expect(o.rows[0].offset == 0 && o.rows[0].phase == .settling)
    }

    @Test("REC-6 a row closed while the finger is down is not open at the up: the tap reaches its content")
    func closedWhileDown() throws {
        let o = try run([Fixture.r1()], [.open(row: 0, edge: .trailing, time: 0), .advance(time: 0.25),
                                         .down(row: 0, x: 340, y: 20, time: 1), .close(row: 0, time: 1.0625),
                                         .up(x: 340, y: 20, time: 1.125)])
        #expect(o.performed.isEmpty)
        #expect(o.tappedRow == 0)
    }

    @Test("REC-6 another row opened while the finger is down consumes the tap (LST-4)")
    func otherOpenedWhileDown() throws {
        let o = try run([Fixture.r1(), Fixture.r1()], [.down(row: 0, x: 100, y: 20, time: 0), .open(row: 1, edge: .trailing, time: 0.0625),
                                                       .up(x: 100, y: 20, time: 0.125)])
        #expect(o.tappedRow == nil)
        #expect(o.rows[1].offset == 0 && o.rows[1].phase == .settling)
    }

    @Test("REC-6 a tap is hit-tested at its origin, not where the finger lifts")
    func originNotReleasePoint() throws {
        let o = try run([Fixture.r1()], [.open(row: 0, edge: .trailing, time: 0), .advance(time: 0.25),
                                         .down(row: 0, x: 301.5, y: 20, time: 1), .up(x: 298, y: 20, time: 1.0625)])
        #expect(o.performed == [PerformedAction(row: 0, edge: .trailing, id: "delete")])
    }

    @Test("REC-6 slop 0: a still finger scrolls (no tap); slop 1/64: it taps", arguments: [0, 1.0 / 64, 1.0 / 32])
    func slopZero(_ slop: Double) throws {
        var row = Fixture.r1()
        row.parameters.slop = slop
        let o = try run([row], [.down(row: 0, x: 200, y: 20, time: 0), .move(x: 200, y: 20, time: 0.0625), .up(x: 200, y: 20, time: 0.125)])
        #expect(o.tappedRow == (slop == 0 ? nil : 0))
        // On an open row, the still finger's scroll closes it without performing (LST-3).
        let open = try run([row], [.open(row: 0, edge: .trailing, time: 0), .advance(time: 0.25),
                                   .down(row: 0, x: 340, y: 20, time: 1), .up(x: 340, y: 20, time: 1.0625)])
        #expect(open.performed == (slop == 0 ? [] : [PerformedAction(row: 0, edge: .trailing, id: "delete")]))
        #expect(open.rows[0].offset == 0)
    }
}
