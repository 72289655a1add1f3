#!/usr/bin/env bash
# Issue 24's table in one package-benchmark run: the viewport queries at 1K, 100K and 1M,
# every prepare at 1M, the one-item relayout, and the churn and light diffs against
# DifferenceKit (DIFFERENCEKIT_PATH must name a local checkout of DifferenceKit 1.0; see
# Docs/benchmarks.md). Prints each row with its p50 and, in brackets, its best sample
# (p0). The prepares are read in microseconds: package-benchmark's default units print
# milliseconds to two significant figures, so a 15-ns row could not be told from its
# target. Run it on an otherwise idle machine; it takes about 8 to 15 minutes.
#
#   DIFFERENCEKIT_PATH=/path/to/DifferenceKit Scripts/issue-24-table.sh [OUTPUT-DIR]
set -euo pipefail
cd "$(dirname "$0")/.."
: "${DIFFERENCEKIT_PATH:?set DIFFERENCEKIT_PATH to a local DifferenceKit 1.0 checkout}"
out="${1:-$(mktemp -d)}"
mkdir -p "$out"
export DIFFERENCEKIT_PATH
(
    cd Benchmarks
    swift package benchmark --target LayoutBenchmarks --no-progress --metric wallClock \
        --filter "Query/.*/(1K|100K|1M)|Relayout/.*" >"$out/layout.txt" 2>&1
    swift package benchmark --target LayoutBenchmarks --no-progress --metric wallClock --time-units microseconds \
        --filter "Prepare/.*/1M" >"$out/prepare.txt" 2>&1
    swift package benchmark --target DiffBenchmarks --no-progress --metric wallClock \
        --filter "Diff/(Tessera|DifferenceKit)/(churn|light)/.*" >"$out/diff.txt" 2>&1
)
python3 - "$out/layout.txt" "$out/prepare.txt" "$out/diff.txt" <<'PY'
import re, sys

# name -> (p0, p50) in nanoseconds
rows = {}
for path in sys.argv[1:]:
    name = None
    for line in open(path, encoding="utf-8", errors="replace"):
        line = line.rstrip("\n")
        if re.match(r"^[A-Z][A-Za-z]+/", line):
            name = line.strip()
        m = re.match(r"^│ Time \(wall clock\) \((ns|us|μs|ms|s)\) \*? *│(.*)", line)
        if name and m:
            scale = {"ns": 1, "us": 1e3, "μs": 1e3, "ms": 1e6, "s": 1e9}[m.group(1)]
            cells = [c.strip() for c in m.group(2).split("│") if c.strip()]
            rows[name] = (float(cells[0].replace(",", "")) * scale, float(cells[2].replace(",", "")) * scale)
            name = None

def us(name):
    p0, p50 = rows[name]
    return f"{p50 / 1e3:.2f} ({p0 / 1e3:.2f})"

print("| row | p50 (p0) |")
print("| --- | --- |")
for name in sorted(rows):
    p0, p50 = rows[name]
    if name.startswith("Query/") or name.startswith("Relayout/"):
        print(f"| {name} | {us(name)} µs |")
    elif name.startswith("Prepare/"):
        print(f"| {name} | {p50 / 1e6:.1f} ({p0 / 1e6:.1f}) ns per item |")
for kind in ("churn", "light"):
    for size in ("10K", "100K", "1M"):
        t, d = f"Diff/Tessera/{kind}/{size}", f"Diff/DifferenceKit/{kind}/{size}"
        if t in rows and d in rows:
            print(f"| diff {kind} {size} | {rows[d][1] / rows[t][1]:.1f}x DifferenceKit "
                  f"({rows[t][1] / 1e6:.2f} ms against {rows[d][1] / 1e6:.2f} ms) |")
PY
echo "raw output: $out" >&2
