import Dispatch
import Foundation
import Synchronization
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// What URLSession's delegate keeps for each task from `send` to its
/// completion: whom to ask about redirects, and what it can measure itself.
/// FoundationNetworking on Linux never calls `didFinishCollecting`, and a task
/// with a completion handler gets no per-byte callbacks, so the metrics are
/// the total time, the redirects and, when no redirect or decoding blurs them,
/// the body sizes; the phases (lookup, connect, TLS, first byte) stay nil.
final class URLSessionExchanges: Sendable {
    private struct Exchange {
        let hook: RedirectHook
        let started: UInt64
        var redirects = 0
    }

    private let exchanges = Mutex<[Int: Exchange]>([:])

    func begin(_ taskID: Int, hook: RedirectHook) {
        let started = DispatchTime.now().uptimeNanoseconds
        exchanges.withLock { $0[taskID] = Exchange(hook: hook, started: started) }
    }

    /// The request to follow a redirect of task `taskID` with, or nil to stop at it.
    func redirect(_ taskID: Int, response: HTTPURLResponse, proposed: URLRequest) -> URLRequest? {
        let hook = exchanges.withLock { $0[taskID]?.hook } ?? .follow
        // Asked outside the lock: the hook is the route's code and may take its time.
        guard let next = hook.decide(response, proposed) else { return nil }
        exchanges.withLock { $0[taskID]?.redirects += 1 }
        return next
    }

    /// Ends the task's record and measures it.
    func finish(_ taskID: Int?, request: URLRequest, response: HTTPURLResponse?, body: Data?) -> TransferMetrics? {
        guard let taskID, let exchange = exchanges.withLock({ $0.removeValue(forKey: taskID) }) else { return nil }
        let elapsed = DispatchTime.now().uptimeNanoseconds - exchange.started
        let direct = exchange.redirects == 0
        let identity = (response?.value(forHTTPHeaderField: "Content-Encoding") ?? "identity").lowercased() == "identity"
        return TransferMetrics(
            total: TimeInterval(elapsed) / 1e9,
            bytesSent: direct && response != nil ? Int64(request.httpBody?.count ?? 0) : nil,
            bytesReceived: direct && identity && response != nil ? Int64(body?.count ?? 0) : nil,
            redirectCount: exchange.redirects)
    }
}
