#!/usr/bin/env bash
# Audits `tessera serve` with ssh-audit (PyPI), the standard auditor of SSH servers: starts
# the server on a free loopback port with --allow-anyone and its default limits, runs
# ssh-audit against it (with its connection-rate test, which measures the DHEat exposure),
# and fails when
#   - ssh-audit reports a [fail] finding, except the three that swift-nio-ssh 0.15.1
#     imposes (its key exchange list is fixed: the NIST-curve ecdh-sha2-nistp256/384/521;
#     Docs/serve.md, "Hardening"). An allowance that no longer matches a finding fails too,
#     so the list shrinks when the library lets us drop them;
#   - a [warn] finding appears beyond the one the library imposes (no post-quantum key
#     exchange) and those on the NIST curves themselves;
#   - the connection-rate test finds no throttling;
#   - the server offers anything outside Scripts/ssh-audit-policy.txt (ssh-audit's policy
#     mode pins the exact algorithms, so a library update that adds one is noticed).
#
#   BIN=path/to/tessera bash Scripts/ssh-audit.sh     (default: .build/debug/tessera)
#
# Ends with "N passed, M failed"; exits non-zero when anything failed.
set -u
cd "$(dirname "$0")/.."
ROOT=$PWD
BIN=${BIN:-$ROOT/.build/debug/tessera}
if ! command -v ssh-audit >/dev/null 2>&1; then echo "ssh-audit is not installed (pip install ssh-audit)"; echo "0 passed, 1 failed"; exit 1; fi
WORK=$(mktemp -d)
SERVER=""
cleanup() { [ -n "$SERVER" ] && kill -TERM "$SERVER" 2>/dev/null && wait "$SERVER" 2>/dev/null; rm -rf "$WORK"; }
trap cleanup EXIT

"$BIN" serve --allow-anyone --port 0 --host-key "$WORK/host" "$ROOT/Tests/e2e/fixtures/feed.json" 2>"$WORK/serve.log" &
SERVER=$!
PORT=""
for _ in $(seq 200); do
    PORT=$(sed -nE 's/.*listening on 127\.0\.0\.1:([0-9]+),.*/\1/p' "$WORK/serve.log")
    [ -n "$PORT" ] && break
    sleep 0.05
done
if [ -z "$PORT" ]; then echo "the server did not start:"; cat "$WORK/serve.log"; echo "0 passed, 1 failed"; exit 1; fi

echo "ssh-audit $(ssh-audit --help 2>&1 | sed -nE 's/.*ssh-audit v([0-9.]+).*/\1/p' | head -1) against tessera serve on 127.0.0.1:$PORT"
NO_COLOR=1 ssh-audit -n -p "$PORT" 127.0.0.1 >"$WORK/audit.txt" 2>&1
sed 's/^/  | /' "$WORK/audit.txt"
# The audit above spent this address's burst of connections: wait for tokens (one per 3 s).
sleep 7
NO_COLOR=1 ssh-audit -n --skip-rate-test -P "$ROOT/Scripts/ssh-audit-policy.txt" -p "$PORT" 127.0.0.1 >"$WORK/policy.txt" 2>&1
policy_rc=$?

python3 - "$WORK/audit.txt" "$WORK/policy.txt" "$policy_rc" "$WORK/serve.log" <<'EOF'
import re, sys
audit, policy, policy_rc, log = open(sys.argv[1]).read(), open(sys.argv[2]).read(), int(sys.argv[3]), open(sys.argv[4]).read()
passed = failed = 0
def check(name, ok, detail=""):
    global passed, failed
    if ok: passed += 1; print(f"ok   - {name}")
    else: failed += 1; print(f"FAIL - {name}" + (f": {detail}" if detail else ""))

# Lines such as "(kex) ecdh-sha2-nistp256  -- [fail] using elliptic curves ..."; the
# continuation lines ("`- [warn] ...") belong to the algorithm above them.
findings, current = [], None
for line in audit.splitlines():
    m = re.match(r"\((\w+)\) (\S+)\s+-- \[(fail|warn)\] (.*)", line)
    if m:
        current = (m.group(1), m.group(2))
        findings.append((m.group(3), current, m.group(4)))
        continue
    m = re.match(r"\((\w+)\) (\S+)\s+-- \[", line)
    if m:
        current = (m.group(1), m.group(2)); continue
    m = re.match(r"\s+`- \[(fail|warn)\] (.*)", line)
    if m and current:
        findings.append((m.group(1), current, m.group(2)))
nist = {("kex", "ecdh-sha2-nistp256"), ("kex", "ecdh-sha2-nistp384"), ("kex", "ecdh-sha2-nistp521")}
fails = [f for f in findings if f[0] == "fail"]
warns = [f for f in findings if f[0] == "warn"]
print(f"figure: ssh-audit: {len(fails)} [fail] and {len(warns)} [warn] findings")
for level, (kind, name), text in findings:
    print(f"  [{level}] ({kind}) {name}: {text}")
unexpected = [f for f in fails if f[1] not in nist]
check("no [fail] beyond the library's three NIST-curve key exchanges", not unexpected, unexpected)
stale = nist - {f[1] for f in fails}
check("each allowed [fail] is still reported (else remove its allowance)", not stale, stale)
allowed_warn = lambda f: f[1] in nist or "quantum" in f[2]
extra = [f for f in warns if not allowed_warn(f)]
check("no [warn] beyond 'no post-quantum key exchange' (library) and the NIST curves", not extra, extra)
check("no encrypt-and-MAC MAC offered (hmac-sha2-256 without -etm)", "(mac) hmac-sha2-256 " not in audit)
check("the connection-rate test finds throttling (no DHEat note)", "DHEat" not in audit,
      [l for l in audit.splitlines() if "DHEat" in l])
m = re.search(r"Result: .*", policy)
check("policy mode: the server offers exactly Scripts/ssh-audit-policy.txt", policy_rc == 0 and "Passed" in policy,
      policy.strip()[-600:])
check("the log names the rate limit when it acts", "rate limit: refused" in log)
print(f"{passed} passed, {failed} failed")
sys.exit(1 if failed else 0)
EOF
