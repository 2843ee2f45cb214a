#!/usr/bin/env python3
"""Sorts the failures of a verify report on the Qt example into their reasons.

    python3 Examples/qt-swipedelegate/classify_failures.py REPORT.json [--profile NAME] [--vectors DIR] [--write FILE]

Reads a ``verify --json`` report (PROTOCOL.md 5) of the Qt adapter and, for each
failed or broken case, looks at its first differing event: which field differs,
what the reference expected and what Qt showed. Each rule below names one design
difference of OBSERVED-DESIGN.md (``D1`` …), one defect of FINDINGS.md
(``F1`` …) or one design difference FINDINGS.md proposes as a design choice
(``P2`` …); a case that no rule explains is printed as UNEXPLAINED, and the exit
status is then 1. With ``--write FILE`` it writes the expected-failures list for
``verify --expected-failures FILE``: one case id per line, its reason in a comment.

``--profile default`` (the default) judges a run against the default profile's
vectors (Vectors/). ``--profile qt-swipedelegate`` judges a run under Qt's own
profile, against that profile's vectors (``generate --profile qt-swipedelegate
--vectors DIR``, passed as ``--vectors DIR``): what the profile declares no longer
fails, so only Qt's defects (``F1``, ``F3`` to ``F10``) remain, and the design
differences FINDINGS.md proposes as design choices that SPEC.md does not express
yet (``P2`` to ``P4``: named "design difference, not yet a DCH", so that they are
explained and stay visible). D10, D12 and D16 are expressed by the profile now
(``sideChanges: atZero`` and ``dragReload: atNextSample``, DCH-23; ``settleRestart:
restarts``, DCH-22; ``recognition: perAxisStrict``, DCH-9), so a failure of theirs
under the profile is unexplained.
"""

import argparse
import glob
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, "..", ".."))

REASONS = {
    "D1": "TIM-5: Qt shows the settle animation; the offset moves toward the target instead of showing it",
    "D2": "ELA-1, THR-3, REV-7: no rubber band and no full swipe; a drag stops at the actions' extent",
    "D3": "GEO-5: a real hit test; a touch down outside the row's bounds does not reach the row",
    "D4": "REC-3, REC-4: no direction test; a drag starts when |dx| passes the threshold, whatever dy is",
    "D5": "ELA-3, OBS-6: a row with no actions on any edge ignores the drag (phase stays closed)",
    "D6": "TIM-6: a release at the target still runs the transition (settling, not at rest)",
    "D7": "THR-1: the drag threshold is strict (|dx| > startDragDistance), measured on x alone",
    "D8": "TIM-2: with a transition of 0 ms the row is at rest in the same event",
    "D9": "parameters: the drag threshold is one whole number of pixels for the whole application (QStyleHints.startDragDistance); durations are whole milliseconds",
    "D10": "MUT-9, MUT-7: a reload is followed only when the position changes again: a mirrored row stays on its physical side, a side that appears during a drag shows from the next move",
    "F1": "FINDINGS.md F1: lost grab leaves the row dragging (keepMouseGrab stays set)",
    "F3": "FINDINGS.md F3: swipe.open(side) on a row open on the other side is ignored (the documentation says it sets the position)",
    "F4": "FINDINGS.md F4: a drag begun while swipe.transition runs takes the grab but never moves the row; the transition runs on",
    "F5": "FINDINGS.md F5: the content does not follow a change of the side item's width (background x is no longer position x width)",
    "F6": "FINDINGS.md F6: a release off a pressed side item leaves it pressed, so a later release on it clicks it without a press",
    "F7": "FINDINGS.md F7: a tap on a side item while swipe.close() runs clicks it (swipe.complete stays true)",
    "F8": "FINDINGS.md F8: swipe.open() during a press resets that press's drag state: the drag computes the position from the wrong side, or never moves the row",
    "F9": "FINDINGS.md F9: a drag on an open row that comes back past its press point stays where its last move on the other side left it",
    "F10": "FINDINGS.md F10: after swipe.close(), swipe.open() is ignored until the close transition ends (for ever without a transition)",
    "P2": "FINDINGS.md P2: design difference, not yet a DCH: the list takes a vertical drag at the move after the one past its threshold; an up right after it is the row's release",
    "P3": "FINDINGS.md P3: design difference, not yet a DCH: a release before half way leaves a running opening transition alone (no restart)",
    "P4": "FINDINGS.md P4: design difference, not yet a DCH: open() on a row settling in place at its open position leaves the settle (|position| is 1)",
}

# The reasons a run under each profile can meet (classify_profile picks the rules).
PROFILE_REASONS = {"default": ["D%d" % n for n in range(1, 11)] + ["F1", "F5"],
                   "qt-swipedelegate": ["F1", "F3", "F4", "F5", "F6", "F7", "F8", "F9", "F10", "P2", "P3", "P4"]}


def load_vectors(directory):
    cases = {}
    for path in glob.glob(os.path.join(directory, "*.json")):
        if path.endswith("schema.json"):
            continue
        with open(path) as f:
            document = json.load(f)
        for case in document.get("cases", []):
            cases[case["id"]] = case
    return cases


def _extent(row, edge):
    params = row["parameters"]
    total = 0.0
    for declaration in row["declarations"]:
        if declaration["edge"] == edge:
            for action in declaration["actions"]:
                total += max(action.get("width", params["actionWidth"]), params["minimumActionWidth"])
    return total


def _rows_at(case, index):
    """The row configurations in list order when event ``index`` arrives (list changes applied)."""
    rows = list(case["rows"])
    for event in case["events"][:index + 1]:
        kind = event["type"]
        try:
            if kind == "insertRow":
                rows.insert(event["index"], event["configuration"])
            elif kind == "deleteRow":
                del rows[event["row"]]
            elif kind == "moveRow":
                rows.insert(event["to"], rows.pop(event["row"]))
            elif kind == "reloadRow":
                rows[event["row"]] = event["configuration"]
        except (IndexError, KeyError, TypeError):
            pass  # a rejected change (SPEC MUT-12) changes nothing
    return rows


def _touch_down(events, index):
    """The down that began the touch sequence active at event ``index``, or None."""
    for event in reversed(events[:index + 1]):
        if event["type"] in ("up", "cancel") and event is not events[index]:
            return None
        if event["type"] == "down":
            return event
    return None


def _earlier_tap_released_off_its_press(case, index):
    """Whether a tap (a sequence that never moved past its row's slop on either
    axis) before event ``index`` went up at another x than its down: the release
    that leaves a pressed side item pressed (FINDINGS.md F6). A drag does not
    count: its release is handled by the delegate, not by the item."""
    down, tap = None, False
    for event in case["events"][:index]:
        kind = event["type"]
        if kind == "down":
            down, tap = event, True
        elif kind in ("move", "up") and down is not None:
            rows = case["rows"]
            slop = rows[down["row"]]["parameters"]["slop"] if 0 <= down["row"] < len(rows) else 0
            tap = tap and abs(event["x"] - down["x"]) <= slop and abs(event["y"] - down["y"]) <= slop
            if kind == "up":
                if tap and event["x"] != down["x"]:
                    return True
                down = None
        elif kind == "cancel":
            down = None
    return False


def _drag_back_to_its_press(case, index):
    """Whether the touch that ends with the ``up`` at event ``index`` went past its
    row's slop (a drag) and came back to release at its press point: the drag's start
    clears the pressed side item only under the move's point (FINDINGS.md F6, line
    802), so the release on it clicks it."""
    down, moves = _touch_moves(case, index)
    if down is None or not moves or moves[-1]["type"] != "up":
        return False
    slop = _slop(case)
    dragged = any(abs(m["x"] - down["x"]) > slop or abs(m["y"] - down["y"]) > slop for m in moves[:-1])
    return dragged and moves[-1]["x"] == down["x"] and moves[-1]["y"] == down["y"]


class FirstDifference:
    """Where a failed case first differed: the event, its kind, the field's path, and
    both observations. ``reason`` is set instead when the record says it at once:
    ``D9`` for a case Qt cannot set up, ``None`` for a break or a case with no
    differing observation (no rule explains those)."""

    def __init__(self, record, case):
        self.reason = self.events = self.event = self.kind = None
        self.index = record.get("event")
        self.path = record.get("path", "")
        self.expected, self.actual = record.get("expected"), record.get("actual")
        self.decided = True
        if record["status"] == "broken":
            return
        message = record.get("message", "")
        if "startDragDistance" in message or "whole number of milliseconds" in message:
            self.reason = "D9"
            return
        if self.index is None or self.expected is None or self.actual is None:
            return
        self.decided = False
        self.events = case["events"]
        self.event = self.events[self.index]
        self.kind = self.event["type"]


def classify(record, case):
    """The reason id of one failed case, or None when no rule explains it."""
    difference = FirstDifference(record, case)
    if difference.decided:
        return difference.reason
    index, path, expected, actual = difference.index, difference.path, difference.expected, difference.actual
    events, event, kind = difference.events, difference.event, difference.kind
    match = re.match(r"rows\[(\d+)\]\.(\w+)", path)
    if match is None:
        if path == "tappedRow" and actual.get("tappedRow") is not None and expected.get("tappedRow") is None:
            if any(r["parameters"]["slop"] == 0 for r in case["rows"]):
                return "D7"
        return None
    i, field = int(match.group(1)), match.group(2)
    e, a = expected["rows"][i], actual["rows"][i]
    rows = _rows_at(case, index)
    row = rows[i] if i < len(rows) else None
    down = _touch_down(events, index)
    if kind == "cancel" and a["phase"] == "dragging":
        return "F1"
    if kind == "reloadRow" and e["phase"] == "dragging" and a["phase"] == "dragging" and field in ("offset", "revealedEdge", "actions"):
        return "F5" if _side_width_not_followed(case, index, i, a) else "D10"
    if e["phase"] == "settling" and a["phase"] == "settling" and field in ("offset", "revealedEdge", "actions"):
        return "D1"
    if e["phase"] == "settling" and a["phase"] in ("open", "closed") and row and row["parameters"]["settleDuration"] == 0:
        return "D8"
    if e["phase"] in ("open", "closed") and a["phase"] == "settling" and kind == "up" and a["offset"] == e["offset"]:
        return "D6"
    if down is not None and row is not None and not (0 <= down["x"] <= row["width"]) and a["phase"] == "closed":
        return "D3"
    if e["phase"] == "dragging" and a["phase"] == "dragging" and field in ("offset", "selected", "revealedEdge", "actions"):
        if e["selected"] is not None and a["selected"] is None:
            return "D2"
        if e["revealedEdge"] == a["revealedEdge"] and e["revealedEdge"] is not None and row is not None:
            extent = _extent(row, e["revealedEdge"])
            if abs(a["offset"]) == extent and abs(e["offset"]) > extent:
                return "D2"
    if (e["phase"] == "dragging" and e["offset"] == 0 and a["phase"] == "closed" and a["offset"] == 0
            and row is not None and not any(d["actions"] for d in row["declarations"])):
        return "D5"
    if e["phase"] != "dragging" and a["phase"] == "dragging" and kind in ("move", "up"):
        return "D4"
    if e["phase"] == "dragging" and a["phase"] == "closed" and down is not None and kind in ("move", "up"):
        return "D7"
    return None


def _index_of(events, event):
    return next(k for k, candidate in enumerate(events) if candidate is event)


def _side_width_not_followed(case, index, i, actual_row):
    """Whether a reload (event ``index``) changed the width of the side that row ``i``
    shows, and the content stayed off the new width: FINDINGS.md F5 (never for a row the
    reload mirrored, D10, nor at offset 0, where position x width is 0 for any width)."""
    before, after = _rows_at(case, index - 1), _rows_at(case, index)
    if i >= len(before) or i >= len(after) or actual_row["offset"] == 0:
        return False
    old, new = before[i], after[i]
    if old["layoutDirection"] != new["layoutDirection"]:
        return False  # mirrored: D10
    ltr = new["layoutDirection"] == "ltr"
    right = actual_row["offset"] < 0  # the content moved left: the right side shows
    edge = ("trailing" if ltr else "leading") if right else ("leading" if ltr else "trailing")
    return _extent(old, edge) != _extent(new, edge) and abs(actual_row["offset"]) != _extent(new, edge)


def _drag_follows_old_width(case, events, index, i, expected_row, actual_row):
    """Whether the drag active at event ``index`` saw a reload of row ``i`` change the
    extent of the side the row shows, and the content now stands where the position the
    spec's offset gives (offset / new extent) puts it on the old extent: FINDINGS.md F5,
    seen at the drag's first sample after the reload under ``dragReload: atNextSample``
    (DCH-23), where the reload itself leaves the offset alone."""
    down = _touch_down(events, index)
    if down is None or expected_row["offset"] == 0:
        return False
    start = _index_of(events, down)
    for k in range(start + 1, index):
        event = events[k]
        if event["type"] != "reloadRow" or event.get("row") != i:
            continue
        old, new = _rows_at(case, k - 1)[i], _rows_at(case, k)[i]
        if old["layoutDirection"] != new["layoutDirection"]:
            continue
        ltr = new["layoutDirection"] == "ltr"
        right = expected_row["offset"] < 0
        edge = ("trailing" if ltr else "leading") if right else ("leading" if ltr else "trailing")
        old_extent, new_extent = _extent(old, edge), _extent(new, edge)
        if old_extent and new_extent and old_extent != new_extent:
            at_old_width = expected_row["offset"] / new_extent * old_extent
            if abs(actual_row["offset"] - at_old_width) <= 1:  # positions are whole pixels (positionQuantum 1)
                return True
    return False


def _pressed_while_settling(case, events, index):
    """Whether the touch active at event ``index`` went down on a row that was settling."""
    down = _touch_down(events, index)
    if down is None:
        return False
    at_down = case["expected"]["observations"][_index_of(events, down)]
    rows = at_down["rows"]
    return down["row"] < len(rows) and rows[down["row"]]["phase"] == "settling"


def _pressed_while_closing(case, events, index):
    """Whether the touch active at event ``index`` went down on a row settling to 0."""
    down = _touch_down(events, index)
    if down is None:
        return False
    rows = case["expected"]["observations"][_index_of(events, down)]["rows"]
    return down["row"] < len(rows) and rows[down["row"]]["phase"] == "settling" and rows[down["row"]]["offset"] == 0


def _identities(case):
    """For each event index k, the rows' identities in list order before event k, and
    after the last event at index ``len(events)``: the initial rows are 0 to n - 1 and
    each inserted row takes the next number, so a row is followed across list changes
    (SPEC MUT-1) as classify's rules need it."""
    current = list(range(len(case["rows"])))
    fresh = len(current)
    before = []
    for event in case["events"]:
        before.append(list(current))
        kind = event["type"]
        try:
            if kind == "insertRow" and 0 <= event["index"] <= len(current):
                current.insert(event["index"], fresh)
                fresh += 1
            elif kind == "deleteRow" and 0 <= event["row"] < len(current):
                del current[event["row"]]
            elif kind == "moveRow" and 0 <= event["row"] < len(current) and 0 <= event["to"] < len(current):
                current.insert(event["to"], current.pop(event["row"]))
        except (KeyError, TypeError):
            pass  # a rejected change (SPEC MUT-12) changes nothing
    before.append(list(current))
    return before


def _identity(identities, k, row):
    """The identity of the row at index ``row`` before event ``k``, or None."""
    rows = identities[k]
    return rows[row] if isinstance(row, int) and 0 <= row < len(rows) else None


def _expected_row(case, identities, k, identity):
    """The reference's observation of row ``identity`` after event ``k``, or None."""
    after = identities[k + 1]
    if identity not in after:
        return None
    rows = case["expected"]["observations"][k]["rows"]
    i = after.index(identity)
    return rows[i] if i < len(rows) else None


def _touch_moves(case, index):
    """The down of the touch active at event ``index`` (None without one), and the
    pointer events of that touch from its first move through event ``index``."""
    events = case["events"]
    down = _touch_down(events, index)
    if down is None:
        return None, []
    start = _index_of(events, down)
    return down, [e for e in events[start + 1:index + 1] if e["type"] in ("move", "up")]


def _slop(case):
    """The case's slop: Qt's drag threshold is one for the whole application, so every
    row of a case Qt runs has the same (D9)."""
    rows = case["rows"]
    return rows[0]["parameters"]["slop"] if rows else 0


def _pending_until(case, down, moves):
    """Whether each of ``moves`` stays within the slop of ``down`` on both axes (the
    sequence pending throughout, SPEC REC-2 and DCH-9)."""
    slop = _slop(case)
    return all(abs(m["x"] - down["x"]) <= slop and abs(m["y"] - down["y"]) <= slop for m in moves)


def _touch_row_opened_during_touch(case, identities, index):
    """Whether an ``open`` named the row of the touch active at event ``index`` while
    that touch was down (FINDINGS.md F8: open() rewrites the press's drag state)."""
    events = case["events"]
    down = _touch_down(events, index)
    if down is None:
        return False
    start = _index_of(events, down)
    touched = _identity(identities, start, down["row"])
    return any(e["type"] == "open" and _identity(identities, k, e["row"]) == touched
               for k, e in enumerate(events[start + 1:index], start + 1))


def _pressed_open_at_rest(case, index):
    """The offset of the row the touch active at event ``index`` went down on, when
    that row was at rest open at the down (the reference's observation), else None."""
    events = case["events"]
    down = _touch_down(events, index)
    if down is None:
        return None
    rows = case["expected"]["observations"][_index_of(events, down)]["rows"]
    if down["row"] < len(rows) and rows[down["row"]]["phase"] == "open":
        return rows[down["row"]]["offset"]
    return None


def _closing_from_close(case, identities, index, identity, actual_ends):
    """Whether row ``identity`` was settling to 0 before event ``index`` from a ``close``,
    with the end time Qt still shows (``actual_ends``): FINDINGS.md F10."""
    events = case["events"]
    if index == 0:
        return False
    before = _expected_row(case, identities, index - 1, identity)
    if before is None or before["phase"] != "settling" or before["offset"] != 0:
        return False
    for k in range(index - 1, -1, -1):
        event = events[k]
        if event["type"] == "close" and _identity(identities, k, event["row"]) == identity:
            started = _expected_row(case, identities, k, identity)
            return (started is not None and started["phase"] == "settling" and started["offset"] == 0
                    and started["settleEnds"] == before["settleEnds"] and abs(actual_ends - before["settleEnds"]) < 5e-4)
    return False


def classify_under_qt_profile(record, case):
    """The reason id of one case failed under the qt-swipedelegate profile, or None.

    The profile expresses D1 to D8 as design choices (SPEC.md section 9), so those
    no longer fail; these rules name what still does: Qt's defects (Fn) and the design
    differences SPEC.md does not express yet (Pn), each by its first differing event.
    """
    difference = FirstDifference(record, case)
    if difference.decided:
        return difference.reason
    index, path, expected, actual = difference.index, difference.path, difference.expected, difference.actual
    events, event, kind = difference.events, difference.event, difference.kind
    identities = _identities(case)
    down, moves = _touch_moves(case, index)
    if (path == "performed" and kind == "up" and not expected["performed"] and actual["performed"]
            and (_earlier_tap_released_off_its_press(case, index) or _drag_back_to_its_press(case, index))):
        return "F6"
    if path == "performed" and kind == "up" and not expected["performed"] and actual["performed"] \
            and _pressed_while_closing(case, events, index):
        return "F7"
    if (kind == "up" and down is not None and _pending_until(case, down, moves[:-1])
            and abs(event["x"] - down["x"]) <= _slop(case) < abs(event["y"] - down["y"])):
        return "P2"  # the up's own move is the first past the slop, vertically: the ListView never takes it
    match = re.match(r"rows\[(\d+)\]\.(\w+)", path)
    if match is None:
        return None
    i, field = int(match.group(1)), match.group(2)
    e, a = expected["rows"][i], actual["rows"][i]
    identity = _identity(identities, index + 1, i)
    shown = ("offset", "phase", "revealedEdge", "actions")
    if kind == "cancel" and a["phase"] == "dragging":
        return "F1"
    if (kind == "reloadRow" and a["phase"] in ("dragging", "open", "settling") and field in ("offset", "phase", "revealedEdge", "actions")
            and _side_width_not_followed(case, index, i, a)):
        return "F5"
    if kind in ("move", "up") and field == "offset" and _drag_follows_old_width(case, events, index, i, e, a):
        return "F5"
    if kind in ("move", "up") and field in shown and _pressed_while_settling(case, events, index):
        return "F4"
    if kind in ("move", "up") and field in shown and _touch_row_opened_during_touch(case, identities, index):
        return "F8"
    at_down = _pressed_open_at_rest(case, index)
    if (kind in ("move", "up") and field == "offset" and at_down is not None and e["offset"] == at_down
            and (event["x"] - down["x"]) * at_down > 0 and abs(a["offset"]) < abs(at_down)):
        return "F9"  # the finger is past its press point on the open side; Qt kept an older position
    rows = _rows_at(case, index)
    row = rows[i] if i < len(rows) else None
    both_settling = e["phase"] == "settling" and a["phase"] == "settling"
    same_side = a["revealedEdge"] is not None and e["revealedEdge"] == a["revealedEdge"]
    if (kind == "up" and field == "settleEnds" and both_settling and same_side and a["settleEnds"] < e["settleEnds"]
            and down is not None and _pending_until(case, down, moves) and row is not None
            and abs(a["offset"]) <= 0.5 * _extent(row, a["revealedEdge"])):
        return "P3"  # a tap at or before half way: Qt leaves the running transition alone
    if kind == "open" and a["phase"] == "settling" and field in ("settleEnds",) + shown and identity is not None \
            and _closing_from_close(case, identities, index, identity, a["settleEnds"]):
        return "F10"
    if (kind == "open" and field == "settleEnds" and both_settling and same_side
            and a["offset"] != 0 and e["offset"] == a["offset"] and a["settleEnds"] < e["settleEnds"]):
        return "P4"  # Qt's position is already 1 (the row settles in place): open() returns at once
    if (kind == "open" and e["phase"] == "settling" and a["phase"] in ("open", "settling") and e["revealedEdge"] != a["revealedEdge"]
            and row is not None and a["revealedEdge"] is not None and abs(a["offset"]) == _extent(row, a["revealedEdge"])):
        return "F3"
    return None


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("report", help="a verify --json report of the Qt adapter")
    parser.add_argument("--profile", choices=sorted(PROFILE_REASONS), default="default",
                        help="the profile the report was judged under (default: default)")
    parser.add_argument("--vectors", default=None,
                        help="the vector directory the report ran (default: Vectors/; required with --profile qt-swipedelegate)")
    parser.add_argument("--write", metavar="FILE", help="write the expected-failures list to FILE")
    args = parser.parse_args(argv)
    try:
        with open(args.report) as f:
            report = json.load(f)
    except (OSError, ValueError) as error:
        print("classify_failures: %s: cannot read the report: %s" % (args.report, error), file=sys.stderr)
        return 2
    if args.vectors is None and args.profile != "default":
        print("classify_failures: --profile %s needs --vectors DIR, the profile's set "
              "(swipe-conformance generate --profile %s --vectors DIR)" % (args.profile, args.profile), file=sys.stderr)
        return 2
    vectors = load_vectors(args.vectors or os.path.join(ROOT, "Vectors"))
    if not vectors:
        print("classify_failures: %s holds no vector cases" % (args.vectors or "Vectors/"), file=sys.stderr)
        return 2
    rule = classify if args.profile == "default" else classify_under_qt_profile
    lines = []
    counts = {}
    unexplained = []
    for record in report.get("cases", []):
        if record["status"] not in ("failed", "broken", "expectedFailure"):
            continue
        case = vectors.get(record["id"])
        reason = rule(record, case) if case is not None else None
        if reason is None:
            unexplained.append(record)
            continue
        counts[reason] = counts.get(reason, 0) + 1
        lines.append("%s  # %s %s" % (record["id"], reason, REASONS[reason].split(":")[0]))
    for reason in sorted(counts, key=lambda r: (r[0], int(r[1:]))):
        print("%5d  %s  %s" % (counts[reason], reason, REASONS[reason]))
    for record in unexplained:
        print("UNEXPLAINED %s: %s" % (record["id"], record.get("message", record["status"])[:240]))
    print("%d explained, %d unexplained" % (len(lines), len(unexplained)))
    if args.write:
        header = ["# Expected failures of Examples/qt-swipedelegate under the %s profile." % args.profile,
                  "# Written by classify_failures.py --profile %s from a verify --json report; each" % args.profile,
                  "# line's comment names its reason: Dn in OBSERVED-DESIGN.md (a deliberate design",
                  "# of Qt's SwipeDelegate), Fn in FINDINGS.md (a defect of Qt), Pn in FINDINGS.md (a",
                  "# design of Qt's that SPEC.md does not express yet), Ln in OBSERVED-DESIGN.md's",
                  "# limits (of the app around the widget or of the cases it is sent, not of Qt)."]
        with open(args.write + ".tmp", "w") as f:
            f.write("\n".join(header + lines) + "\n")
        os.replace(args.write + ".tmp", args.write)
    return 1 if unexplained else 0


if __name__ == "__main__":
    sys.exit(main())
