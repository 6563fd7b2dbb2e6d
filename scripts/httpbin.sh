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

peer_label=httpbin
# shellcheck source=lib/python-peer.sh
. "$root/scripts/lib/python-peer.sh"

install() {
    peer_install "$venv" "$requirements" gunicorn "$(grep -E '^(httpbin|gunicorn)==' "$requirements" | tr '\n' ' ')"
}

# The pid of this checkout's gunicorn, if it runs.
running_pid() { peer_running_pid "$pidfile" "$venv/bin/gunicorn"; }

print_env() { peer_print_env "$envfile" "no $envfile: start it first"; }

# Threads, not a worker per request: the tests send 50 at once and hold /delay/10 open.
# setsid keeps it out of the caller's process group, so it outlives `start` and
# a Ctrl-C meant for the tests; `stop` ends it by its pid.
launch() {
    local binds=() host
    for host in "${hosts[@]}"; do binds+=(--bind "$host:$1"); done
    setsid "$venv/bin/gunicorn" "${binds[@]}" --chdir "$root/scripts" --worker-class gthread \
        --workers 2 --threads 32 --timeout 60 --graceful-timeout 3 --no-control-socket --access-logfile - \
        httpbin_peer:app >"$log" 2>&1 </dev/null &
}

start() {
    if running_pid >/dev/null; then
        say "already running (pid $(running_pid))"
        print_env
        return
    fi
    install
    rm -f "$envfile" "$pidfile"
    local port
    port="$(peer_start_on_free_port gunicorn "$log" "$pidfile" "$venv/bin/python" "$ready_seconds" launch /get "${hosts[@]}")"
    {
        echo "export COURIER_HTTPBIN_URL=http://${hosts[0]}:$port"
        echo "export COURIER_HTTPBIN_OTHER_URL=http://${hosts[1]}:$port"
    } >"$envfile"
    print_env
}

stop() {
    peer_stop "$pidfile" "$venv/bin/gunicorn"
    rm -f "$envfile"
}

case "${1:-}" in
    start) start ;;
    stop) stop ;;
    env) print_env ;;
    *) echo "usage: scripts/httpbin.sh start|stop|env" >&2; exit 2 ;;
esac
