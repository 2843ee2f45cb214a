import SwipeConformance
import SwipeReference

extension CuratedCases {
    // MARK: - Vectors that decide the misreadings of Misreadings.gapsA

    static func gapsA(_ lib: inout CuratedLibrary) {
        lib.boundary("vel-5-select-fling-back", area: "VEL",
                     description: "a select row dragged past the activation distance and released toward closed at the fling velocity keeps its selection",
                     requirements: ["VEL-5", "SEL-2", "SEL-4", "THR-7"], at: 6.25, rows: [Rows.select()]) { s, dx in
            s.drag(330, 320, 230); s.up(230 + dx, dt: 0.0625); s.advance(0.25)
        }
        lib.boundary("vel-5-select-fling-below-activation", area: "VEL",
                     description: "a select row released below the activation distance at the fling velocity toward its edge selects nothing and settles to 0",
                     requirements: ["VEL-5", "SEL-3", "THR-4", "THR-7"], at: 6.25, rows: [Rows.select()]) { s, dx in
            s.down(300); s.move(270, dt: 0.5); s.up(270 - dx, dt: 0.0625); s.advance(0.25)
        }
        lib.add("rev-2-armed-fling-open", area: "REV",
                description: "a release at the fling velocity toward open that arms the full swipe performs it: the full swipe comes before the fling",
                requirements: ["REV-2", "REV-1", "VEL-4", "THR-3"], rows: [Rows.reveal()]) { s in
            s.drag(360, 340, 80); s.up(73.75, dt: 0.0625); s.advance(0.25)
        }
        lib.add("rev-2-armed-fling-close", area: "REV",
                description: "a release at the fling velocity toward closed with the full swipe armed performs it: the full swipe comes before the fling",
                requirements: ["REV-2", "REV-1", "VEL-4", "THR-3"], rows: [Rows.reveal()]) { s in
            s.drag(360, 340, 60); s.up(66.25, dt: 0.0625); s.advance(0.25)
        }
        lib.add("acc-4-insert-row-sharing-ids", area: "ACC",
                description: "ids are unique within a row only: a row inserted or reloaded with another row's ids is accepted, and performed names its row",
                requirements: ["ACC-4", "MUT-2", "MUT-5", "MUT-12", "OBS-3"], .single, rows: [Rows.reveal()]) { s in
            s.insert(Rows.reveal(), at: 1)
            s.reload(0, Rows.reveal(ids: ["flag", "delete"]), dt: 0.0625)
            s.openAndRest(1, .trailing)
            s.activate(1, 0, dt: 0.0625)
            s.activate(0, 0, dt: 0.0625)
        }
    }
}
