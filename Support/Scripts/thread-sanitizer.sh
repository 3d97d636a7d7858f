#!/usr/bin/env bash
# The thread sanitizer over the kit's test suites, failing on any warning it prints.
#
# Builds the package and its tests with `--sanitize=thread` and `-DTHREAD_SANITIZER`, which makes
# the kit's lock (`Locked`) also take a lock the sanitizer can see (LINUX-NOTES.md, note
# 16: it cannot see `Mutex` on Linux, and used to report every access under one as a race). The
# build goes to a scratch folder outside the checkout, so the ordinary `.build` is left alone and
# a second run rebuilds only what changed. Then it runs the suites and fails if any test failed,
# if the run outlived the time limit (a hang is a finding), or if the sanitizer printed a single
# "WARNING: ThreadSanitizer".
#
# Usage: Support/Scripts/thread-sanitizer.sh [FILTER]
#   FILTER is a `swift test --filter` pattern; the default is the layer modules' suites, with
#   the flags' and the line front end's (split out of the coordinators' suite). The platform's
#   suites are among them: the data engine's in ModelsTests and LocalServicesTests, the HTTP
#   transport's in NetworkingTests, the terminal toolkit's in ViewsTests (its keys and raw mode
#   are tested in FullScreenTests, which `.` runs).
#   The whole package: Support/Scripts/thread-sanitizer.sh .
# The log is kept in the scratch folder ($TMPDIR/slim-tsan/thread-sanitizer.log).
set -euo pipefail
cd "$(dirname "$0")/../.."

filter=${1:-'^(ModelsTests|LocalServicesTests|NetworkingTests|ViewModelsTests|WordsTests|ViewsTests|FlagsTests|CoordinatorsTests|LineFrontEndTests)\.'}
scratch="${TMPDIR:-/tmp}/slim-tsan"
log="$scratch/thread-sanitizer.log"
limit=1800 # seconds; the kit's suites take about 4 minutes on a busy 2-core machine
flags=(--sanitize=thread -Xswiftc -DTHREAD_SANITIZER --scratch-path "$scratch")

started=$SECONDS
swift build --build-tests "${flags[@]}"
built=$SECONDS

mkdir -p "$scratch"
# Line-buffered where coreutils' stdbuf is at hand, so a hang's log ends at the test that hung.
buffered=()
if command -v stdbuf >/dev/null; then buffered=(stdbuf -oL -eL); fi
status=0
timeout "$limit" "${buffered[@]}" swift test --skip-build "${flags[@]}" --filter "$filter" \
  >"$log" 2>&1 ||
  status=$?
warnings=$(grep -c 'WARNING: ThreadSanitizer' "$log" || true)

grep -E 'Test run with [0-9]+ tests' "$log" || true
if [ "$warnings" -gt 0 ]; then
  grep -A 12 'WARNING: ThreadSanitizer' "$log" | head -n 60
fi
echo "Thread sanitizer: $warnings warnings; build $((built - started)) s, tests" \
  "$((SECONDS - built)) s; full log: $log"
if [ "$status" -eq 124 ]; then
  echo "The tests did not finish within $limit s: something hangs under the sanitizer." >&2
  echo "Started and never finished (Swift Testing and XCTest lines of the log):" >&2
  # A test's start line names it, and so does its end line (passed, failed or skipped); the
  # cases of a parameterized test and the run itself have no end line of their own.
  { grep -vE 'Test case passing|Test run started' "$log" || true; } |
    sed -nE 's/^.*Test (Case )?(.*) started.*$/\2/p' | sort -u >"$scratch/started"
  sed -nE 's/^.*Test (Case )?(.*) (passed|failed|skipped).*$/\2/p' "$log" |
    sed -E 's/ with [0-9]+ test cases?$//' | sort -u >"$scratch/ended"
  comm -23 "$scratch/started" "$scratch/ended" | head -n 20 >&2
fi
[ "$status" -eq 0 ] && [ "$warnings" -eq 0 ]
