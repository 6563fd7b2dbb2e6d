#!/usr/bin/env bash
# Fuzzes one parser with libFuzzer for a bounded time.
#   scripts/fuzz.sh TARGET SECONDS     (scripts/fuzz.sh list: the targets)
#   scripts/fuzz.sh all SECONDS        each target in turn, SECONDS each
#   FUZZ_SEED=N                        libFuzzer's seed (CI fixes one, so a run is the same mutations)
#
# Builds courier-fuzz in release with AddressSanitizer, SanitizerCoverage
# and libFuzzer (its no-main library: courier-fuzz has its own main, for
# `list` and `replay`, and starts libFuzzer's loop itself), under
# .build-fuzz/. The corpus starts from Tests/FuzzCorpus/TARGET (and, for
# json, every record of the contract in ../shared/contract/dummyjson when
# it is there) and grows in .build-fuzz/corpus/TARGET. An input that
# crashes, hangs or breaks an invariant is copied to
# Tests/FuzzCorpus/TARGET/regression-*, which FuzzTargetsTests replays on
# every test run; the script then fails. Prints executions and coverage.
set -euo pipefail
cd "$(dirname "$0")/.."

target="${1:?usage: scripts/fuzz.sh TARGET|all|list SECONDS}"
seconds="${2:-60}"
scratch=.build-fuzz

swift_bin="$(dirname "$(readlink -f "$(command -v swift)")")"
fuzzer_lib="$(ls "$swift_bin"/../lib/clang/*/lib/linux/libclang_rt.fuzzer_no_main-x86_64.a 2>/dev/null | head -1)"
[ -n "$fuzzer_lib" ] || { echo "fuzz.sh: libFuzzer (libclang_rt.fuzzer_no_main) is not in this Swift toolchain" >&2; exit 1; }

echo "building courier-fuzz with libFuzzer, ASan and coverage (under $scratch)" >&2
swift build -c release --product courier-fuzz --scratch-path "$scratch" \
    -Xswiftc -DFUZZING -Xswiftc -sanitize=address \
    -Xswiftc -sanitize-coverage=edge,inline-8bit-counters,pc-table,trace-cmp \
    -Xlinker "$fuzzer_lib" -Xlinker -lstdc++ >&2
binary="$scratch/release/courier-fuzz"

if [ "$target" = list ]; then exec "$binary" list; fi
if [ "$target" = all ]; then
    status=0
    for name in $("$binary" list | cut -f1); do "$0" "$name" "$seconds" || status=1; done
    exit $status
fi

max_len() {
    case "$1" in
        webp|json) echo 65536 ;;
        api-description|yaml) echo 262144 ;;
        http-request|http-response|keys) echo 16384 ;;
        *) echo 4096 ;;
    esac
}

corpus="$scratch/corpus/$target"
artifacts="$scratch/artifacts/$target"
# What an earlier run found is already kept under Tests/FuzzCorpus: start with none.
rm -rf "$artifacts"
mkdir -p "$corpus" "$artifacts"
cp -n Tests/FuzzCorpus/"$target"/* "$corpus"/ 2>/dev/null || true
if { [ "$target" = json ] || [ "$target" = json-tape ] || [ "$target" = json-writer ]; } && [ -d ../shared/contract/dummyjson ]; then
    # Each real record, and each whole page, as its own seed (never committed).
    python3 - "$corpus" ../shared/contract/dummyjson/*.json <<'PY'
import json, sys, os
out = sys.argv[1]
for path in sys.argv[2:]:
    try:
        document = json.load(open(path))
    except ValueError:
        continue
    name = os.path.basename(path)[:-5]
    open(os.path.join(out, f"contract-{name}-page"), "w").write(json.dumps(document)[:60000])
    records = document.get(name) if isinstance(document, dict) else document
    for index, record in enumerate((records or [])[:40]):
        open(os.path.join(out, f"contract-{name}-{index}"), "w").write(json.dumps(record))
PY
fi

if [ "$target" = api-description ] || [ "$target" = yaml ]; then
    # The descriptions the tests use, the profile in docs/ and the staging server's own document.
    cp -n Tests/Descriptions/* docs/dummyjson-profile.yaml "$corpus"/ 2>/dev/null || true
    swift build --product courier-server >&2 && "$(swift build --show-bin-path)/courier-server" --openapi > "$corpus/staging-openapi.json"
fi

log="$scratch/fuzz-$target.log"
set +e
SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=detect_leaks=0:abort_on_error=1 \
    "$binary" run "$target" "$corpus" \
    -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len="$(max_len "$target")" \
    -print_final_stats=1 -artifact_prefix="$artifacts/" ${FUZZ_SEED:+-seed="$FUZZ_SEED"} >"$log" 2>&1
status=$?
set -e

stats="$(grep -E '^#[0-9]+' "$log" | tail -1)"
runs="$(grep -E '^stat::number_of_executed_units' "$log" | awk '{print $2}')"
printf '%s: %s executions in %s s; last: %s\n' "$target" "${runs:-?}" "$seconds" "${stats:-none}"
if [ $status -ne 0 ] || ls "$artifacts"/* >/dev/null 2>&1; then
    for found in "$artifacts"/*; do
        [ -e "$found" ] || continue
        kept="Tests/FuzzCorpus/$target/regression-$(basename "$found")"
        cp "$found" "$kept"
        echo "fuzz.sh: $target: kept $kept (commit it: FuzzTargetsTests replays it)" >&2
    done
    grep -E 'invariant broken|ERROR: |SUMMARY|Fatal error|deadly signal|timeout' "$log" | head -20 >&2
    echo "fuzz.sh: $target failed; the whole log is $log" >&2
    exit 1
fi
