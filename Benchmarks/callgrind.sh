#!/usr/bin/env bash
# Instruction counts of the hot paths, from callgrind: they repeat on a loaded,
# shared machine where wall and CPU times swing, so one run judges a change.
#
#   bash Benchmarks/callgrind.sh [--before OLD_BINARY] [PATH ...]
#
# Each PATH (default: all of them) is `swipe-conformance bench hot-path PATH`
# (see `swipe-conformance bench hot-path --help`), run under callgrind with --repeat 1 and
# --repeat 2: the difference is one run of the path alone, start-up and setup
# cancelled out. With --before, the same paths run on OLD_BINARY too (a release
# build of the commit to compare with), side by side. Prints a Markdown table.
# Needs valgrind (apt-get install valgrind) and a release build
# (swift build -c release); SWIPE_CONFORMANCE overrides the binary measured.
set -euo pipefail
cd "$(dirname "$0")/.."

usage() { echo "usage: bash Benchmarks/callgrind.sh [--before OLD_BINARY] [PATH ...]" >&2; exit 2; }
before=""
if [ "${1:-}" = "--before" ]; then
    [ $# -ge 2 ] || usage
    before=$2
    shift 2
    [ -x "$before" ] || { echo "callgrind.sh: --before $before is not an executable; give a release build of swipe-conformance" >&2; exit 2; }
fi
case "${1:-}" in -h|--help) usage ;; -*) echo "callgrind.sh: unknown option $1" >&2; usage ;; esac
command -v valgrind >/dev/null || { echo "callgrind.sh: valgrind not found; install it (apt-get install valgrind)" >&2; exit 2; }
after=${SWIPE_CONFORMANCE:-$(swift build -c release --show-bin-path)/swipe-conformance}
[ -x "$after" ] || { echo "callgrind.sh: $after not found; run swift build -c release first" >&2; exit 2; }
paths=("$@")
[ ${#paths[@]} -gt 0 ] || paths=(toy raw-loop generate fuzz apply handle trivial load verify digest impl-case)

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Swift seeds its hashing at random in every process, and a hash table's work
# depends on the seed: a setup that hashes (decoding JSON with a key index per
# object) then counts up to a million instructions more or less from one
# process to the next, and --repeat 2 minus --repeat 1, two processes, does not
# cancel it. One fixed seed makes every count repeat.
export SWIFT_DETERMINISTIC_HASHING=1

# Instructions of one run of path $2 by binary $1: Ir(--repeat 2) - Ir(--repeat 1).
# Valgrind gives up on the DWARF of this toolchain's release binaries ("possibly
# corrupted debuginfo file"), so it runs a copy without debug info (symbols stay).
count() {
    local binary="$work/$(basename "$1").$RANDOM" path=$2 k ir=()
    cp "$1" "$binary"
    strip --strip-debug "$binary"
    # A binary built before `bench hot-path` was a subcommand takes `bench --hot-path PATH`.
    local words=(bench hot-path "$path")
    "$binary" bench hot-path --help >/dev/null 2>&1 || words=(bench --hot-path "$path")
    for k in 1 2; do
        if ! valgrind --tool=callgrind --callgrind-out-file="$work/out" "$binary" "${words[@]}" --repeat "$k" \
            >"$work/stdout" 2>"$work/stderr"; then
            echo "callgrind.sh: $binary ${words[*]} --repeat $k failed:" >&2
            grep -v '^==' "$work/stderr" | tail -5 >&2
            exit 1
        fi
        ir+=("$(sed -n 's/.*Collected : \([0-9]*\).*/\1/p' "$work/stderr")")
    done
    echo $(( ir[1] - ir[0] ))
}

if [ -n "$before" ]; then
    echo "| hot path | before (instructions) | after (instructions) | after / before |"
    echo "|---|---|---|---|"
else
    echo "| hot path | instructions |"
    echo "|---|---|"
fi
for path in "${paths[@]}"; do
    a=$(count "$after" "$path")
    if [ -n "$before" ]; then
        b=$(count "$before" "$path")
        printf '| %s | %s | %s | %s |\n' "$path" "$b" "$a" "$(python3 -c "print(f'{$a / $b:.2f}' if $b else '–')")"
    else
        printf '| %s | %s |\n' "$path" "$a"
    fi
done
