import Glibc

/// Gives the heap's free pages back to the kernel. glibc keeps what a spike
/// of connections freed for reuse, so without this the RSS of 5,000 closed
/// connections never comes down.
enum HeapTrim {
    private typealias Trim = @convention(c) (Int) -> Int32

    /// `malloc_trim` is glibc's, not in the Glibc module's headers; looked up
    /// each time because it runs rarely, after a spike.
    static func run() {
        guard let symbol = dlsym(nil, "malloc_trim") else { return }
        _ = unsafeBitCast(symbol, to: Trim.self)(0)
    }
}
