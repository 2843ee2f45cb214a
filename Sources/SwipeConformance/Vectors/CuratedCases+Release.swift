import SwipeReference

extension CuratedCases {
    // MARK: - REV, SEL, DES, CAN

    static func release(_ lib: inout CuratedLibrary) {
        lib.add("rev-1-full-swipe-then-close", "REV", "a full swipe performs the first action on release; the row closes",
                ["REV-1", "REV-7", "REV-8", "REV-4"], rows: [Rows.reveal()]) { s in
            s.drag(370, 350, 100, 30); s.wait(1); s.up(30); s.advance(0.25)
        }
        lib.add("rev-2-fling-open-small", "REV", "a fling toward open opens a row dragged only 20 pt",
                ["REV-2", "VEL-4"], rows: [Rows.reveal()]) { s in
            s.down(300); s.move(285, dt: 0.5); s.up(280); s.advance(0.25)
        }
        lib.add("rev-3-threshold-decides", "REV", "without a fling the open threshold decides: 100 opens, 50 closes",
                ["REV-3", "REV-4"], rows: [Rows.reveal()]) { s in
            s.drag(300, 280, 200); s.wait(1); s.up(200); s.advance(0.25)
            s.wait(1); s.drag(200, 220, 250); s.wait(1); s.up(250); s.advance(0.25)
        }
        lib.add("rev-5-tap-each-button", "REV", "each button of an open row performs its own action",
                ["REV-5", "ORD-2", "REV-8"], rows: [Rows.reveal()]) { s in
            dragOpen(&s); s.wait(1); s.tap(340); s.advance(0.25)
            s.wait(1); dragOpen(&s); s.wait(1); s.tap(260); s.advance(0.25)
        }
        lib.add("rev-6-tap-content", "REV", "a tap on an open row's content closes it and performs nothing",
                ["REV-6", "LST-4"], rows: [Rows.reveal()]) { s in
            dragOpen(&s); s.wait(1); s.tap(100); s.advance(0.25)
        }
        lib.add("rev-6-tap-while-settling", "REV", "a tap on a row still settling open closes it, even on a button",
                ["REV-6", "TIM-5"], rows: [Rows.reveal()]) { s in
            s.drag(300, 280, 200); s.wait(1); s.up(200); s.tap(350, hold: 0.0625); s.advance(0.5)
        }
        lib.add("rev-7-armed-then-disarmed", "REV", "moving back under the full swipe threshold disarms it",
                ["REV-7", "THR-3"], rows: [Rows.reveal()]) { s in
            s.drag(360, 300, 70, 200); s.wait(1); s.up(200); s.advance(0.25)
        }
        lib.add("sel-1-back-and-forth", "SEL", "the selection follows the offset back and forth",
                ["SEL-1", "THR-4", "THR-5"], rows: [Rows.select()]) { s in
            s.drag(320, 300, 260, 120, 220, 290); s.wait(1); s.up(290); s.advance(0.25)
        }
        lib.add("sel-2-save-and-settle", "SEL", "a release with a selection saves it and settles to the width",
                ["SEL-2", "SEL-4", "TIM-5"], rows: [Rows.select()]) { s in
            s.drag(300, 280, 200); s.up(200); s.advance(0.125); s.advance(0.125)
        }
        lib.add("sel-3-no-selection", "SEL", "a release below the activation distance settles to 0, performing nothing",
                ["SEL-3", "THR-4"], rows: [Rows.select()]) { s in
            s.drag(300, 280, 260); s.up(260); s.advance(0.25)
        }
        lib.add("sel-5-never-open", "SEL", "a select row comes to rest at 0 after every release",
                ["SEL-5", "SEL-4", "SEL-3"], .all, rows: [Rows.select()]) { s in
            for x in [300.0, 250, 150, 10, -200] {
                s.drag(310, 300, x); s.up(x); s.advance(0.25); s.wait(1)
            }
        }
        lib.add("sel-6-past-width", "SEL", "past the width, under resistance, the last action stays selected",
                ["SEL-6", "ELA-1"], rows: [Rows.select()]) { s in
            s.drag(330, 320, 10, -500); s.up(-500); s.advance(0.25)
        }
        lib.add("des-1-new-drag-starts-unselected", "DES", "a drag after a cancelled armed drag starts with no selection",
                ["DES-1", "CAN-1"], rows: [Rows.reveal()]) { s in
            s.drag(360, 50); s.cancel(); s.wait(1); s.drag(360, 340); s.wait(1); s.up(340)
        }
        lib.add("des-2-same-row-drops", "DES", "a new drag on the settling row drops its saved selection",
                ["DES-2", "DES-3", "REC-8"], rows: [Rows.select()]) { s in
            s.drag(330, 320, 100); s.up(100); s.wait(0.0625); s.drag(200, 180, 150); s.up(150); s.advance(1)
        }
        lib.add("des-2-other-row-drops", "DES", "a drag on another row drops the saved selection",
                ["DES-2", "DES-3", "LST-2"], .directions, rows: [Rows.select(), Rows.reveal()]) { s in
            s.drag(330, 320, 100); s.up(100); s.wait(0.0625); s.drag(300, 280, row: 1); s.up(280); s.advance(1)
        }
        lib.add("des-3-down-alone-keeps", "DES", "a down alone does not drop the selection: the settle completes first",
                ["DES-3", "TIM-3"], rows: [Rows.select()]) { s in
            s.drag(330, 320, 100); s.up(100); s.wait(0.0625); s.down(200); s.move(180, dt: 0.25); s.up(180)
        }
        lib.add("des-4-close-drops", "DES", "a programmatic close drops the saved selection",
                ["DES-4", "PRG-2"], .directions, rows: [Rows.select()]) { s in
            s.drag(330, 320, 100); s.up(100); s.close(0, dt: 0.0625); s.advance(1)
        }
        lib.add("des-4-tap-drops", "DES", "a tap on the settling select row closes it and drops the selection",
                ["DES-4", "LST-4", "LST-6"], .directions, rows: [Rows.select()]) { s in
            s.drag(330, 320, 100); s.up(100); s.tap(20, hold: 0.0625); s.advance(1)
        }
        lib.add("can-1-cancel-open-row-drag", "CAN", "cancel returns a dragged open row to its open offset",
                ["CAN-1", "CAN-5"], rows: [Rows.reveal()]) { s in
            dragOpen(&s); s.wait(1); s.drag(200, 180, 20); s.cancel(); s.advance(1)
        }
        lib.add("can-2-cancel-pending", "CAN", "cancel while pending ends the sequence: no tap",
                ["CAN-2", "REC-2"], .directions, rows: [Rows.reveal()]) { s in
            s.down(300); s.move(296); s.cancel(); s.raw(.up(x: 296, y: 20, time: s.t + 0.0625))
        }
        lib.add("can-2-cancel-scroll", "CAN", "cancel while scrolling ends the sequence",
                ["CAN-2", "REC-4", "CAN-3"], .directions, rows: [Rows.reveal(), Rows.reveal()]) { s in
            dragOpen(&s); s.wait(1); s.down(300, 20, row: 1); s.move(300, 60); s.cancel()
        }
        lib.add("can-3-closed-row-stays-closed", "CAN", "a row closed when the drag began stays closed after a cancel",
                ["CAN-3", "LST-2"], .directions, rows: [Rows.reveal(), Rows.reveal()]) { s in
            dragOpen(&s); s.wait(1); s.drag(300, 250, row: 1); s.cancel(); s.advance(1)
        }
        lib.add("can-4-without-down", "CAN", "move, up and cancel without a down are rejected",
                ["CAN-4", "OBS-5", "OBS-1"], .all, rows: [Rows.reveal()]) { s in
            s.raw(.move(x: 1, y: 1, time: 0)); s.raw(.up(x: 1, y: 1, time: 0)); s.raw(.cancel(time: 0))
            s.tap(10); s.raw(.cancel(time: s.t)); s.raw(.move(x: 20, y: 20, time: s.t))
        }
        lib.add("can-5-cancel-selected-select", "CAN", "cancel with an action selected performs nothing",
                ["CAN-5", "CAN-1", "SEL-1"], rows: [Rows.select()]) { s in
            s.drag(330, 320, 10); s.cancel(); s.advance(1)
        }
        lib.add("can-5-cancel-armed-reveal", "CAN", "cancel with the full swipe armed performs nothing",
                ["CAN-5", "REV-7"], rows: [Rows.reveal()]) { s in
            s.drag(370, 350, 10); s.cancel(); s.advance(1)
        }
    }
}
