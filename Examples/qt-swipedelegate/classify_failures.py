#!/usr/bin/env python3
"""Sorts the failures of a verify report on the Qt example into their reasons.

    python3 Examples/qt-swipedelegate/classify_failures.py REPORT.json [--vectors DIR] [--write FILE]

Reads a ``verify --json`` report (PROTOCOL.md 5) of the Qt adapter and, for each
failed or broken case, looks at its first differing event: which field differs,
what the reference expected and what Qt showed. Each rule below names one design
difference of OBSERVED-DESIGN.md (``D1`` …) or one defect of FINDINGS.md
(``F1`` …); a case that no rule explains is printed as UNEXPLAINED, and the exit
status is then 1. With ``--write FILE`` it writes the expected-failures list for
``verify --expected-failures FILE``: one case id per line, its reason in a comment.
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
    "D10": "MUT-9: a reload during a drag keeps the content where it was until the finger moves again",
    "F1": "FINDINGS.md F1: lost grab leaves the row dragging (keepMouseGrab stays set)",
}


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


def classify(record, case):
    """The reason id of one failed case, or None when no rule explains it."""
    if record["status"] == "broken":
        return None
    message = record.get("message", "")
    if "startDragDistance" in message or "whole number of milliseconds" in message:
        return "D9"
    index = record.get("event")
    path = record.get("path", "")
    expected, actual = record.get("expected"), record.get("actual")
    if index is None or expected is None or actual is None:
        return None
    events = case["events"]
    event = events[index]
    kind = event["type"]
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
        return "D10"
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


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("report", help="a verify --json report of the Qt adapter")
    parser.add_argument("--vectors", default=os.path.join(ROOT, "Vectors"), help="the vector directory the report ran")
    parser.add_argument("--write", metavar="FILE", help="write the expected-failures list to FILE")
    args = parser.parse_args(argv)
    try:
        with open(args.report) as f:
            report = json.load(f)
    except (OSError, ValueError) as error:
        print("classify_failures: %s: cannot read the report: %s" % (args.report, error), file=sys.stderr)
        return 2
    vectors = load_vectors(args.vectors)
    lines = []
    counts = {}
    unexplained = []
    for record in report.get("cases", []):
        if record["status"] not in ("failed", "broken", "expectedFailure"):
            continue
        case = vectors.get(record["id"])
        reason = classify(record, case) if case is not None else None
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
        header = ["# Expected failures of Examples/qt-swipedelegate under the default profile.",
                  "# Written by classify_failures.py from a verify --json report; each line's",
                  "# comment names its reason: Dn in OBSERVED-DESIGN.md (a deliberate design of",
                  "# Qt's SwipeDelegate), Fn in FINDINGS.md (a defect of Qt)."]
        with open(args.write + ".tmp", "w") as f:
            f.write("\n".join(header + lines) + "\n")
        os.replace(args.write + ".tmp", args.write)
    return 1 if unexplained else 0


if __name__ == "__main__":
    sys.exit(main())
