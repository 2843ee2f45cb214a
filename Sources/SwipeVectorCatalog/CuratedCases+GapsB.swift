import SwipeConformance
import SwipeReference

extension CuratedCases {
    // MARK: - Vectors that decide misreadings of list changes (`Misreadings.gapsB`)

    static func gapsB(_ lib: inout CuratedLibrary) {
        lib.add("obs-8-row-without-actions-first", area: "OBS",
                description: "a row with no actions has an empty accessibility list of its own, so the next row's list is stated at that row's index",
                requirements: ["OBS-8", "AX-1", "AX-2", "ACC-2"], .directions,
                rows: [RowConfiguration(declarations: [SwipeDeclaration(edge: .trailing, actions: [])]), Rows.both()]) { s in
            s.activate(1, 2); s.drag(300, 250); s.up(250, dt: 1)
        }
        lib.add("mut-14-change-completes-zero-settle", area: "MUT",
                description: "settleDuration 0: a move of the list at the time an open started completes that settle first, so the row is open",
                requirements: ["MUT-14", "TIM-2", "TIM-3", "MUT-4"], .directions,
                rows: [Rows.reveal(parameters: SwipeParameters(settleDuration: 0)), Rows.reveal()]) { s in
            s.open(0, .trailing); s.moveRow(0, to: 1); s.advance(0.5)
        }
        lib.add("mut-2-insert-at-open-row", area: "MUT",
                description: "an insert at the open row's index puts the new row above it: the open row moves down and its buttons fire there",
                requirements: ["MUT-2", "MUT-1", "REV-5"], rows: abc) { s in
            dragOpen(&s, row: 1); s.insert(Rows.reveal(), at: 1, dt: 0.5); s.wait(0.5); s.tap(340, row: 2); s.advance(0.25)
        }
        lib.add("mut-5-reload-new-parameters", area: "MUT",
                description: "a reload's new parameters govern the next release: openFraction 0.25 opens at 50 pt, with a settle of 1 s",
                requirements: ["MUT-5", "THR-2", "TIM-2"], rows: [Rows.reveal()]) { s in
            s.reload(0, Rows.reveal(parameters: SwipeParameters(openFraction: 0.25, settleDuration: 1)))
            s.drag(300, 280, 250); s.wait(1); s.up(250); s.advance(0.5); s.advance(0.5)
        }
    }
}
