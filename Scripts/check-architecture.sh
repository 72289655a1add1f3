#!/usr/bin/env bash
# Checks ARCHITECTURE.md's module graph against the package: the table between
# "<!-- module graph" and "<!-- end module graph -->" must list every source target of
# Package.swift with exactly the package's own modules it depends on, and each target's
# Swift files must import exactly those modules (no dead dependency, no undeclared import).
# Usage: bash Scripts/check-architecture.sh
set -euo pipefail
cd "$(dirname "$0")/.."
# Its own scratch path, so a build running beside it does not hold the lock.
swift package --scratch-path .build/check-architecture dump-package >/tmp/tessera-package.json
python3 - /tmp/tessera-package.json <<'PY'
import json, os, re, sys

package = json.load(open(sys.argv[1]))
targets = {t["name"]: t for t in package["targets"] if t["type"] != "test"}
internal = set(targets)


def declared(target):
    names = set()
    for dependency in target["dependencies"]:
        for kind in ("byName", "target", "product"):
            if kind in dependency:
                names.add(dependency[kind][0])
    return names & internal


def imported(target):
    path = target.get("path") or os.path.join("Sources", target["name"])
    names = set()
    for root, _, files in os.walk(path):
        for name in files:
            if name.endswith(".swift"):
                for line in open(os.path.join(root, name), encoding="utf-8"):
                    m = re.match(r"\s*(?:@\w+\s+)*import\s+(?:(?:struct|class|enum|protocol|func|var|typealias)\s+)?(\w+)", line)
                    if m:
                        names.add(m.group(1))
    return names & internal


page = open("ARCHITECTURE.md", encoding="utf-8").read()
m = re.search(r"<!-- module graph.*?-->\n(.*?)<!-- end module graph -->", page, re.S)
if not m:
    sys.exit("check-architecture: ARCHITECTURE.md has no module graph table")
table = {}
for row in m.group(1).splitlines():
    cells = [c.strip() for c in row.strip().strip("|").split("|")]
    if len(cells) < 2 or not cells[0].startswith("`"):
        continue
    module = cells[0].strip("`")
    table[module] = set() if cells[1] == "nothing" else {d.strip().strip("`") for d in cells[1].split(",")}

problems = []
for name in sorted(internal | set(table)):
    if name not in targets:
        problems.append(f"ARCHITECTURE.md lists {name}, which Package.swift does not have")
        continue
    if name not in table:
        problems.append(f"ARCHITECTURE.md does not list {name}")
        continue
    want = declared(targets[name])
    if table[name] != want:
        problems.append(f"{name}: the page says {sorted(table[name])}, Package.swift says {sorted(want)}")
    if targets[name]["type"] != "system":
        uses = imported(targets[name])
        if uses != want:
            if want - uses:
                problems.append(f"{name}: declares but never imports {sorted(want - uses)}")
            if uses - want:
                problems.append(f"{name}: imports but does not declare {sorted(uses - want)}")
for problem in problems:
    print("check-architecture: " + problem)
if problems:
    sys.exit(1)
print(f"check-architecture: the module graph of ARCHITECTURE.md matches Package.swift and the imports ({len(table)} modules)")
PY
