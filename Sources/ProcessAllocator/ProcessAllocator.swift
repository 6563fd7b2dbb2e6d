import CMimalloc
import Glibc

/// The allocator of the `courier` and `courier-bench` executables: mimalloc.
///
/// Importing `CMimalloc` here makes each executable that links this target
/// name libmimalloc before the C library, so the loader binds every `malloc`
/// and `free` in the process (the Swift runtime's, Foundation's, libcurl's)
/// to mimalloc's. A decoded request then costs some 7 % less CPU than on
/// glibc's malloc, and the start nothing more (docs/BENCHMARKS.md, "The
/// allocator"). No library product depends on this target: a package that
/// adopts Network keeps whatever allocator its app chose.
package enum ProcessAllocator {
    /// How long mimalloc keeps a freed page before giving it back to the
    /// kernel, in milliseconds. Its own default, 25, is counted from the free
    /// but acted on only when the thread that freed the page next allocates:
    /// the libcurl thread that decoded a 100,000-item page is idle after it,
    /// so the app kept 25 MB more than on glibc. At 1 ms it keeps less than
    /// on glibc, and a request costs no more CPU (docs/BENCHMARKS.md, "The allocator").
    package static let defaultDecommitDelay = 1

    /// Sets mimalloc's options before the process allocates in earnest: the
    /// first thing `main` does.
    package static func configure() {
        mi_option_set(mi_option_decommit_delay, defaultDecommitDelay)
    }

    /// "mimalloc 2.0.9", or "the C library's malloc" when the loader bound
    /// `malloc` elsewhere (a sanitizer's runtime comes first, say).
    package static var name: String {
        guard isMimalloc else { return "the C library's malloc" }
        let version = Int(mi_version())
        return "mimalloc \(version / 100).\(version / 10 % 10).\(version % 10)"
    }

    /// Whether a block `malloc` gives lies in mimalloc's heap.
    package static var isMimalloc: Bool {
        let block = malloc(64)
        defer { free(block) }
        return mi_is_in_heap_region(block)
    }

    /// Gives freed memory back to the kernel before a figure of RSS:
    /// mimalloc's collection of this thread's heap, or glibc's trim in a
    /// process whose malloc is glibc's (looked up at run time: Swift's Glibc
    /// module does not export malloc.h).
    package static func releaseFreedMemory() {
        if isMimalloc {
            mi_collect(true)
            return
        }
        typealias Trim = @convention(c) (Int) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") else { return }
        _ = unsafeBitCast(symbol, to: Trim.self)(0)
    }
}
