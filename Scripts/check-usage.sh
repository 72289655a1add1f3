#!/usr/bin/env bash
# Checks that `tessera --help`'s usage (Sources/tessera/Usage.swift, the one hand-written
# usage text) has an entry for every command, and that each command's entry names every
# option the command's own help lists.
# Usage: BIN=path/to/tessera bash Scripts/check-usage.sh
set -euo pipefail
BIN=${BIN:-$(swift build --show-bin-path)/tessera}
help=$("$BIN" --help)
# Command rows start two spaces in; their wrapped abstracts start further in.
commands=$(sed -n '/^SUBCOMMANDS:/,/^$/p' <<<"$help" | grep -E '^  [a-z][a-z-]*( |$)' | awk '{ print $1 }')
[ -n "$commands" ] || { echo "check-usage: no SUBCOMMANDS in tessera --help" >&2; exit 1; }
# One line per usage entry: "USAGE: " and the alignment stripped, continuations joined.
entries=$(sed -n '/^USAGE:/,/^$/p' <<<"$help" | sed -E 's/^USAGE: //; s/^ {7}(tessera)/\1/' \
    | awk '/^tessera/ { if (e) print e; e = $0; next } NF { e = e " " $0 } END { if (e) print e }')
fail=0
for cmd in $commands; do
    [ "$cmd" = help ] && continue
    if [ "$cmd" = open ]; then
        entry=$(grep -E '^tessera \[' <<<"$entries" || true)
    else
        entry=$(grep -E "^tessera $cmd( |$)" <<<"$entries" || true)
    fi
    [ -n "$entry" ] || { echo "usage lacks 'tessera $cmd'"; fail=1; continue; }
    # Options of the command's own help (long names), without the help flag itself.
    for option in $("$BIN" help "$cmd" | sed -n '/^OPTIONS:/,$p' | grep -oE -- '--[a-z][a-z-]*' | sort -u); do
        case $option in --help | --version) continue ;; esac
        grep -q -- "$option" <<<"$entry" || { echo "usage of 'tessera $cmd' lacks $option"; fail=1; }
    done
done
if ((fail)); then
    echo "check-usage: edit Sources/tessera/Usage.swift" >&2
    exit 1
fi
echo "check-usage: every command and option is in tessera --help's usage"
