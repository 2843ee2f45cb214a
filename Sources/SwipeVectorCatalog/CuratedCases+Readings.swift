import SwipeConformance
import SwipeReference

extension CuratedCases {
    // MARK: - Readings: vectors on which two readings of a sentence differ

    /// Vectors that decide between two readings of the spec (`Misreadings`): each
    /// is written so that the reading SPEC.md states and its misreading give
    /// different observations.
    static func readings(_ lib: inout CuratedLibrary) {
        tapMoment(&lib)
        slopZero(&lib)
        nothingChanged(&lib)
        lib.add("vel-6-fling-back-to-zero", area: "VEL",
                description: "a fast drag back to exactly offset 0 on a row with actions on both edges: closed at once, the fling is ignored",
                requirements: ["VEL-6", "VEL-4", "GEO-4"], .directions, rows: [Rows.both()]) { s in
            s.drag(200, 150); s.up(200); s.advance(0.25)
            s.wait(1); s.drag(200, 250); s.up(200); s.advance(0.25)
        }
    }

    /// REC-6: a tap's effect is decided at the release, from the list as it is then.
    static func tapMoment(_ lib: inout CuratedLibrary) {
        lib.add("rec-6-read-at-release-settled-open", area: "REC",
                description: "down on a button while the row settles open, up after the settle ended: the row is open at the release, so the button is performed",
                requirements: ["REC-6", "REV-5", "TIM-3", "THR-6"], rows: [Rows.reveal()]) { s in
            s.open(0, .trailing); s.at(0.125); s.down(340); s.up(340, dt: 0.25); s.advance(0.25)
        }
        lib.add("rec-6-read-at-release-still-settling", area: "REC",
                description: "down and up on a button while the row settles open: at the release it still settles, so it closes and performs nothing",
                requirements: ["REC-6", "REV-6", "TIM-5"], rows: [Rows.reveal()]) { s in
            s.open(0, .trailing); s.at(0.0625); s.down(340); s.up(340, dt: 0.0625); s.advance(0.5)
        }
        lib.add("rec-6-read-at-release-closed-while-down", area: "REC",
                description: "the open row is closed programmatically while the finger is down on its button: the tap reaches the content",
                requirements: ["REC-6", "LST-5", "PRG-2", "PRG-5"], rows: [Rows.reveal()]) { s in
            s.openAndRest(0, .trailing); s.wait(1); s.down(340); s.close(0, dt: 0.0625); s.up(340, dt: 0.0625); s.advance(0.25)
        }
        lib.add("rec-6-read-at-release-opened-while-down", area: "REC",
                description: "the row is opened programmatically while the finger is down: at the release it settles open, so the tap closes it",
                requirements: ["REC-6", "REV-6", "PRG-1", "PRG-5"], rows: [Rows.reveal()]) { s in
            s.down(340); s.open(0, .trailing, dt: 0.0625); s.up(340, dt: 0.0625); s.advance(0.25)
        }
        lib.add("rec-6-read-at-release-opened-and-settled", area: "REC",
                description: "the row is opened while the finger is down and is open at the release: the button under the origin is performed",
                requirements: ["REC-6", "REV-5", "PRG-1", "TIM-3"], rows: [Rows.reveal()]) { s in
            s.down(340); s.open(0, .trailing, dt: 0.0625); s.up(340, dt: 0.5); s.advance(0.25)
        }
        lib.add("lst-4-read-at-release-other-opened", area: "LST",
                description: "another row is opened while the finger is down: at the release it is open, so the tap closes it and is consumed",
                requirements: ["LST-4", "REC-6", "PRG-5"], .directions, rows: [Rows.reveal(), Rows.reveal()]) { s in
            s.down(100); s.open(1, .trailing, dt: 0.0625); s.up(100, dt: 0.0625); s.advance(0.25)
        }
        lib.add("lst-4-read-at-release-other-closed", area: "LST",
                description: "the other open row is closed while the finger is down: no row is open at the release, so the tap reaches the content",
                requirements: ["LST-4", "LST-5", "REC-6", "LST-6"], .directions, rows: [Rows.reveal(), Rows.reveal()]) { s in
            s.openAndRest(1, .trailing); s.wait(1); s.down(100); s.close(1, dt: 0.0625); s.up(100, dt: 0.0625)
        }
        lib.add("rev-6-read-at-release-select-completed", area: "REV",
                description: "down on a select row settling with a saved selection, up after the settle ended: the action is performed at the release's start and the tap reaches the content",
                requirements: ["REV-6", "REC-6", "SEL-4", "TIM-3", "LST-5"], .directions, rows: [Rows.select()]) { s in
            s.drag(330, 320, 100); s.up(100); s.wait(0.0625); s.down(200); s.up(200, dt: 0.25)
        }
        lib.add("rev-6-read-at-release-select-settling", area: "REV",
                description: "down and up on a select row settling with a saved selection: it closes and the selection is dropped",
                requirements: ["REV-6", "REC-6", "DES-4", "DES-3"], .directions, rows: [Rows.select()]) { s in
            s.drag(330, 320, 100); s.up(100); s.wait(0.0625); s.down(200); s.up(200, dt: 0.0625); s.advance(1)
        }
        lib.add("rec-6-origin-not-release-point", area: "REC",
                description: "a tap whose up lies 3.5 pt from its down, across a button boundary: the button under the origin is performed",
                requirements: ["REC-6", "REV-5", "REC-2"], rows: [Rows.reveal()]) { s in
            s.openAndRest(0, .trailing); s.wait(1)
            s.down(301.5); s.up(298, dt: 0.0625); s.advance(0.25)
            s.wait(1); s.openAndRest(0, .trailing); s.wait(1)
            s.down(298); s.up(301.5, dt: 0.0625); s.advance(0.25)
        }
    }

    /// OBS-5: for every reason, a rejected event after a settle's end time that
    /// completes nothing, performs nothing and does not move the clock (an accepted
    /// event earlier than it follows).
    static func nothingChanged(_ lib: inout CuratedLibrary) {
        let rows = CuratedCases.matrixRows
        let cases: [(Rejection, (inout Script) -> Void)] = [
            (.nonFiniteValue, { $0.raw(.down(row: 0, x: .nan, y: 20, time: 0.5)) }),
            (.unknownRow, { $0.raw(.close(row: 5, time: 0.5)) }),
            (.timeWentBackwards, { $0.raw(.close(row: 0, time: 0.0625)) }),
            (.touchAlreadyActive, { $0.raw(.down(row: 2, x: 200, y: 20, time: 0.125)); $0.raw(.down(row: 0, x: 200, y: 20, time: 0.5)) }),
            (.noActiveTouch, { $0.raw(.move(x: 10, y: 20, time: 0.5)) }),
            (.dragInProgress, { $0.raw(.down(row: 2, x: 200, y: 20, time: 0.125)); $0.raw(.move(x: 150, y: 20, time: 0.125))
                $0.raw(.close(row: 0, time: 0.5)) }),
            (.unsupportedInSelectStyle, { $0.raw(.open(row: 1, edge: .trailing, time: 0.5)) }),
            (.edgeHasNoActions, { $0.raw(.open(row: 2, edge: .leading, time: 0.5)) }),
            (.unknownAction, { $0.raw(.activate(row: 0, index: 9, time: 0.5)) }),
            (.invalidConfiguration, { $0.raw(.insertRow(index: 0, configuration: Rows.reveal(width: 0), time: 0.5)) }),
            (.duplicateKey, { $0.raw(.insertRow(index: 3, configuration: keyed(Rows.reveal(), "k"), time: 0.125))
                $0.raw(.insertRow(index: 0, configuration: keyed(Rows.reveal(), "k"), time: 0.5)) }),
        ]
        for (reason, rejected) in cases {
            lib.add("obs-5-nothing-changed-\(reason.rawValue.lowercased())", area: "OBS",
                    description: "an event rejected for \(reason) after a settle's end completes nothing and leaves the clock: an earlier event is then accepted",
                    requirements: ["OBS-5", "OBS-1", "TIM-1", "TIM-3", MatrixSearch.reasonRequirement[reason]!], .single, rows: rows) { s in
                s.raw(.open(row: 0, edge: .trailing, time: 0.0625))
                s.raw(.advance(time: 0.125))
                rejected(&s)
                s.raw(.advance(time: 0.4375))
                s.raw(.advance(time: 1))
            }
        }
    }

    /// REC-6 with `slop = 0`: a finger that does not move is a scroll, never a tap.
    static func slopZero(_ lib: inout CuratedLibrary) {
        let still = Rows.reveal(parameters: SwipeParameters(slop: 0))
        lib.add("rec-6-slop-zero-no-tap", area: "REC",
                description: "slop 0: a finger that goes down and up without moving is a scroll, so nothing is tapped",
                requirements: ["REC-6", "REC-4", "THR-1", "GEO-6"], .directions, rows: [still]) { s in
            s.tap(200); s.wait(1); s.down(200); s.move(200); s.up(200)
        }
        lib.add("rec-6-slop-zero-button-not-performed", area: "REC",
                description: "slop 0: a still finger on an open row's button scrolls: the row closes and nothing is performed",
                requirements: ["REC-6", "REC-4", "LST-3", "THR-1"], rows: [still]) { s in
            s.openAndRest(0, .trailing); s.wait(1); s.tap(340); s.advance(0.25)
        }
        lib.add("rec-6-slop-zero-other-row", area: "REC",
                description: "slop 0 on the touched row: a still finger there closes the other open row by a scroll, and nothing is tapped",
                requirements: ["REC-6", "REC-4", "LST-3"], .directions, rows: [still, Rows.reveal()]) { s in
            s.openAndRest(1, .trailing); s.wait(1); s.down(100); s.move(100); s.move(100, 21); s.up(100, 21); s.advance(0.25)
        }
        lib.add("rec-6-slop-tiny-taps", area: "REC",
                description: "slop 1/64: a finger that does not move stays pending and taps",
                requirements: ["REC-6", "REC-2", "THR-1", "LST-5"], .directions, rows: [Rows.reveal(parameters: SwipeParameters(slop: e))]) { s in
            s.down(200); s.move(200); s.up(200)
            s.wait(1); s.openAndRest(0, .trailing); s.wait(1); s.tap(340); s.advance(0.25)
        }
    }
}
