import SwipeConformance
import SwipeReference

extension CuratedCases {
    // MARK: - REV, SEL, DES, CAN

    static func release(_ lib: inout CuratedLibrary) {
        lib.add("rev-1-full-swipe-then-close", area: "REV", description: "a full swipe performs the first action on release; the row closes",
                requirements: ["REV-1", "REV-7", "REV-8", "REV-4"], rows: [Rows.reveal()]) { s in
            s.drag(370, 350, 100, 30); s.wait(1); s.up(30); s.advance(0.25)
        }
        lib.add("rev-2-fling-open-small", area: "REV", description: "a fling toward open opens a row dragged only 20 pt",
                requirements: ["REV-2", "VEL-4"], rows: [Rows.reveal()]) { s in
            s.down(300); s.move(285, dt: 0.5); s.up(280); s.advance(0.25)
        }
        lib.add("rev-3-threshold-decides", area: "REV", description: "without a fling the open threshold decides: 100 opens, 50 closes",
                requirements: ["REV-3", "REV-4"], rows: [Rows.reveal()]) { s in
            s.drag(300, 280, 200); s.wait(1); s.up(200); s.advance(0.25)
            s.wait(1); s.drag(200, 220, 250); s.wait(1); s.up(250); s.advance(0.25)
        }
        lib.add("rev-5-tap-each-button", area: "REV", description: "each button of an open row performs its own action",
                requirements: ["REV-5", "ORD-2", "REV-8"], rows: [Rows.reveal()]) { s in
            dragOpen(&s); s.wait(1); s.tap(340); s.advance(0.25)
            s.wait(1); dragOpen(&s); s.wait(1); s.tap(260); s.advance(0.25)
        }
        lib.add("rev-6-tap-content", area: "REV", description: "a tap on an open row's content closes it and performs nothing",
                requirements: ["REV-6", "LST-4"], rows: [Rows.reveal()]) { s in
            dragOpen(&s); s.wait(1); s.tap(100); s.advance(0.25)
        }
        lib.add("rev-6-tap-while-settling", area: "REV", description: "a tap on a row still settling open closes it, even on a button",
                requirements: ["REV-6", "TIM-5"], rows: [Rows.reveal()]) { s in
            s.drag(300, 280, 200); s.wait(1); s.up(200); s.tap(350, hold: 0.0625); s.advance(0.5)
        }
        lib.add("rev-7-armed-then-disarmed", area: "REV", description: "moving back under the full swipe threshold disarms it",
                requirements: ["REV-7", "THR-3"], rows: [Rows.reveal()]) { s in
            s.drag(360, 300, 70, 200); s.wait(1); s.up(200); s.advance(0.25)
        }
        lib.add("sel-1-back-and-forth", area: "SEL", description: "the selection follows the offset back and forth",
                requirements: ["SEL-1", "THR-4", "THR-5"], rows: [Rows.select()]) { s in
            s.drag(320, 300, 260, 120, 220, 290); s.wait(1); s.up(290); s.advance(0.25)
        }
        lib.add("sel-2-save-and-settle", area: "SEL", description: "a release with a selection saves it and settles to the width",
                requirements: ["SEL-2", "SEL-4", "TIM-5"], rows: [Rows.select()]) { s in
            s.drag(300, 280, 200); s.up(200); s.advance(0.125); s.advance(0.125)
        }
        lib.add("sel-3-no-selection", area: "SEL", description: "a release below the activation distance settles to 0, performing nothing",
                requirements: ["SEL-3", "THR-4"], rows: [Rows.select()]) { s in
            s.drag(300, 280, 260); s.up(260); s.advance(0.25)
        }
        lib.add("sel-5-never-open", area: "SEL", description: "a select row comes to rest at 0 after every release",
                requirements: ["SEL-5", "SEL-4", "SEL-3"], .all, rows: [Rows.select()]) { s in
            for x in [300.0, 250, 150, 10, -200] {
                s.drag(310, 300, x); s.up(x); s.advance(0.25); s.wait(1)
            }
        }
        lib.add("sel-6-past-width", area: "SEL", description: "past the width, under resistance, the last action stays selected",
                requirements: ["SEL-6", "ELA-1"], rows: [Rows.select()]) { s in
            s.drag(330, 320, 10, -500); s.up(-500); s.advance(0.25)
        }
        lib.add("des-1-new-drag-starts-unselected", area: "DES", description: "a drag after a cancelled armed drag starts with no selection",
                requirements: ["DES-1", "CAN-1"], rows: [Rows.reveal()]) { s in
            s.drag(360, 50); s.cancel(); s.wait(1); s.drag(360, 340); s.wait(1); s.up(340)
        }
        lib.add("des-2-same-row-drops", area: "DES", description: "a new drag on the settling row drops its saved selection",
                requirements: ["DES-2", "DES-3", "REC-8"], rows: [Rows.select()]) { s in
            s.drag(330, 320, 100); s.up(100); s.wait(0.0625); s.drag(200, 180, 150); s.up(150); s.advance(1)
        }
        lib.add("des-2-other-row-drops", area: "DES", description: "a drag on another row drops the saved selection",
                requirements: ["DES-2", "DES-3", "LST-2"], .directions, rows: [Rows.select(), Rows.reveal()]) { s in
            s.drag(330, 320, 100); s.up(100); s.wait(0.0625); s.drag(300, 280, row: 1); s.up(280); s.advance(1)
        }
        lib.add("des-3-down-alone-keeps", area: "DES", description: "a down alone does not drop the selection: the settle completes first",
                requirements: ["DES-3", "TIM-3"], rows: [Rows.select()]) { s in
            s.drag(330, 320, 100); s.up(100); s.wait(0.0625); s.down(200); s.move(180, dt: 0.25); s.up(180)
        }
        lib.add("des-4-close-drops", area: "DES", description: "a programmatic close drops the saved selection",
                requirements: ["DES-4", "PRG-2"], .directions, rows: [Rows.select()]) { s in
            s.drag(330, 320, 100); s.up(100); s.close(0, dt: 0.0625); s.advance(1)
        }
        lib.add("des-4-tap-drops", area: "DES", description: "a tap on the settling select row closes it and drops the selection",
                requirements: ["DES-4", "LST-4", "LST-6"], .directions, rows: [Rows.select()]) { s in
            s.drag(330, 320, 100); s.up(100); s.tap(20, hold: 0.0625); s.advance(1)
        }
        lib.add("can-1-cancel-open-row-drag", area: "CAN", description: "cancel returns a dragged open row to its open offset",
                requirements: ["CAN-1", "CAN-5"], rows: [Rows.reveal()]) { s in
            dragOpen(&s); s.wait(1); s.drag(200, 180, 20); s.cancel(); s.advance(1)
        }
        lib.add("can-2-cancel-pending", area: "CAN", description: "cancel while pending ends the sequence: no tap",
                requirements: ["CAN-2", "REC-2"], .directions, rows: [Rows.reveal()]) { s in
            s.down(300); s.move(296); s.cancel(); s.raw(.up(x: 296, y: 20, time: s.t + 0.0625))
        }
        lib.add("can-2-cancel-scroll", area: "CAN", description: "cancel while scrolling ends the sequence",
                requirements: ["CAN-2", "REC-4", "CAN-3"], .directions, rows: [Rows.reveal(), Rows.reveal()]) { s in
            dragOpen(&s); s.wait(1); s.down(300, 20, row: 1); s.move(300, 60); s.cancel()
        }
        lib.add("can-3-closed-row-stays-closed", area: "CAN", description: "a row closed when the drag began stays closed after a cancel",
                requirements: ["CAN-3", "LST-2"], .directions, rows: [Rows.reveal(), Rows.reveal()]) { s in
            dragOpen(&s); s.wait(1); s.drag(300, 250, row: 1); s.cancel(); s.advance(1)
        }
        lib.add("can-4-without-down", area: "CAN", description: "move, up and cancel without a down are rejected",
                requirements: ["CAN-4", "OBS-5", "OBS-1"], .all, rows: [Rows.reveal()]) { s in
            s.raw(.move(x: 1, y: 1, time: 0)); s.raw(.up(x: 1, y: 1, time: 0)); s.raw(.cancel(time: 0))
            s.tap(10); s.raw(.cancel(time: s.t)); s.raw(.move(x: 20, y: 20, time: s.t))
        }
        lib.add("can-5-cancel-selected-select", area: "CAN", description: "cancel with an action selected performs nothing",
                requirements: ["CAN-5", "CAN-1", "SEL-1"], rows: [Rows.select()]) { s in
            s.drag(330, 320, 10); s.cancel(); s.advance(1)
        }
        lib.add("can-5-cancel-armed-reveal", area: "CAN", description: "cancel with the full swipe armed performs nothing",
                requirements: ["CAN-5", "REV-7"], rows: [Rows.reveal()]) { s in
            s.drag(370, 350, 10); s.cancel(); s.advance(1)
        }
    }
}
