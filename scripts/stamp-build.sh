#!/bin/sh
# Bakes the current commit into the next build (courier --version): writes
# Sources/CBuildStamp/stamp.generated.h, which git ignores, and touches
# stamp.c so the build compiles it again. Run before `swift build`.
set -eu
cd "$(dirname "$0")/.."
commit=$(git rev-parse --short=12 HEAD 2>/dev/null || echo unknown)
if [ "$commit" != unknown ] && ! git diff --quiet HEAD -- 2>/dev/null; then commit="$commit-dirty"; fi
printf '#define COURIER_COMMIT "%s"\n' "$commit" > Sources/CBuildStamp/stamp.generated.h
touch Sources/CBuildStamp/stamp.c
