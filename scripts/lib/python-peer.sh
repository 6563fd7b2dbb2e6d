# Shared by the scripts that run Python peers for the tests (httpbin.sh,
# peers.sh): a venv from pinned requirements, a peer's pid checked against
# its command line, and a stop that waits. Sourced; `say` and `die` are the caller's.

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
