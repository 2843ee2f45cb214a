#!/usr/bin/env bash
# `swift test --filter vector --filter ID` in Examples/swift runs exactly the one
# vector test case ID names. Swift Testing's --filter selects tests by name only,
# never one case of a parameterized test, so the first pattern selects the test
# and SwipeConformanceTesting's VectorSelection keeps the vector the second names.
# A count other than one fails here, and so must a mistyped id.
set -euo pipefail
cd "$(dirname "$0")/.."

# A vector in the middle of the built-in set, read from Vectors/ (never hard-coded).
id=$(python3 - <<'PY'
import glob, json
ids = [c["id"] for f in sorted(glob.glob("Vectors/*.json")) if not f.endswith("schema.json")
       for c in json.load(open(f))["cases"]]
print(ids[len(ids) // 2])
PY
)
log=$(mktemp)
trap 'rm -f "$log"' EXIT
swift test --package-path Examples/swift --filter vector --filter "$id" > "$log" 2>&1 || { tail -20 "$log"; echo "check_one_vector: swift test failed"; exit 1; }
ran=$(grep -c "Test case passing 1 argument vector → .* to vector(_:) started" "$log" || true)
named=$(grep -c "Test case passing 1 argument vector → $id \[.* to vector(_:) started" "$log" || true)
echo "check_one_vector: --filter vector --filter $id ran $ran vector case(s), $named of them $id"
if [ "$ran" -ne 1 ] || [ "$named" -ne 1 ]; then
    echo "check_one_vector: expected exactly one vector test case, $id; see the log:"; tail -20 "$log"; exit 1
fi
grep -qE "Test run with [0-9]+ tests? .*passed" "$log" || { echo "check_one_vector: the run did not pass"; tail -20 "$log"; exit 1; }

# A mistyped id fails the run, naming the pattern, instead of running every vector.
if swift test --package-path Examples/swift --filter vector --filter "${id}x" > "$log" 2>&1; then
    echo "check_one_vector: --filter ${id}x (no such vector) passed; it must fail"; exit 1
fi
grep -q -- "--filter ${id}x names no built-in vector" "$log" || { echo "check_one_vector: the failure does not name the mistyped id"; tail -20 "$log"; exit 1; }
echo "check_one_vector: --filter vector --filter ${id}x fails: $(grep -m1 -o -- "--filter ${id}x names no built-in vector[^;]*" "$log")"
