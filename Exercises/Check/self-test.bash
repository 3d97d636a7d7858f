# The check's own test (sourced by Exercises/check): the verdict over Check/Fixture, whose tests
# fail on purpose, must show each failing case's arguments, every failed expectation's message,
# every line of it, and the file and line where it failed, in the exercise's own tests and in
# the shared test support alike, and name the hint written for the failing test. A fixture test
# that waits on itself must be named, and its test process (and the process it started) ended,
# both when the wait runs out and when the check is stopped from outside. --verify runs it over
# its own build; --self-test runs it alone.

# Copies the fixture into the package at $1 as exercise 00 (the manifest then adds it).
install_fixture() {
  rm -rf "$1/Exercises/00-check-fixture"
  cp -R "$1/Exercises/Check/Fixture" "$1/Exercises/00-check-fixture"
}

# Whether the verdict in file $1 has every one of the lines $3..., whole; says ✔ or ✘ with the
# claim $2, and on ✘ the lines it lacks and the verdict itself.
shows() {
  local verdict="$1" claim="$2" line missing=""
  shift 2
  for line in "$@"; do
    grep -qxF -- "$line" "$verdict" || missing+="      $line"$'\n'
  done
  if [ -z "$missing" ]; then
    echo "  ✔ $claim"
    return 0
  fi
  echo "  ✘ $claim; the verdict lacks:" >&2
  printf '%s' "$missing" >&2
  echo "    The verdict was:" >&2
  sed 's/^/    | /' "$verdict" >&2
  return 1
}

# The line of the file $1 holding the text $2 (the first).
line_of() {
  grep -nF -- "$2" "$1" | head -n 1 | cut -d: -f1
}

# The "at FILE:LINE" lines of the verdict $1 under the shared test support, each checked to
# point at an expectation (#expect) in that file of the package $2; prints them, or fails.
support_places() {
  local place file line
  grep -E '^    at Tests/TestSupport/' "$1" | while IFS= read -r place; do
    file="${place#    at }"
    line="${file##*:}"
    file="${file%:*}"
    sed -n "${line}p" "$2/$file" | grep -qF '#expect' || return 1
    echo "$place"
  done
}

# Runs the fixture exercise 00 of the package $1, built into scratch $2 (with only exercise $3
# if given), and checks the verdict over its output three times, each with another of its test
# files named first: its own parameterized test, the shared support's, its plain test.
self_test() {
  local package="$1" scratch="$2" only="${3:-}" dir="$1/Exercises/00-check-fixture" status=0
  local output="$tmp/00-fixture.log" verdict="$tmp/00-verdict.txt" own odd small places
  echo "The check itself: its verdict over a fixture whose tests fail on purpose."
  run_tests "$package" "$scratch" 00 "$output" "$only"
  own="Exercises/00-check-fixture/Tests/NumbersTests.swift"
  odd=$(line_of "$package/$own" 'is odd")')
  small=$(line_of "$package/$own" 'is not small")')

  if verdict "$dir" "$output" "$package" >"$verdict"; then
    echo "  ✘ the verdict passed the fixture, whose tests fail" >&2
    status=1
  fi
  shows "$verdict" "a parameterized test names the cases that fail" \
    "  ✔ a passing test is ticked" \
    "  ✘ numbers are even and small: 2 of 3 cases fail" \
    "      number → 3" "      number → 5" || status=1
  shows "$verdict" "every failed expectation is shown, with its case, message and line" \
    "First failure, numbers are even and small:" \
    "  with number → 3:" "    ↳ 3 is odd" "    at $own:$odd" \
    "  with number → 5:" "    ↳ 5 is odd" "    ↳ 5 is not small" "    at $own:$small" || status=1
  [ "$(grep -cxF "    at $own:$odd" "$verdict")" = 2 ] \
    || { echo "  ✘ the line where 3 and 5 are odd is not shown once for each" >&2; status=1; }

  # The same output, with the shared support's test named first, then the plain test.
  first_in_readme "$dir" ForgetfulStoreTests.swift
  verdict "$dir" "$output" "$package" >"$verdict"
  shows "$verdict" "a failure in the shared test support names its cases and its file there" \
    "First failure, a forgetful store keeps the promise:" \
    "      backend → forgetful, check → savedStateIsThereAfterReopening" \
    "      backend → forgetful, check → unsavedCommitsAreNotPersisted" \
    "  with backend → forgetful, check → savedStateIsThereAfterReopening:" \
    "  with backend → forgetful, check → unsavedCommitsAreNotPersisted:" || status=1
  places=$(support_places "$verdict" "$package" | sort -u | wc -l | tr -d ' ')
  if [ "$places" = 2 ]; then
    echo "  ✔ each of its two expectations is shown at its own line of Tests/TestSupport"
  else
    echo "  ✘ the shared support's two failed expectations are not each shown at their line:" >&2
    sed 's/^/    | /' "$verdict" >&2
    status=1
  fi

  first_in_readme "$dir" PlainTests.swift
  verdict "$dir" "$output" "$package" >"$verdict"
  local plain="Exercises/00-check-fixture/Tests/PlainTests.swift"
  shows "$verdict" "a test without arguments shows both its failed expectations" \
    "  ✘ two expectations fail" "First failure, two expectations fail:" \
    "    ↳ a word is missing" "    at $plain:$(line_of "$package/$plain" 'a word is missing')" \
    "    ↳ the list starts elsewhere" \
    "    at $plain:$(line_of "$package/$plain" 'the list starts elsewhere')" || status=1
  if grep -q '^  with ' "$verdict"; then
    echo "  ✘ a test without arguments is shown with arguments" >&2
    status=1
  fi
  shows "$verdict" "the Stuck? line names the hint written for the failing test" \
    "Stuck? Hint 2 is about this failure: bash Exercises/check 0 --hint 2" || status=1

  first_in_readme "$dir" LongTests.swift
  verdict "$dir" "$output" "$package" >"$verdict"
  local long="Exercises/00-check-fixture/Tests/LongTests.swift"
  shows "$verdict" "an expectation over several lines is shown whole, both sides" \
    "First failure, a long expectation is shown whole:" \
    '    Expectation failed: (fruit → ["pear", "fig"]) == ([' \
    '            "apple",' '            "banana",' \
    '          ] → ["apple", "banana"])' \
    "    at $long:$(line_of "$package/$long" '#expect(')" || status=1
  if grep -qE '^    \(cut: [0-9]+ more characters of this message; the whole output is ' "$verdict" \
    && grep -qF '1, 2, 3, 4, 5,' "$verdict" && [ "$(wc -c <"$verdict")" -lt 10000 ]; then
    echo "  ✔ a value too long to show is cut, and the cut is said"
  else
    echo "  ✘ a value too long to show is not cut, or the cut is not said:" >&2
    sed 's/^/    | /' "$verdict" >&2
    status=1
  fi

  first_in_readme "$dir" LateDifferenceTests.swift
  verdict "$dir" "$output" "$package" >"$verdict"
  local late="Exercises/00-check-fixture/Tests/LateDifferenceTests.swift"
  shows "$verdict" "a long text shows the first line that differs, its number and its neighbours" \
    "First failure, a late difference in a long text is shown:" \
    '    Expectation failed: (Self.transcript(saying: "changed") → "…") == (Self.transcript(saying: "expected") → "…")' \
    "    The left side has 60 lines, the right 60; they first differ at line 52:" \
    "           51  line 51: the same" \
    "      <    52  line 52: the changed one" \
    "      >    52  line 52: the expected one" \
    "           53  line 53: the same" \
    "    at $late:$(line_of "$package/$late" '#expect(')" || status=1
  if grep -qF 'line 40: the same' "$verdict"; then
    echo "  ✘ the long text's identical lines are shown, not only those around the difference" >&2
    status=1
  fi

  first_in_readme "$dir" LookAlikeTests.swift
  verdict "$dir" "$output" "$package" >"$verdict"
  shows "$verdict" "words that print alike show their code points, and a moved word is called moved" \
    "First failure, look alike words show their code points:" \
    $'        cr\xc3\xa8me\xe2\x80\x8b  U+0063 U+0072 U+00E8 U+006D U+0065 U+200B' \
    $'        cr\xc3\xa8me  U+0063 U+0072 U+00E8 U+006D U+0065' \
    $'        cre\xcc\x80me  U+0063 U+0072 U+0065 U+0300 U+006D U+0065' \
    $'    \xe2\x86\xb3 "cr\xc3\xa8me" is both inserted and removed: the same value in another place (the order differs)' \
    || status=1

  # Hints already read: the Stuck? line names the next one not read (they are noted in the
  # cache, here a temporary one).
  local cache="$tmp/cache"
  first_in_readme "$dir" NumbersTests.swift
  verdict "$dir" "$output" "$package" >"$verdict"
  shows "$verdict" "a failing test with a hint of its own: that hint" \
    "Stuck? Hint 1 is about this failure: bash Exercises/check 0 --hint 1" || status=1
  mkdir -p "$(dirname "$(hints_read_file "$dir" "$package")")"
  echo 1 >"$(hints_read_file "$dir" "$package")"
  verdict "$dir" "$output" "$package" >"$verdict"
  shows "$verdict" "its hint read, the next one not read" \
    "Stuck? bash Exercises/check 0 --hint 2 shows the next hint you have not read (2 of 2)." \
    || status=1
  echo 2 >>"$(hints_read_file "$dir" "$package")"
  verdict "$dir" "$output" "$package" >"$verdict"
  shows "$verdict" "every hint read, the solution" \
    "Stuck? You have read all 2 hints; the reference solution is in Exercises/00-check-fixture/Solution/." \
    || status=1

  never_ends "$package" "$scratch" "$only" || status=1
  return "$status"
}

# The fixture's test that waits on itself, run by the check in the package $1, built into $2
# (with only exercise $3 if given): after the wait (a few seconds here) the check names it and
# ends its test process and the child process it started; and a check stopped from outside by
# SIGTERM, SIGINT or SIGHUP ends them too. The test writes both process ids to a named pipe,
# which this end holds open (so neither end waits for the other to open it).
never_ends() {
  local package="$1" scratch="$2" only="${3:-}" dir="$1/Exercises/00-check-fixture" status=0
  local pipe="$tmp/hang.pipe" output="$tmp/00-hang.log" verdict="$tmp/00-hang.txt" ids checker
  local started=$SECONDS code
  echo "The check itself: a test that never ends."
  first_in_readme "$dir" WaitingTests.swift
  mkfifo "$pipe" && exec 3<>"$pipe"

  # Only the waiting test's suite runs: it prints little, which a test process whose output
  # waits in a buffer would not show before it is ended.
  SLIM_CHECK_WAIT=20 SLIM_CHECK_FIXTURE_HANG="$pipe" run_tests "$package" "$scratch" 00 \
    "$output" "$only" WaitingTests
  code=$?
  SLIM_CHECK_WAIT=20 verdict "$dir" "$output" "$package" >"$verdict"
  [ "$code" = 124 ] && [ "$((SECONDS - started))" -lt 60 ] \
    || {
      echo "  ✘ the tests' run did not end by the wait (status $code after $((SECONDS - started)) s)" >&2
      status=1
    }
  shows "$verdict" "the test still waiting is named as waiting, though it recorded a failure first" \
    "  ✘ a task that waits on itself (still waiting)" \
    "The tests never finished: 20 s after they started, this test was still waiting:" \
    "  a task that waits on itself" \
    "A test that never ends most likely awaits something that never comes: a task that waits" \
    || status=1
  ids=""
  read -r -t 10 -u 3 ids
  ended_both "the wait ran out" "$ids" || status=1

  # A check stopped from outside, in a process of its own running the same code, by each of
  # the signals `timeout`, Ctrl-C and a closed terminal send. It runs in a process group of its
  # own, as a command typed at a terminal does: started in the background of this script
  # without one, it would ignore SIGINT.
  local signal number
  for signal in TERM:15 INT:2 HUP:1; do
    number=${signal#*:}
    signal=${signal%:*}
    set -m
    SLIM_CHECK_FIXTURE_HANG="$pipe" bash -c 'source "$1" && shift && run_tests "$@"' stopped \
      "$package/Exercises/check" "$package" "$scratch" 00 "$tmp/00-stopped.log" "$only" \
      WaitingTests 2>"$tmp/00-stopped.err" &
    checker=$!
    set +m
    ids=""
    read -r -t 120 -u 3 ids # the test has started, and waits on itself
    kill -"$signal" "$checker"
    wait "$checker"
    code=$?
    [ "$code" = $((128 + number)) ] && grep -qF "Stopped (SIG$signal)" "$tmp/00-stopped.err" \
      || {
        echo "  ✘ the check stopped by SIG$signal exited with $code, or did not say why" >&2
        status=1
      }
    ended_both "the check was stopped (SIG$signal)" "$ids" || status=1
  done
  exec 3<&-
  return "$status"
}

# Whether the test process and its child, whose ids are $2 ("TEST CHILD"), are both gone
# (zombies aside) once the check returned; says ✔ or ✘ with the situation $1.
ended_both() {
  local test child
  read -r test child <<<"$2"
  if [ -z "$test" ] || [ -z "$child" ]; then
    echo "  ✘ $1: the waiting test never said it started" >&2
    return 1
  fi
  if alive "$test" "$child"; then
    echo "  ✘ $1: the test process ($test) or the process it started ($child) still runs" >&2
    kill -KILL "$test" "$child" 2>/dev/null
    return 1
  fi
  echo "  ✔ $1: the test process and the process it started are gone"
}

# Rewrites the README of the fixture folder $1 to name its test file $2 first, so that the
# verdict details that file's failing test.
first_in_readme() {
  printf '# The check'"'"'s own fixture\n\n`Tests/%s` first.\n' "$2" >"$1/README.md"
}

# The check's own test alone, in a temporary copy: builds the kit and the fixture only.
self_test_alone() {
  copy_checkout
  install_fixture "$tmp/slim"
  echo "Building the kit and the check's fixture (a few minutes)…"
  build "$tmp/slim" "$tmp/build" 00 || return 1
  self_test "$tmp/slim" "$tmp/build" 00
}
