/// A requirement of SPEC.md: one case per id, in document order, so that a
/// mistyped id is a compile error rather than a string checked at load time.
///
/// The raw value is the id as SPEC.md and the vector files spell it
/// (`"THR-2"`); the case name is the id in lower case without the hyphen
/// (``thr2``). Section 3's groups come first (`GEO-1` … `MUT-15`), then
/// section 9's design-choice values (`DCH-1` … `DCH-18`). Each case's comment
/// opens its requirement's text. `SpecCoverageTests` checks the cases against
/// SPEC.md: the same ids, in the same order.
public enum RequirementID: String, CaseIterable, Sendable, Hashable, CustomStringConvertible {
    /// GEO-1: A row has a width `W` in points and a layout direction, `ltr` or `rtl`.
    case geo1 = "GEO-1"
    /// GEO-2: Edges are logical: `leading` and `trailing`.
    case geo2 = "GEO-2"
    /// GEO-3: The row's content offset `o` is physical: positive means the content moved right.
    case geo3 = "GEO-3"
    /// GEO-4: The revealed edge is the edge on the side revealed by the sign of the offset; at offset 0 no …
    case geo4 = "GEO-4"
    /// GEO-5: Positions are in the coordinates of the row the touch went down on: `x` from 0 (left) to `W` …
    case geo5 = "GEO-5"
    /// GEO-6: A configuration is valid only if `W` is finite and > 0, every parameter is finite and within the …
    case geo6 = "GEO-6"

    /// ORD-1: An edge's actions are ordered from the edge they originate from: action 0 is nearest that edge …
    case ord1 = "ORD-1"
    /// ORD-2: In the `reveal` style, action `i` occupies the distances `[c_i, c_i + w_i)` from the physical …
    case ord2 = "ORD-2"
    /// ORD-3: Physical frames: on the left side an action spanning distances `[d0, d1)` has frame `x = d0`, …
    case ord3 = "ORD-3"
    /// ORD-4: The observation lists the revealed edge's actions with their frames in physical order, by …
    case ord4 = "ORD-4"
    /// ORD-5: The effective width of an action is `max(width ?? actionWidth, minimumActionWidth)`.
    case ord5 = "ORD-5"
    /// ORD-6: In the `select` style the frames are the selection zones: action `i` spans the distances …
    case ord6 = "ORD-6"

    /// ACC-1: `actions(e)` is the concatenation, in declaration order, of the actions of every declaration …
    case acc1 = "ACC-1"
    /// ACC-2: A declaration with no actions contributes nothing: neither actions nor its `allowsFullSwipe`.
    case acc2 = "ACC-2"
    /// ACC-3: The `allowsFullSwipe` of an edge is that of the declaration that contributed the edge's first …
    case acc3 = "ACC-3"
    /// ACC-4: Action ids are non-empty strings, unique within a row; a configuration that breaks this is …
    case acc4 = "ACC-4"
    /// ACC-5: `extent(e)` is the sum of the effective widths of `actions(e)`; it is 0 for an edge with no actions.
    case acc5 = "ACC-5"

    /// REC-1: A `down` begins a touch sequence on its row in state `pending`; its point `(x0, y0)` is the origin.
    case rec1 = "REC-1"
    /// REC-2: While pending, a move with `dx×dx + dy×dy < slop×slop` leaves the sequence pending.
    case rec2 = "REC-2"
    /// REC-3: While pending, a move with `dx×dx + dy×dy ≥ slop×slop` and `|dx| > |dy|` (horizontal strictly …
    case rec3 = "REC-3"
    /// REC-4: While pending, a move with `dx×dx + dy×dy ≥ slop×slop` and `|dy| ≥ |dx|` recognises a **scroll**.
    case rec4 = "REC-4"
    /// REC-5: An `up` is processed as a `move` to its position and time, and then as the release of the …
    case rec5 = "REC-5"
    /// REC-6: A sequence still pending at its release is a **tap** at the origin `(x0, y0)` (the point …
    case rec6 = "REC-6"
    /// REC-7: The model is single-pointer: a `down` while a sequence is active is rejected …
    case rec7 = "REC-7"
    /// REC-8: When a drag is recognised on a row that is settling, the settle ends at once without its …
    case rec8 = "REC-8"

    /// THR-1: Slop: recognition when `dx×dx + dy×dy ≥ slop×slop`; a move exactly at the slop distance recognises.
    case thr1 = "THR-1"
    /// THR-2: Open (`reveal`): `openThreshold(e) = openFraction × extent(e)`; a release with …
    case thr2 = "THR-2"
    /// THR-3: Full swipe (`reveal`): …
    case thr3 = "THR-3"
    /// THR-4: Activation (`select`): an action is selected when `m ≥ activationDistance`; below it nothing is …
    case thr4 = "THR-4"
    /// THR-5: Zones (`select`): the selected action is the largest `i` in `0…n−1` with …
    case thr5 = "THR-5"
    /// THR-6: Settle end: a settle ending at `settleEnds` is complete for every event with `t ≥ settleEnds` …
    case thr6 = "THR-6"
    /// THR-7: Fling: a release with `|v| ≥ flingVelocity` is a fling (at the velocity it is a fling).
    case thr7 = "THR-7"
    /// THR-8: Resistance: a magnitude `a ≤ L(e)` is not resisted (at the limit it is not resisted); above it …
    case thr8 = "THR-8"

    /// VEL-1: The velocity samples of a sequence are `(x, t)` of its `down`, of each `move` and of its `up`.
    case vel1 = "VEL-1"
    /// VEL-2: A sample whose timestamp equals the latest sample's replaces that sample; it does not add one.
    case vel2 = "VEL-2"
    /// VEL-3: The release velocity is `v = (x_last − x_prev) / (t_last − t_prev)`, where `last` is the latest …
    case vel3 = "VEL-3"
    /// VEL-4: `reveal`: unless a full swipe is armed (REV-1), a fling decides the release by its direction: …
    case vel4 = "VEL-4"
    /// VEL-5: `select`: velocity has no effect.
    case vel5 = "VEL-5"
    /// VEL-6: A release at offset 0 ignores velocity: the row is closed at once.
    case vel6 = "VEL-6"

    /// ELA-1: The displayed magnitude for an unresisted magnitude `a` is `a` when `a ≤ L(e)`, otherwise …
    case ela1 = "ELA-1"
    /// ELA-2: The limit `L(e)`: `reveal` with full swipe allowed: `max(W, fullSwipeThreshold(e))`; `reveal` …
    case ela2 = "ELA-2"
    /// ELA-3: The raw offset of a drag is `r = s0 + dx` (computed as `s0 + (x − x0)`).
    case ela3 = "ELA-3"
    /// ELA-4: Otherwise the offset is `o = sign × displayed(|r|)`, with the sign of `r`.
    case ela4 = "ELA-4"
    /// ELA-5: A drag may pass through zero and reveal the opposite edge, if that edge has actions: the …
    case ela5 = "ELA-5"

    /// REV-1: Release with the full swipe armed: the edge's first action is performed at the release, then the …
    case rev1 = "REV-1"
    /// REV-2: Otherwise, a fling decides (VEL-4).
    case rev2 = "REV-2"
    /// REV-3: Otherwise the row settles to `sign(e) × extent(e)` (open) when `m ≥ openThreshold(e)`, else to 0.
    case rev3 = "REV-3"
    /// REV-4: A settle toward a non-zero target ends in phase `open`; toward 0, in phase `closed`.
    case rev4 = "REV-4"
    /// REV-5: A tap on a row at rest in phase `open` at the release (REC-6) whose origin lies at distance `d` …
    case rev5 = "REV-5"
    /// REV-6: Any other tap on the open row (LST-6: its observed offset is not 0 at the release, REC-6) — on …
    case rev6 = "REV-6"
    /// REV-7: While dragging, `selected` is the edge's first action when the full swipe is armed, else none.
    case rev7 = "REV-7"
    /// REV-8: Roles (destructive or not) are presentation: after any performed action the row closes (REV-1, …
    case rev8 = "REV-8"

    /// SEL-1: While dragging, `selected` is the action of THR-5 on the revealed edge when …
    case sel1 = "SEL-1"
    /// SEL-2: A release with a selection saves it: the row settles to `sign(e) × W` and `selected` shows the …
    case sel2 = "SEL-2"
    /// SEL-3: A release without a selection settles to 0.
    case sel3 = "SEL-3"
    /// SEL-4: When a settle with a saved selection completes, the saved action is performed, and the row is at …
    case sel4 = "SEL-4"
    /// SEL-5: A `select` row has no `open` phase: at rest its offset is 0.
    case sel5 = "SEL-5"
    /// SEL-6: The travel from `activationDistance` to `W` is split evenly between the edge's actions (ORD-6); …
    case sel6 = "SEL-6"

    /// DES-1: Every newly recognised drag starts with no selected action.
    case des1 = "DES-1"
    /// DES-2: When a drag is recognised on any row, every saved selection not yet performed is dropped: the …
    case des2 = "DES-2"
    /// DES-3: A dropped selection is never performed.
    case des3 = "DES-3"
    /// DES-4: Closing a row (LST-6) drops its saved selection.
    case des4 = "DES-4"

    /// CAN-1: A `cancel` during a drag returns the dragged row at once (no settle) to its start offset `s0`, …
    case can1 = "CAN-1"
    /// CAN-2: A `cancel` while pending or scrolling ends the sequence with no effect of its own.
    case can2 = "CAN-2"
    /// CAN-3: Effects of the sequence's recognition on other rows (closing them, dropping saved selections) …
    case can3 = "CAN-3"
    /// CAN-4: A `move`, `up` or `cancel` with no active sequence is rejected (`noActiveTouch`).
    case can4 = "CAN-4"
    /// CAN-5: A cancel performs nothing, even past the full swipe or activation threshold.
    case can5 = "CAN-5"

    /// TIM-1: Every event has a timestamp in seconds.
    case tim1 = "TIM-1"
    /// TIM-2: A settle started at `t` toward a target `T` sets the offset to `T`, the phase to `settling` and …
    case tim2 = "TIM-2"
    /// TIM-3: Before an accepted event at `t` is applied, every settle with `settleEnds ≤ t` completes (REV-4, …
    case tim3 = "TIM-3"
    /// TIM-4: `advance` only moves the clock (and so completes settles by TIM-3).
    case tim4 = "TIM-4"
    /// TIM-5: While a row settles, its observed offset is the settle's target and the observation carries …
    case tim5 = "TIM-5"
    /// TIM-6: A release whose target equals the current offset starts no settle: the row comes to rest at …
    case tim6 = "TIM-6"

    /// LST-1: At most one row is **open** at any time.
    case lst1 = "LST-1"
    /// LST-2: A drag recognised on a row first closes every other open row, and the drag proceeds in the same …
    case lst2 = "LST-2"
    /// LST-3: A recognised scroll closes the open row.
    case lst3 = "LST-3"
    /// LST-4: A tap on a row other than the open row (open at the release, REC-6) closes the open row; the tap …
    case lst4 = "LST-4"
    /// LST-5: A tap while no row is open is delivered to the row's content: the observation's `tappedRow` is …
    case lst5 = "LST-5"
    /// LST-6: A row is open when its observed offset is not 0.
    case lst6 = "LST-6"
    /// LST-7: An event naming a row the list does not have is rejected (`unknownRow`).
    case lst7 = "LST-7"

    /// PRG-1: `open(row, edge)` closes every other open row, then settles the row to …
    case prg1 = "PRG-1"
    /// PRG-2: `close(row)` closes the row (LST-6), in either style; in the `select` style this drops a saved …
    case prg2 = "PRG-2"
    /// PRG-3: `open` on a `select` row is rejected (`unsupportedInSelectStyle`): the style has no open state.
    case prg3 = "PRG-3"
    /// PRG-4: `open` toward an edge with no actions is rejected (`edgeHasNoActions`).
    case prg4 = "PRG-4"
    /// PRG-5: `open` and `close` while a drag is in progress are rejected (`dragInProgress`).
    case prg5 = "PRG-5"

    /// AX-1: Each row has an accessibility action list: `actions(leading)` in order, then `actions(trailing)` …
    case ax1 = "AX-1"
    /// AX-2: `activate(row, index)` performs entry `index` of the row's list (reported with its edge), then …
    case ax2 = "AX-2"
    /// AX-3: An index outside the list is rejected (`unknownAction`).
    case ax3 = "AX-3"
    /// AX-4: `activate` while a drag is in progress is rejected (`dragInProgress`).
    case ax4 = "AX-4"

    /// OBS-1: Every event, accepted or rejected, yields exactly one observation.
    case obs1 = "OBS-1"
    /// OBS-2: For each row, in row order: `offset`, `phase`, `revealedEdge` (GEO-4), `actions` (ORD-4: …
    case obs2 = "OBS-2"
    /// OBS-3: `performed`: the actions performed during the event, each `{row, edge, id}`, in the order …
    case obs3 = "OBS-3"
    /// OBS-4: `tappedRow`: the row whose content received a tap during the event (LST-5), or none.
    case obs4 = "OBS-4"
    /// OBS-5: `rejection`: none for an accepted event.
    case obs5 = "OBS-5"
    /// OBS-6: Phases: `closed` (at rest at 0), `dragging` (a recognised drag moves the row), `settling` …
    case obs6 = "OBS-6"
    /// OBS-7: A conformance failure names the first event whose observation differs from the reference's, …
    case obs7 = "OBS-7"
    /// OBS-8: The accessibility list (AX-1) is part of what is observed; as it depends only on the …
    case obs8 = "OBS-8"

    /// NUM-1: Numbers are IEEE-754 binary64.
    case num1 = "NUM-1"
    /// NUM-2: Discrete fields (phase, revealed edge, the ids and order of laid-out actions, selected, …
    case num2 = "NUM-2"
    /// NUM-3: Every decision (recognition, thresholds, zones, fling, settle completion, hit tests) is defined …
    case num3 = "NUM-3"
    /// NUM-4: An event carrying a NaN or infinite coordinate or timestamp is rejected (`nonFiniteValue`).
    case num4 = "NUM-4"
    /// NUM-5: Boundary vectors sit exactly on every threshold and one 1/64 pt (or 1/1024 s, or 1/64 pt/s) on …
    case num5 = "NUM-5"

    /// MUT-1: *Identity.* A row's configuration may carry a `key`, a string; keys given are unique in the list …
    case mut1 = "MUT-1"
    /// MUT-2: `insertRow(index, configuration)` with `0 ≤ index ≤ count` inserts a closed row at rest at …
    case mut2 = "MUT-2"
    /// MUT-3: `deleteRow(row)` removes the row and all of its state: its settle never completes, its saved …
    case mut3 = "MUT-3"
    /// MUT-4: `moveRow(row, to)` with `0 ≤ to < count` removes the row and inserts it back so that its index …
    case mut4 = "MUT-4"
    /// MUT-5: `reloadRow(row, configuration)` replaces the row's configuration (width, layout direction, …
    case mut5 = "MUT-5"
    /// MUT-6: A reload of a row at offset 0 (closed, or settling toward 0) changes nothing of its state: a …
    case mut6 = "MUT-6"
    /// MUT-7: A reload of a row that is open or settling toward a non-zero target with no saved selection …
    case mut7 = "MUT-7"
    /// MUT-8: A reload of a `select` row settling with a saved selection of action `id` on edge `e`: if the …
    case mut8 = "MUT-8"
    /// MUT-9: *Touch sequences across changes.* An insert, a move or a reload keeps the active sequence on its …
    case mut9 = "MUT-9"
    /// MUT-10: A delete of the row of the active sequence (pending, dragging or scrolling) **detaches** the …
    case mut10 = "MUT-10"
    /// MUT-11: *Empty list.* A delete may remove the last row: the observation's `rows` is then empty.
    case mut11 = "MUT-11"
    /// MUT-12: *Rejections.* `deleteRow`, `moveRow` and `reloadRow` naming a row the list does not have, an …
    case mut12 = "MUT-12"
    /// MUT-13: *Changes open nothing and wait for nothing.* A list change is accepted during a drag (no …
    case mut13 = "MUT-13"
    /// MUT-14: *Time.* A list change carries `t` and is an event like any other: TIM-1 applies, and by TIM-3 …
    case mut14 = "MUT-14"
    /// MUT-15: *Accessibility.* A result's `accessibility` lists the rows of the list as built, before any …
    case mut15 = "MUT-15"

    /// DCH-1: `fullSwipe: none`.
    case dch1 = "DCH-1"
    /// DCH-2: `fullSwipe: dismisses`.
    case dch2 = "DCH-2"
    /// DCH-3: `resistance: clamp`.
    case dch3 = "DCH-3"
    /// DCH-4: `resistance: linear`.
    case dch4 = "DCH-4"
    /// DCH-5: `velocityWindow: sincePress`.
    case dch5 = "DCH-5"
    /// DCH-6: `openBoundary: strict`.
    case dch6 = "DCH-6"
    /// DCH-7: `flingBoundary: strict`.
    case dch7 = "DCH-7"
    /// DCH-8: `flingDirection: opensOnly`.
    case dch8 = "DCH-8"
    /// DCH-9: `recognition: perAxisStrict`.
    case dch9 = "DCH-9"
    /// DCH-10: `contentTap: clicks`.
    case dch10 = "DCH-10"
    /// DCH-11: `listCoordination: independent`.
    case dch11 = "DCH-11"
    /// DCH-12: `emptyDrag: closedAtZero`.
    case dch12 = "DCH-12"
    /// DCH-13: `tapDecision: atPress`.
    case dch13 = "DCH-13"
    /// DCH-14: `settleInPlace: runsSettle`.
    case dch14 = "DCH-14"
    /// DCH-15: `closeWhilePressed: ignored`.
    case dch15 = "DCH-15"
    /// DCH-16: `hitInterval: physicalFrame`.
    case dch16 = "DCH-16"
    /// DCH-17: `instantSettle: sameEvent`.
    case dch17 = "DCH-17"
    /// DCH-18: `clock: milliseconds`.
    case dch18 = "DCH-18"
    /// DCH-19: `contentTap: staysOpen`.
    case dch19 = "DCH-19"
    /// DCH-20: `actionlessRow: button`.
    case dch20 = "DCH-20"
    /// DCH-21: `buttonHit: originAndRelease`.
    case dch21 = "DCH-21"
    /// DCH-22: `settleRestart: restarts`.
    case dch22 = "DCH-22"
    /// DCH-23: `dragReload: atNextSample`.
    case dch23 = "DCH-23"

    /// The id as SPEC.md spells it (`THR-2`).
    public var description: String { rawValue }
}
