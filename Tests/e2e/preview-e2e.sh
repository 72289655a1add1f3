#!/usr/bin/env bash
# End-to-end tests of `tessera preview` in the explorer: drives the real binary in a
# private tmux server. A preview opens and shows its boxes; a save with a compile error
# shows `FILE:LINE:COLUMN: error:` in the problem panel; the fixing save shows the new
# layout; a layout that crashes in prepare() shows what happened and the terminal is fine.
#
#   BIN=path/to/tessera bash Tests/e2e/preview-e2e.sh   (default: .build/debug/tessera;
#   the TesseraPreviewHost library must be built beside it)
#
# Ends with "N passed, M failed"; exits non-zero when anything failed.
set -u
cd "$(dirname "$0")/../.."
ROOT=$PWD
BIN=${BIN:-$ROOT/.build/debug/tessera}
case $BIN in /*) ;; *) BIN=$ROOT/$BIN ;; esac

if ! command -v tmux >/dev/null 2>&1; then echo "tmux is not installed"; echo "0 passed, 1 failed"; exit 1; fi
if [ ! -x "$BIN" ]; then echo "no tessera binary at $BIN (swift build first)"; echo "0 passed, 1 failed"; exit 1; fi

WORK=$(mktemp -d)
export TMUX_TMPDIR; TMUX_TMPDIR=$(mktemp -d)
export XDG_CACHE_HOME=$WORK/cache                     # a private build cache
SOCK="tessera-preview-e2e-$$"
T() { tmux -L "$SOCK" -f /dev/null "$@"; }
cleanup() { T kill-server 2>/dev/null; rm -rf "$TMUX_TMPDIR" "$WORK"; }
trap cleanup EXIT

passed=0 failed=0
pass() { passed=$((passed + 1)); echo "ok   - $1"; }
fail() {
    failed=$((failed + 1)); echo "FAIL - $1"
    if [ -n "${2:-}" ]; then T capture-pane -p -t "$2" 2>/dev/null | sed 's/^/       | /'; fi
}
check() { local name=$1; shift; if "$@"; then pass "$name"; else fail "$name" "${PANE:-}"; fi; }
start() { # start PANE W H ARGS...
    PANE=$1; local w=$2 h=$3; shift 3
    local args=""; for a in "$@"; do args+=" '$a'"; done
    T new -d -s "$PANE" -x "$w" -y "$h" -c "$WORK" \
        "env LANG=C.UTF-8 XDG_CACHE_HOME='$XDG_CACHE_HOME' '$BIN'$args; echo \"EXIT:\$?\"; sleep 600"
}
screen() { T capture-pane -p -J -t "$PANE"; }
wait_for() { local re=$1 t=${2:-5} i=0
    while ((i < t * 20)); do screen | LC_ALL=C.UTF-8 grep -Eq -- "$re" && return 0; sleep 0.05; i=$((i + 1)); done; return 1; }
wait_gone() { local re=$1 t=${2:-5} i=0
    while ((i < t * 20)); do screen | LC_ALL=C.UTF-8 grep -Eq -- "$re" || return 0; sleep 0.05; i=$((i + 1)); done; return 1; }
modes() { T display -p -t "$PANE" '#{alternate_on}#{cursor_flag}#{mouse_any_flag}'; }
keys() { T send-keys -t "$PANE" "$@"; }

cp "$ROOT"/Examples/Previews/Columns/*.swift "$WORK"/

# 1. The preview opens (first build) and shows the layout's boxes with their titles.
start open 100 40 preview ColumnsLayout.swift Preview.swift
check "the preview opens on the user's layout" wait_for "UIKit: ColumnsLayout" 120
check "the boxes carry the cells' label text" wait_for "Lake" 5

# 2. A save with a compile error: the panel shows FILE:LINE:COLUMN: error:.
sed -i 's/let cellPadding: CGFloat = 6/let cellPadding: CGFloat = undefinedPadding/' "$WORK/ColumnsLayout.swift"
check "a compile error shows in the panel" wait_for "ColumnsLayout.swift:[0-9]+:[0-9]+: error: cannot find 'undefinedPadding'" 60

# 3. The fixing save: a new layout (the photos' order changes the titles shown).
sed -i 's/let cellPadding: CGFloat = undefinedPadding/let cellPadding: CGFloat = 6/; s/("Lake", 120)/("Ocean", 120)/' \
    "$WORK/ColumnsLayout.swift" "$WORK/Preview.swift"
check "the fixing save shows the new layout" wait_for "Ocean" 60
check "and the panel is gone" bash -c "! tmux -L '$SOCK' -f /dev/null capture-pane -p -t open | grep -q 'error:'"
# 3b. The batch keys run performBatchUpdates in the child, on the model (TesseraPreviewEditable).
keys i
check "i inserts through performBatchUpdates into the user's model" wait_for "Insert \[0, [0-9]+\]: 1 inserted" 10
keys x
check "x deletes it again" wait_for "Delete \[0, [0-9]+\]: 1 deleted" 10
keys I
check "a section insert the data source does not follow: UIKit's rule, named" \
    wait_for "not applied: Invalid batch update: invalid number of sections" 10
keys Escape
keys q
check "quitting restores the terminal" wait_for "EXIT:0" 5
check "terminal modes restored" [ "$(modes)" = 010 ]

# 4. A layout that crashes in prepare(): a message, the app stays up, the terminal is fine.
sed -i 's/        cache.removeAll()/        cache.removeAll()\n        fatalError("broken on purpose")/' "$WORK/ColumnsLayout.swift"
start crash 100 40 preview ColumnsLayout.swift Preview.swift
check "a crashing layout shows what happened" wait_for "crashed during" 120
check "with the runtime's own message" wait_for "broken on purpose" 5
keys q
check "the explorer quits normally after the crash" wait_for "EXIT:1" 5
check "terminal modes restored after the crash" [ "$(modes)" = 010 ]

# 5. A save that makes prepare() hang: the screen says so at once, Esc stops it, the panel
# says what happened, the fixing save shows the layout again; q during a hang quits.
sed -i 's/        fatalError("broken on purpose")//' "$WORK/ColumnsLayout.swift"
start hang 100 40 preview --timeout 60 ColumnsLayout.swift Preview.swift
check "the preview opens again" wait_for "UIKit: ColumnsLayout" 120
sed -i 's/        cache.removeAll()/        cache.removeAll()\n        while cache.isEmpty { usleep(1000) }/' "$WORK/ColumnsLayout.swift"
check "a hung layout shows a busy line at once" wait_for "Running your code \\(.*\\): [0-9.]+ s of 60" 60
keys Escape
check "Esc stops it and says what happened" wait_for "you stopped the layout" 5
sed -i 's/        while cache.isEmpty { usleep(1000) }//' "$WORK/ColumnsLayout.swift"
check "the fixing save shows the layout again" wait_gone "you stopped the layout" 60
sed -i 's/        cache.removeAll()/        cache.removeAll()\n        while cache.isEmpty { usleep(1000) }/' "$WORK/ColumnsLayout.swift"
check "a save that hangs shows the busy line again" wait_for "Running your code" 60
keys q
check "q during a hang quits" wait_for "EXIT:[01]" 5
check "terminal modes restored after the hang" [ "$(modes)" = 010 ]

echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
