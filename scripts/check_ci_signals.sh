#!/usr/bin/env bash
# A CI run stopped by a signal leaves nothing behind: no process, no scratch
# folder, and its last line says a non-zero status (128 + the signal's number).
#
# Usage: bash scripts/check_ci_signals.sh [CI_SCRIPT]   (default .ci/run)
#
# It builds a small CI run from CI_SCRIPT: the lines before its first step (the
# machinery: .ci/lib.sh's supervisor, the scratch folder) and, beside it, the
# lib.sh of CI_SCRIPT's folder, followed by steps of its own in the shape of
# .ci/run's: a background job (two processes in its group, one that leaves for
# a session of its own, as `timeout` and the swipe-conformance tool move their
# children to groups of their own, and one that clears its environment) and a
# long foreground step (`timeout ... | tee`). Each runs a copy of `sleep` under
# this check's own folder, so a process of the run is found by its command
# line, or by an environment variable the run inherits. Once all five sleeps run, the run is stopped in each of the ways a CI run is:
# SIGTERM, SIGINT, SIGHUP and SIGQUIT sent to its process (a cancelled job,
# `timeout`, `kill`), Ctrl-C typed on the terminal it runs in, and that terminal closed;
# and once its long step fails instead (its sleep killed: status 137), with the
# background job still running. Each time, the run must end with 128 + the
# signal's number, say so in its last line (unless the terminal is gone),
# remove its scratch folder and leave no process of its own. Linux only (/proc,
# setsid).
set -euo pipefail
cd "$(dirname "$0")/.."
ci_script=${1:-.ci/run}
[ -f "$ci_script" ] || { echo "check_ci_signals: $ci_script: no such file; give the CI script to check"; exit 2; }
if [ ! -d /proc/self ] || ! command -v setsid > /dev/null; then
    echo "check_ci_signals: needs Linux (/proc and setsid from util-linux)"; exit 2
fi

work=$(mktemp -d "${TMPDIR:-/tmp}/check-ci-signals.XXXXXX")
run_marker="CHECK_CI_SIGNALS_RUN=$work"

# The processes of this check's runs: by command line and by inherited marker.
leftovers() {
    local environments=(/proc/[0-9]*/environ) path pid
    {
        pgrep -f -- "$work" || true
        for path in $(grep -lzxF -- "$run_marker" "${environments[@]}" 2>/dev/null); do
            pid=${path#/proc/}; echo "${pid%/environ}"
        done
    } | sort -u
}
stop_leftovers() {
    local pids
    pids=$(leftovers)
    # shellcheck disable=SC2086
    [ -z "$pids" ] || kill -KILL $pids 2>/dev/null || true
}
finish() {
    stop_leftovers
    rm -rf "$work"
}
trap finish EXIT
trap 'exit 130' INT
trap 'exit 143' TERM
trap 'exit 129' HUP

sleeper="$work/sleeper"
cp "$(command -v sleep)" "$sleeper"
mkdir -p "$work/repo/.ci" "$work/tmp"
ci_folder=$(dirname "$ci_script")
[ ! -f "$ci_folder/lib.sh" ] || cp "$ci_folder/lib.sh" "$work/repo/.ci/lib.sh"
run="$work/repo/.ci/run"
{
    sed '/^step "/,$d' "$ci_script"
    cat <<EOF
echo "scratch: \$ci_scratch"
dummy_background() {
    "$sleeper" 2001 &
    setsid "$sleeper" 2002 &
    env -i "$sleeper" 2003 &
    "$sleeper" 2004
}
dummy_background > "\$ci_scratch/background.log" 2>&1 &
background_pid=\$!
step "a long step"
timeout 1000 "$sleeper" 2005 | tee "\$ci_scratch/long-step.log"
echo "the long step ended"
EOF
} > "$run"

# Starts the run (in a process group of its own, or as the session leader on a
# new terminal), waits until its five sleeps run, stops it the way MODE says,
# and prints the run's exit status (128 + N when a signal N ended it). Its
# output goes to TRANSCRIPT.
driver=$(cat <<'PY'
import os, pty, select, signal, subprocess, sys, time

mode, transcript_path, sleeper, marker, *command = sys.argv[1:]
how, name = mode.split("-")
signo = getattr(signal, "SIG" + name)
ready = [f"{sleeper}\0{n}\0".encode() for n in (2001, 2002, 2003, 2004, 2005)]
environment = dict(os.environ)
key, _, value = marker.partition("=")
environment[key] = value
environment["TMPDIR"] = os.path.join(os.path.dirname(sleeper), "tmp")
patience = 120  # seconds: generous, for a loaded machine

def default_signals():
    for s in (signal.SIGINT, signal.SIGTERM, signal.SIGHUP, signal.SIGQUIT):
        signal.signal(s, signal.SIG_DFL)

def command_lines():
    found = {}
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                with open(f"/proc/{entry}/cmdline", "rb") as f:
                    found[f.read()] = int(entry)
            except OSError:
                pass
    return found

def all_running():
    found = command_lines()
    return all(r in found for r in ready)

def fail(message, pid):
    try:
        os.killpg(pid, signal.SIGKILL)
    except OSError:
        pass
    sys.exit(f"check_ci_signals: {mode}: {message}")

transcript = open(transcript_path, "wb")
if how == "terminal":
    pid, master = pty.fork()
    if pid == 0:
        default_signals()
        os.execvpe(command[0], command, environment)
else:
    child = subprocess.Popen(command, stdin=subprocess.DEVNULL, stdout=transcript, stderr=subprocess.STDOUT,
                             env=environment, preexec_fn=lambda: (os.setpgid(0, 0), default_signals()))
    pid, master = child.pid, None

def pump(seconds):
    """Copies the terminal's output to the transcript for up to `seconds`;
    returns whether any came."""
    global master
    if master is None:
        time.sleep(seconds)
        return False
    readable, _, _ = select.select([master], [], [], seconds)
    if not readable:
        return False
    try:
        data = os.read(master, 65536)
    except OSError:  # EIO: no process has the terminal open any more
        data = b""
    if not data:
        os.close(master)
        master = None
        return False
    transcript.write(data)
    transcript.flush()
    return True

def exit_status():
    done, status = os.waitpid(pid, os.WNOHANG)
    if done == 0:
        return None
    code = os.waitstatus_to_exitcode(status)
    return 128 - code if code < 0 else code

deadline = time.monotonic() + patience
while not all_running():
    if exit_status() is not None:
        fail("the run ended before its five sleeps ran (its output follows)", pid)
    if time.monotonic() > deadline:
        fail(f"the run's five sleeps were not all running after {patience} s", pid)
    pump(0.1)

if how == "kill":
    os.kill(pid, signo)
elif how == "step":
    os.kill(command_lines()[ready[4]], signo)  # the long step fails with 128 + signo
elif signo == signal.SIGINT:
    os.write(master, b"\x03")  # Ctrl-C: the terminal sends SIGINT to its foreground process group
else:
    os.close(master)  # the terminal closes: SIGHUP to the run, its session leader
    master = None

deadline = time.monotonic() + patience
while (status := exit_status()) is None:
    if time.monotonic() > deadline:
        fail(f"the run still ran {patience} s after {name}", pid)
    pump(0.1)
# The rest of its output: up to the end, when the last process holding the
# terminal closes it, or a silence of 2 s if one of the run's is left holding it.
while master is not None and pump(2):
    pass
print(status)
PY
)

failures=0
modes=(kill-TERM kill-INT kill-HUP kill-QUIT terminal-INT terminal-HUP step-KILL)
for mode in "${modes[@]}"; do
    transcript="$work/transcript-$mode.txt"
    signo=$(kill -l "${mode#*-}")
    expected=$((128 + signo))
    problems=()
    if status=$(python3 -c "$driver" "$mode" "$transcript" "$sleeper" "$run_marker" bash "$run"); then
        [ "$status" -eq "$expected" ] || problems+=("it exited with status $status, expected $expected")
        # Once the terminal is closed, nobody can read the run's last line.
        if [ "$mode" != terminal-HUP ]; then
            last=$(tr -d '\r' < "$transcript" | grep -v '^$' | tail -1 || true)
            case "$last" in
                *"CI ended with status $expected") ;;
                *) problems+=("its last line is \"$last\", expected one ending \"CI ended with status $expected\"") ;;
            esac
        fi
    else
        problems+=("the driver failed")
    fi
    # The run ended; give what it left a generous while to go (init reaps orphans).
    for ((round = 0; round < 300; round++)); do
        [ -z "$(leftovers)" ] && break
        sleep 0.1
    done
    left=$(leftovers)
    if [ -n "$left" ]; then
        # shellcheck disable=SC2086
        problems+=("processes of the run remain: $(ps -o pid=,pgid=,args= -p "$(echo $left | tr ' ' ',')" | sed 's/  */ /g' | paste -sd ';')")
        stop_leftovers
    fi
    scratch=$(tr -d '\r' < "$transcript" | sed -n 's/^scratch: //p' | head -1)
    if [ -z "$scratch" ]; then
        problems+=("it printed no scratch folder")
    elif [ -e "$scratch" ]; then
        problems+=("its scratch folder $scratch remains")
    fi
    if [ ${#problems[@]} -eq 0 ]; then
        echo "check_ci_signals: $mode: the run ended with $expected, no process left, scratch folder removed"
    else
        failures=$((failures + 1))
        echo "check_ci_signals: $mode: FAIL: $(printf '%s; ' "${problems[@]}")"
        sed 's/^/    | /' "$transcript" | tr -d '\r' | tail -8
    fi
done
if [ "$failures" -ne 0 ]; then
    echo "check_ci_signals: $failures of ${#modes[@]} ways of ending $ci_script left something behind or misreported"
    exit 1
fi
echo "check_ci_signals: $ci_script ends cleanly on SIGTERM, SIGINT, SIGHUP and SIGQUIT, from kill and from a terminal, and on a failing step"
