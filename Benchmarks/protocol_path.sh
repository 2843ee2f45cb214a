#!/usr/bin/env bash
# The protocol path's share of CPU: the runner (swipe-conformance) against the
# implementation it drives (the Python example), for `fuzz --impl` and
# `verify --impl`; and the runs without a child: `verify` on the built-in
# reference, `verify --vectors Vectors` (the same files read from disk, as a
# user's set is) and reference-only `fuzz`. With --before, the same runs of
# another build side by side, interleaved, in one session.
#
#   bash Benchmarks/protocol_path.sh [--before OLD_BINARY] [--cases N] [--runs R]
#
# CPU time, not wall time: /usr/bin/time around the runner gives its own CPU
# plus that of every child it reaped (user + system); a second /usr/bin/time
# inside --impl gives the implementation's alone, so the runner's is the
# difference. Each figure is the median of R runs (default 3), the runs of the
# two binaries alternating. fuzz --impl uses --seed 1 --cases N (default 2000),
# every case passing; reference-only fuzz 4N cases. Prints a Markdown table. Needs a release build (swift build -c release) and python3;
# SWIPE_CONFORMANCE overrides the binary measured.
set -euo pipefail
cd "$(dirname "$0")/.."

usage() { echo "usage: bash Benchmarks/protocol_path.sh [--before OLD_BINARY] [--cases N] [--runs R]" >&2; exit 2; }
before="" cases=2000 runs=3
while [ $# -gt 0 ]; do
    case "$1" in
        --before) [ $# -ge 2 ] || usage; before=$2; shift 2 ;;
        --cases) [ $# -ge 2 ] || usage; cases=$2; shift 2 ;;
        --runs) [ $# -ge 2 ] || usage; runs=$2; shift 2 ;;
        -h|--help) usage ;;
        *) echo "protocol_path.sh: unknown argument $1" >&2; usage ;;
    esac
done
[[ "$cases" =~ ^[1-9][0-9]*$ ]] || { echo "protocol_path.sh: --cases $cases is not a positive integer" >&2; exit 2; }
[[ "$runs" =~ ^[1-9][0-9]*$ ]] || { echo "protocol_path.sh: --runs $runs is not a positive integer" >&2; exit 2; }
[ -z "$before" ] || [ -x "$before" ] || { echo "protocol_path.sh: --before $before is not an executable; give a release build of swipe-conformance" >&2; exit 2; }
[ -x /usr/bin/time ] || { echo "protocol_path.sh: /usr/bin/time not found; install it (apt-get install time)" >&2; exit 2; }
command -v python3 >/dev/null || { echo "protocol_path.sh: python3 not found" >&2; exit 2; }
after=${SWIPE_CONFORMANCE:-$(swift build -c release --show-bin-path)/swipe-conformance}
[ -x "$after" ] || { echo "protocol_path.sh: $after not found; run swift build -c release first" >&2; exit 2; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
impl="python3 Examples/python/swipe_impl.py"

# measure BINARY WORDS...: runs the binary with WORDS (an --impl of IMPL is
# wrapped to time the implementation) and prints "total runner child wall"
# in CPU seconds (wall in seconds).
measure() {
    local binary=$1; shift
    local words=() word
    for word in "$@"; do
        if [ "$word" = "IMPL" ]; then words+=("/usr/bin/time -f '%U %S' -o $work/child $impl"); else words+=("$word"); fi
    done
    rm -f "$work/child"
    if ! /usr/bin/time -f '%e %U %S' -o "$work/total" "$binary" "${words[@]}" >"$work/stdout" 2>"$work/stderr"; then
        echo "protocol_path.sh: $binary $* failed:" >&2
        tail -5 "$work/stdout" "$work/stderr" >&2
        exit 1
    fi
    python3 - "$work/total" "$work/child" <<'PY'
import os, sys
wall, user, system = map(float, open(sys.argv[1]).read().split()[-3:])
child = sum(map(float, open(sys.argv[2]).read().split()[-2:])) if os.path.exists(sys.argv[2]) else 0.0
print(user + system, user + system - child, child, wall)
PY
}

binaries=("$after")
[ -z "$before" ] || binaries=("$before" "$after")
declare -A fuzz verifyImpl verifyRef verifyFiles fuzzRef
# Runs alternate between the binaries, so a change in the machine's load falls on both.
declare -A samples
for ((r = 0; r < runs; r++)); do
    for b in "${binaries[@]}"; do
        samples[$b,fuzz]+="$(measure "$b" fuzz --impl IMPL --seed 1 --cases "$cases")"$'\n'
        samples[$b,verifyImpl]+="$(measure "$b" verify --impl IMPL)"$'\n'
        samples[$b,verifyRef]+="$(measure "$b" verify)"$'\n'
        samples[$b,verifyFiles]+="$(measure "$b" verify --vectors Vectors)"$'\n'
        samples[$b,fuzzRef]+="$(measure "$b" fuzz --seed 1 --cases $((4 * cases)))"$'\n'
    done
done
# The run with the median total CPU.
median() { printf '%s' "$1" | sort -g | sed -n "$(( (runs + 1) / 2 ))p"; }
for b in "${binaries[@]}"; do
    fuzz[$b]=$(median "${samples[$b,fuzz]}")
    verifyImpl[$b]=$(median "${samples[$b,verifyImpl]}")
    verifyRef[$b]=$(median "${samples[$b,verifyRef]}")
    verifyFiles[$b]=$(median "${samples[$b,verifyFiles]}")
    fuzzRef[$b]=$(median "${samples[$b,fuzzRef]}")
done

row() {  # row NAME KIND FIGURES...
    python3 - "$@" <<'PY'
import sys
name, kind, cases = sys.argv[1], sys.argv[2], float(sys.argv[3])
figures = [list(map(float, f.split())) for f in sys.argv[4:]]
def cell(f):
    total, runner, child, wall = f
    if kind == "impl":
        return "runner %.0f%% of CPU (%.2f s runner, %.2f s implementation); %.0f cases per CPU-second" % (
            100 * runner / total, runner, child, cases / total)
    if kind == "cases":
        return "%.3f s CPU; %.0f cases per CPU-second" % (total, cases / total)
    return "%.3f s CPU" % total
cells = [cell(f) for f in figures]
if len(figures) == 2:
    ratio = "runner CPU ×%.2f" % (figures[1][1] / figures[0][1]) if kind == "impl" else "CPU ×%.2f" % (figures[1][0] / figures[0][0])
    if kind == "cases":
        ratio += " (%.2f× the cases per CPU-second)" % (figures[0][0] / figures[1][0])
    print("| %s | %s | %s | %s |" % (name, cells[0], cells[1], ratio))
else:
    print("| %s | %s |" % (name, cells[0]))
PY
}
vectors=$("$after" verify 2>/dev/null | grep -oE '[0-9]+ passed' | head -1 | grep -oE '[0-9]+' || echo 0)
echo "Median of $runs runs each, before and after interleaved; $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg) at the end."
echo "CPU seconds are user + system (getrusage through /usr/bin/time); the runner's is all CPU minus the implementation's."
echo
if [ -n "$before" ]; then
    echo "| run | before ($before) | after ($after) | after / before |"
    echo "|---|---|---|---|"
else
    echo "| run | $after |"
    echo "|---|---|"
fi
figures() { local -n map=$1; local b; for b in "${binaries[@]}"; do printf '%s\n' "${map[$b]}"; done; }
mapfile -t f < <(figures fuzz); row "\`fuzz --impl\` Python example, --seed 1 --cases $cases" impl "$cases" "${f[@]}"
mapfile -t f < <(figures verifyImpl); row "\`verify --impl\` Python example ($vectors vectors passed)" impl "$vectors" "${f[@]}"
mapfile -t f < <(figures verifyRef); row "\`verify\` on the built-in reference" ref 0 "${f[@]}"
mapfile -t f < <(figures verifyFiles); row "\`verify --vectors Vectors\` (the files read from disk)" ref 0 "${f[@]}"
mapfile -t f < <(figures fuzzRef); row "reference-only \`fuzz\`, --seed 1 --cases $((4 * cases))" cases "$((4 * cases))" "${f[@]}"
