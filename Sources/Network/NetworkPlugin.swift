import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One attempt as the plugins see it after it ends.
public struct RequestOutcome: Sendable {
    /// The attempt's request as sent.
    public let request: URLRequest
    /// The transport's answer, or why there was none.
    public let result: Result<TransportResponse, URLError>
    /// Seconds from sending to the answer.
    public let duration: TimeInterval
    /// The request's id, the same for all its attempts.
    public let requestID: RequestID

    /// How the attempt went on the wire, when its transport measured it: from
    /// the response, or from the failure's `TransportErrorKey.metrics`.
    public var metrics: TransferMetrics? {
        switch result {
        case .success(let response): return response.metrics
        case .failure(let error): return error.transferMetrics
        }
    }
}

/// Watches and shapes requests. Every hook has a default that does nothing,
/// so a plugin writes only what it needs.
public protocol NetworkPlugin: Sendable {
    /// Header fields for the request of `route` going to `url` (a token, a
    /// user agent), set over the client's and the route's before the request
    /// is made, all in one assignment. A plugin that only adds headers gives
    /// them here rather than in `prepare`: on Linux each `setValue` on a
    /// URLRequest compares every name and copies the request.
    func headers(for route: any Route, to url: URL) -> [String: String]
    /// Changes the request before it is sent, after every plugin's `headers` are on it.
    func prepare(_ request: URLRequest, for route: any Route) -> URLRequest
    /// Called just before an attempt goes out (each retry too).
    func willSend(_ request: URLRequest, for route: any Route, id: RequestID)
    /// Called when an attempt ends, however it ends, cancellation included.
    func didReceive(_ outcome: RequestOutcome, for route: any Route)
    /// Called when another attempt is planned after `delay` seconds because
    /// of `failure` (a 429's Retry-After, say): what a program that must not
    /// sit silent tells its user.
    func willRetry(after delay: TimeInterval, because failure: NetworkError, for route: any Route)
    /// Shapes the final result, after retries and token refresh.
    func process(_ result: Result<TransportResponse, NetworkError>, for route: any Route) -> Result<TransportResponse, NetworkError>
}

extension NetworkPlugin {
    /// None.
    public func headers(for route: any Route, to url: URL) -> [String: String] { [:] }
    /// The request unchanged.
    public func prepare(_ request: URLRequest, for route: any Route) -> URLRequest { request }
    /// Nothing.
    public func willSend(_ request: URLRequest, for route: any Route, id: RequestID) {}
    /// Nothing.
    public func didReceive(_ outcome: RequestOutcome, for route: any Route) {}
    /// Nothing.
    public func willRetry(after delay: TimeInterval, because failure: NetworkError, for route: any Route) {}
    /// The result unchanged.
    public func process(_ result: Result<TransportResponse, NetworkError>, for route: any Route) -> Result<TransportResponse, NetworkError> {
        result
    }
}
