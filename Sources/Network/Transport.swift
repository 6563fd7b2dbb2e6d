import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// What came back for one attempt: the HTTP response and its body.
public struct TransportResponse: Sendable {
    public let response: HTTPURLResponse
    public let data: Data
    /// How the exchange went on the wire; nil from a transport that does not measure.
    public var metrics: TransferMetrics?

    public init(response: HTTPURLResponse, data: Data, metrics: TransferMetrics? = nil) {
        self.response = response
        self.data = data
        self.metrics = metrics
    }

    public var status: Int { response.statusCode }

    public func header(_ name: String) -> String? { response.value(forHTTPHeaderField: name) }
}

/// A request in flight that can be stopped.
public protocol TransportTask: Sendable {
    func cancel()
}

/// Sends a prepared URLRequest once. The network layer's only way out: the
/// URLSession one for real traffic, the stub one for tests.
public protocol Transport: Sendable {
    func send(
        _ request: URLRequest,
        completion: @escaping @Sendable (Result<TransportResponse, URLError>) -> Void
    ) -> TransportTask

    /// Sends, asking `redirects` before following each redirect. A transport that
    /// follows none itself (a 3xx is its answer) has nothing to ask: the default sends as above.
    func send(
        _ request: URLRequest, redirects: RedirectHook,
        completion: @escaping @Sendable (Result<TransportResponse, URLError>) -> Void
    ) -> TransportTask
}

extension Transport {
    public func send(
        _ request: URLRequest, redirects: RedirectHook,
        completion: @escaping @Sendable (Result<TransportResponse, URLError>) -> Void
    ) -> TransportTask {
        send(request, completion: completion)
    }
}
