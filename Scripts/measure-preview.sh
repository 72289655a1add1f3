#!/usr/bin/env bash
# Wall-clock timings of `tessera preview` on Examples/Previews/Columns: the first build
# (empty cache), a cached start, and edit-to-screen in the explorer (a save of one file
# until the new title is on the tmux screen), three times. Prints one line per figure.
#
#   BIN=.build/debug/tessera bash Scripts/measure-preview.sh
set -u
cd "$(dirname "$0")/.."
BIN=${BIN:-$PWD/.build/debug/tessera}
case $BIN in /*) ;; *) BIN=$PWD/$BIN ;; esac
WORK=$(mktemp -d)
export XDG_CACHE_HOME=$WORK/cache
cp Examples/Previews/Columns/*.swift "$WORK"/
cd "$WORK"
now() { date +%s.%N; }
t0=$(now); "$BIN" preview ColumnsLayout.swift Preview.swift --dump >/dev/null; t1=$(now)
echo "first build and dump: $(echo "$t1 - $t0" | bc) s"
t0=$(now); "$BIN" preview ColumnsLayout.swift Preview.swift --dump >/dev/null; t1=$(now)
echo "cached start and dump: $(echo "$t1 - $t0" | bc) s"
SOCK=measure-preview-$$
T() { tmux -L "$SOCK" -f /dev/null "$@"; }
T new -d -s m -x 100 -y 30 -c "$WORK" "env LANG=C.UTF-8 XDG_CACHE_HOME=$XDG_CACHE_HOME '$BIN' preview ColumnsLayout.swift Preview.swift"
until T capture-pane -p -t m | grep -q Lake; do sleep 0.05; done
old=Lake
for new in Ocean River Coast; do
    sed -i "s/(\"$old\", 120)/(\"$new\", 120)/" Preview.swift
    t0=$(now)
    until T capture-pane -p -t m | grep -q "$new"; do sleep 0.02; done
    t1=$(now)
    echo "edit to screen ($old -> $new): $(echo "$t1 - $t0" | bc) s"
    old=$new
done
T kill-server
rm -rf "$WORK"
