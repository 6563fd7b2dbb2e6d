#!/usr/bin/env bash
# Malformed and hostile requests against a release courier-server, on
# loopback: counts answered, closed and hung requests, and checks the server
# is alive and answering afterwards. Exits non-zero on a crash or a hang.
#   scripts/server-fuzz.sh [REQUESTS]   (default 100000)
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product courier-server >/dev/null
exec python3 scripts/server_fuzz.py .build/release/courier-server "${1:-100000}"
