import SwipeConformance
import SwipeReference

extension CuratedCases {
    /// The curated vectors of the NUM requirements (number rules), written to
    /// Vectors/NUM.json in this order.
    static func num(_ lib: inout CuratedLibrary) {
        lib.add("num-2-inexact-zones", area: "NUM", description: "a three-way split of 275 pt: frames compare within 1e-6",
                requirements: [.num2, .ord6, .num3, .thr5], .all, rows: [Rows.select(width: 325, count: 3)]) { s in
            s.drag(330, 320, 330 - 141.65625); s.move(330 - 141.671875); s.wait(1); s.up(330 - 141.671875); s.advance(0.25)
        }
        lib.add("num-4-non-finite", area: "NUM", description: "NaN and infinite coordinates and times are rejected",
                requirements: [.num4, .obs5], .directions, rows: [Rows.reveal()]) { s in
            s.raw(.down(row: 0, x: .nan, y: 0, time: 0)); s.raw(.down(row: 0, x: 0, y: .infinity, time: 0))
            s.raw(.advance(time: -.infinity)); s.drag(300, 280); s.raw(.move(x: .infinity, y: 20, time: 1)); s.up(200, dt: 1)
        }
        lib.add("num-4-every-kind", area: "NUM", description: "an event of every kind with a NaN time is rejected, whatever else it says",
                requirements: [.num4, .obs5], .single, rows: [Rows.reveal(), Rows.reveal()]) { s in
            for e in everyKind(at: .nan) { s.raw(e) }
        }
        lib.add("num-3-dyadic-times", area: "NUM", description: "times that are multiples of 1/1024 s make every decision exact",
                requirements: [.num3, .thr7, .vel3], rows: [Rows.reveal()]) { s in
            s.down(300); s.move(270, dt: 0.5); s.up(270 - 0.1015625, dt: 1.0 / 1024)
        }
    }

    /// One valid event of every kind at time `t`, for a list of two rows with
    /// trailing actions: whatever is wrong with `t` is the only thing wrong with it.
    static func everyKind(at t: Double) -> [InputEvent] {
        EventKind.allCases.map { kind in
            switch kind {
            case .down: .down(row: 0, x: 300, y: 20, time: t)
            case .move: .move(x: 280, y: 20, time: t)
            case .up: .up(x: 280, y: 20, time: t)
            case .cancel: .cancel(time: t)
            case .advance: .advance(time: t)
            case .open: .open(row: 0, edge: .trailing, time: t)
            case .close: .close(row: 0, time: t)
            case .activate: .activate(row: 0, index: 0, time: t)
            case .insertRow: .insertRow(index: 0, configuration: Rows.reveal(), time: t)
            case .deleteRow: .deleteRow(row: 1, time: t)
            case .moveRow: .moveRow(row: 1, to: 0, time: t)
            case .reloadRow: .reloadRow(row: 1, configuration: Rows.reveal(), time: t)
            }
        }
    }
}
