import Reactive
import Synchronization

/// Every request in flight by its identifier, for cancel, pause and resume.
/// A request leaves the registry when it finishes or its subscription is disposed.
final class RequestRegistry: Sendable {
    private let operations = SanitizerVisibleMutex<[RequestID: RequestOperation]>([:])

    func add(_ operation: RequestOperation) {
        let replaced = operations.withLock { $0.updateValue(operation, forKey: operation.id) }
        // Reusing an identifier replaces the older request, which is cancelled.
        if let replaced, replaced !== operation { replaced.cancel() }
    }

    func remove(_ operation: RequestOperation) {
        operations.withLock { operations in
            if operations[operation.id] === operation { operations[operation.id] = nil }
        }
    }

    func operation(_ id: RequestID) -> RequestOperation? { operations.withLock { $0[id] } }

    var all: [RequestOperation] { operations.withLock { Array($0.values) } }

    var pending: [PendingRequest] {
        all.compactMap(\.pending).sorted { $0.id.rawValue < $1.id.rawValue }
    }
}
