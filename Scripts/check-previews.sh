#!/usr/bin/env bash
# `tessera preview --dump` on every folder of Examples/Previews: builds each folder's Swift
# files against the TesseraPreviewHost library (isolated, as the explorer runs them) and
# compares the dump with the folder's committed expected-dump.json. A folder without one
# fails (write it with UPDATE=1 after checking the frames by hand). A folder with an
# expected-render.txt also has its `--render --rows 44` (the whole of a short example)
# compared with it, the build cached by then: the boxes' titles are the texts of the
# cells' and the supplementary views' labels (FlowDelegate's section headers).
#
#   bash Scripts/check-previews.sh          (BIN defaults to the debug build's tessera)
set -uo pipefail
cd "$(dirname "$0")/.."
BIN=${BIN:-"$(swift build --show-bin-path)/tessera"}
export XDG_CACHE_HOME=${XDG_CACHE_HOME:-$(mktemp -d)}
pass=0 fail=0
for dir in Examples/Previews/*/; do
    name=${dir%/}
    expected="$dir/expected-dump.json"
    if ! out=$("$BIN" preview "$dir"*.swift --dump 2>/tmp/tessera-preview.err); then
        fail=$((fail + 1)); echo "FAIL: tessera preview --dump $name:"; sed 's/^/    /' /tmp/tessera-preview.err
        continue
    fi
    if [ "${UPDATE:-0}" = 1 ]; then printf '%s\n' "$out" >"$expected"; fi
    if [ -f "$expected" ] && [ "$out" = "$(cat "$expected")" ]; then
        pass=$((pass + 1))
    else
        fail=$((fail + 1)); echo "FAIL: tessera preview --dump $name differs from $expected:"
        diff <(printf '%s\n' "$out") "$expected" | head -20 | sed 's/^/    /'
    fi
    rendered="$dir/expected-render.txt"
    [ -f "$rendered" ] || continue
    if ! out=$("$BIN" preview "$dir"*.swift --render --rows 44 2>/tmp/tessera-preview.err); then
        fail=$((fail + 1)); echo "FAIL: tessera preview --render $name:"; sed 's/^/    /' /tmp/tessera-preview.err
        continue
    fi
    if [ "${UPDATE:-0}" = 1 ]; then printf '%s\n' "$out" >"$rendered"; fi
    if [ "$out" = "$(cat "$rendered")" ]; then
        pass=$((pass + 1))
    else
        fail=$((fail + 1)); echo "FAIL: tessera preview --render $name differs from $rendered:"
        diff <(printf '%s\n' "$out") "$rendered" | head -20 | sed 's/^/    /'
    fi
done
echo "previews: $pass passed, $fail failed"
((fail == 0 && pass > 0))
