#!/usr/bin/env python3
"""Checks the package's layering: no cycle between targets, no import of a
package target a target does not declare as a dependency, and no cycle
between the folders of one target.

Usage: scripts/check_layering.py [PACKAGE_DIR] [--verbose]

The targets and their dependencies come from `swift package describe --type
json`. Inside each source target with files in two or more folders, folder A
depends on folder B when a file in A names a top-level declaration of B (a
struct, enum, class, protocol, actor, typealias, function, constant or
variable; nested types are reached through their outer type), or a member
that an extension in B adds and that neither the rest of the target nor the
standard library declares (used as `.name`). Comments and the
text of string literals are ignored; interpolations are not. A name declared
in several folders counts for none of them.

Prints the target graph and each target's folder graph, then every cycle, and
exits 1 if there is any (0 otherwise, 2 on a usage error).
"""

import json
import os
import re
import subprocess
import sys
from collections import defaultdict


def strip_comments_and_strings(text):
    """The code of a Swift file with comments and the text of string literals
    blanked out (interpolated expressions are kept), lines preserved."""
    out = []
    i, n = 0, len(text)

    def code(i, closing_paren):
        depth = 0
        while i < n:
            c = text[i]
            if text.startswith("//", i):
                j = text.find("\n", i)
                j = n if j < 0 else j
                out.append(" " * (j - i))
                i = j
            elif text.startswith("/*", i):
                level, j = 1, i + 2
                while j < n and level:
                    if text.startswith("/*", j):
                        level, j = level + 1, j + 2
                    elif text.startswith("*/", j):
                        level, j = level - 1, j + 2
                    else:
                        j += 1
                out.append(re.sub(r"[^\n]", " ", text[i:j]))
                i = j
            elif c == '"' or (c == "#" and re.match(r'#+"', text[i:])):
                i = string(i)
            elif c == "(":
                depth += 1
                out.append(c)
                i += 1
            elif c == ")":
                if closing_paren and depth == 0:
                    return i
                depth -= 1
                out.append(c)
                i += 1
            else:
                out.append(c)
                i += 1
        return i

    def string(i):
        hashes = len(re.match(r"#*", text[i:]).group(0))
        i += hashes
        multiline = text.startswith('"""', i)
        quote = '"""' if multiline else '"'
        end = quote + "#" * hashes
        interpolation = "\\" + "#" * hashes + "("
        out.append(" " * (hashes + len(quote)))
        i += len(quote)
        while i < n:
            if text.startswith(interpolation, i):
                out.append(" " * len(interpolation))
                i = code(i + len(interpolation), True)
                if i < n:
                    out.append(" ")
                    i += 1
            elif text[i] == "\\" and hashes == 0:
                out.append("  " if i + 1 < n and text[i + 1] != "\n" else " ")
                i += 2 if i + 1 < n and text[i + 1] != "\n" else 1
            elif text.startswith(end, i):
                out.append(" " * len(end))
                return i + len(end)
            elif text[i] == "\n" and not multiline:
                return i
            else:
                out.append("\n" if text[i] == "\n" else " ")
                i += 1
        return i

    code(0, False)
    return "".join(out)


MODIFIERS = r"(?:(?:@\w+(?:\([^)]*\))?|public|package|internal|fileprivate|private|final|static|nonisolated|indirect|mutating|override|convenience|required|open|lazy|weak|unowned)\s+)*"
TYPE_DECL = re.compile(r"^" + MODIFIERS + r"(?:struct|enum|class|protocol|actor|typealias)\s+([A-Za-z_]\w*)", re.M)
TOP_DECL = re.compile(r"^" + MODIFIERS + r"(?:func|let|var)\s+`?([A-Za-z_]\w*)", re.M)
MEMBER_DECL = re.compile(r"^[ \t]+" + MODIFIERS + r"(?:func|let|var|case)\s+`?([A-Za-z_]\w*)", re.M)
EXTENSION = re.compile(r"^" + MODIFIERS + r"extension\b[^{]*\{", re.M)


def extension_members(code):
    """Names of the members declared directly inside top-level extensions."""
    names = set()
    for match in EXTENSION.finditer(code):
        depth, i = 1, match.end()
        while i < len(code) and depth:
            depth += {"{": 1, "}": -1}.get(code[i], 0)
            i += 1
        body = code[match.end():i - 1]
        # Keep only the extension's own level: blank out nested braces.
        flat, level = [], 0
        for c in body:
            if c == "}":
                level -= 1
            flat.append(c if level == 0 or c == "\n" else " ")
            if c == "{":
                level += 1
        names.update(MEMBER_DECL.findall("".join(flat)))
    return names


def standard_library_members():
    """Member names the Swift standard library declares (from the toolchain's
    Swift.swiftinterface), so `.isFinite` on a Double is not taken for an
    extension member of ours with the same name."""
    try:
        info = json.loads(subprocess.run(["swiftc", "-print-target-info"], check=True,
                                         capture_output=True, text=True).stdout)
    except (OSError, subprocess.CalledProcessError, ValueError):
        return set()
    names = set()
    for directory, _, filenames in os.walk(info["paths"]["runtimeResourcePath"]):
        if os.path.basename(directory) != "Swift.swiftmodule":
            continue
        for filename in filenames:
            if filename.endswith(".swiftinterface") and ".private." not in filename:
                text = open(os.path.join(directory, filename), encoding="utf-8", errors="replace").read()
                names.update(re.findall(r"\b(?:func|var|let|case)\s+`?([A-Za-z_]\w*)", text))
    return names


def folder_of(path, target_path):
    relative = os.path.relpath(path, target_path)
    parts = relative.split(os.sep)
    return parts[0] if len(parts) > 1 else "."


def find_cycles(graph):
    """The shortest cycle through each node that lies on one (each cycle once)."""
    index, low, stack, on_stack, components = {}, {}, [], set(), []
    counter = [0]

    def visit(v):
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph.get(v, ())):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = set()
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.add(w)
                if w == v:
                    break
            if len(component) > 1:
                components.append(component)

    for v in sorted(graph):
        if v not in index:
            visit(v)
    cycles, seen = [], set()
    for component in components:
        for start in sorted(component):
            # The shortest cycle through `start` inside the component.
            previous, queue, found = {start: None}, [start], None
            while queue and found is None:
                v = queue.pop(0)
                for w in sorted(graph.get(v, ())):
                    if w == start:
                        found = v
                        break
                    if w in component and w not in previous:
                        previous[w] = v
                        queue.append(w)
            path, v = [], found
            while v is not None:
                path.insert(0, v)
                v = previous[v]
            key = frozenset(zip(path, path[1:] + path[:1]))
            if key not in seen:
                seen.add(key)
                cycles.append(path + [start])
    return cycles


def main(argv):
    args = [a for a in argv[1:] if not a.startswith("-")]
    verbose = "--verbose" in argv or "-v" in argv
    if len(args) > 1 or any(a in ("-h", "--help") for a in argv[1:]):
        print(__doc__.strip())
        return 0 if any(a in ("-h", "--help") for a in argv[1:]) else 2
    root = os.path.abspath(args[0] if args else os.path.join(os.path.dirname(__file__), ".."))
    try:
        described = subprocess.run(
            ["swift", "package", "describe", "--type", "json"],
            cwd=root, check=True, capture_output=True, text=True,
        ).stdout
    except (OSError, subprocess.CalledProcessError) as error:
        detail = getattr(error, "stderr", "") or str(error)
        print(f"check_layering: cannot describe the package in {root}: {detail.strip()}", file=sys.stderr)
        return 2
    package = json.loads(described[described.index("{"):])
    targets = {t["name"]: t for t in package["targets"]}
    modules = {t.get("c99name", name): name for name, t in targets.items()}
    failures = []
    standard_members = standard_library_members()

    print("Targets (-> dependencies):")
    target_graph = {}
    for name in sorted(targets, key=lambda n: (targets[n]["type"] == "test", n)):
        dependencies = targets[name].get("target_dependencies", [])
        target_graph[name] = set(dependencies)
        print(f"  {name} ({targets[name]['type']}) -> {', '.join(dependencies) or '-'}")
    for cycle in find_cycles(target_graph):
        failures.append("target cycle: " + " -> ".join(cycle))

    for name in sorted(targets):
        target = targets[name]
        if target.get("module_type") != "SwiftTarget":
            continue
        declared = set(target.get("target_dependencies", []))
        for source in target.get("sources", []):
            path = os.path.join(root, target["path"], source)
            for line_number, line in enumerate(open(path, encoding="utf-8"), 1):
                match = re.match(r"\s*(?:@\w+\s+)*import\s+(?:\w+\s+)?(\w+)", line)
                if match and match.group(1) in modules and modules[match.group(1)] != name \
                        and modules[match.group(1)] not in declared:
                    failures.append(
                        f"{target['path']}/{source}:{line_number}: imports {match.group(1)}, "
                        f"which is not a dependency of {name} in Package.swift")

    for name in sorted(targets):
        target = targets[name]
        if target["type"] == "test" or target.get("module_type") != "SwiftTarget":
            continue
        target_path = os.path.join(root, target["path"])
        files = {}
        for source in target.get("sources", []):
            path = os.path.join(target_path, source)
            files[path] = strip_comments_and_strings(open(path, encoding="utf-8").read())
        folders = {folder_of(p, target_path) for p in files}
        if len(folders) < 2:
            continue
        declared_in = defaultdict(set)
        members_in = defaultdict(set)
        member_count = defaultdict(int)
        for path, code in files.items():
            folder = folder_of(path, target_path)
            for decl in TYPE_DECL.findall(code) + TOP_DECL.findall(code):
                declared_in[decl].add(folder)
            for member in MEMBER_DECL.findall(code):
                member_count[member] += 1
            for member in extension_members(code):
                members_in[member].add(folder)
        owner = {n: next(iter(f)) for n, f in declared_in.items() if len(f) == 1}
        member_owner = {
            n: next(iter(f)) for n, f in members_in.items()
            if len(f) == 1 and member_count[n] == 1 and n not in declared_in and n not in standard_members
        }
        edges = defaultdict(lambda: defaultdict(set))
        for path, code in files.items():
            folder = folder_of(path, target_path)
            for identifier in set(re.findall(r"\b[A-Za-z_]\w*\b", code)):
                home = owner.get(identifier)
                if home and home != folder:
                    edges[folder][home].add(identifier)
            for identifier in set(re.findall(r"\.([A-Za-z_]\w*)\b", code)):
                home = member_owner.get(identifier)
                if home and home != folder:
                    edges[folder][home].add("." + identifier)
        print(f"\nFolders of {name} (-> folders they use):")
        graph = {}
        for folder in sorted(folders):
            graph[folder] = set(edges[folder])
            uses = sorted(edges[folder])
            print(f"  {folder} -> {', '.join(uses) or '-'}")
            if verbose:
                for home in uses:
                    print(f"      {home}: {', '.join(sorted(edges[folder][home]))}")
        for cycle in find_cycles(graph):
            steps = []
            for a, b in zip(cycle, cycle[1:]):
                names = sorted(edges[a][b])
                shown = ", ".join(names[:4]) + (", ..." if len(names) > 4 else "")
                steps.append(f"{a} -> {b} ({shown})")
            failures.append(f"folder cycle in {name}: " + "; ".join(steps))

    if failures:
        print()
        for failure in failures:
            print("check_layering: " + failure)
        print("check_layering: FAILED - move the shared declarations below their users "
              "(see CONTRIBUTING.md, 'Where things live')")
        return 1
    print("\ncheck_layering: no cycle between targets or folders; every import is a declared dependency")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
