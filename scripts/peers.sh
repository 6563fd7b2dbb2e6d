#!/usr/bin/env bash
# The described-API tests' peers, each on its own loopback port: a FastAPI
# bookshop (OAuth2 password + refresh, skip/limit) and a Django REST framework
# game library (HTTP basic, page numbers, ordering, filters).
#
#   eval "$(scripts/peers.sh start)"   # installs into a venv on first use, then starts both
#   swift test --filter 'DescribedPeer'
#   scripts/peers.sh stop
#
# `start` prints the exports (COURIER_FASTAPI_URL, COURIER_DRF_URL) on stdout
# and everything else on stderr; `env` prints them again while they run. It
# exits non-zero, saying why, when a peer cannot be installed or does not answer.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
dir="$root/.build-peers"
venv="$dir/venv"
requirements="$root/scripts/peers-requirements.txt"
envfile="$dir/env"
ready_seconds=60

say() { printf 'peers: %s\n' "$*" >&2; }
die() { say "$*"; exit 1; }
# shellcheck source=lib/python-peer.sh
. "$root/scripts/lib/python-peer.sh"

install() { peer_install "$venv" "$requirements" uvicorn "FastAPI, Django REST framework and uvicorn"; }

# The pid of a peer (fastapi, drf) of this checkout, if it runs.
running_pid() { peer_running_pid "$dir/$1.pid" "$venv/bin/uvicorn"; }

free_port() {
    "$venv/bin/python" -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'
}

# Polls `url` until it answers, the server dies, or the deadline passes.
wait_ready() {
    "$venv/bin/python" - "$1" "$ready_seconds" "$2" <<'PY'
import os, sys, time, urllib.request
pid, seconds, url = int(sys.argv[1]), float(sys.argv[2]), sys.argv[3]
opener = urllib.request.build_opener(urllib.request.ProxyHandler({}))  # loopback never goes through a proxy
deadline = time.monotonic() + seconds
while True:
    try:
        os.kill(pid, 0)
    except OSError:
        sys.exit("the server exited before it answered")
    try:
        opener.open(url, timeout=2).read()
        sys.exit(0)
    except OSError as error:
        last = error
    if time.monotonic() > deadline:
        sys.exit(f"no answer from {url} within {seconds:.0f} s: {last}")
    time.sleep(0.2)
PY
}

# start_peer NAME APP PROBE-PATH [ENV=VALUE...]: uvicorn on a free port, retried when the port is taken meanwhile.
start_peer() {
    local name="$1" app="$2" probe="$3" attempt port pid
    shift 3
    for attempt in 1 2 3; do
        port="$(free_port)"
        # setsid keeps it out of the caller's process group, so it outlives `start`; `stop` ends it by its pid.
        env "$@" setsid "$venv/bin/uvicorn" "$app" --app-dir "$root/scripts/peers" --host 127.0.0.1 --port "$port" \
            --log-level warning >"$dir/$name.log" 2>&1 </dev/null &
        pid=$!
        echo "$pid" >"$dir/$name.pid"
        if wait_ready "$pid" "http://127.0.0.1:$port$probe"; then
            say "$name on port $port (pid $pid, log $dir/$name.log)"
            echo "$port"
            return
        fi
        say "$name attempt $attempt did not come up; its log:"
        tail -n 30 "$dir/$name.log" >&2 || true
        stop_pid "$pid"
    done
    die "$name did not start"
}

stop_pid() { peer_stop_pid "$1"; }

start() {
    if running_pid fastapi >/dev/null && running_pid drf >/dev/null && [ -f "$envfile" ]; then
        say "already running"
        cat "$envfile"
        return
    fi
    stop
    install
    mkdir -p "$dir"
    local fastapi drf
    fastapi="$(start_peer fastapi fastapi_bookshop:app /openapi.json)"
    # A fresh database from the seed each start, so every run sees the same games.
    LIBRARY_DB="$dir/library.sqlite3" PYTHONPATH="$root/scripts/peers" "$venv/bin/python" -m library.seed \
        || die "the game library's database could not be made"
    drf="$(start_peer drf library.asgi:application /schema/ LIBRARY_DB="$dir/library.sqlite3")"
    {
        echo "export COURIER_FASTAPI_URL=http://127.0.0.1:$fastapi"
        echo "export COURIER_DRF_URL=http://127.0.0.1:$drf"
    } >"$envfile"
    cat "$envfile"
}

stop() {
    local name pid
    for name in fastapi drf; do
        if pid="$(running_pid "$name")"; then
            stop_pid "$pid"
            say "$name stopped (pid $pid)"
        fi
        rm -f "$dir/$name.pid"
    done
    rm -f "$envfile"
}

case "${1:-}" in
    start) start ;;
    stop) stop ;;
    env) [ -f "$envfile" ] && cat "$envfile" || die "not running: start them first" ;;
    *) echo "usage: scripts/peers.sh start|stop|env" >&2; exit 2 ;;
esac
