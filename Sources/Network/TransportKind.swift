import Foundation

/// Which built-in transport sends real requests when no custom one is given.
public enum TransportKind: String, Sendable, CaseIterable {
    /// URLSession (FoundationNetworking on Linux): the library's default.
    case urlSession
    /// libcurl on its own thread: several times quicker per request on Linux.
    case curl
}

extension NetworkConfiguration {
    /// The transport this configuration describes. URL protocol classes exist only
    /// for URLSession, so a configuration with some keeps URLSession whatever the kind.
    func makeTransport() -> any Transport {
        if let transport { return transport }
        switch transportKind {
        case .curl where protocolClasses.isEmpty:
            return CurlTransport(
                timeouts: timeouts, maximumConnectionsPerHost: maximumConnectionsPerHost, maximumBodyBytes: maximumBodyBytes)
        case .curl, .urlSession:
            return URLSessionTransport(
                timeouts: timeouts, maximumConnectionsPerHost: maximumConnectionsPerHost, protocolClasses: protocolClasses,
                maximumBodyBytes: maximumBodyBytes)
        }
    }
}
