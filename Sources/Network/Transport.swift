import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// What came back for one attempt: the HTTP response and its body, in
/// memory or, for a download, in the file at `fileURL` (and `data` empty).
public struct TransportResponse: Sendable {
    public let response: HTTPURLResponse
    public let data: Data
    /// The downloaded body's file, when the request asked for one (`data` is then empty).
    public let fileURL: URL?
    /// How the exchange went on the wire; nil from a transport that does not measure.
    public var metrics: TransferMetrics?

    public init(response: HTTPURLResponse, data: Data, fileURL: URL? = nil, metrics: TransferMetrics? = nil) {
        self.response = response
        self.data = data
        self.fileURL = fileURL
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

    /// Sends a request with what it transfers (an upload, a download file,
    /// progress, a body limit) and the hook to ask before following each
    /// redirect. The default reads the upload into memory and sends it with
    /// `send(_:completion:)`, where the transport's own redirect rule holds;
    /// the built-in transports stream, and ask the hook.
    func send(
        _ request: TransportRequest,
        completion: @escaping @Sendable (Result<TransportResponse, URLError>) -> Void
    ) -> TransportTask
}
