#!/usr/bin/env bash
# What a newcomer sees first: clones this repository's current commit into a temporary folder
# (so only what is committed counts), builds the DocC site there with docs.sh, serves it on a
# loopback port, and has headless Chromium screenshot the entry page, the reading path
# and its first step. Look at the screenshots; the script only checks that
# each page was served and drew something.
#
# Not in CI: the fresh clone's first build takes minutes. Needs Debian's `chromium` (installed
# with apt-get when missing and the script runs as root) and python3, for its HTTP server.
#
# Usage: Support/Scripts/newcomer-check.sh [OUTPUT_DIR]   (default .build/newcomer-check)
set -euo pipefail
cd "$(dirname "$0")/../.."
checkout="$(pwd)"
out="${1:-.build/newcomer-check}"
mkdir -p "$out"
out="$(cd "$out" && pwd)"

if ! command -v chromium >/dev/null; then
  if [ "$(id -u)" = 0 ]; then
    apt-get install -y chromium >/dev/null
  else
    echo "newcomer-check.sh: needs chromium (sudo apt-get install -y chromium)" >&2
    exit 1
  fi
fi

work="$(mktemp -d)"
server=""
cleanup() {
  if [ -n "$server" ]; then kill "$server" 2>/dev/null || true; fi
  rm -rf "$work"
}
trap cleanup EXIT

commit="$(git rev-parse HEAD)"
git clone --quiet --no-checkout "$checkout" "$work/slim"
git -C "$work/slim" checkout --quiet "$commit"
echo "Cloned $(git rev-parse --short HEAD) into a temporary folder; building the site there."
start=$SECONDS
(cd "$work/slim" && Support/Scripts/docs.sh >"$out/docs.log" 2>&1) || {
  tail -n 30 "$out/docs.log" >&2
  echo "newcomer-check.sh: docs.sh failed in the fresh clone (log: $out/docs.log)" >&2
  exit 1
}
echo "docs.sh in the fresh clone: $((SECONDS - start)) s (log: $out/docs.log)"

# Port 0 lets the system choose a free port; the server's first line says which.
python3 -u -m http.server 0 --bind 127.0.0.1 --directory "$work/slim/site" \
  >"$work/server.log" 2>&1 &
server=$!
port=""
for _ in $(seq 1 100); do
  port="$(sed -n 's/^Serving HTTP on .* port \([0-9]*\).*/\1/p' "$work/server.log")"
  [ -n "$port" ] && break
  kill -0 "$server" 2>/dev/null || break
  sleep 0.1
done
if [ -z "$port" ]; then
  cat "$work/server.log" >&2
  echo "newcomer-check.sh: the HTTP server did not start" >&2
  exit 1
fi
base="http://127.0.0.1:$port"

# DocC's pages draw themselves with scripts; the virtual-time budget lets them finish first.
shoot() {
  local name="$1" url="$2"
  chromium --headless --no-sandbox --disable-gpu --hide-scrollbars \
    --virtual-time-budget=15000 --window-size=1280,900 \
    --screenshot="$out/$name.png" "$url" >/dev/null 2>&1
  if [ ! -s "$out/$name.png" ]; then
    echo "newcomer-check.sh: no screenshot of $url" >&2
    exit 1
  fi
  echo "$name: $url -> $out/$name.png"
}

shoot 1-entry "$base/"
shoot 2-reading-path "$base/Lessons/documentation/lessons/readingpath"
shoot 3-first-step "$base/Lessons/documentation/lessons/step1thelayers"
# Opened from disk instead of served: what the README warns against.
shoot 4-from-disk "file://$work/slim/site/ViewModels/documentation/viewmodels/index.html"
