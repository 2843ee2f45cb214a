#!/usr/bin/env python3
"""Checks that `infer` found a shipped profile's design: every design choice of
the inferred profile (SPEC.md section 9) has the shipped profile's value.

Usage: scripts/check_inferred_profile.py INFERRED SHIPPED

INFERRED is the JSON `swipe-conformance infer --out` wrote; SHIPPED a profile of
Profiles/. A choice a profile leaves out takes its default value (SPEC.md section
10, Profiles/default.json). Exit 0 when every choice agrees, 1 when one differs
(each named, with both values), 2 on a usage error or a file that cannot be read.
"""

import json
import os
import sys

DEFAULT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Profiles", "default.json")


def load(path):
    try:
        with open(path, encoding="utf-8") as f:
            return json.load(f)
    except (OSError, json.JSONDecodeError) as error:
        print(f"check_inferred_profile: cannot read {path}: {error}; give the file infer --out wrote and a profile of Profiles/",
              file=sys.stderr)
        sys.exit(2)


def main(argv):
    if len(argv) != 3:
        print(__doc__.strip().split("\n\n")[1], file=sys.stderr)
        return 2
    inferred, shipped, default = load(argv[1]), load(argv[2]), load(DEFAULT)
    expected = {**default["choices"], **shipped["choices"]}
    found = inferred.get("choices", {})
    differing = [f"{name}: inferred {found.get(name, 'nothing')}, shipped {value}"
                 for name, value in expected.items() if found.get(name) != value]
    if differing:
        print(f"check_inferred_profile: infer does not find {shipped['name']}'s design: " + "; ".join(differing)
              + f" (see {argv[1]} and the infer output's evidence per value)", file=sys.stderr)
        return 1
    not_default = sum(1 for name, value in shipped["choices"].items() if default["choices"].get(name) != value)
    print(f"infer: all {len(expected)} choices of {shipped['name']} inferred exactly "
          f"({not_default} of them not the default)")
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main(sys.argv))
    except KeyError as missing:
        print(f"check_inferred_profile: a profile has no {missing} field; is it a profile JSON (Profiles/profile.schema.json)?",
              file=sys.stderr)
        sys.exit(2)
