#!/usr/bin/env python3
"""Fails when a public declaration has no documentation comment.

Usage: scripts/check_doc_coverage.py GRAPHS_DIR MODULE [MODULE ...]

Reads the symbol graphs that `swift build -emit-symbol-graph` wrote into
GRAPHS_DIR (MODULE.symbols.json, and MODULE@OTHER.symbols.json for the
module's extensions of other modules' types) and prints one line per public or
open symbol without a `///` comment:

    MODULE: Type.member (Sources/MODULE/File.swift:12): public declaration without a doc comment

Symbols the compiler synthesizes (an identifier containing `::SYNTHESIZED::`)
and implicit members with no place in the source (such as `init(rawValue:)`)
are skipped: there is nowhere to write their comment. Exits 1 when any symbol
lacks one, 2 on a usage error such as a module without a symbol graph.
"""

import glob
import json
import os
import sys
from urllib.parse import unquote, urlparse

PUBLIC = {"public", "open"}


def undocumented(graph_path, root):
    """Yields (symbol path, file, line) for each public symbol of the graph with no doc comment."""
    with open(graph_path, encoding="utf-8") as f:
        graph = json.load(f)
    for symbol in graph.get("symbols", []):
        if symbol.get("accessLevel") not in PUBLIC:
            continue
        if "::SYNTHESIZED::" in symbol["identifier"]["precise"]:
            continue
        location = symbol.get("location")
        if location is None:
            continue
        if symbol.get("docComment", {}).get("lines"):
            continue
        path = unquote(urlparse(location["uri"]).path)
        if path.startswith(root + os.sep):
            path = os.path.relpath(path, root)
        line = location["position"]["line"] + 1  # the graph counts lines from 0
        yield ".".join(symbol["pathComponents"]), path, line


def main(argv):
    if len(argv) < 3 or argv[1] in ("-h", "--help"):
        print(__doc__.strip())
        return 0 if argv[1:2] in (["-h"], ["--help"]) else 2
    graphs, modules = argv[1], argv[2:]
    root = os.path.realpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
    missing = 0
    for module in modules:
        main_graph = os.path.join(graphs, f"{module}.symbols.json")
        if not os.path.isfile(main_graph):
            print(f"check_doc_coverage: {main_graph} does not exist; build the module with "
                  f"-emit-symbol-graph into {graphs} first (scripts/build_docs.sh does)", file=sys.stderr)
            return 2
        found = set()
        for graph in [main_graph] + sorted(glob.glob(os.path.join(graphs, f"{module}@*.symbols.json"))):
            found.update(undocumented(graph, root))
        for symbol, path, line in sorted(found, key=lambda item: (item[1], item[2], item[0])):
            print(f"{module}: {symbol} ({path}:{line}): public declaration without a doc comment")
        missing += len(found)
    if missing:
        print(f"check_doc_coverage: {missing} public declaration(s) without a doc comment; "
              f"write a /// comment for each (CONTRIBUTING.md, Documentation)", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
