#!/usr/bin/env bash
# Counts the lines a first read of the kit takes: the files and folders the reading path's
# articles name, step by step, so the figure the README gives is measured, not typed.
#
# The path is Lessons' ordered articles, `Sources/App/Lessons/Lessons.docc/Step<N>*.md`, read
# in the order of N. Each step lists its files under the heading "### Files in this step", one
# a line, each line starting with `- ` and the path in backticks; that list is what this script
# counts. The path walks the app layers (Sources/App) and only the public faces of the platform
# (Sources/Platform): the Store protocol, not the stores. A folder counts every Swift file
# under it. So a step that names another file is counted as soon as its article says so.
#
# Usage: Support/Scripts/reading-path.sh
# Prints one line per step (its lines and files), then the total and its share of Sources; the
# total must stay at most 3,000 lines, or the script fails.
set -euo pipefail
cd "$(dirname "$0")/../.."

catalog=Sources/App/Lessons/Lessons.docc
most=3000

# The step articles in the order of their numbers.
mapfile -t articles < <(find "$catalog" -name 'Step[0-9]*.md' | sort -V)
if [ "${#articles[@]}" -eq 0 ]; then
  echo "reading-path.sh: no step articles (Step<N>*.md) in $catalog" >&2
  exit 1
fi

# The paths a step article lists under "### Files in this step".
paths_of() {
  awk '/^### / { listing = ($0 == "### Files in this step"); next }
    listing && /^- `/ { split($0, parts, "`"); print parts[2] }' "$1"
}

# The Swift files a path names: itself, or every Swift file under the folder.
files_of() {
  if [ -d "$1" ]; then
    find "$1" -name '*.swift' | sort
  elif [ -f "$1" ]; then
    echo "$1"
  else
    echo "reading-path.sh: $2 names $1, which does not exist" >&2
    exit 1
  fi
}

total_lines=0
total_files=0
number=0
for article in "${articles[@]}"; do
  number=$((number + 1))
  title="$(sed -n '1s/^# //p' "$article")"
  mapfile -t paths < <(paths_of "$article")
  if [ "${#paths[@]}" -eq 0 ]; then
    echo "reading-path.sh: $article lists no files under \"### Files in this step\"" >&2
    exit 1
  fi
  files=()
  for path in "${paths[@]}"; do
    listed="$(files_of "$path" "$article")"
    while IFS= read -r file; do files+=("$file"); done <<<"$listed"
  done
  count=$(cat "${files[@]}" | wc -l | tr -d ' ')
  total_lines=$((total_lines + count))
  total_files=$((total_files + ${#files[@]}))
  printf '%s: %d lines in %d files\n' "$title" "$count" "${#files[@]}"
done

sources=$(find Sources -name '*.swift' -print0 | xargs -0 cat | wc -l | tr -d ' ')
printf 'Total: %d lines in %d files, %d%% of the %d lines of Sources\n' \
  "$total_lines" "$total_files" $((100 * total_lines / sources)) "$sources"
if [ "$total_lines" -gt "$most" ]; then
  echo "reading-path.sh: the path is over $most lines; cut a step's files or split it" >&2
  exit 1
fi
