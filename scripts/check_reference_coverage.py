#!/usr/bin/env python3
"""Fails when a line of Sources/SwipeReference is reached by no vector and is not
listed as known debt.

Usage: scripts/check_reference_coverage.py [--known FILE | --write-known FILE]
                                           [--list-regions] [--help]

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

Options:
  (none)              every unreached line fails: prints each as
                      `FILE:LINE: SOURCE TEXT`, then the totals.
  --known FILE        the lines no vector reaches yet, each with its reason,
                      are debt listed in FILE (CI's list:
                      scripts/reference-lines-no-vector-reaches.txt).
                      Strict both ways, as verify
                      --expected-failures is: fails naming every unreached
                      line FILE does not list, every listed line a vector
                      reaches now or that is gone (remove it from FILE), and
                      every group of FILE whose reason is missing or the
                      placeholder; passes otherwise, printing the totals and
                      how many lines are listed debt.
  --write-known FILE  rewrites FILE to list exactly the lines unreached now,
                      keeping the reason of every entry still unreached and
                      giving each new one a placeholder reason, which --known
                      rejects until a person writes the reason; then judges
                      FILE as --known does (exit 1 while a placeholder is left).
                      Written whole or not at all, only after the measurement.
                      After a change to Sources/SwipeReference (a merge that
                      adds, moves or deletes its code), the one step is
                        python3 scripts/check_reference_coverage.py \
                            --write-known scripts/reference-lines-no-vector-reaches.txt
                      then read `git diff` of the list and write the reason
                      of each new entry (or, better, add a vector that
                      reaches it).
  --list-regions      also lists the unreached regions (see below).

The list: groups apart by blank lines, each a one-line `# reason`, then
`FILE: DECLARATION`, then one line per unreached line, its trimmed source text
indented by four spaces; comments at the top are kept. An entry's key is the
file, the enclosing declaration and the trimmed text, with no line number, so
an edit elsewhere that moves lines leaves it as it is; equal keys are counted
(a text unreached twice in one declaration is listed twice). The enclosing
declaration is the line itself when it opens a function, initialiser,
subscript, type, extension or computed property (`var name: Type {`), else the
nearest line above it, indented less, that opens one; a switch's `case` is not
a declaration, so reordering a switch keeps its keys. Editing a listed line, or
the line of its declaration, changes its key: --known then names the old entry
and the new line, and --write-known moves it (with the placeholder reason).

Region coverage (the code regions of llvm-cov: a short-circuit operand, a `??`
default, a `guard`'s `else` on its condition's line) is reported, not enforced:
the rule is about lines, and many of these regions are a defensive `else`
beside a reached condition; --list-regions lists the unreached regions, with
the same delimiter rule. Progress goes to stderr.

Exit codes:
  0  every line of SwipeReference is reached by the vectors (with --known: or
     listed as debt with its reason, and no listed line is reached or gone)
  1  some lines are reached by no vector (listed; add a vector that reaches
     each, or delete the dead code); with --known or --write-known, also: a
     listed line reached or gone, or a group with no reason
  2  the measurement could not be made: bad usage, a list FILE that cannot be
     read or parsed (FILE:LINE says where), a tool missing, the build failed,
     a vector failed on the reference, no profile was written, or a signal
     stopped the run (its temporary directory is removed either way, and
     FILE is left as it was)
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


def measure(root, scratch, started):
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
    texts = {}
    for path in sources:
        with open(path, encoding="utf-8") as f:
            texts[path] = f.read().split("\n")
    code_lines, unreached = 0, []
    for path in sources:
        for number, count, text in files[path]:
            if count is None or DELIMITERS_ONLY.match(text):
                continue
            code_lines += 1
            if is_zero(count):
                unreached.append(Unreached(path, number, text.strip(), declaration_of(texts[path], number)))

    regions = code_regions(export, sources)
    counted_regions = [(key, count) for key, count in sorted(regions.items())
                       if not delimiters_only(region_text(texts[key[0]], *key[1:]))]
    missed_regions = [key for key, count in counted_regions if count == 0]
    region_lines = []
    for path, line1, col1, line2, col2 in missed_regions:
        text = " ".join(region_text(texts[path], line1, col1, line2, col2).split())
        region_lines.append(f"{path}:{line1}:{col1}-{line2}:{col2}: region reached by no vector: {text[:100]}")
    vector_sets = "the stored vectors" + "".join(f", profile {name}" for name, _ in profiles)
    totals = (f"{code_lines - len(unreached)} of {code_lines} lines of {REFERENCE} reached by the vectors ({vector_sets}); "
              f"regions (reported, not enforced): {len(counted_regions) - len(missed_regions)} of {len(counted_regions)} reached")
    return Measurement(unreached, totals, region_lines)


class Unreached:
    """A code line no vector executes, and its key in the list of known ones."""

    def __init__(self, path, number, text, declaration):
        self.path, self.number, self.text, self.declaration = path, number, text, declaration

    @property
    def key(self):
        return (self.path, self.declaration, self.text)


class Measurement:
    def __init__(self, unreached, totals, region_lines):
        self.unreached, self.totals, self.region_lines = unreached, totals, region_lines


# A line that opens a declaration able to hold code: a function, initialiser,
# subscript, type or extension, or a computed property (`var name: Type {`, no `=`:
# a stored property's default is not a declaration of its own). Attributes and
# modifiers first. A `case` is not one: an enum's case holds no code, and a
# switch's case is a branch of the declaration around it, whose key then survives
# the switch being reordered.
DECLARATION = re.compile(
    r"^(?:@\w+(?:\([^)]*\))?\s+)*"
    r"(?:(?:public|private|fileprivate|internal|package|open|static|class|final|mutating|nonmutating|override"
    r"|convenience|required|lazy|nonisolated|indirect|dynamic|consuming|borrowing)(?:\([^)]*\))?\s+)*"
    r"(?:(?:func|subscript|struct|enum|class|actor|protocol|extension|deinit)\b|init\b|init[?!]"
    r"|var\s+\w+\s*:[^=]*\{)")


def indentation(line):
    return len(line) - len(line.lstrip())


def declaration_of(lines, number):
    """The declaration enclosing line `number` (from 1) of `lines`, trimmed: the line
    itself when it opens one, else the nearest line above it, indented less, that
    opens one (`file scope` when none does)."""
    line = lines[number - 1]
    if DECLARATION.match(line.strip()):
        return line.strip()
    indent = indentation(line)
    for above in reversed(lines[:number - 1]):
        if above.strip() and indentation(above) < indent and DECLARATION.match(above.strip()):
            return above.strip()
    return "file scope"


PLACEHOLDER = "# REASON NEEDED: why no vector reaches these lines (a listed line with this reason fails --known)"
PREAMBLE = f"""\
# Lines of {REFERENCE} that no vector reaches yet: debt to be paid (a vector that
# reaches each, or the dead code deleted), listed so that CI fails on any other
# unreached line and on a listed line that a vector reaches now or that is gone
# (scripts/check_reference_coverage.py --known; --help says more).
#
# Groups apart by blank lines: a one-line `# reason` (why no vector reaches them),
# `FILE: DECLARATION` (the enclosing declaration's line, trimmed), then one line
# per unreached line, its trimmed source text indented by four spaces (a text
# unreached twice there is listed twice). No line numbers: an edit elsewhere
# leaves the entries as they are. After a change to {REFERENCE}, rewrite it with
#   python3 scripts/check_reference_coverage.py --write-known scripts/reference-lines-no-vector-reaches.txt
# which keeps the reason of every entry still unreached and gives each new one
# a placeholder reason that --known rejects until a person writes the reason.
"""


class BadList(Exception):
    """The list of known unreached lines cannot be used (exit 2); one line."""


class KnownList:
    """The list of known unreached lines: its preamble, and entries
    (key, reason, line of the list) in the list's order."""

    def __init__(self, preamble, entries):
        self.preamble, self.entries = preamble, entries

    @staticmethod
    def read(path, shown, missing_ok=False):
        try:
            with open(path, encoding="utf-8") as f:
                text = f.read()
        except FileNotFoundError:
            if missing_ok:
                return KnownList(PREAMBLE, [])
            raise BadList(f"{shown}: no such file; write it with --write-known {shown}")
        except (OSError, UnicodeDecodeError) as error:
            raise BadList(f"{shown}: cannot read it as UTF-8 text ({error})")
        return KnownList.parse(text, shown)

    @staticmethod
    def parse(text, shown):
        blocks, block = [], []
        for number, line in enumerate(text.split("\n"), start=1):
            line = line.rstrip()
            if line:
                block.append((number, line))
            elif block:
                blocks.append(block)
                block = []
        if block:
            blocks.append(block)
        preamble, entries = PREAMBLE, []
        for index, block in enumerate(blocks):
            comments = [line for _, line in block if line.startswith("#")]
            if len(comments) == len(block):
                if index != 0:
                    raise BadList(f"{shown}:{block[0][0]}: a comment with no `FILE: DECLARATION` line after it; "
                                  f"a reason goes right above its group's `FILE: DECLARATION` line, other comments at the top")
                preamble = "\n".join(comments) + "\n"
                continue
            reason = []
            position = 0
            while block[position][1].startswith("#"):
                reason.append(block[position][1])
                position += 1
            number, header = block[position]
            if header.startswith(" ") or ": " not in header:
                raise BadList(f"{shown}:{number}: expected `FILE: DECLARATION` (unindented), found {header.strip()!r}; "
                              f"every group of entries starts with the file and the enclosing declaration")
            path, declaration = header.split(": ", 1)
            if len(block) == position + 1:
                raise BadList(f"{shown}:{number}: `{header}` has no entry under it; "
                              f"list its unreached lines under it (four spaces, then the trimmed text) or delete it")
            for number, line in block[position + 1:]:
                if line.startswith("#"):
                    raise BadList(f"{shown}:{number}: a comment among entries; a group's reason goes above its "
                                  f"`FILE: DECLARATION` line (start a new group, after a blank line, for another reason)")
                if not line.startswith("    ") or line[4] == " ":
                    raise BadList(f"{shown}:{number}: expected an entry (four spaces, then the trimmed source text), "
                                  f"found {line!r}; a new group needs a blank line before it")
                entries.append(((path, declaration, line[4:]), tuple(reason), number))
        return KnownList(preamble, entries)

    def compare(self, unreached):
        """(the unreached lines not listed, the listed entries no unreached line
        matches), each key matched as many times as it is listed."""
        waiting = {}
        for entry in self.entries:
            waiting.setdefault(entry[0], []).append(entry)
        new, matched = [], []
        for line in unreached:
            if waiting.get(line.key):
                matched.append((line, waiting[line.key].pop(0)))
            else:
                new.append(line)
        stale = sorted((e for left in waiting.values() for e in left), key=lambda e: e[2])
        return new, stale, matched

    def without_reason(self):
        """The listed groups, (line of the list, key), whose reason is missing or the placeholder."""
        seen, found = set(), []
        for key, reason, number in self.entries:
            if (not reason or PLACEHOLDER in reason) and (key[0], key[1], reason) not in seen:
                seen.add((key[0], key[1], reason))
                found.append((number, key))
        return found

    @staticmethod
    def render(preamble, entries):
        """The list's text: `entries` (key, reason) in source order, grouped."""
        out, group = [preamble.rstrip("\n")], None
        for (path, declaration, text), reason in entries:
            if group != (path, declaration, reason):
                group = (path, declaration, reason)
                out.append("")
                out.extend(reason or (PLACEHOLDER,))
                out.append(f"{path}: {declaration}")
            out.append(f"    {text}")
        return "\n".join(out) + "\n"


def write_atomically(path, text):
    """Writes `text` to `path` whole or not at all (a temporary file beside it, renamed)."""
    directory = os.path.dirname(os.path.abspath(path))
    handle, temporary = tempfile.mkstemp(prefix=".known-", dir=directory)
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as f:
            f.write(text)
        if os.path.exists(path):
            shutil.copymode(path, temporary)
        else:
            os.chmod(temporary, 0o644)
        os.replace(temporary, path)
    except BaseException:
        if os.path.exists(temporary):
            os.remove(temporary)
        raise


def print_unexplained(known, shown):
    """Prints each group of the list with no reason (or the placeholder); returns how many."""
    unexplained = known.without_reason()
    for number, (path, declaration, _) in unexplained:
        print(f"{shown}:{number}: the group {path}: {declaration} has no reason; "
              f"write why no vector reaches its lines in place of the placeholder")
    return len(unexplained)


def report_all(measurement):
    """Without a list: every unreached line fails."""
    for line in measurement.unreached:
        print(f"{line.path}:{line.number}: {line.text}")
    print(f"{NAME}: {measurement.totals}")
    if measurement.unreached:
        print(f"{NAME}: {len(measurement.unreached)} line(s) of {REFERENCE} reached by no vector (listed above); "
              f"add a vector that reaches each (CONTRIBUTING.md, Adding a vector), or delete the dead code", file=sys.stderr)
        return 1
    return 0


def ambiguity_notes(items, matched):
    """(item, note) for each unmatched item, an Unreached or a list entry. A key
    holds no line number, so when an equal key matched too, which of the equal
    lines is the unmatched one is not known: the note names them all."""
    unreached = bool(items) and isinstance(items[0], Unreached)

    def key(item):
        return item.key if unreached else item[0]

    def number(item):
        return item.number if unreached else item[2]

    numbers = {}
    for item in list(items) + [line if unreached else entry for line, entry in matched]:
        numbers.setdefault(key(item), []).append(number(item))
    matches = {}
    for line, _ in matched:
        matches[line.key] = matches.get(line.key, 0) + 1
    for item in items:
        if not matches.get(key(item)):
            yield item, ""
            continue
        equal = ", ".join(str(n) for n in sorted(numbers[key(item)]))
        if unreached:
            yield item, (f"; the same text there is unreached at lines {equal} and listed {matches[key(item)]} time(s): "
                         f"one of them is new, not necessarily this one")
        else:
            yield item, (f"; listed at lines {equal}, unreached {matches[key(item)]} time(s) now: "
                         f"remove one of them")


def report_against(measurement, known, shown):
    """With a list: fails on an unreached line not listed, on a listed line
    reached or gone, and on a group with no reason."""
    new, stale, matched = known.compare(measurement.unreached)
    for line, note in ambiguity_notes(new, matched):
        print(f"{line.path}:{line.number}: reached by no vector and not in {shown}: {line.text}   (in {line.declaration}{note})")
    for entry, note in ambiguity_notes(stale, matched):
        (path, declaration, text), _, number = entry
        print(f"{shown}:{number}: listed as reached by no vector, but a vector reaches it now or it is gone: "
              f"{path}: {declaration}: {text}{note}")
    unexplained = print_unexplained(known, shown)
    print(f"{NAME}: {measurement.totals}")
    print(f"{NAME}: {len(measurement.unreached)} line(s) reached by no vector: {len(matched)} listed as debt in {shown}, "
          f"{len(new)} not listed; {len(stale)} listed entr{'y' if len(stale) == 1 else 'ies'} reached now or gone")
    if new:
        print(f"{NAME}: {len(new)} line(s) of {REFERENCE} reached by no vector and not listed in {shown}: add a vector "
              f"that reaches each (CONTRIBUTING.md, Adding a vector), or delete the dead code", file=sys.stderr)
    if stale:
        print(f"{NAME}: {len(stale)} entr{'y' if len(stale) == 1 else 'ies'} of {shown} reached by a vector now or gone: "
              f"remove each from the list (or run --write-known {shown}, which keeps the other reasons)", file=sys.stderr)
    if unexplained:
        print(f"{NAME}: {unexplained} group(s) of {shown} with no reason: write each one's reason", file=sys.stderr)
    return 1 if new or stale or unexplained else 0


def write_known(measurement, known, path, shown):
    """Rewrites the list to exactly the unreached lines, keeping the reason of each
    entry still unreached; judged like --known against what it wrote."""
    new, stale, matched = known.compare(measurement.unreached)
    reasons = {id(line): entry[1] for line, entry in matched}
    entries = [(line.key, reasons.get(id(line), ())) for line in measurement.unreached]
    write_atomically(path, KnownList.render(known.preamble, entries))
    for line, note in ambiguity_notes(new, matched):
        print(f"{line.path}:{line.number}: added with the placeholder reason: {line.text}   (in {line.declaration}{note})")
    for (file, declaration, text), _, number in stale:
        print(f"{shown}:{number}: removed (a vector reaches it now, or it is gone): {file}: {declaration}: {text}")
    print(f"{NAME}: {measurement.totals}")
    print(f"{NAME}: wrote {shown}: {len(entries)} line(s) reached by no vector, {len(matched)} kept with their reasons, "
          f"{len(new)} added, {len(stale)} removed")
    unexplained = print_unexplained(KnownList.read(path, shown), shown)
    if unexplained:
        print(f"{NAME}: {unexplained} group(s) of {shown} with no reason: write each one's reason "
              f"(--known, and so CI, fails until then)", file=sys.stderr)
        return 1
    return 0


USAGE = "scripts/check_reference_coverage.py [--known FILE | --write-known FILE] [--list-regions] [--help]"


def parse_arguments(args):
    """{"known": path or None, "write": bool, "regions": bool}; raises BadList on bad usage."""
    options = {"known": None, "write": False, "regions": False}
    rest = list(args)
    while rest:
        arg = rest.pop(0)
        if arg == "--list-regions" and not options["regions"]:
            options["regions"] = True
        elif arg in ("--known", "--write-known") and options["known"] is not None:
            raise BadList(f"{arg}: one list per run (--known FILE or --write-known FILE, once); usage: {USAGE}")
        elif arg in ("--known", "--write-known"):
            if not rest or rest[0].startswith("--"):
                raise BadList(f"{arg} needs a FILE (the list of known unreached lines); usage: {USAGE}")
            options["known"], options["write"] = rest.pop(0), arg == "--write-known"
        else:
            raise BadList(f"unknown or repeated argument {arg}; usage: {USAGE} (see --help)")
    return options


def main(argv):
    args = argv[1:]
    if args in (["-h"], ["--help"]):
        print(__doc__.strip())
        return 0
    try:
        options = parse_arguments(args)
        shown = options["known"]
        known = None
        if shown is not None:
            path = os.path.abspath(shown)
            if options["write"] and (os.path.isdir(path) or not os.path.isdir(os.path.dirname(path))):
                raise BadList(f"--write-known {shown}: not a file in an existing directory")
            known = KnownList.read(path, shown, missing_ok=options["write"])
    except BadList as error:
        print(f"{NAME}: {error}", file=sys.stderr)
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
        measurement = measure(root, scratch, started)
        if options["regions"]:
            for line in measurement.region_lines:
                print(line)
        if known is None:
            return report_all(measurement)
        if options["write"]:
            return write_known(measurement, known, path, shown)
        return report_against(measurement, known, shown)
    except Unmeasurable as error:
        print(f"{NAME}: {error}", file=sys.stderr)
        return 2
    except OSError as error:
        print(f"{NAME}: {error}", file=sys.stderr)
        return 2
    except Stopped as signal_name:
        print(f"{NAME}: stopped by {signal_name}", file=sys.stderr)
        return 2
    finally:
        shutil.rmtree(scratch, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main(sys.argv))
