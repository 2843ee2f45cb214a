import SwipeConformance
import SwipeReference

extension CuratedCases {
    /// The worked examples of SPEC.md section 6, written to Vectors/examples.json.
    static func examples(_ lib: inout CuratedLibrary) {
        let obs: [RequirementID] = [.obs1, .obs2, .obs7, .obs8]
        let r1 = Rows.reveal()
        lib.add("example-1-open-then-tap", area: "examples", description: "SPEC.md example 1: open, then tap a button",
                requirements: [.rec2, .rec3, .rev3, .tim2, .rev5, .thr6] + obs, .single, rows: [r1]) { s in
            s.down(300)
            s.move(295); s.move(280, 22); s.move(200)
            s.at(0.25); s.raw(.up(x: 200, y: 20, time: 0.25))
            s.advance(to: 0.5)
            s.at(1); s.raw(.down(row: 0, x: 250, y: 20, time: 1))
            s.raw(.up(x: 250, y: 20, time: 1.0625))
            s.advance(to: 1.3125)
        }
        lib.add("example-2-full-swipe", area: "examples", description: "SPEC.md example 2: full swipe",
                requirements: [.thr3, .rev1, .rev7] + obs, .single, rows: [r1]) { s in
            s.drag(360, 340, 70); s.up(70)
        }
        lib.add("example-3-select-two-zones", area: "examples", description: "SPEC.md example 3: select, two zones",
                requirements: [.sel1, .thr4, .thr5, .sel2, .sel4] + obs, .single, rows: [Rows.select(.leading)]) { s in
            s.drag(10, 60, 195); s.up(195); s.advance(to: 0.296875)
        }
        lib.add("example-4-new-drag-drops-selection", area: "examples", description: "SPEC.md example 4: a new drag drops the saved selection",
                requirements: [.des2, .des3, .rec8, .ela3, .vel6] + obs, .single, rows: [Rows.select(.leading)]) { s in
            s.drag(10, 60, 195); s.up(195)
            s.at(0.125); s.drag(100, 85); s.up(85); s.advance(to: 1)
        }
        lib.add("example-5-rtl-mirrors", area: "examples", description: "SPEC.md example 5: RTL mirrors",
                requirements: [.geo2, .ord3, .ord4] + obs, .single,
                rows: [RowConfiguration(layoutDirection: .rightToLeft, declarations: r1.declarations)]) { s in
            s.drag(20, 120)
        }
        lib.add("example-6-second-row-closes-first", area: "examples", description: "SPEC.md example 6: the second row's drag closes the first in the same gesture",
                requirements: [.lst2, .prg1, .lst6] + obs, .single, rows: [r1, r1]) { s in
            s.open(0, .trailing); s.advance(to: 0.25)
            s.at(1); s.drag(300, 280, row: 1)
        }
        lib.add("example-7-cancel-past-full-swipe", area: "examples", description: "SPEC.md example 7: cancel past the full swipe performs nothing",
                requirements: [.can1, .can5, .rev7] + obs, .single, rows: [r1]) { s in
            s.drag(360, 70); s.cancel()
        }
        lib.add("example-8-full-swipe-then-delete", area: "examples",
                description: "SPEC.md example 8: full swipe, the app deletes the row, the next row swipes in one gesture",
                requirements: [.rev1, .mut3, .mut13, .mut1, .obs1, .obs2], .single, rows: abc) { s in
            s.drag(360, 340, 70); s.up(70)
            s.delete(0, dt: 1.0 / 64)
            s.at(0.5); s.drag(300, 280, 200); s.at(0.75); s.raw(.up(x: 200, y: 20, time: 0.75))
            s.at(1.25); s.down(340); s.up(340, dt: 0.0625)
        }
    }
}
