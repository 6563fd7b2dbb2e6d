#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Inside Network this shadows `Synchronization.Mutex`, with the same
/// `init(_:)` and `withLock(_:)`, but on a pthread mutex, as Reactive's does.
///
/// Why: on Linux, Synchronization.Mutex waits and wakes through futex calls
/// that ThreadSanitizer does not intercept, so `swift test --sanitize=thread`
/// reported the activity count and the request registry, both only ever
/// touched under their lock, as racing. pthread_mutex_lock is intercepted, so
/// TSan sees the real ordering and real races stay visible.
final class Mutex<Value>: @unchecked Sendable { // `mutex` guards `value`
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private var value: Value

    init(_ initialValue: sending Value) {
        value = initialValue
        mutex = .allocate(capacity: 1)
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// Runs `body` with exclusive access to the value. Not reentrant.
    @inline(__always)
    func withLock<Result, Failure: Error>(_ body: (inout Value) throws(Failure) -> Result) throws(Failure) -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value)
    }
}
