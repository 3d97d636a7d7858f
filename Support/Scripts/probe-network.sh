#!/usr/bin/env bash
# Hostile-server probes, measured from outside: peak resident memory and time of the release
# Gallery while the embedded backend misbehaves (`--faults`). Too slow, and too dependent on the
# machine, for `swift test`; the tests check behaviour, this prints the numbers.
#
#   endless    a 200 with no length whose body never ends (`endless-body`), quit after 3 s;
#              RUNS times, since the peak varies from run to run
#   bomb       a 2 GiB compression bomb (`deflate-bomb`), then `retry` twice, quit after 30 s
#   trickle    posting a 2 MB video to a server that takes 100 bytes a second
#              (`trickle-upload`): once with `quit` 5 s in, and once left alone, when the
#              upload must end on its own (HTTPTransport's article "Uploads that resume" says what
#              ends it and what the screen then reports)
#
# Usage: Support/Scripts/probe-network.sh [endless|bomb|trickle|all] [RUNS]   (all, 5 runs)
# Builds Gallery in release mode first. Prints one line per run: the case, peak resident
# memory in MB, wall-clock seconds, exit status (124: killed by the timeout, i.e. it hung) and
# what the screen said last. Only loopback addresses are used, and every run has a timeout.
set -euo pipefail
cd "$(dirname "$0")/../.."

which=${1:-all}
runs=${2:-5}
swift build -c release --product Gallery >/dev/null
gallery="$(swift build -c release --show-bin-path)/Gallery"
work=$(mktemp -d "${TMPDIR:-/tmp}/slim-probe.XXXXXX")
trap 'rm -rf "$work"' EXIT

# probe NAME TIMEOUT FAULTS SCRIPT: runs the Gallery with FAULTS, feeding it SCRIPT (a shell
# command whose output is the input), under /usr/bin/time -v and a timeout.
probe() {
  local name=$1 limit=$2 faults=$3 script=$4 status=0
  bash -c "$script" | /usr/bin/time -v -o "$work/time" timeout "$limit" "$gallery" \
    --faults "$faults" --width 100 --height 12 >"$work/out" 2>"$work/err" || status=$?
  local peak seconds said
  peak=$(awk -F': ' '/Maximum resident/ { printf "%.0f", $2 / 1024 }' "$work/time")
  seconds=$(awk -F': ' '/Elapsed \(wall clock\)/ { print $2 }' "$work/time")
  said=$(grep -a -o -E "(Could not load photos|Failed:|Posted)[^│]{0,90}" \
    "$work/out" | tail -1 || true)
  printf '%-8s peak %5s MB  %8s  exit %3s  %s\n' "$name" "$peak" "$seconds" "$status" "$said"
}

if [[ $which == endless || $which == all ]]; then
  for _ in $(seq 1 "$runs"); do
    probe endless 60 '/photos=endless-body' 'sleep 3; echo quit'
  done
fi

if [[ $which == bomb || $which == all ]]; then
  probe bomb 120 '/photos=deflate-bomb' \
    'sleep 10; echo retry; sleep 10; echo retry; sleep 10; echo quit'
fi

if [[ $which == trickle || $which == all ]]; then
  head -c 2000000 /dev/urandom >"$work/clip.mov"
  post="echo 'post-video file $work/clip.mov'; echo 'caption probe'; echo post"
  probe trickle 60 '/uploads/*=trickle-upload:100' "$post; sleep 5; echo quit"
  probe trickle 400 '/uploads/*=trickle-upload:100' "$post; sleep 200; echo quit"
fi
