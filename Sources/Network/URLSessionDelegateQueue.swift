import Dispatch
import Foundation
import Synchronization

/// The queue a session's callbacks run on, serial, with at most
/// `defaultMaximumWaiting` of them waiting. FoundationNetworking queues a
/// callback for every chunk its libcurl reads and never holds libcurl back
/// while they wait: a download whose file writes fell behind the socket grew
/// in memory with its size (tens of MB per 100 MB on a busy machine). Here
/// the session's own thread, which queues them, waits for room instead; its
/// libcurl stops reading, and TCP holds the server back.
///
/// A callback must not wait for that thread, then: `URLSessionTask.cancel()`,
/// `resume()` and making a task do in the FoundationNetworking of Swift 6.3
/// (`workQueue.sync`), so the transport cancels from another thread
/// (`URLSessionTaskHandle`), and starts a request sent from a callback there too.
// Unchecked as OperationQueue itself is, which it restates; its own state is a semaphore and an atomic.
final class URLSessionDelegateQueue: OperationQueue, @unchecked Sendable {
    static let defaultMaximumWaiting = 32

    private let room: DispatchSemaphore
    private let waiting = Atomic<Int>(0)

    /// How many threads found no room and wait for it now (the session's own, when callbacks are behind).
    var waitingForRoom: Int { waiting.load(ordering: .relaxed) }

    init(maximumWaiting: Int = URLSessionDelegateQueue.defaultMaximumWaiting) {
        room = DispatchSemaphore(value: maximumWaiting)
        super.init()
        maxConcurrentOperationCount = 1
        name = "Network.URLSessionTransport.callbacks"
    }

    override func addOperation(_ block: @escaping @Sendable () -> Void) {
        // A callback queueing another would wait for itself to end.
        guard OperationQueue.current !== self else { return super.addOperation(block) }
        // Counted only when there is no room: a thread passing through with room
        // to spare is not waiting, and counting it made the figure flicker.
        if room.wait(timeout: .now()) == .timedOut {
            waiting.add(1, ordering: .relaxed)
            room.wait()
            waiting.subtract(1, ordering: .relaxed)
        }
        super.addOperation { [room] in
            block()
            room.signal()
        }
    }
}
