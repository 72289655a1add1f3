#!/usr/bin/env bash
# Measures the bytes the release `tessera` binary writes to a real pty: the first paint
# and a one-line scroll (`j`), per demo.
#
# Usage: Scripts/measure-terminal-bytes.sh [DEMO.json ...]
#   (default: Demos/pinterest-feed.json Demos/flow-grid.json)
# Environment:
#   TESSERA_BIN   a tessera binary to use (default: build the release binary here)
#   SIZE          terminal size as COLUMNSxROWS (default 100x30)
#   APP_TERM      TERM for the app (default xterm-256color)
#   STEPS         one-line scrolls after the first, for the average (default 10)
#   KEEP          set to keep the typescripts (their paths are printed)
#
# How: the app runs under `script -q -f` (which copies everything written to its pty into a
# typescript file, flushing each write) in a detached tmux pane of the given size. After
# the output has been quiet for QUIET_MS, the typescript's growth is what the app wrote.
# `script` puts one header line at the top of the file; it is not counted.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
size=${SIZE:-100x30}
columns=${size%x*}
rows=${size#*x}
app_term=${APP_TERM:-xterm-256color}
steps=${STEPS:-10}
quiet_ms=${QUIET_MS:-500}

for tool in tmux script; do
    command -v "$tool" >/dev/null || { echo "error: $tool is required" >&2; exit 1; }
done

bin=${TESSERA_BIN:-}
if [ -z "$bin" ]; then
    (cd "$root" && swift build -c release --product tessera >&2)
    bin="$root/.build/release/tessera"
fi
[ -x "$bin" ] || { echo "error: no tessera binary at $bin" >&2; exit 1; }

if [ $# -eq 0 ]; then
    set -- "$root/Demos/pinterest-feed.json" "$root/Demos/flow-grid.json"
fi

locale=C.UTF-8
locale -a 2>/dev/null | grep -qi '^c\.utf-\?8$' || locale=en_US.UTF-8

now_ms() { date +%s%3N; }
file_size() { stat -c %s "$1" 2>/dev/null || echo 0; }

# Waits until the file has not grown for quiet_ms (at most 10 s); prints its size.
settle() {
    local file=$1 last now since deadline
    last=$(file_size "$file")
    since=$(now_ms)
    deadline=$((since + 10000))
    while :; do
        sleep 0.05
        now=$(file_size "$file")
        if [ "$now" != "$last" ]; then
            last=$now
            since=$(now_ms)
        elif [ $(($(now_ms) - since)) -ge "$quiet_ms" ]; then
            break
        fi
        [ "$(now_ms)" -lt "$deadline" ] || break
    done
    echo "$last"
}

printf '%-28s %8s %12s %14s %10s\n' "demo ($size, $app_term)" "first" "first j" "j avg of $steps" "j min/max"
for demo in "$@"; do
    [ -f "$demo" ] || { echo "error: no such demo: $demo" >&2; exit 1; }
    log=$(mktemp /tmp/tessera-bytes.XXXXXX.typescript)
    session="tessera-bytes-$$"
    tmux kill-session -t "$session" 2>/dev/null || true
    tmux new-session -d -s "$session" -x "$columns" -y "$rows" \
        "env TERM=$app_term LANG=$locale LC_ALL=$locale script -q -f $(printf %q "$log") -c $(printf %q "$(printf %q "$bin") $(printf %q "$demo")")"
    # The pane must really be COLUMNSxROWS (tmux sizes detached sessions from -x/-y).
    tmux resize-window -t "$session" -x "$columns" -y "$rows" 2>/dev/null || true

    start=$(settle "$log")
    header=$(head -n 1 "$log" | wc -c)
    first=$((start - header))

    tmux send-keys -t "$session" j
    before=$start
    after=$(settle "$log")
    first_j=$((after - before))

    total=0 min= max=
    for _ in $(seq "$steps"); do
        before=$after
        tmux send-keys -t "$session" j
        after=$(settle "$log")
        delta=$((after - before))
        total=$((total + delta))
        if [ -z "$min" ] || [ "$delta" -lt "$min" ]; then min=$delta; fi
        if [ -z "$max" ] || [ "$delta" -gt "$max" ]; then max=$delta; fi
    done

    tmux send-keys -t "$session" q
    sleep 0.3
    tmux kill-session -t "$session" 2>/dev/null || true

    printf '%-28s %8d %12d %14d %10s\n' "$(basename "$demo")" "$first" "$first_j" $((total / steps)) "$min/$max"
    if [ -n "${KEEP:-}" ]; then
        echo "  typescript: $log (app output starts after the first line)"
    else
        rm -f "$log"
    fi
done
