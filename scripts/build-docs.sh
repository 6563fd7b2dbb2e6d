#!/usr/bin/env bash
# Builds the libraries' documentation with the toolchain's docc, warnings
# failing: Network with its catalog (Sources/Network/Network.docc: the
# articles), and Reactive, NetworkTesting and ReactiveTesting from their doc
# comments. It fails as well on any public declaration of the four without a
# doc comment (scripts/doc-coverage.py), naming each.
#
#   bash scripts/build-docs.sh          # archives under .build-docs/<Module>.doccarchive
#
# The symbol graphs come from `swift package dump-symbol-graph`, which builds
# the package first if it has to.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd -P)"
work="$root/.build-docs"
modules=(Network Reactive NetworkTesting ReactiveTesting)

say() { printf 'build-docs: %s\n' "$*" >&2; }
die() { say "FAILED: $*"; exit 1; }

command -v docc >/dev/null || die "docc is not on PATH (it comes with the Swift toolchain, next to swift)"
cd "$root"
rm -rf "$work"
mkdir -p "$work"
say "dumping symbol graphs"
# It fails when any module has no graph, the test runners included, which a
# build without tests never makes: only the four libraries' graphs must be there.
dumped=0
swift package dump-symbol-graph --skip-synthesized-members >"$work/dump.log" 2>&1 || dumped=$?
graphs="$(sed -n 's/^Files written to //p' "$work/dump.log" | tail -n 1)"
for module in "${modules[@]}"; do
    if [ ! -d "$graphs" ] || [ ! -s "$graphs/$module.symbols.json" ]; then
        tail -n 30 "$work/dump.log" >&2
        die "no symbol graph for $module (swift package dump-symbol-graph exited $dumped; log: $work/dump.log)"
    fi
done
[ "$dumped" -eq 0 ] || say "dump-symbol-graph exited $dumped for modules outside the four (see $work/dump.log); theirs are all there"

python3 "$root/scripts/doc-coverage.py" "$root" "$graphs" "${modules[@]}" || die "public declarations without a doc comment (above)"

for module in "${modules[@]}"; do
    # The module's own graph and its extensions of other modules' types (Module@Other).
    input="$work/graphs/$module"
    mkdir -p "$input"
    cp "$graphs/$module.symbols.json" "$input/"
    find "$graphs" -maxdepth 1 -name "$module@*.symbols.json" -exec cp {} "$input/" \;
    catalog=()
    [ -d "$root/Sources/$module/$module.docc" ] && catalog=("$root/Sources/$module/$module.docc")
    log="$work/$module.log"
    if ! docc convert "${catalog[@]}" --additional-symbol-graph-dir "$input" \
        --fallback-display-name "$module" --fallback-bundle-identifier "org.courier.$module" \
        --output-path "$work/$module.doccarchive" --warnings-as-errors >"$log" 2>&1; then
        cat "$log" >&2
        die "docc found problems in $module (log: $log)"
    fi
    if grep -qiE 'warning|error' "$log"; then
        cat "$log" >&2
        die "docc warned about $module (log: $log)"
    fi
    say "$module: $(find "$work/$module.doccarchive/data/documentation" -name '*.json' | wc -l) pages"
done
say "ok: ${modules[*]} documented, no warnings"
