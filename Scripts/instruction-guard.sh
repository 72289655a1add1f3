#!/usr/bin/env bash
# The performance regression guard: deterministic figures only.
#
# Builds Benchmarks/Workloads' InstructionDriver in release and runs it once under callgrind. Every
# hot path (each layout family's prepare and viewport query, the compositional one-item
# relayout, the churn and light diffs) runs at a small size in a region of its own; the
# driver dumps callgrind's counters per region and counts the region's allocations itself.
# Instructions are divided by the region's units (items for a prepare and a diff, queries
# for a query, updates for a relayout) and compared with Benchmarks/instruction-baseline.tsv.
#
# The figure leaves out the instructions spent inside the allocator (every call into
# malloc, free, calloc, realloc and the aligned allocators, with what they call): glibc's
# cost per call depends on the heap state that earlier regions left (its bins), so a change
# to one layout's allocations moved another layout's query by several per cent. Allocations
# are guarded by their count instead, which does not depend on the heap state.
#
# Fails (exit 1, with the figures) when a path costs more than TOLERANCE percent more
# instructions than its baseline, or allocates more than its baseline allows.
#
#   Scripts/instruction-guard.sh                  # check against the baseline
#   Scripts/instruction-guard.sh --update         # write the baseline from this run
#   TOLERANCE=5 Scripts/instruction-guard.sh      # percent (default 5)
#   ONLY=query/ Scripts/instruction-guard.sh      # only the regions whose name contains it
#   DRIVER=path/to/InstructionDriver Scripts/instruction-guard.sh   # use a driver built before
#
# Instruction counts are exact for one binary and input: they do not move with the
# machine's load, but they do with the compiler and the CPU features valgrind reports, so
# the baseline belongs to this project's machine kind (Swift 6.3.1, x86_64).
set -euo pipefail
cd "$(dirname "$0")/.."

update=0
[ "${1:-}" = "--update" ] && update=1
tolerance="${TOLERANCE:-5}"
baseline=Benchmarks/instruction-baseline.tsv
scratch=.build/workloads-release

command -v valgrind >/dev/null || { echo "instruction-guard: valgrind is not installed" >&2; exit 1; }

if [ -n "${DRIVER:-}" ]; then
    bin="$DRIVER" # a driver built before (DRIVER=path): no build
else
    # A failed build must fail the guard: running the driver left from an older build
    # would measure old code.
    build_log=$(mktemp)
    build_status=0
    swift build -c release -j 1 --package-path Benchmarks/Workloads --product InstructionDriver --scratch-path "$scratch" \
        >"$build_log" 2>&1 || build_status=$?
    grep -vE "^\[[0-9]+/[0-9]+\]|^Building|^Build complete|^Compiling|^Write" "$build_log" || true
    rm -f "$build_log"
    [ "$build_status" -eq 0 ] || { echo "instruction-guard: the driver did not build (swift build: $build_status)" >&2; exit 1; }
    bin="$(swift build -c release --package-path Benchmarks/Workloads --scratch-path "$scratch" --show-bin-path)/InstructionDriver"
fi
[ -x "$bin" ] || { echo "instruction-guard: the driver did not build" >&2; exit 1; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
args=()
[ -n "${ONLY:-}" ] && args=(--only "$ONLY")
# Fixed hashing seeds: Set and Dictionary probe the same slots in every run.
SWIFT_DETERMINISTIC_HASHING=1 valgrind --tool=callgrind --callgrind-out-file="$work/cg.out" \
    --dump-instr=no --dump-line=no --compress-strings=no "$bin" "${args[@]}" >"$work/regions.tsv" 2>"$work/valgrind.log" \
    || { cat "$work/valgrind.log" >&2; exit 1; }

python3 - "$work" "$baseline" "$tolerance" "$update" <<'PY'
import glob, os, sys

work, baseline_path, tolerance, update = sys.argv[1], sys.argv[2], float(sys.argv[3]), sys.argv[4] == "1"

# The allocator's entry points: a call into one of them, from a function that is not one
# of them (the driver's counting wrappers share the names and forward to glibc's), costs
# what its subtree costs, and that is left out of the region's figure.
ALLOCATOR = {"malloc", "free", "cfree", "calloc", "realloc", "memalign", "aligned_alloc", "posix_memalign",
             "__libc_malloc", "__libc_free", "__libc_calloc", "__libc_realloc", "__libc_memalign"}

def read_part(path):
    """(region name, instructions outside the allocator, instructions inside it) of one dump."""
    name = total = None
    function = callee = None
    inclusive = False  # the next cost line is a call's inclusive cost
    allocator = 0
    with open(path) as f:
        for line in f:
            if line.startswith("desc: Trigger: Client Request: "):
                name = line[len("desc: Trigger: Client Request: "):].rstrip("\n")
            elif line.startswith("summary: "):
                total = int(line.split()[1])
            elif line.startswith("fn="):
                function = line[3:].rstrip("\n")
            elif line.startswith("cfn="):
                callee = line[4:].rstrip("\n")
            elif line.startswith("calls="):
                inclusive = True
            elif inclusive and line[:1] in "0123456789+-*":
                if callee in ALLOCATOR and function not in ALLOCATOR:
                    allocator += int(line.split()[-1])
                inclusive = False
    if name is None or total is None:
        return None
    return name, total - allocator, allocator

# Instructions per dump part (allocator left out), by the name the driver gave the region.
instructions = {}
for part in glob.glob(os.path.join(work, "cg.out*")):
    parsed = read_part(part)
    if parsed is not None:
        instructions[parsed[0]] = parsed[1]

rows, scaling = [], {}
with open(os.path.join(work, "regions.tsv")) as f:
    for line in f:
        fields = line.rstrip("\n").split("\t")
        if fields[0] == "region":
            name, units, allocations = fields[1], int(fields[2]), int(fields[3])
            if name not in instructions:
                sys.exit(f"instruction-guard: no callgrind dump for region {name}")
            rows.append((name, instructions[name] / units, allocations))
        elif fields[0] == "scaling":
            scaling[fields[1]] = (int(fields[2]), int(fields[3]))

def read_baseline():
    base = {}
    if os.path.exists(baseline_path):
        with open(baseline_path) as f:
            for line in f:
                if line.startswith("#") or not line.strip():
                    continue
                name, per, allocations = line.rstrip("\n").split("\t")
                base[name] = (float(per), int(allocations))
    return base

if update:
    # This run's regions replace theirs; regions it did not run (ONLY=...) stay.
    merged = read_baseline()
    for name, per, allocations in rows:
        merged[name] = (round(per, 1), allocations)
    with open(baseline_path, "w") as f:
        f.write("# region\tinstructions per unit (allocator left out)\tallocations (Scripts/instruction-guard.sh --update)\n")
        for name, (per, allocations) in merged.items():
            f.write(f"{name}\t{per:.1f}\t{allocations}\n")
    print(f"instruction-guard: wrote {len(rows)} regions to {baseline_path}")

base = read_baseline()

failures = []
print(f"{'region':<48} {'instr/unit':>11} {'baseline':>11} {'change':>8} {'allocs':>7} {'base':>6}  prepare allocs at n/4")
for name, per, allocations in rows:
    b = base.get(name)
    change = f"{(per / b[0] - 1) * 100:+.1f}%" if b and b[0] > 0 else "new"
    small = scaling.get(name)
    extra = f"  {small[0]} -> {small[1]}" if small else ""
    print(f"{name:<48} {per:>11.1f} {b[0] if b else '-':>11} {change:>8} {allocations:>7} {b[1] if b else '-':>6}{extra}")
    if b is None:
        failures.append(f"{name}: not in the baseline (run Scripts/instruction-guard.sh --update)")
        continue
    if per > b[0] * (1 + tolerance / 100):
        failures.append(
            f"{name}: {per:.1f} instructions per unit, baseline {b[0]:.1f} ({(per / b[0] - 1) * 100:+.1f}%, tolerance {tolerance:g}%)")
    if allocations > b[1] + max(2, b[1] // 20):
        failures.append(f"{name}: {allocations} allocations, baseline {b[1]}")

if failures:
    print("\ninstruction-guard: FAILED", file=sys.stderr)
    for failure in failures:
        print("  " + failure, file=sys.stderr)
    sys.exit(1)
print(f"\ninstruction-guard: {len(rows)} regions within {tolerance:g}% of the baseline")
PY
