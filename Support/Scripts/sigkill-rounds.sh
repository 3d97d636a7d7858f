#!/usr/bin/env bash
# Crash safety at scale, the SIGKILL-during-churn test as a benchmark: too slow for `swift test`.
#
# Each round starts WordList on one store file and keeps it adding words (WordList acknowledges
# an add only after the save that holds it returns), kills it with SIGKILL at a random moment
# once the first add is acknowledged (often in the middle of a save), then starts it again and checks that the file
# loads cleanly (exit 0, nothing on standard error, no temporary file left) and that every word
# acknowledged before the kill is in the file. The store starts with a few thousand words so
# that each save takes long enough to be interrupted.
#
# Usage: Support/Scripts/sigkill-rounds.sh [ROUNDS] [SEED] [STORE]
#   (defaults: 100 rounds, seed 1, STORE file; STORE sqlite runs the rounds with
#   `--store sqlite` and reads the database with the sqlite3 command-line shell)
# Builds WordList in debug mode first; prints one line per failed round and a summary, and
# exits 1 if any round failed.
set -euo pipefail
cd "$(dirname "$0")/../.."

rounds=${1:-100}
RANDOM=${2:-1}
kind=${3:-file}
case "$kind" in
file) name=words.json ;;
sqlite)
  name=words.db
  command -v sqlite3 >/dev/null || {
    echo "STORE sqlite reads the database with the sqlite3 shell, which is not installed." >&2
    exit 2
  }
  ;;
*)
  echo "STORE is file or sqlite, not '$kind'." >&2
  exit 2
  ;;
esac
swift build --product WordList >/dev/null
wordlist="$(swift build --show-bin-path)/WordList"
work=$(mktemp -d "${TMPDIR:-/tmp}/slim-sigkill.XXXXXX")
trap 'rm -rf "$work"' EXIT
store="$work/$name"

# A store of 5,000 words: a file written the way FileStore writes it; a database filled by
# WordList itself, one add at a time.
if [ "$kind" = file ]; then
  {
    printf '{"entities":['
    for id in $(seq 1 5000); do
      [ "$id" -gt 1 ] && printf ','
      printf '{"id":%d,"text":"seed%d"}' "$id" "$id"
    done
    printf '],"version":1}'
  } >"$store"
else
  { seq -f 'add seed%g' 1 5000; echo quit; } | "$wordlist" --store sqlite "$store" >/dev/null
fi

# The texts of the words the store holds, one a line, sorted.
saved_texts() {
  if [ "$kind" = file ]; then
    grep -o '"text":"r[0-9]*-[0-9]*"' "$store" | sed 's/"text":"\(.*\)"/\1/' | sort
  else
    sqlite3 "$store" "SELECT json_extract(body, '$.text') FROM entities" | grep '^r' | sort
  fi
}

clean=0 acknowledged=0 survived=0 intact=0 midsave=0
started=$SECONDS
for round in $(seq 1 "$rounds"); do
  # Adds without end, until the kill; `$!` is WordList, the last process of the pipeline.
  (for ((i = 1; ; i++)); do echo "add r$round-$i"; done) 2>/dev/null |
    "$wordlist" --store "$kind" "$store" >"$work/run.out" 2>/dev/null &
  pid=$!
  # Once the churn is under way (the first add acknowledged), kill it 0.01 to 0.99 s later.
  until grep -q '^add "r.*inserted' "$work/run.out" 2>/dev/null || ! kill -0 "$pid" 2>/dev/null; do
    sleep 0.01
  done
  sleep "0.$((RANDOM % 10))$((RANDOM % 9 + 1))"
  kill -KILL "$pid"
  wait "$pid" 2>/dev/null || true

  # A temporary file beside the store means the kill landed while a save was writing its file.
  if [ -n "$(find "$work" -maxdepth 1 -name ".$name.saving-*")" ]; then
    midsave=$((midsave + 1))
  fi

  # Acknowledged: the line WordList prints after the add's save returned.
  sed -n 's/^add "\(r[0-9]*-[0-9]*\)": .*inserted.*/\1/p' "$work/run.out" | sort >"$work/acked"

  status=0
  "$wordlist" --store "$kind" "$store" --width 100 <<<"quit" >"$work/restart.out" \
    2>"$work/restart.err" || status=$?
  leftovers=$(find "$work" -maxdepth 1 -name ".$name.saving-*" | wc -l)
  if [ "$status" -eq 0 ] && [ ! -s "$work/restart.err" ] && [ "$leftovers" -eq 0 ] &&
    head -n 1 "$work/restart.out" | grep -q '^Words · '; then
    clean=$((clean + 1))
  else
    echo "round $round: restart did not load cleanly (status $status, $leftovers leftovers):" \
      "$(head -c 300 "$work/restart.err")"
  fi

  saved_texts >"$work/saved"
  lost=$(comm -23 "$work/acked" "$work/saved" | wc -l)
  count=$(wc -l <"$work/acked")
  acknowledged=$((acknowledged + count))
  survived=$((survived + count - lost))
  if [ "$lost" -eq 0 ]; then
    intact=$((intact + 1))
  else
    echo "round $round: $lost of $count acknowledged saves lost"
  fi
done

# A database has no temporary file: an interrupted transaction is rolled back from its log.
midsaves=""
[ "$kind" = file ] && midsaves=" $midsave kills left a half-written temporary file;"
echo "$kind store: $clean of $rounds restarts loaded cleanly; $intact of $rounds rounds lost no" \
  "acknowledged save ($survived of $acknowledged acknowledged saves survived);$midsaves" \
  "$((SECONDS - started)) s"
[ "$clean" -eq "$rounds" ] && [ "$intact" -eq "$rounds" ]
