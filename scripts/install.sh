#!/usr/bin/env bash
# Builds courier (and courier-server) the way they are installed, and copies them
# to PREFIX (default ~/.local/bin):
#
#   scripts/install.sh [--prefix DIR]
#
# It bakes the commit into `courier --version` (scripts/stamp-build.sh) and
# writes the man page, courier(1), to PREFIX/../share/man/man1.
#
# The install build links the Swift runtime and Foundation into the binary
# (--static-swift-stdlib): nothing of the toolchain is looked up or relocated at
# start, which is most of what a `courier get` or `courier --version` costs before
# it does anything (docs/BENCHMARKS.md, "Start"). `swift build` and `swift run`
# stay dynamic, for quick links while developing.
#
# It also asks the compiler for direct metadata accessors instead of mangled
# type names for concrete types (-disable-concrete-type-metadata-mangled-name-accessors):
# the run-time resolves a mangled generic type (a `ResourceColumn<Quote>`, a
# `KeyedDecodingContainer<Product.CodingKeys>`) by checking its generic
# requirements, and the process's first check of each conformance scans every
# conformance record in the binary, Foundation's included — about 10 million
# instructions of `courier get`, a fifth of it (docs/BENCHMARKS.md). The code
# is the same; only how its metadata is found changes.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
prefix="$HOME/.local/bin"
while [ $# -gt 0 ]; do
    case "$1" in
        --prefix) prefix="$2"; shift 2 ;;
        *) echo "usage: scripts/install.sh [--prefix DIR]" >&2; exit 2 ;;
    esac
done

cd "$root"
scripts/stamp-build.sh
# A scratch path of its own: the static link rebuilds every module.
accessors=(-Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors)
swift build -c release --static-swift-stdlib --scratch-path .build-install --product courier "${accessors[@]}"
swift build -c release --static-swift-stdlib --scratch-path .build-install --product courier-server "${accessors[@]}"
mkdir -p "$prefix"
install -m 0755 .build-install/release/courier .build-install/release/courier-server "$prefix/"
man="$prefix/../share/man/man1"
mkdir -p "$man"
"$prefix/courier" manpage >"$man/courier.1"
echo "installed courier and courier-server in $prefix, and courier(1) in $(cd "$man" && pwd)" >&2
