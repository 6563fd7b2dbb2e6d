#!/usr/bin/env bash
# Random keys, mouse, pastes, terminal replies, resizes and stop/continue
# against the real app in tmux, on a staging server behind a proxy whose
# fault changes every 100 steps (scripts/monkey.py says what fails it).
#   scripts/monkey.sh STEPS [SEED]
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --product courier >&2
swift build --product courier-server >&2
bin="$(swift build --show-bin-path)"
exec python3 scripts/monkey.py "$bin/courier" "$bin/courier-server" "${1:-2000}" "${2:-$RANDOM}"
