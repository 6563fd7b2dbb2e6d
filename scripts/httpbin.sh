#!/usr/bin/env bash
# httpbin under gunicorn on 127.0.0.1 and 127.0.0.2 (one port, two origins, for
# cross-host redirects): the peer of the NetworkHTTPBinTests target.
#
#   eval "$(scripts/httpbin.sh start)"   # installs into a venv on first use, then starts
#   swift test --filter NetworkHTTPBinTests
#   scripts/httpbin.sh stop
#
# `start` prints the exports (COURIER_HTTPBIN_URL, COURIER_HTTPBIN_OTHER_URL) on
# stdout and everything else on stderr; `env` prints them again while it runs.
# It exits non-zero, saying why, when httpbin cannot be installed or does not answer.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
dir="$root/.build-httpbin"
venv="$dir/venv"
requirements="$root/scripts/httpbin-requirements.txt"
pidfile="$dir/gunicorn.pid"
envfile="$dir/env"
log="$dir/gunicorn.log"
hosts=(127.0.0.1 127.0.0.2)
ready_seconds=60

say() { printf 'httpbin: %s\n' "$*" >&2; }
die() { say "$*"; exit 1; }
# shellcheck source=lib/python-peer.sh
. "$root/scripts/lib/python-peer.sh"

install() {
    peer_install "$venv" "$requirements" gunicorn "$(grep -E '^(httpbin|gunicorn)==' "$requirements" | tr '\n' ' ')"
}

# The pid of this checkout's gunicorn, if it runs.
running_pid() { peer_running_pid "$pidfile" "$venv/bin/gunicorn"; }

print_env() {
    [ -f "$envfile" ] || die "no $envfile: start it first"
    cat "$envfile"
}

# A port free on every address, so both origins differ only by host.
free_port() {
    "$venv/bin/python" - "${hosts[@]}" <<'PY'
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

# Polls every origin until it answers, the server dies, or the deadline passes.
wait_ready() {
    "$venv/bin/python" - "$1" "$ready_seconds" "$2" "$3" <<'PY'
import os, sys, time, urllib.request
pid, seconds, urls = int(sys.argv[1]), float(sys.argv[2]), sys.argv[3:]
opener = urllib.request.build_opener(urllib.request.ProxyHandler({}))  # loopback never goes through a proxy
deadline = time.monotonic() + seconds
pending = list(urls)
while pending:
    try:
        os.kill(pid, 0)
    except OSError:
        sys.exit("gunicorn exited before it answered")
    try:
        opener.open(pending[0] + "/get", timeout=2).read()
        pending.pop(0)
        continue
    except OSError as error:
        last = error
    if time.monotonic() > deadline:
        sys.exit(f"no answer from {pending[0]} within {seconds:.0f} s: {last}")
    time.sleep(0.2)
PY
}

start() {
    if running_pid >/dev/null; then
        say "already running (pid $(running_pid))"
        print_env
        return
    fi
    install
    rm -f "$envfile" "$pidfile"
    local attempt port pid
    for attempt in 1 2 3; do
        port="$(free_port)" || die "no free port"
        local binds=()
        for host in "${hosts[@]}"; do binds+=(--bind "$host:$port"); done
        # Threads, not a worker per request: the tests send 50 at once and hold /delay/10 open.
        # setsid keeps it out of the caller's process group, so it outlives `start` and
        # a Ctrl-C meant for the tests; `stop` ends it by its pid.
        setsid "$venv/bin/gunicorn" "${binds[@]}" --chdir "$root/scripts" --worker-class gthread \
            --workers 2 --threads 32 --timeout 60 --graceful-timeout 3 --no-control-socket --access-logfile - \
            httpbin_peer:app >"$log" 2>&1 </dev/null &
        pid=$!
        echo "$pid" >"$pidfile"
        if wait_ready "$pid" "http://${hosts[0]}:$port" "http://${hosts[1]}:$port"; then
            {
                echo "export COURIER_HTTPBIN_URL=http://${hosts[0]}:$port"
                echo "export COURIER_HTTPBIN_OTHER_URL=http://${hosts[1]}:$port"
            } >"$envfile"
            say "running on port $port (pid $pid, log $log)"
            print_env
            return
        fi
        # Another process may have taken the port between choosing it and binding it.
        say "attempt $attempt did not come up; its log:"
        tail -n 40 "$log" >&2 || true
        stop_pid "$pid"
    done
    die "gunicorn did not start"
}

stop_pid() { peer_stop_pid "$1"; }

stop() {
    local pid
    if pid="$(running_pid)"; then
        stop_pid "$pid"
        say "stopped (pid $pid)"
    fi
    rm -f "$pidfile" "$envfile"
}

case "${1:-}" in
    start) start ;;
    stop) stop ;;
    env) print_env ;;
    *) echo "usage: scripts/httpbin.sh start|stop|env" >&2; exit 2 ;;
esac
