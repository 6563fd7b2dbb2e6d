#!/usr/bin/env bash
# Throughput of GET /products?limit=30 against nginx serving the same bytes
# from a file, on loopback, with wrk at 8 and 64 connections, interleaved.
# nginx gets WORKERS processes, courier-server as many event-loop threads.
#   scripts/nginx-compare.sh [ROUNDS] [SECONDS] [WORKERS]   (default 3 10 2)
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product courier-server >/dev/null
exec python3 scripts/nginx_compare.py .build/release/courier-server "${1:-3}" "${2:-10}" "${3:-2}"
