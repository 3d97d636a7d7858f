#!/usr/bin/env bash
# The suite under load: whole runs of `swift test` in a row, each with a second copy of the
# suite running beside it, so every wall-clock bound left in the tests meets a machine about
# twice as slow as usual (more when other work shares it).
#
# Usage: Support/Scripts/suite-beside.sh [RUNS] [LOG_DIR]
#   (defaults: 5 runs; logs in a new temporary folder, kept and named at the end)
# Builds the tests first. Prints one line per run: its exit status, its duration, the load
# average as it ended and the suite's own last line, and the same for the copy beside it.
# Exits 1 if any run or copy failed.
set -uo pipefail
cd "$(dirname "$0")/../.."

runs=${1:-5}
logs=${2:-$(mktemp -d "${TMPDIR:-/tmp}/slim-beside.XXXXXX")}
mkdir -p "$logs"
swift build --build-tests >"$logs/build.log" 2>&1 || {
  echo "The build failed; see $logs/build.log." >&2
  exit 2
}

summary() { grep -E 'Test run with' "$1" | tail -1; }
started() { grep -m1 "Test Suite 'All tests' started at" "$1" | awk '{print $NF}'; }
load() { cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || uptime | sed 's/.*average[s]*: //'; }

# `--ignore-lock`: SwiftPM otherwise makes the second `swift test` on one build folder wait
# until the first has ended, and the copy would run after the run instead of beside it. Both
# only read the build (`--skip-build`).
failed=0
for run in $(seq 1 "$runs"); do
  swift test --skip-build --ignore-lock >"$logs/beside-$run.log" 2>&1 &
  beside=$!
  start=$(date +%s)
  swift test --skip-build --ignore-lock >"$logs/run-$run.log" 2>&1
  status=$?
  echo "run $run: exit $status, $(($(date +%s) - start)) s, load $(load); $(summary "$logs/run-$run.log")"
  wait "$beside"
  beside_status=$?
  echo "  beside $run: exit $beside_status; $(summary "$logs/beside-$run.log")"
  echo "  started: run $(started "$logs/run-$run.log"), beside $(started "$logs/beside-$run.log")"
  [ "$status" -eq 0 ] && [ "$beside_status" -eq 0 ] || failed=1
done
echo "Logs: $logs"
exit "$failed"
