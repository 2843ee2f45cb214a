import SwipeConformance
import SwipeReference

extension CuratedCases {
    /// The curated vectors of the MUT requirements (the list changes under the finger: insert, delete, move and reload rows), written to
    /// Vectors/MUT.json in this order.
    static func mut(_ lib: inout CuratedLibrary) {
        lib.add("mut-1-insert-above-open", area: "MUT", description: "an insert above the open row keeps it open; its buttons fire at its new index",
                requirements: [.mut1, .mut2, .rev5], rows: abc) { s in
            dragOpen(&s, row: 1); s.insert(Rows.reveal(), at: 0, dt: 0.5); s.wait(0.5); s.tap(340, row: 2)
        }
        lib.add("mut-1-move-keeps-settle", area: "MUT", description: "a settling row moved elsewhere completes its settle at its new index",
                requirements: [.mut1, .mut4, .tim3], rows: abc) { s in
            s.open(0, .trailing); s.moveRow(0, to: 2, dt: 0.125); s.advance(0.125)
        }
        lib.add("mut-1-duplicate-keys-stay-out", area: "MUT", description: "keys stay unique: an insert and a reload with another row's key are rejected",
                requirements: [.mut1, .mut12, .obs5], .single, rows: abc) { s in
            s.insert(keyed(Rows.reveal(), "b"), at: 0); s.reload(0, keyed(Rows.reveal(), "c")); s.reload(0, keyed(Rows.both(), "a"))
            s.insert(keyed(Rows.reveal(), "d"), at: 3)
        }
        lib.boundary("mut-2-insert-at-count", area: "MUT", description: "an insert index up to the row count is accepted, above it rejected",
                     requirements: [.mut2, .mut12], at: 3, step: 1, rows: abc) { s, v in
            s.open(1, .trailing); s.insert(Rows.both(), at: Int(v), dt: 0.125); s.advance(0.125); s.drag(300, 250, row: 1)
        }
        lib.add("mut-3-delete-open-row", area: "MUT", description: "the row that takes a deleted open row's index is closed; a tap where the buttons were reaches its content",
                requirements: [.mut3, .lst5, .mut13], rows: abc) { s in
            dragOpen(&s); s.delete(0, dt: 0.5); s.wait(0.5); s.tap(340)
        }
        lib.add("mut-3-delete-above-open", area: "MUT", description: "rows after a deleted row keep their own state one index up",
                requirements: [.mut3, .mut1], rows: abc) { s in
            dragOpen(&s, row: 2); s.delete(0, dt: 0.5); s.wait(0.5); s.tap(340, row: 1)
        }
        lib.add("mut-3-delete-above-dragged-row", area: "MUT",
                description: "a row deleted above the dragged row mid-drag: the finger keeps dragging its row, now one index up, to the release",
                requirements: [.mut3, .mut1, .mut13], rows: abc) { s in
            s.drag(300, 280, 250, row: 2); s.delete(0); s.move(200); s.move(150); s.up(150); s.advance(1)
        }
        lib.add("mut-3-delete-settling-select", area: "MUT", description: "a deleted select row's saved selection is never performed",
                requirements: [.mut3, .des3, .sel2], rows: [Rows.select(), Rows.select()]) { s in
            s.drag(330, 320, 100); s.up(100); s.delete(0, dt: 0.0625); s.advance(1)
        }
        lib.boundary("mut-4-move-to-last", area: "MUT", description: "a move target up to the last index is accepted, past it rejected",
                     requirements: [.mut4, .mut12], at: 2, step: 1, rows: abc) { s, v in
            dragOpen(&s); s.moveRow(0, to: Int(v), dt: 0.5); s.moveRow(1, to: 1); s.wait(0.5); s.tap(340, row: Int(min(v, 2)))
        }
        lib.boundary("mut-14-delete-at-settle-end", area: "MUT", description: "a delete at a select settle's end time comes after its completion",
                     requirements: [.mut14, .mut3, .tim3, .thr6], at: 0.296875, step: 1.0 / 1024,
                     rows: [Rows.select(), Rows.select()]) { s, v in
            s.drag(330, 320, 100); s.up(100); s.at(v); s.delete(0); s.advance(1)
        }
        lib.add("mut-11-empty-list", area: "MUT", description: "deleting every row empties the list; events naming rows are rejected; an insert at 0 is accepted",
                requirements: [.mut11, .mut12, .lst7], rows: [Rows.reveal(), Rows.both()]) { s in
            s.open(1, .trailing); s.delete(1, dt: 0.0625); s.delete(0); s.delete(0); s.down(10); s.advance(1)
            s.moveRow(0, to: 0); s.reload(0, Rows.reveal()); s.insert(Rows.reveal(), at: 1); s.insert(Rows.reveal(), at: 0)
            s.drag(300, 250); s.up(250, dt: 1)
        }
        lib.add("mut-12-rejection-order", area: "MUT", description: "unknownRow, then timeWentBackwards, then invalidConfiguration, then duplicateKey",
                requirements: [.mut12, .obs5, .geo6, .acc4], .single, rows: abc) { s in
            s.advance(to: 1)
            let bad = keyed(Rows.reveal(width: 0), "a")
            s.raw(.insertRow(index: 4, configuration: bad, time: 0)); s.raw(.insertRow(index: 0, configuration: bad, time: 0))
            s.insert(bad, at: 0); s.insert(Rows.reveal(ids: ["x", "x"]), at: 0); s.insert(keyed(Rows.reveal(), "a"), at: 0)
            s.raw(.deleteRow(row: 3, time: 1)); s.raw(.moveRow(row: 0, to: 3, time: 1)); s.raw(.reloadRow(row: -1, configuration: bad, time: 1))
            s.raw(.deleteRow(row: 0, time: .nan))
        }
        lib.add("mut-13-changes-during-drag", area: "MUT", description: "changes during a drag are accepted, perform nothing and open nothing",
                requirements: [.mut13, .lst1, .prg5], rows: abc) { s in
            s.open(2, .trailing); s.advance(0.25); s.drag(300, 280, row: 0)
            s.insert(Rows.reveal(), at: 1); s.moveRow(3, to: 1); s.reload(2, Rows.both()); s.delete(1)
            s.close(0); s.move(200); s.up(200, dt: 1); s.advance(0.25)
        }
        lib.add("mut-15-activate-inserted-row", area: "MUT", description: "activate uses the current configuration of an inserted or reloaded row",
                requirements: [.mut15, .ax2, .ax3], rows: [Rows.reveal()]) { s in
            s.insert(Rows.both(), at: 0); s.activate(0, 3); s.activate(1, 2); s.reload(1, Rows.both()); s.activate(1, 2, dt: 0.5)
        }
        lib.add("mut-5-reload-then-drag", area: "MUT", description: "a reload's new actions govern the next gesture",
                requirements: [.mut5, .mut6, .ord4], rows: abc) { s in
            s.reload(1, wider); s.drag(300, 250, 100, row: 1); s.up(100, dt: 1); s.advance(0.25)
        }
        lib.boundary("mut-5-reload-full-swipe", area: "MUT", description: "after a reload to width 200 the full swipe arms at 168",
                     requirements: [.mut5, .thr3], at: 168, rows: [Rows.reveal()]) { s, v in
            s.reload(0, Rows.reveal(width: 200)); s.drag(190, 180, 190 - v); s.up(190 - v)
        }
        lib.add("mut-6-reload-closing", area: "MUT", description: "a reload keeps a closing settle's end time",
                requirements: [.mut6, .lst6], rows: [Rows.reveal()]) { s in
            s.openAndRest(0, .trailing); s.close(0, dt: 0.5); s.reload(0, Rows.reveal(width: 300), dt: 0.125); s.advance(0.125)
        }
        lib.add("mut-7-reload-open-wider", area: "MUT", description: "an open row stays open at the new extent",
                requirements: [.mut7, .tim5], rows: abc) { s in
            dragOpen(&s, row: 1); s.reload(1, wider, dt: 0.5); s.wait(0.5); s.tap(200, row: 1)
        }
        lib.add("mut-7-reload-opening", area: "MUT", description: "an opening settle keeps its end time at the new extent",
                requirements: [.mut7, .tim2], rows: [Rows.reveal()]) { s in
            s.open(0, .trailing); s.reload(0, Rows.reveal(ids: ["delete"]), dt: 0.125); s.advance(0.125)
        }
        lib.add("mut-7-reload-direction", area: "MUT", description: "an open row keeps its logical edge when the layout direction changes",
                requirements: [.mut7, .geo2], rows: [Rows.reveal()]) { s in
            s.openAndRest(0, .trailing)
            var rtl = Rows.reveal()
            rtl.layoutDirection = .rightToLeft
            s.reload(0, rtl, dt: 0.5)
        }
        lib.add("mut-7-reload-edge-emptied", area: "MUT", description: "an open row closes when its edge loses its actions, with the new settle duration",
                requirements: [.mut7, .lst6], rows: [Rows.reveal()]) { s in
            s.openAndRest(0, .trailing)
            s.reload(0, Rows.reveal(.leading, parameters: SwipeParameters(settleDuration: 0.5)), dt: 0.5); s.advance(0.5)
        }
        lib.add("mut-7-reload-to-select", area: "MUT", description: "an open row closes when its style becomes select",
                requirements: [.mut7, .sel5], rows: [Rows.reveal()]) { s in
            s.openAndRest(0, .trailing); s.reload(0, Rows.select(), dt: 0.5); s.advance(0.25)
        }
        lib.add("mut-8-reload-keeps-selection", area: "MUT", description: "a saved selection survives a reload that keeps its action on its edge",
                requirements: [.mut8, .sel4], rows: [Rows.select(count: 3)]) { s in
            s.drag(330, 320, 180); s.up(180)
            s.reload(0, RowConfiguration(width: 400, style: .select, declarations: [
                SwipeDeclaration(edge: .trailing, actions: [SwipeAction(id: "snooze"), SwipeAction(id: "archive")])]), dt: 0.0625)
            s.advance(0.25)
        }
        lib.add("mut-8-reload-drops-selection", area: "MUT", description: "a saved selection whose action is gone is dropped and never performed",
                requirements: [.mut8, .des3, .des4], rows: [Rows.select()]) { s in
            s.drag(330, 320, 100); s.up(100); s.reload(0, Rows.select(count: 1), dt: 0.0625); s.advance(1)
        }
        lib.add("mut-8-reload-select-to-reveal", area: "MUT", description: "a saved selection is dropped when the style becomes reveal",
                requirements: [.mut8, .des3], rows: [Rows.select()]) { s in
            s.drag(330, 320, 100); s.up(100); s.reload(0, Rows.reveal(ids: ["archive", "snooze"]), dt: 0.0625); s.advance(1)
        }
        lib.add("mut-9-reload-during-drag", area: "MUT", description: "a reload of the dragged row keeps the drag under the new configuration",
                requirements: [.mut9, .ela1, .rev3], rows: [Rows.reveal()]) { s in
            s.drag(300, 280, 200); s.reload(0, Rows.reveal(fullSwipe: false, ids: ["delete"])); s.move(250); s.up(250, dt: 1)
        }
        lib.add("mut-9-reload-drag-from-open", area: "MUT", description: "a drag from the open row keeps its start at the new extent; a cancel returns there",
                requirements: [.mut9, .can1, .mut7], rows: [Rows.reveal()]) { s in
            dragOpen(&s); s.wait(0.5); s.drag(300, 290, 250); s.reload(0, Rows.reveal(ids: ["delete"])); s.cancel()
        }
        lib.add("mut-9-reload-drag-edge-emptied", area: "MUT", description: "a drag from the open row whose edge loses its actions starts from 0",
                requirements: [.mut9, .can1, .ela3], rows: [Rows.reveal()]) { s in
            dragOpen(&s); s.wait(0.5); s.drag(300, 290, 250); s.reload(0, Rows.reveal(.leading)); s.move(240); s.cancel()
        }
        lib.add("mut-9-reload-arms-full-swipe", area: "MUT", description: "a reload to a narrower row arms the full swipe of the drag in progress",
                requirements: [.mut9, .rev7, .rev1], rows: [Rows.reveal()]) { s in
            s.drag(300, 280, 120); s.reload(0, Rows.reveal(width: 200)); s.up(120)
        }
        lib.boundary("mut-9-reload-pending-slop", area: "MUT", description: "a pending sequence uses the reloaded row's slop (20)",
                     requirements: [.mut9, .thr1, .rec2], at: 20, step: 1, rows: [Rows.reveal()]) { s, v in
            s.down(300); s.reload(0, Rows.reveal(parameters: SwipeParameters(slop: 20))); s.move(300 - v); s.move(200); s.up(200, dt: 1)
        }
        lib.add("mut-9-insert-above-drag", area: "MUT", description: "an insert above and a move of the dragged row keep the drag on that row",
                requirements: [.mut9, .mut2, .mut4], rows: abc) { s in
            s.drag(300, 280, row: 1); s.insert(Rows.reveal(), at: 0); s.move(200); s.moveRow(2, to: 0); s.move(210); s.up(210, dt: 1)
        }
        lib.add("mut-4-move-around-drag", area: "MUT", description: "moves of other rows across the dragged row keep the drag on it at its new index",
                requirements: [.mut4, .mut9], rows: abc) { s in
            s.drag(300, 280, row: 1); s.moveRow(0, to: 2); s.move(220); s.moveRow(2, to: 0); s.move(200); s.up(200, dt: 1)
        }
        lib.add("mut-9-reload-drag-to-select", area: "MUT", description: "a drag from the open row reloaded to select starts from 0; a cancel returns there",
                requirements: [.mut9, .can1, .mut7], rows: [Rows.reveal()]) { s in
            dragOpen(&s); s.wait(0.5); s.drag(300, 290, 250); s.reload(0, Rows.select(width: 375)); s.move(240); s.cancel()
        }
        lib.add("mut-9-insert-above-pending", area: "MUT", description: "an insert above a pending sequence's row keeps the sequence on it: its tap names the new index",
                requirements: [.mut9, .mut1, .lst5], rows: abc) { s in
            s.down(300, row: 1); s.insert(Rows.reveal(), at: 0); s.moveRow(3, to: 0); s.up(300)
        }
        lib.add("mut-10-delete-dragged-row", area: "MUT", description: "deleting the dragged row detaches the sequence: moves do nothing, up taps nothing",
                requirements: [.mut10, .rec7, .can4], rows: abc) { s in
            s.drag(300, 280, 200); s.delete(0); s.down(10); s.move(100); s.up(100); s.move(90)
        }
        lib.add("mut-10-delete-pending-row", area: "MUT", description: "deleting a pending row's row: its up is no tap; a cancel ends a detached sequence",
                requirements: [.mut10, .rec6, .can2], rows: abc) { s in
            s.down(300, row: 1); s.delete(1); s.up(300); s.down(300); s.delete(0); s.cancel(); s.cancel()
        }
        // A detached drag is no longer a drag in progress (SPEC.md section 4, question
        // 10): open, close and activate are accepted (PRG-5 and AX-4 reject them only
        // during a drag), as they are after a pending sequence's row went away.
        lib.add("mut-10-detached-drag-open", area: "MUT", description: "after the dragged row is deleted, open is accepted: the drag is detached, not in progress",
                requirements: [.mut10, .prg5, .prg1], rows: abc) { s in
            s.drag(300, 280, 200); s.delete(0); s.open(0, .trailing, dt: 0.125); s.advance(1); s.up(200)
        }
        lib.add("mut-10-detached-drag-close", area: "MUT", description: "after the dragged row is deleted, close of the open row is accepted",
                requirements: [.mut10, .prg5, .prg2], rows: abc) { s in
            dragOpen(&s, row: 2); s.wait(0.5); s.drag(300, 280, 200); s.delete(0); s.close(1, dt: 0.125); s.advance(1); s.cancel()
        }
        lib.add("mut-10-detached-drag-activate", area: "MUT", description: "after the dragged row is deleted, activate is accepted and performs the action",
                requirements: [.mut10, .ax4, .ax2], rows: abc) { s in
            s.drag(300, 280, 200); s.delete(0); s.activate(0, 0, dt: 0.125); s.up(200)
        }
        // A detached pending sequence is never recognised afterwards (question 11): its
        // moves have no effect, so a move past the slop neither scrolls (closing the
        // open row, LST-3) nor drags; the same moves on a sequence that kept its row
        // scroll and close the open row.
        lib.add("mut-10-detached-pending-no-scroll", area: "MUT", description: "a pending sequence whose row is deleted does not become a scroll: the open row stays open",
                requirements: [.mut10, .lst3, .rec3], rows: abc) { s in
            dragOpen(&s, row: 2); s.wait(0.5); s.down(300, 20, row: 0); s.delete(0); s.move(300, 60); s.move(300, 120); s.up(300, 120); s.advance(1)
        }
        lib.add("mut-10-detached-pending-no-drag", area: "MUT", description: "a pending sequence whose row is deleted does not become a drag: nothing moves, the open row stays open",
                requirements: [.mut10, .lst3, .rec3], rows: abc) { s in
            dragOpen(&s, row: 2); s.wait(0.5); s.down(300, 20, row: 0); s.delete(0); s.move(280); s.move(200); s.up(200); s.advance(1)
        }
        lib.add("mut-10-kept-pending-scrolls", area: "MUT", description: "the same moves on a pending sequence that keeps its row scroll and close the open row",
                requirements: [.mut10, .lst3, .rec3], rows: abc) { s in
            dragOpen(&s, row: 2); s.wait(0.5); s.down(300, 20, row: 0); s.delete(1); s.move(300, 60); s.move(300, 120); s.up(300, 120); s.advance(1)
        }
        lib.add("mut-10-delete-scrolling-row", area: "MUT", description: "deleting a scrolling sequence's row keeps what the scroll closed closed",
                requirements: [.mut10, .can3, .lst3], rows: abc) { s in
            dragOpen(&s, row: 2); s.wait(0.5); s.down(300, 20, row: 0); s.move(300, 60); s.delete(0); s.move(200, 60); s.up(200, 60); s.advance(1)
        }
        // GEO-6's bounds, decided through `insertRow` (MUT-12): an inserted row whose
        // value is just below, on or just above a bound is accepted, or rejected with
        // `invalidConfiguration`, exactly as GEO-6 says. The rows a list starts with are
        // valid by PROTOCOL.md, so a change is the only way a vector can reach the check.
        for parameter in SwipeParameters.Parameter.allCases {
            let bounds: [(String, Double)] = switch parameter {
            case .slop, .minimumActionWidth, .fullSwipeMinimumOvershoot, .settleDuration,
                 .actionWidth, .flingVelocity, .elasticity: [("least", 0)]
            case .openFraction, .fullSwipeFraction: [("least", 0), ("most", 1)]
            case .activationDistance: [("least", 0), ("most", 375)]
            }
            for (name, bound) in bounds {
                lib.boundary("mut-12-insert-\(kebab(parameter.name))-\(name)", area: "MUT",
                             description: "an inserted row's \(parameter.name) at GEO-6's \(name == "least" ? "lower" : "upper") bound \(bound)",
                             requirements: [.mut12, .geo6], .single, at: bound, rows: abc) { s, v in
                    var p = SwipeParameters.defaults
                    p[parameter] = v
                    s.insert(keyed(Rows.reveal(parameters: p), "d"), at: 1); s.drag(300, 200, row: 1); s.up(200, dt: 1)
                }
            }
        }
        lib.boundary("mut-12-insert-width-least", area: "MUT", description: "an inserted row's width at GEO-6's lower bound 0",
                     requirements: [.mut12, .geo6, .geo1], .single, at: 0, rows: abc) { s, v in
            s.insert(keyed(Rows.reveal(width: v, parameters: SwipeParameters(activationDistance: 0)), "d"), at: 0)
        }
        lib.boundary("mut-12-insert-declared-action-width-least", area: "MUT", description: "an inserted row's declared action width at GEO-6's lower bound 0",
                     requirements: [.mut12, .geo6, .geo4], .single, at: 0, rows: abc) { s, v in
            s.insert(keyed(Rows.reveal(widths: [nil, v]), "d"), at: 0); s.drag(300, 200); s.up(200, dt: 1)
        }
        lib.add("mut-14-change-completes-zero-settle", area: "MUT",
                description: "settleDuration 0: a move of the list at the time an open started completes that settle first, so the row is open",
                requirements: [.mut14, .tim2, .tim3, .mut4], .directions,
                rows: [Rows.reveal(parameters: SwipeParameters(settleDuration: 0)), Rows.reveal()]) { s in
            s.open(0, .trailing); s.moveRow(0, to: 1); s.advance(0.5)
        }
        lib.add("mut-2-insert-at-open-row", area: "MUT",
                description: "an insert at the open row's index puts the new row above it: the open row moves down and its buttons fire there",
                requirements: [.mut2, .mut1, .rev5], rows: abc) { s in
            dragOpen(&s, row: 1); s.insert(Rows.reveal(), at: 1, dt: 0.5); s.wait(0.5); s.tap(340, row: 2); s.advance(0.25)
        }
        lib.add("mut-5-reload-new-parameters", area: "MUT",
                description: "a reload's new parameters govern the next release: openFraction 0.25 opens at 50 pt, with a settle of 1 s",
                requirements: [.mut5, .thr2, .tim2], rows: [Rows.reveal()]) { s in
            s.reload(0, Rows.reveal(parameters: SwipeParameters(openFraction: 0.25, settleDuration: 1)))
            s.drag(300, 280, 250); s.wait(1); s.up(250); s.advance(0.5); s.advance(0.5)
        }
    }
}
