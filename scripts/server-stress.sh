#!/usr/bin/env bash
# Slow clients and a descriptor limit against a release courier-server, on
# loopback, in about a minute: p50/p99 while 5,000 slowloris connections are
# held, threads and RSS before/during/after, CPU under `ulimit -n 256`.
#   scripts/server-stress.sh [SLOW_CONNECTIONS]   (default 5000)
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product courier-server >/dev/null
exec python3 scripts/server_stress.py .build/release/courier-server "${1:-5000}"
