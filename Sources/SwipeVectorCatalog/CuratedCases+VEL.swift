import SwipeConformance
import SwipeReference

extension CuratedCases {
    /// The curated vectors of the VEL requirements (velocity and fling), written to
    /// Vectors/VEL.json in this order.
    static func vel(_ lib: inout CuratedLibrary) {
        lib.add("vel-1-down-sample", area: "VEL", description: "the down point is a sample: a fast single movement flings",
                requirements: [.vel1, .vel3, .rec5], rows: [Rows.reveal()]) { s in
            s.down(300); s.up(280, dt: 0.0625); s.advance(0.25)
        }
        lib.add("vel-2-same-timestamp-collapse", area: "VEL", description: "samples at the same timestamp collapse into the latest",
                requirements: [.vel2, .vel3], rows: [Rows.reveal()]) { s in
            s.down(300); s.move(280, dt: 0.5); s.move(279, dt: 0.5); s.up(250, dt: 0)
        }
        lib.add("vel-2-all-same-time", area: "VEL", description: "every sample at one timestamp: one sample, velocity 0",
                requirements: [.vel2, .vel3], rows: [Rows.reveal()]) { s in
            s.down(300); s.move(290, dt: 0); s.up(280, dt: 0)
        }
        lib.add("vel-2-collapse-flings", area: "VEL", description: "a collapsed up keeps the earlier distinct sample: a fling",
                requirements: [.vel2, .vel4], rows: [Rows.reveal()]) { s in
            s.down(300); s.move(280); s.up(250, dt: 0)
        }
        // A sample at the latest sample's time replaces it (VEL-2): the replaced
        // position is gone from the velocity. Each of these flings the other way,
        // or not at all, if the later sample were dropped instead.
        lib.boundary("vel-2-move-at-latest-time", area: "VEL",
                     description: "a move at the latest sample's time replaces it: the release flings back toward closed (before that time the move is rejected, after it the move is a sample of its own)",
                     requirements: [.vel2, .vel3, .vel4, .tim1], at: 0, rows: [Rows.reveal()]) { s, dt in
            s.down(300); s.move(280, dt: 1); s.move(290, dt: 0.5); s.move(240, dt: dt); s.up(250, dt: 0.0625 - dt)
            s.advance(0.25)
        }
        lib.add("vel-2-up-at-latest-time", area: "VEL",
                description: "an up at the last move's time replaces that fast move: velocity 0, the open threshold closes the row",
                requirements: [.vel2, .vel3, .rev3, .rec5], rows: [Rows.reveal()]) { s in
            s.down(300); s.move(260, dt: 1); s.move(200, dt: 0.0625); s.up(260, dt: 0); s.advance(0.25)
        }
        lib.add("vel-2-move-at-down-time", area: "VEL",
                description: "a move at the down's time replaces the down's sample: the release flings toward closed",
                requirements: [.vel2, .vel1, .vel4, .rec3], rows: [Rows.reveal()]) { s in
            s.down(300); s.move(200, dt: 0); s.up(210, dt: 0.0625); s.advance(0.25)
        }
        lib.add("vel-3-fast-then-pause", area: "VEL", description: "fast, then a pause: velocity 0, the threshold decides",
                requirements: [.vel3, .rev3], rows: [Rows.reveal()]) { s in
            s.drag(300, 260, 240); s.wait(1); s.up(240)
        }
        lib.add("vel-3-slow-then-fast", area: "VEL", description: "slow, then fast: the last two samples fling",
                requirements: [.vel3, .vel4, .rev2], rows: [Rows.reveal()]) { s in
            s.down(300); s.move(280, dt: 1); s.up(270, dt: 0.0625)
        }
        // Found by the mutation check: with a fling velocity at or below 1 pt/s, a
        // single sample's velocity (0) and the direction test (> 0, not > 1) matter.
        lib.add("vel-3-single-sample-no-fling", area: "VEL", description: "all samples at one time: velocity 0 is no fling even when flingVelocity is 0.5",
                requirements: [.vel2, .vel3, .thr7, .rev3], rows: [Rows.reveal(.leading, parameters: SwipeParameters(flingVelocity: 0.5))]) { s in
            s.down(50); s.move(100, dt: 0); s.up(100, dt: 0); s.advance(0.25)
        }
        lib.add("vel-4-slow-fling-opens", area: "VEL", description: "a 1 pt/s release toward the edge is a fling when flingVelocity is 0.5: it opens",
                requirements: [.vel4, .thr7, .rev2], rows: [Rows.reveal(parameters: SwipeParameters(flingVelocity: 0.5))]) { s in
            s.down(300); s.move(250); s.up(250 - 1.0 / 64, dt: 1.0 / 64); s.advance(0.25)
        }
        lib.add("vel-5-select-ignores-velocity", area: "VEL", description: "the select style ignores a fast release",
                requirements: [.vel5, .sel3], rows: [Rows.select()]) { s in
            s.down(300); s.up(270, dt: 0.0625); s.advance(0.25)
        }
        lib.add("vel-6-release-at-zero", area: "VEL", description: "a fast release at offset 0 is closed at once",
                requirements: [.vel6, .ela3], rows: [Rows.reveal()]) { s in
            s.down(100); s.up(300, dt: 0.0625)
        }
        // Vectors that decide between two readings of the spec (`Misreadings`): each
        // is written so that the reading SPEC.md states and its misreading give
        // different observations.
        lib.add("vel-6-fling-back-to-zero", area: "VEL",
                description: "a fast drag back to exactly offset 0 on a row with actions on both edges: closed at once, the fling is ignored",
                requirements: [.vel6, .vel4, .geo4], .directions, rows: [Rows.both()]) { s in
            s.drag(200, 150); s.up(200); s.advance(0.25)
            s.wait(1); s.drag(200, 250); s.up(200); s.advance(0.25)
        }
        lib.boundary("vel-5-select-fling-back", area: "VEL",
                     description: "a select row dragged past the activation distance and released toward closed at the fling velocity keeps its selection",
                     requirements: [.vel5, .sel2, .sel4, .thr7], at: 6.25, rows: [Rows.select()]) { s, dx in
            s.drag(330, 320, 230); s.up(230 + dx, dt: 0.0625); s.advance(0.25)
        }
        lib.boundary("vel-5-select-fling-below-activation", area: "VEL",
                     description: "a select row released below the activation distance at the fling velocity toward its edge selects nothing and settles to 0",
                     requirements: [.vel5, .sel3, .thr4, .thr7], at: 6.25, rows: [Rows.select()]) { s, dx in
            s.down(300); s.move(270, dt: 0.5); s.up(270 - dx, dt: 0.0625); s.advance(0.25)
        }
    }
}
