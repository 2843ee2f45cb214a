#!/usr/bin/env python3
"""Mutation check of the vectors against the reference model.

Applies small source mutations to Sources/SwipeReference, one at a time, in a
private copy of the repository, rebuilds `swipe-conformance` incrementally and
runs `swipe-conformance verify --vectors Vectors`, then `verify` on each built-in
profile's set (Profiles/*.json, written once by the unmutated build; --no-profiles
skips them). A mutant the vectors reject is killed; one they accept survived.
The Markdown report lists every survivor with its reason from equivalent.txt or
known-gaps.txt, or UNEXPLAINED.

Each entry of equivalent.txt and known-gaps.txt names its mutant by id and by
the mutated line's code (the site): it matches the mutant with that site, so
code moving around it keeps it; `--rekey` renames moved entries and pins new ones.

Exit codes: 0 no unexplained survivor and no entry of the two lists to mend,
1 unexplained survivors or entries to mend (one whose mutant was killed, one
whose code is gone, a second entry for one mutant), 2 setup error (bad usage,
an entry not pinned to its code, the unmutated copy does not build or does not
pass verify).

Python 3 standard library only. See README.md beside this file.
"""

from __future__ import annotations

import argparse
import datetime
import decimal
import hashlib
import json
import os
import random
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

HERE = Path(__file__).resolve().parent
DEFAULT_REPO = HERE.parent.parent
SOURCE_DIR = "Sources/SwipeReference"
PRODUCT = "swipe-conformance"
# The targets whose code derives a profile's vector set from its profile (the
# curated and design-choice cases, `CaseInput.applying`): a stored result counts
# again only for the same code.
PROFILE_SET_SOURCES = ("Sources/SwipeVectorCatalog", "Sources/SwipeConformance")
RESULTS_VERSION = 1

# Directories never copied into the work dir (build products, VCS, other work dirs).
EXCLUDED_DIRS = {".build", ".git", ".mutation", ".swiftpm", "__pycache__"}
EXCLUDED_PREFIXES = (".build-", ".build_")

# --------------------------------------------------------------------------
# Swift lexer: just enough to tell code from comments and string literals.
# --------------------------------------------------------------------------

OPERATOR_CHARS = set("/=-+!*%<>&|^~?")
IDENT_START = set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_$")
IDENT_CHARS = IDENT_START | set("0123456789")
DIGITS = set("0123456789")


@dataclass
class Token:
    kind: str  # ident, number, op, punct
    text: str
    start: int
    end: int


class LexError(Exception):
    pass


class Lexer:
    """Tokenises Swift source, dropping comments and string literals (with their
    interpolations)."""

    def __init__(self, text: str):
        self.s = text
        self.n = len(text)
        self.tokens: list[Token] = []
        self.line_comments: list[int] = []  # offsets of `//` comments (outside string literals)

    def run(self) -> list[Token]:
        self.scan(0, stop_at_close_paren=False)
        return self.tokens

    def scan(self, i: int, stop_at_close_paren: bool) -> int:
        s, n = self.s, self.n
        depth = 0
        while i < n:
            c = s[i]
            if c in " \t\r\n":
                i += 1
            elif s.startswith("//", i):
                self.line_comments.append(i)
                j = s.find("\n", i)
                i = n if j < 0 else j
            elif s.startswith("/*", i):
                i = self.skip_block_comment(i)
            elif c == '"' or (c == "#" and self.raw_string_at(i)):
                i = self.skip_string(i)
            elif c in IDENT_START:
                j = i + 1
                while j < n and s[j] in IDENT_CHARS:
                    j += 1
                self.tokens.append(Token("ident", s[i:j], i, j))
                i = j
            elif c == "`":
                j = s.index("`", i + 1) + 1
                self.tokens.append(Token("ident", s[i:j], i, j))
                i = j
            elif c in DIGITS:
                j = self.number_end(i)
                self.tokens.append(Token("number", s[i:j], i, j))
                i = j
            elif c == "." and i + 1 < n and s[i + 1] == ".":
                j = i
                while j < n and (s[j] == "." or s[j] in OPERATOR_CHARS):
                    j += 1
                self.tokens.append(Token("op", s[i:j], i, j))
                i = j
            elif c in OPERATOR_CHARS:
                j = i
                while j < n and s[j] in OPERATOR_CHARS and not (s.startswith("//", j) or s.startswith("/*", j)):
                    j += 1
                self.tokens.append(Token("op", s[i:j], i, j))
                i = j
            else:
                if stop_at_close_paren:
                    if c == "(":
                        depth += 1
                    elif c == ")":
                        if depth == 0:
                            return i + 1
                        depth -= 1
                self.tokens.append(Token("punct", c, i, i + 1))
                i += 1
        if stop_at_close_paren:
            raise LexError("unterminated string interpolation")
        return i

    def number_end(self, i: int) -> int:
        s, n = self.s, self.n
        if s.startswith(("0x", "0b", "0o"), i):
            j = i + 2
            while j < n and (s[j].isalnum() or s[j] in "_.pP" or (s[j] in "+-" and s[j - 1] in "pP")):
                j += 1
            return j
        j = i
        while j < n and (s[j] in DIGITS or s[j] == "_"):
            j += 1
        if j + 1 < n and s[j] == "." and s[j + 1] in DIGITS:
            j += 1
            while j < n and (s[j] in DIGITS or s[j] == "_"):
                j += 1
        if j < n and s[j] in "eE":
            k = j + 1
            if k < n and s[k] in "+-":
                k += 1
            if k < n and s[k] in DIGITS:
                j = k
                while j < n and (s[j] in DIGITS or s[j] == "_"):
                    j += 1
        return j

    def skip_block_comment(self, i: int) -> int:
        s, n = self.s, self.n
        depth = 0
        while i < n:
            if s.startswith("/*", i):
                depth += 1
                i += 2
            elif s.startswith("*/", i):
                depth -= 1
                i += 2
                if depth == 0:
                    return i
            else:
                i += 1
        raise LexError("unterminated block comment")

    def raw_string_at(self, i: int) -> bool:
        j = i
        while j < self.n and self.s[j] == "#":
            j += 1
        return j < self.n and self.s[j] == '"'

    def skip_string(self, i: int) -> int:
        s, n = self.s, self.n
        hashes = 0
        while s[i] == "#":
            hashes += 1
            i += 1
        multiline = s.startswith('"""', i)
        i += 3 if multiline else 1
        close = ('"""' if multiline else '"') + "#" * hashes
        escape = "\\" + "#" * hashes
        while i < n:
            if s.startswith(escape, i):
                i += len(escape)
                if i < n and s[i] == "(":
                    # An interpolation: lex it to find its end, but keep none of its
                    # tokens (the whole literal is left alone).
                    kept = len(self.tokens)
                    i = self.scan(i + 1, stop_at_close_paren=True)
                    del self.tokens[kept:]
                else:
                    i += 1
            elif s.startswith(close, i):
                return i + len(close)
            elif s[i] == "\n" and not multiline:
                raise LexError("newline in a single-line string literal")
            else:
                i += 1
        raise LexError("unterminated string literal")


# --------------------------------------------------------------------------
# Mutation operators
# --------------------------------------------------------------------------

COMPARISON = {"<": ["<="], "<=": ["<"], ">": [">="], ">=": [">"], "==": ["!="], "!=": ["=="]}
LOGICAL = {"&&": ["||"], "||": ["&&"]}
ARITHMETIC = {"+": ["-"], "-": ["+"], "*": ["/"], "/": ["*"]}
BOOLEAN = {"true": ["false"], "false": ["true"]}
MINMAX = {"min": ["max"], "max": ["min"]}
# Implicit members / member accesses whose swap is a meaningful edge/direction/style bug.
SWAPS = {
    "leading": "trailing", "trailing": "leading",
    "leftToRight": "rightToLeft", "rightToLeft": "leftToRight",
    "left": "right", "right": "left",
    "reveal": "select", "select": "reveal",
}
OPERATOR_ORDER = ["cmp", "logic", "bool", "swap", "num", "arith", "minmax"]
OPERATOR_NAMES = {
    "cmp": "comparison operator",
    "logic": "logical operator",
    "bool": "boolean constant",
    "swap": "edge/direction/style swap",
    "num": "numeric literal",
    "arith": "arithmetic operator",
    "minmax": "min/max",
}


@dataclass
class Mutant:
    id: str
    file: str  # path relative to the repository
    line: int
    col: int
    op: str
    original: str
    replacement: str
    start: int
    end: int
    before: str
    after: str
    file_sha: str
    site: str  # the mutated line's code, the token marked: what equivalent.txt keys on


def is_binary(s: str, tok: Token) -> bool:
    """Swift's rule, simplified: a binary operator has whitespace on both sides.
    (Operators with no whitespace on either side are binary too, but `<`/`>` there
    are mostly generic brackets; the reference always spaces its operators.)"""
    before = s[tok.start - 1] if tok.start > 0 else "\n"
    after = s[tok.end] if tok.end < len(s) else "\n"
    return before in " \t\r\n" and after in " \t\r\n"


def numeric_replacements(text: str) -> list[str]:
    if text.startswith(("0x", "0b", "0o")):
        return []
    clean = text.replace("_", "")
    is_float = "." in clean or "e" in clean or "E" in clean
    if not is_float:
        value = int(clean)
        out = [str(value + 1)]
        if value != 0:
            out.append("0")
        return out
    value = decimal.Decimal(clean)
    if value == 0:
        return ["1.0"]
    if "e" in clean or "E" in clean:
        return [repr(float(value) * 1.1), "0.0"]
    fraction = clean.split(".", 1)[1]
    if set(fraction) == {"0"}:
        bumped = value + 1  # 1.0 -> 2.0
    else:
        bumped = value + decimal.Decimal(1).scaleb(-len(fraction))  # 0.5 -> 0.6, 0.55 -> 0.56
    text_bumped = format(bumped, "f")
    if "." not in text_bumped:
        text_bumped += ".0"
    return [text_bumped, "0.0"]


def line_col(s: str, offset: int) -> tuple[int, int]:
    line = s.count("\n", 0, offset) + 1
    col = offset - (s.rfind("\n", 0, offset) + 1) + 1
    return line, col


def line_text(s: str, offset: int) -> str:
    a = s.rfind("\n", 0, offset) + 1
    b = s.find("\n", offset)
    return s[a: len(s) if b < 0 else b]


SITE_OPEN, SITE_CLOSE = "⟦", "⟧"


def site_of(s: str, start: int, end: int, line_comments: list[int]) -> str:
    """The code of the line holding s[start:end], with that token marked
    (`let toward = v ⟦*⟧ side.offsetSign > 0`): no indentation, no trailing `//`
    comment, runs of white space as one space. It names a mutant by what it
    changes, not by where, so it survives code moving around it."""
    a = s.rfind("\n", 0, start) + 1
    b = s.find("\n", start)
    b = len(s) if b < 0 else b
    cut = next((c for c in line_comments if end <= c < b), b)
    marked = s[a:start] + SITE_OPEN + s[start:end] + SITE_CLOSE + s[end:cut]
    return " ".join(marked.split())


def mutants_of_text(rel: str, s: str) -> list[Mutant]:
    """The mutants of one source file's text, in position order."""
    sha = hashlib.sha256(s.encode()).hexdigest()[:16]
    lexer = Lexer(s)
    tokens = lexer.run()
    found: list[tuple[int, int, str, str, str]] = []  # (start, order, op, original, replacement)
    for k, tok in enumerate(tokens):
        prev = tokens[k - 1] if k > 0 else None
        nxt = tokens[k + 1] if k + 1 < len(tokens) else None
        candidates: list[tuple[str, str]] = []
        if tok.kind == "op":
            declared = prev is not None and prev.kind == "ident" and prev.text == "func"
            if not declared and is_binary(s, tok):
                for table, op in ((COMPARISON, "cmp"), (LOGICAL, "logic"), (ARITHMETIC, "arith")):
                    for r in table.get(tok.text, []):
                        candidates.append((op, r))
        elif tok.kind == "ident":
            if tok.text in BOOLEAN:
                candidates += [("bool", r) for r in BOOLEAN[tok.text]]
            elif tok.text in SWAPS and prev is not None and prev.kind == "punct" and prev.text == "." and prev.end == tok.start:
                candidates.append(("swap", SWAPS[tok.text]))
            elif tok.text in MINMAX and nxt is not None and nxt.text == "(" and nxt.start == tok.end \
                    and not (prev is not None and prev.text == "."):
                candidates += [("minmax", r) for r in MINMAX[tok.text]]
        elif tok.kind == "number":
            member = prev is not None and prev.text == "." and prev.end == tok.start  # tuple index x.0
            if not member:
                candidates += [("num", r) for r in numeric_replacements(tok.text)]
        for op, r in candidates:
            found.append((tok.start, OPERATOR_ORDER.index(op), op, tok.text, r))
    found.sort()
    out = []
    name = Path(rel).name
    for start, _, op, original, replacement in found:
        line, col = line_col(s, start)
        end = start + len(original)
        mutated = s[:start] + replacement + s[end:]
        out.append(Mutant(
            id=f"{name}:{line}:{col}:{op}[{original}→{replacement}]",
            file=rel, line=line, col=col, op=op, original=original, replacement=replacement,
            start=start, end=end, before=line_text(s, start).strip(),
            after=line_text(mutated, start).strip(), file_sha=sha,
            site=site_of(s, start, end, lexer.line_comments)))
    return out


def mutants_of_file(repo: Path, rel: str) -> list[Mutant]:
    return mutants_of_text(rel, (repo / rel).read_text(encoding="utf-8"))


def all_mutants(repo: Path) -> list[Mutant]:
    files = sorted((repo / SOURCE_DIR).rglob("*.swift"))
    if not files:
        raise SystemExit(f"mutate: no Swift files in {repo / SOURCE_DIR}")
    out: list[Mutant] = []
    for f in files:
        out += mutants_of_file(repo, f.relative_to(repo).as_posix())
    ids = [m.id for m in out]
    if len(ids) != len(set(ids)):
        raise SystemExit("mutate: internal error: duplicate mutant ids")
    return out


# --------------------------------------------------------------------------
# Work dir, build, verify
# --------------------------------------------------------------------------

def excluded(name: str) -> bool:
    return name in EXCLUDED_DIRS or name.startswith(EXCLUDED_PREFIXES)


def sync_tree(src: Path, dst: Path, skip: set[Path]) -> int:
    """Mirrors src into dst except build products and .git. Only files whose
    content differs are written (with a fresh mtime, so the build sees them);
    dst's own .build is kept for incremental builds. Returns files written."""
    written = 0
    dst.mkdir(parents=True, exist_ok=True)
    for root, dirs, files in os.walk(src):
        rootp = Path(root)
        dirs[:] = sorted(d for d in dirs if not excluded(d) and (rootp / d).resolve() not in skip)
        target = dst / rootp.relative_to(src)
        target.mkdir(exist_ok=True)
        wanted = set(files) | set(dirs)
        for existing in list(target.iterdir()):
            if existing.name not in wanted and not excluded(existing.name):
                if existing.is_dir() and not existing.is_symlink():
                    shutil.rmtree(existing)
                else:
                    existing.unlink()
        for f in files:
            sp, dp = rootp / f, target / f
            if sp.is_symlink():
                continue
            data = sp.read_bytes()
            if dp.exists() and dp.read_bytes() == data:
                continue
            dp.write_bytes(data)
            shutil.copymode(sp, dp)
            written += 1
    return written


BUILD_MODES = {
    # name: (swift build arguments, bin subdirectory)
    "debug": ([], "debug"),
    "debug-O": (["-Xswiftc", "-O"], "debug"),
    "release": (["-c", "release"], "release"),
}


@dataclass
class RunOutcome:
    code: int | None  # None: timed out
    seconds: float
    stdout: str
    stderr: str


def kill_group(proc: subprocess.Popen) -> None:
    """Stops a child and its process group: SIGTERM first, so that swift-build can
    stop the compiler jobs it started in groups of their own; SIGKILL after 5 s."""
    for sig, wait in ((signal.SIGTERM, 5), (signal.SIGKILL, 5)):
        try:
            os.killpg(proc.pid, sig)
        except ProcessLookupError:
            return
        try:
            proc.wait(timeout=wait)
            return
        except subprocess.TimeoutExpired:
            continue


def run(cmd: list[str], cwd: Path, timeout: float) -> RunOutcome:
    t0 = time.monotonic()
    proc = subprocess.Popen(cmd, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True, errors="replace", start_new_session=True)
    try:
        out, err = proc.communicate(timeout=timeout)
        code: int | None = proc.returncode
    except subprocess.TimeoutExpired:
        kill_group(proc)
        out, err = proc.communicate()
        code = None
    except BaseException:  # Ctrl-C: the child runs in its own session, stop it too
        kill_group(proc)
        proc.wait()
        raise
    return RunOutcome(code, time.monotonic() - t0, out, err)


class Builder:
    def __init__(self, work: Path, mode: str, build_timeout: float, vectors: str):
        self.work = work
        self.vectors = vectors
        self.args, sub = BUILD_MODES[mode]
        self.build_path = work / (".build" if mode != "debug-O" else ".build-O")
        self.binary = self.build_path / sub / PRODUCT
        self.timeout = build_timeout
        # Each built-in profile's vector set, written once by the unmutated build
        # (`write_profile_sets`): a design-choice value no default vector takes is
        # judged by the set of the profile that takes it.
        self.profile_sets: list[str] = []

    def build(self) -> RunOutcome:
        cmd = ["swift", "build", "--product", PRODUCT, "--build-path", str(self.build_path)] + self.args
        return run(cmd, self.work, self.timeout)

    def verify(self, timeout: float) -> RunOutcome:
        """The stored vectors, then each profile's set, until one fails: a
        mutant is killed by any of them. The time is the sum."""
        total = 0.0
        outcome = None
        for vectors in [self.vectors] + self.profile_sets:
            outcome = run([str(self.binary), "verify", "--vectors", vectors], self.work, timeout)
            total += outcome.seconds
            if outcome.code != 0:
                break
        return RunOutcome(outcome.code, total, outcome.stdout, outcome.stderr)

    def write_profile_sets(self, names: list[str], timeout: float) -> RunOutcome | None:
        """Writes each named profile's set with the unmutated build, so that its
        expectations are the reference's own; returns the first failure, if any."""
        for name in names:
            out = self.work / ".mutation-profile-sets" / name
            shutil.rmtree(out, ignore_errors=True)
            g = run([str(self.binary), "generate", "--profile", str(self.work / "Profiles" / f"{name}.json"),
                     "--vectors", str(out)], self.work, timeout)
            if g.code != 0:
                return g
            self.profile_sets.append(str(out))
        return None


def builtin_profiles(repo: Path) -> list[str]:
    """The profiles of Profiles/ other than the default, by name, sorted."""
    return sorted(p.stem for p in (repo / "Profiles").glob("*.json")
                  if p.stem not in ("default", "profile.schema"))


def vectors_path(repo: Path, vectors: str) -> Path:
    p = Path(vectors)
    return p if p.is_absolute() else repo / p


def vectors_in_work(repo: Path, work: Path, vectors: str) -> str:
    """The vectors as seen from the work dir: a path inside the repository maps
    to the same path in the copy; one outside it is used as it is."""
    p = vectors_path(repo, vectors).resolve()
    if p == repo or repo in p.parents:
        return p.relative_to(repo).as_posix()
    return str(p)


def tree_sha(path: Path) -> str:
    """A hash of a vector file or of every file under a vector directory."""
    h = hashlib.sha256()
    files = [path] if path.is_file() else sorted(p for p in path.rglob("*") if p.is_file())
    for f in files:
        h.update(f.relative_to(path.parent if path.is_file() else path).as_posix().encode() + b"\0")
        h.update(hashlib.sha256(f.read_bytes()).digest())
    return h.hexdigest()[:16]


def remove_swiftpm_locks(work: Path) -> None:
    """SwiftPM leaves `<build path with / as _>.lock` files in the temp dir; remove
    the ones of a temp work dir we created and removed."""
    prefix = str(work).replace("/", "_") + "_"
    tmp = Path(tempfile.gettempdir())
    for f in tmp.glob(glob_escape(prefix) + "*.lock"):
        try:
            f.unlink()
        except OSError:
            pass


def glob_escape(text: str) -> str:
    return "".join(f"[{c}]" if c in "*?[" else c for c in text)


def describe_commit(repo: Path) -> str:
    try:
        out = subprocess.run(["git", "-C", str(repo), "describe", "--always", "--dirty"],
                             capture_output=True, text=True, timeout=30)
        return out.stdout.strip() if out.returncode == 0 else "unknown"
    except (OSError, subprocess.TimeoutExpired):
        return "unknown"


def first_error(text: str) -> str:
    for line in text.splitlines():
        if "error:" in line:
            return line.strip()[:300]
    lines = [l for l in text.splitlines() if l.strip()]
    return lines[-1][:300] if lines else ""


def verify_summary(out: str) -> str:
    failing = [l.split()[1] for l in out.splitlines() if l.startswith(("FAIL ", "BROKEN "))]
    if not failing:
        return ""
    return f"{len(failing)} case(s) failed, first {failing[0]}"


# --------------------------------------------------------------------------
# Results, equivalents, report
# --------------------------------------------------------------------------

def load_results(path: Path) -> dict:
    if not path.exists():
        return {}
    data = json.loads(path.read_text(encoding="utf-8"))
    if data.get("version") != RESULTS_VERSION:
        raise SystemExit(f"mutate: {path} has results version {data.get('version')}, expected {RESULTS_VERSION}")
    return data.get("mutants", {})


def save_results(path: Path, results: dict, meta: dict) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(path.name + ".tmp")
    tmp.write_text(json.dumps({"version": RESULTS_VERSION, "meta": meta, "mutants": results},
                              indent=1, ensure_ascii=False, sort_keys=True) + "\n", encoding="utf-8")
    os.replace(tmp, path)


ID_PATTERN = re.compile(r"^(?P<file>[^:\s]+):(?P<line>\d+):(?P<col>\d+):(?P<op>[a-z]+)\[(?P<original>[^\]→]+)→(?P<replacement>[^\]]+)\]$")

# The two lists of survivors with a reason, by kind: equivalent.txt holds the
# mutants no vector can tell from the reference (equivalent, or unobservable
# through the vector format); known-gaps.txt the ones a vector could kill only
# under a design no built-in profile takes, so no vector set judges them yet.
EQUIVALENT, KNOWN_GAP = "equivalent", "known gap"


@dataclass(eq=False)
class Explanation:
    """One entry of a list: `ID  `SITE`  reason`. The id is what a reader sees
    and what `--id` takes; the site (the mutated line's code, the token marked,
    as `--list` prints it) is what the entry matches, so that code moving around
    it neither orphans the entry nor lends it to another mutant."""
    path: Path  # the list it is in
    kind: str  # EQUIVALENT or KNOWN_GAP
    number: int  # line number in that list
    id: str
    site: str | None  # None: not pinned yet (`--rekey` pins it)
    reason: str

    @property
    def key(self) -> tuple[str, str, str, str]:
        g = ID_PATTERN.match(self.id)
        return g["file"], g["op"], g["original"], g["replacement"]

    @property
    def line(self) -> int:
        return int(ID_PATTERN.match(self.id)["line"])

    @property
    def where(self) -> str:
        return f"{self.path.name}:{self.number}"


def code_span(text: str) -> str:
    """Markdown's code span: in backticks, more of them than any run inside."""
    longest = max((len(r) for r in re.findall(r"`+", text)), default=0)
    fence = "`" * (longest + 1)
    pad = " " if text.startswith("`") or text.endswith("`") else ""
    return f"{fence}{pad}{text}{pad}{fence}"


def read_code_span(text: str) -> tuple[str, str] | None:
    """(code, rest) when text opens with a code span, else None."""
    m = re.match(r"`+", text)
    if not m:
        return None
    fence = m.group(0)
    c = re.compile(r"(?<!`)" + fence + r"(?!`)").search(text, len(fence))
    if not c:
        return None
    code = text[len(fence):c.start()]
    if code.startswith(" ") and code.endswith(" ") and code.strip():
        code = code[1:-1]
    return code, text[c.end():]


def load_explanations(path: Path, kind: str) -> list[Explanation]:
    """`ID  `SITE`  REASON` per line; `#` starts a comment line. An entry
    without its site is accepted here; `check_pinned` refuses it for a run."""
    out: list[Explanation] = []
    if not path.exists():
        return out
    seen: dict[str, int] = {}
    for n, raw in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        parts = line.split(None, 1)
        if len(parts) < 2 or not ID_PATTERN.match(parts[0]):
            raise SystemExit(f"mutate: {path}:{n}: expected `MUTANT-ID  `CODE`  reason` "
                             f"(the id and the code as `--list` prints them), got {raw[:120]!r}")
        if parts[0] in seen:
            raise SystemExit(f"mutate: {path}:{n}: {parts[0]} is listed twice (first on line {seen[parts[0]]}); keep one")
        seen[parts[0]] = n
        span = read_code_span(parts[1])
        site, reason = (span[0], span[1].strip()) if span else (None, parts[1].strip())
        if not reason:
            raise SystemExit(f"mutate: {path}:{n}: {parts[0]} has no reason")
        out.append(Explanation(path, kind, n, parts[0], site, reason))
    return out


def load_lists(equivalents: Path, known_gaps: Path) -> list[Explanation]:
    entries = load_explanations(equivalents, EQUIVALENT) + load_explanations(known_gaps, KNOWN_GAP)
    first: dict[str, Explanation] = {}
    for e in entries:
        if e.id in first:
            raise SystemExit(f"mutate: {e.where}: {e.id} is also in {first[e.id].where}; "
                             "a survivor is either equivalent or a known gap")
        first[e.id] = e
    return entries


def check_pinned(entries: list[Explanation]) -> None:
    loose = [e for e in entries if e.site is None]
    if loose:
        e = loose[0]
        raise SystemExit(f"mutate: {e.where}: {e.id} has no code ({len(loose)} such entries); "
                         "run `python3 scripts/mutation/mutate.py --rekey` to pin each to the line its id names")


@dataclass
class Match:
    entry: Explanation
    mutant: Mutant | None  # None: no current mutant has the entry's site free
    duplicate_of: Explanation | None = None  # the entry that took the only mutants with this site

    @property
    def moved(self) -> bool:
        return self.mutant is not None and self.mutant.id != self.entry.id


def match_explanations(entries: list[Explanation], mutants: list[Mutant]) -> list[Match]:
    """Each pinned entry goes to the current mutant with its operator and site:
    the one its id names if that one has the site, else (the code moved) the one
    nearest the id's line among those not taken, in the entry's file or, when the
    code moved to another file, in any file. An entry whose site no mutant has
    any more matches nothing: its code changed, and it must be judged again; one
    whose site only taken mutants have is a duplicate."""
    by_key: dict[tuple[str, str, str, str, str], list[Mutant]] = {}
    anywhere: dict[tuple[str, str, str, str], list[Mutant]] = {}
    for m in mutants:
        by_key.setdefault((Path(m.file).name, m.op, m.original, m.replacement, m.site), []).append(m)
        anywhere.setdefault((m.op, m.original, m.replacement, m.site), []).append(m)
    pinned = [e for e in entries if e.site is not None]
    taken: dict[str, Explanation] = {}
    found: dict[int, Mutant] = {}  # by id(entry)
    duplicates: dict[int, Explanation] = {}
    for e in pinned:  # the id still names the same code
        for m in by_key.get((*e.key, e.site), []):
            if m.id == e.id:
                found[id(e)] = m
                taken[m.id] = e
    for e in pinned:  # moved
        if id(e) in found:
            continue
        same_site = by_key.get((*e.key, e.site), []) or anywhere.get((*e.key[1:], e.site), [])
        free = [m for m in same_site if m.id not in taken]
        nearest = lambda ms: min(ms, key=lambda m: (abs(m.line - e.line), m.line))
        if free:
            m = nearest(free)
            found[id(e)] = m
            taken[m.id] = e
        elif same_site:
            duplicates[id(e)] = taken[nearest(same_site).id]
    return [Match(e, found.get(id(e)), duplicates.get(id(e))) for e in pinned]


def blame_commits(repo: Path, path: Path) -> dict[int, str]:
    """Line number → the commit that last wrote that line of path (git blame);
    empty when git cannot tell (no repository, file not tracked). Lines not yet
    committed map to the zero id."""
    try:
        out = subprocess.run(["git", "-C", str(repo), "blame", "--porcelain", "--", str(path.resolve())],
                             capture_output=True, text=True, timeout=120)
    except (OSError, subprocess.TimeoutExpired):
        return {}
    if out.returncode != 0:
        return {}
    commits: dict[int, str] = {}
    for line in out.stdout.splitlines():
        parts = line.split()
        if len(parts) >= 3 and len(parts[0]) == 40 and all(c in "0123456789abcdef" for c in parts[0]):
            commits[int(parts[2])] = parts[0]
    return commits


def mutants_at_commit(repo: Path, commit: str) -> dict[str, Mutant]:
    """The mutants of Sources/SwipeReference as it was at a commit, by id."""
    listed = subprocess.run(["git", "-C", str(repo), "ls-tree", "-r", "--name-only", commit, "--", SOURCE_DIR],
                            capture_output=True, text=True, timeout=120)
    out: dict[str, Mutant] = {}
    for rel in sorted(listed.stdout.split("\n")):
        if not rel.endswith(".swift"):
            continue
        text = subprocess.run(["git", "-C", str(repo), "show", f"{commit}:{rel}"],
                              capture_output=True, text=True, timeout=120).stdout
        for m in mutants_of_text(rel, text):
            out[m.id] = m
    return out


def pin(repo: Path, entries: list[Explanation], current: dict[str, Mutant]) -> list[str]:
    """Gives each entry without a site the site its id named when the entry was
    written: in the source at the commit git blame gives for the entry's line,
    or in the working tree for an entry not committed yet. Returns a line for
    each entry it could not pin."""
    failures: list[str] = []
    blame: dict[Path, dict[int, str]] = {}
    cache: dict[str, dict[str, Mutant]] = {}
    for e in entries:
        if e.site is not None:
            continue
        if e.path not in blame:
            blame[e.path] = blame_commits(repo, e.path)
        commit = blame[e.path].get(e.number, "0" * 40)
        if commit == "0" * 40:
            then, when = current, "the working tree"
        else:
            if commit not in cache:
                cache[commit] = mutants_at_commit(repo, commit)
            then, when = cache[commit], f"commit {commit[:10]}, which wrote the entry"
        m = then.get(e.id)
        if m is None:
            failures.append(f"{e.where}: {e.id} names no mutant of the source at {when}")
        else:
            e.site = m.site
    return failures


def rekey(repo: Path, paths: list[Path], mutants: list[Mutant], entries: list[Explanation]) -> int:
    """Rewrites the lists in place: pins each entry without a site (`pin`), and
    renames each entry whose code moved to its mutant's current id. Entries whose
    code is gone, and duplicates (a second entry for one mutant), are left as
    they are and listed. Returns 0, or 1 when such entries are left."""
    current = {m.id: m for m in mutants}
    loose = {id(e) for e in entries if e.site is None}
    unpinnable = pin(repo, entries, current)
    matches = {id(x.entry): x for x in match_explanations(entries, mutants)}
    moved, gone, duplicate = [], [], []
    texts = {p: p.read_text(encoding="utf-8").splitlines() for p in paths if p.exists()}
    for e in entries:
        if e.site is None:
            continue
        x = matches[id(e)]
        new_id = e.id
        if x.mutant is not None:
            new_id = x.mutant.id
            if x.moved:
                moved.append(f"{e.where}: {e.id} → {new_id}  {code_span(e.site)}")
        elif x.duplicate_of is not None:
            duplicate.append(f"{e.where}: {e.id} {code_span(e.site)} explains the mutant {x.duplicate_of.where} explains")
        else:
            gone.append(f"{e.where}: {e.id} {code_span(e.site)}")
        texts[e.path][e.number - 1] = f"{new_id}  {code_span(e.site)}  {e.reason}"
    for p, lines in texts.items():
        tmp = p.with_name(p.name + ".tmp")
        tmp.write_text("\n".join(lines) + "\n", encoding="utf-8")
        os.replace(tmp, p)
    pinned = len([e for e in entries if id(e) in loose and e.site is not None])
    print(f"mutate --rekey: {', '.join(p.name for p in texts)}: {len(entries)} entries; {pinned} pinned to their code, "
          f"{len(moved)} renamed (their code moved), {len(duplicate)} duplicates, {len(gone)} whose code is gone, "
          f"{len(unpinnable)} not pinned")
    for line in moved:
        print(f"  renamed   {line}")
    for line in duplicate:
        print(f"  duplicate {line}  (delete one of them)")
    for line in gone:
        print(f"  gone      {line}  (no current mutant has this code: judge the mutant again, then fix or delete the entry)")
    for line in unpinnable:
        print(f"  unpinned  {line}  (write its code by hand, as `--list` prints it)")
    return 1 if gone or duplicate or unpinnable else 0


def md(text: str) -> str:
    """A Markdown table cell holding code."""
    text = text.replace("|", "\\|")
    return f"`` {text} ``" if "`" in text else f"`{text}`"


def cell(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")


def fmt_s(seconds: float) -> str:
    seconds = int(round(seconds))
    h, rest = divmod(seconds, 3600)
    m, s = divmod(rest, 60)
    return f"{h}h{m:02d}m{s:02d}s" if h else f"{m}m{s:02d}s"


def counts(rs: list[dict]) -> dict[str, int]:
    c = {"killed": 0, "survived": 0, "nocompile": 0, "timeout": 0, "crash": 0, "refused": 0}
    for r in rs:
        c[r["status"]] += 1
        if r["status"] == "killed" and r.get("kill") in ("timeout", "crash", "refused"):
            c[r["kill"]] += 1
    return c


def score(c: dict[str, int]) -> str:
    total = c["killed"] + c["survived"]
    return f"{100.0 * c['killed'] / total:.1f}%" if total else "n/a"


def write_report(path: Path, selected: list[Mutant], universe: int, results: dict,
                 matches: list[Match], selection_note: str, run_meta: dict) -> tuple[int, int]:
    """Writes the report; returns (unexplained survivors, entries of the lists to
    mend: one whose mutant the run killed, one whose code is gone, a duplicate)."""
    done = [m for m in selected if m.id in results]
    rs = {m.id: results[m.id] for m in done}
    c = counts(list(rs.values()))
    listed = {x.mutant.id: x.entry for x in matches if x.mutant is not None}
    survivors = [m for m in done if rs[m.id]["status"] == "survived"]
    unexplained = [m for m in survivors if m.id not in listed]
    explained = [listed[m.id] for m in survivors if m.id in listed and listed[m.id].kind == EQUIVALENT]
    gaps = [m for m in survivors if m.id in listed and listed[m.id].kind == KNOWN_GAP]
    lines: list[str] = []
    add = lines.append
    add("# Mutation report: vectors vs. `Sources/SwipeReference`")
    add("")
    add("Generated by `scripts/mutation/mutate.py` (see `scripts/mutation/README.md`). "
        "Each mutant is one small change of the reference model; it is *killed* when "
        "`swipe-conformance verify --vectors Vectors`, or `verify` on a built-in profile's set written by the "
        "unmutated build (the design-choice values no default vector takes), fails (or hangs, or crashes) on it.")
    add("")
    add(f"- Mutants in `{SOURCE_DIR}`: **{universe}**; {selection_note}")
    if len(done) < len(selected):
        add(f"- **Incomplete run**: {len(done)} of {len(selected)} selected mutants have results "
            "(continue with `--resume`).")
    add(f"- **Score: {score(c)}** = killed / (killed + survived) = {c['killed']} / {c['killed'] + c['survived']}")
    add(f"- Killed: {c['killed']} (of which {c['timeout']} by a verify timeout, {c['crash']} by a crash, and "
        f"{c['refused']} because the mutant refuses a vector's rows as invalid: verify exit 2)")
    add(f"- Survived: {c['survived']} ({len(explained)} explained in `equivalent.txt`, "
        f"**{len(gaps)} known gaps** in `known-gaps.txt`, **{len(unexplained)} UNEXPLAINED**)")
    unobservable = [e for e in explained if e.reason.startswith("unobservable")]
    add(f"- Explained survivors by kind: {len(explained) - len(unobservable)} equivalent (the same behaviour for every "
        f"input), {len(unobservable)} unobservable by `verify` ({len([e for e in unobservable if 'default' in e.reason])} "
        "of them default arguments, which every vector states explicitly)")
    add(f"- Known gaps: mutants a vector could kill only under a design no built-in profile takes, so no vector "
        f"set judges them until a profile of a real implementation that takes it does: {len(gaps)}")
    add(f"- Did not compile (not counted): {c['nocompile']}")
    for k, v in run_meta.items():
        if not k.startswith("_"):
            add(f"- {k}: {v}")
    add("")
    add("## Per file")
    add("")
    add("| file | mutants | killed | survived | did not compile | score |")
    add("|---|---:|---:|---:|---:|---:|")
    for f in sorted({m.file for m in selected}):
        fr = [rs[m.id] for m in done if m.file == f]
        fc = counts(fr)
        add(f"| `{Path(f).name}` | {len(fr)} | {fc['killed']} | {fc['survived']} | {fc['nocompile']} | {score(fc)} |")
    add(f"| **all** | {len(done)} | {c['killed']} | {c['survived']} | {c['nocompile']} | {score(c)} |")
    add("")
    add("## Per operator")
    add("")
    add("| operator | mutants | killed | survived | did not compile | score |")
    add("|---|---:|---:|---:|---:|---:|")
    for op in OPERATOR_ORDER:
        fr = [rs[m.id] for m in done if m.op == op]
        if fr:
            oc = counts(fr)
            add(f"| {OPERATOR_NAMES[op]} (`{op}`) | {len(fr)} | {oc['killed']} | {oc['survived']} | {oc['nocompile']} | {score(oc)} |")
    add("")
    add("## Survivors")
    add("")
    if not survivors:
        add("None.")
    else:
        add("`why` comes from `scripts/mutation/equivalent.txt` (equivalent or unobservable) or "
            "`scripts/mutation/known-gaps.txt` (**KNOWN GAP**); UNEXPLAINED means nobody has yet shown the mutant "
            "to be equivalent or unobservable: it is a gap in the vectors until then.")
        add("")
        add("| id | code (the mutated token marked) | after | why |")
        add("|---|---|---|---|")
        for m in survivors:
            e = listed.get(m.id)
            why = "**UNEXPLAINED**" if e is None else e.reason if e.kind == EQUIVALENT else f"**KNOWN GAP**: {e.reason}"
            add(f"| `{m.id}` | {md(m.site)} | {md(m.after)} | {cell(why)} |")
    special = [m for m in done if rs[m.id]["status"] == "killed" and rs[m.id].get("kill") in ("timeout", "crash")]
    if special:
        add("")
        add("## Killed by a timeout or a crash")
        add("")
        add("| id | after | how |")
        add("|---|---|---|")
        for m in special:
            add(f"| `{m.id}` | {md(m.after)} | {cell(rs[m.id].get('note', ''))} |")
    stale = [m for m in done if m.id in listed and rs[m.id]["status"] != "survived"]
    gone = [x.entry for x in matches if x.mutant is None and x.duplicate_of is None]
    duplicates = [x for x in matches if x.duplicate_of is not None]
    moved = [x for x in matches if x.moved]
    if stale or gone or duplicates:
        add("")
        add("## Entries of equivalent.txt and known-gaps.txt to mend")
        add("")
        for m in stale:
            add(f"- {listed[m.id].where}: `{m.id}` is not a survivor in this run ({rs[m.id]['status']}): delete the entry")
        for x in duplicates:
            add(f"- {x.entry.where}: `{x.entry.id}` {md(x.entry.site)} names the mutant {x.duplicate_of.where} names: "
                "delete one of them")
        for e in gone:
            add(f"- {e.where}: `{e.id}` {md(e.site)}: no current mutant has this code (it changed): judge the mutant "
                "again, then rewrite the entry or delete it")
    if moved:
        add("")
        add(f"Entries matched by their code after it moved: {len(moved)} (`mutate.py --rekey` renames them to the "
            "current ids): " + ", ".join(f"`{x.entry.id}` → `{x.mutant.id}`" for x in moved) + ".")
    nocompile = [m for m in done if rs[m.id]["status"] == "nocompile"]
    if nocompile:
        add("")
        add("<details><summary>Mutants that did not compile</summary>")
        add("")
        add("| id | after | error |")
        add("|---|---|---|")
        for m in nocompile:
            add(f"| `{m.id}` | {md(m.after)} | {cell(rs[m.id].get('note', ''))} |")
        add("")
        add("</details>")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return len(unexplained), len(stale) + len(gone) + len(duplicates)


# --------------------------------------------------------------------------
# Main
# --------------------------------------------------------------------------

def progress(msg: str) -> None:
    print(msg, file=sys.stderr, flush=True)


def select(mutants: list[Mutant], args) -> tuple[list[Mutant], str]:
    notes = []
    chosen = mutants
    if args.id:
        known = {m.id for m in mutants}
        missing = [i for i in args.id if i not in known]
        if missing:
            raise SystemExit(f"mutate: --id: no such mutant: {', '.join(missing)} (see --list)")
        chosen = [m for m in chosen if m.id in set(args.id)]
        notes.append(f"{len(chosen)} mutant(s) named by `--id`")
    if args.only:
        wanted = args.only
        chosen = [m for m in chosen if m.file == wanted or Path(m.file).name == wanted
                  or m.file.endswith("/" + wanted)]
        if not chosen:
            raise SystemExit(f"mutate: --only {wanted}: no mutants in such a file")
        notes.append(f"only `{wanted}` ({len(chosen)} mutants)")
    if args.sample is not None:
        if args.sample < len(chosen):
            picked = set(id(m) for m in random.Random(args.seed).sample(chosen, args.sample))
            chosen = [m for m in chosen if id(m) in picked]
            notes.append(f"**deterministic sample of {len(chosen)}** (`--sample {args.sample} --seed {args.seed}`)")
        else:
            notes.append(f"sample size {args.sample} >= mutants: all taken")
    if args.limit is not None:
        chosen = chosen[: args.limit]
        notes.append(f"first {len(chosen)} (`--limit {args.limit}`)")
    if not notes:
        notes.append("all of them were run")
    return chosen, "selection: " + ", ".join(notes) + f" → **{len(chosen)} mutants**."


def on_sigterm(signum, frame):
    raise KeyboardInterrupt


def main(argv: list[str]) -> int:
    signal.signal(signal.SIGTERM, on_sigterm)  # `kill PID` stops the run cleanly, like Ctrl-C
    ap = argparse.ArgumentParser(description="Mutation check: how many mutants of Sources/SwipeReference do the vectors kill?")
    ap.add_argument("--repo", type=Path, default=DEFAULT_REPO, help="repository root (default: the one holding this script)")
    ap.add_argument("--work-dir", type=Path, help="private copy to build in (default: a new temp dir, removed afterwards); "
                    "an existing one is synced and its .build reused")
    ap.add_argument("--keep-work-dir", action="store_true", help="keep the default temp work dir")
    ap.add_argument("--only", metavar="FILE", help="only mutants of this file (name or path)")
    ap.add_argument("--limit", type=int, metavar="N", help="only the first N selected mutants")
    ap.add_argument("--sample", type=int, metavar="N", help="a deterministic random sample of N mutants")
    ap.add_argument("--seed", type=int, default=0, metavar="S", help="seed of --sample (default 0)")
    ap.add_argument("--report", type=Path, default=HERE / "REPORT.md", metavar="PATH", help="Markdown report (default scripts/mutation/REPORT.md)")
    ap.add_argument("--results", type=Path, default=HERE / "results.json", metavar="PATH", help="results JSON (default scripts/mutation/results.json)")
    ap.add_argument("--resume", action="store_true", help="skip mutants already in the results JSON (same id, source file and vectors)")
    ap.add_argument("--equivalents", type=Path, default=HERE / "equivalent.txt", metavar="PATH",
                    help="survivors that are equivalent or unobservable: id, code, reason (default scripts/mutation/equivalent.txt)")
    ap.add_argument("--known-gaps", type=Path, default=HERE / "known-gaps.txt", metavar="PATH",
                    help="survivors no built-in profile's design can judge: id, code, reason (default scripts/mutation/known-gaps.txt)")
    ap.add_argument("--rekey", action="store_true",
                    help="rewrite the two lists and exit: pin each entry without its code to the code its id named when "
                         "the entry was written (git blame), rename entries whose code moved to the current ids, list "
                         "entries whose code is gone and duplicates (exit 1 if any)")
    ap.add_argument("--build-mode", choices=sorted(BUILD_MODES), default="debug",
                    help="debug (default: fastest per mutant, see README), debug-O (debug config with -O), release")
    ap.add_argument("--verify-timeout", type=float, help="seconds before a verify counts as hung (default: max(20, 10 × the unmutated run))")
    ap.add_argument("--build-timeout", type=float, default=1200, help="seconds per build (default 1200)")
    ap.add_argument("--id", action="append", metavar="ID", help="only this mutant (repeatable)")
    ap.add_argument("--no-profiles", action="store_true",
                    help="judge by --vectors alone, not also by each built-in profile's set (Profiles/*.json)")
    ap.add_argument("--vectors", default="Vectors", metavar="PATH",
                    help="vector directory or file given to verify (default Vectors; relative to the repository)")
    ap.add_argument("--list", action="store_true", help="print the selected mutants and exit")
    args = ap.parse_args(argv)

    repo = args.repo.resolve()
    if not (repo / "Package.swift").exists():
        ap.error(f"{repo} has no Package.swift")
    if args.sample is not None and args.sample < 1 or args.limit is not None and args.limit < 0:
        ap.error("--sample must be >= 1 and --limit >= 0")

    mutants = all_mutants(repo)
    selected, selection_note = select(mutants, args)
    if args.list:
        for m in selected:
            print(f"{m.id}\t{m.site}\t=>\t{m.after}")
        progress(f"mutate: {len(selected)} of {len(mutants)} mutants")
        return 0
    entries = load_lists(args.equivalents, args.known_gaps)
    if args.rekey:
        return rekey(repo, [args.equivalents, args.known_gaps], mutants, entries)
    check_pinned(entries)
    matches = match_explanations(entries, mutants)

    stored_meta: dict = {}
    if args.resume and args.results.exists():
        results = load_results(args.results)
        stored_meta = json.loads(args.results.read_text(encoding="utf-8")).get("meta", {})
    else:
        results = {}
    # A stored result counts only for the same mutant of the same source text.
    selected_ids = {m.id for m in selected}
    vpath = vectors_path(repo, args.vectors)
    if not vpath.exists():
        ap.error(f"--vectors {args.vectors}: no such file or directory")
    vectors_sha = tree_sha(vpath)
    if not args.no_profiles:
        # The profiles' sets are derived from the profiles and the code: a result
        # counts again only for the same profiles' files.
        h = hashlib.sha256(vectors_sha.encode())
        for name in builtin_profiles(repo):
            h.update((repo / "Profiles" / f"{name}.json").read_bytes())
        for target in PROFILE_SET_SOURCES:  # the code that derives the sets
            h.update(tree_sha(repo / target).encode())
        vectors_sha = h.hexdigest()[:16]
    valid = {m.id for m in selected if m.id in results and results[m.id].get("file_sha") == m.file_sha
             and results[m.id].get("vectors_sha") == vectors_sha}
    results = {k: v for k, v in results.items() if k in valid or k not in selected_ids}
    pending = [m for m in selected if m.id not in valid]
    meta: dict = {"run": dict(stored_meta.get("run", {}))}
    run_meta: dict = dict(meta["run"])
    progress(f"mutate: {len(mutants)} mutants in {SOURCE_DIR}; selected {len(selected)}; "
             f"{len(selected) - len(pending)} already done; {len(pending)} to run")

    workdir_tmp = None
    t_start = time.monotonic()
    if pending:
        if args.work_dir:
            work = args.work_dir.resolve()
        else:
            workdir_tmp = tempfile.mkdtemp(prefix="swipe-mutation-")
            work = Path(workdir_tmp)
        if work == repo or repo in work.parents and not excluded(work.relative_to(repo).parts[0]):
            ap.error("--work-dir must not be the repository or a non-ignored folder inside it")
        try:
            code = run_mutants(repo, work, pending, len(selected) - len(pending), len(selected),
                               results, args, meta, run_meta, vectors_sha)
        finally:
            if workdir_tmp and not args.keep_work_dir:
                shutil.rmtree(workdir_tmp, ignore_errors=True)
                remove_swiftpm_locks(Path(workdir_tmp))
            elif workdir_tmp:
                progress(f"mutate: work dir kept: {workdir_tmp}")
        if code:
            return code
    elif not args.resume:
        save_results(args.results, results, meta)

    all_results = results
    times = [all_results[m.id]["seconds"] for m in selected if m.id in all_results and "seconds" in all_results[m.id]]
    if times:
        run_meta["Time per mutant (build + verify, mean over the selection)"] = f"{sum(times) / len(times):.2f} s"
        run_meta["Total mutant time (sum over the selection)"] = fmt_s(sum(times))
    visible_meta = {k: v for k, v in run_meta.items() if not k.startswith("_")}
    unexplained, to_mend = write_report(args.report, selected, len(mutants), all_results, matches,
                                        selection_note, visible_meta)
    c = counts([all_results[m.id] for m in selected if m.id in all_results])
    progress(f"mutate: score {score(c)}: {c['killed']} killed, {c['survived']} survived "
             f"({unexplained} unexplained), {c['nocompile']} did not compile; "
             f"{to_mend} entries of {args.equivalents.name} and {args.known_gaps.name} to mend (killed, code gone, or duplicate); "
             f"wall time {fmt_s(time.monotonic() - t_start)}; report {args.report}")
    return 1 if unexplained or to_mend else 0


def run_mutants(repo: Path, work: Path, pending: list[Mutant], done_before: int, total: int,
                results: dict, args, meta: dict, run_meta: dict, vectors_sha: str) -> int:
    skip = {work}
    t0 = time.monotonic()
    commit = describe_commit(repo)
    written = sync_tree(repo, work, skip)
    progress(f"mutate: work dir {work} ({written} files copied or updated)")
    builder = Builder(work, args.build_mode, args.build_timeout, vectors_in_work(repo, work, args.vectors))

    b = builder.build()
    if b.code != 0:
        progress(f"mutate: the unmutated copy does not build ({'timeout' if b.code is None else b.code}):\n{b.stdout[-3000:]}{b.stderr[-3000:]}")
        return 2
    profiles = [] if args.no_profiles else builtin_profiles(repo)
    g = builder.write_profile_sets(profiles, timeout=600)
    if g is not None:
        progress(f"mutate: the unmutated copy cannot write a profile's set (exit {g.code}):\n{g.stderr[-3000:]}")
        return 2
    v = builder.verify(timeout=600)
    if v.code != 0:
        progress(f"mutate: the unmutated copy fails verify (exit {v.code}):\n{v.stdout[-3000:]}")
        return 2
    verify_timeout = args.verify_timeout or max(20.0, 10 * v.seconds)
    progress(f"mutate: baseline build {b.seconds:.1f}s, verify {v.seconds:.2f}s → verify timeout {verify_timeout:.0f}s; "
             f"mode {args.build_mode}")
    run_meta["Checkout"] = f"`{commit}`, vectors `{args.vectors}` (sha256 prefix `{vectors_sha}`)"
    run_meta["Profile sets"] = (", ".join(f"`{p}`" for p in profiles) + " (each written by the unmutated build)") if profiles else "none (--no-profiles)"
    run_meta["Build mode"] = f"`{args.build_mode}` (incremental `swift build --product {PRODUCT}` in a private copy)"
    run_meta["Baseline (unmutated) verify"] = f"{v.seconds:.2f} s; verify timeout per mutant {verify_timeout:.0f} s"
    meta["run"] = {k: v_ for k, v_ in run_meta.items() if not k.startswith("_")}

    originals: dict[str, str] = {}
    current_file: str | None = None
    spent: list[float] = []
    try:
        for k, m in enumerate(pending):
            path = work / m.file
            if m.file not in originals:
                originals[m.file] = path.read_text(encoding="utf-8")
            src = originals[m.file]
            if src[m.start:m.end] != m.original:
                raise SystemExit(f"mutate: internal error: {m.id} does not match the copied source")
            t_m = time.monotonic()
            path.write_text(src[:m.start] + m.replacement + src[m.end:], encoding="utf-8")
            current_file = m.file
            mtime_before = builder.binary.stat().st_mtime_ns if builder.binary.exists() else 0
            b = builder.build()
            r: dict = {"file": m.file, "line": m.line, "col": m.col, "op": m.op, "before": m.before,
                       "after": m.after, "file_sha": m.file_sha, "vectors_sha": vectors_sha,
                       "build_s": round(b.seconds, 2)}
            if b.code != 0:
                r["status"] = "nocompile"
                r["note"] = "build timed out" if b.code is None else first_error(b.stdout + "\n" + b.stderr)
            else:
                relinked = builder.binary.exists() and builder.binary.stat().st_mtime_ns != mtime_before
                v = builder.verify(timeout=verify_timeout)
                r["verify_s"] = round(v.seconds, 2)
                if v.code == 0:
                    r["status"] = "survived"
                    if not relinked:
                        r["note"] = "warning: the binary was not relinked"
                elif v.code is None:
                    r["status"], r["kill"] = "killed", "timeout"
                    r["note"] = f"verify hung: killed after {verify_timeout:.0f} s"
                elif v.code < 0:
                    r["status"], r["kill"] = "killed", "crash"
                    r["note"] = f"verify crashed: signal {-v.code} ({first_error(v.stderr) or 'no message'})"
                elif v.code == 1:
                    r["status"], r["kill"] = "killed", "vectors"
                    r["note"] = verify_summary(v.stdout)
                elif v.code == 2:
                    # The mutant refuses a vector's input (e.g. a GEO-6 check made stricter).
                    r["status"], r["kill"] = "killed", "refused"
                    r["note"] = f"verify refused the vectors (exit 2): {first_error(v.stderr + v.stdout)}"
                else:
                    r["status"], r["kill"] = "killed", "crash"
                    r["note"] = f"verify exited {v.code}: {first_error(v.stderr + v.stdout)}"
            path.write_text(src, encoding="utf-8")  # restore; the next build recompiles it
            current_file = None
            r["seconds"] = round(time.monotonic() - t_m, 2)
            spent.append(r["seconds"])
            results[m.id] = r
            save_results(args.results, results, meta)
            i = done_before + k + 1
            elapsed = time.monotonic() - t0
            eta = (sum(spent) / len(spent)) * (len(pending) - k - 1)
            progress(f"[{i}/{total}] {r['status']:9} {m.id}  ({r['seconds']:.1f}s) "
                     f"elapsed {fmt_s(elapsed)} ETA {fmt_s(eta)}")
    except KeyboardInterrupt:
        progress("mutate: interrupted; results so far are saved, continue with --resume")
        return 130
    finally:
        if current_file is not None:
            (work / current_file).write_text(originals[current_file], encoding="utf-8")

    # Sanity check: the restored copy builds and passes again (the restore worked,
    # and no stale mutant object survived in the build).
    b = builder.build()
    v = builder.verify(timeout=verify_timeout) if b.code == 0 else None
    if b.code != 0 or v is None or v.code != 0:
        progress("mutate: after restoring every file, the copy no longer builds or passes verify: results are suspect")
        return 2
    run_meta["Wall time of the last run (copy, builds, verifies)"] = fmt_s(time.monotonic() - t0)
    meta["run"] = {k: v_ for k, v_ in run_meta.items() if not k.startswith("_")}
    save_results(args.results, results, meta)
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main(sys.argv[1:]))
    except KeyboardInterrupt:
        progress("mutate: interrupted")
        sys.exit(130)
