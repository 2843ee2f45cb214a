#!/usr/bin/env bash
# What the transition and clause vectors cost a run: `verify` on the reference and
# `verify --impl` on the Python example, each over every stored vector and over the
# stored vectors without transitions.json and clauses.json, with one binary, the
# runs of the two sets alternating, in one session.
#
#   bash Benchmarks/vector_set_cost.sh [--runs R] [--out FILE]
#
# CPU time (user + system) from /usr/bin/time, which counts the runner and every
# child it reaped (the Python example), so the figures hold on a loaded machine
# where wall time swings. Each figure is the median of R runs (default 5). Prints
# a Markdown table, or writes it to FILE. Needs a release build (swift build -c
# release) and python3; SWIPE_CONFORMANCE overrides the binary measured.
set -euo pipefail
cd "$(dirname "$0")/.."

usage() { echo "usage: bash Benchmarks/vector_set_cost.sh [--runs R] [--out FILE]" >&2; exit 2; }
runs=5 out=""
while [ $# -gt 0 ]; do
    case "$1" in
        --runs) [ $# -ge 2 ] || usage; runs=$2; shift 2 ;;
        --out) [ $# -ge 2 ] || usage; out=$2; shift 2 ;;
        -h|--help) usage ;;
        *) echo "vector_set_cost.sh: unknown argument $1" >&2; usage ;;
    esac
done
[[ "$runs" =~ ^[1-9][0-9]*$ ]] || { echo "vector_set_cost.sh: --runs $runs is not a positive integer" >&2; exit 2; }
[ -x /usr/bin/time ] || { echo "vector_set_cost.sh: /usr/bin/time not found; install it (apt-get install time)" >&2; exit 2; }
command -v python3 >/dev/null || { echo "vector_set_cost.sh: python3 not found" >&2; exit 2; }
binary=${SWIPE_CONFORMANCE:-$(swift build -c release --show-bin-path)/swipe-conformance}
[ -x "$binary" ] || { echo "vector_set_cost.sh: $binary not found; run swift build -c release first" >&2; exit 2; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir "$work/all" "$work/without"
cp Vectors/*.json "$work/all/"
cp Vectors/*.json "$work/without/"
rm "$work/without/transitions.json" "$work/without/clauses.json"
count() { python3 -c "import glob, json, sys; print(sum(len(json.load(open(f))['cases']) for f in glob.glob(sys.argv[1] + '/*.json') if not f.endswith('schema.json')))" "$1"; }
events() { python3 -c "import glob, json, sys; print(sum(len(c['events']) for f in glob.glob(sys.argv[1] + '/*.json') if not f.endswith('schema.json') for c in json.load(open(f))['cases']))" "$1"; }
megabytes() { du -cb "$1"/*.json | tail -1 | awk '{printf "%.2f", $1 / 1e6}'; }

# CPU seconds of one run of the command; the run must pass.
cpu() {
    /usr/bin/time -f "%U %S" -o "$work/time" "$@" > "$work/output" 2>&1 || { echo "vector_set_cost.sh: $* failed:" >&2; tail -3 "$work/output" >&2; exit 1; }
    awk '{printf "%.3f\n", $1 + $2}' "$work/time"
}
median() { sort -n | awk '{a[NR] = $1} END {print (NR % 2) ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2}'; }

for set in without all; do : > "$work/reference-$set"; : > "$work/python-$set"; done
for _ in $(seq "$runs"); do
    for set in without all; do
        cpu "$binary" verify --vectors "$work/$set" >> "$work/reference-$set"
        cpu "$binary" verify --vectors "$work/$set" --impl "python3 Examples/python/swipe_impl.py" >> "$work/python-$set"
    done
done

row() {
    local label=$1 name=$2
    local a b
    a=$(median < "$work/$name-without")
    b=$(median < "$work/$name-all")
    printf '| %s | %s s | %s s | %s× |\n' "$label" "$a" "$b" "$(awk -v a="$a" -v b="$b" 'BEGIN {printf "%.2f", b / a}')"
}
{
    echo "# What the transition and clause vectors cost a run"
    echo
    echo "Written by \`bash Benchmarks/vector_set_cost.sh --runs $runs\` ($($binary --version 2>/dev/null | head -1), release build, $(nproc) cores; load $(cut -d' ' -f1-3 /proc/loadavg)). CPU time (user + system, the runner and the Python child it reaped), median of $runs runs, the two sets alternating. Without: the stored vectors but \`transitions.json\` and \`clauses.json\`, $(count "$work/without") cases, $(events "$work/without") events, $(megabytes "$work/without") MB; all: $(count "$work/all") cases, $(events "$work/all") events, $(megabytes "$work/all") MB."
    echo
    echo "| run | without | all | all / without |"
    echo "|---|---|---|---|"
    row "\`verify\` on the reference" reference
    row "\`verify --impl\` on the Python example" python
} > "$work/table"
if [ -n "$out" ]; then cp "$work/table" "$out"; else cat "$work/table"; fi
