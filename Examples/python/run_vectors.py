#!/usr/bin/env python3
"""Run every vector file (Vectors/*.json, format 1) through swipe_impl.py.

Each case runs through the implementation's protocol server function `run_case`
(the result message `swipe-conformance verify --impl` compares: the refusal, the
accessibility lists of the rows as built, every observation), or through its
`SwipeList` when the file has no `run_case`. Compares under PROTOCOL.md 3.6 / Vectors/README.md: discrete fields exactly;
offset, actions[].x, actions[].width and settleEnds within 1e-6. A case tagged
with a style or feature the implementation's STYLES and FEATURES do not list is
skipped, as the tool skips a case the hello does not announce (PROTOCOL.md 3.5).
A vector set written under a profile (`generate --profile NAME`: each file names
it) runs with the implementation switched to that design first, through its
`use_profile(name)`; a folder mixing profiles, or a profile the implementation
cannot take, is refused in one line, as the tool refuses them. Prints one block
per failing case and `N passed, M failed, K skipped`; exits 1 on any failure,
2 on a bad input (folder, file or implementation).

Usage: python3 run_vectors.py [--vectors DIR] [--impl PATH] [--quiet] [DIR]
"""

import argparse
import glob
import importlib.util
import json
import math
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
TOLERANCE = 1e-6
CONTINUOUS = frozenset(("offset", "x", "width", "settleEnds"))
KNOWN_FORMATS = (1,)


def bad_input(message):
    """Stops with one line on standard error and exit status 2, as the tool does for a bad input."""
    print("run_vectors: %s" % message, file=sys.stderr)
    sys.exit(2)


def load_impl(path):
    """Import an implementation file as a module (the default is swipe_impl.py)."""
    if not os.path.isfile(path):
        bad_input("%s: no such implementation file; give a Python file with --impl PATH" % path)
    spec = importlib.util.spec_from_file_location("swipe_impl_under_test", path)
    module = importlib.util.module_from_spec(spec)
    try:
        spec.loader.exec_module(module)
    except Exception as error:  # the file's own error, named in one line
        bad_input("%s: importing it raised %s: %s" % (path, type(error).__name__, error))
    return module


def profile_of(directory, documents):
    """The profile every file of the set was written under ("default" when a file names none)."""
    names = sorted({(document.get("profile") or {}).get("name", "default") for _, document in documents})
    if len(names) > 1:
        bad_input("%s mixes the vector sets of profiles %s; run each profile's folder on its own"
                  % (directory, ", ".join(names)))
    return names[0]


def take_profile(impl, path, name):
    """Switches `impl` to the design of profile `name`, as its hello would declare it."""
    if name == "default":
        return
    if not hasattr(impl, "use_profile"):
        bad_input("the vectors are profile %s's; %s has no use_profile(name) to take that design" % (name, path))
    try:
        impl.use_profile(name)
    except ValueError as error:
        bad_input("the vectors are profile %s's; %s cannot take it: %s" % (name, path, error))


def _show(value):
    return json.dumps(value, separators=(",", ":"), allow_nan=True)


def first_difference(expected, actual, path="", key=None):
    """The JSON path and both values of the first difference, or None."""
    if key in CONTINUOUS and expected is not None and actual is not None \
            and type(expected) in (int, float) and type(actual) in (int, float) \
            and type(expected) is not bool and type(actual) is not bool:
        if math.isfinite(actual) and abs(expected - actual) <= TOLERANCE:
            return None
        return path, expected, actual
    if isinstance(expected, dict):
        if not isinstance(actual, dict):
            return path, expected, actual
        for k in expected:
            if k not in actual:
                return "%s.%s" % (path, k) if path else k, expected[k], "(missing)"
            d = first_difference(expected[k], actual[k], "%s.%s" % (path, k) if path else k, k)
            if d is not None:
                return d
        for k in actual:
            if k not in expected:
                return "%s.%s" % (path, k) if path else k, "(absent)", actual[k]
        return None
    if isinstance(expected, list):
        if not isinstance(actual, list):
            return path, expected, actual
        for i, (e, a) in enumerate(zip(expected, actual)):
            d = first_difference(e, a, "%s[%d]" % (path, i), key)
            if d is not None:
                return d
        if len(expected) != len(actual):
            return "%s.length" % path if path else "length", len(expected), len(actual)
        return None
    # Exact: strings, null, booleans, integers (row indices); null equals only null.
    if type(expected) is bool or type(actual) is bool:
        same = expected is actual
    else:
        same = expected == actual and (expected is None) == (actual is None)
    return None if same else (path, expected, actual)


class Raised(Exception):
    """The implementation raised while running a case: at event `event` (None: building the list or unknown)."""

    def __init__(self, event, error):
        super().__init__(error)
        self.event = event
        self.error = error


def library_result(impl, case):
    """The case's result message built through `impl.SwipeList`: the accessibility of the
    list as built, before any event (MUT-15), then one observation per event."""
    try:
        swipe_list = impl.SwipeList(case["rows"])
        accessibility = swipe_list.accessibility()
    except Exception as error:
        reason = getattr(error, "reason", None)
        if reason is None:
            raise Raised(None, error)
        return {"type": "result", "id": case["id"], "refused": reason}  # GEO-6, MUT-1
    observations = []
    for i, event in enumerate(case["events"]):
        try:
            observations.append(swipe_list.handle(event))
        except Exception as error:
            raise Raised(i, error)
    return {"type": "result", "id": case["id"], "accessibility": accessibility, "observations": observations}


def served_result(impl, case):
    """The result message `impl.run_case` answers for the case's `run` message (PROTOCOL.md
    3.4): what `swipe-conformance verify --impl` compares, so a fault in how the server
    assembles the result fails here too."""
    try:
        return impl.run_case({"type": "run", "id": case["id"], "rows": case["rows"], "events": case["events"]})
    except Exception as error:
        library_result(impl, case)  # names the event that raised when the library raises there too
        raise Raised(None, error)


def run_case(impl, case):
    """None when the case passes, else a description of its first difference.

    The case runs through the implementation's protocol server function `run_case`
    when the file has one, else through `SwipeList`; either way its result message is
    compared with the expected one: the refusal, the accessibility lists, every observation.
    """
    expected = case["expected"]
    refused = expected.get("refused")
    if refused is None and len(expected["observations"]) != len(case["events"]):
        return {"event": None, "path": "expected.observations.length (the vector)",
                "expected": len(case["events"]), "actual": len(expected["observations"])}
    try:
        result = (served_result if hasattr(impl, "run_case") else library_result)(impl, case)
    except Raised as raised:
        error = raised.error
        if raised.event is not None:
            return {"event": raised.event, "path": "(exception)", "expected": expected["observations"][raised.event],
                    "actual": "%s: %s" % (type(error).__name__, error), "event_json": case["events"][raised.event]}
        return {"event": None, "path": "refused" if refused is not None else "(construction)",
                "expected": refused if refused is not None else "a list",
                "actual": "%s: %s (reason %s)" % (type(error).__name__, error, getattr(error, "reason", None))}
    if not isinstance(result, dict) or result.get("type") != "result" or result.get("id") != case["id"]:
        return {"event": None, "path": "(result)", "expected": "a result message with id %s" % _show(case["id"]),
                "actual": result}
    if refused is not None or "refused" in result:
        if result.get("refused") == refused:
            return None  # GEO-6, MUT-1: refused before any event, for the expected reason
        return {"event": None, "path": "refused", "expected": refused if refused is not None else "a list",
                "actual": "refused (reason %s)" % result["refused"] if "refused" in result else "the list built"}
    d = first_difference(expected["accessibility"], result.get("accessibility"), "accessibility")
    if d is not None:
        return {"event": None, "path": d[0], "expected": d[1], "actual": d[2]}
    observations = result.get("observations")
    if not isinstance(observations, list) or len(observations) != len(case["events"]):
        return {"event": None, "path": "observations.length", "expected": len(case["events"]),
                "actual": len(observations) if isinstance(observations, list) else observations}
    for i, (event, want, got) in enumerate(zip(case["events"], expected["observations"], observations)):
        d = first_difference(want, got)
        if d is not None:
            return {"event": i, "path": d[0], "expected": d[1], "actual": d[2], "event_json": event}
    return None


def load_files(directory):
    files = sorted(p for p in glob.glob(os.path.join(directory, "*.json"))
                   if os.path.basename(p) != "schema.json")
    if not files:
        bad_input("no vector files in %s" % directory)
    documents = []
    for path in files:
        try:
            with open(path, encoding="utf-8") as f:
                document = json.load(f)
        except RecursionError:
            bad_input("%s: not valid JSON: arrays and objects nest too deep to read" % path)
        except ValueError as error:
            bad_input("%s: not valid JSON: %s" % (path, error))
        except OSError as error:
            bad_input("%s: cannot read it: %s" % (path, error.strerror or error))
        if not isinstance(document, dict) or document.get("format") not in KNOWN_FORMATS:
            bad_input("%s: unknown format %r; this runner reads format %s"
                      % (path, document.get("format") if isinstance(document, dict) else None,
                         ", ".join(map(str, KNOWN_FORMATS))))
        documents.append((os.path.basename(path), document))
    return documents


def main(argv=None):
    parser = argparse.ArgumentParser(description="Run the JSON vectors against swipe_impl.py.")
    parser.add_argument("directory", nargs="?", help="the vector directory (same as --vectors)")
    parser.add_argument("--vectors", help="the vector directory (default ../../Vectors)")
    parser.add_argument("--impl", default=os.path.join(HERE, "swipe_impl.py"),
                        help="the implementation file to load (default swipe_impl.py)")
    parser.add_argument("--quiet", action="store_true", help="print only the summary line")
    args = parser.parse_args(argv)
    directory = args.vectors or args.directory or os.path.join(HERE, "..", "..", "Vectors")
    if not os.path.isdir(directory):
        bad_input("%s: no such folder; give the vector folder with --vectors DIR" % directory)
    impl = load_impl(args.impl)
    documents = load_files(directory)
    take_profile(impl, args.impl, profile_of(directory, documents))
    announced = set(getattr(impl, "STYLES", ["reveal", "select"])) | set(getattr(impl, "FEATURES", []))
    passed = failed = skipped = 0
    for name, document in documents:
        for case in document["cases"]:
            if hasattr(impl, "FEATURES") and not set(case["tags"]) <= announced:
                skipped += 1  # PROTOCOL.md 3.5: a case needing what the implementation does not announce
                continue
            failure = run_case(impl, case)
            if failure is None:
                passed += 1
                continue
            failed += 1
            if args.quiet:
                continue
            where = "event %d" % failure["event"] if failure["event"] is not None else "setup"
            print("FAIL %s (%s) [%s]" % (case["id"], name, ", ".join(case["requirements"])))
            if "event_json" in failure:
                print("  %s %s" % (where, _show(failure["event_json"])))
            else:
                print("  %s" % where)
            print("  at %s: expected %s, got %s"
                  % (failure["path"], _show(failure["expected"]), _show(failure["actual"])))
    print("%d passed, %d failed, %d skipped" % (passed, failed, skipped))
    return 1 if failed else 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except BrokenPipeError:
        # The reader went away (`run_vectors.py | head`): stop quietly, as cat does.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        sys.exit(1)
