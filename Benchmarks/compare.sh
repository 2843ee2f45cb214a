#!/usr/bin/env bash
# Writes Benchmarks/compare.md: the reference, the Python example and Qt's
# SwipeDelegate side by side (swipe-conformance compare), under the default
# profile's vectors and under the qt-swipedelegate profile's set.
#
#   bash Examples/qt-swipedelegate/setup.sh    # once: PySide6 and the clock shim
#   bash Benchmarks/compare.sh
set -euo pipefail
cd "$(dirname "$0")/.."
swift build 2>&1 | tail -1
tool="$(swift build --show-bin-path)/swipe-conformance"
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
python="python3 Examples/python/swipe_impl.py"
qt="python3 Examples/qt-swipedelegate/qt_adapter.py"
"$tool" generate --profile qt-swipedelegate --vectors "$scratch/qt" > /dev/null
# compare exits 1 when some column fails a case, which Qt's do: the table is the result.
"$tool" compare --with-reference --impl "$python" --impl "$qt" --markdown > "$scratch/default.md" || [ $? -eq 1 ]
"$tool" compare --with-reference --vectors "$scratch/qt" --impl "$python --profile qt-swipedelegate" --impl "$qt" --markdown \
    > "$scratch/qt.md" || [ $? -eq 1 ]
{
    echo "# The reference, the Python example and Qt's SwipeDelegate, side by side"
    echo
    echo "Written by \`bash Benchmarks/compare.sh\` (\`swipe-conformance compare --with-reference\`)."
    echo "A case counts in the group of its first requirement."
    echo
    echo "## The default profile's vectors (Vectors/)"
    echo
    echo "Every implementation judged by SPEC.md sections 1 to 8. Qt's failures are its design"
    echo "(Examples/qt-swipedelegate/OBSERVED-DESIGN.md) and its defects (FINDINGS.md); what it"
    echo "skips needs a style or feature it does not announce."
    echo
    cat "$scratch/default.md"
    echo
    echo "## The qt-swipedelegate profile's set"
    echo
    echo "Every implementation judged under Qt's declared design (Profiles/qt-swipedelegate.json);"
    echo "the Python example follows it with \`--profile qt-swipedelegate\`. Every failure of Qt's, the"
    echo "profile's transition tours (\`transitions-*\`) included, is one of its defects"
    echo "(Examples/qt-swipedelegate/FINDINGS.md, Fn) or one of its designs that no design choice"
    echo "expresses yet (FINDINGS.md, Pn)."
    echo
    cat "$scratch/qt.md"
} | sed "s#$scratch/qt#the profile's set#g" > Benchmarks/compare.md
echo "wrote Benchmarks/compare.md"
