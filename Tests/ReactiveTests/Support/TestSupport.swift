import Reactive
import ReactiveTesting
import Synchronization
import XCTest

/// The error marble tests fail with; equal errors print alike, which is how Event compares them.
enum TestError: Error, CustomStringConvertible {
    case boom
    case other

    var description: String {
        switch self {
        case .boom: return "boom"
        case .other: return "other"
        }
    }
}

/// A value a test's closures can update from any thread.
final class Box<Value: Sendable>: Sendable {
    private let mutex: SanitizerVisibleMutex<Value>

    init(_ value: Value) {
        mutex = SanitizerVisibleMutex(value)
    }

    var value: Value {
        get { mutex.withLock { $0 } }
        set { mutex.withLock { $0 = newValue } }
    }

    func update(_ body: (inout Value) -> Void) {
        mutex.withLock { body(&$0) }
    }
}

extension Box where Value == [String] {
    func append(_ line: String) { update { $0.append(line) } }
}

/// Subscribes with a closure observer and returns what it saw, for synchronous sources.
func collect<Source: ObservableType>(_ source: Source) -> [Event<Source.Element>] {
    let events = Box<[Event<Source.Element>]>([])
    let subscription = source.subscribe { event in events.update { $0.append(event) } }
    subscription.dispose()
    return events.value
}
