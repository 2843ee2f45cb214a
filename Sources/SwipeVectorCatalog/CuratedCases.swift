import SwipeConformance
import SwipeReference

/// The hand-curated vectors: SPEC.md's worked examples, every threshold on, below
/// and above its boundary in both layout directions and on both edges, and
/// scenarios for every other requirement, so
/// that every requirement has at least three vectors.
///
/// Scenarios are written left-to-right with the actions on the trailing (right)
/// side; `Variants` derives the mirrored and edge-swapped cases exactly.
public enum CuratedCases {
    /// Every curated case, in a stable order.
    public static func all() -> [CuratedCase] {
        var lib = CuratedLibrary()
        examples(&lib)
        thresholds(&lib)
        geometry(&lib)
        recognition(&lib)
        release(&lib)
        list(&lib)
        observation(&lib)
        readings(&lib)
        matrix(&lib)
        mutation(&lib)
        gapsA(&lib)
        gapsB(&lib)
        return lib.cases
    }

    static let e = CuratedLibrary.e

    /// Opens row 0 of a default reveal row (trailing, 375) by a drag: offset -148.
    static func dragOpen(_ s: inout Script, row: Int = 0) {
        s.drag(300, 280, 200, row: row)
        s.wait(1)
        s.up(200)
        s.advance(0.25)
    }

    // MARK: - SPEC.md section 6

    static func examples(_ lib: inout CuratedLibrary) {
        let obs = ["OBS-1", "OBS-2", "OBS-7", "OBS-8"]
        let r1 = Rows.reveal()
        lib.add("example-1-open-then-tap", area: "examples", description: "SPEC.md example 1: open, then tap a button",
                requirements: ["REC-2", "REC-3", "REV-3", "TIM-2", "REV-5", "THR-6"] + obs, .single, rows: [r1]) { s in
            s.down(300)
            s.move(295); s.move(280, 22); s.move(200)
            s.at(0.25); s.raw(.up(x: 200, y: 20, time: 0.25))
            s.advance(to: 0.5)
            s.at(1); s.raw(.down(row: 0, x: 250, y: 20, time: 1))
            s.raw(.up(x: 250, y: 20, time: 1.0625))
            s.advance(to: 1.3125)
        }
        lib.add("example-2-full-swipe", area: "examples", description: "SPEC.md example 2: full swipe",
                requirements: ["THR-3", "REV-1", "REV-7"] + obs, .single, rows: [r1]) { s in
            s.drag(360, 340, 70); s.up(70)
        }
        lib.add("example-3-select-two-zones", area: "examples", description: "SPEC.md example 3: select, two zones",
                requirements: ["SEL-1", "THR-4", "THR-5", "SEL-2", "SEL-4"] + obs, .single, rows: [Rows.select(.leading)]) { s in
            s.drag(10, 60, 195); s.up(195); s.advance(to: 0.296875)
        }
        lib.add("example-4-new-drag-drops-selection", area: "examples", description: "SPEC.md example 4: a new drag drops the saved selection",
                requirements: ["DES-2", "DES-3", "REC-8", "ELA-3", "VEL-6"] + obs, .single, rows: [Rows.select(.leading)]) { s in
            s.drag(10, 60, 195); s.up(195)
            s.at(0.125); s.drag(100, 85); s.up(85); s.advance(to: 1)
        }
        lib.add("example-5-rtl-mirrors", area: "examples", description: "SPEC.md example 5: RTL mirrors",
                requirements: ["GEO-2", "ORD-3", "ORD-4"] + obs, .single,
                rows: [RowConfiguration(layoutDirection: .rightToLeft, declarations: r1.declarations)]) { s in
            s.drag(20, 120)
        }
        lib.add("example-6-second-row-closes-first", area: "examples", description: "SPEC.md example 6: the second row's drag closes the first in the same gesture",
                requirements: ["LST-2", "PRG-1", "LST-6"] + obs, .single, rows: [r1, r1]) { s in
            s.open(0, .trailing); s.advance(to: 0.25)
            s.at(1); s.drag(300, 280, row: 1)
        }
        lib.add("example-7-cancel-past-full-swipe", area: "examples", description: "SPEC.md example 7: cancel past the full swipe performs nothing",
                requirements: ["CAN-1", "CAN-5", "REV-7"] + obs, .single, rows: [r1]) { s in
            s.drag(360, 70); s.cancel()
        }
    }

    // MARK: - THR: every threshold on, below and above, both directions, both edges

    static func thresholds(_ lib: inout CuratedLibrary) {
        lib.boundary("thr-1-slop-reveal", area: "THR", description: "a horizontal move of the slop distance recognises a drag (reveal)",
                     requirements: ["THR-1", "REC-1", "REC-2", "REC-3", "REC-6"], at: 10, rows: [Rows.reveal()]) { s, d in
            s.drag(300, 300 - d); s.wait(1); s.up(300 - d)
        }
        lib.boundary("thr-1-slop-select", area: "THR", description: "a horizontal move of the slop distance recognises a drag (select)",
                     requirements: ["THR-1", "REC-2", "REC-3"], at: 10, rows: [Rows.select()]) { s, d in
            s.drag(300, 300 - d); s.wait(1); s.up(300 - d)
        }
        lib.boundary("thr-1-slop-diagonal", area: "THR", description: "a 3-4-5 diagonal move of exactly the slop distance recognises a drag",
                     requirements: ["THR-1", "REC-3"], at: 8, rows: [Rows.reveal()]) { s, d in
            s.down(300, 20); s.move(300 - d, 26); s.move(200, 26); s.wait(1); s.up(200, 26)
        }
        lib.boundary("rec-4-dominance", area: "REC", description: "horizontal movement must be strictly dominant; a tie scrolls",
                     requirements: ["REC-3", "REC-4", "THR-1"], at: 8, rows: [Rows.reveal()]) { s, d in
            s.down(300, 20); s.move(300 - d, 28); s.move(200, 28); s.wait(1); s.up(200, 28)
        }
        lib.boundary("thr-2-open", area: "THR", description: "a release at openFraction x extent opens",
                     requirements: ["THR-2", "REV-3", "REV-4", "VEL-3", "OBS-2"], at: 74, rows: [Rows.reveal()]) { s, m in
            s.drag(300, 280, 300 - m); s.wait(1); s.up(300 - m); s.advance(0.25)
        }
        lib.boundary("thr-3-full-swipe", area: "THR", description: "an offset of max(0.75 W, extent + 20) arms the full swipe",
                     requirements: ["THR-3", "REV-1", "REV-7", "ACC-3"], at: 281.25, rows: [Rows.reveal()]) { s, m in
            s.drag(360, 340, 360 - m); s.wait(1); s.up(360 - m); s.advance(0.25)
        }
        lib.boundary("thr-3-full-swipe-overshoot-term", area: "THR", description: "with 5 actions the extent + 20 term (390) governs the full swipe",
                     requirements: ["THR-3", "ELA-2", "ACC-5"], at: 390, rows: [Rows.reveal(ids: ["a0", "a1", "a2", "a3", "a4"])]) { s, m in
            s.drag(400, 380, 400 - m); s.wait(1); s.up(400 - m)
        }
        lib.boundary("thr-7-fling-open", area: "THR", description: "a release at flingVelocity toward open opens below the open threshold",
                     requirements: ["THR-7", "VEL-3", "VEL-4", "REV-2"], at: 6.25, rows: [Rows.reveal()]) { s, dx in
            s.down(300); s.move(270, dt: 0.5); s.up(270 - dx, dt: 0.0625); s.advance(0.25)
        }
        lib.boundary("thr-7-fling-close", area: "THR", description: "a release at flingVelocity toward closed closes past the open threshold",
                     requirements: ["THR-7", "VEL-4", "REV-2", "REC-8"], at: 6.25, rows: [Rows.reveal()]) { s, dx in
            dragOpen(&s); s.wait(1)
            s.down(200); s.move(180, dt: 0.5); s.up(180 + dx, dt: 0.0625); s.advance(0.25)
        }
        lib.boundary("thr-8-resistance-reveal", area: "THR", description: "without full swipe, resistance starts at the extent",
                     requirements: ["THR-8", "ELA-1", "ELA-2", "NUM-1"], at: 148, rows: [Rows.reveal(fullSwipe: false)]) { s, a in
            s.drag(300, 280, 300 - a); s.wait(1); s.up(300 - a)
        }
        lib.boundary("thr-8-resistance-select", area: "THR", description: "in the select style, resistance starts at the row width",
                     requirements: ["THR-8", "ELA-1", "ELA-2", "SEL-6"], at: 320, rows: [Rows.select()]) { s, a in
            s.drag(330, 320, 330 - a); s.wait(1); s.up(330 - a); s.advance(0.25)
        }
        lib.boundary("thr-6-settle-end-reveal", area: "THR", description: "an event at settleEnds completes the settle",
                     requirements: ["THR-6", "TIM-2", "TIM-3", "REV-4"], at: 1.296875, step: 1.0 / 1024, rows: [Rows.reveal()]) { s, t in
            s.drag(300, 280, 200); s.wait(1); s.up(200); s.advance(to: t)
        }
        lib.boundary("thr-6-settle-end-select", area: "THR", description: "an event at settleEnds performs the saved action",
                     requirements: ["THR-6", "TIM-3", "SEL-4"], at: 1.296875, step: 1.0 / 1024, rows: [Rows.select()]) { s, t in
            s.drag(330, 320, 100); s.wait(1); s.up(100); s.advance(to: t)
        }
        lib.boundary("thr-4-activation", area: "THR", description: "an offset of activationDistance selects the first action",
                     requirements: ["THR-4", "SEL-1", "SEL-2", "SEL-3"], at: 50, rows: [Rows.select()]) { s, m in
            s.drag(330, 320, 330 - m); s.wait(1); s.up(330 - m); s.advance(0.25)
        }
        lib.boundary("thr-5-zone-2", area: "THR", description: "exactly on the zone boundary the farther action is selected (2 actions)",
                     requirements: ["THR-5", "SEL-1", "SEL-4", "ORD-6"], at: 185, rows: [Rows.select()]) { s, m in
            s.drag(330, 320, 330 - m); s.wait(1); s.up(330 - m); s.advance(0.25)
        }
        lib.boundary("thr-5-zone-3-first", area: "THR", description: "zone boundary 1 of 3 (150 in a 350 pt row)",
                     requirements: ["THR-5", "SEL-1", "ORD-6"], at: 150, rows: [Rows.select(width: 350, count: 3)]) { s, m in
            s.drag(360, 350, 360 - m); s.wait(1); s.up(360 - m); s.advance(0.25)
        }
        lib.boundary("thr-5-zone-3-second", area: "THR", description: "zone boundary 2 of 3 (250 in a 350 pt row)",
                     requirements: ["THR-5", "SEL-1", "ORD-6"], at: 250, rows: [Rows.select(width: 350, count: 3)]) { s, m in
            s.drag(360, 350, 360 - m); s.wait(1); s.up(360 - m); s.advance(0.25)
        }
        lib.boundary("rev-5-hit-inner", area: "REV", description: "a tap on the boundary between two buttons hits the farther one",
                     requirements: ["REV-5", "ORD-2", "REC-6"], at: 74, rows: [Rows.reveal()]) { s, d in
            dragOpen(&s); s.wait(1); s.tap(375 - d); s.advance(0.25)
        }
        lib.boundary("rev-5-hit-outer", area: "REV", description: "a tap at the extent is on the content: it closes without performing",
                     requirements: ["REV-5", "REV-6", "ORD-2"], at: 148, rows: [Rows.reveal()]) { s, d in
            dragOpen(&s); s.wait(1); s.tap(375 - d); s.advance(0.25)
        }
        lib.boundary("ord-5-minimum-width", area: "ORD", description: "a declared width below minimumActionWidth is raised to it",
                     requirements: ["ORD-5", "ORD-2", "ACC-5"], at: 30,
                     rowsFor: { w in [Rows.reveal(ids: ["narrow", "wide"], widths: [w, nil])] }) { s, _ in
            s.drag(300, 280, 200); s.wait(1); s.up(200); s.advance(0.25)
        }
        lib.boundary("geo-6-activation-below-width", area: "GEO", description: "activationDistance may be anything below the width",
                     requirements: ["GEO-6", "THR-4"], .directions, at: 320 - 2 * e,
                     rowsFor: { a in [Rows.select(parameters: SwipeParameters(activationDistance: a))] }) { s, _ in
            s.drag(330, 320, 10); s.wait(1); s.up(10); s.advance(0.25)
        }
    }
}
