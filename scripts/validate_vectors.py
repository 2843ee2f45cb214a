#!/usr/bin/env python3
"""Validate every vector file against Vectors/schema.json with the independent
`jsonschema` package (draft 2020-12). Prints one line per invalid file and
`N passed, M failed` at the end; exits non-zero on any failure.

Usage: python3 scripts/validate_vectors.py [VECTOR_DIR | VECTOR_FILE] [--self-test]

A single file is validated against the schema.json beside it, or the
repository's Vectors/schema.json when there is none.

--self-test also checks that the schema is strict: copies of a real case with one
field removed, one wrong type, or one unknown key must each fail validation.
"""
import copy
import json
import sys
from pathlib import Path

try:
    import jsonschema
except ImportError:
    sys.exit("validate_vectors: the jsonschema package is missing: python3 -m pip install jsonschema")


def main(argv):
    args = [a for a in argv if not a.startswith("--")]
    bundled = Path(__file__).resolve().parent.parent / "Vectors"
    target = Path(args[0]) if args else bundled
    if not target.exists():
        sys.exit(f"validate_vectors: {target} does not exist; give a vector folder or file")
    directory = target if target.is_dir() else target.parent
    schema_path = directory / "schema.json"
    if not schema_path.exists():
        schema_path = bundled / "schema.json"
    schema = json.loads(schema_path.read_text())
    jsonschema.Draft202012Validator.check_schema(schema)
    validator = jsonschema.Draft202012Validator(schema)
    if target.is_dir():
        files = sorted(p for p in directory.glob("*.json") if p.name != "schema.json")
    else:
        files = [target]
    if not files:
        sys.exit(f"validate_vectors: no vector files in {directory}")
    passed = failed = 0
    for path in files:
        try:
            document = json.loads(path.read_text(), parse_constant=lambda c: (_ for _ in ()).throw(ValueError(f"non-standard constant {c}")))
        except RecursionError:
            print(f"{path}: not valid JSON: arrays and objects nest too deep to read")
            failed += 1
            continue
        except ValueError as error:
            print(f"{path}: not valid JSON: {error}")
            failed += 1
            continue
        errors = sorted(validator.iter_errors(document), key=lambda e: list(e.absolute_path))
        if errors:
            first = errors[0]
            where = "$" + "".join(f"[{p}]" if isinstance(p, int) else f".{p}" for p in first.absolute_path)
            print(f"{path}: {where}: {first.message} ({len(errors)} error(s))")
            failed += 1
        else:
            passed += 1
    print(f"{passed} passed, {failed} failed")
    if "--self-test" in argv:
        failed += self_test(validator, json.loads(files[0].read_text()))
    return 1 if failed else 0


def self_test(validator, document):
    """Damages one field at a time in the first case of `document`; every damaged
    copy must be rejected. Returns the number of damaged copies the schema accepted."""
    case = document["cases"][0]
    removals = [["id"], ["description"], ["requirements"], ["tags"], ["rows"], ["events"], ["expected"],
                ["rows", 0, "width"], ["rows", 0, "parameters", "slop"], ["rows", 0, "declarations", 0, "edge"],
                ["events", 0, "t"], ["events", 0, "type"], ["expected", "accessibility"],
                ["expected", "observations", 0, "rows", 0, "phase"], ["expected", "observations", 0, "performed"],
                ["expected", "observations", 0, "rows", 0, "settleEnds"]]
    retypes = [(["rows", 0, "width"], "375"), (["events", 0, "t"], "NaN"), (["rows", 0, "layoutDirection"], "up"),
               (["expected", "observations", 0, "rows", 0, "offset"], None), (["requirements"], ["THR"]),
               (["id"], "bad\nid"), (["id"], "tab\there"), (["id"], "del\x7f"), (["id"], "c1\x85")]
    accepted = 0

    def at(doc, path):
        for key in path[:-1]:
            doc = doc[key]
        return doc

    def check(label, damaged):
        nonlocal accepted
        if not list(validator.iter_errors(damaged)):
            print(f"schema self-test: accepted a case with {label}")
            accepted += 1

    for path in removals:
        damaged = {**document, "cases": [copy.deepcopy(case)]}
        parent = at(damaged["cases"][0], path)
        del parent[path[-1]]
        check("$.cases[0]." + ".".join(map(str, path)) + " removed", damaged)
    for path, value in retypes:
        damaged = {**document, "cases": [copy.deepcopy(case)]}
        at(damaged["cases"][0], path)[path[-1]] = value
        check("$.cases[0]." + ".".join(map(str, path)) + f" = {value!r}", damaged)
    damaged = {**document, "cases": [{**copy.deepcopy(case), "extra": 1}]}
    check("an unknown key", damaged)
    total = len(removals) + len(retypes) + 1
    print(f"schema self-test: {total - accepted} of {total} damaged copies rejected")
    return accepted


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
