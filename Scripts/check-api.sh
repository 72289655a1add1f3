#!/usr/bin/env bash
# SemVer gate for the engine's public API: compares the API of the CollectionLayout and
# CollectionLayoutFoundation products with the baseline commit named in .api-baseline,
# with `swift package diagnose-api-breaking-changes`, ignoring the breaks listed in
# .api-breakage-allowlist. Exit 1 on any other break.
#
# The allowlist holds exact messages as this script prints them after the broken-heart
# mark ("API breakage: var EdgeInsets.vertical has been renamed to var verticalTotal"),
# one per line and nothing else: with Swift 6.3.1 a comment line in the file made the
# tool ignore the whole list.
#
# The baseline is a commit hash, not a tag, because a clone carries the history of main
# but not reliably its tags. The tool checks the baseline out under .build and builds it
# (a few minutes the first time); its API summary is kept in .build/api-baseline, so later
# runs on the same machine take seconds.
#
# Usage: Scripts/check-api.sh
set -euo pipefail
cd "$(dirname "$0")/.."

baseline=$(grep -v '^#' .api-baseline | tr -d '[:space:]')
if ! [[ $baseline =~ ^[0-9a-f]{40}$ ]]; then
    echo "api: .api-baseline must hold one full commit hash, found '$baseline'" >&2
    exit 1
fi
if ! git cat-file -e "$baseline^{commit}" 2>/dev/null; then
    if [ "$(git rev-parse --is-shallow-repository)" = true ]; then
        echo "api: SKIPPED: this shallow clone lacks the baseline commit $baseline (clone with history to check)"
        exit 0
    fi
    echo "api: the baseline commit $baseline (.api-baseline) is not in this repository's history" >&2
    exit 1
fi

echo "api: comparing with $baseline"
log=$(mktemp)
rc=0
swift package diagnose-api-breaking-changes "$baseline" \
    --products CollectionLayout CollectionLayoutFoundation --baseline-dir .build/api-baseline \
    --breakage-allowlist-path .api-breakage-allowlist >"$log" 2>&1 || rc=$?
grep -v '^\[[0-9]*/[0-9]*\]' "$log" || true
rm -f "$log"
if ((rc != 0)); then
    echo "api: breaking changes against $baseline (above): make them additive, or list them in .api-breakage-allowlist" >&2
fi
exit "$rc"
