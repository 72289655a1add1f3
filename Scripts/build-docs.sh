#!/usr/bin/env bash
# Builds the CollectionLayout DocC catalog (Sources/CollectionLayout/CollectionLayout.docc)
# offline with the toolchain's own docc: the symbol graph is extracted from the module of
# the ordinary debug build (no extra compile flags, so the build cache stays valid), then
# `docc convert` turns catalog and symbols into a documentation archive. Every docc warning
# (a link to a symbol that does not exist, an undocumented parameter...) is an error.
#
# Usage: Scripts/build-docs.sh [OUTPUT]   (default .build/docs/CollectionLayout.doccarchive)
# View:  docc preview Sources/CollectionLayout/CollectionLayout.docc \
#            --additional-symbol-graph-dir .build/docs/symbol-graphs
set -euo pipefail
cd "$(dirname "$0")/.."

out="${1:-.build/docs/CollectionLayout.doccarchive}"
graphs=.build/docs/symbol-graphs
docc="$(command -v docc || echo "$(dirname "$(command -v swift)")/docc")"
triple=$(swift -print-target-info | sed -n 's/.*"triple": *"\([^"]*\)".*/\1/p' | head -1)

swift build --target CollectionLayout >/dev/null
bin="$(swift build --show-bin-path)"
rm -rf "$graphs" && mkdir -p "$graphs"
swift symbolgraph-extract -module-name CollectionLayout -I "$bin/Modules" -I "$bin" \
    -target "$triple" -minimum-access-level public -output-dir "$graphs"

rm -rf "$out"
"$docc" convert Sources/CollectionLayout/CollectionLayout.docc \
    --additional-symbol-graph-dir "$graphs" --output-path "$out" \
    --fallback-display-name CollectionLayout --fallback-bundle-identifier org.tessera.CollectionLayout \
    --warnings-as-errors
echo "docs: $out"
