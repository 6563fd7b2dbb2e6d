# Shared by the scripts that run Python peers for the tests (httpbin.sh,
# peers.sh, transport-peers.sh): their messages, a venv from pinned
# requirements, a free port, a start retried until the peer answers, a pid
# checked against its command line, a stop that waits, and the exports.
# Sourced after the caller sets `peer_label`, the prefix of its messages.

say() { printf '%s: %s\n' "$peer_label" "$*" >&2; }
die() { say "$*"; exit 1; }

# peer_install VENV REQUIREMENTS BINARY WHAT: makes VENV from REQUIREMENTS
# unless VENV/bin/BINARY exists and the pins are those it was made from.
peer_install() {
    local venv="$1" requirements="$2" binary="$3" what="$4"
    if [ -x "$venv/bin/$binary" ] && cmp -s "$requirements" "$venv/requirements.txt"; then return; fi
    local python="${PYTHON:-python3}"
    say "installing $what into $venv"
    rm -rf "$venv"
    mkdir -p "$(dirname "$venv")"
    "$python" -m venv "$venv" >&2 || die "$python cannot make a venv (Debian: apt-get install python3-venv)"
    "$venv/bin/pip" install --quiet --disable-pip-version-check -r "$requirements" >&2 \
        || die "pip could not install $requirements"
    cp "$requirements" "$venv/requirements.txt"
}

# peer_free_port PYTHON HOST...: a port free on every HOST at once, so
# origins on one port differ only by host.
peer_free_port() {
    local python="$1"
    shift
    "$python" - "$@" <<'PY'
import socket, sys
hosts = sys.argv[1:]
for _ in range(100):
    with socket.socket() as first:
        first.bind((hosts[0], 0))
        port = first.getsockname()[1]
        try:
            for host in hosts[1:]:
                with socket.socket() as other:
                    other.bind((host, port))
        except OSError:
            continue
        print(port)
        sys.exit(0)
sys.exit("no port is free on " + " and ".join(hosts))
PY
}

# peer_wait_http PYTHON PID SECONDS URL...: polls each URL in turn until it
# answers, the server PID dies, or SECONDS pass.
peer_wait_http() {
    local python="$1"
    shift
    "$python" - "$@" <<'PY'
import os, sys, time, urllib.request
pid, seconds, urls = int(sys.argv[1]), float(sys.argv[2]), sys.argv[3:]
opener = urllib.request.build_opener(urllib.request.ProxyHandler({}))  # loopback never goes through a proxy
deadline = time.monotonic() + seconds
pending = list(urls)
while pending:
    try:
        os.kill(pid, 0)
    except OSError:
        sys.exit("the server exited before it answered")
    try:
        opener.open(pending[0], timeout=2).read()
        pending.pop(0)
        continue
    except OSError as error:
        last = error
    if time.monotonic() > deadline:
        sys.exit(f"no answer from {pending[0]} within {seconds:.0f} s: {last}")
    time.sleep(0.2)
PY
}

# peer_start_on_free_port NAME LOG PIDFILE PYTHON SECONDS LAUNCH PROBE HOST...:
# picks a port free on every HOST, runs `LAUNCH PORT` (a function that starts
# the server in the background, its output in LOG) and waits until every HOST
# answers PROBE (a path); prints the port. Tried three times, as another
# process may take the port between choosing it and binding it.
peer_start_on_free_port() {
    local name="$1" log="$2" pidfile="$3" python="$4" seconds="$5" launch="$6" probe="$7" attempt port pid host
    shift 7
    local urls
    for attempt in 1 2 3; do
        port="$(peer_free_port "$python" "$@")" || die "no free port"
        "$launch" "$port"
        pid=$!
        echo "$pid" >"$pidfile"
        urls=()
        for host in "$@"; do urls+=("http://$host:$port$probe"); done
        if peer_wait_http "$python" "$pid" "$seconds" "${urls[@]}"; then
            say "$name on port $port (pid $pid, log $log)"
            echo "$port"
            return
        fi
        say "$name attempt $attempt did not come up; its log:"
        tail -n 40 "$log" >&2 || true
        peer_stop_pid "$pid"
    done
    die "$name did not start"
}

# peer_running_pid PIDFILE PROGRAM: the pid in PIDFILE when that process runs
# PROGRAM (a stale pid file may name another process now).
peer_running_pid() {
    local pidfile="$1" program="$2" pid
    [ -f "$pidfile" ] || return 1
    pid="$(cat "$pidfile")"
    [ -r "/proc/$pid/cmdline" ] || return 1
    tr '\0' ' ' <"/proc/$pid/cmdline" | grep -qF "$program" || return 1
    echo "$pid"
}

# peer_stop_pid PID: TERM, then KILL after 10 s (a server past its graceful timeout is stuck).
peer_stop_pid() {
    local pid="$1" waited=0
    kill -TERM "$pid" 2>/dev/null || return 0
    while kill -0 "$pid" 2>/dev/null && [ $waited -lt 100 ]; do
        sleep 0.1
        waited=$((waited + 1))
    done
    kill -KILL "$pid" 2>/dev/null || true
    wait "$pid" 2>/dev/null || true
}

# peer_stop PIDFILE PROGRAM [NAME]: stops the peer PIDFILE names if it still
# runs PROGRAM, and forgets its pid.
peer_stop() {
    local pidfile="$1" program="$2" name="${3:-}" pid
    if pid="$(peer_running_pid "$pidfile" "$program")"; then
        peer_stop_pid "$pid"
        say "${name:+$name }stopped (pid $pid)"
    fi
    rm -f "$pidfile"
}

# peer_print_env ENVFILE MESSAGE: the exports while the peers run; MESSAGE and exit 1 when there are none.
peer_print_env() {
    [ -f "$1" ] || die "$2"
    cat "$1"
}
