# The check's verdict (sourced by Exercises/check): which tests pass, and the first failure's
# whole story, read from the output of `swift test`.

# The test files of the exercise folder $1: first in the order its README names them (the
# order of its steps), then any others.
test_files() {
  {
    grep -oE 'Tests/[A-Za-z0-9_+]+\.swift' "$1/README.md" | sed "s|^|$1/|"
    ls "$1"/Tests/*.swift
  } | awk '!seen[$0]++' | while IFS= read -r file; do [ -f "$file" ] && echo "$file"; done
}

# The test functions of the exercise folder $1, in the order its test files declare them.
test_names() {
  local file
  test_files "$1" | while IFS= read -r file; do
    awk '/@Test/ { pending = 1 }
      pending && match($0, /func [A-Za-z0-9_]+/) { print substr($0, RSTART + 5, RLENGTH - 5); pending = 0 }
    ' "$file"
  done
}

# camelCase to words: shortestWordsComeFirst -> shortest words come first.
words_of() {
  sed -E 's/([A-Z])/ \1/g' <<<"$1" | tr '[:upper:]' '[:lower:]'
}

# The issues test $1 recorded in the output $2, one a line, as fields separated by the unit
# separator (US, \037: a tab would let `read` merge an empty field): the arguments of its
# failing case (empty for a test without arguments), the file's name, the line, and the
# message. Each issue's detail lines (↳) follow it, as "↳ US detail".
issues_of() {
  awk -v name="$1" '
    index($0, "✘ Test " name "(") == 1 && / recorded an issue / {
      rest = $0; sub(/^✘ Test [^ ]+ recorded an issue /, "", rest)
      arguments = ""
      if (match(rest, /^with [0-9]+ arguments? /)) {
        rest = substr(rest, RLENGTH + 1)
        if (!match(rest, / at [^ ]+:[0-9]+:[0-9]+: /)) next
        arguments = substr(rest, 1, RSTART - 1); rest = substr(rest, RSTART + 1)
      }
      if (!match(rest, /^at [^ ]+:[0-9]+:[0-9]+: /)) next
      place = substr(rest, 4, RLENGTH - 5); message = substr(rest, RLENGTH + 1)
      split(place, parts, ":")
      printf "%s\037%s\037%s\037%s\n", arguments, parts[1], parts[2], message
      details = 1; next
    }
    details && /^↳ / { detail = $0; sub(/^↳ /, "", detail); printf "↳\037%s\n", detail; next }
    { details = 0 }
  ' "$2"
}

# How many cases the parameterized test $1 ran, from the output $2; nothing for a plain test.
cases_of() {
  grep -E "^[✘✔] Test $1\(.*\) with [0-9]+ test cases" "$2" | head -n 1 \
    | sed -E 's/.* with ([0-9]+) test cases.*/\1/'
}

# Where the file named $1 is, relative to the package $2, searching the exercise folder $3
# first, then the shared test support, then the rest of the package's tests and sources.
place_of() {
  local folder found=""
  for folder in "$3/Tests" "$3/Sources" "$2/Tests/TestSupport" "$2/Tests" "$2/Sources"; do
    [ -d "$folder" ] || continue
    found=$(find "$folder" -name "$1" -type f -print -quit)
    [ -z "$found" ] || break
  done
  [ -n "$found" ] && printf '%s\n' "${found#"$2"/}" || printf '%s\n' "$1"
}

# The ✘ line of failed test $1 and, for a parameterized test, the arguments of each failing
# case (at most eight), from the output $2.
failed_line() {
  local cases failing
  cases=$(cases_of "$1" "$2")
  failing=$(issues_of "$1" "$2" | awk -F '\037' '$1 != "↳" && $1 != "" && !seen[$1]++ { print $1 }')
  if [ -z "$cases" ] || [ -z "$failing" ]; then
    echo "  ✘ $(words_of "$1")"
    return
  fi
  echo "  ✘ $(words_of "$1"): $(printf '%s\n' "$failing" | wc -l | tr -d ' ') of $cases cases fail"
  printf '%s\n' "$failing" | head -n 8 | sed 's/^/      /'
  local more=$(($(printf '%s\n' "$failing" | wc -l) - 8))
  [ "$more" -le 0 ] || echo "      and $more more"
}

# Every issue the first failed test $1 recorded (at most six), from the output $2: the case's
# arguments, the message, its first detail lines, and where, relative to the package $3 (the
# exercise folder is $4).
first_failure() {
  local shown=0 details=0 total where="" current="" arguments file line message
  total=$(issues_of "$1" "$2" | awk -F '\037' '$1 != "↳"' | wc -l | tr -d ' ')
  while IFS=$'\037' read -r arguments file line message; do
    if [ "$arguments" = "↳" ]; then
      details=$((details + 1))
      [ "$shown" -gt 6 ] || [ "$details" -gt 4 ] || echo "    ↳ $file"
      continue
    fi
    [ -z "$where" ] || echo "$where"
    where=""
    shown=$((shown + 1))
    details=0
    [ "$shown" -le 6 ] || continue
    # Issues of one case follow each other; name the case once.
    [ -z "$arguments" ] || [ "$arguments" = "$current" ] || echo "  with $arguments:"
    current="$arguments"
    echo "    $message"
    where="    at $(place_of "$file" "$3" "$4"):$line"
  done < <(issues_of "$1" "$2")
  [ -z "$where" ] || echo "$where"
  [ "$total" -le 6 ] || echo "  and $((total - 6)) more issues (the whole output: $2)"
}

# Prints the verdict for the exercise folder $1 of the package $3 from the test output $2;
# returns 0 only when every test passed.
verdict() {
  local dir="$1" output="$2" package="$3" relative name passed=0 total=0 first=""
  relative="Exercises/$(basename "$dir")"
  echo
  for name in $(test_names "$dir"); do
    total=$((total + 1))
    if grep -qE "^✔ Test $name\(" "$output"; then
      passed=$((passed + 1))
      echo "  ✔ $(words_of "$name")"
    else
      failed_line "$name" "$output"
      [ -n "$first" ] || first="$name"
    fi
  done
  echo
  echo "$passed of $total pass."
  # Without the run's summary line, the test process stopped (a crash) before the end.
  if ! grep -qE '^[✔✘] Test run with' "$output"; then
    first="!"
  elif [ -z "$first" ] && grep -qE '^✘ Test run|signal|error: ' "$output"; then
    first="?"
  fi
  if [ -z "$first" ]; then
    echo "Done: every expectation holds. Compare with $relative/Solution/ if you like."
    local next
    next=$(folder_of "$((10#$(number_of "$dir") + 1))" "$(dirname "$dir")") || true
    [ -z "${next:-}" ] || echo "Next: bash Exercises/check $((10#$(number_of "$next")))"
    return 0
  fi
  if [ "$first" = "!" ]; then
    echo "The test process stopped before the tests finished:"
    if grep -qE 'Fatal error|signal code' "$output"; then
      grep -E 'Fatal error' "$output" | head -n 2 | sed 's/^/  /'
      grep -oE 'exited with unexpected signal code [0-9]+' "$output" | head -n 1 \
        | sed 's/^/  (it /; s/$/)/'
    else
      tail -n 4 "$output" | sed 's/^/  /'
    fi
    echo "A crash stops every test at once, so the tests still running then show ✘ above; the"
    echo "crash is the failure to fix first."
  elif [ "$first" = "?" ]; then
    echo "The tests did not finish:"
    grep -E 'signal|error: |^✘' "$output" | head -n 4 | sed 's/^/  /'
  else
    echo "First failure, $(words_of "$first"):"
    local story
    story=$(first_failure "$first" "$output" "$package" "$dir")
    printf '%s\n' "${story:-  (it recorded no issue: it did not run, or ran under another name)}"
  fi
  local hints
  hints=$(hint_count "$dir")
  if [ "$hints" -gt 0 ]; then
    echo
    echo "Stuck? bash Exercises/check $((10#$(number_of "$dir"))) --hint 1 shows the first of $hints hints."
  fi
  return 1
}
