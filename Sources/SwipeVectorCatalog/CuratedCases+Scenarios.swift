import SwipeConformance
import SwipeReference

extension CuratedCases {
    // MARK: - GEO, ORD, ACC

    static func geometry(_ lib: inout CuratedLibrary) {
        lib.add("geo-1-narrow-row", area: "GEO", description: "a 200 pt row: thresholds follow its width (full swipe at 168)",
                requirements: ["GEO-1", "THR-3", "ELA-2"], rows: [Rows.reveal(width: 200)]) { s in
            s.drag(190, 170, 22); s.wait(1); s.up(22)
        }
        lib.add("geo-2-both-edges", area: "GEO", description: "dragging right reveals the left side's edge, dragging left the right side's",
                requirements: ["GEO-2", "GEO-3", "GEO-4"], .directions, rows: [Rows.both()]) { s in
            s.drag(150, 170, 250, 150, 50); s.wait(1); s.up(50)
        }
        lib.add("geo-4-back-to-zero", area: "GEO", description: "a drag back to exactly zero reveals no edge and releases closed",
                requirements: ["GEO-4", "VEL-6", "OBS-2"], rows: [Rows.both()]) { s in
            s.drag(100, 120, 150, 100); s.wait(1); s.up(100)
        }
        lib.add("geo-5-outside-row", area: "GEO", description: "positions outside the row keep measuring translation",
                requirements: ["GEO-5", "REC-1"], rows: [Rows.reveal()]) { s in
            s.drag(10, -5, -60, -300); s.wait(1); s.up(-300)
        }
        lib.add("geo-6-slop-zero", area: "GEO", description: "slop 0: the first horizontal move recognises a drag",
                requirements: ["GEO-6", "THR-1"], rows: [Rows.reveal(parameters: SwipeParameters(slop: 0))]) { s in
            s.drag(300, 300 - e, 290); s.wait(1); s.up(290)
        }
        lib.add("geo-6-settle-zero", area: "GEO", description: "settleDuration 0: a settle ends at the release time, at the next event",
                requirements: ["GEO-6", "TIM-2", "THR-6"], .directions, rows: [Rows.reveal(parameters: SwipeParameters(settleDuration: 0))]) { s in
            s.drag(300, 280, 200); s.wait(1); s.up(200); s.advance(0)
        }
        // Found by the mutation check: the smallest valid values of the `> 0`
        // constraints (GEO-6 on its boundary, NUM-5).
        lib.add("geo-6-tiny-width", area: "GEO", description: "a row 1/64 pt wide is valid: a tap on it reaches its content",
                requirements: ["GEO-6", "GEO-1", "LST-5", "NUM-5"], .directions,
                rows: [Rows.reveal(width: 1.0 / 64, ids: ["delete"], parameters: SwipeParameters(activationDistance: 0))]) { s in
            s.down(1.0 / 128); s.up(1.0 / 128, dt: 0.0625)
        }
        lib.add("geo-6-tiny-action-width", area: "GEO", description: "actionWidth 1/64 with minimumActionWidth 0: a 1/64 pt button",
                requirements: ["GEO-6", "ORD-5", "PRG-1", "NUM-5"], .directions,
                rows: [Rows.reveal(ids: ["delete"], parameters: SwipeParameters(actionWidth: 1.0 / 64, minimumActionWidth: 0))]) { s in
            s.open(0, .trailing); s.advance(0.25)
        }
        lib.add("geo-6-fractions-one", area: "GEO", description: "openFraction 1 and fullSwipeFraction 1: thresholds at the extent and the width",
                requirements: ["GEO-6", "THR-2", "THR-3"], .directions,
                rows: [Rows.reveal(parameters: SwipeParameters(openFraction: 1, fullSwipeFraction: 1))]) { s in
            s.drag(380, 360, 232); s.wait(1); s.up(232); s.advance(0.25)
            s.wait(1); s.drag(380, 360, 5); s.wait(1); s.up(5); s.advance(0.25)
        }
        lib.add("geo-6-minimum-width-zero", area: "GEO", description: "minimumActionWidth 0 lets a 1/64 pt action exist",
                requirements: ["GEO-6", "ORD-5"], .directions,
                rows: [Rows.reveal(ids: ["tiny", "big"], widths: [e, 100], parameters: SwipeParameters(minimumActionWidth: 0))]) { s in
            s.drag(300, 280, 150); s.wait(1); s.up(150); s.advance(0.25); s.tap(375 - e / 2)
        }
        lib.add("ord-1-three-actions", area: "ORD", description: "three actions of different widths, action 0 nearest the edge",
                requirements: ["ORD-1", "ORD-2", "ORD-4", "ORD-5"],
                rows: [Rows.reveal(ids: ["a", "b", "c"], widths: [40, 100, nil])]) { s in
            s.drag(300, 280, 100); s.wait(1); s.up(100); s.advance(0.25)
        }
        lib.add("ord-4-switch-sides", area: "ORD", description: "the laid-out actions switch sides when the drag passes through zero",
                requirements: ["ORD-4", "ELA-5", "GEO-4"], .directions, rows: [Rows.both()]) { s in
            s.drag(200, 180, 100, 200, 300); s.wait(1); s.up(300)
        }
        lib.add("ord-6-select-zones-3", area: "ORD", description: "select frames are the three selection zones",
                requirements: ["ORD-6", "SEL-6"], rows: [Rows.select(width: 350, count: 3)]) { s in
            s.drag(360, 340, 200); s.wait(1); s.up(200); s.advance(0.25)
        }
        lib.add("acc-1-three-declarations", area: "ACC", description: "declarations for one edge accumulate in declaration order",
                requirements: ["ACC-1", "AX-1", "ORD-1"],
                rows: [RowConfiguration(declarations: [
                    SwipeDeclaration(edge: .trailing, actions: [SwipeAction(id: "a")]),
                    SwipeDeclaration(edge: .leading, actions: [SwipeAction(id: "x")]),
                    SwipeDeclaration(edge: .trailing, actions: [SwipeAction(id: "b"), SwipeAction(id: "c")]),
                ])]) { s in
            s.drag(300, 280, 50); s.wait(1); s.up(50); s.advance(0.25); s.wait(1); s.tap(375 - 100); s.advance(0.25)
        }
        lib.add("acc-2-empty-declaration-flag", area: "ACC", description: "an empty declaration's allowsFullSwipe does not govern",
                requirements: ["ACC-2", "ACC-3", "REV-1"],
                rows: [RowConfiguration(declarations: [
                    SwipeDeclaration(edge: .trailing, allowsFullSwipe: false, actions: []),
                    SwipeDeclaration(edge: .trailing, allowsFullSwipe: true, actions: [SwipeAction(id: "a")]),
                ])]) { s in
            s.drag(360, 340, 60); s.wait(1); s.up(60)
        }
        lib.add("acc-2-only-empty", area: "ACC", description: "a row whose declarations are all empty reveals nothing",
                requirements: ["ACC-2", "ELA-3", "ACC-5"], .directions,
                rows: [RowConfiguration(declarations: [SwipeDeclaration(edge: .trailing, actions: []), SwipeDeclaration(edge: .leading, actions: [])])]) { s in
            s.drag(200, 180, 100, 300); s.wait(1); s.up(300)
        }
        for first in [true, false] {
            lib.add("acc-3-first-declaration-governs-\(first)", area: "ACC",
                    description: "the declaration that contributed the first action (allowsFullSwipe \(first)) governs",
                    requirements: ["ACC-3", "THR-3", "REV-1"],
                    rows: [RowConfiguration(declarations: [
                        SwipeDeclaration(edge: .trailing, allowsFullSwipe: first, actions: [SwipeAction(id: "a")]),
                        SwipeDeclaration(edge: .trailing, allowsFullSwipe: !first, actions: [SwipeAction(id: "b")]),
                    ])]) { s in
                s.drag(360, 340, 50); s.wait(1); s.up(50); s.advance(0.25)
            }
        }
        lib.add("acc-4-same-ids-two-rows", area: "ACC", description: "the same ids in two rows: performed names the row",
                requirements: ["ACC-4", "OBS-3", "LST-2"], .directions, rows: [Rows.reveal(), Rows.reveal()]) { s in
            s.drag(360, 340, 50, row: 1); s.wait(1); s.up(50)
        }
        lib.add("acc-4-unusual-ids", area: "ACC", description: "ids are arbitrary non-empty strings (quotes, backslashes, non-ASCII)",
                requirements: ["ACC-4", "AX-1"], .directions, rows: [Rows.reveal(ids: ["🗑 delete", "flag \"quoted\" \\ slash"])]) { s in
            s.drag(360, 340, 50); s.wait(1); s.up(50); s.activate(0, 1, dt: 1)
        }
        lib.add("acc-5-extent-custom-widths", area: "ACC", description: "the extent is the sum of effective widths (10 -> 30, 100)",
                requirements: ["ACC-5", "ORD-5", "REV-3"], rows: [Rows.reveal(ids: ["a", "b"], widths: [10, 100])]) { s in
            s.drag(300, 280, 230); s.wait(1); s.up(230); s.advance(0.25)
        }
    }

    // MARK: - REC, VEL, ELA

    static func recognition(_ lib: inout CuratedLibrary) {
        lib.add("rec-1-small-steps", area: "REC", description: "steps under the slop add up: translation is from the down point",
                requirements: ["REC-1", "REC-2", "REC-3"], rows: [Rows.reveal()]) { s in
            s.drag(300, 294, 288, 282); s.wait(1); s.up(282)
        }
        lib.add("rec-2-jitter-within-slop", area: "REC", description: "jitter within the slop leaves the sequence pending; the up is a tap",
                requirements: ["REC-2", "REC-6", "OBS-6", "LST-5"], rows: [Rows.reveal()]) { s in
            s.drag(300, 296, 303, 292); s.up(297)
        }
        lib.add("rec-4-vertical-scroll", area: "REC", description: "a vertical start is a scroll; later horizontal movement is ignored",
                requirements: ["REC-4", "OBS-6"], rows: [Rows.reveal()]) { s in
            s.down(300, 20); s.move(300, 40); s.move(100, 40); s.move(50, 40); s.up(50, 40)
        }
        lib.add("rec-5-recognised-at-up", area: "REC", description: "an up is a final move: a drag can be recognised and released by it",
                requirements: ["REC-5", "VEL-1"], rows: [Rows.reveal()]) { s in
            s.down(300); s.up(200, dt: 1)
        }
        lib.add("rec-6-tap-delivered", area: "REC", description: "a tap at the down point is delivered to the content",
                requirements: ["REC-6", "LST-5", "OBS-4"], .directions, rows: [Rows.reveal(), Rows.reveal()]) { s in
            s.tap(100, row: 1); s.wait(1); s.tap(200)
        }
        lib.add("rec-7-second-down", area: "REC", description: "a second down during a sequence is rejected and the first continues",
                requirements: ["REC-7", "OBS-5"], .all, rows: [Rows.reveal(), Rows.reveal()]) { s in
            s.drag(300, 280); s.wait(0.125); s.raw(.down(row: 1, x: 10, y: 10, time: s.t)); s.move(200); s.wait(1); s.up(200)
        }
        lib.add("rec-8-interrupt-open-settle", area: "REC", description: "a drag that interrupts a settle starts from its target",
                requirements: ["REC-8", "TIM-5", "DES-1"], rows: [Rows.reveal()]) { s in
            s.drag(300, 280, 200); s.wait(1); s.up(200)
            s.wait(0.0625); s.drag(200, 220, 260); s.wait(1); s.up(260)
        }
        lib.add("rec-8-interrupt-close-settle", area: "REC", description: "a drag that interrupts a settle toward 0 starts from 0",
                requirements: ["REC-8", "TIM-5"], rows: [Rows.reveal()]) { s in
            s.drag(300, 280, 250); s.up(250)
            s.wait(0.0625); s.drag(300, 280, 200); s.wait(1); s.up(200)
        }
        lib.add("vel-1-down-sample", area: "VEL", description: "the down point is a sample: a fast single movement flings",
                requirements: ["VEL-1", "VEL-3", "REC-5"], rows: [Rows.reveal()]) { s in
            s.down(300); s.up(280, dt: 0.0625); s.advance(0.25)
        }
        lib.add("vel-2-same-timestamp-collapse", area: "VEL", description: "samples at the same timestamp collapse into the latest",
                requirements: ["VEL-2", "VEL-3"], rows: [Rows.reveal()]) { s in
            s.down(300); s.move(280, dt: 0.5); s.move(279, dt: 0.5); s.up(250, dt: 0)
        }
        lib.add("vel-2-all-same-time", area: "VEL", description: "every sample at one timestamp: one sample, velocity 0",
                requirements: ["VEL-2", "VEL-3"], rows: [Rows.reveal()]) { s in
            s.down(300); s.move(290, dt: 0); s.up(280, dt: 0)
        }
        lib.add("vel-2-collapse-flings", area: "VEL", description: "a collapsed up keeps the earlier distinct sample: a fling",
                requirements: ["VEL-2", "VEL-4"], rows: [Rows.reveal()]) { s in
            s.down(300); s.move(280); s.up(250, dt: 0)
        }
        lib.add("vel-3-fast-then-pause", area: "VEL", description: "fast, then a pause: velocity 0, the threshold decides",
                requirements: ["VEL-3", "REV-3"], rows: [Rows.reveal()]) { s in
            s.drag(300, 260, 240); s.wait(1); s.up(240)
        }
        lib.add("vel-3-slow-then-fast", area: "VEL", description: "slow, then fast: the last two samples fling",
                requirements: ["VEL-3", "VEL-4", "REV-2"], rows: [Rows.reveal()]) { s in
            s.down(300); s.move(280, dt: 1); s.up(270, dt: 0.0625)
        }
        // Found by the mutation check: with a fling velocity at or below 1 pt/s, a
        // single sample's velocity (0) and the direction test (> 0, not > 1) matter.
        lib.add("vel-3-single-sample-no-fling", area: "VEL", description: "all samples at one time: velocity 0 is no fling even when flingVelocity is 0.5",
                requirements: ["VEL-2", "VEL-3", "THR-7", "REV-3"], rows: [Rows.reveal(.leading, parameters: SwipeParameters(flingVelocity: 0.5))]) { s in
            s.down(50); s.move(100, dt: 0); s.up(100, dt: 0); s.advance(0.25)
        }
        lib.add("vel-4-slow-fling-opens", area: "VEL", description: "a 1 pt/s release toward the edge is a fling when flingVelocity is 0.5: it opens",
                requirements: ["VEL-4", "THR-7", "REV-2"], rows: [Rows.reveal(parameters: SwipeParameters(flingVelocity: 0.5))]) { s in
            s.down(300); s.move(250); s.up(250 - 1.0 / 64, dt: 1.0 / 64); s.advance(0.25)
        }
        lib.add("vel-5-select-ignores-velocity", area: "VEL", description: "the select style ignores a fast release",
                requirements: ["VEL-5", "SEL-3"], rows: [Rows.select()]) { s in
            s.down(300); s.up(270, dt: 0.0625); s.advance(0.25)
        }
        lib.add("vel-6-release-at-zero", area: "VEL", description: "a fast release at offset 0 is closed at once",
                requirements: ["VEL-6", "ELA-3"], rows: [Rows.reveal()]) { s in
            s.down(100); s.up(300, dt: 0.0625)
        }
        lib.add("ela-1-rubber-band", area: "ELA", description: "past the extent the excess follows the rubber band",
                requirements: ["ELA-1", "ELA-4", "NUM-1"], rows: [Rows.reveal(fullSwipe: false)]) { s in
            s.drag(300, 280, 152, 52, -100); s.wait(1); s.up(-100); s.advance(0.25)
        }
        lib.add("ela-2-limit-full-swipe", area: "ELA", description: "with full swipe allowed the limit is max(W, full threshold)",
                requirements: ["ELA-2", "THR-8"], rows: [Rows.reveal()]) { s in
            s.drag(380, 360, 5, 0, -100); s.wait(1); s.up(-100)
        }
        lib.add("ela-3-empty-edge", area: "ELA", description: "no reveal toward the edge with no actions",
                requirements: ["ELA-3", "GEO-4"], rows: [Rows.reveal()]) { s in
            s.drag(100, 120, 300); s.wait(1); s.up(300)
        }
        lib.add("ela-4-huge-drag", area: "ELA", description: "a finger a million points away keeps the offset below L + W",
                requirements: ["ELA-4", "ELA-1"], rows: [Rows.reveal(fullSwipe: false)]) { s in
            s.drag(300, 280, -1_000_000); s.wait(1); s.up(-1_000_000)
        }
        lib.add("ela-5-through-zero", area: "ELA", description: "a drag from the open trailing side through zero reveals the leading side",
                requirements: ["ELA-5", "REC-8", "ORD-4"], .directions, rows: [Rows.both()]) { s in
            dragOpen(&s); s.wait(1); s.drag(100, 120, 300); s.wait(1); s.up(300); s.advance(0.25)
        }
    }
}
