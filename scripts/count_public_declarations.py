#!/usr/bin/env python3
"""Counts the public declarations of a module: the `public` and `open`
modifiers in the code of its Swift files (comments and the text of string
literals ignored, so a doc comment saying "public" does not count).

Usage: scripts/count_public_declarations.py MODULE [MODULE ...] [--files]

MODULE is a folder name under Sources/. Prints one line per module (and with
--files one line per file that declares any), and exits 2 on a usage error
such as a module with no folder under Sources/.
"""

import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from check_layering import strip_comments_and_strings  # noqa: E402

# `open` is also an enum case and a function name; it counts only as a modifier.
DECLARATION = re.compile(r"(?<![\w.])(?:public(?=\s+[@\w])|open(?=\s+(?:class|func|var|let|subscript|static)\b))")


def count(path):
    code = strip_comments_and_strings(open(path, encoding="utf-8").read())
    return len(DECLARATION.findall(code))


def main(argv):
    args = [a for a in argv[1:] if not a.startswith("-")]
    if not args or any(a in ("-h", "--help") for a in argv[1:]):
        print(__doc__.strip())
        return 0 if any(a in ("-h", "--help") for a in argv[1:]) else 2
    root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Sources")
    for module in args:
        folder = os.path.join(root, module)
        if not os.path.isdir(folder):
            print(f"count_public_declarations: Sources/{module} does not exist; "
                  f"name a module folder under Sources/", file=sys.stderr)
            return 2
        per_file = {}
        for directory, _, names in os.walk(folder):
            for name in sorted(names):
                if name.endswith(".swift"):
                    path = os.path.join(directory, name)
                    per_file[os.path.relpath(path, folder)] = count(path)
        print(f"{module}: {sum(per_file.values())} public declarations in {len(per_file)} files")
        if "--files" in argv:
            for name, n in sorted(per_file.items(), key=lambda item: (-item[1], item[0])):
                if n:
                    print(f"  {n:4} {name}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
