#!/usr/bin/env python3
"""Checks that figures the documents quote are the figures CI measures.

    python3 scripts/check_doc_figures.py faults FILE      # `swipe-conformance faults` output
    python3 scripts/check_doc_figures.py qt-fuzz FILE     # `fuzz --keep-going` on Qt, 2000 cases
    python3 scripts/check_doc_figures.py qt-report FILE   # verify --profile qt-swipedelegate --json, the stored vectors

A figure in prose goes stale silently when the catalog, the generator or the vector
set changes: each check reads the figure from the document and the measurement
from CI's own run, and fails naming the document, what it says and what CI got.
Run from the package root.
"""
import json
import re
import sys


def fail(message):
    sys.exit(f"check_doc_figures.py: {message}")


def quoted(path, pattern, what):
    text = open(path, encoding="utf-8").read()
    m = re.search(pattern, text, re.S)
    if not m:
        fail(f"{path} no longer quotes {what} (pattern {pattern!r}); update this check with the document")
    return m


def faults(output):
    measured = sum(1 for line in open(output, encoding="utf-8") if line.strip())
    m = quoted("README.md", r"holds (\d+) faulty\s+implementations", "the fault catalog's size")
    if int(m.group(1)) != measured:
        fail(f"README.md says the catalog holds {m.group(1)} faulty implementations; `swipe-conformance faults` lists {measured}")
    print(f"README.md: the fault catalog's {measured} faulty implementations")


def qt_fuzz(output):
    text = open(output, encoding="utf-8").read()
    head = re.search(r"(\d+) of (\d+) cases? failed, in (\d+) distinct ways?\b", text)
    if not head:
        fail(f"{output} has no 'N of M cases failed, in K distinct ways' line")
    failed, ran, classes = head.groups()
    counts = re.findall(r"^  (\d+)\s+\d+\s+\d+→\d+\s+\S", text, re.M)
    doc = "Examples/qt-swipedelegate/README.md"
    within = quoted(doc, r"On 2000 cases under the adapter's profile \((\d+) of them", "the Qt fuzz run's case count").group(1)
    said = quoted(doc, r"(\d+) cases? failed, in (\d+) distinct ways?\b", "the Qt fuzz run's failures")
    table = re.findall(r"^\| (\d+) \| differential", open(doc, encoding="utf-8").read(), re.M)
    problems = []
    if within != ran:
        problems.append(f"{within} cases within the profile, CI ran {ran}")
    if said.groups() != (failed, classes):
        problems.append(f"{said.group(1)} failed in {said.group(2)} ways, CI: {failed} in {classes}")
    if table != counts:
        problems.append(f"class counts {' '.join(table)}, CI: {' '.join(counts)}")
    if problems:
        fail(f"{doc} quotes the 2000-case fuzz run wrongly: " + "; ".join(problems))
    print(f"{doc}: {failed} of {ran} cases failed, in {classes} distinct ways, counts {' '.join(counts)}")


def qt_report(report):
    profile = (json.load(open(report, encoding="utf-8")).get("run") or {}).get("profile") or {}
    measured = profile.get("leftOut")
    if measured is None:
        fail(f"{report} has no run.profile.leftOut")
    m = quoted("PROTOCOL.md", r'\{"name": "qt-swipedelegate", "leftOut": (\d+)', "the qt-swipedelegate run.profile example")
    if int(m.group(1)) != measured:
        fail(f"PROTOCOL.md's run.profile example says leftOut {m.group(1)}; verify --profile qt-swipedelegate of the stored vectors left out {measured}")
    print(f"PROTOCOL.md: qt-swipedelegate leaves out {measured} cases")


checks = {"faults": faults, "qt-fuzz": qt_fuzz, "qt-report": qt_report}
if len(sys.argv) != 3 or sys.argv[1] not in checks:
    sys.exit("usage: python3 scripts/check_doc_figures.py {faults|qt-fuzz|qt-report} FILE")
checks[sys.argv[1]](sys.argv[2])
