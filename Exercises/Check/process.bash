# Running the build and the tests so that nothing outlives the check (sourced by
# Exercises/check).
#
# A test that awaits something that never comes (a task waiting on itself, an answer nobody
# gives) never ends, and its time limit cannot end it: Swift Testing's `.timeLimit` cancels the
# test, and an `await` that ignores cancellation goes on waiting. So the check runs the tests in a
# process group of their own, with a timer. When no verdict has come a while after the tests'
# longest time limit, it says which tests were still waiting, and ends the group and whatever the
# tests started in groups of their own (SwiftPM starts the test process in a new one). A check
# stopped from outside (SIGTERM from `timeout` or `kill`, SIGINT from Ctrl-C, SIGHUP from a closed
# terminal) ends them the same way before it exits.

# The process under way (a build or a test run) and its timer, for the traps; empty between
# runs.
running=""
timer=""

# Stops the process under way and everything it started, then exits as if killed by signal $1
# (number $2), which also runs any EXIT trap.
stopped_by() {
  trap - "$1"
  [ -z "$timer" ] || kill -- "-$timer" 2>/dev/null
  [ -z "$running" ] || end_tree "$running"
  echo "Stopped (SIG$1); the build or tests under way were stopped too." >&2
  exit $((128 + $2))
}
trap 'stopped_by TERM 15' TERM
trap 'stopped_by INT 2' INT
trap 'stopped_by HUP 1' HUP

# Runs the command $3... with its output in file $2, in a process group of its own, and returns
# its status. If $1 is a number of seconds and the command still runs after that long, ends it
# and everything it started, and returns 124 (as `timeout` does).
watched() {
  local seconds="$1" output="$2" status overdue="" me=$$
  shift 2
  trap 'overdue=1' USR1
  set -m # job control: the next jobs each get a process group of their own
  "$@" </dev/null >"$output" 2>&1 &
  running=$!
  if [ -n "$seconds" ]; then
    (
      sleep "$seconds"
      kill -USR1 "$me" 2>/dev/null
    ) &
    timer=$!
  fi
  set +m
  # `wait` returns early when a trapped signal arrives: the timer's, or one from outside (whose
  # trap exits).
  while :; do
    wait "$running"
    status=$?
    [ -z "$overdue" ] || break
    alive "$running" || break
  done
  # A timer that fires late must not end the check: its signal now does nothing.
  trap ':' USR1
  [ -z "$timer" ] || kill -- "-$timer" 2>/dev/null
  timer=""
  if [ -n "$overdue" ]; then
    end_tree "$running"
    status=124
  fi
  running=""
  return "$status"
}

# Every process, one a line: its id, its parent's and its group's, and its state (Z for a
# zombie); from `ps`, or from /proc where there is no `ps` (a slim container).
processes() {
  if command -v ps >/dev/null; then
    ps -A -o pid= -o ppid= -o pgid= -o stat=
  else
    processes_from_proc
  fi
}

# `processes`, read from /proc/PID/stat: "PID (NAME) STATE PPID PGID …", where NAME may hold
# spaces and parentheses, so the fields are read after its last ')'.
processes_from_proc() {
  local stat line fields
  for stat in /proc/[0-9]*/stat; do
    { read -r line <"$stat"; } 2>/dev/null || continue
    read -r -a fields <<<"${line##*) }"
    echo "${line%% *} ${fields[1]} ${fields[2]} ${fields[0]}"
  done
}

# Whether any of the processes $@ still runs (a zombie, ended but not yet reaped, does not).
alive() {
  processes | awk -v wanted=" $* " '
    index(wanted, " " $1 " ") && $4 !~ /^Z/ { found = 1 }
    END { exit !found }'
}

# The processes descended from process $1, one a line, parents before their children.
descendants() {
  processes | awk -v root="$1" '
    { children[$2] = children[$2] " " $1 }
    END {
      count = split(children[root], queue, " ")
      for (head = 1; head <= count; head++) {
        print queue[head]
        more = split(children[queue[head]], found, " ")
        for (i = 1; i <= more; i++) queue[++count] = found[i]
      }
    }'
}

# Ends process $1, its process group, and every process it started and their groups (never the
# check's own group): asks them to stop (SIGTERM), and forces those still running five seconds
# later (SIGKILL). Returns once none runs.
end_tree() {
  local pids own groups pid group tries=0
  pids="$1 $(descendants "$1" | tr '\n' ' ')"
  own=$(processes | awk -v me=$$ '$1 == me { print $3 }')
  groups=$(processes | awk -v wanted=" $pids " 'index(wanted, " " $1 " ") { print $3 }' | sort -u)
  for group in $groups; do
    [ "$group" = "$own" ] || [ "$group" -le 1 ] || kill -TERM -- "-$group" 2>/dev/null
  done
  for pid in $pids; do kill -TERM "$pid" 2>/dev/null; done
  # shellcheck disable=SC2086
  while alive $pids && [ "$tries" -lt 50 ]; do
    sleep 0.1
    tries=$((tries + 1))
  done
  for group in $groups; do
    [ "$group" = "$own" ] || [ "$group" -le 1 ] || kill -KILL -- "-$group" 2>/dev/null
  done
  for pid in $pids; do kill -KILL "$pid" 2>/dev/null; done
  tries=0
  # shellcheck disable=SC2086
  while alive $pids && [ "$tries" -lt 50 ]; do
    sleep 0.1
    tries=$((tries + 1))
  done
  # shellcheck disable=SC2086
  ! alive $pids || echo "Could not end every test process: $pids" >&2
  wait "$1" 2>/dev/null
  return 0
}
