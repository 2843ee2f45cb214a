import SwipeConformance
import SwipeReference

/// Boundary cases for every design choice (SPEC.md section 9), aimed at one
/// profile's thresholds: on, below and above each boundary, one position or time
/// quantum apart (SPEC NUM-5), with the profile's fixed parameters.
///
/// Each case cites the DCH requirement of the value the profile takes, or the
/// requirements of sections 3 to 6 the default value keeps, so that every choice
/// value a profile takes has at least three vectors.
enum DesignChoiceCases {
    /// The cases for `profile`, in a stable order. Cases needing a style or feature
    /// the profile lacks are left to the caller to drop.
    ///
    /// - Throws: `ConfigurationError` when the profile's fixed parameters make the
    ///   cases' rows invalid (GEO-6).
    static func all(for profile: Profile) throws(ConfigurationError) -> [CuratedCase] {
        var b = Builder(profile: profile)
        b.thresholds()
        b.release()
        b.recognition()
        try b.taps()
        b.list()
        try b.time()
        return b.cases
    }

    struct Builder {
        let profile: Profile
        var cases: [CuratedCase] = []

        /// One position quantum: the distance between a boundary and its neighbours.
        var step: Double { profile.positionQuantum ?? CuratedLibrary.e }
        /// One time quantum.
        var tick: Double { profile.timeQuantum ?? 1.0 / 1024 }

        /// A 375 pt row with `delete` and `flag`, 100 pt each, on the trailing edge.
        func row(fullSwipe: Bool = true, settle: Double = 0.25) -> RowConfiguration {
            var r = RowConfiguration(declarations: [
                SwipeDeclaration(edge: .trailing, allowsFullSwipe: fullSwipe,
                                 actions: [SwipeAction(id: "delete", width: 100), SwipeAction(id: "flag", width: 100)]),
            ])
            r.parameters.settleDuration = settle
            return profile.applying(to: r)
        }

        func edge(_ r: RowConfiguration) -> EdgeLayout { EdgeLayout(edge: .trailing, row: r, design: profile.design) }

        /// The requirement of the profile's value of `choice`, or `defaults` when it takes the default.
        func cite(_ choice: DesignChoices.Choice, _ defaults: [RequirementID]) -> [RequirementID] {
            choice.requirement(of: profile.design[choice]).map { [$0] } ?? defaults
        }

        /// The grid values below, on (the first at or past) and above `threshold`.
        func aim(_ threshold: Double) -> [(String, Double)] {
            let on = (threshold / step).rounded(.up) * step
            return [("below", on - step), ("on", on), ("above", on + step)]
        }

        mutating func add(_ id: String, _ description: String, _ requirements: [RequirementID], rows: [RowConfiguration], _ events: [InputEvent]) {
            cases.append(CuratedCase(id: "dch-" + id, area: "DCH", description: description,
                                     requirements: CuratedLibrary.merge(requirements, [.num5]), input: CaseInput(rows: rows, events: events)))
        }

        /// Opens `row` by a drag of 150 pt and lets it rest: the events, ending at t = 1.5.
        func dragOpen(row: Int = 0) -> [InputEvent] {
            [.down(row: row, x: 300, y: 20, time: 0), .move(x: 280, y: 20, time: 0.125), .move(x: 150, y: 20, time: 0.25),
             .up(x: 150, y: 20, time: 1), .advance(time: 1.5)]
        }

        // MARK: - Thresholds: open, fling, full swipe, resistance

        mutating func thresholds() {
            let r = row()
            let e = edge(r)
            for (name, m) in aim(e.openThreshold) {
                add("open-threshold-\(name)", "a release at the open threshold (\(e.openThreshold)): \(name) it",
                    cite(.openBoundary, [.thr2, .rev3]), rows: [r],
                    [.down(row: 0, x: 300, y: 20, time: 0), .move(x: 280, y: 20, time: 0.125), .move(x: 300 - m, y: 20, time: 0.25),
                     .up(x: 300 - m, y: 20, time: 4), .advance(time: 4.5)])
            }
            let fling = r.parameters.flingVelocity
            for (name, d) in aim(fling * 0.25) {
                add("fling-velocity-\(name)", "a release at the fling velocity (\(fling) pt/s over 0.25 s): \(name) it",
                    cite(.flingBoundary, [.thr7, .vel4]), rows: [r],
                    [.down(row: 0, x: 300, y: 20, time: 0), .up(x: 300 - d, y: 20, time: 0.25), .advance(time: 0.75)])
                add("velocity-window-\(name)", "a slow last sample after a fast start: the fling velocity since the press is \(name) the boundary",
                    cite(.velocityWindow, [.vel3, .thr7]), rows: [r],
                    [.down(row: 0, x: 300, y: 20, time: 0), .move(x: 300 - d + 10, y: 20, time: 0.125),
                     .up(x: 300 - d, y: 20, time: 0.25), .advance(time: 0.75)])
            }
            for (name, m) in aim(e.fullSwipeThreshold) {
                add("full-swipe-\(name)", "a drag to the full-swipe threshold (\(e.fullSwipeThreshold)): \(name) it",
                    cite(.fullSwipe, [.thr3, .rev1, .rev7]), rows: [r],
                    [.down(row: 0, x: 360, y: 20, time: 0), .move(x: 340, y: 20, time: 0.125), .move(x: 360 - m, y: 20, time: 0.25),
                     .up(x: 360 - m, y: 20, time: 1), .advance(time: 2)])
            }
            let limited = row(fullSwipe: false)
            let limit = edge(limited).limit
            for (name, a) in aim(limit) + [("far", limit + 60)] {
                add("resistance-\(name)", "a drag to the resistance limit (\(limit)): \(name) it",
                    cite(.resistance, [.ela1, .thr8]), rows: [limited],
                    [.down(row: 0, x: 300, y: 20, time: 0), .move(x: 280, y: 20, time: 0.125), .move(x: 300 - a, y: 20, time: 0.25),
                     .up(x: 300 - a, y: 20, time: 1), .advance(time: 2)])
            }
        }

        // MARK: - Releases: fling direction, settle in place

        mutating func release() {
            let r = row()
            let e = edge(r)
            for (name, m) in aim(e.openThreshold) {
                let d = e.extent - m
                add("fling-toward-closed-\(name)", "from open, a fast release toward closed \(name) the open threshold",
                    cite(.flingDirection, [.vel4, .rev2]), rows: [r],
                    dragOpen() + [.down(row: 0, x: 100, y: 20, time: 2), .up(x: 100 + d, y: 20, time: 2.125), .advance(time: 3)])
            }
            for (name, delta) in [("short", -step), ("on", 0.0), ("past", step)] {
                add("settle-in-place-\(name)", "from open, a drag back to the open offset (\(name)) and a release",
                    cite(.settleInPlace, [.tim6, .rev4]), rows: [r],
                    dragOpen() + [.down(row: 0, x: 200, y: 20, time: 2), .move(x: 180, y: 20, time: 2.125),
                                  .move(x: 200 + delta, y: 20, time: 2.25), .up(x: 200 + delta, y: 20, time: 3), .advance(time: 4)])
            }
            let zero = row(settle: 0)
            if zero.parameters.settleDuration == 0 {  // a profile that fixes a duration has no such settle
                for (name, x) in [("open", 150.0), ("close", 290.0), ("full", 40.0)] {
                    add("instant-settle-\(name)", "a settle of duration 0 (\(name)) and an event at the same time",
                        cite(.instantSettle, [.tim2, .tim3]), rows: [zero],
                        [.down(row: 0, x: 300, y: 20, time: 0), .move(x: 280, y: 20, time: 0.125), .move(x: x, y: 20, time: 0.25),
                         .up(x: x, y: 20, time: 1), .advance(time: 1)])
                }
            }
        }

        // MARK: - Recognition and empty drags

        mutating func recognition() {
            let r = row()
            let slop = r.parameters.slop
            for (name, v) in aim(slop) {
                for (axis, dx, dy) in [("x", v, 0.0), ("y", 0.0, v), ("both", v, v)] {
                    add("recognition-\(axis)-\(name)", "a first move of \(dx), \(dy) (slop \(slop)), then a horizontal drag",
                        cite(.recognition, [.rec2, .rec3, .rec4, .thr1]), rows: [r],
                        [.down(row: 0, x: 200, y: 20, time: 0), .move(x: 200 - dx, y: 20 + dy, time: 0.125),
                         .move(x: 140, y: 20 + dy, time: 0.25), .up(x: 140, y: 20 + dy, time: 1), .advance(time: 2)])
                }
            }
            // Exactly at the slop on x while y passes it: no drag (DCH-9's `|dx| > slop`),
            // so the vertical movement makes it a scroll, as the radial rule does (REC-4).
            let (_, onSlop) = aim(slop)[1]
            add("recognition-x-on-y-above", "a first move of \(onSlop), \(onSlop + step) (slop \(slop)): at the slop on x, past it on y; then a horizontal move",
                cite(.recognition, [.rec2, .rec3, .rec4, .thr1]), rows: [r],
                [.down(row: 0, x: 200, y: 20, time: 0), .move(x: 200 - onSlop, y: 20 + onSlop + step, time: 0.125),
                 .move(x: 140, y: 20 + onSlop + step, time: 0.25), .up(x: 140, y: 20 + onSlop + step, time: 1), .advance(time: 2)])
            for (name, back) in [("away", 130.0), ("back", 100.0), ("through", 90.0)] {
                add("empty-drag-\(name)", "a drag toward the side without actions, then \(name)",
                    cite(.emptyDrag, [.ela3, .obs6]), rows: [r],
                    [.down(row: 0, x: 100, y: 20, time: 0), .move(x: 100 + slop + step, y: 20, time: 0.125),
                     .move(x: back, y: 20, time: 0.25), .up(x: back, y: 20, time: 1), .advance(time: 2)])
            }
            // Begun toward the actions, then past the origin: dragging at 0 in every design (DCH-12 leaves it).
            add("empty-drag-from-actions", "a drag toward the actions, then past its origin toward the side without actions",
                cite(.emptyDrag, [.ela3, .obs6]), rows: [r],
                [.down(row: 0, x: 100, y: 20, time: 0), .move(x: 100 - slop - step, y: 20, time: 0.125),
                 .move(x: 130, y: 20, time: 0.25), .up(x: 130, y: 20, time: 1), .advance(time: 2)])
            // A row with no action on any edge: dragged at offset 0, or a button whose
            // up is a tap only inside the row, wherever the finger went (DCH-20).
            var actionless = r
            actionless.declarations = [SwipeDeclaration(edge: .trailing, actions: []), SwipeDeclaration(edge: .leading, actions: [])]
            let width = actionless.width
            for (name, x) in [("below", width - step), ("on", width), ("above", width + step)] {
                add("actionless-up-\(name)", "a drag across a row with no actions, its up at x \(x) (the row ends at \(width))",
                    cite(.actionlessRow, [.ela3, .obs6, .acc2]), rows: [actionless],
                    [.down(row: 0, x: 200, y: 20, time: 0), .move(x: 200 + slop + step, y: 20, time: 0.125),
                     .move(x: x, y: 20, time: 0.25), .up(x: x, y: 20, time: 1), .advance(time: 2)])
            }
            add("actionless-out-and-back", "a drag off a row with no actions and back onto it, then up",
                cite(.actionlessRow, [.ela3, .obs6, .acc2]), rows: [actionless],
                [.down(row: 0, x: 200, y: 20, time: 0), .move(x: width + 25, y: 20, time: 0.125),
                 .move(x: 180, y: 20, time: 0.25), .up(x: 180, y: 20, time: 1), .advance(time: 2)])
            add("actionless-scroll", "a vertical move on a row with no actions: still a scroll, no tap",
                cite(.actionlessRow, [.rec4, .acc2]), rows: [actionless],
                [.down(row: 0, x: 200, y: 20, time: 0), .move(x: 200, y: 20 + slop + step, time: 0.125),
                 .move(x: 120, y: 20 + slop + step, time: 0.25), .up(x: 120, y: 20 + slop + step, time: 1), .advance(time: 2)])
        }

        // MARK: - Taps: content, buttons, the press

        mutating func taps() throws(ConfigurationError) {
            let r = row()
            let e = edge(r)
            for (name, d) in aim(e.extent) + [("content", 300)] {
                add("content-tap-\(name)", "a tap on the open row at \(d) from its edge (the buttons end at \(e.extent))",
                    cite(.contentTap, [.rev6, .rev5]), rows: [r],
                    dragOpen() + [.down(row: 0, x: 375 - d, y: 20, time: 2), .up(x: 375 - d, y: 20, time: 2.0625), .advance(time: 3)])
            }
            for (name, d) in aim(e.widths[0]) {
                add("hit-interval-\(name)", "a tap on the open row at \(d) from its edge, \(name) the boundary between the buttons",
                    cite(.hitInterval, [.rev5, .ord2]), rows: [r],
                    dragOpen() + [.down(row: 0, x: 375 - d, y: 20, time: 2), .up(x: 375 - d, y: 20, time: 2.0625), .advance(time: 3)])
                var rtl = r
                rtl.layoutDirection = .rightToLeft
                add("hit-interval-rtl-\(name)", "a tap on the open right-to-left row at \(d) from its edge (the left side)",
                    cite(.hitInterval, [.rev5, .ord3]), rows: [rtl],
                    [.down(row: 0, x: 75, y: 20, time: 0), .move(x: 95, y: 20, time: 0.125), .move(x: 225, y: 20, time: 0.25),
                     .up(x: 225, y: 20, time: 1), .advance(time: 1.5),
                     .down(row: 0, x: d, y: 20, time: 2), .up(x: d, y: 20, time: 2.0625), .advance(time: 3)])
            }
            // A press on a button and its up on, below and above the end of that button's
            // frame: toward the other button, the content and the row's end (DCH-21).
            let between = r.width - e.widths[0], inner = r.width - e.extent  // delete [275, 375), flag [175, 275)
            let ups: [(String, Double, Double)] = [("button", between + 5, between), ("content", inner + 5, inner),
                                                   ("row-end", r.width - 5, r.width)]
            for (place, x0, boundary) in ups {
                for (name, x) in [("below", boundary - step), ("on", boundary), ("above", boundary + step)] {
                    add("button-hit-\(place)-\(name)", "a press on an open row's button at x \(x0), its up at x \(x) (\(name) \(boundary))",
                        cite(.buttonHit, [.rec6, .rev5]), rows: [r],
                        dragOpen() + [.down(row: 0, x: x0, y: 20, time: 2), .up(x: x, y: 20, time: 2.0625), .advance(time: 3)])
                }
            }
            // The open row pressed at `x0`, the finger moved to `x` and back, released at `x0`.
            func pressMoveBack(_ x0: Double, to x: Double) -> [InputEvent] {
                dragOpen() + [.down(row: 0, x: x0, y: 20, time: 2), .move(x: x, y: 20, time: 2.03125),
                              .up(x: x0, y: 20, time: 2.0625), .advance(time: 3)]
            }
            // A press on a button whose finger strays within the slop, across the
            // boundary to the other button and back, its up on the first button:
            // where the sequence went in between plays no part (DCH-21, REC-6).
            for (name, x) in [("below", between - step), ("on", between), ("above", between + step)] {
                add("button-hit-path-\(name)", "a press on an open row's button at x \(between + 5), a move to x \(x) (\(name) \(between)) "
                    + "and back, its up at x \(between + 5)",
                    cite(.buttonHit, [.rec6, .rev5]), rows: [r], pressMoveBack(between + 5, to: x))
            }
            // The same press, the finger moved toward the content by the slop, one step
            // less or one more, then back and released on the button: a tap at or within
            // the slop performs the button; past it, a drag, which performs nothing (REC-2).
            let slop = r.parameters.slop
            for (name, d) in [("below", slop - step), ("on", slop), ("above", slop + step)] {
                add("button-drag-back-\(name)", "a press on an open row's button at x \(between + 5), a move \(d) toward the content "
                    + "(\(name) the slop \(slop)) and back, its up at x \(between + 5)",
                    cite(.buttonHit, [.rec6, .rev5]) + [.rec2], rows: [r], pressMoveBack(between + 5, to: between + 5 - d))
            }
            add("button-hit-path-row-end", "a press on an open row's button at x \(r.width - 5), a move to the row's end (x \(r.width)) "
                + "and back, its up at x \(r.width - 5)",
                cite(.buttonHit, [.rec6, .rev5]), rows: [r], pressMoveBack(r.width - 5, to: r.width))
            // A tap on the content of a row settling closed after a drag back from open,
            // its up before, at and after the end of that settle (DCH-19, LST-5).
            let back: [InputEvent] = dragOpen() + [.down(row: 0, x: 100, y: 20, time: 2), .move(x: 120, y: 20, time: 2.0625),
                                                   .move(x: 220, y: 20, time: 2.125), .up(x: 220, y: 20, time: 2.25)]
            let closed = try settleEnd(of: CaseInput(rows: [r], events: back))
            for (name, t) in [("before", closed - tick), ("at", closed), ("after", closed + tick)] {
                add("tap-settling-closed-\(name)", "a tap on the content of a row settling closed, its up \(name) the settle's end",
                    cite(.contentTap, [.lst5, .rev6, .thr6]), rows: [r],
                    back + [.down(row: 0, x: 100, y: 20, time: 2.3125), .up(x: 100, y: 20, time: t), .advance(time: closed + 1)])
            }
            // A tap on the content of a row settling open, and `open` toward the target it
            // settles to, before, at and after the end of that settle (DCH-22).
            let opening: [InputEvent] = [.open(row: 0, edge: .trailing, time: 0)]
            let opened = try settleEnd(of: CaseInput(rows: [r], events: opening))
            for (name, t) in [("before", opened - tick), ("at", opened), ("after", opened + tick)] {
                add("settle-restart-tap-\(name)", "a tap on the content of a row settling open, its up \(name) the settle's end",
                    cite(.settleRestart, [.rev6, .tim3]), rows: [r],
                    opening + [.down(row: 0, x: 100, y: 20, time: min(t, opened) / 2), .up(x: 100, y: 20, time: t),
                               .advance(time: t + 1)])
                add("settle-restart-open-\(name)", "open toward the target of a row settling open, \(name) the settle's end",
                    cite(.settleRestart, [.prg1, .tim3]), rows: [r],
                    opening + [.open(row: 0, edge: .trailing, time: t), .advance(time: t + 1)])
            }
            // DCH-14 and DCH-22 at the smallest non-zero target: a left side one position
            // quantum wide, without full swipe (its limit is its extent). A release far past
            // it, a content tap on it open, and `open` or a content tap while it settles open.
            var narrow = RowConfiguration(declarations: [
                SwipeDeclaration(edge: .leading, allowsFullSwipe: false, actions: [SwipeAction(id: "pin", width: step)]),
            ])
            narrow.parameters.minimumActionWidth = 0
            narrow = profile.applying(to: narrow)
            let farRelease: [InputEvent] = [.down(row: 0, x: 100, y: 20, time: 0), .move(x: 120, y: 20, time: 0.125),
                                            .move(x: 160, y: 20, time: 0.25), .up(x: 160, y: 20, time: 1)]
            add("settle-in-place-one-quantum", "a drag far toward a side \(step) wide and its release (where the row stops at the limit, the target is the offset)",
                cite(.settleInPlace, [.tim6, .rev3]), rows: [narrow], farRelease + [.advance(time: 2)])
            add("settle-in-place-one-quantum-tap", "a tap on the content of a row open by \(step)",
                cite(.settleInPlace, [.tim6, .rev6]), rows: [narrow],
                farRelease + [.advance(time: 2), .down(row: 0, x: 200, y: 20, time: 3), .up(x: 200, y: 20, time: 3.0625),
                              .advance(time: 4)])
            let openNarrow: [InputEvent] = [.open(row: 0, edge: .leading, time: 0)]
            add("settle-restart-one-quantum-open", "open toward a side \(step) wide while the row settles to it",
                cite(.settleRestart, [.prg1, .tim3]), rows: [narrow],
                openNarrow + [.open(row: 0, edge: .leading, time: 0.125), .advance(time: 1)])
            add("settle-restart-one-quantum-tap", "a tap on the content of a row settling open to a side \(step) wide",
                cite(.settleRestart, [.rev6, .tim3]), rows: [narrow],
                openNarrow + [.down(row: 0, x: 200, y: 20, time: 0.0625), .up(x: 200, y: 20, time: 0.125), .advance(time: 1)])
            // The press on a button around the end of the opening settle.
            let end = try settleEnd(of: CaseInput(rows: [r], events: Array(dragOpen().prefix(4))))
            for (name, t) in [("before", end - tick), ("at", end), ("after", end + tick)] {
                add("tap-decision-\(name)", "a press on a button \(name) the end of the opening settle, released after it",
                    cite(.tapDecision, [.rec6, .rev5]), rows: [r],
                    Array(dragOpen().prefix(4)) + [.down(row: 0, x: 325, y: 20, time: t), .up(x: 325, y: 20, time: end + 0.25),
                                                   .advance(time: end + 1)])
            }
            try reopenedUnderThePress()
        }

        /// A press on the content of a row open on its trailing side, `open` toward
        /// its leading side while the finger is down, and the up where that side's
        /// button will be, before, at and after the end of that settle: at rest open
        /// at the press, settling at an up before the end (DCH-13: a tap on the
        /// content), at rest open again from the end on.
        mutating func reopenedUnderThePress() throws(ConfigurationError) {
            var both = row()
            both.declarations.append(SwipeDeclaration(edge: .leading, actions: [SwipeAction(id: "pin", width: 100)]))
            both = profile.applying(to: both)
            let reopening: [InputEvent] = dragOpen() + [.down(row: 0, x: 30, y: 20, time: 2), .open(row: 0, edge: .leading, time: 2.0625)]
            let end = try settleEnd(of: CaseInput(rows: [both], events: reopening))
            for (name, t) in [("before", end - tick), ("at", end), ("after", end + tick)] {
                add("tap-decision-reopened-\(name)", "a press on the content of an open row, open toward its other side, the up on that side's button \(name) the settle's end",
                    cite(.tapDecision, [.rec6, .rev5]), rows: [both],
                    reopening + [.up(x: 30, y: 20, time: t), .advance(time: end + 1)])
            }
        }

        /// The end of the settle a case's last event starts, from the reference under
        /// the profile; the last event's time when it starts none (a settle of duration 0).
        func settleEnd(of input: CaseInput) throws(ConfigurationError) -> Double {
            let out = try input.referenceOutput(design: profile.design)
            return out.observations.last?.rows.first?.settleEnds ?? input.events.last?.time ?? 0
        }

        // MARK: - The list and programmatic close

        mutating func list() {
            let r = row()
            let open = dragOpen()
            let second: [(String, [InputEvent])] = [
                ("drag", [.down(row: 1, x: 300, y: 20, time: 2), .move(x: 270, y: 20, time: 2.125), .up(x: 270, y: 20, time: 3)]),
                ("tap", [.down(row: 1, x: 100, y: 20, time: 2), .up(x: 100, y: 20, time: 2.0625)]),
                ("scroll", [.down(row: 1, x: 100, y: 20, time: 2), .move(x: 100, y: 60, time: 2.125), .up(x: 100, y: 90, time: 2.25)]),
            ]
            for (name, events) in second {
                add("list-coordination-\(name)", "row 0 open, then a \(name) on row 1",
                    cite(.listCoordination, [.lst1, .lst2, .lst3, .lst4]), rows: [r, r],
                    open + events + [.advance(time: 4)])
            }
            // A reload of the dragged row: a side appears under a drag at 0, the revealed
            // side widens under a drag past its extent, and a reload right before the up (DCH-23).
            var both = r
            both.declarations.append(SwipeDeclaration(edge: .leading, actions: [SwipeAction(id: "pin", width: 100)]))
            var wider = r
            wider.declarations = [SwipeDeclaration(edge: .trailing, allowsFullSwipe: true,
                                                   actions: [SwipeAction(id: "delete", width: 150), SwipeAction(id: "flag", width: 150)])]
            let reloads: [(String, String, [InputEvent])] = [
                ("side-appears", "a side appears under a drag toward it at 0",
                 [.down(row: 0, x: 100, y: 20, time: 0), .move(x: 130, y: 20, time: 0.125), .move(x: 180, y: 20, time: 0.25),
                  .reloadRow(row: 0, configuration: profile.applying(to: both), time: 0.3125), .move(x: 190, y: 20, time: 0.375),
                  .up(x: 190, y: 20, time: 1), .advance(time: 2)]),
                ("wider", "the revealed side widens under a drag far past its extent",
                 [.down(row: 0, x: 350, y: 20, time: 0), .move(x: 320, y: 20, time: 0.125), .move(x: 50, y: 20, time: 0.25),
                  .reloadRow(row: 0, configuration: profile.applying(to: wider), time: 0.3125), .move(x: 40, y: 20, time: 0.375),
                  .up(x: 40, y: 20, time: 1), .advance(time: 2)]),
                ("before-up", "the revealed side widens, then the up at the same point",
                 [.down(row: 0, x: 350, y: 20, time: 0), .move(x: 320, y: 20, time: 0.125), .move(x: 50, y: 20, time: 0.25),
                  .reloadRow(row: 0, configuration: profile.applying(to: wider), time: 0.3125),
                  .up(x: 50, y: 20, time: 1), .advance(time: 2)]),
            ]
            for (name, description, events) in reloads {
                add("drag-reload-\(name)", "a reload of the dragged row: \(description)",
                    cite(.dragReload, [.mut9]), rows: [r], events)
            }
            let pressed: [(String, [InputEvent])] = [
                (EventKind.up.rawValue, [.up(x: 100, y: 20, time: 2.125)]),
                (EventKind.cancel.rawValue, [.cancel(time: 2.125)]),
                ("close-after", [.up(x: 100, y: 20, time: 2.125), .close(row: 0, time: 2.1875)]),
            ]
            for (name, events) in pressed {
                add("close-while-pressed-\(name)", "close while the open row is pressed, then \(name)",
                    cite(.closeWhilePressed, [.prg2, .prg5]), rows: [r],
                    open + [.down(row: 0, x: 100, y: 20, time: 2), .close(row: 0, time: 2.0625)] + events + [.advance(time: 3)])
            }
        }

        // MARK: - The clock

        mutating func time() throws(ConfigurationError) {
            let r = row()
            let start = Array(dragOpen().prefix(3)) + [.up(x: 150, y: 20, time: 1 + 1.0 / 1024)]
            let snapped = CaseInput(rows: [r], events: start).applying(profile) ?? CaseInput(rows: [r], events: start)
            let end = try settleEnd(of: snapped)
            for (name, t) in [("before", end - tick), ("at", end), ("after", end + tick)] {
                add("clock-settle-end-\(name)", "an event \(name) the end of a settle started between two clock ticks",
                    cite(.clock, [.thr6, .tim2]), rows: [r], start + [.advance(time: t)])
            }
            // DCH-18: velocity divides by whole milliseconds, `(ms(t_last) - ms(t_prev)) / 1000`.
            // A press at 3 ms and a release 40 ms later, toward the actions, at the fling
            // velocity: 0.043 - 0.003 is 0.039999999999999994 in binary64, so a velocity from
            // the times themselves passes the fling velocity where the milliseconds sit on it.
            if profile.design.clock == .milliseconds {
                let (t0, t1) = (0.003, 0.043)
                for (name, d) in aim(r.parameters.flingVelocity * 40 / 1000) {
                    add("clock-velocity-\(name)", "a release \(d) pt from a press 40 ms before it, the press at 3 ms: \(name) the fling velocity",
                        cite(.clock, [.vel3, .thr7]), rows: [r],
                        [.down(row: 0, x: 300, y: 20, time: t0), .up(x: 300 - d, y: 20, time: t1), .advance(time: 1)])
                }
            }
        }
    }
}
