#!/usr/bin/env bash
# Builds the Examples package (a client of the engine that depends on this repository by
# path), runs each example, and compares its output with Examples/Expected/NAME.txt, so
# that a change to the public API or to a layout's frames cannot go unnoticed. Also checks
# that MosaicExample, which imports no Foundation, links no Foundation library.
#
# Usage: Scripts/check-examples.sh           compare (exit 1 on any difference)
#        Scripts/check-examples.sh --record  rewrite the expected outputs
# Prints 'examples: N passed, N failed'.
set -euo pipefail
cd "$(dirname "$0")/../Examples"

examples=(PinterestExample PluginExample SplitExample MosaicExample CompositionalExample)
record=0
[ "${1:-}" = "--record" ] && record=1

swift format lint --strict -r Sources Package.swift
# Always a clean build (about a minute): with Swift 6.3.1, an incremental build of this
# package after the root package changed could miss a new file of the root's targets, or
# link objects built against an older layout of its types (a crash at run time).
swift package clean
swift build 2>&1 | tee /tmp/tessera-examples-build.log
if grep -E "warning:" /tmp/tessera-examples-build.log; then
    echo "examples: the build printed warnings (above)" >&2
    exit 1
fi
bin="$(swift build --show-bin-path)"

pass=0 fail=0
for name in "${examples[@]}"; do
    out=$(mktemp)
    rc=0; "$bin/$name" >"$out" 2>&1 || rc=$?
    if ((record)); then
        cp "$out" "Expected/$name.txt"
    fi
    if [ "$rc" = 0 ] && diff -u "Expected/$name.txt" "$out"; then
        pass=$((pass + 1))
    else
        fail=$((fail + 1)); echo "FAIL: $name (exit $rc; expected output above)"
    fi
    rm -f "$out"
done

if ldd "$bin/MosaicExample" | grep -i foundation; then
    fail=$((fail + 1)); echo "FAIL: MosaicExample links a Foundation library (above)"
else
    pass=$((pass + 1))
fi
echo "examples: $pass passed, $fail failed"
((fail == 0))
