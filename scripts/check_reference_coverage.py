#!/usr/bin/env python3
"""Fails when a line of Sources/SwipeReference is reached by no vector.

Usage: scripts/check_reference_coverage.py [--list-regions] [--help]

Every line of the reference model is reached by the vectors (CONTRIBUTING.md,
Rules of the project). This script measures it with the toolchain's own
coverage tools (llvm-profdata and llvm-cov, found beside `swift`):

  1. builds `swipe-conformance` instrumented for coverage in a scratch path
     of its own (`swift build --scratch-path .build-coverage
     --enable-code-coverage --product swipe-conformance`), so the ordinary
     build is left as it was;
  2. runs the vectors through the reference, counted:
     `verify --vectors Vectors` (the stored vectors, default profile), and
     each other profile of Profiles/ (one file each: a new profile is
     included without editing this script) through `verify --vectors DIR`
     on its vector set, which `generate --profile FILE --vectors DIR` writes
     first, uncounted: a design choice's other values are reached only by
     their profile's vectors, and generating them runs the catalog and the
     state-machine search through the reference, which is not running the
     vectors;
  3. merges the counted profiles and reads the line counts of `llvm-cov show`
     and the regions of `llvm-cov export` for Sources/SwipeReference/**.swift.

A line is unreached when llvm-cov maps it (it holds code) and counts 0 for it,
with one rule: a line holding only closing delimiters (`}`, `)`, `]`, with
`,` or `;` and a trailing comment) is never reported. It executes nothing; its
count is that of the code after the block's last statement, 0 whenever every
path leaves the block before its end (a `return`, or the `}` after a
`while true` loop), and when its block never ran, the block's other lines are
reported instead. Nothing else is exempt: a `fatalError` or
`preconditionFailure` no vector reaches is a branch the vectors do not decide,
and a public helper only the tool calls (a `description`, a query for the
coverage search) is a line of the model no vector needs.

Prints every unreached line as `FILE:LINE: SOURCE TEXT`, then the line and
region totals. Region coverage (the code regions of llvm-cov: a short-circuit
operand, a `??` default, a `guard`'s `else` on its condition's line) is
reported, not enforced: the rule is about lines, and many of these regions
are a defensive `else` beside a reached condition; --list-regions lists the
unreached regions, with the same delimiter rule. Progress goes to stderr.

Exit codes:
  0  every line of SwipeReference is reached by the vectors
  1  some lines are reached by no vector (listed; add a vector that reaches
     each, or delete the dead code)
  2  the measurement could not be made: bad usage, a tool missing, the build
     failed, a vector failed on the reference, no profile was written, or a
     signal stopped the run (its temporary directory is removed either way)
"""

import glob
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time

NAME = "check_reference_coverage"
SCRATCH = ".build-coverage"
PRODUCT = "swipe-conformance"
REFERENCE = os.path.join("Sources", "SwipeReference")
# A line (or region) of closing delimiters only, with an optional trailing comment.
DELIMITERS_ONLY = re.compile(r"^[\s})\],;]*(//.*)?$")
# A line of `llvm-cov show`: line number, count (blank when the line holds no code), source text.
SHOW_LINE = re.compile(r"^ *(\d+)\|([^|]*)\|(.*)$")


class Unmeasurable(Exception):
    """The measurement could not be made (exit 2); the message is one line."""


class Stopped(Exception):
    """A signal asked the script to stop."""


def progress(started, message):
    print(f"{NAME}: [{time.monotonic() - started:5.1f}s] {message}", file=sys.stderr, flush=True)


def find_tool(name, swift):
    """The toolchain's `name`, beside `swift` first, then on PATH."""
    beside = os.path.join(os.path.dirname(os.path.realpath(swift)), name)
    if os.access(beside, os.X_OK):
        return beside
    found = shutil.which(name)
    if found is None:
        raise Unmeasurable(f"{name} not found beside {swift} or on PATH; it ships with the Swift toolchain (swift.org)")
    return found


def run(command, *, env=None, log=None, what):
    """Runs `command` to its end (stopped with it on a signal); returns its stdout
    or raises Unmeasurable naming `what`, with the error lines of its output."""
    process = subprocess.Popen(command, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    try:
        out, _ = process.communicate()
    except BaseException:
        process.terminate()
        process.wait()
        raise
    if log is not None:
        with open(log, "w", encoding="utf-8") as f:
            f.write(out)
    if process.returncode != 0:
        errors = [line for line in out.splitlines() if "error:" in line][:20] or out.splitlines()[-20:]
        for line in errors:
            print(line, file=sys.stderr)
        raise Unmeasurable(f"{what} failed (exit {process.returncode}): {' '.join(command)}")
    return out


def profiled(directory):
    """The environment of a child whose coverage profile goes into `directory`."""
    env = dict(os.environ)
    env["LLVM_PROFILE_FILE"] = os.path.join(directory, "%p.profraw")
    return env


def line_counts(show_output, sources):
    """{path: [(line, count or None, text)]} from `llvm-cov show` of several files."""
    headers = {os.path.abspath(path) + ":": path for path in sources}
    files, current = {}, None
    for raw in show_output.splitlines():
        if raw in headers:
            current = files.setdefault(headers[raw], [])
            continue
        match = SHOW_LINE.match(raw)
        if current is None or match is None:
            continue
        count = match.group(2).strip()
        current.append((int(match.group(1)), None if count == "" else count, match.group(3)))
    return files


def is_zero(count):
    return count is not None and re.fullmatch(r"0+(\.0+)?", count) is not None


def code_regions(export, sources):
    """{(path, line1, col1, line2, col2): count} of the code regions of `sources`,
    each counted once (the highest count of its copies)."""
    paths = {os.path.abspath(path): path for path in sources}
    regions = {}
    for data in export["data"]:
        for function in data["functions"]:
            for line1, col1, line2, col2, count, file_id, _, kind in function["regions"]:
                path = paths.get(function["filenames"][file_id])
                if path is None or kind != 0:  # 0: a code region (not an expansion, skipped, gap or branch region)
                    continue
                key = (path, line1, col1, line2, col2)
                regions[key] = max(regions.get(key, 0), count)
    return regions


def region_text(lines, line1, col1, line2, col2):
    """The source text of a region (columns from 1, the end one past its last character)."""
    if line1 == line2:
        return lines[line1 - 1][col1 - 1:col2 - 1]
    return "\n".join([lines[line1 - 1][col1 - 1:]] + lines[line1:line2 - 1] + [lines[line2 - 1][:col2 - 1]])


def delimiters_only(text):
    return all(DELIMITERS_ONLY.match(line) for line in text.split("\n"))


def measure(root, scratch, started, list_regions):
    swift = shutil.which("swift")
    if swift is None:
        raise Unmeasurable("swift not found on PATH; install the Swift toolchain (swift.org)")
    profdata, cov = find_tool("llvm-profdata", swift), find_tool("llvm-cov", swift)
    sources = sorted(os.path.relpath(p, root) for p in glob.glob(os.path.join(root, REFERENCE, "**", "*.swift"), recursive=True))
    if not sources:
        raise Unmeasurable(f"no Swift file under {REFERENCE}; run the script from the package (it finds it beside scripts/)")
    profiles = []
    for path in sorted(glob.glob(os.path.join("Profiles", "*.json"))):
        if path.endswith(".schema.json"):
            continue
        try:
            with open(path, encoding="utf-8") as f:
                name = json.load(f)["name"]
        except (OSError, ValueError, KeyError, TypeError) as error:
            raise Unmeasurable(f"{path}: cannot read the profile's name ({error}); fix the profile file")
        if name != "default":  # the default profile's vectors are Vectors/
            profiles.append((name, path))

    build = ["swift", "build", "--scratch-path", SCRATCH, "--enable-code-coverage", "--product", PRODUCT]
    progress(started, f"building {PRODUCT} instrumented for coverage: {' '.join(build)}")
    run(build, log=os.path.join(scratch, "build.log"), what="the instrumented build")
    tool = os.path.join(run(["swift", "build", "--scratch-path", SCRATCH, "--show-bin-path"], what="swift build --show-bin-path").strip(), PRODUCT)
    if not os.access(tool, os.X_OK):
        raise Unmeasurable(f"the instrumented build wrote no {tool}")

    counted, uncounted = os.path.join(scratch, "counted"), os.path.join(scratch, "uncounted")
    os.makedirs(counted)
    os.makedirs(uncounted)
    progress(started, "running the stored vectors through the reference: verify --vectors Vectors")
    run([tool, "verify", "--vectors", "Vectors"], env=profiled(counted), what="verify --vectors Vectors on the reference")
    for name, path in profiles:
        vectors = os.path.join(scratch, "profile-" + name)
        progress(started, f"profile {name}: writing its vector set (uncounted), then running it through the reference")
        run([tool, "generate", "--profile", path, "--vectors", vectors], env=profiled(uncounted), what=f"generate --profile {path}")
        run([tool, "verify", "--vectors", vectors], env=profiled(counted), what=f"verify of profile {name}'s vectors on the reference")
    raw = sorted(glob.glob(os.path.join(counted, "*.profraw")))
    if not raw or any(os.path.getsize(p) == 0 for p in raw):
        raise Unmeasurable(f"no coverage profile written into {counted} (LLVM_PROFILE_FILE); "
                           f"is {tool} built with --enable-code-coverage? remove {SCRATCH}/ and run again")
    merged = os.path.join(scratch, "vectors.profdata")
    progress(started, f"merging {len(raw)} profiles, reading the coverage of {len(sources)} files of {REFERENCE}")
    run([profdata, "merge", "-sparse", "-o", merged] + raw, what="llvm-profdata merge")
    show = run([cov, "show", tool, "-instr-profile", merged, "-show-instantiations=false", "-use-color=false"] + sources,
               what="llvm-cov show")
    export = json.loads(run([cov, "export", "-format=text", tool, "-instr-profile", merged] + sources, what="llvm-cov export"))

    files = line_counts(show, sources)
    missing = [path for path in sources if path not in files]
    if missing:
        raise Unmeasurable(f"llvm-cov shows no coverage of {missing[0]}; is it compiled into {PRODUCT}?")
    code_lines = unreached = 0
    for path in sources:
        for number, count, text in files[path]:
            if count is None or DELIMITERS_ONLY.match(text):
                continue
            code_lines += 1
            if is_zero(count):
                unreached += 1
                print(f"{path}:{number}: {text.strip()}")

    regions = code_regions(export, sources)
    texts = {}
    for path in sources:
        with open(path, encoding="utf-8") as f:
            texts[path] = f.read().split("\n")
    counted_regions = [(key, count) for key, count in sorted(regions.items())
                       if not delimiters_only(region_text(texts[key[0]], *key[1:]))]
    missed_regions = [key for key, count in counted_regions if count == 0]
    if list_regions:
        for path, line1, col1, line2, col2 in missed_regions:
            text = " ".join(region_text(texts[path], line1, col1, line2, col2).split())
            print(f"{path}:{line1}:{col1}-{line2}:{col2}: region reached by no vector: {text[:100]}")
    vector_sets = "the stored vectors" + "".join(f", profile {name}" for name, _ in profiles)
    print(f"{NAME}: {code_lines - unreached} of {code_lines} lines of {REFERENCE} reached by the vectors ({vector_sets}); "
          f"regions (reported, not enforced): {len(counted_regions) - len(missed_regions)} of {len(counted_regions)} reached")
    if unreached:
        print(f"{NAME}: {unreached} line(s) of {REFERENCE} reached by no vector (listed above); "
              f"add a vector that reaches each (CONTRIBUTING.md, Adding a vector), or delete the dead code", file=sys.stderr)
        return 1
    return 0


def main(argv):
    args = argv[1:]
    if args in (["-h"], ["--help"]):
        print(__doc__.strip())
        return 0
    if args not in ([], ["--list-regions"]):
        print(f"{NAME}: unknown arguments {' '.join(args)}; the only option is --list-regions (see --help)", file=sys.stderr)
        return 2
    root = os.path.realpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
    os.chdir(root)

    def stop(signum, _frame):
        raise Stopped(signal.Signals(signum).name)

    for signum in (signal.SIGTERM, signal.SIGHUP, signal.SIGINT):
        signal.signal(signum, stop)
    started = time.monotonic()
    scratch = tempfile.mkdtemp(prefix="reference-coverage-")
    try:
        return measure(root, scratch, started, args == ["--list-regions"])
    except Unmeasurable as error:
        print(f"{NAME}: {error}", file=sys.stderr)
        return 2
    except Stopped as signal_name:
        print(f"{NAME}: stopped by {signal_name}", file=sys.stderr)
        return 2
    finally:
        shutil.rmtree(scratch, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main(sys.argv))
