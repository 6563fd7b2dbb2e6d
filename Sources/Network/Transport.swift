import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// What came back for one attempt: the HTTP response and its body, in
/// memory or, for a download, in the file at `fileURL` (and `data` empty).
public struct TransportResponse: Sendable {
    /// Made on first use when the transport read the head itself (see ResponseHead).
    public var response: HTTPURLResponse { head.response }
    /// The body, in memory; empty for a download (see `fileURL`).
    public let data: Data
    /// The downloaded body's file, when the request asked for one (`data` is then empty).
    public let fileURL: URL?
    /// How the exchange went on the wire; nil from a transport that does not measure.
    public var metrics: TransferMetrics?
    private let head: ResponseHead

    /// A response from its parts, as a transport or a test makes one.
    public init(response: HTTPURLResponse, data: Data, fileURL: URL? = nil, metrics: TransferMetrics? = nil) {
        head = ResponseHead(response)
        self.data = data
        self.fileURL = fileURL
        self.metrics = metrics
    }

    /// From a head the transport parsed itself; the HTTPURLResponse waits until asked for.
    init(url: URL, status: Int, version: String, fields: HTTPHeaderFields, data: Data, fileURL: URL? = nil, metrics: TransferMetrics? = nil) {
        head = ResponseHead(url: url, status: status, version: version, fields: fields)
        self.data = data
        self.fileURL = fileURL
        self.metrics = metrics
    }

    /// The same head with another body or file, as a download's answer is.
    func replacing(data: Data, fileURL: URL?, metrics: TransferMetrics?) -> TransportResponse {
        TransportResponse(head: head, data: data, fileURL: fileURL, metrics: metrics)
    }

    private init(head: ResponseHead, data: Data, fileURL: URL?, metrics: TransferMetrics?) {
        self.head = head
        self.data = data
        self.fileURL = fileURL
        self.metrics = metrics
    }

    /// The HTTP status.
    public var status: Int { head.status }

    /// A header's value by name, in any case; several fields of one name come joined by ", ".
    public func header(_ name: String) -> String? { head.value(name) }
    /// The first of `names` with a value that is not empty, in their order (see ResponseHead.firstValue).
    func firstHeader(among names: [String]) -> String? { head.firstValue(among: names) }

    /// The status line and fields alone, for a record that outlives the body (the journal's).
    var headOnly: ResponseHead { head }
}

/// A request in flight that can be stopped.
public protocol TransportTask: Sendable {
    /// Stops the request; its completion is called with `cancelled`, once, if it was not called yet.
    func cancel()
}

/// Sends one attempt: the network layer's only way out. `CurlTransport` (the
/// default) and `URLSessionTransport` stream uploads and downloads and ask the
/// request's hook before each redirect. A transport that only handles bytes in
/// memory (a stub, a test's server) conforms to `BufferedTransport` instead.
public protocol Transport: Sendable {
    /// Sends a request with what it transfers (an upload, a download file,
    /// progress, a body limit) and the hook to ask before following each redirect.
    func send(
        _ request: TransportRequest,
        completion: @escaping @Sendable (Result<TransportResponse, URLError>) -> Void
    ) -> TransportTask
}

extension Transport {
    /// Sends a plain request: nothing to transfer beside its own body, and redirects followed.
    public func send(
        _ request: URLRequest,
        completion: @escaping @Sendable (Result<TransportResponse, URLError>) -> Void
    ) -> TransportTask {
        send(TransportRequest(request), completion: completion)
    }
}

/// Asked for as a value (`requestSourced(route, as: TransportResponse.self)`),
/// the response comes whole, headers and all, through the same plugins,
/// validation and offline cache: for answers whose headers matter (a total
/// in `X-Total-Count`, the next page in `Link`). It is never made from JSON.
extension TransportResponse: Decodable {
    public init(from decoder: any Decoder) throws {
        throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "TransportResponse is the response itself, not JSON"))
    }
}
