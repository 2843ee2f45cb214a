#!/usr/bin/env python3
"""Mutation check of the vectors against the reference model.

Applies small source mutations to Sources/SwipeReference, one at a time, in a
private copy of the repository, rebuilds `swipe-conformance` incrementally and
runs `swipe-conformance verify --vectors Vectors`, then `verify` on each built-in
profile's set (Profiles/*.json, written once by the unmutated build; --no-profiles
skips them). A mutant the vectors reject is killed; one they accept survived. The Markdown report lists every survivor with
the reason from equivalent.txt, or UNEXPLAINED.

Exit codes: 0 no unexplained survivor, 1 unexplained survivors, 2 setup error
(bad usage, the unmutated copy does not build or does not pass verify).

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


def mutants_of_file(repo: Path, rel: str) -> list[Mutant]:
    s = (repo / rel).read_text(encoding="utf-8")
    sha = hashlib.sha256(s.encode()).hexdigest()[:16]
    tokens = Lexer(s).run()
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
            after=line_text(mutated, start).strip(), file_sha=sha))
    return out


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


def load_equivalents(path: Path) -> dict[str, str]:
    """`ID REASON` per line (ID has no spaces); `#` starts a comment line."""
    out: dict[str, str] = {}
    if not path.exists():
        return out
    for n, raw in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        parts = line.split(None, 1)
        if len(parts) < 2:
            raise SystemExit(f"mutate: {path}:{n}: expected `MUTANT-ID reason`, got {raw!r}")
        out[parts[0]] = parts[1].strip()
    return out


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
                 equivalents: dict[str, str], selection_note: str, run_meta: dict) -> int:
    done = [m for m in selected if m.id in results]
    rs = {m.id: results[m.id] for m in done}
    c = counts(list(rs.values()))
    survivors = [m for m in done if rs[m.id]["status"] == "survived"]
    unexplained = [m for m in survivors if m.id not in equivalents]
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
    add(f"- Survived: {c['survived']} ({len(survivors) - len(unexplained)} explained in "
        f"`equivalent.txt`, **{len(unexplained)} UNEXPLAINED**)")
    explained = [equivalents[m.id] for m in survivors if m.id in equivalents]
    unobservable = [r for r in explained if r.startswith("unobservable")]
    add(f"- Survivors by kind: {len(explained) - len(unobservable)} equivalent (the same behaviour for every input), "
        f"{len(unobservable)} unobservable by `verify` ({len([r for r in unobservable if 'default' in r])} of them "
        "default arguments, which every vector states explicitly)")
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
        add("`why` comes from `scripts/mutation/equivalent.txt`; UNEXPLAINED means nobody has yet "
            "shown the mutant to be equivalent or unobservable: it is a gap in the vectors until then.")
        add("")
        add("| id | before | after | why |")
        add("|---|---|---|---|")
        for m in survivors:
            why = equivalents.get(m.id, "**UNEXPLAINED**")
            add(f"| `{m.id}` | {md(m.before)} | {md(m.after)} | {cell(why)} |")
    special = [m for m in done if rs[m.id]["status"] == "killed" and rs[m.id].get("kill") in ("timeout", "crash")]
    if special:
        add("")
        add("## Killed by a timeout or a crash")
        add("")
        add("| id | after | how |")
        add("|---|---|---|")
        for m in special:
            add(f"| `{m.id}` | {md(m.after)} | {cell(rs[m.id].get('note', ''))} |")
    stale_killed = [m for m in done if m.id in equivalents and rs[m.id]["status"] != "survived"]
    all_ids = run_meta.get("_all_ids")
    if stale_killed:
        add("")
        add("## Stale entries of equivalent.txt")
        add("")
        add("Listed as equivalent but not a survivor in this run (remove them):")
        add("")
        for m in stale_killed:
            add(f"- `{m.id}` ({rs[m.id]['status']})")
    if all_ids is not None:
        unknown = sorted(set(equivalents) - all_ids)
        if unknown:
            add("")
            add("Entries of equivalent.txt that name no current mutant (the source moved? update the ids):")
            add("")
            for i in unknown:
                add(f"- `{i}`")
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
    return len(unexplained)


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
    ap.add_argument("--equivalents", type=Path, default=HERE / "equivalent.txt", metavar="PATH", help="mutant id → reason (default scripts/mutation/equivalent.txt)")
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
            print(f"{m.id}\t{m.before}\t=>\t{m.after}")
        progress(f"mutate: {len(selected)} of {len(mutants)} mutants")
        return 0

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
        vectors_sha = h.hexdigest()[:16]
    valid = {m.id for m in selected if m.id in results and results[m.id].get("file_sha") == m.file_sha
             and results[m.id].get("vectors_sha") == vectors_sha}
    results = {k: v for k, v in results.items() if k in valid or k not in selected_ids}
    pending = [m for m in selected if m.id not in valid]
    equivalents = load_equivalents(args.equivalents)
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
    run_meta["_all_ids"] = {m.id for m in mutants}
    visible_meta = {k: v for k, v in run_meta.items() if not k.startswith("_")}
    unexplained = write_report(args.report, selected, len(mutants), all_results, equivalents,
                               selection_note, {**visible_meta, "_all_ids": run_meta["_all_ids"]})
    c = counts([all_results[m.id] for m in selected if m.id in all_results])
    progress(f"mutate: score {score(c)}: {c['killed']} killed, {c['survived']} survived "
             f"({unexplained} unexplained), {c['nocompile']} did not compile; "
             f"wall time {fmt_s(time.monotonic() - t_start)}; report {args.report}")
    return 1 if unexplained else 0


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
