#!/usr/bin/env python3
"""Writes a copy of the Python example with one rule wrong, into DIR.

    python3 scripts/plant_thr2_fault.py DIR

The copy is Examples/python/swipe_impl.py with THR-2's comparison `>=` written
as `>` (a release at exactly the open threshold stays closed), beside the adapter
kit swipe_protocol.py it imports. CI checks that verify names THR-2 for it, and
docs/explain's drawings show its shrunk counterexample: both make it here, so
the copy they describe is the copy they run. Run from the package root.
"""
import os
import shutil
import sys

if len(sys.argv) != 2 or sys.argv[1].startswith("-"):
    sys.exit("usage: python3 scripts/plant_thr2_fault.py DIR  (run from the package root)")
target = sys.argv[1]
source = "Examples/python/swipe_impl.py"
if not os.path.isfile(source):
    sys.exit(f"plant_thr2_fault.py: {source} not found; run from the package root")
lines = open(source, encoding="utf-8").read().split("\n")
hits = [i for i, l in enumerate(lines) if "THR-2" in l and ">=" in l and not l.lstrip().startswith("#")]
if len(hits) != 1:
    sys.exit(f"plant_thr2_fault.py: expected one THR-2 comparison line in {source}, found {len(hits)}")
lines[hits[0]] = lines[hits[0]].replace(">=", ">", 1)
os.makedirs(target, exist_ok=True)
shutil.copy("Examples/python/swipe_protocol.py", target)  # the adapter kit swipe_impl.py imports from beside itself
with open(os.path.join(target, "swipe_impl.py"), "w", encoding="utf-8") as f:
    f.write("\n".join(lines))
print(f"plant_thr2_fault.py: {target}/swipe_impl.py, line {hits[0] + 1}: THR-2's >= written as >")
