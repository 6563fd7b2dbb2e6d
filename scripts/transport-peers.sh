#!/usr/bin/env bash
# The peers of NetworkHTTPBinTests/Peers: HTTPS servers with a test CA made here by
# openssl (a trusted chain, one that requires a client certificate, one that
# stops at TLS 1.2), a server of server-sent events and JSON lines, and an
# HTTP server on a Unix socket (scripts/transport_peers.py, Python's standard
# library only), all on loopback.
#
#   eval "$(scripts/transport-peers.sh start)"      # under .build-transport-peers/
#   swift test --filter NetworkHTTPBinTests
#   scripts/transport-peers.sh stop
#
# `start` prints the exports on stdout and everything else on stderr; `env`
# prints them again while the peers run. It exits non-zero, saying why, when
# openssl or python3 is missing or the peers do not come up.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
dir="$root/.build-transport-peers"
certificates="$dir/certificates"
pidfile="$dir/peers.pid"
envfile="$dir/env"
log="$dir/peers.log"
socket="$dir/http.sock"
ready_seconds=30

peer_label=transport-peers
# shellcheck source=lib/python-peer.sh
. "$root/scripts/lib/python-peer.sh"

# A CA, a wrong CA, a server certificate for 127.0.0.1 and localhost, and a client certificate
# (its key also kept encrypted), each made once; days=3650 so a kept directory stays valid.
make_certificates() {
    [ -f "$certificates/complete" ] && return
    command -v openssl >/dev/null || die "openssl is missing (Debian: apt-get install openssl)"
    rm -rf "$certificates"
    mkdir -p "$certificates"
    (
        cd "$certificates"
        quiet() { "$@" >/dev/null 2>&1 || { "$@"; exit 1; }; }
        for ca in ca wrong-ca; do
            quiet openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -days 3650 \
                -subj "/CN=Courier $ca" -keyout "$ca.key" -out "$ca.pem" \
                -addext basicConstraints=critical,CA:true -addext keyUsage=critical,keyCertSign,cRLSign
        done
        quiet openssl req -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -subj "/CN=127.0.0.1" \
            -keyout server.key -out server.csr
        printf 'subjectAltName=IP:127.0.0.1,DNS:localhost\nextendedKeyUsage=serverAuth\n' >server.ext
        quiet openssl x509 -req -in server.csr -CA ca.pem -CAkey ca.key -CAcreateserial -days 3650 -extfile server.ext -out server.pem
        quiet openssl req -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -subj "/CN=courier-client" \
            -keyout client.key -out client.csr
        printf 'extendedKeyUsage=clientAuth\n' >client.ext
        quiet openssl x509 -req -in client.csr -CA ca.pem -CAkey ca.key -CAcreateserial -days 3650 -extfile client.ext -out client.pem
        quiet openssl pkey -in client.key -aes256 -passout pass:courier-test -out client-encrypted.key
        # A server that sends its chain: leaf then CA.
        cat server.pem ca.pem >server-chain.pem
        for name in server wrong-ca; do
            source="$name.pem"
            openssl x509 -in "$source" -pubkey -noout | openssl pkey -pubin -outform der \
                | openssl dgst -sha256 -binary | openssl base64 -A >"$name.pin"
        done
        touch complete
    )
    say "made a test CA and certificates in $certificates"
}

running_pid() { peer_running_pid "$pidfile" "transport_peers.py"; }

print_env() { peer_print_env "$envfile" "no $envfile: start the peers first"; }

start() {
    if running_pid >/dev/null; then
        say "already running (pid $(running_pid))"
        print_env
        return
    fi
    command -v python3 >/dev/null || die "python3 is missing"
    mkdir -p "$dir"
    make_certificates
    rm -f "$envfile" "$pidfile"
    # setsid keeps it out of the caller's process group; `stop` ends it by its pid.
    setsid python3 "$root/scripts/transport_peers.py" --certificates "$certificates" --unix-socket "$socket" \
        >"$log" 2>&1 </dev/null &
    local pid=$!
    echo "$pid" >"$pidfile"
    local waited=0 ports=""
    while [ $waited -lt $((ready_seconds * 10)) ]; do
        ports="$(head -n 1 "$log" 2>/dev/null || true)"
        case "$ports" in \{*\}) break ;; esac
        kill -0 "$pid" 2>/dev/null || { cat "$log" >&2; die "the peers exited before they listened"; }
        sleep 0.1
        waited=$((waited + 1))
    done
    case "$ports" in \{*\}) ;; *) cat "$log" >&2; stop; die "the peers did not listen within $ready_seconds s" ;; esac
    port() { python3 -c 'import json,sys; print(json.loads(sys.argv[1])[sys.argv[2]])' "$ports" "$1"; }
    {
        echo "export COURIER_TLS_URL=https://127.0.0.1:$(port tls)"
        echo "export COURIER_TLS_CLIENT_CERTIFICATE_URL=https://127.0.0.1:$(port mtls)"
        echo "export COURIER_TLS12_URL=https://127.0.0.1:$(port tls12)"
        echo "export COURIER_TLS_CERTIFICATES=$certificates"
        echo "export COURIER_TLS_PIN=sha256//$(cat "$certificates/server.pin")"
        echo "export COURIER_TLS_WRONG_PIN=sha256//$(cat "$certificates/wrong-ca.pin")"
        echo "export COURIER_EVENTS_URL=http://127.0.0.1:$(port events)"
        echo "export COURIER_UNIX_SOCKET=$socket"
    } >"$envfile"
    say "running (pid $pid, log $log)"
    print_env
}

stop() {
    peer_stop "$pidfile" "transport_peers.py"
    rm -f "$envfile" "$socket"
}

case "${1:-}" in
    start) start ;;
    stop) stop ;;
    env) print_env ;;
    *) echo "usage: scripts/transport-peers.sh start|stop|env" >&2; exit 2 ;;
esac
