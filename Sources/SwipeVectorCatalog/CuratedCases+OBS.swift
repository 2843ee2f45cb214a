import SwipeConformance
import SwipeReference

extension CuratedCases {
    /// The curated vectors of the OBS requirements (observations), written to
    /// Vectors/OBS.json in this order.
    static func obs(_ lib: inout CuratedLibrary) {
        lib.add("obs-1-rejected-still-observed", area: "OBS", description: "every event, rejected or not, yields one observation",
                requirements: [.obs1, .obs5, .num4], .directions, rows: [Rows.reveal()]) { s in
            s.raw(.move(x: 0, y: 0, time: 0)); s.down(300); s.raw(.up(x: 1, y: 1, time: .nan)); s.up(200, dt: 1)
        }
        lib.add("obs-3-completion-first", area: "OBS", description: "completions come first in performed, then the event's own action",
                requirements: [.obs3, .tim3, .ax2], .directions, rows: [Rows.select(), Rows.both()]) { s in
            s.drag(330, 320, 100); s.up(100); s.activate(1, 2, dt: 1)
        }
        lib.add("obs-4-tapped-row", area: "OBS", description: "tappedRow is set by a delivered tap only",
                requirements: [.obs4, .lst5], .directions, rows: [Rows.reveal(), Rows.reveal()]) { s in
            s.tap(5); s.advance(1); s.tap(5, row: 1)
        }
        lib.add("obs-5-rejection-order", area: "OBS", description: "the first applicable rejection is reported, and nothing changes",
                requirements: [.obs5, .num4, .lst7, .tim1], .directions, rows: [Rows.reveal()]) { s in
            s.drag(300, 250)
            s.raw(.down(row: 9, x: .nan, y: 0, time: 1)); s.raw(.close(row: 9, time: -1))
            s.raw(.down(row: 0, x: 0, y: 0, time: -1)); s.raw(.open(row: 0, edge: .leading, time: 2))
            s.up(250, dt: 2)
        }
        lib.add("obs-6-pending-no-phase", area: "OBS", description: "pending and scrolling sequences change no phase",
                requirements: [.obs6, .rec2, .rec4], .directions, rows: [Rows.reveal()]) { s in
            s.drag(300, 297, 300); s.move(300, 100); s.up(300, 100)
        }
        // OBS-5: for every reason, a rejected event after a settle's end time that
        // completes nothing, performs nothing and does not move the clock (an accepted
        // event earlier than it follows).
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
                    requirements: [.obs5, .obs1, .tim1, .tim3, reason.requirement], .single, rows: rows) { s in
                s.raw(.open(row: 0, edge: .trailing, time: 0.0625))
                s.raw(.advance(time: 0.125))
                rejected(&s)
                s.raw(.advance(time: 0.4375))
                s.raw(.advance(time: 1))
            }
        }
        // The pairs of rejection reasons that can apply to one event, from the matrix search.
        matrixRejectionPairs(&lib)
        lib.add("obs-8-row-without-actions-first", area: "OBS",
                description: "a row with no actions has an empty accessibility list of its own, so the next row's list is stated at that row's index",
                requirements: [.obs8, .ax1, .ax2, .acc2], .directions,
                rows: [RowConfiguration(declarations: [SwipeDeclaration(edge: .trailing, actions: [])]), Rows.both()]) { s in
            s.activate(1, 2); s.drag(300, 250); s.up(250, dt: 1)
        }
    }
}
