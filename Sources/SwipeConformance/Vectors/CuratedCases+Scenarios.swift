import SwipeReference

extension CuratedCases {
    // MARK: - GEO, ORD, ACC

    static func geometry(_ lib: inout CuratedLibrary) {
        lib.add("geo-1-narrow-row", "GEO", "a 200 pt row: thresholds follow its width (full swipe at 168)",
                ["GEO-1", "THR-3", "ELA-2"], rows: [Rows.reveal(width: 200)]) { s in
            s.drag(190, 170, 22); s.wait(1); s.up(22)
        }
        lib.add("geo-2-both-edges", "GEO", "dragging right reveals the left side's edge, dragging left the right side's",
                ["GEO-2", "GEO-3", "GEO-4"], .directions, rows: [Rows.both()]) { s in
            s.drag(150, 170, 250, 150, 50); s.wait(1); s.up(50)
        }
        lib.add("geo-4-back-to-zero", "GEO", "a drag back to exactly zero reveals no edge and releases closed",
                ["GEO-4", "VEL-6", "OBS-2"], rows: [Rows.both()]) { s in
            s.drag(100, 120, 150, 100); s.wait(1); s.up(100)
        }
        lib.add("geo-5-outside-row", "GEO", "positions outside the row keep measuring translation",
                ["GEO-5", "REC-1"], rows: [Rows.reveal()]) { s in
            s.drag(10, -5, -60, -300); s.wait(1); s.up(-300)
        }
        lib.add("geo-6-slop-zero", "GEO", "slop 0: the first horizontal move recognises a drag",
                ["GEO-6", "THR-1"], rows: [Rows.reveal(parameters: SwipeParameters(slop: 0))]) { s in
            s.drag(300, 300 - e, 290); s.wait(1); s.up(290)
        }
        lib.add("geo-6-settle-zero", "GEO", "settleDuration 0: a settle ends at the release time, at the next event",
                ["GEO-6", "TIM-2", "THR-6"], .directions, rows: [Rows.reveal(parameters: SwipeParameters(settleDuration: 0))]) { s in
            s.drag(300, 280, 200); s.wait(1); s.up(200); s.advance(0)
        }
        // Found by the mutation check: the smallest valid values of the `> 0`
        // constraints (GEO-6 on its boundary, NUM-5).
        lib.add("geo-6-tiny-width", "GEO", "a row 1/64 pt wide is valid: a tap on it reaches its content",
                ["GEO-6", "GEO-1", "LST-5", "NUM-5"], .directions,
                rows: [Rows.reveal(width: 1.0 / 64, ids: ["delete"], parameters: SwipeParameters(activationDistance: 0))]) { s in
            s.down(1.0 / 128); s.up(1.0 / 128, dt: 0.0625)
        }
        lib.add("geo-6-tiny-action-width", "GEO", "actionWidth 1/64 with minimumActionWidth 0: a 1/64 pt button",
                ["GEO-6", "ORD-5", "PRG-1", "NUM-5"], .directions,
                rows: [Rows.reveal(ids: ["delete"], parameters: SwipeParameters(actionWidth: 1.0 / 64, minimumActionWidth: 0))]) { s in
            s.open(0, .trailing); s.advance(0.25)
        }
        lib.add("geo-6-fractions-one", "GEO", "openFraction 1 and fullSwipeFraction 1: thresholds at the extent and the width",
                ["GEO-6", "THR-2", "THR-3"], .directions,
                rows: [Rows.reveal(parameters: SwipeParameters(openFraction: 1, fullSwipeFraction: 1))]) { s in
            s.drag(380, 360, 232); s.wait(1); s.up(232); s.advance(0.25)
            s.wait(1); s.drag(380, 360, 5); s.wait(1); s.up(5); s.advance(0.25)
        }
        lib.add("geo-6-minimum-width-zero", "GEO", "minimumActionWidth 0 lets a 1/64 pt action exist",
                ["GEO-6", "ORD-5"], .directions,
                rows: [Rows.reveal(ids: ["tiny", "big"], widths: [e, 100], parameters: SwipeParameters(minimumActionWidth: 0))]) { s in
            s.drag(300, 280, 150); s.wait(1); s.up(150); s.advance(0.25); s.tap(375 - e / 2)
        }
        lib.add("ord-1-three-actions", "ORD", "three actions of different widths, action 0 nearest the edge",
                ["ORD-1", "ORD-2", "ORD-4", "ORD-5"],
                rows: [Rows.reveal(ids: ["a", "b", "c"], widths: [40, 100, nil])]) { s in
            s.drag(300, 280, 100); s.wait(1); s.up(100); s.advance(0.25)
        }
        lib.add("ord-4-switch-sides", "ORD", "the laid-out actions switch sides when the drag passes through zero",
                ["ORD-4", "ELA-5", "GEO-4"], .directions, rows: [Rows.both()]) { s in
            s.drag(200, 180, 100, 200, 300); s.wait(1); s.up(300)
        }
        lib.add("ord-6-select-zones-3", "ORD", "select frames are the three selection zones",
                ["ORD-6", "SEL-6"], rows: [Rows.select(width: 350, count: 3)]) { s in
            s.drag(360, 340, 200); s.wait(1); s.up(200); s.advance(0.25)
        }
        lib.add("acc-1-three-declarations", "ACC", "declarations for one edge accumulate in declaration order",
                ["ACC-1", "AX-1", "ORD-1"],
                rows: [RowConfiguration(declarations: [
                    SwipeDeclaration(edge: .trailing, actions: [SwipeAction(id: "a")]),
                    SwipeDeclaration(edge: .leading, actions: [SwipeAction(id: "x")]),
                    SwipeDeclaration(edge: .trailing, actions: [SwipeAction(id: "b"), SwipeAction(id: "c")]),
                ])]) { s in
            s.drag(300, 280, 50); s.wait(1); s.up(50); s.advance(0.25); s.wait(1); s.tap(375 - 100); s.advance(0.25)
        }
        lib.add("acc-2-empty-declaration-flag", "ACC", "an empty declaration's allowsFullSwipe does not govern",
                ["ACC-2", "ACC-3", "REV-1"],
                rows: [RowConfiguration(declarations: [
                    SwipeDeclaration(edge: .trailing, allowsFullSwipe: false, actions: []),
                    SwipeDeclaration(edge: .trailing, allowsFullSwipe: true, actions: [SwipeAction(id: "a")]),
                ])]) { s in
            s.drag(360, 340, 60); s.wait(1); s.up(60)
        }
        lib.add("acc-2-only-empty", "ACC", "a row whose declarations are all empty reveals nothing",
                ["ACC-2", "ELA-3", "ACC-5"], .directions,
                rows: [RowConfiguration(declarations: [SwipeDeclaration(edge: .trailing, actions: []), SwipeDeclaration(edge: .leading, actions: [])])]) { s in
            s.drag(200, 180, 100, 300); s.wait(1); s.up(300)
        }
        for first in [true, false] {
            lib.add("acc-3-first-declaration-governs-\(first)", "ACC",
                    "the declaration that contributed the first action (allowsFullSwipe \(first)) governs",
                    ["ACC-3", "THR-3", "REV-1"],
                    rows: [RowConfiguration(declarations: [
                        SwipeDeclaration(edge: .trailing, allowsFullSwipe: first, actions: [SwipeAction(id: "a")]),
                        SwipeDeclaration(edge: .trailing, allowsFullSwipe: !first, actions: [SwipeAction(id: "b")]),
                    ])]) { s in
                s.drag(360, 340, 50); s.wait(1); s.up(50); s.advance(0.25)
            }
        }
        lib.add("acc-4-same-ids-two-rows", "ACC", "the same ids in two rows: performed names the row",
                ["ACC-4", "OBS-3", "LST-2"], .directions, rows: [Rows.reveal(), Rows.reveal()]) { s in
            s.drag(360, 340, 50, row: 1); s.wait(1); s.up(50)
        }
        lib.add("acc-4-unusual-ids", "ACC", "ids are arbitrary non-empty strings (quotes, backslashes, non-ASCII)",
                ["ACC-4", "AX-1"], .directions, rows: [Rows.reveal(ids: ["🗑 delete", "flag \"quoted\" \\ slash"])]) { s in
            s.drag(360, 340, 50); s.wait(1); s.up(50); s.activate(0, 1, dt: 1)
        }
        lib.add("acc-5-extent-custom-widths", "ACC", "the extent is the sum of effective widths (10 -> 30, 100)",
                ["ACC-5", "ORD-5", "REV-3"], rows: [Rows.reveal(ids: ["a", "b"], widths: [10, 100])]) { s in
            s.drag(300, 280, 230); s.wait(1); s.up(230); s.advance(0.25)
        }
    }

    // MARK: - REC, VEL, ELA

    static func recognition(_ lib: inout CuratedLibrary) {
        lib.add("rec-1-small-steps", "REC", "steps under the slop add up: translation is from the down point",
                ["REC-1", "REC-2", "REC-3"], rows: [Rows.reveal()]) { s in
            s.drag(300, 294, 288, 282); s.wait(1); s.up(282)
        }
        lib.add("rec-2-jitter-within-slop", "REC", "jitter within the slop leaves the sequence pending; the up is a tap",
                ["REC-2", "REC-6", "OBS-6", "LST-5"], rows: [Rows.reveal()]) { s in
            s.drag(300, 296, 303, 292); s.up(297)
        }
        lib.add("rec-4-vertical-scroll", "REC", "a vertical start is a scroll; later horizontal movement is ignored",
                ["REC-4", "OBS-6"], rows: [Rows.reveal()]) { s in
            s.down(300, 20); s.move(300, 40); s.move(100, 40); s.move(50, 40); s.up(50, 40)
        }
        lib.add("rec-5-recognised-at-up", "REC", "an up is a final move: a drag can be recognised and released by it",
                ["REC-5", "VEL-1"], rows: [Rows.reveal()]) { s in
            s.down(300); s.up(200, dt: 1)
        }
        lib.add("rec-6-tap-delivered", "REC", "a tap at the down point is delivered to the content",
                ["REC-6", "LST-5", "OBS-4"], .directions, rows: [Rows.reveal(), Rows.reveal()]) { s in
            s.tap(100, row: 1); s.wait(1); s.tap(200)
        }
        lib.add("rec-7-second-down", "REC", "a second down during a sequence is rejected and the first continues",
                ["REC-7", "OBS-5"], .all, rows: [Rows.reveal(), Rows.reveal()]) { s in
            s.drag(300, 280); s.wait(0.125); s.raw(.down(row: 1, x: 10, y: 10, time: s.t)); s.move(200); s.wait(1); s.up(200)
        }
        lib.add("rec-8-interrupt-open-settle", "REC", "a drag that interrupts a settle starts from its target",
                ["REC-8", "TIM-5", "DES-1"], rows: [Rows.reveal()]) { s in
            s.drag(300, 280, 200); s.wait(1); s.up(200)
            s.wait(0.0625); s.drag(200, 220, 260); s.wait(1); s.up(260)
        }
        lib.add("rec-8-interrupt-close-settle", "REC", "a drag that interrupts a settle toward 0 starts from 0",
                ["REC-8", "TIM-5"], rows: [Rows.reveal()]) { s in
            s.drag(300, 280, 250); s.up(250)
            s.wait(0.0625); s.drag(300, 280, 200); s.wait(1); s.up(200)
        }
        lib.add("vel-1-down-sample", "VEL", "the down point is a sample: a fast single movement flings",
                ["VEL-1", "VEL-3", "REC-5"], rows: [Rows.reveal()]) { s in
            s.down(300); s.up(280, dt: 0.0625); s.advance(0.25)
        }
        lib.add("vel-2-same-timestamp-collapse", "VEL", "samples at the same timestamp collapse into the latest",
                ["VEL-2", "VEL-3"], rows: [Rows.reveal()]) { s in
            s.down(300); s.move(280, dt: 0.5); s.move(279, dt: 0.5); s.up(250, dt: 0)
        }
        lib.add("vel-2-all-same-time", "VEL", "every sample at one timestamp: one sample, velocity 0",
                ["VEL-2", "VEL-3"], rows: [Rows.reveal()]) { s in
            s.down(300); s.move(290, dt: 0); s.up(280, dt: 0)
        }
        lib.add("vel-2-collapse-flings", "VEL", "a collapsed up keeps the earlier distinct sample: a fling",
                ["VEL-2", "VEL-4"], rows: [Rows.reveal()]) { s in
            s.down(300); s.move(280); s.up(250, dt: 0)
        }
        lib.add("vel-3-fast-then-pause", "VEL", "fast, then a pause: velocity 0, the threshold decides",
                ["VEL-3", "REV-3"], rows: [Rows.reveal()]) { s in
            s.drag(300, 260, 240); s.wait(1); s.up(240)
        }
        lib.add("vel-3-slow-then-fast", "VEL", "slow, then fast: the last two samples fling",
                ["VEL-3", "VEL-4", "REV-2"], rows: [Rows.reveal()]) { s in
            s.down(300); s.move(280, dt: 1); s.up(270, dt: 0.0625)
        }
        // Found by the mutation check: with a fling velocity at or below 1 pt/s, a
        // single sample's velocity (0) and the direction test (> 0, not > 1) matter.
        lib.add("vel-3-single-sample-no-fling", "VEL", "all samples at one time: velocity 0 is no fling even when flingVelocity is 0.5",
                ["VEL-2", "VEL-3", "THR-7", "REV-3"], rows: [Rows.reveal(.leading, parameters: SwipeParameters(flingVelocity: 0.5))]) { s in
            s.down(50); s.move(100, dt: 0); s.up(100, dt: 0); s.advance(0.25)
        }
        lib.add("vel-4-slow-fling-opens", "VEL", "a 1 pt/s release toward the edge is a fling when flingVelocity is 0.5: it opens",
                ["VEL-4", "THR-7", "REV-2"], rows: [Rows.reveal(parameters: SwipeParameters(flingVelocity: 0.5))]) { s in
            s.down(300); s.move(250); s.up(250 - 1.0 / 64, dt: 1.0 / 64); s.advance(0.25)
        }
        lib.add("vel-5-select-ignores-velocity", "VEL", "the select style ignores a fast release",
                ["VEL-5", "SEL-3"], rows: [Rows.select()]) { s in
            s.down(300); s.up(270, dt: 0.0625); s.advance(0.25)
        }
        lib.add("vel-6-release-at-zero", "VEL", "a fast release at offset 0 is closed at once",
                ["VEL-6", "ELA-3"], rows: [Rows.reveal()]) { s in
            s.down(100); s.up(300, dt: 0.0625)
        }
        lib.add("ela-1-rubber-band", "ELA", "past the extent the excess follows the rubber band",
                ["ELA-1", "ELA-4", "NUM-1"], rows: [Rows.reveal(fullSwipe: false)]) { s in
            s.drag(300, 280, 152, 52, -100); s.wait(1); s.up(-100); s.advance(0.25)
        }
        lib.add("ela-2-limit-full-swipe", "ELA", "with full swipe allowed the limit is max(W, full threshold)",
                ["ELA-2", "THR-8"], rows: [Rows.reveal()]) { s in
            s.drag(380, 360, 5, 0, -100); s.wait(1); s.up(-100)
        }
        lib.add("ela-3-empty-edge", "ELA", "no reveal toward the edge with no actions",
                ["ELA-3", "GEO-4"], rows: [Rows.reveal()]) { s in
            s.drag(100, 120, 300); s.wait(1); s.up(300)
        }
        lib.add("ela-4-huge-drag", "ELA", "a finger a million points away keeps the offset below L + W",
                ["ELA-4", "ELA-1"], rows: [Rows.reveal(fullSwipe: false)]) { s in
            s.drag(300, 280, -1_000_000); s.wait(1); s.up(-1_000_000)
        }
        lib.add("ela-5-through-zero", "ELA", "a drag from the open trailing side through zero reveals the leading side",
                ["ELA-5", "REC-8", "ORD-4"], .directions, rows: [Rows.both()]) { s in
            dragOpen(&s); s.wait(1); s.drag(100, 120, 300); s.wait(1); s.up(300); s.advance(0.25)
        }
    }
}
