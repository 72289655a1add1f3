#!/usr/bin/env bash
# End-to-end tests of `tessera serve`: OpenSSH's `ssh -tt` in a private tmux server against
# the real server on a free loopback port (the server picks it: --port 0), with throwaway
# keys. Checks what visitors see, what is refused, the limits, the log, and the shutdown,
# and measures the figures of Docs/serve.md's "The figures" (10 sessions: memory
# of the server's process tree, idle CPU, key-to-screen latency; bytes per scroll step).
#
#   BIN=path/to/tessera bash Tests/e2e/ssh-e2e.sh     (default: .build/debug/tessera)
#   LATENCY_LIMIT_MS=N   the key-to-screen p90 to check (default 20)
#   KEEP=1               keep the work directory (logs, typescripts) and print its path
#
# Ends with "N passed, M failed"; exits non-zero when anything failed.
set -u
cd "$(dirname "$0")/../.."
ROOT=$PWD
BIN=${BIN:-$ROOT/.build/debug/tessera}
case $BIN in /*) ;; *) BIN=$ROOT/$BIN ;; esac
FIXTURE=$ROOT/Tests/e2e/fixtures/feed.json
SESSIONS=10

for tool in tmux ssh ssh-keygen script python3; do
    if ! command -v $tool >/dev/null 2>&1; then echo "$tool is not installed"; echo "0 passed, 1 failed"; exit 1; fi
done
if [ ! -x "$BIN" ]; then echo "no tessera binary at $BIN (swift build first)"; echo "0 passed, 1 failed"; exit 1; fi

WORK=$(mktemp -d)
export TMUX_TMPDIR=$WORK                               # the private tmux server's socket lives here
SOCK="tessera-ssh-e2e-$$"
T() { tmux -L "$SOCK" -f /dev/null "$@"; }
SERVERS=()
cleanup() {
    T kill-server 2>/dev/null
    for pid in "${SERVERS[@]}"; do kill -KILL "$pid" 2>/dev/null; done
    if [ -n "${KEEP:-}" ]; then echo "kept: $WORK"; else rm -rf "$WORK"; fi
}
trap cleanup EXIT

passed=0 failed=0
pass() { passed=$((passed + 1)); echo "ok   - $1"; }
fail() {
    failed=$((failed + 1)); echo "FAIL - $1"
    if [ -n "${2:-}" ]; then T capture-pane -p -t "$2" 2>/dev/null | sed 's/^/       | /'; fi
}
check() { local name=$1; shift; if "$@"; then pass "$name"; else fail "$name" "${PANE:-}"; fi; }
eventually() { local i; for i in $(seq 100); do "$@" && return 0; sleep 0.05; done; return 1; }
now_us() { local t=${EPOCHREALTIME/./}; echo "$t"; }   # bash's clock: no process per reading
now_ms() { echo $(($(now_us) / 1000)); }

ssh-keygen -q -t ed25519 -N '' -C visitor -f "$WORK/visitor"
ssh-keygen -q -t ed25519 -N '' -C stranger -f "$WORK/stranger"
cp "$WORK/visitor.pub" "$WORK/authorized_keys"
VISITOR_FP=$(ssh-keygen -l -f "$WORK/visitor.pub" | awk '{print $2}')
re_escape() { printf '%s' "$1" | sed 's/[][\.*^$+?(){}|/]/\\&/g'; }
VISITOR_RE=$(re_escape "$VISITOR_FP")

# Starts a server with ARGS, logging to $WORK/NAME.log; sets SERVER and PORT.
serve() { # serve NAME ARGS...
    local name=$1; shift
    : >"$WORK/$name.log"
    "$BIN" serve --port 0 --host-key "$WORK/host_ed25519" ${LIMITS:---per-source-rate 10000 --per-source-startups 1000} \
        "$@" 2>"$WORK/$name.log" &
    SERVER=$!; SERVERS+=("$SERVER")
    local i
    for i in $(seq 200); do
        PORT=$(sed -nE 's/.*listening on 127\.0\.0\.1:([0-9]+),.*/\1/p' "$WORK/$name.log")
        [ -n "$PORT" ] && return 0
        sleep 0.05
    done
    echo "the server did not start:"; cat "$WORK/$name.log"; return 1
}
SSH_OPTS=(-F /dev/null -o StrictHostKeyChecking=no -o UserKnownHostsFile=/dev/null -o LogLevel=ERROR
    -o IdentitiesOnly=yes -o IdentityAgent=none -o BatchMode=yes -o ConnectTimeout=5)
ssh_to() { ssh "${SSH_OPTS[@]}" -p "$PORT" "$@"; }

# A visitor: `ssh -tt` in pane PANE of WxH, its output copied to $WORK/PANE.typescript by
# `script -f` (for the byte and latency figures); the pane prints EXIT:status at the end.
visit() { # visit PANE W H [KEY]
    PANE=$1; local key=${4:-$WORK/visitor}
    local cmd; cmd="ssh ${SSH_OPTS[*]} -p $PORT -i $key -tt 127.0.0.1"
    T new -d -s "$PANE" -x "$2" -y "$3" \
        "script -q -e -f $WORK/$PANE.typescript -c '$cmd'; echo EXIT:\$?; sleep 600"
}
# The same without `script` (which stops itself when its child is stopped).
visit_plain() { # visit_plain PANE W H
    PANE=$1
    T new -d -s "$PANE" -x "$2" -y "$3" \
        "ssh ${SSH_OPTS[*]} -p $PORT -i $WORK/visitor -tt 127.0.0.1; echo EXIT:\$?; sleep 600"
}
screen() { T capture-pane -p -J -t "$PANE"; }
wait_for() { local re=$1 t=${2:-10} i=0
    while ((i < t * 20)); do screen | LC_ALL=C.UTF-8 grep -Eq -- "$re" && return 0; sleep 0.05; i=$((i + 1)); done; return 1; }
offset() { screen | head -1 | sed -nE 's/.* y ([0-9]+) .*/\1/p'; }
offset_changes() { local before=$1 i=0 now
    while ((i < 100)); do now=$(offset); if [ -n "$now" ] && [ "$now" != "$before" ]; then return 0; fi
        sleep 0.05; i=$((i + 1)); done; return 1; }
keys() { T send-keys -t "$PANE" "$@"; }
ssh_pid() { local shell; shell=$(T display -p -t "$PANE" '#{pane_pid}')
    pgrep -x ssh -P "$(pgrep -x script -P "$shell" || echo "$shell")"; }
explorers() { pgrep -P "$SERVER" | wc -l; }
explorers_are() { [ "$(explorers)" = "$1" ]; }
logged() { grep -Eq -- "$2" "$WORK/$1.log"; }
logged_text() { grep -Fq -- "$2" "$WORK/$1.log"; }
file_size() { stat -c %s "$1" 2>/dev/null || echo 0; }
# Waits until FILE has not grown for 300 ms (5 s at most); prints its size.
settle() { local file=$1 last now since
    last=$(file_size "$file"); since=$(now_ms)
    while (($(now_ms) - since < 300)); do sleep 0.02; now=$(file_size "$file")
        if [ "$now" != "$last" ]; then last=$now; since=$(now_ms); fi; done; echo "$last"; }
SCREEN_RE='Pinterest \([0-9]+/[0-9]+\)'

# ---------------------------------------------------------------- one visitor
serve main --authorized-keys "$WORK/authorized_keys" "$FIXTURE" || { echo "0 passed, 1 failed"; exit 1; }
check "the server creates its host key with mode 600" test "$(stat -c %a "$WORK/host_ed25519")" = 600
check "OpenSSH reads the host key file" eval 'ssh-keygen -y -f "$WORK/host_ed25519" >/dev/null'
HOST_FP=$(ssh-keygen -l -f "$WORK/host_ed25519" | awk '{print $2}')
check "the log names the host key's fingerprint" logged_text main "host key $HOST_FP"

visit one 100 30
check "boxes show: the explorer's status bar and boxes over ssh" wait_for "$SCREEN_RE"
check "boxes show: box corners" wait_for "┌.*┐"
before=$(offset); keys j
check "keys scroll: j moves the offset" offset_changes "$before"
keys C-z
check "Ctrl-Z over ssh: no shell to suspend to, the footer says so" wait_for "no shell to suspend to"
before=$(offset); keys j
check "Ctrl-Z over ssh: the session goes on (j still scrolls)" offset_changes "$before"
T resize-window -t one -x 80 -y 24
check "resize redraws: the footer moves to row 24" eventually eval '[ "$(screen | sed -n 24p | grep -c "q quit")" = 1 ]'
check "resize redraws: no line wider than 80" eventually eval '[ "$(screen | LC_ALL=C.UTF-8 wc -L)" -le 80 ]'
keys q
check "q ends the session (remote status 0)" wait_for "^EXIT:0"
check "q: the server keeps running" kill -0 "$SERVER"
check "q: the explorer process is reaped" eventually explorers_are 0
check "log: one line with address, key fingerprint, duration and why" \
    logged main "visitor 127\.0\.0\.1:[0-9]+ key $VISITOR_RE lasted [0-9]+\.[0-9] s: visitor quit"
visit ctrlc 100 30; wait_for "$SCREEN_RE" >/dev/null
keys C-c
check "Ctrl-C ends the session" wait_for "^EXIT:[0-9]+"
check "Ctrl-C: the server keeps running and reaps the explorer" eval 'kill -0 "$SERVER" && eventually explorers_are 0'

# ---------------------------------------------------------------- refusals
out=$(ssh_to -i "$WORK/stranger" -tt 127.0.0.1 2>&1 </dev/null); rc=$?
check "a wrong key is refused (status 255, publickey)" eval '[ $rc = 255 ] && [[ $out == *"Permission denied (publickey)"* ]]'
check "log: the refused key's fingerprint" eventually logged main "key SHA256:[^ ]+ \(refused\) lasted .*: key refused"
out=$(ssh_to -i "$WORK/visitor" -o PasswordAuthentication=yes -o PubkeyAuthentication=no \
    -o KbdInteractiveAuthentication=yes 127.0.0.1 true 2>&1 </dev/null); rc=$?
check "password and keyboard-interactive are not offered" eval '[ $rc = 255 ] && [[ $out == *"(publickey)"* ]]'
out=$(ssh_to -i "$WORK/visitor" 127.0.0.1 sh 2>&1 </dev/null); rc=$?
check "ssh host sh is refused: non-zero status and a message" eval '[ $rc = 1 ] && [[ $out == *"runs no commands"* ]]'
ssh_to -i "$WORK/visitor" 127.0.0.1 "touch $WORK/pwned" </dev/null >/dev/null 2>&1
check "a command never runs" test ! -e "$WORK/pwned"
out=$(ssh_to -i "$WORK/visitor" -s 127.0.0.1 sftp 2>&1 </dev/null); rc=$?
check "the sftp subsystem is refused" eval '[ $rc = 1 ] && [[ $out == *"runs no commands"* ]]'
out=$(ssh_to -i "$WORK/visitor" -T 127.0.0.1 2>&1 </dev/null); rc=$?
check "no pty: refused with a message" eval '[ $rc = 1 ] && [[ $out == *"needs a terminal"* ]]'

# -L: a local port forwarded to the server's own port would answer with its SSH banner.
LPORT=$((20000 + RANDOM % 20000))
while ss -ltn 2>/dev/null | grep -q ":$LPORT "; do LPORT=$((LPORT + 1)); done
ssh "${SSH_OPTS[@]}" -p "$PORT" -i "$WORK/visitor" -N -L "127.0.0.1:$LPORT:127.0.0.1:$PORT" 127.0.0.1 \
    </dev/null >/dev/null 2>&1 &
FWD=$!
eventually eval 'ss -ltn | grep -q ":$LPORT "'
banner=$(timeout 5 bash -c "exec 3<>/dev/tcp/127.0.0.1/$LPORT && head -c 7 <&3" 2>/dev/null)
check "-L forwarding is refused: nothing comes through" test "$banner" != "SSH-2.0"
kill "$FWD" 2>/dev/null; wait "$FWD" 2>/dev/null
check "log: the forwarding was refused" eventually logged main "refused forwarding to \"127\.0\.0\.1\":$PORT"
out=$(ssh_to -i "$WORK/visitor" -W "127.0.0.1:$PORT" 127.0.0.1 2>&1 </dev/null); rc=$?
check "-W (stdio forwarding) is refused" test "$rc" != 0
out=$(ssh_to -i "$WORK/visitor" -o ExitOnForwardFailure=yes -N -R "127.0.0.1:0:127.0.0.1:$PORT" 127.0.0.1 2>&1 </dev/null); rc=$?
check "-R (remote forwarding) is refused" eval '[ $rc = 255 ] && [[ $out == *"forwarding failed"* ]]'

# ---------------------------------------------------------------- 10 sessions
for i in $(seq "$SESSIONS"); do visit "v$i" 100 30; done
all_up=1
for i in $(seq "$SESSIONS"); do PANE=v$i; wait_for "$SCREEN_RE" 20 || all_up=0; done
check "$SESSIONS sessions at once: each shows the explorer" test "$all_up" = 1
check "$SESSIONS sessions: one explorer process each" eventually explorers_are "$SESSIONS"

# Memory of the server's process tree: proportional set size (shared pages split between the
# processes that map them) and resident set size, summed from /proc.
tree_pids() { echo "$SERVER"; pgrep -P "$SERVER"; }
sum_kb() { local field=$1 total=0 pid kb
    for pid in $(tree_pids); do kb=$(awk -v f="$field:" '$1 == f {print $2}' "/proc/$pid/smaps_rollup" 2>/dev/null)
        total=$((total + ${kb:-0})); done; echo "$total"; }
sleep 1
PSS_KB=$(sum_kb Pss); RSS_KB=$(sum_kb Rss)
BUDGET_KB=$(((20 + 5 * SESSIONS) * 1024))
echo "figure: $SESSIONS sessions: process tree PSS $((PSS_KB / 1024)) MB, RSS $((RSS_KB / 1024)) MB (budget $((BUDGET_KB / 1024)) MB)"
check "$SESSIONS sessions: the process tree's PSS is within 20 MB + 5 MB per session" test "$PSS_KB" -le "$BUDGET_KB"

# Idle CPU: the whole tree's user + system ticks over 3 s with no keys.
ticks() { local total=0 pid t; for pid in $(tree_pids); do
        t=$(awk '{print $14 + $15}' "/proc/$pid/stat" 2>/dev/null); total=$((total + ${t:-0})); done; echo "$total"; }
HZ=$(getconf CLK_TCK)
t0=$(ticks); sleep 3; t1=$(ticks)
IDLE_CPU=$(awk -v d=$((t1 - t0)) -v hz="$HZ" 'BEGIN { printf "%.1f", d * 100 / (3 * hz) }')
echo "figure: $SESSIONS idle sessions: CPU $IDLE_CPU % of one core over 3 s ($((t1 - t0)) ticks)"
check "$SESSIONS idle sessions: no CPU use (0 ticks in 3 s)" test "$((t1 - t0))" = 0

# Key to screen: Scripts/measure-key-latency.py owns a pty, runs the visitor's ssh on it
# (an 11th session, next to the 10 idle ones) and times each `j` until the first byte of
# the answer; then the same for the app run locally, to show what ssh adds.
latency() { python3 "$ROOT/Scripts/measure-key-latency.py" --keys 30 -- "$@"; }
LAT=$(latency ssh "${SSH_OPTS[@]}" -p "$PORT" -i "$WORK/visitor" -tt 127.0.0.1)
P90=$(printf '%s\n' "$LAT" | sed -nE 's/.*p90 ([0-9]+)\.[0-9] ms.*/\1/p')
echo "figure: key to screen over ssh with $SESSIONS other sessions open: $LAT"
check "key to screen p90 within ${LATENCY_LIMIT_MS:=20} ms" test -n "$P90" -a "${P90:-999}" -lt "$LATENCY_LIMIT_MS"
echo "figure: key to screen locally (no ssh), same measure: $(latency env LANG=C.UTF-8 "$BIN" "$FIXTURE")"

# Bytes the terminal receives per one-line scroll: 20 steps from the top of a fresh pane.
step_bytes() { # step_bytes PANE : prints the average and the largest
    local file=$WORK/$1.typescript before after k all=()
    PANE=$1
    for k in $(seq 20); do before=$(settle "$file"); keys j; after=$(settle "$file"); all+=($((after - before))); done
    printf '%s\n' "${all[@]}" | awk '{s += $1; if ($1 > m) m = $1} END {printf "%d %d", s / NR, m}'
}

visit bytes 100 30; wait_for "$SCREEN_RE" >/dev/null
read -r STEP_AVG STEP_MAX <<<"$(step_bytes bytes)"
T new -d -s local -x 100 -y 30 \
    "script -q -f $WORK/local.typescript -c 'env LANG=C.UTF-8 $BIN $FIXTURE'; sleep 600"
PANE=local; wait_for "$SCREEN_RE" >/dev/null
read -r LOCAL_AVG LOCAL_MAX <<<"$(step_bytes local)"
echo "figure: bytes per one-line scroll step at 100x30: over ssh $STEP_AVG average, $STEP_MAX max; locally $LOCAL_AVG average, $LOCAL_MAX max"
check "bytes per one-line scroll step over ssh at most 400" test "$STEP_MAX" -le 400
# The status bar's query time changes width from frame to frame (a wider figure repaints
# more of the bar), so the two averages differ by a few bytes from run to run.
check "bytes per scroll step over ssh are those of the local app (within 10%)" \
    test $((STEP_AVG * 100)) -le $((LOCAL_AVG * 110))
PANE=local; keys q
PANE=bytes; keys q; wait_for "^EXIT:0" >/dev/null

# kill -9 of one visitor's ssh client: the others go on, the explorer is reaped.
PANE=v1; victim=$(ssh_pid)
check "kill -9: the visitor's ssh client is found" test -n "$victim"
kill -KILL "$victim" 2>/dev/null
check "kill -9 of one client: its explorer is reaped" eventually explorers_are $((SESSIONS - 1))
alive=1
for i in $(seq 2 "$SESSIONS"); do PANE=v$i; before=$(offset); keys j; offset_changes "$before" || alive=0; done
check "kill -9 of one client: the $((SESSIONS - 1)) others still scroll" test "$alive" = 1
check "kill -9: logged as a disconnection" eventually logged main "lasted [0-9.]+ s: visitor disconnected"

# An explorer that dies abruptly (SIGKILL: no chance to restore anything, like a crash)
# ends its visitor's session only; the server resets the visitor's terminal.
PANE=v2; crashed=$(pgrep -P "$SERVER" | head -1)
kill -KILL "$crashed"
check "an explorer killed: the server reaps it and goes on" eventually explorers_are $((SESSIONS - 2))
crashed_pane=""
find_ended() { local i; for i in $(seq 2 "$SESSIONS"); do
        PANE=v$i; if screen | grep -Eq "^EXIT:"; then crashed_pane=v$i; return 0; fi; done; return 1; }
check "an explorer killed: its visitor's ssh ends" eventually find_ended
check "log: the explorer's end is the reason" eventually logged main "explorer ended with status 137"
alive=1
for i in $(seq 2 "$SESSIONS"); do
    [ "v$i" = "$crashed_pane" ] && continue
    PANE=v$i; before=$(offset); keys j; offset_changes "$before" || alive=0
done
check "an explorer killed: the $((SESSIONS - 2)) others still scroll" test "$alive" = 1

# ---------------------------------------------------------------- SIGTERM
start=$(now_ms); kill -TERM "$SERVER"; wait "$SERVER"; rc=$?; took=$(($(now_ms) - start))
echo "figure: SIGTERM with $((SESSIONS - 2)) sessions: exit status $rc after $took ms"
check "SIGTERM: the server exits 0" test "$rc" = 0
check "SIGTERM: within 5 s" test "$took" -le 5000
told=1
for i in $(seq 2 "$SESSIONS"); do
    [ "v$i" = "$crashed_pane" ] && continue
    PANE=v$i; wait_for "shutting down" 2 || told=0; wait_for "^EXIT:1" 2 || told=0
done
check "SIGTERM: every visitor is told and their ssh ends" test "$told" = 1
EXE=$(readlink -f "$BIN")                                # the explorers' argv[0] (/proc/self/exe)
check "SIGTERM: no explorer is left" eval '! pgrep -f "^$EXE open" >/dev/null'

# ---------------------------------------------------------------- limits, reuse, anyone
serve limits --allow-anyone --max-sessions 1 --idle-timeout 2 "$FIXTURE"
check "the host key is reused: same fingerprint" logged_text limits "host key $HOST_FP"
visit first 100 30; wait_for "$SCREEN_RE" >/dev/null
visit second 100 30 "$WORK/stranger"
check "--allow-anyone lets any key in; --max-sessions 1 turns the second away with one line" \
    wait_for "tessera serve is full \(1 session running\); try again later\."
check "the visitor turned away gets a non-zero status" wait_for "^EXIT:1"
PANE=first
check "--idle-timeout closes a quiet session with a message" wait_for "no key for 2 seconds" 6
check "the idle visitor's ssh ends" wait_for "^EXIT:1"
# With --max-sessions 1, 18 connections may be open (2 per session + 16): hold 18, try one more.
fds=()
for i in $(seq 18); do exec {fd}<>"/dev/tcp/127.0.0.1/$PORT"; fds+=("$fd"); done
extra=$(timeout 5 bash -c "exec 3<>/dev/tcp/127.0.0.1/$PORT && head -c 7 <&3" 2>/dev/null)
check "connections past 2 x --max-sessions + 16 are closed before SSH" test -z "$extra"
check "log: too many connections" eventually logged limits "too many connections"
for fd in "${fds[@]}"; do exec {fd}>&-; done
kill -TERM "$SERVER"; wait "$SERVER"

# A visitor who stops reading: the demos' tour keeps drawing, the visitor's ssh is stopped
# (SIGSTOP) for 5 s; the server must not hold their frames. Then they read again and quit.
serve tour --allow-anyone
visit_plain reader 100 30
check "with no scenario named, the demos' tour plays" wait_for "\([0-9]+/[0-9]+\)" 20
rss_kb() { awk '$1 == "VmRSS:" {print $2}' "/proc/$SERVER/status"; }
sleep 1; before_kb=$(rss_kb); stopped=$(ssh_pid)
kill -STOP "$stopped"; sleep 5; after_kb=$(rss_kb); kill -CONT "$stopped"
echo "figure: a visitor stopped for 5 s during the tour: server RSS $before_kb -> $after_kb kB"
check "a visitor who stops reading does not grow the server (< 1 MB)" test $((after_kb - before_kb)) -lt 1024
keys j                                                  # the first key takes the tour over
check "the visitor who stopped reading gets the screen back" wait_for "Compositional|Flow|Pinterest|Mosaic|Plugin|Split" 10
check "... and the tour has handed over" eventually eval '! screen | tail -1 | grep -q TOUR'
keys q
check "... and q ends their session" wait_for "^EXIT:0" 10
kill -TERM "$SERVER"; wait "$SERVER"

# --allow-anyone: a visitor with no key pair at all gets in (the `none` method), and the log
# names the method.
serve anyone --allow-anyone "$FIXTURE"
PANE=keyless
T new -d -s keyless -x 100 -y 30 \
    "ssh ${SSH_OPTS[*]} -o PubkeyAuthentication=no -o IdentityFile=/dev/null -p $PORT -tt 127.0.0.1; echo EXIT:\$?; sleep 600"
check "--allow-anyone: a visitor with no key pair gets the explorer" wait_for "$SCREEN_RE" 20
keys q
check "--allow-anyone: ... and q ends the session (status 0)" wait_for "^EXIT:0"
check "log: the visitor's method is named (method none)" \
    eventually logged anyone "visitor 127\.0\.0\.1:[0-9]+ method none lasted [0-9.]+ s: visitor quit"
out=$(ssh_to -o PubkeyAuthentication=no -o PasswordAuthentication=yes -o KbdInteractiveAuthentication=no \
    -o NumberOfPasswordPrompts=0 127.0.0.1 true 2>&1 </dev/null); rc=$?
check "--allow-anyone still asks no password (a command is refused, not a login prompt)" \
    eval '[ $rc = 1 ] && [[ $out == *"runs no commands"* ]]'
kill -TERM "$SERVER"; wait "$SERVER"

# Per-source limits: 5 new connections at once (then 5 a minute), 2 unauthenticated at once.
LIMITS="--per-source-rate 5 --per-source-startups 2" serve throttle --allow-anyone "$FIXTURE"
# The first 7 bytes a new connection receives: "SSH-2.0" (served) or "tessera" (the refusal line).
banner_of() { timeout 5 bash -c "exec 3<>/dev/tcp/127.0.0.1/$PORT && head -c 7 <&3" 2>/dev/null; }
held=()
for i in 1 2; do exec {fd}<>"/dev/tcp/127.0.0.1/$PORT"; held+=("$fd"); done
third=$(banner_of)
check "--per-source-startups 2: a third unauthenticated connection is refused with a line" \
    test "$third" = tessera
check "log: the startups limit is named when it acts" eventually logged throttle "rate limit: refused 127\.0\.0\.1:[0-9]+: 2 connections from one address still authenticating"
for fd in "${held[@]}"; do exec {fd}>&-; done
# A fresh server for the rate: the log names an address's refusals at most once in 10 s.
kill -TERM "$SERVER"; wait "$SERVER"
LIMITS="--per-source-rate 5 --per-source-startups 2" serve throttle2 --allow-anyone "$FIXTURE"
got=()
for i in 1 2 3 4 5; do got+=("$(banner_of)"); done
check "--per-source-rate 5: within the burst, connections get the SSH banner" \
    test "${got[*]}" = "SSH-2.0 SSH-2.0 SSH-2.0 SSH-2.0 SSH-2.0"
refused=$(banner_of)
check "--per-source-rate 5: past the burst, refused before any SSH, with a line" test "$refused" = tessera
check "log: the rate limit is named when it acts" eventually logged throttle2 "rate limit: refused 127\.0\.0\.1:[0-9]+: more than 5 new connections"
kill -TERM "$SERVER"; wait "$SERVER"

out=$("$BIN" serve --port 0 --host-key "$WORK/host_ed25519" "$FIXTURE" 2>&1); rc=$?
check "no --authorized-keys and no --allow-anyone: one error line, exit 1" \
    eval '[ $rc = 1 ] && [ "$(printf "%s\n" "$out" | wc -l)" = 1 ] && [[ $out == "error: who may join?"* ]]'
printf '{"name": "x", "layout": {"type": "flow"}, "sections": [' >"$WORK/broken.json"
out=$("$BIN" serve --allow-anyone --port 0 --host-key "$WORK/host_ed25519" "$WORK/broken.json" 2>&1); rc=$?
check "a broken scenario fails at start: one error line naming it, exit 1" \
    eval '[ $rc = 1 ] && [ "$(printf "%s\n" "$out" | wc -l)" = 1 ] && [[ $out == "error: $WORK/broken.json: "* ]]'
"$BIN" serve --allow-anyone --port 0 --host-key "$WORK/host_ed25519" "$FIXTURE" 2>"$WORK/busy.log" &
BUSY=$!; SERVERS+=("$BUSY"); eventually logged busy "listening on"
BUSY_PORT=$(sed -nE 's/.*listening on 127\.0\.0\.1:([0-9]+),.*/\1/p' "$WORK/busy.log")
out=$("$BIN" serve --allow-anyone --port "$BUSY_PORT" --host-key "$WORK/host_ed25519" "$FIXTURE" 2>&1); rc=$?
check "a port in use: one error line, exit 1" \
    eval '[ $rc = 1 ] && [ "$out" = "error: cannot listen on 127.0.0.1 port $BUSY_PORT: Address already in use" ]'
kill -TERM "$BUSY"; wait "$BUSY"
chmod 644 "$WORK/host_ed25519"
out=$("$BIN" serve --allow-anyone --port 0 --host-key "$WORK/host_ed25519" "$FIXTURE" 2>&1); rc=$?
check "a host key others can read is refused" eval '[ $rc = 1 ] && [[ $out == *"chmod 600"* ]]'

echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
