#!/usr/bin/env bash
# Renders the README's pictures: one SVG per seed layout family (Pinterest, Plugin, Split,
# Mosaic, Compositional), from its demo in Demos/, into Docs/pictures/. The output is
# deterministic, so CI re-runs this script and fails when `git diff --exit-code
# Docs/pictures` shows a change: the pictures cannot go stale silently.
#
# Usage: Scripts/readme-pictures.sh
# Environment:
#   TESSERA_BIN   a tessera binary to use (default: `swift build` here, debug)
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
if [ -z "${TESSERA_BIN:-}" ]; then
    swift build --product tessera >/dev/null
    TESSERA_BIN="$(swift build --show-bin-path)/tessera"
fi

# picture name, demo file: 75 columns and 60 rows of a 375-point viewport are 600 points.
pictures=(
    "pinterest Demos/pinterest-feed.json"
    "plugin Demos/plugin-showcase.json"
    "split Demos/split-emoji.json"
    "mosaic Demos/wwdc-mosaic.json"
    "compositional Demos/spacex-compositional.json"
)
mkdir -p Docs/pictures
for entry in "${pictures[@]}"; do
    read -r name demo <<<"$entry"
    "$TESSERA_BIN" render "$demo" --format svg --columns 75 --rows 60 >"Docs/pictures/$name.svg"
    echo "Docs/pictures/$name.svg <- $demo"
done
