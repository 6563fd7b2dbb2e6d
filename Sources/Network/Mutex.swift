import Reactive

/// Inside Network `Mutex` is Reactive's sanitizer-visible one: on Linux
/// ThreadSanitizer cannot see Synchronization.Mutex hand a lock between
/// threads, and would report the registry and activity count as racing.
typealias Mutex<Value: ~Copyable> = SanitizerVisibleMutex<Value>
