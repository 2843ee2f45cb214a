#!/usr/bin/env python3
"""Measures how many faults of the spec-only catalog the stored vectors catch.

For every fault of faults.json (beside this script): builds the faulty
implementation from the pinned base (Examples/python/swipe_impl.py at the commit
named in the catalog) by its text edits, each of which must match exactly once;
runs the fault's witness case through the base and the mutant and stops with an
error when they agree (the mutant would be no fault); then runs
Examples/python/run_vectors.py against the repository's Vectors/ with the
mutant. A fault that names a built-in profile ("profile", SPEC.md section 10) has
its witness run under that design and is judged by that profile's vector set
(--profile-vectors NAME=DIR). A fault is caught when at least one vector fails on
it. With --fuzz N it
also runs `swipe-conformance fuzz` against the mutant and records whether the
property runner finds it.

Prints one line per fault and a closing line `N passed, M failed` (a caught fault
passes), writes a Markdown report (--out), and exits 1 when a fault is missed
unless --allow-missed is given. Standard library only; deterministic output.

Exit codes: 0 every fault caught (or --allow-missed), 1 a fault missed,
2 bad usage or a bad catalog (a find that does not match once, a witness on which
base and mutant agree, a base that fails the vectors).
"""

import argparse
import importlib.util
import json
import math
import os
import re
import shlex
import signal
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
CATALOG = os.path.join(HERE, "faults.json")
RUNNER = os.path.join(ROOT, "Examples", "python", "run_vectors.py")
VECTORS = os.path.join(ROOT, "Vectors")
PROFILES = os.path.join(ROOT, "Profiles")
DEFAULT_OUT = os.path.join("Benchmarks", "spec-only-faults.md")
TOLERANCE = 1e-6  # SPEC NUM-2: continuous fields compare within 1e-6
FIELDS = ("id", "requirement", "rule", "reading", "mutation", "witness")
OPTIONAL_FIELDS = ("profile",)  # a built-in profile (SPEC.md section 10) the fault concerns
SUMMARY = re.compile(r"^(\d+) passed, (\d+) failed\b", re.MULTILINE)


class MeasureError(Exception):
    """A bad catalog, a bad environment or a failed step: one line, exit code 2."""


# -- the catalog ---------------------------------------------------------------


def load_catalog(path):
    """The catalog's base and faults, checked for shape; MeasureError names the JSON path."""
    try:
        with open(path, encoding="utf-8") as handle:
            catalog = json.load(handle)
    except OSError as error:
        raise MeasureError("%s: cannot read the catalog: %s" % (path, error.strerror))
    except ValueError as error:
        raise MeasureError("%s: not valid JSON: %s" % (path, error))

    def need(condition, where, what):
        if not condition:
            raise MeasureError("%s: %s %s; fix the catalog" % (path, where, what))

    need(isinstance(catalog, dict), "$", "must be an object")
    base = catalog.get("base")
    need(isinstance(base, dict) and isinstance(base.get("file"), str)
         and isinstance(base.get("commit"), str), "$.base",
         "must be {\"file\": PATH, \"commit\": COMMIT}")
    faults = catalog.get("faults")
    need(isinstance(faults, list) and faults, "$.faults", "must be a non-empty array")
    seen = set()
    for k, fault in enumerate(faults):
        where = "$.faults[%d]" % k
        need(isinstance(fault, dict), where, "must be an object")
        for field in FIELDS:
            need(field in fault, where, "lacks %r" % field)
        need(set(fault) <= set(FIELDS) | set(OPTIONAL_FIELDS), where,
             "has unknown keys %s" % sorted(set(fault) - set(FIELDS) - set(OPTIONAL_FIELDS)))
        fid = fault["id"]
        need(isinstance(fid, str) and re.match(r"^[a-z0-9]+(-[a-z0-9]+)*$", fid),
             where + ".id", "must be kebab-case")
        need(fid not in seen, where + ".id", "%r is used twice" % fid)
        seen.add(fid)
        where = "%s (%s)" % (where, fid)
        need(isinstance(fault["requirement"], str)
             and re.match(r"^[A-Z]+-\d+$", fault["requirement"]),
             where + ".requirement", "must be a SPEC id such as REV-5")
        for field in ("rule", "reading"):
            need(isinstance(fault[field], str) and fault[field].strip(),
                 "%s.%s" % (where, field), "must be a non-empty string")
        if "profile" in fault:
            names = builtin_profiles()
            need(fault["profile"] in names, where + ".profile",
                 "must name a built-in profile (%s)" % ", ".join(sorted(names)))
        edits = fault["mutation"]
        need(isinstance(edits, list) and edits, where + ".mutation", "must be a non-empty array")
        for j, edit in enumerate(edits):
            need(isinstance(edit, dict) and set(edit) == {"find", "replace"}
                 and isinstance(edit["find"], str) and edit["find"]
                 and isinstance(edit["replace"], str),
                 "%s.mutation[%d]" % (where, j), "must be {\"find\": TEXT, \"replace\": TEXT}")
        witness = fault["witness"]
        need(isinstance(witness, dict) and isinstance(witness.get("rows"), list)
             and isinstance(witness.get("events"), list) and set(witness) == {"rows", "events"},
             where + ".witness", "must be {\"rows\": [...], \"events\": [...]}")
    return base, faults


def profile_of(fault):
    """The built-in profile a fault concerns: its witness runs under that design, and the
    profile's vector set judges it ("default" when the fault names none)."""
    return fault.get("profile", "default")


def json_documents(folder, skip, what, each):
    """Each `*.json` file of `folder` but `skip`, sorted by name, with its parsed document;
    `what` names the folder in errors ("the built-in profiles") and `each` one of its
    files ("the profile")."""
    try:
        files = sorted(f for f in os.listdir(folder) if f.endswith(".json") and f != skip)
    except OSError as error:
        raise MeasureError("cannot list %s in %s: %s" % (what, folder, error.strerror))
    documents = []
    for name in files:
        path = os.path.join(folder, name)
        try:
            with open(path, encoding="utf-8") as handle:
                documents.append((path, json.load(handle)))
        except (OSError, ValueError) as error:
            raise MeasureError("%s: cannot read %s: %s" % (path, each, error))
    return documents


def builtin_profiles():
    """The names of the built-in profiles (Profiles/*.json, SPEC.md section 10)."""
    names = set()
    for path, profile in json_documents(PROFILES, "profile.schema.json", "the built-in profiles", "the profile"):
        if not isinstance(profile, dict) or not isinstance(profile.get("name"), str):
            raise MeasureError("%s: a profile needs a string name" % path)
        names.add(profile["name"])
    return names


def set_profile(directory):
    """The profile a vector set was written under (each file of `generate --profile NAME`
    names it; "default" when the files name none), as run_vectors.py reads it."""
    documents = json_documents(directory, "schema.json", "the vector set", "the vector file")
    if not documents:
        raise MeasureError("%s: no vector files" % directory)
    names = set()
    for _, document in documents:
        profile = document.get("profile") if isinstance(document, dict) else None
        names.add(profile.get("name", "default") if isinstance(profile, dict) else "default")
    if len(names) != 1:
        raise MeasureError("%s mixes the vector sets of profiles %s; give each profile's folder on its own"
                           % (directory, ", ".join(sorted(names))))
    return names.pop()


def vector_sets(options):
    """The vector set of each profile: the default design's from --vectors, the others' from
    --profile-vectors NAME=DIR (checked by check_sets before they are run)."""
    sets = {"default": options.vectors}
    known = builtin_profiles()
    for given in options.profile_vectors or []:
        name, _, directory = given.partition("=")
        if not name or not directory:
            raise MeasureError("--profile-vectors %s: give NAME=DIR" % given)
        if name not in known:
            raise MeasureError("--profile-vectors %s: %s is no built-in profile (%s)"
                               % (given, name, ", ".join(sorted(known))))
        if name == "default":
            raise MeasureError("--profile-vectors %s: the default design's set is --vectors" % given)
        if name in sets:
            raise MeasureError("--profile-vectors: profile %s is given twice" % name)
        sets[name] = directory
    return sets


def check_sets(sets):
    """Each set is a folder holding the vector set of the profile it is given for."""
    for name, directory in sets.items():
        if not os.path.isdir(directory):
            option = "--vectors" if name == "default" else "--profile-vectors %s=" % name
            raise MeasureError("%s%s: not a directory" % (option, directory))
        found = set_profile(directory)
        if found != name:
            raise MeasureError("%s holds profile %s's vector set, not %s's; give it as %s"
                               % (directory, found, name,
                                  "--vectors %s" % directory if found == "default"
                                  else "--profile-vectors %s=%s" % (found, directory)))


def git_show(base, path):
    """The text of `path` at the base's commit, from git."""
    try:
        result = subprocess.run(["git", "-C", ROOT, "show", "%s:%s" % (base["commit"], path)],
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE, check=False)
    except OSError as error:
        raise MeasureError("cannot run git to read the base: %s" % error.strerror)
    if result.returncode != 0:
        raise MeasureError("git show %s:%s failed: %s; fetch that commit" % (
            base["commit"], path, result.stderr.decode("utf-8", "replace").strip()))
    return result.stdout.decode("utf-8")


def read_base(base):
    """The pinned base implementation's text, and the Python modules beside it at the
    same commit (name to text), which it may import (the adapter kit swipe_protocol.py)."""
    text = git_show(base, base["file"])
    folder = os.path.dirname(base["file"])
    try:
        listing = subprocess.run(["git", "-C", ROOT, "ls-tree", "--name-only", base["commit"], folder + "/"],
                                 stdout=subprocess.PIPE, stderr=subprocess.PIPE, check=True)
    except (OSError, subprocess.CalledProcessError) as error:
        raise MeasureError("cannot list %s at %s: %s" % (folder, base["commit"], error))
    siblings = {}
    for path in listing.stdout.decode("utf-8").split():
        name = os.path.basename(path)
        if path != base["file"] and name.endswith(".py") and not name.startswith("test_"):
            siblings[name] = git_show(base, path)
    return text, siblings


def write_implementation(folder, text, siblings):
    """Writes the implementation as swipe_impl.py into `folder`, with its sibling
    modules, and returns its path."""
    os.makedirs(folder, exist_ok=True)
    for name, sibling in siblings.items():
        with open(os.path.join(folder, name), "w", encoding="utf-8") as out:
            out.write(sibling)
    path = os.path.join(folder, "swipe_impl.py")
    with open(path, "w", encoding="utf-8") as out:
        out.write(text)
    return path


def mutate(text, fault, catalog):
    """The base text with the fault's edits applied in order; each find must match once."""
    for j, edit in enumerate(fault["mutation"]):
        count = text.count(edit["find"])
        if count != 1:
            raise MeasureError("%s: fault %s, mutation[%d]: the find text occurs %d times in the "
                               "base after the earlier edits (it must occur exactly once); "
                               "make it longer or fix it" % (catalog, fault["id"], j, count))
        text = text.replace(edit["find"], edit["replace"])
    return text


# -- running an implementation -------------------------------------------------


def load_module(path, name):
    """Loads the implementation at `path`; the modules beside it are importable while
    it loads, as they are when it runs as a program."""
    folder = os.path.dirname(path)
    sys.path.insert(0, folder)
    try:
        spec = importlib.util.spec_from_file_location(name, path)
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        return module
    finally:
        sys.path.remove(folder)


def take_profile(module, name):
    """Switches an implementation module to the design of profile `name` (its
    `use_profile`, as `--profile NAME` does for the program); "default" is every
    implementation's design, also one without `use_profile`."""
    if name == "default" and not hasattr(module, "use_profile"):
        return
    module.use_profile(name)


def run_witness(module, fault):
    """The result of the witness case under the fault's profile, or the text of the
    exception it raised. The module is back at the default design afterwards."""
    case = {"id": "witness-" + fault["id"], "rows": fault["witness"]["rows"],
            "events": fault["witness"]["events"]}
    try:
        take_profile(module, profile_of(fault))
        return module.run_case(json.loads(json.dumps(case)))
    except Exception as error:  # a mutant that crashes differs from the base
        return {"raised": "%s: %s" % (type(error).__name__, error)}
    finally:
        try:
            take_profile(module, "default")
        except Exception:  # a mutant whose use_profile is broken has already differed
            pass


def check_base_profiles(module, faults, base):
    """Every profile the catalog names is one the base implementation can take."""
    for name in sorted({profile_of(f) for f in faults}):
        try:
            take_profile(module, name)
            take_profile(module, "default")
        except Exception as error:
            raise MeasureError("the base (%s at %s) cannot take profile %s: %s: %s" % (
                base["file"], base["commit"], name, type(error).__name__, error))


def first_difference(a, b, path="$"):
    """The JSON path of the first difference under SPEC NUM-2, or None."""
    number = (int, float)
    if isinstance(a, number) and isinstance(b, number) \
            and not isinstance(a, bool) and not isinstance(b, bool):
        if math.isfinite(a) and math.isfinite(b):
            return None if abs(a - b) <= TOLERANCE else path
        return None if a == b else path
    if isinstance(a, dict) and isinstance(b, dict):
        for key in list(a) + [k for k in b if k not in a]:
            if key not in a or key not in b:
                return "%s.%s" % (path, key)
            found = first_difference(a[key], b[key], "%s.%s" % (path, key))
            if found:
                return found
        return None
    if isinstance(a, list) and isinstance(b, list):
        for i, (x, y) in enumerate(zip(a, b)):
            found = first_difference(x, y, "%s[%d]" % (path, i))
            if found:
                return found
        return None if len(a) == len(b) else "%s (length)" % path
    return None if a == b else path


def run_child(command, timeout):
    """Runs a command in its own process group; returns (exit code, stdout text).
    On a timeout or an interrupt the whole group is terminated and reaped."""
    process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                               start_new_session=True)
    try:
        output, _ = process.communicate(timeout=timeout)
    except BaseException:
        for sig in (signal.SIGTERM, signal.SIGKILL):
            try:
                os.killpg(process.pid, sig)
            except ProcessLookupError:
                break
            try:
                process.wait(timeout=2)
                break
            except subprocess.TimeoutExpired:
                continue
        process.wait()
        raise
    return process.returncode, output.decode("utf-8", "replace")


def run_vectors(implementation, vectors, timeout):
    """(passed, failed) of the vectors on an implementation file."""
    command = [sys.executable, RUNNER, "--impl", implementation, "--vectors", vectors, "--quiet"]
    try:
        code, output = run_child(command, timeout)
    except subprocess.TimeoutExpired:
        raise MeasureError("run_vectors.py took more than %d s on %s; raise --timeout"
                           % (timeout, implementation))
    found = SUMMARY.findall(output)
    if not found or code not in (0, 1):
        tail = output.strip().splitlines()[-1:] or ["(no output)"]
        raise MeasureError("run_vectors.py on %s exited %d without a summary line: %s"
                           % (implementation, code, tail[0][:200]))
    passed, failed = found[-1]
    return int(passed), int(failed)


def implementation_command(implementation, profile):
    """The command that serves the implementation over the protocol under `profile`
    (`--profile NAME` makes swipe_impl.py take that design and name it in its hello)."""
    words = [sys.executable, implementation]
    if profile != "default":
        words += ["--profile", profile]
    return " ".join(shlex.quote(w) for w in words)


def run_tool(tool, subcommand, implementation, profile, arguments, timeout):
    """'found', 'not found', 'broke protocol' or 'timed out' for `swipe-conformance
    SUBCOMMAND --impl "python3 IMPLEMENTATION [--profile P]" ARGUMENTS` (exit 1 means
    found); the implementation names the profile in its hello."""
    command = tool + [subcommand, "--impl", implementation_command(implementation, profile)] + arguments
    try:
        code, output = run_child(command, timeout)
    except subprocess.TimeoutExpired:
        return "timed out"
    if code == 0:
        return "not found"
    if code == 1:
        return "found"
    if code == 3:
        return "broke protocol"
    tail = output.strip().splitlines()[-1:] or ["(no output)"]
    raise MeasureError("swipe-conformance %s exited %d: %s" % (subcommand, code, tail[0][:200]))


def run_fuzz(tool, implementation, profile, cases, scratch, timeout):
    """Whether `swipe-conformance fuzz --cases N --seed 1` finds the implementation's fault."""
    return run_tool(tool, "fuzz", implementation, profile,
                    (["--profile", profile] if profile != "default" else [])
                    + ["--cases", str(cases), "--seed", "1", "--shrink-seconds", "5",
                       "--out", os.path.join(scratch, "fuzz-failure.json")], timeout)


def run_verify(tool, vectors, implementation, profile, timeout):
    """Whether `swipe-conformance verify` (the Swift runner, over the protocol) fails a
    vector on the implementation: a second opinion on a fault run_vectors.py missed."""
    return run_tool(tool, "verify", implementation, profile,
                    ["--vectors", vectors, "--max-failures", "1"], timeout)


def fuzz_tool(path):
    if path:
        if not os.access(path, os.X_OK):
            raise MeasureError("--swipe-conformance %s: not an executable file" % path)
        return [path]
    built = os.path.join(ROOT, ".build", "release", "swipe-conformance")
    if os.access(built, os.X_OK):
        return [built]
    return ["swift", "run", "--package-path", ROOT, "-c", "release", "swipe-conformance"]


# -- the report ----------------------------------------------------------------


def cell(text):
    return text.replace("|", "\\|").replace("\n", " ")


def write_report(path, base, set_counts, rows, fuzz_cases, fuzz_missed_only, profiled, verify_all):
    """The Markdown report. `set_counts` maps each vector set run to the number of its
    vectors the base passes; `profiled` is true when a fault names a profile or the faults
    ran against more than their own set (a profile column and a column per set);
    `verify_all` adds the verdict of `swipe-conformance verify` on every fault."""
    caught = sum(1 for r in rows if r["failed"] > 0)
    lines = [
        "# Spec-only fault catalog: how many faults the vectors catch",
        "",
        "Written by `scripts/spec_only_faults/measure.py` (see that folder's README.md).",
        "Each fault is one plausible misreading of one SPEC.md rule, written from the spec",
        "alone by an engineer who never read the vectors or the other fault catalogs, as",
        "text edits of `%s` at commit `%s`." % (base["file"], base["commit"]),
        "",
    ]
    names = sorted(set_counts, key=lambda n: (n != "default", n))
    if profiled:
        lines += [
            "A fault is **caught** when at least one vector of the set of the profile it",
            "concerns fails on it: its `profile` (SPEC.md section 10), the design its witness",
            "runs under, whose set `swipe-conformance generate --profile NAME` writes; the",
            "stored vectors (`default`) for a fault that names none. The base passes every",
            "vector of each set run: %s. A column per set counts"
            % ", ".join("`%s` %d" % (n, set_counts[n]) for n in names),
            "the vectors of that set that fail on the fault (– where the fault did not run",
            "against it); only the fault's own set decides *caught*.",
        ]
    else:
        lines += [
            "A fault is **caught** when at least one stored vector fails on it. The column",
            "*vectors* counts the failing vectors out of the %d that the base passes."
            % set_counts["default"],
        ]
    lines += [
        "*witness differs at* is the first JSON path where the fault's witness case",
        "tells the mutant from the base (proof that the mutant is not equivalent).",
        "",
        "**%d of %d faults caught by the vectors** (%d missed)."
        % (caught, len(rows), len(rows) - caught),
    ]
    if profiled:
        for name in sorted({r["profile"] for r in rows}, key=lambda n: (n != "default", n)):
            own = [r for r in rows if r["profile"] == name]
            lines.append("- `%s`: %d of %d caught by its set."
                         % (name, sum(1 for r in own if r["failed"] > 0), len(own)))
    if verify_all:
        verified = sum(1 for r in rows if r["verify"] == "found")
        lines += ["", "`swipe-conformance verify` (the Swift runner, over the protocol, run on every",
                  "fault: it compares only the fields a profile observes and reads a settling row's",
                  "offset as the profile's `settle` says, where run_vectors.py compares every field",
                  "exactly) fails a vector of the same set on %d of the %d faults." % (verified, len(rows))]
        only_python = [r for r in rows if r["failed"] > 0 and r["verify"] != "found"]
        if only_python:
            lines += ["", "Caught by run_vectors.py but not by `swipe-conformance verify` (the vectors",
                      "that fail differ only where the profile does not compare):", ""]
            for r in only_python:
                lines.append("- `%s` (%s under `%s`): verify: %s." % (
                    r["id"], r["requirement"], r["profile"], r["verify"]))
    if fuzz_cases:
        fuzzed = [r for r in rows if r["fuzz"]]
        found = sum(1 for r in fuzzed if r["fuzz"] in ("found", "broke protocol"))
        either = sum(1 for r in rows if r["failed"] > 0 or r["fuzz"] in ("found", "broke protocol"))
        lines.append("")
        if fuzzed:
            lines.append("`swipe-conformance fuzz --cases %d --seed 1%s` found %d of the %d %s; "
                         "vectors or fuzz: %d of %d."
                         % (fuzz_cases, " --profile PROFILE" if profiled else "", found, len(fuzzed),
                            "faults the vectors miss (only those were fuzzed)" if fuzz_missed_only
                            else "faults", either, len(rows)))
        else:
            lines.append("The vectors miss no fault, so `swipe-conformance fuzz` (--fuzz-missed-only) ran on none.")
    missed = [r for r in rows if r["failed"] == 0]
    if missed:
        lines += ["", "Missed by the vectors:", ""]
        for r in missed:
            note = ""
            if r["verify"] == "found":
                note = " *`swipe-conformance verify` does fail a vector on it: the gap is in run_vectors.py, not in the vectors.*"
            elif r["verify"]:
                note = " (`swipe-conformance verify`: %s.)" % r["verify"]
            under = " under `%s`" % r["profile"] if profiled else ""
            lines.append("- `%s` (%s%s): %s%s" % (r["id"], r["requirement"], under, r["reading"], note))
    if profiled:
        header = "| # | fault | profile | requirement | reading | witness differs at | %s | caught |" % (
            " | ".join("`%s`" % n for n in names))
        rule = "|---|---|---|---|---|---|%s---|" % ("---|" * len(names))
    else:
        header = "| # | fault | requirement | reading | witness differs at | vectors | caught |"
        rule = "|---|---|---|---|---|---|---|"
    if verify_all:
        header += " verify |"
        rule += "---|"
    if fuzz_cases:
        header += " fuzz |"
        rule += "---|"
    lines += ["", header, rule]
    for k, r in enumerate(rows, 1):
        if profiled:
            counts = " | ".join("%d" % r["sets"][n] if n in r["sets"] else "–" for n in names)
            line = "| %d | `%s` | `%s` | %s | %s | `%s` | %s | %s |" % (
                k, r["id"], r["profile"], r["requirement"], cell(r["reading"]), cell(r["witness"]),
                counts, "yes" if r["failed"] > 0 else "**no**")
        else:
            line = "| %d | `%s` | %s | %s | `%s` | %d | %s |" % (
                k, r["id"], r["requirement"], cell(r["reading"]), cell(r["witness"]), r["failed"],
                "yes" if r["failed"] > 0 else "**no**")
        if verify_all:
            line += " %s |" % (r["verify"] or "–")
        if fuzz_cases:
            line += " %s |" % (r["fuzz"] or "–")
        lines.append(line)
    text = "\n".join(lines) + "\n"
    directory = os.path.dirname(os.path.abspath(path))
    os.makedirs(directory, exist_ok=True)
    handle, temporary = tempfile.mkstemp(dir=directory, prefix=".spec-only-faults.", suffix=".md")
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as out:
            out.write(text)
        os.replace(temporary, path)
    except BaseException:
        os.unlink(temporary)
        raise


# -- main ----------------------------------------------------------------------


def parse(arguments):
    parser = argparse.ArgumentParser(
        prog="measure.py",
        description="Build every fault of the spec-only catalog from the pinned base, prove "
                    "it differs from the base on its witness, and count how many the stored "
                    "vectors (and optionally the fuzzer) catch.",
        epilog="Exit codes: 0 every fault caught (or --allow-missed), 1 a fault missed, "
               "2 bad usage, a bad catalog or a failed step.")
    parser.add_argument("--catalog", default=CATALOG,
                        help="the fault catalog (default: faults.json beside this script)")
    parser.add_argument("--vectors", default=VECTORS,
                        help="the default design's vector directory, which judges the faults that "
                             "name no profile (default: the repository's Vectors/)")
    parser.add_argument("--profile-vectors", action="append", metavar="NAME=DIR",
                        help="the vector set of built-in profile NAME (written by `swipe-conformance "
                             "generate --profile NAME --vectors DIR`), which judges the faults whose "
                             "\"profile\" is NAME (repeatable; one per profile the catalog names)")
    parser.add_argument("--every-set", action="store_true",
                        help="also run every fault against every other set given (--vectors and each "
                             "--profile-vectors), for information: only a fault's own set decides "
                             "whether it is caught")
    parser.add_argument("--out", default=DEFAULT_OUT,
                        help="where to write the Markdown report (default: %s, "
                             "relative to the current folder)" % DEFAULT_OUT)
    parser.add_argument("--fault", action="append", metavar="ID",
                        help="measure only this fault (repeatable; default: all)")
    parser.add_argument("--witness-only", action="store_true",
                        help="only build the mutants and check their witnesses; run no vectors, "
                             "write no report")
    parser.add_argument("--fuzz", type=int, metavar="N", default=0,
                        help="also run `swipe-conformance fuzz --cases N --seed 1` on each mutant")
    parser.add_argument("--fuzz-missed-only", action="store_true",
                        help="with --fuzz: fuzz only the faults the vectors miss (a fuzz run that "
                             "finds nothing runs all N cases, which takes long on a busy machine)")
    parser.add_argument("--verify", action="store_true",
                        help="for each fault the vectors miss under run_vectors.py, also run "
                             "`swipe-conformance verify` (the Swift runner, over the protocol) "
                             "to tell a gap in the vectors from a gap in the Python runner")
    parser.add_argument("--verify-all", action="store_true",
                        help="run `swipe-conformance verify` on every fault, also those run_vectors.py "
                             "catches: run_vectors.py compares every field exactly, while the tool "
                             "compares only the fields a profile observes and reads a settling offset "
                             "as the profile's `settle` says, so under such a profile only the tool's "
                             "verdict is the suite's")
    parser.add_argument("--swipe-conformance", metavar="PATH",
                        help="the swipe-conformance executable for --fuzz and --verify (default: "
                             ".build/release/swipe-conformance if built, else swift run -c release)")
    parser.add_argument("--timeout", type=int, default=600, metavar="SECONDS",
                        help="limit for one vector run or one fuzz run (default: 600)")
    parser.add_argument("--allow-missed", action="store_true",
                        help="exit 0 even when the vectors miss a fault")
    options = parser.parse_args(arguments)
    if options.fuzz < 0:
        parser.error("--fuzz N needs N >= 0")
    if options.fuzz_missed_only and not options.fuzz:
        parser.error("--fuzz-missed-only needs --fuzz N")
    if options.timeout <= 0:
        parser.error("--timeout needs a positive number of seconds")
    return options


def measure(options):
    base, faults = load_catalog(options.catalog)
    if options.fault:
        known = {f["id"] for f in faults}
        unknown = [i for i in options.fault if i not in known]
        if unknown:
            raise MeasureError("--fault %s: no such fault in %s" % (unknown[0], options.catalog))
        faults = [f for f in faults if f["id"] in options.fault]
    base_text, siblings = read_base(base)
    concerned = sorted({profile_of(f) for f in faults})
    sets = {}
    if not options.witness_only:
        given = vector_sets(options)
        for fault in faults:
            name = profile_of(fault)
            if name not in given:
                raise MeasureError("fault %s concerns profile %s: give its vector set with "
                                   "--profile-vectors %s=DIR (`swipe-conformance generate --profile "
                                   "%s --vectors DIR` writes it)" % (fault["id"], name, name, name))
        sets = given if options.every_set else {n: given[n] for n in concerned}
        check_sets(sets)
    profiled = options.every_set or any("profile" in f for f in faults)
    tool = (fuzz_tool(options.swipe_conformance)
            if options.fuzz or options.verify or options.verify_all else None)

    rows = []
    with tempfile.TemporaryDirectory(prefix="spec-only-faults.") as scratch:
        base_path = write_implementation(os.path.join(scratch, "base"), base_text, siblings)
        try:
            base_module = load_module(base_path, "spec_only_base")
        except Exception as error:
            raise MeasureError("the base (%s at %s) does not load: %s: %s" % (
                base["file"], base["commit"], type(error).__name__, error))
        check_base_profiles(base_module, faults, base)
        set_counts = {}
        for name, directory in sorted(sets.items()):
            set_counts[name], failed = run_vectors(base_path, directory, options.timeout)
            if failed:
                raise MeasureError("the base (%s at %s) fails %d vectors of %s (profile %s): the "
                                   "measurement needs a base that passes them all" % (
                                       base["file"], base["commit"], failed, directory, name))
        for k, fault in enumerate(faults):
            fid = fault["id"]
            profile = profile_of(fault)
            folder = os.path.join(scratch, "%03d-%s" % (k, fid))
            path = write_implementation(folder, mutate(base_text, fault, options.catalog), siblings)
            try:
                module = load_module(path, "spec_only_mutant_%d" % k)
            except Exception as error:
                raise MeasureError("%s: fault %s: the mutant does not load: %s: %s; fix its "
                                   "mutation" % (options.catalog, fid, type(error).__name__, error))
            where = first_difference(run_witness(base_module, fault), run_witness(module, fault))
            if where is None:
                raise MeasureError("%s: fault %s: base and mutant agree on the witness%s, so it is "
                                   "no fault; give a witness on which they differ"
                                   % (options.catalog, fid,
                                      "" if profile == "default" else " under profile %s" % profile))
            row = {"id": fid, "profile": profile, "requirement": fault["requirement"],
                   "reading": fault["reading"], "witness": where, "failed": 0, "sets": {},
                   "fuzz": "", "verify": ""}
            if options.witness_only:
                print("ok   %-45s %-7s witness differs at %s" % (fid, fault["requirement"], where))
                sys.stdout.flush()
                rows.append(row)
                continue
            for name in [profile] + (sorted(n for n in sets if n != profile) if options.every_set else []):
                _, row["sets"][name] = run_vectors(path, sets[name], options.timeout)
            row["failed"] = row["sets"][profile]
            if options.fuzz and not (options.fuzz_missed_only and row["failed"]):
                row["fuzz"] = run_fuzz(tool, path, profile, options.fuzz, folder, options.timeout)
            if options.verify_all or (options.verify and not row["failed"]):
                row["verify"] = run_verify(tool, sets[profile], path, profile, options.timeout)
            verdict = "PASS" if row["failed"] else "FAIL"
            detail = ("caught by %d vectors" % row["failed"]) if row["failed"] else "missed by the vectors"
            if profile != "default":
                detail += " of profile %s" % profile
            others = ["%s %d" % (n, c) for n, c in sorted(row["sets"].items()) if n != profile]
            if others:
                detail += " (other sets: %s)" % ", ".join(others)
            if row["verify"]:
                detail += " (swipe-conformance verify: %s)" % row["verify"]
            if row["fuzz"]:
                detail += "; fuzz: %s" % row["fuzz"]
            print("%s %-45s %-7s %s" % (verdict, fid, fault["requirement"], detail))
            sys.stdout.flush()
            rows.append(row)
    if options.witness_only:
        print("%d faults, every witness tells the mutant from the base" % len(rows))
        return 0
    caught = sum(1 for r in rows if r["failed"])
    print("%d passed, %d failed" % (caught, len(rows) - caught))
    write_report(options.out, base, set_counts, rows, options.fuzz, options.fuzz_missed_only, profiled,
                 options.verify_all)
    if caught < len(rows) and not options.allow_missed:
        return 1
    return 0


def main(arguments):
    options = parse(arguments)
    try:
        return measure(options)
    except MeasureError as error:
        sys.stderr.write("measure.py: %s\n" % error)
        return 2
    except KeyboardInterrupt:
        sys.stderr.write("measure.py: interrupted; no report written\n")
        return 130


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
