# How a CI run ends, sourced by .ci/run (and by scripts/check_ci_signals.sh,
# which checks it). Whatever ends the run (its last step, a failing step, or a
# signal: SIGTERM from a cancelled job or `timeout`, SIGINT from Ctrl-C, SIGHUP
# from a closed terminal, SIGQUIT from Ctrl-\), no process it started is left
# running, its scratch folder is removed, and its last line says its status:
# the status of the steps, or 128 + the signal's number.
#
# Why a supervisor: bash runs a trap only after the foreground command it is
# waiting for has ended, so a trap in the script that runs the steps would fire
# only after a step of many minutes, and a signal that kills that bash leaves
# the step running. So `bash .ci/run` starts a second `bash .ci/run` that runs
# the steps (the supervised run), as a background job in a process group of its
# own, and only waits for it; a trapped signal interrupts `wait` at once.
#
# Which processes are the run's: every process in the supervised run's process
# group, and every process carrying its marker, an environment variable
# (SWIPE_CI_RUN_<supervisor pid>_<random>=1) that everything the run starts
# inherits, whatever process group or session it moves to (`timeout` and the
# swipe-conformance tool put their children in groups of their own). The marker
# is read from /proc/PID/environ (Linux); without /proc only the group is
# stopped. The name holds the supervisor's process ID, so a CI run inside a CI
# run (scripts/check_ci_signals.sh) has a marker of its own beside the outer one.

# ci_supervise SCRIPT [ARGUMENT...]
#
# Call it at the top of SCRIPT, before its first step. In the supervisor it
# never returns: it runs `bash SCRIPT ARGUMENT...` as the supervised run, waits
# for it, stops what is left of it, removes the scratch folder, prints
# "CI ended with status N" and exits with N. In the supervised run it returns
# at once, with `ci_scratch` set to the scratch folder.
ci_supervise() {
    local script=$1
    shift
    if [ -n "${SWIPE_CI_SCRATCH:-}" ]; then
        ci_scratch=$SWIPE_CI_SCRATCH
        # Unset, so that a CI run this one starts supervises itself.
        unset SWIPE_CI_SCRATCH
        return 0
    fi
    ci_run_pid=""
    ci_scratch=""
    ci_marker="SWIPE_CI_RUN_$$_$RANDOM$RANDOM"
    trap 'ci_finish 129 SIGHUP' HUP
    trap 'ci_finish 130 SIGINT' INT
    trap 'ci_finish 143 SIGTERM' TERM
    trap 'ci_finish 131 SIGQUIT' QUIT
    trap 'ci_finish "$?"' EXIT
    ci_scratch=$(mktemp -d)
    # Job control only to start the run in a process group of its own; its
    # standard input is /dev/null, so a step that reads it cannot be stopped
    # for reading the terminal of a run started from one.
    set -m
    env "$ci_marker=1" "SWIPE_CI_SCRATCH=$ci_scratch" bash "$script" "$@" < /dev/null &
    ci_run_pid=$!
    set +m
    local status=0
    wait "$ci_run_pid" || status=$?
    ci_finish "$status"
}

# ci_finish STATUS [SIGNAL]: stops every process of the run, removes the
# scratch folder, prints the status line and exits with STATUS.
ci_finish() {
    local status=$1 signal=${2:-}
    # Deaf to further signals while it stops the run (10 s of grace, then
    # SIGKILL), and to SIGPIPE, so that a closed output cannot cut it short.
    trap '' HUP INT TERM QUIT PIPE
    trap - EXIT
    set +e
    if [ -n "$signal" ]; then
        printf '\nCI: %s received; stopping every process of the run\n' "$signal"
    fi
    ci_stop_run "$signal"
    [ -z "$ci_scratch" ] || rm -rf "$ci_scratch"
    printf '\n== [%4ds] CI ended with status %s\n' "$SECONDS" "$status"
    exit "$status"
}

# ci_stop_run [SIGNAL]: sends SIGTERM to every process of the run, gives them
# 10 s to end, then sends SIGKILL until none is left. Says how many were left
# when the run ended by itself (nothing should be, but a failing step leaves
# the background checks running).
ci_stop_run() {
    local round
    ci_find_leftovers
    [ ${#ci_leftovers[@]} -eq 0 ] && return 0
    if [ -z "${1:-}" ]; then
        echo "CI: stopping $(ci_processes ${#ci_leftovers[@]}) the run left running"
    fi
    [ -z "$ci_run_pid" ] || kill -TERM -- "-$ci_run_pid" 2>/dev/null
    kill -TERM "${ci_leftovers[@]}" 2>/dev/null
    kill -CONT "${ci_leftovers[@]}" 2>/dev/null
    for ((round = 0; round < 100; round++)); do
        ci_find_leftovers
        [ ${#ci_leftovers[@]} -eq 0 ] && break
        sleep 0.1
    done
    for ((round = 0; round < 100 && ${#ci_leftovers[@]} > 0; round++)); do
        echo "CI: $(ci_processes ${#ci_leftovers[@]}) of the run outlived SIGTERM; sending SIGKILL"
        [ -z "$ci_run_pid" ] || kill -KILL -- "-$ci_run_pid" 2>/dev/null
        kill -KILL "${ci_leftovers[@]}" 2>/dev/null
        sleep 0.1
        ci_find_leftovers
    done
    [ -z "$ci_run_pid" ] || wait "$ci_run_pid" 2>/dev/null
}

# ci_processes N: "1 process", "N processes".
ci_processes() {
    if [ "$1" -eq 1 ]; then echo "1 process"; else echo "$1 processes"; fi
}

# ci_find_leftovers: sets the array ci_leftovers to the process IDs of the run
# that are still running (zombies left out): its process group and its marker.
ci_find_leftovers() {
    ci_leftovers=()
    local pid path
    if [ -n "$ci_run_pid" ]; then
        for pid in $(ps -A -o pid= -o pgid= -o stat= | awk -v group="$ci_run_pid" '$2 == group && $3 !~ /^Z/ { print $1 }'); do
            ci_leftovers+=("$pid")
        done
    fi
    if [ -d /proc/self ]; then
        # The list is made before grep starts, so it holds no process of this
        # search; this shell does not carry the marker.
        local environments=(/proc/[0-9]*/environ)
        for path in $(grep -lzxF -- "$ci_marker=1" "${environments[@]}" 2>/dev/null); do
            pid=${path#/proc/}
            pid=${pid%/environ}
            case " ${ci_leftovers[*]} " in *" $pid "*) ;; *) ci_leftovers+=("$pid") ;; esac
        done
    fi
}
