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
# message. A message of several lines (an expectation written over several lines, a value whose
# description has line breaks) keeps them all, joined by the record separator (RS, \036). Each
# issue's detail lines (a comment, ↳, or the difference between the sides, ±) follow it, as
# "↳ US detail line".
issues_of() {
  awk -v name="$1" '
    function flush() { if (pending != "") print pending; pending = "" }
    index($0, "✘ Test " name "(") == 1 && / recorded an issue / {
      flush()
      rest = $0; sub(/^✘ Test [^ ]+ recorded an issue /, "", rest)
      arguments = ""
      if (match(rest, /^with [0-9]+ arguments? /)) {
        rest = substr(rest, RLENGTH + 1)
        if (!match(rest, / at [^ ]+:[0-9]+:[0-9]+: /)) { message = 0; details = 0; next }
        arguments = substr(rest, 1, RSTART - 1); rest = substr(rest, RSTART + 1)
      }
      if (!match(rest, /^at [^ ]+:[0-9]+:[0-9]+: /)) { message = 0; details = 0; next }
      place = substr(rest, 4, RLENGTH - 5)
      split(place, parts, ":")
      pending = arguments "\037" parts[1] "\037" parts[2] "\037" substr(rest, RLENGTH + 1)
      message = 1; details = 1; next
    }
    # Every line of Swift Testing'"'"'s output starts with its symbol; one that does not goes on
    # the message above it.
    message && !/^(◇|✔|✘|↳|±|➜|⚠|error: |warning: )/ { pending = pending "\036" $0; next }
    { flush(); message = 0 }
    details && /^(↳|±) / { print "↳\037" $0; next }
    { details = 0 }
    END { flush() }
  ' "$2"
}

# The message or detail line $1 (its lines joined by RS, \036), each line indented. An
# expectation between two texts of many lines shows where they first differ instead
# (`difference_of`). Past 40 lines or 3,000 bytes any other is cut, on a character's boundary,
# with a note that says so and where the whole output is ($2): a message that long is a
# value's description, and the start says enough.
message_lines() {
  difference_of "$1" "$2" && return
  printf '%s' "$1" | LC_ALL=C awk -v RS='\036' -v output="$2" '
    cut { left += length($0) + 1; next }
    {
      room = 3000 - used
      if (NR > 40 || length($0) > room) {
        keep = room > 0 && NR <= 40 ? room : 0
        while (keep > 0 && substr($0, keep + 1, 1) ~ /[\200-\277]/) keep--
        if (keep > 0) print "    " substr($0, 1, keep) "…"
        left = length($0) - keep; cut = 1; next
      }
      used += length($0) + 1
      print "    " $0
    }
    END {
      if (cut) printf "    (cut: %d more characters of this message; the whole output is %s)\n", left, output
    }'
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
  local shown=0 details=0 total where="" current="" arguments file line message text=""
  total=$(issues_of "$1" "$2" | awk -F '\037' '$1 != "↳"' | wc -l | tr -d ' ')
  while IFS=$'\037' read -r arguments file line message; do
    if [ "$arguments" = "↳" ]; then
      details=$((details + 1))
      text+=$'\n'"$file"
      [ "$shown" -gt 6 ] || [ "$details" -gt 4 ] || message_lines "$file" "$2"
      continue
    fi
    [ -z "$where" ] || { look_alikes "$text"; echo "$where"; }
    where=""
    text="${message//$'\036'/$'\n'}"
    shown=$((shown + 1))
    details=0
    [ "$shown" -le 6 ] || continue
    # Issues of one case follow each other; name the case once.
    [ -z "$arguments" ] || [ "$arguments" = "$current" ] || echo "  with $arguments:"
    current="$arguments"
    message_lines "$message" "$2"
    where="    at $(place_of "$file" "$3" "$4"):$line"
  done < <(issues_of "$1" "$2")
  [ -z "$where" ] || { look_alikes "$text"; echo "$where"; }
  [ "$total" -le 6 ] || echo "  and $((total - 6)) more issues (the whole output: $2)"
}

# Prints the verdict for the exercise folder $1 of the package $3 from the test output $2;
# returns 0 only when every test passed. When the tests never finished, $2.waiting names the
# tests that were still waiting (`run_tests`).
verdict() {
  local dir="$1" output="$2" package="$3" relative name passed=0 total=0 first="" waiting=""
  local hung=""
  relative="Exercises/$(basename "$dir")"
  if [ -e "$output.waiting" ]; then
    hung=1
    waiting=$(cat "$output.waiting")
  fi
  echo
  for name in $(test_names "$dir"); do
    total=$((total + 1))
    if grep -qE "^✔ Test $name\(" "$output"; then
      passed=$((passed + 1))
      echo "  ✔ $(words_of "$name")"
    elif [[ $'\n'"$waiting"$'\n' == *$'\n'"$name"$'\n'* ]]; then
      echo "  ✘ $(words_of "$name") (still waiting)"
    else
      failed_line "$name" "$output"
      [ -n "$first" ] || first="$name"
    fi
  done
  echo
  echo "$passed of $total pass."
  if [ -n "$hung" ]; then
    still_waiting "$waiting" "$(patience "$dir")" "$output"
    stuck "$dir" "$package" "tests that never end"
    return 1
  fi
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
    first=""
  elif [ "$first" = "?" ]; then
    echo "The tests did not finish:"
    grep -E 'signal|error: |^✘' "$output" | head -n 4 | sed 's/^/  /'
    first=""
  else
    echo "First failure, $(words_of "$first"):"
    local story
    story=$(first_failure "$first" "$output" "$package" "$dir")
    printf '%s\n' "${story:-  (it recorded no issue: it did not run, or ran under another name)}"
    first=$(words_of "$first")
  fi
  stuck "$dir" "$package" "$first"
  return 1
}

# Says that the tests $1 (names, one a line) were still waiting $2 seconds after the tests
# started, and what that usually means; the test output is $3.
still_waiting() {
  local count
  count=$(printf '%s\n' "$1" | wc -l | tr -d ' ')
  if [ -z "$1" ]; then
    echo "The tests never finished: $2 s after they started, the test process was still running,"
    echo "and its output does not say which test was waiting (the output: $3)."
  elif [ "$count" = 1 ]; then
    echo "The tests never finished: $2 s after they started, this test was still waiting:"
  else
    echo "The tests never finished: $2 s after they started, these $count tests were still waiting:"
  fi
  [ -z "$1" ] || printf '%s\n' "$1" | while IFS= read -r name; do echo "  $(words_of "$name")"; done
  echo "A test that never ends most likely awaits something that never comes: a task that waits"
  echo "for itself, or for an answer nothing will give. Its time limit cannot end it (awaiting a"
  echo "task's value goes on when the test is cancelled), so the check ended the test process."
}

# The tests the hint file $1 is for, one a line, in words as the verdict shows them: its line
# "For the test: …." or "For the tests: …; …." names them, and a line "For tests that never
# end." says it helps when the tests never finish (then the words are "tests that never end").
hint_is_for() {
  sed -n 's/^For the tests\{0,1\}: //p' "$1" | sed 's/\.$//' | tr ';' '\n' \
    | sed 's/^ *//; s/ *$//'
  if grep -q '^For tests that never end' "$1"; then echo "tests that never end"; fi
}

# The "Stuck?" line for the exercise folder $1 of the checkout $2, whose first failing test is
# $3 (in words; empty if none is known): the first hint written for that test and not read
# yet, else the first hint not read yet, else the reference solution.
stuck() {
  local dir="$1" count number seen k=1 matching="" next="" words="${3:-}"
  count=$(hint_count "$dir")
  [ "$count" -gt 0 ] || return 0
  number=$((10#$(number_of "$dir")))
  seen=$(hints_read_file "$dir" "$2")
  while [ "$k" -le "$count" ]; do
    if ! grep -qxF "$k" "$seen" 2>/dev/null; then
      [ -n "$next" ] || next=$k
      if [ -z "$matching" ] && [ -n "$words" ] \
        && [[ $'\n'"$(hint_is_for "$dir/Hints/$k.md")"$'\n' == *$'\n'"$words"$'\n'* ]]; then
        matching=$k
      fi
    fi
    k=$((k + 1))
  done
  echo
  if [ -n "$matching" ]; then
    echo "Stuck? Hint $matching is about this failure: bash Exercises/check $number --hint $matching"
  elif [ "$next" = 1 ]; then
    echo "Stuck? bash Exercises/check $number --hint 1 shows the first of $count hints."
  elif [ -n "$next" ]; then
    echo "Stuck? bash Exercises/check $number --hint $next shows the next hint you have not read ($next of $count)."
  else
    echo "Stuck? You have read all $count hints; the reference solution is in Exercises/$(basename "$dir")/Solution/."
  fi
}
