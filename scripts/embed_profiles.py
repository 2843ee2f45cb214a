#!/usr/bin/env python3
"""Writes Sources/SwipeConformance/Core/BuiltInProfiles.swift from Profiles/*.json.

The built-in profiles ship inside the library and the tool as string literals, so
they need no path at run time; ProfileTests fails when the Swift copy differs from
the files. Run from the package root: python3 scripts/embed_profiles.py
"""
import os
import sys

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
folder = os.path.join(root, "Profiles")
names = sorted(n[:-5] for n in os.listdir(folder) if n.endswith(".json") and n != "profile.schema.json")
out = ["// Written by scripts/embed_profiles.py from Profiles/*.json; do not edit.", "",
       "/// The built-in profiles (Profiles/*.json), compiled into the library and the tool.",
       "package enum BuiltInProfiles {",
       "    /// The names of the built-in profiles, sorted.",
       "    package static let names: [String] = [" + ", ".join('"%s"' % n for n in names) + "]", "",
       "    /// Each built-in profile's JSON text, as in Profiles/NAME.json without its final newline.",
       "    package static let texts: [String: String] = ["]
for n in names:
    text = open(os.path.join(folder, n + ".json"), encoding="utf-8").read()
    if '"#' in text:
        sys.exit("Profiles/%s.json contains \"#, which the raw string literal cannot hold" % n)
    out.append('        "%s": #"""' % n)
    out.extend(("        " + line).rstrip() for line in text.rstrip("\n").split("\n"))
    out.append('        """#,')
out.append("    ]")
out.append("}")
target = os.path.join(root, "Sources", "SwipeConformance", "Core", "BuiltInProfiles.swift")
with open(target, "w", encoding="utf-8") as f:
    f.write("\n".join(out) + "\n")
print("wrote %s (%d profiles)" % (os.path.relpath(target, root), len(names)))
