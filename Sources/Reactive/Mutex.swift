import Synchronization

/// Inside Reactive, `Mutex` is the lock the thread sanitizer can follow; see
/// SanitizerVisibleMutex for why Synchronization's own is not enough on Linux.
/// Internal on purpose: other modules name SanitizerVisibleMutex itself.
@usableFromInline typealias Mutex<Value: ~Copyable> = SanitizerVisibleMutex<Value>
