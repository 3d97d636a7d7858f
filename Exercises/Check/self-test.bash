# The check's own test (sourced by Exercises/check): the verdict over Check/Fixture, whose tests
# fail on purpose, must show each failing case's arguments, every failed expectation's message
# and the file and line where it failed, in the exercise's own tests and in the shared test
# support alike. --verify runs it over its own build; --self-test runs it alone.

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
  return "$status"
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
