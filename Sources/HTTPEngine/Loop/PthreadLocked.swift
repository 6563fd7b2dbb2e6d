import Glibc

/// A value behind a pthread mutex.
///
/// Not `Synchronization.Mutex`: on Linux its futex fast path is invisible to
/// ThreadSanitizer, which then reports every guarded access as a race
/// (checked with a four-thread counter under `-sanitize=thread`). A pthread
/// mutex is intercepted by TSan, so `swift test --sanitize=thread` stays quiet
/// unless there is a real race.
package final class PthreadLocked<Value>: @unchecked Sendable { // `value` is only touched while `mutex` is held
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private var value: Value

    package init(_ value: Value) {
        self.value = value
        mutex = .allocate(capacity: 1)
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value)
    }
}
