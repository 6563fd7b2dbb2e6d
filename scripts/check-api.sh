#!/usr/bin/env bash
# Compares the public API of every library product with the last release tag
# (`swift package diagnose-api-breaking-changes`) and fails on any break that
# the CHANGELOG's Unreleased section does not list. A listed break is a
# bullet under "### Breaking" quoting the checker's line in backticks:
#
#   - `API breakage: enumelement NetworkError.tls has been added as a new enum case` — …
#
#   bash scripts/check-api.sh            # against the last tag reachable from HEAD
#   COURIER_API_BASELINE=0.1.0 bash scripts/check-api.sh
#
# Without a tag (a clone that did not fetch tags) the release named in
# scripts/api-baseline ("VERSION COMMIT") is the baseline.
#
# Release tags are MAJOR.MINOR.PATCH (CHANGELOG.md, "Versions"). The baseline's
# API is kept under .build-api/baselines/, so a second run builds only HEAD.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd -P)"
work="$root/.build-api"
changelog="$root/CHANGELOG.md"

say() { printf 'check-api: %s\n' "$*" >&2; }
die() { say "FAILED: $*"; exit 1; }

cd "$root"
baseline="${COURIER_API_BASELINE:-}"
if [ -z "$baseline" ]; then
    baseline="$(git describe --tags --abbrev=0 --match '[0-9]*.[0-9]*.[0-9]*' 2>/dev/null || true)"
fi
# A clone made without tags still has the release's commit: scripts/api-baseline names it.
if [ -z "$baseline" ] && [ -f "$root/scripts/api-baseline" ]; then
    read -r _ recorded <"$root/scripts/api-baseline"
    git cat-file -e "$recorded^{commit}" 2>/dev/null && baseline="$recorded"
fi
[ -n "$baseline" ] || die "no release tag (MAJOR.MINOR.PATCH) is reachable from HEAD: tag the release the CHANGELOG's
newest section names, e.g. \`git tag -a 0.1.0 <commit> -m 'Courier 0.1.0'\`, or set COURIER_API_BASELINE"
git rev-parse --verify --quiet "$baseline^{commit}" >/dev/null || die "'$baseline' names no commit"

mkdir -p "$work"
allowlist="$work/allowlist.txt"
# The Unreleased section runs from its heading to the next release's.
awk '/^## \[Unreleased\]/ { inside = 1; next } /^## \[/ { inside = 0 } inside' "$changelog" \
    | grep -oE '`API breakage: [^`]+`' | tr -d '`' >"$allowlist" || true
say "comparing with $baseline ($(git rev-parse --short "$baseline^{commit}")); the CHANGELOG accepts $(wc -l <"$allowlist") breaks"

log="$work/diagnose.log"
# Run without an allowlist, so every break is printed and a listed one that no longer happens shows too.
status=0
swift package diagnose-api-breaking-changes "$baseline" --baseline-dir "$work/baselines" >"$log" 2>&1 || status=$?
if ! grep -qE 'breaking changes? detected' "$log"; then
    tail -n 30 "$log" >&2
    die "the checker did not get as far as comparing (exit $status; log: $log)"
fi
# What the checker found, module by module, without the build's lines.
grep -E 'breaking changes? detected|API breakage' "$log" >&2 || true
found="$work/found.txt"
grep -oE 'API breakage: .*' "$log" | sed 's/[[:space:]]*$//' | sort -u >"$found" || true
unlisted="$(grep -vxF -f "$allowlist" "$found" || true)"
# A listed break the checker no longer finds is a line to remove, not a failure.
while IFS= read -r accepted; do
    [ -n "$accepted" ] && ! grep -qxF -- "$accepted" "$found" && say "note: listed but not found any more: $accepted"
done <"$allowlist"
if [ -n "$unlisted" ]; then
    say "not listed under Unreleased > Breaking in CHANGELOG.md:"
    printf '  %s\n' "$unlisted" >&2
    die "the API broke in a way the CHANGELOG does not list (log: $log)"
fi
[ $status -eq 0 ] || [ -s "$found" ] || die "the checker failed (exit $status; log: $log)"
say "ok: no unlisted break since $baseline ($(wc -l <"$found") listed)"
