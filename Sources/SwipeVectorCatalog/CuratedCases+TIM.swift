import SwipeConformance
import SwipeReference

extension CuratedCases {
    /// The curated vectors of the TIM requirements (time and settling), written to
    /// Vectors/TIM.json in this order.
    static func tim(_ lib: inout CuratedLibrary) {
        lib.add("tim-1-time-stands-still", area: "TIM", description: "events at the same time are accepted; earlier ones are rejected",
                requirements: [.tim1, .obs5], .directions, rows: [Rows.reveal()]) { s in
            s.advance(to: 5); s.advance(to: 5); s.raw(.advance(time: 5 - 1.0 / 1024)); s.raw(.down(row: 0, x: 300, y: 20, time: 4))
            s.drag(300, 280); s.raw(.move(x: 100, y: 20, time: 1)); s.up(200)
        }
        lib.add("tim-1-every-kind", area: "TIM", description: "an event of every kind earlier than the last accepted one is rejected",
                requirements: [.tim1, .obs5], .single, rows: [Rows.reveal(), Rows.reveal()]) { s in
            s.advance(to: 5)
            for e in everyKind(at: 5 - 1.0 / 1024) { s.raw(e) }
        }
        lib.add("tim-2-long-settle", area: "TIM", description: "a settle lasts settleDuration (1.5 s)",
                requirements: [.tim2, .thr6, .geo6], .directions, rows: [Rows.reveal(parameters: SwipeParameters(settleDuration: 1.5))]) { s in
            s.drag(300, 280, 200); s.up(200); s.advance(1.5 - 1.0 / 1024); s.advance(1.0 / 1024)
        }
        lib.add("tim-3-completion-before-event", area: "TIM", description: "settles that ended complete before the event that follows",
                requirements: [.tim3, .sel4, .obs3], .directions, rows: [Rows.select(), Rows.select()]) { s in
            s.drag(330, 320, 100, row: 1); s.up(100); s.drag(330, 320, 100); s.up(100)
            s.wait(1); s.tap(20, row: 1)
        }
        lib.add("tim-3-tie", area: "TIM", description: "two settles ending together complete in row order in one event",
                requirements: [.tim3, .rec5, .lst2], .directions, rows: [Rows.reveal(), Rows.select()]) { s in
            dragOpen(&s); s.wait(1); s.down(330, row: 1); s.up(100, dt: 0); s.advance(0.25)
        }
        lib.add("tim-4-advance-during-drag", area: "TIM", description: "advance moves the clock and nothing else",
                requirements: [.tim4, .rec3], rows: [Rows.reveal()]) { s in
            s.drag(300, 250); s.advance(10); s.move(240); s.wait(1); s.up(240)
        }
        lib.add("tim-5-target-observed", area: "TIM", description: "while settling the target and end time are observed",
                requirements: [.tim5, .tim2], rows: [Rows.reveal()]) { s in
            s.drag(300, 280, 200); s.wait(1); s.up(200); s.advance(0.0625); s.advance(0.125); s.advance(0.0625)
        }
        lib.add("tim-6-release-at-target-reveal", area: "TIM", description: "a release exactly at the open offset rests open at once",
                requirements: [.tim6, .rev4], rows: [Rows.reveal()]) { s in
            s.drag(300, 280, 152); s.wait(1); s.up(152)
        }
        lib.add("tim-6-release-at-target-select", area: "TIM", description: "a select release exactly at the width performs at once",
                requirements: [.tim6, .sel4], rows: [Rows.select()]) { s in
            s.drag(330, 320, 10); s.wait(1); s.up(10)
        }
    }
}
