#!/usr/bin/env bash
# Cold builds of Examples/swift, the package an implementer writes: what it
# compiles of this package to build its library (`swift build`) and its tests
# (`swift build --build-tests`, the target that links SwipeConformance and
# SwipeConformanceTesting), at two commits, one after the other, on one machine.
#
#   bash Benchmarks/cold_build.sh [--before COMMIT] [--after COMMIT] [--runs R]
#
# --before defaults to 7542a10, main's last commit before SwipeConformance was
# split into SwipeConformance, SwipeVectorCatalog, SwipeFaults and
# SwipeConformanceCLI (3f82499 was merged into main by c2f7e2c); --after to main.
# Each commit is checked out into its own temporary worktree. Every build starts
# from an empty Examples/swift/.build (rm -rf first), and the builds alternate:
# per run, before and after for `swift build`, then before and after for
# `swift build --build-tests`. Each row gives wall time, CPU time (user plus
# system of swift build and every compiler it ran, from /usr/bin/time) and the
# 1-minute load average when the build began. Prints a Markdown table and the
# medians; the worktrees are removed at the end.
set -euo pipefail
cd "$(dirname "$0")/.."

usage() { echo "usage: bash Benchmarks/cold_build.sh [--before COMMIT] [--after COMMIT] [--runs R]" >&2; exit 2; }
before=7542a10 after=main runs=2
while [ $# -gt 0 ]; do
    case "$1" in
        --before) [ $# -ge 2 ] || usage; before=$2; shift 2 ;;
        --after) [ $# -ge 2 ] || usage; after=$2; shift 2 ;;
        --runs) [ $# -ge 2 ] || usage; runs=$2; shift 2 ;;
        -h|--help) usage ;;
        *) echo "cold_build.sh: unknown argument $1" >&2; usage ;;
    esac
done
[[ "$runs" =~ ^[1-9][0-9]*$ ]] || { echo "cold_build.sh: --runs $runs is not a positive integer" >&2; exit 2; }
[ -x /usr/bin/time ] || { echo "cold_build.sh: /usr/bin/time not found; install it (apt-get install time)" >&2; exit 2; }
for commit in "$before" "$after"; do
    git rev-parse --verify -q "$commit^{commit}" >/dev/null || { echo "cold_build.sh: $commit is not a commit of this repository" >&2; exit 2; }
done

work=$(mktemp -d /tmp/cold-build.XXXXXX)
cleanup() {
    for side in before after; do
        [ -d "$work/$side" ] && git worktree remove --force "$work/$side" 2>/dev/null || true
    done
    rm -rf "$work"
}
trap cleanup EXIT
git worktree add -q --detach "$work/before" "$before"
git worktree add -q --detach "$work/after" "$after"

# build SIDE KIND RUN: one cold build; prints a table row and appends "SIDE KIND WALL CPU" to $work/figures.
build() {
    local side=$1 kind=$2 run=$3 example="$work/$1/Examples/swift" flags=()
    [ "$kind" = tests ] && flags=(--build-tests)
    rm -rf "$example/.build"
    local load
    load=$(cut -d' ' -f1 /proc/loadavg)
    if ! /usr/bin/time -f '%e %U %S' -o "$work/time" swift build "${flags[@]}" --package-path "$example" >"$work/log" 2>&1; then
        echo "cold_build.sh: swift build ${flags[*]} of $side ($(git -C "$work/$side" rev-parse --short HEAD)) failed:" >&2
        tail -20 "$work/log" >&2
        exit 1
    fi
    local wall user system
    read -r wall user system < <(tail -1 "$work/time")
    local cpu
    cpu=$(python3 -c "print(f'{$user + $system:.1f}')")
    echo "$side $kind $wall $cpu" >> "$work/figures"
    local command="swift build${flags[*]:+ ${flags[*]}}"
    echo "| $run | $side ($(git -C "$work/$side" rev-parse --short HEAD)) | \`$command\` | $wall | $cpu | $load |"
}

echo "Cold builds of Examples/swift, before = $before ($(git rev-parse --short "$before")), after = $after ($(git rev-parse --short "$after")); $(nproc) cores."
echo
echo "| run | commit | command | wall s | CPU s | load |"
echo "|---|---|---|---|---|---|"
: > "$work/figures"
for run in $(seq 1 "$runs"); do
    for kind in library tests; do
        build before "$kind" "$run"
        build after "$kind" "$run"
    done
done
echo
python3 - "$work/figures" <<'PY'
import statistics, sys
rows = [line.split() for line in open(sys.argv[1])]
def median(side, kind, column):
    return statistics.median(float(r[column]) for r in rows if r[0] == side and r[1] == kind)
print("| build | before: wall / CPU s | after: wall / CPU s | after / before (CPU) |")
print("|---|---|---|---|")
for kind, command in [("library", "swift build"), ("tests", "swift build --build-tests")]:
    b = (median("before", kind, 2), median("before", kind, 3))
    a = (median("after", kind, 2), median("after", kind, 3))
    print(f"| `{command}` (median) | {b[0]:.1f} / {b[1]:.1f} | {a[0]:.1f} / {a[1]:.1f} | {a[1] / b[1]:.2f} |")
PY
