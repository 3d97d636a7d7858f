#!/usr/bin/env bash
# Input from a hostile user, tried from outside against the release samples: endless standard
# input, one endless line, and a paste into the full-screen search, each printing the peak
# resident memory and the time it took. Too slow for `swift test`.
#
# Usage: Support/Scripts/probe.sh [SECONDS]   (default 60: how long the endless input runs)
# Linux: needs GNU time (/usr/bin/time) and util-linux `script` for the pseudo-terminal.
# The goals (issue 21): under 300 MB for each endless input; a 20 kB paste after / settled and
# Ctrl-C after it answered within 1 s. Prints one line per case; exits 1 if a goal is missed.
set -euo pipefail
cd "$(dirname "$0")/../.."

seconds=${1:-60}
swift build -c release --product Gallery >/dev/null
swift build -c release --product WordList >/dev/null
bin="$(swift build -c release --show-bin-path)"
work=$(mktemp -d "${TMPDIR:-/tmp}/slim-probe.XXXXXX")
trap 'rm -rf "$work"' EXIT
missed=0

# report NAME LIMIT_MB MEASURE_FILE: the peak (kB) and wall time GNU time wrote, and a verdict.
report() {
  local name=$1 limit=$2 kilobytes elapsed
  read -r kilobytes elapsed <"$3"
  local megabytes=$((kilobytes / 1024))
  local verdict=met
  if [ "$megabytes" -ge "$limit" ]; then
    verdict=MISSED
    missed=1
  fi
  printf '%-44s peak %5d MB  %6.1f s  (goal < %d MB: %s)\n' \
    "$name" "$megabytes" "$elapsed" "$limit" "$verdict"
}

# Endless lines for SECONDS: the reader must wait for the session, not pile the lines up.
timeout "$seconds" yes 'search a' 2>/dev/null |
  /usr/bin/time -f '%M %e' -o "$work/yes-search" "$bin/Gallery" >/dev/null 2>&1 || true
report "yes 'search a' | Gallery (${seconds} s)" 300 "$work/yes-search"

timeout "$seconds" yes 'add w' 2>/dev/null |
  /usr/bin/time -f '%M %e' -o "$work/yes-add" "$bin/WordList" >/dev/null 2>&1 || true
report "yes 'add w' | WordList (${seconds} s)" 300 "$work/yes-add"

# One line of a megabyte and no newline, then one without end for 10 s: both bounded.
head -c 1000000 /dev/zero | tr '\0' x |
  /usr/bin/time -f '%M %e' -o "$work/megabyte" "$bin/Gallery" >/dev/null 2>&1 || true
report "a 1 MB line with no newline | Gallery" 300 "$work/megabyte"

timeout 10 sh -c "tr '\\0' x </dev/zero" 2>/dev/null |
  /usr/bin/time -f '%M %e' -o "$work/endless-line" "$bin/Gallery" >/dev/null 2>&1 || true
report "an endless line for 10 s | Gallery" 300 "$work/endless-line"

# paste NAME ENDING: the Gallery full screen in a pseudo-terminal (`script`), / and 20 kB of
# text typed at once, then ENDING; prints the time from the paste to the Gallery's exit.
paste() {
  local name=$1 ending=$2
  {
    sleep 3 # the first page loaded
    printf /
    sleep 0.5
    date +%s.%N >"$work/pasted"
    head -c 20000 /dev/zero | tr '\0' a
    printf '%b' "$ending"
    sleep 30 # keep the terminal open; the Gallery ends first
  } | TERM=xterm-256color script -qfec \
    "/usr/bin/time -f '%M %e' -o '$work/paste' '$bin/Gallery'" /dev/null >/dev/null 2>&1 &
  local driver=$!
  while [ ! -s "$work/paste" ] && kill -0 "$driver" 2>/dev/null; do sleep 0.05; done
  local ended pasted
  ended=$(date +%s.%N)
  pasted=$(cat "$work/pasted")
  kill "$driver" 2>/dev/null || true
  wait "$driver" 2>/dev/null || true
  local took
  took=$(awk -v a="$pasted" -v b="$ended" 'BEGIN { printf "%.2f", b - a }')
  local verdict=met
  if awk -v t="$took" 'BEGIN { exit !(t >= 1) }'; then
    verdict=MISSED
    missed=1
  fi
  printf '%-44s %s s from the paste to exit  (goal < 1 s: %s)\n' "$name" "$took" "$verdict"
  rm -f "$work/paste" "$work/pasted"
}

paste "20 kB at /, then Ctrl-C" '\003'
paste "20 kB at /, then Enter and q" '\rq'

# The endless response body is the network's case: Support/Scripts/probe-network.sh, when
# present, measures it the same way.
if [ -x Support/Scripts/probe-network.sh ]; then
  Support/Scripts/probe-network.sh "$seconds" || missed=1
fi

exit "$missed"
