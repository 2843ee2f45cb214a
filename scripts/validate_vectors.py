#!/usr/bin/env python3
"""Validate every vector file against Vectors/schema.json with the independent
`jsonschema` package (draft 2020-12). Prints one line per invalid file and
`N passed, M failed` at the end; exits non-zero on any failure.

Usage: python3 scripts/validate_vectors.py [VECTOR_DIR] [--expect-invalid FILE...]
"""
import json
import sys
from pathlib import Path

try:
    import jsonschema
except ImportError:
    sys.exit("validate_vectors: the jsonschema package is missing: python3 -m pip install jsonschema")


def main(argv):
    args = [a for a in argv if not a.startswith("--")]
    directory = Path(args[0]) if args else Path(__file__).resolve().parent.parent / "Vectors"
    schema = json.loads((directory / "schema.json").read_text())
    jsonschema.Draft202012Validator.check_schema(schema)
    validator = jsonschema.Draft202012Validator(schema)
    files = sorted(p for p in directory.glob("*.json") if p.name != "schema.json")
    if not files:
        sys.exit(f"validate_vectors: no vector files in {directory}")
    passed = failed = 0
    for path in files:
        try:
            document = json.loads(path.read_text(), parse_constant=lambda c: (_ for _ in ()).throw(ValueError(f"non-standard constant {c}")))
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
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
