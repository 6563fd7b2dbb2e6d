import Foundation
import Network
import Reactive
import Synchronization
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Records what each hook of a plugin saw, in order.
public final class RecordingPlugin: NetworkPlugin {
    private let recorded = SanitizerVisibleMutex<[String]>([])
    private let sent = SanitizerVisibleMutex<[URLRequest]>([])
    private let clock: (@Sendable () -> Int)?

    /// `clock` stamps each event ("willSend GET@300"): a TestScheduler's, say.
    public init(clock: (@Sendable () -> Int)? = nil) {
        self.clock = clock
    }

    private func note(_ text: String) {
        let stamp = clock.map { "@\($0())" } ?? ""
        recorded.withLock { $0.append(text + stamp) }
    }

    /// Notes "prepare <route>" and returns the request unchanged.
    public func prepare(_ request: URLRequest, for route: any Route) -> URLRequest {
        note("prepare \(route.name)")
        return request
    }

    /// Keeps the request and notes "willSend <route>".
    public func willSend(_ request: URLRequest, for route: any Route, id: RequestID) {
        sent.withLock { $0.append(request) }
        note("willSend \(route.name)")
    }

    /// Notes "didReceive <status>" or "didReceive error <code>".
    public func didReceive(_ outcome: RequestOutcome, for route: any Route) {
        switch outcome.result {
        case .success(let response): note("didReceive \(response.status)")
        case .failure(let error): note("didReceive error \(error.code.rawValue)")
        }
    }

    /// Notes "process <status>" or "process <error>" and passes the result on unchanged.
    public func process(_ result: Result<TransportResponse, NetworkError>, for route: any Route) -> Result<TransportResponse, NetworkError> {
        switch result {
        case .success(let response): note("process \(response.status)")
        case .failure(let error): note("process \(error)")
        }
        return result
    }

    /// What each hook saw, in order: "prepare R", "willSend R", "didReceive 200", "process 200".
    public var events: [String] { recorded.withLock { $0 } }

    /// The requests as sent, after every plugin.
    public var sentRequests: [URLRequest] { sent.withLock { $0 } }

    /// The virtual times of each attempt sent.
    public var sendTimes: [Int] {
        events.filter { $0.hasPrefix("willSend") }.compactMap { $0.split(separator: "@").last.flatMap { Int($0) } }
    }
}
