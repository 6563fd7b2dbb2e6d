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

peer_label=peers
# shellcheck source=lib/python-peer.sh
. "$root/scripts/lib/python-peer.sh"

install() { peer_install "$venv" "$requirements" uvicorn "FastAPI, Django REST framework and uvicorn"; }

# The pid of a peer (fastapi, drf) of this checkout, if it runs.
running_pid() { peer_running_pid "$dir/$1.pid" "$venv/bin/uvicorn"; }

# launch_fastapi PORT, launch_drf PORT: uvicorn in the background. setsid keeps it out of
# the caller's process group, so it outlives `start`; `stop` ends it by its pid.
launch_fastapi() { launch fastapi fastapi_bookshop:app "$1"; }
launch_drf() { LIBRARY_DB="$dir/library.sqlite3" launch drf library.asgi:application "$1"; }
launch() {
    setsid "$venv/bin/uvicorn" "$2" --app-dir "$root/scripts/peers" --host 127.0.0.1 --port "$3" \
        --log-level warning >"$dir/$1.log" 2>&1 </dev/null &
}

# start_peer NAME PROBE-PATH: uvicorn on a free port, retried when the port is taken meanwhile; prints the port.
start_peer() {
    peer_start_on_free_port "$1" "$dir/$1.log" "$dir/$1.pid" "$venv/bin/python" "$ready_seconds" "launch_$1" "$2" 127.0.0.1
}

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
    fastapi="$(start_peer fastapi /openapi.json)"
    # A fresh database from the seed each start, so every run sees the same games.
    LIBRARY_DB="$dir/library.sqlite3" PYTHONPATH="$root/scripts/peers" "$venv/bin/python" -m library.seed \
        || die "the game library's database could not be made"
    drf="$(start_peer drf /schema/)"
    {
        echo "export COURIER_FASTAPI_URL=http://127.0.0.1:$fastapi"
        echo "export COURIER_DRF_URL=http://127.0.0.1:$drf"
    } >"$envfile"
    cat "$envfile"
}

stop() {
    local name
    for name in fastapi drf; do peer_stop "$dir/$name.pid" "$venv/bin/uvicorn" "$name"; done
    rm -f "$envfile"
}

case "${1:-}" in
    start) start ;;
    stop) stop ;;
    env) peer_print_env "$envfile" "not running: start them first" ;;
    *) echo "usage: scripts/peers.sh start|stop|env" >&2; exit 2 ;;
esac
