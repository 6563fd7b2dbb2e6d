import CCurl
import Foundation

/// The thread that drives one multi handle. Other threads only queue work in
/// the inbox and wake it; everything libcurl does happens on this thread.
final class CurlLoop: Sendable {
    /// The longest sleep with nothing due; a wakeup or a socket ends it at once.
    static let idleWaitMilliseconds: Int32 = 60_000
    /// Idle connections kept open for reuse, over all hosts.
    static let idleConnectionsKept = 32

    private struct Inbox {
        /// Nil once the loop has ended. Wakeups read it under the lock, so none reaches a freed handle.
        var multi: UnsafeMutableRawPointer?
        var starting: [CurlTransfer] = []
        var cancelling: [CurlTransfer] = []
        var stopping = false
        /// What a transfer the loop cannot take fails with.
        var refusal = URLError.Code.cancelled
    }

    let statistics = CurlStatistics()
    private let inbox: Mutex<Inbox>

    init(maximumConnectionsPerHost: Int) {
        guard CurlLoop.libraryReady, let multi = curl_multi_init() else {
            inbox = Mutex(Inbox(multi: nil, stopping: true, refusal: .unknown))
            return
        }
        _ = courier_curl_multi_setopt_long(multi, CURLMOPT_MAX_HOST_CONNECTIONS, max(1, maximumConnectionsPerHost))
        // By default libcurl keeps four idle connections per easy handle on the multi handle; ours
        // leave it between requests, so that cache would shrink and close live connections.
        _ = courier_curl_multi_setopt_long(multi, CURLMOPT_MAXCONNECTS, max(CurlLoop.idleConnectionsKept, maximumConnectionsPerHost))
        inbox = Mutex(Inbox(multi: multi))
        let thread = Thread { [self] in run() }
        thread.name = "courier.curl"
        thread.start()
    }

    /// libcurl's process-wide set-up, once, before the first handle.
    private static let libraryReady = courier_curl_global_init() == CURLE_OK

    func start(_ transfer: CurlTransfer) {
        if let refusal = post({ $0.starting.append(transfer) }) {
            transfer.complete(URLError(refusal))
        }
    }

    func cancel(_ transfer: CurlTransfer) {
        if post({ $0.cancelling.append(transfer) }) != nil {
            transfer.complete(URLError(.cancelled))
        }
    }

    /// Ends the thread; transfers still running complete as cancelled.
    func stop() {
        inbox.withLock { inbox in
            inbox.stopping = true
            if let multi = inbox.multi { curl_multi_wakeup(multi) }
        }
    }

    /// Queues work and wakes the thread; the refusal when the loop has ended.
    private func post(_ work: (inout Inbox) -> Void) -> URLError.Code? {
        inbox.withLock { inbox -> URLError.Code? in
            guard let multi = inbox.multi, !inbox.stopping else { return inbox.refusal }
            // A non-empty inbox has a wakeup on its way already.
            let wake = inbox.starting.isEmpty && inbox.cancelling.isEmpty
            work(&inbox)
            if wake { curl_multi_wakeup(multi) }
            return nil
        }
    }

    private func run() {
        guard let handle = inbox.withLock({ $0.multi }) else { return }
        let multi = CurlMulti(multi: handle, statistics: statistics)
        while true {
            let (starting, cancelling, stopping) = inbox.withLock { inbox in
                defer {
                    inbox.starting = []
                    inbox.cancelling = []
                    if inbox.stopping { inbox.multi = nil }
                }
                return (inbox.starting, inbox.cancelling, inbox.stopping)
            }
            for transfer in starting {
                if stopping { transfer.complete(URLError(.cancelled)) } else { multi.start(transfer) }
            }
            for transfer in cancelling { multi.cancel(transfer) }
            if stopping { break }
            multi.perform()
            multi.wait(milliseconds: Self.idleWaitMilliseconds)
        }
        multi.shutDown()
    }
}
