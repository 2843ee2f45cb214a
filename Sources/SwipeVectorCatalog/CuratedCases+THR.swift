import SwipeConformance
import SwipeReference

extension CuratedCases {
    /// The curated vectors of the THR requirements (every threshold on, below and above its boundary), written to
    /// Vectors/THR.json in this order.
    static func thr(_ lib: inout CuratedLibrary) {
        lib.boundary("thr-1-slop-reveal", area: "THR", description: "a horizontal move of the slop distance recognises a drag (reveal)",
                     requirements: [.thr1, .rec1, .rec2, .rec3, .rec6], at: 10, rows: [Rows.reveal()]) { s, d in
            s.drag(300, 300 - d); s.wait(1); s.up(300 - d)
        }
        lib.boundary("thr-1-slop-select", area: "THR", description: "a horizontal move of the slop distance recognises a drag (select)",
                     requirements: [.thr1, .rec2, .rec3], at: 10, rows: [Rows.select()]) { s, d in
            s.drag(300, 300 - d); s.wait(1); s.up(300 - d)
        }
        lib.boundary("thr-1-slop-diagonal", area: "THR", description: "a 3-4-5 diagonal move of exactly the slop distance recognises a drag",
                     requirements: [.thr1, .rec3], at: 8, rows: [Rows.reveal()]) { s, d in
            s.down(300, 20); s.move(300 - d, 26); s.move(200, 26); s.wait(1); s.up(200, 26)
        }
        lib.boundary("thr-2-open", area: "THR", description: "a release at openFraction x extent opens",
                     requirements: [.thr2, .rev3, .rev4, .vel3, .obs2], at: 74, rows: [Rows.reveal()]) { s, m in
            s.drag(300, 280, 300 - m); s.wait(1); s.up(300 - m); s.advance(0.25)
        }
        lib.boundary("thr-3-full-swipe", area: "THR", description: "an offset of max(0.75 W, extent + 20) arms the full swipe",
                     requirements: [.thr3, .rev1, .rev7, .acc3], at: 281.25, rows: [Rows.reveal()]) { s, m in
            s.drag(360, 340, 360 - m); s.wait(1); s.up(360 - m); s.advance(0.25)
        }
        lib.boundary("thr-3-full-swipe-overshoot-term", area: "THR", description: "with 5 actions the extent + 20 term (390) governs the full swipe",
                     requirements: [.thr3, .ela2, .acc5], at: 390, rows: [Rows.reveal(ids: ["a0", "a1", "a2", "a3", "a4"])]) { s, m in
            s.drag(400, 380, 400 - m); s.wait(1); s.up(400 - m)
        }
        lib.boundary("thr-7-fling-open", area: "THR", description: "a release at flingVelocity toward open opens below the open threshold",
                     requirements: [.thr7, .vel3, .vel4, .rev2], at: 6.25, rows: [Rows.reveal()]) { s, dx in
            s.down(300); s.move(270, dt: 0.5); s.up(270 - dx, dt: 0.0625); s.advance(0.25)
        }
        lib.boundary("thr-7-fling-close", area: "THR", description: "a release at flingVelocity toward closed closes past the open threshold",
                     requirements: [.thr7, .vel4, .rev2, .rec8], at: 6.25, rows: [Rows.reveal()]) { s, dx in
            dragOpen(&s); s.wait(1)
            s.down(200); s.move(180, dt: 0.5); s.up(180 + dx, dt: 0.0625); s.advance(0.25)
        }
        lib.boundary("thr-8-resistance-reveal", area: "THR", description: "without full swipe, resistance starts at the extent",
                     requirements: [.thr8, .ela1, .ela2, .num1], at: 148, rows: [Rows.reveal(fullSwipe: false)]) { s, a in
            s.drag(300, 280, 300 - a); s.wait(1); s.up(300 - a)
        }
        lib.boundary("thr-8-resistance-select", area: "THR", description: "in the select style, resistance starts at the row width",
                     requirements: [.thr8, .ela1, .ela2, .sel6], at: 320, rows: [Rows.select()]) { s, a in
            s.drag(330, 320, 330 - a); s.wait(1); s.up(330 - a); s.advance(0.25)
        }
        lib.boundary("thr-6-settle-end-reveal", area: "THR", description: "an event at settleEnds completes the settle",
                     requirements: [.thr6, .tim2, .tim3, .rev4], at: 1.296875, step: 1.0 / 1024, rows: [Rows.reveal()]) { s, t in
            s.drag(300, 280, 200); s.wait(1); s.up(200); s.advance(to: t)
        }
        lib.boundary("thr-6-settle-end-select", area: "THR", description: "an event at settleEnds performs the saved action",
                     requirements: [.thr6, .tim3, .sel4], at: 1.296875, step: 1.0 / 1024, rows: [Rows.select()]) { s, t in
            s.drag(330, 320, 100); s.wait(1); s.up(100); s.advance(to: t)
        }
        lib.boundary("thr-4-activation", area: "THR", description: "an offset of activationDistance selects the first action",
                     requirements: [.thr4, .sel1, .sel2, .sel3], at: 50, rows: [Rows.select()]) { s, m in
            s.drag(330, 320, 330 - m); s.wait(1); s.up(330 - m); s.advance(0.25)
        }
        lib.boundary("thr-5-zone-2", area: "THR", description: "exactly on the zone boundary the farther action is selected (2 actions)",
                     requirements: [.thr5, .sel1, .sel4, .ord6], at: 185, rows: [Rows.select()]) { s, m in
            s.drag(330, 320, 330 - m); s.wait(1); s.up(330 - m); s.advance(0.25)
        }
        lib.boundary("thr-5-zone-3-first", area: "THR", description: "zone boundary 1 of 3 (150 in a 350 pt row)",
                     requirements: [.thr5, .sel1, .ord6], at: 150, rows: [Rows.select(width: 350, count: 3)]) { s, m in
            s.drag(360, 350, 360 - m); s.wait(1); s.up(360 - m); s.advance(0.25)
        }
        lib.boundary("thr-5-zone-3-second", area: "THR", description: "zone boundary 2 of 3 (250 in a 350 pt row)",
                     requirements: [.thr5, .sel1, .ord6], at: 250, rows: [Rows.select(width: 350, count: 3)]) { s, m in
            s.drag(360, 350, 360 - m); s.wait(1); s.up(360 - m); s.advance(0.25)
        }
    }
}
