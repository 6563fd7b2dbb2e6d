import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// What came back for one attempt: the HTTP response and its body.
public struct TransportResponse: Sendable {
    public let response: HTTPURLResponse
    public let data: Data

    public init(response: HTTPURLResponse, data: Data) {
        self.response = response
        self.data = data
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
}
