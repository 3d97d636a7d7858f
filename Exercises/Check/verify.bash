# Keeping the exercises honest (sourced by Exercises/check): --verify proves, in a temporary
# copy of the checkout, that every starter fails its check and every reference solution passes
# it, then runs the check's own test (self-test.bash) over the same build.

# Every exercise folder of the package at $1 (00 is the check's own fixture, not an exercise).
folders() {
  local dir
  for dir in "$1"/Exercises/[0-9][0-9]-*/; do
    case "$(basename "$dir")" in 00-*) ;; *) printf '%s\n' "${dir%/}" ;; esac
  done
}

# How many tests the output $3 reports with mark $1 and word $2 (passed, failed); a
# parameterized test counts once, whatever its cases.
count() {
  grep -cE "^$1 Test [A-Za-z0-9_]+\([^)]*\)( with [0-9]+ test cases)? $2 after" "$3"
}

# Names the exercises whose files the failed build in scratch $2 complained about.
culprits() {
  local names
  names=$(grep -oE 'Exercises/[0-9]{2}-[^/]+' "$2/check-build.log" | sort -u | tr '\n' ' ')
  echo "$1 do not compile: ${names:-see the errors above}" >&2
}

# Makes the temporary folder $tmp (removed on exit) and copies into $tmp/slim the checkout's
# files as git sees them (tracked, and new ones not ignored), without .build.
copy_checkout() {
  tmp=$(mktemp -d "${TMPDIR:-/tmp}/slim-exercises.XXXXXX")
  trap 'rm -rf "$tmp"' EXIT # tmp is global: the trap runs after the caller returns
  mkdir -p "$tmp/slim"
  (cd "$root" && git ls-files -z --cached --others --exclude-standard) \
    | (cd "$root" && while IFS= read -r -d '' file; do
      [ -f "$file" ] && printf '%s\0' "$file"
    done) \
    | (cd "$root" && tar --null -T - -cf -) | tar -xf - -C "$tmp/slim"
}

# Whether every test a hint of the exercise folder $1 says it is for ("For the test: …") is one
# of the exercise's tests, in the words the verdict shows; names each that is not.
hints_name_tests() {
  local dir="$1" names hint words status=0
  names=$(test_names "$dir" | while IFS= read -r name; do words_of "$name"; done)
  for hint in "$dir"/Hints/*.md; do
    [ -f "$hint" ] || continue
    while IFS= read -r words; do
      [ -n "$words" ] && [ "$words" != "tests that never end" ] || continue
      if [[ $'\n'"$names"$'\n' != *$'\n'"$words"$'\n'* ]]; then
        echo "  ✘ $(basename "$dir")/Hints/$(basename "$hint") is for a test that does not exist: $words" >&2
        status=1
      fi
    done < <(hint_is_for "$hint")
  done
  return "$status"
}

# The code spans of the Markdown file $1 (`inline` and fenced), one a line.
code_spans() {
  awk '/^```/ { fence = !fence; next }
    fence { print; next }
    { while (match($0, /`[^`]+`/)) { print substr($0, RSTART + 1, RLENGTH - 2); $0 = substr($0, RSTART + RLENGTH) } }
  ' "$1"
}

# Whether every hint of the exercise folder $1 in the package $2, and its README, name only what
# exists (a file or type moved in the kit must move here too): each
# file path in its code spans (`Sources/…/X.swift`) is a file of the package or the exercise,
# and each type-like name (`PhotoAPIClient`) or called name (`send(`) in them is a word of the
# Swift sources of the kit (Sources, Support, Tests, Samples) or of the exercise (its starter,
# solution and tests). Names each that is not.
hints_name_kit() {
  local dir="$1" package="$2" hint span word status=0
  for hint in "$dir"/Hints/*.md "$dir"/README.md; do
    [ -f "$hint" ] || continue
    while IFS= read -r span; do
      case "$span" in "bash "* | "swift "* | "sh") continue ;; esac # a command, not a name
      if [[ "$span" =~ ^[A-Za-z][A-Za-z0-9_./+-]*/[A-Za-z0-9_.+-]*$ ]]; then
        [ -e "$package/$span" ] || [ -e "$dir/$span" ] || {
          echo "  ✘ ${hint#"$package"/Exercises/} names a file that does not exist: $span" >&2
          status=1
        }
        continue
      fi
      for word in $(printf '%s\n' "$span" | grep -oE '[A-Za-z_][A-Za-z0-9_]*\(?' \
        | grep -E '^[A-Z][A-Za-z0-9]{2,}$|\($' | tr -d '(' | sort -u); do
        grep -rqw --include='*.swift' -- "$word" "$package/Sources" "$package/Support" \
          "$package/Tests" "$package/Samples" "$dir" || {
          echo "  ✘ ${hint#"$package"/Exercises/} names what the kit does not have: $word (in \`$span\`)" >&2
          status=1
        }
      done
    done < <(code_spans "$hint")
  done
  return "$status"
}

verify() {
  local copy scratch dir number name output code status=0 started=$SECONDS
  copy_checkout
  copy="$tmp/slim"
  scratch="$tmp/build"

  echo "Hints: each names only tests its exercise has, and only files and names the kit has."
  for dir in $(folders "$copy"); do
    hints_name_tests "$dir" || status=1
    hints_name_kit "$dir" "$copy" || status=1
  done

  echo "Starters: each must compile and fail its check."
  build "$copy" "$scratch" || { culprits "The starters" "$scratch"; return 1; }
  echo "  (the kit and every starter built in $((SECONDS - started)) s)"
  for dir in $(folders "$copy"); do
    number=$(number_of "$dir")
    name=$(basename "$dir")
    output="$tmp/$number-starter.log"
    run_tests "$copy" "$scratch" "$number" "$output"
    code=$?
    if [ "$code" = 0 ]; then
      echo "  ✘ $name: its starter passes its check (the student's part is not missing)" >&2
      status=1
    elif [ "$code" = 124 ]; then
      echo "  ✘ $name: its starter's tests never finished; still waiting:" $(cat "$output.waiting") >&2
      status=1
    elif grep -qE '^✔ Test run|signal|Fatal error' "$output" \
      || ! grep -qE '^✘ Test .* recorded an issue' "$output"; then
      echo "  ✘ $name: its starter does not fail by its tests (a crash?):" >&2
      grep -E 'signal|Fatal error|error: ' "$output" | head -n 3 >&2
      status=1
    else
      echo "  ✔ $name: fails ($(count '✔' passed "$output") passing, $(count '✘' failed "$output") failing)"
    fi
  done

  echo "Solutions: each, put in place of its starter, must pass its check."
  for dir in $(folders "$copy"); do
    cp "$dir"/Solution/*.swift "$dir/Sources/"
  done
  install_fixture "$copy" # built with the solutions, tested after them
  local swapped=$SECONDS
  build "$copy" "$scratch" || { culprits "The solutions" "$scratch"; return 1; }
  echo "  (the solutions and the check's fixture built in $((SECONDS - swapped)) s)"
  for dir in $(folders "$copy"); do
    number=$(number_of "$dir")
    name=$(basename "$dir")
    output="$tmp/$number-solution.log"
    if run_tests "$copy" "$scratch" "$number" "$output" \
      && grep -qE '^✔ Test run with [1-9]' "$output"; then
      echo "  ✔ $name: passes ($(count '✔' passed "$output") tests)"
    else
      echo "  ✘ $name: its solution fails its check:" >&2
      [ ! -s "$output.waiting" ] || echo "    still waiting:" $(cat "$output.waiting") >&2
      grep -E '^✘ Test .* recorded an issue|signal|error: ' "$output" | head -n 3 >&2
      status=1
    fi
  done

  self_test "$copy" "$scratch" || status=1
  echo "Verified in $((SECONDS - started)) s."
  return "$status"
}
