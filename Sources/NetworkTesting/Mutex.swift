import Reactive

/// Here `Mutex` is Reactive's sanitizer-visible one: on Linux ThreadSanitizer
/// cannot see Synchronization.Mutex hand a contended lock between threads and
/// reports the state it guards as racing (CI runs this code under TSan).
typealias Mutex<Value: ~Copyable> = SanitizerVisibleMutex<Value>
