#!/usr/bin/env python3
"""Checks that two verify --json reports are the same run's result, byte for byte.

    python3 Examples/qt-swipedelegate/same_report.py FIRST.json SECOND.json

The reports must be byte-identical except for the two wall-clock fields of their
``run`` object, ``date`` and ``durationSeconds`` (PROTOCOL.md 5), which this
replaces by placeholders of the same shape before comparing. On the Qt example this
shows that the clock is virtual: every observation, down to each offset in the
middle of an animation, repeats exactly. Exit status 1 names the first differing
line; 2 for a file that cannot be read.
"""
import re
import sys


def normalized(path):
    with open(path, "rb") as f:
        text = f.read().decode("utf-8")
    text = re.sub(r'"date": ?"[^"]*"', '"date": "…"', text, count=1)
    return re.sub(r'"durationSeconds": ?[0-9.eE+-]+', '"durationSeconds": 0', text, count=1)


def main(argv):
    if len(argv) != 3:
        print(__doc__.strip().split("\n\n")[1].strip(), file=sys.stderr)
        return 2
    try:
        first, second = normalized(argv[1]), normalized(argv[2])
    except (OSError, UnicodeDecodeError) as error:
        print("same_report: cannot read %s" % error, file=sys.stderr)
        return 2
    if first == second:
        print("same_report: %s and %s are identical (%d bytes) apart from run.date and run.durationSeconds"
              % (argv[1], argv[2], len(second.encode("utf-8"))))
        return 0
    a, b = first.split("\n"), second.split("\n")
    for number, (x, y) in enumerate(zip(a, b), 1):
        if x != y:
            print("same_report: %s and %s differ at line %d:\n  %s\n  %s" % (argv[1], argv[2], number, x[:200], y[:200]))
            return 1
    print("same_report: %s has %d lines, %s has %d" % (argv[1], len(a), argv[2], len(b)))
    return 1


if __name__ == "__main__":
    sys.exit(main(sys.argv))
