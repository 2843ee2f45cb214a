#!/usr/bin/env bash
# Builds the DocC documentation of the library modules with the toolchain's
# `docc` (no package dependency) and fails on any warning.
#
#   bash scripts/build_docs.sh [OUTPUT_DIR]
#
# Symbol graphs come from `swift build -emit-symbol-graph`; each module with a
# catalog (Sources/<Module>/Documentation.docc) is converted to a
# .doccarchive in OUTPUT_DIR (default .build/docs). Warnings are errors, and so
# is a public declaration without a doc comment (scripts/check_doc_coverage.py).
set -euo pipefail
cd "$(dirname "$0")/.."

out=${1:-.build/docs}
# Inside the scratch path of the symbol-graph build: the compiler writes the
# graphs only when it compiles a module, so they must live as long as that build.
graphs="$PWD/.build/symbol-graph-build/symbol-graphs"
# Every Swift library target of the package, read from the package itself, so a
# new library module is documented and checked without editing this script.
modules=()
while IFS= read -r module; do modules+=("$module"); done < <(
    swift package describe --type json | python3 -c '
import json, sys
for target in json.load(sys.stdin)["targets"]:
    if target["type"] == "library" and target.get("module_type") == "SwiftTarget":
        print(target["name"])')
if [ ${#modules[@]} -eq 0 ]; then
    echo "build_docs: swift package describe listed no Swift library target" >&2
    exit 1
fi

docc=$(command -v docc || xcrun --find docc 2>/dev/null || true)
if [ -z "$docc" ]; then
    echo "build_docs: docc not found; it ships with the Swift toolchain (swift.org) or Xcode" >&2
    exit 1
fi

mkdir -p "$graphs" "$out"
# `package` and internal symbols stay out: the documentation is the public API.
# A scratch path of its own, so the extra flags do not invalidate the main build.
# Each module is built as a target of its own (the ones built as dependencies
# of an earlier one are up to date already), so each has its graph.
for top in "${modules[@]}"; do
    swift build --target "$top" --scratch-path .build/symbol-graph-build \
        -Xswiftc -emit-symbol-graph \
        -Xswiftc -emit-symbol-graph-dir -Xswiftc "$graphs" \
        -Xswiftc -symbol-graph-minimum-access-level -Xswiftc public >/dev/null
done

# Every public declaration has a doc comment (CONTRIBUTING.md, Documentation).
status=0
python3 scripts/check_doc_coverage.py "$graphs" "${modules[@]}" || status=1

for module in "${modules[@]}"; do
    catalog="Sources/$module/Documentation.docc"
    if [ ! -d "$catalog" ]; then
        echo "build_docs: $catalog is missing; every library module has a catalog" >&2
        status=1
        continue
    fi
    module_graphs=$(mktemp -d)
    cp "$graphs/$module".symbols.json "$module_graphs"/
    cp "$graphs/$module"@*.symbols.json "$module_graphs"/ 2>/dev/null || true
    log=$(mktemp)
    if ! "$docc" convert "$catalog" \
        --fallback-display-name "$module" \
        --fallback-bundle-identifier "org.swipeconformance.$module" \
        --additional-symbol-graph-dir "$module_graphs" \
        --output-path "$out/$module.doccarchive" \
        --warnings-as-errors >"$log" 2>&1; then
        status=1
    fi
    # docc prints diagnostics as "warning:" / "error:" lines; any one fails.
    if grep -E "(warning|error):" "$log"; then
        echo "build_docs: $module has documentation warnings (above)" >&2
        status=1
    else
        echo "build_docs: $module: $out/$module.doccarchive"
    fi
    rm -rf "$module_graphs" "$log"
done
exit $status
