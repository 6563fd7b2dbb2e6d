import Reactive

/// The tests lock as the module does: see Sources/Network/Mutex.swift.
typealias Mutex<Value: ~Copyable> = SanitizerVisibleMutex<Value>
