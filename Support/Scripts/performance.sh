#!/usr/bin/env bash
# Writes PERFORMANCE.md from the benchmarks: every case (or those named with --filter), each in a
# process of its own, in release mode, stamped with the commit, the date, the machine and its
# load. The docs link to that page rather than typing figures into prose; run this again when a
# goal or the code it measures changes, on a machine doing nothing else.
#
# Usage: Support/Scripts/performance.sh [--filter NAME]...   (writes PERFORMANCE.md)
# Exits 1 when a goal is missed (the page is written all the same, and says which).
set -euo pipefail
cd "$(dirname "$0")/../.."

swift build -c release --product Benchmarks >/dev/null
bin="$(swift build -c release --show-bin-path)"
commit=$(git rev-parse --short=12 HEAD 2>/dev/null || echo "unknown")
# The page itself, written by an earlier run, is not a change to what is measured.
if [ -n "$(git status --porcelain --untracked-files=no -- . ':!PERFORMANCE.md' 2>/dev/null)" ]; then
  commit="$commit with uncommitted changes"
fi
stamp="commit $commit, measured $(date -u '+%Y-%m-%d %H:%M UTC')"

status=0
"$bin/Benchmarks" --markdown "$stamp" "$@" >PERFORMANCE.md.new || status=$?
mv PERFORMANCE.md.new PERFORMANCE.md
tail -n 2 PERFORMANCE.md
exit "$status"
