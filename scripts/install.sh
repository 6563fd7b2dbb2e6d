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
scratch=.build-install
accessors=(-Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors)

# The C++ runtime, ncurses (with terminfo) and SQLite are linked in from their
# static archives too: each shared library costs the loader its file, its maps
# and its symbols at every start, and these three are 1.4 ms of a `courier get`
# (docs/BENCHMARKS.md, "Start"). What they read is local (the terminal's
# description, our own cache file). libcurl, libwebp, libyaml and zlib read
# what servers and files send, so they stay shared, where Debian's security
# fixes reach them without a rebuild.
#
# The linker takes the first library of a name along its search path, and
# SwiftPM puts the search paths of the system-library targets' pkg-config
# files first. So the archives are linked from a directory of their own, named
# first by pkg-config files that are the system's with that directory added.
static_libs=(libstdc++.a libncursesw.a libtinfo.a libsqlite3.a)
static_dir="$root/$scratch/static-libs"
pc_dir="$root/$scratch/pkgconfig"
rm -rf "$static_dir" "$pc_dir"
mkdir -p "$static_dir" "$pc_dir"
for archive in "${static_libs[@]}"; do
    found="$(clang -print-file-name="$archive")"
    if [ ! -f "$found" ]; then
        echo "install: $archive not found (apt install libstdc++-12-dev libncurses-dev libsqlite3-dev)" >&2
        exit 1
    fi
    ln -s "$found" "$static_dir/$archive"
done
for pc in sqlite3 libcurl libwebp yaml-0.1 zlib; do
    sed "s|^Libs:|Libs: -L$static_dir|" "$(pkg-config --path "$pc")" >"$pc_dir/$pc.pc"
done
# The static libncursesw leaves its terminfo calls to libtinfo, after it.
# SwiftPM exports an executable's own symbols (12,000 of them); nothing here
# looks them up (crashes are reported by our own handlers, not by symbol), and
# the loader tests the executable's table first for each of the 9,100 symbols
# libcurl's libraries bind at start: without them a `courier get` costs 0.2 ms
# less CPU (docs/BENCHMARKS.md).
link=(-Xlinker -ltinfo -Xlinker --no-export-dynamic)

for product in courier courier-server; do
    PKG_CONFIG_PATH="$pc_dir" swift build -c release --static-swift-stdlib --scratch-path "$scratch" \
        --product "$product" "${accessors[@]}" "${link[@]}"
done
# Fail loudly if a toolchain or SwiftPM change let a shared copy back in, or
# the executable's own symbols back into its dynamic table.
for product in courier courier-server; do
    exported="$(nm -D --defined-only "$scratch/release/$product" | wc -l)"
    if [ "$exported" -gt 100 ]; then
        echo "install: $product exports $exported symbols; the loader tests them all at start" >&2
        exit 1
    fi
    needed="$(readelf -d "$scratch/release/$product" | grep NEEDED || true)"
    for name in libstdc++ libncursesw libtinfo libsqlite3; do
        if grep -q "\[$name\.so" <<<"$needed"; then
            echo "install: $product still loads $name at start" >&2
            exit 1
        fi
    done
done
# courier runs on mimalloc (Sources/courier/main.swift), which Debian ships only as a
# shared library: it must be named before the C library, or the loader binds malloc
# to glibc's and every request costs some 7 % more CPU with nothing said.
needed="$(readelf -d "$scratch/release/courier" | grep NEEDED | grep -o '\[.*\]')"
mimalloc_at="$(grep -n '^\[libmimalloc\.so' <<<"$needed" | cut -d: -f1 || true)"
libc_at="$(grep -n '^\[libc\.so' <<<"$needed" | cut -d: -f1 || true)"
if [ -z "$mimalloc_at" ] || [ -z "$libc_at" ] || [ "$mimalloc_at" -gt "$libc_at" ]; then
    echo "install: courier does not name libmimalloc before the C library (apt install libmimalloc-dev)" >&2
    exit 1
fi
mkdir -p "$prefix"
install -m 0755 "$scratch/release/courier" "$scratch/release/courier-server" "$prefix/"
man="$prefix/../share/man/man1"
mkdir -p "$man"
"$prefix/courier" manpage >"$man/courier.1"
echo "installed courier and courier-server in $prefix, and courier(1) in $(cd "$man" && pwd)" >&2
