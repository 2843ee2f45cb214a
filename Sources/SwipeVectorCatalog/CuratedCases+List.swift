import SwipeConformance
import SwipeReference

extension CuratedCases {
    // MARK: - TIM, LST, PRG, AX

    static func list(_ lib: inout CuratedLibrary) {
        lib.add("tim-1-time-stands-still", area: "TIM", description: "events at the same time are accepted; earlier ones are rejected",
                requirements: ["TIM-1", "OBS-5"], .directions, rows: [Rows.reveal()]) { s in
            s.advance(to: 5); s.advance(to: 5); s.raw(.advance(time: 5 - 1.0 / 1024)); s.raw(.down(row: 0, x: 300, y: 20, time: 4))
            s.drag(300, 280); s.raw(.move(x: 100, y: 20, time: 1)); s.up(200)
        }
        lib.add("tim-2-long-settle", area: "TIM", description: "a settle lasts settleDuration (1.5 s)",
                requirements: ["TIM-2", "THR-6", "GEO-6"], .directions, rows: [Rows.reveal(parameters: SwipeParameters(settleDuration: 1.5))]) { s in
            s.drag(300, 280, 200); s.up(200); s.advance(1.5 - 1.0 / 1024); s.advance(1.0 / 1024)
        }
        lib.add("tim-3-completion-before-event", area: "TIM", description: "settles that ended complete before the event that follows",
                requirements: ["TIM-3", "SEL-4", "OBS-3"], .directions, rows: [Rows.select(), Rows.select()]) { s in
            s.drag(330, 320, 100, row: 1); s.up(100); s.drag(330, 320, 100); s.up(100)
            s.wait(1); s.tap(20, row: 1)
        }
        lib.add("tim-3-tie", area: "TIM", description: "two settles ending together complete in row order in one event",
                requirements: ["TIM-3", "REC-5", "LST-2"], .directions, rows: [Rows.reveal(), Rows.select()]) { s in
            dragOpen(&s); s.wait(1); s.down(330, row: 1); s.up(100, dt: 0); s.advance(0.25)
        }
        lib.add("tim-4-advance-during-drag", area: "TIM", description: "advance moves the clock and nothing else",
                requirements: ["TIM-4", "REC-3"], rows: [Rows.reveal()]) { s in
            s.drag(300, 250); s.advance(10); s.move(240); s.wait(1); s.up(240)
        }
        lib.add("tim-5-target-observed", area: "TIM", description: "while settling the target and end time are observed",
                requirements: ["TIM-5", "TIM-2"], rows: [Rows.reveal()]) { s in
            s.drag(300, 280, 200); s.wait(1); s.up(200); s.advance(0.0625); s.advance(0.125); s.advance(0.0625)
        }
        lib.add("tim-6-release-at-target-reveal", area: "TIM", description: "a release exactly at the open offset rests open at once",
                requirements: ["TIM-6", "REV-4"], rows: [Rows.reveal()]) { s in
            s.drag(300, 280, 152); s.wait(1); s.up(152)
        }
        lib.add("tim-6-release-at-target-select", area: "TIM", description: "a select release exactly at the width performs at once",
                requirements: ["TIM-6", "SEL-4"], rows: [Rows.select()]) { s in
            s.drag(330, 320, 10); s.wait(1); s.up(10)
        }
        lib.add("lst-1-many-opens", area: "LST", description: "open, drag, open again: never two rows open",
                requirements: ["LST-1", "PRG-1", "LST-2"], .directions, rows: [Rows.reveal(), Rows.reveal(), Rows.both()]) { s in
            s.open(0, .trailing); s.open(2, .leading, dt: 0.125); s.wait(0.125); s.drag(300, 250, row: 1); s.wait(1); s.up(250)
            s.open(0, .trailing, dt: 0.125); s.advance(1)
        }
        lib.add("lst-2-drag-other-row", area: "LST", description: "a drag on another row closes the open row and proceeds at once",
                requirements: ["LST-2", "LST-1"], .directions, rows: [Rows.reveal(), Rows.reveal()]) { s in
            dragOpen(&s); s.wait(1); s.drag(300, 280, 200, row: 1); s.wait(1); s.up(200); s.advance(0.25)
        }
        lib.add("lst-3-scroll-closes", area: "LST", description: "a recognised scroll closes the open row",
                requirements: ["LST-3", "REC-4"], .all, rows: [Rows.reveal(), Rows.reveal()]) { s in
            dragOpen(&s); s.wait(1); s.down(100, 20, row: 1); s.move(100, 25); s.move(100, 30); s.move(100, 90); s.up(100, 90)
        }
        lib.add("lst-4-tap-other-row", area: "LST", description: "a tap on another row closes the open row and is consumed",
                requirements: ["LST-4", "OBS-4"], .directions, rows: [Rows.reveal(), Rows.reveal()]) { s in
            dragOpen(&s); s.wait(1); s.tap(350, row: 1); s.advance(0.25); s.tap(350, row: 1)
        }
        lib.add("lst-5-tap-settling-closed", area: "LST", description: "a row settling toward 0 is not open: a tap reaches content",
                requirements: ["LST-5", "LST-6"], .directions, rows: [Rows.reveal()]) { s in
            s.open(0, .trailing); s.close(0, dt: 0.125); s.tap(10, hold: 0.0625)
        }
        lib.add("lst-6-close-keeps-settle", area: "LST", description: "closing a row already at 0 keeps its settle's end time",
                requirements: ["LST-6", "PRG-2"], .directions, rows: [Rows.reveal()]) { s in
            s.open(0, .trailing); s.close(0, dt: 0.125); s.close(0, dt: 0.125); s.advance(0.125)
        }
        lib.add("lst-7-unknown-row", area: "LST", description: "events naming a row the list does not have are rejected",
                requirements: ["LST-7", "OBS-5"], .directions, rows: [Rows.reveal()]) { s in
            s.raw(.down(row: 1, x: 0, y: 0, time: 0)); s.raw(.open(row: -1, edge: .trailing, time: 0))
            s.raw(.close(row: 7, time: 0)); s.raw(.activate(row: 3, index: 0, time: 0)); s.tap(300)
        }
        lib.add("prg-1-open-closes-others", area: "PRG", description: "open closes the other open row, then settles toward the edge",
                requirements: ["PRG-1", "LST-1"], .directions, rows: [Rows.reveal(), Rows.both()]) { s in
            s.open(0, .trailing); s.open(1, .leading, dt: 0.5); s.open(1, .leading, dt: 0.125); s.advance(1)
            s.open(1, .trailing); s.advance(1)
        }
        lib.add("prg-2-close", area: "PRG", description: "close settles an open row to 0",
                requirements: ["PRG-2", "REV-4"], .directions, rows: [Rows.reveal()]) { s in
            dragOpen(&s); s.close(0, dt: 1); s.advance(0.25); s.close(0, dt: 1)
        }
        lib.add("prg-3-select-open-rejected", area: "PRG", description: "open on a select row is rejected",
                requirements: ["PRG-3", "OBS-5"], .all, rows: [Rows.select()]) { s in
            s.open(0, .trailing); s.open(0, .leading); s.close(0)
        }
        lib.add("prg-4-empty-edge-rejected", area: "PRG", description: "open toward an edge with no actions is rejected",
                requirements: ["PRG-4", "OBS-5"], .all, rows: [Rows.reveal()]) { s in
            s.open(0, .leading); s.open(0, .trailing, dt: 0.5)
        }
        lib.add("prg-5-during-drag", area: "PRG", description: "open and close are rejected during a drag, accepted while pending",
                requirements: ["PRG-5", "OBS-5"], .all, rows: [Rows.reveal(), Rows.reveal()]) { s in
            s.drag(300, 250); s.open(1, .trailing, dt: 0.125); s.close(0); s.cancel()
            s.wait(1); s.down(300); s.open(1, .trailing, dt: 0.125); s.up(300)
        }
        lib.add("ax-1-list-order", area: "AX", description: "the accessibility list is leading then trailing",
                requirements: ["AX-1", "OBS-8"], .directions, rows: [Rows.both(), Rows.reveal()]) { s in
            s.activate(0, 0); s.activate(1, 1, dt: 0.5)
        }
        lib.add("ax-2-activate-each", area: "AX", description: "every action is reachable without a gesture",
                requirements: ["AX-2", "AX-1"], .directions, rows: [Rows.both()]) { s in
            for i in 0..<4 { s.activate(0, i, dt: 0.5) }
        }
        lib.add("ax-2-activate-open-row", area: "AX", description: "activating an action of an open row performs it and closes the row",
                requirements: ["AX-2", "REV-8"], .directions, rows: [Rows.both()]) { s in
            s.open(0, .leading); s.activate(0, 3, dt: 1); s.advance(1)
        }
        lib.add("ax-2-activate-select-row", area: "AX", description: "activation works in the select style too, dropping a saved selection",
                requirements: ["AX-2", "DES-4"], .directions, rows: [Rows.select()]) { s in
            s.drag(330, 320, 100); s.up(100); s.activate(0, 1, dt: 0.0625); s.advance(1)
        }
        lib.add("ax-3-out-of-range", area: "AX", description: "an index outside the list is rejected",
                requirements: ["AX-3", "OBS-5"], .all, rows: [Rows.both()]) { s in
            s.activate(0, -1); s.activate(0, 4); s.activate(0, 3)
        }
        lib.add("ax-4-during-drag", area: "AX", description: "activate is rejected during a drag",
                requirements: ["AX-4", "OBS-5"], .all, rows: [Rows.both()]) { s in
            s.drag(300, 250); s.activate(0, 0, dt: 0.125); s.wait(1); s.up(250); s.activate(0, 0)
        }
    }

    // MARK: - OBS, NUM

    static func observation(_ lib: inout CuratedLibrary) {
        lib.add("obs-1-rejected-still-observed", area: "OBS", description: "every event, rejected or not, yields one observation",
                requirements: ["OBS-1", "OBS-5", "NUM-4"], .directions, rows: [Rows.reveal()]) { s in
            s.raw(.move(x: 0, y: 0, time: 0)); s.down(300); s.raw(.up(x: 1, y: 1, time: .nan)); s.up(200, dt: 1)
        }
        lib.add("obs-3-completion-first", area: "OBS", description: "completions come first in performed, then the event's own action",
                requirements: ["OBS-3", "TIM-3", "AX-2"], .directions, rows: [Rows.select(), Rows.both()]) { s in
            s.drag(330, 320, 100); s.up(100); s.activate(1, 2, dt: 1)
        }
        lib.add("obs-4-tapped-row", area: "OBS", description: "tappedRow is set by a delivered tap only",
                requirements: ["OBS-4", "LST-5"], .directions, rows: [Rows.reveal(), Rows.reveal()]) { s in
            s.tap(5); s.advance(1); s.tap(5, row: 1)
        }
        lib.add("obs-5-rejection-order", area: "OBS", description: "the first applicable rejection is reported, and nothing changes",
                requirements: ["OBS-5", "NUM-4", "LST-7", "TIM-1"], .directions, rows: [Rows.reveal()]) { s in
            s.drag(300, 250)
            s.raw(.down(row: 9, x: .nan, y: 0, time: 1)); s.raw(.close(row: 9, time: -1))
            s.raw(.down(row: 0, x: 0, y: 0, time: -1)); s.raw(.open(row: 0, edge: .leading, time: 2))
            s.up(250, dt: 2)
        }
        lib.add("obs-6-pending-no-phase", area: "OBS", description: "pending and scrolling sequences change no phase",
                requirements: ["OBS-6", "REC-2", "REC-4"], .directions, rows: [Rows.reveal()]) { s in
            s.drag(300, 297, 300); s.move(300, 100); s.up(300, 100)
        }
        lib.add("num-2-inexact-zones", area: "NUM", description: "a three-way split of 275 pt: frames compare within 1e-6",
                requirements: ["NUM-2", "ORD-6", "NUM-3", "THR-5"], .all, rows: [Rows.select(width: 325, count: 3)]) { s in
            s.drag(330, 320, 330 - 141.65625); s.move(330 - 141.671875); s.wait(1); s.up(330 - 141.671875); s.advance(0.25)
        }
        lib.add("num-4-non-finite", area: "NUM", description: "NaN and infinite coordinates and times are rejected",
                requirements: ["NUM-4", "OBS-5"], .directions, rows: [Rows.reveal()]) { s in
            s.raw(.down(row: 0, x: .nan, y: 0, time: 0)); s.raw(.down(row: 0, x: 0, y: .infinity, time: 0))
            s.raw(.advance(time: -.infinity)); s.drag(300, 280); s.raw(.move(x: .infinity, y: 20, time: 1)); s.up(200, dt: 1)
        }
        lib.add("num-3-dyadic-times", area: "NUM", description: "times that are multiples of 1/1024 s make every decision exact",
                requirements: ["NUM-3", "THR-7", "VEL-3"], rows: [Rows.reveal()]) { s in
            s.down(300); s.move(270, dt: 0.5); s.up(270 - 0.1015625, dt: 1.0 / 1024)
        }
    }
}
