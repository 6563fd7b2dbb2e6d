#!/usr/bin/env bash
# A long session with the real app in tmux, watching its memory, descriptors
# and threads (scripts/soak.py says what it does and what fails it).
#   scripts/soak.sh SECONDS [SEED]     e.g. scripts/soak.sh 3600
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --product courier >&2
swift build --product courier-server >&2
bin="$(swift build --show-bin-path)"
samples="${SOAK_SAMPLES:-$(mktemp -t courier-soak-samples.XXXXXX.csv)}"
exec python3 scripts/soak.py "$bin/courier" "$bin/courier-server" "${1:-3600}" "${2:-$RANDOM}" --samples="$samples"
