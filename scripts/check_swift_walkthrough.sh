#!/usr/bin/env bash
# Follows the walk-through of "Checking your Swift implementation" (the files of
# Examples/swift, which the article and README.md show) from scratch: a new
# package in a temporary folder that depends on this one by path. Prints the
# cold-build time, then checks three things a library author meets:
#   1. `swift test` is green;
#   2. a planted bug in the example's own property (expectProperty): exactly one
#      issue, at its #expect, the case shrunk, and the printed replay arguments,
#      added to the call, fail the same way on that one case;
#   3. a declaration of the reveal style only: the vectors it cannot run are not
#      test cases (as many vector cases run as Vectors/ has reveal-only vectors,
#      counted here) and a warning gives the skipped count and the requirements
#      left untested;
#   4. a planted fatalError in the implementation: the output names the vector
#      that was running and the run ends in seconds (SWIFT_BACKTRACE=enable=no,
#      as the article advises for CI).
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$(pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
pkg="$work/MySwipeKit"
mkdir -p "$pkg"
cp -R Examples/swift/Package.swift Examples/swift/Sources Examples/swift/Tests "$pkg/"
replace_once() {  # in file "$1", the one occurrence of "$2" by "$3"; else fails with "$4"
    python3 - "$@" <<'PY'
import sys
path, old, new, unlike = sys.argv[1:5]
text = open(path).read()
assert text.count(old) == 1, unlike
open(path, "w").write(text.replace(old, new))
PY
}
# The dependency by path, as the article shows it, pointing at this checkout.
replace_once "$pkg/Package.swift" '.package(name: "SwipeConformance", path: "../..")' \
    ".package(name: \"SwipeConformance\", path: \"$repo\")" \
    "Examples/swift/Package.swift no longer depends on ../.. by path"

vectors_where() {  # the number of built-in vectors whose tags are all in "$1"
    python3 - "$1" <<'PY'
import glob, json, sys
allowed = set(sys.argv[1].split())
print(sum(1 for f in glob.glob("Vectors/*.json") if not f.endswith("schema.json")
          for c in json.load(open(f))["cases"] if set(c["tags"]) <= allowed))
PY
}

# How many vector test cases ran, from Swift Testing's own summary line. Not from
# counting its "Test case ... started" lines: test cases run in parallel, and two of
# those lines can land on one line of the log (seen: 1596 counted of 1622 run).
vector_cases_passed() {
    sed -n 's/.*Test vector(_:) with \([0-9][0-9]*\) test cases\{0,1\} passed.*/\1/p' "$1" | head -1 | grep . || echo 0
}

start=$(date +%s)
swift build --build-tests --package-path "$pkg" > "$work/build.log" 2>&1 || { tail -30 "$work/build.log"; echo "walkthrough: the package does not build"; exit 1; }
echo "walkthrough: cold build of a new package depending on SwipeConformance: $(( $(date +%s) - start )) s"

swift test --skip-build --package-path "$pkg" > "$work/test.log" 2>&1 || { grep -E "✘" "$work/test.log" | head -20; echo "walkthrough: swift test is not green"; exit 1; }
all=$(vectors_where "reveal select rtl multiRow programmatic accessibility rejections listChanges refusals")
ran=$(vector_cases_passed "$work/test.log")
echo "walkthrough: swift test green; $ran vector test cases of $all built-in vectors"
[ "$ran" -eq "$all" ] || { echo "walkthrough: expected $all vector test cases"; exit 1; }

# 2. The example's own property, with a planted bug: `< 1` for `<= 1` (no row may open).
prop="$pkg/Tests/SwipeExampleTests/OwnPropertyTests.swift"
cp "$prop" "$work/OwnPropertyTests.swift"
expect_line=$(grep -n '#expect(open.allSatisfy' "$prop" | cut -d: -f1)
replace_once "$prop" '$0 <= 1 }' '$0 < 1 }' "OwnPropertyTests.swift no longer checks open.allSatisfy { \$0 <= 1 }"
failing_property() {  # builds, runs the property into "$1", and checks one issue at its #expect
    swift build --build-tests --package-path "$pkg" > "$work/property-build.log" 2>&1 || { tail -20 "$work/property-build.log"; exit 1; }
    set +e
    swift test --skip-build --package-path "$pkg" --filter atMostOneRowIsOpen > "$1" 2>&1
    local code=$?
    set -e
    [ "$code" -ne 0 ] || { echo "walkthrough: the planted property bug passed"; exit 1; }
    local issues
    issues=$(grep -c "recorded an issue" "$1" || true)
    [ "$issues" -eq 1 ] || { grep "recorded an issue" "$1" | head; echo "walkthrough: $issues issues for the planted property bug, expected 1"; exit 1; }
    grep -q "recorded an issue at OwnPropertyTests.swift:$expect_line:" "$1" \
        || { grep "recorded an issue" "$1"; echo "walkthrough: the issue is not at the property's #expect (line $expect_line)"; exit 1; }
}
failing_property "$work/property.log"
shrunk=$(grep -o "failed after [0-9]* cases\{0,1\}; shrunk from [0-9]* to [0-9]* events\{0,1\}" "$work/property.log" || true)
replay=$(grep -o "seed: 0x[0-9a-f]*, firstCase: [0-9]*, cases: 1" "$work/property.log" || true)
[ -n "$shrunk" ] && [ -n "$replay" ] || { cat "$work/property.log" | tail -20; echo "walkthrough: no shrink summary or replay arguments"; exit 1; }
echo "walkthrough: planted property bug: one issue at OwnPropertyTests.swift:$expect_line, $shrunk; replay: $replay"
# The replay: the printed arguments added to the call run that one case and shrink it the same way.
replace_once "$prop" 'expectProperty(over: SwipeGen.swipeCase, cases: 500)' "expectProperty(over: SwipeGen.swipeCase, $replay)" \
    "OwnPropertyTests.swift no longer calls expectProperty(over: SwipeGen.swipeCase, cases: 500)"
failing_property "$work/replay.log"
grep -q "failed after 1 case; shrunk from [0-9]* to ${shrunk##* to }" "$work/replay.log" \
    || { grep -A2 "recorded an issue" "$work/replay.log"; echo "walkthrough: the replay did not fail the same way on one case"; exit 1; }
echo "walkthrough: the replay arguments ran one case and shrank it to the same size"
cp "$work/OwnPropertyTests.swift" "$prop"

# 3. Reveal only, no feature.
replace_once "$pkg/Tests/SwipeExampleTests/Conformance.swift" 'ImplementationInfo(name: "MySwipeList", version: "1.0.0")' \
    'ImplementationInfo(name: "MySwipeList", version: "1.0.0", styles: [.reveal], features: [])' \
    "Conformance.swift no longer declares MySwipeList's info as the walk-through shows"
swift test --package-path "$pkg" --filter vector --filter supportSummary > "$work/reveal.log" 2>&1 || { grep -E "✘" "$work/reveal.log" | head; echo "walkthrough: the reveal-only run failed"; exit 1; }
expected=$(vectors_where "reveal")
ran=$(vector_cases_passed "$work/reveal.log")
grep -m1 "MySwipeList: .* are test cases" "$work/reveal.log" | cut -c1-300
[ "$ran" -eq "$expected" ] || { echo "walkthrough: reveal-only ran $ran vector cases, expected $expected (the reveal-only vectors)"; exit 1; }
grep -q "MySwipeList: $expected of $all built-in vectors are test cases; $(( all - expected )) skipped" "$work/reveal.log" \
    || { echo "walkthrough: no warning with the skipped count"; exit 1; }
grep -q "requirements left untested ([0-9]*): .*SEL-1" "$work/reveal.log" || { echo "walkthrough: the untested requirements are not listed"; exit 1; }
grep -qE "Test vector\(_:\) with $expected test cases passed" "$work/reveal.log" \
    || { echo "walkthrough: Swift Testing does not report exactly $expected vector test cases passed"; exit 1; }
echo "walkthrough: reveal-only: $ran vector test cases ran and passed, $(( all - expected )) skipped and counted in the warning"

# 4. A planted crash.
replace_once "$pkg/Sources/SwipeExample/MySwipeList.swift" $'        rows.handle(event)\n' \
    $'        if case .up = event { fatalError("planted crash") }\n        return rows.handle(event)\n' \
    "MySwipeList.handle is not as the walk-through has it"
swift build --build-tests --package-path "$pkg" > "$work/crash-build.log" 2>&1 || { tail -20 "$work/crash-build.log"; exit 1; }
start=$(date +%s)
set +e
SWIFT_BACKTRACE=enable=no swift test --skip-build --package-path "$pkg" --filter vector > "$work/crash.log" 2>&1
code=$?
set -e
seconds=$(( $(date +%s) - start ))
line=$(grep -m1 "crashed while running vector" "$work/crash.log" || true)
echo "walkthrough: planted crash: exit $code after $seconds s; $line"
[ "$code" -ne 0 ] || { echo "walkthrough: the crashing run passed"; exit 1; }
[ -n "$line" ] || { echo "walkthrough: the crash does not name its vector"; tail -20 "$work/crash.log"; exit 1; }
[ "$seconds" -le 60 ] || { echo "walkthrough: the crashing run took $seconds s"; exit 1; }
