import Foundation

/// Which built-in transport sends real requests when no custom one is given.
public enum TransportKind: String, Sendable, CaseIterable {
    /// URLSession (FoundationNetworking on Linux): for URLProtocol-based stubs,
    /// or where libcurl is not wanted. On Linux it answers a loopback request
    /// about 2.5 times slower, and spins a core while it waits on a silent server.
    case urlSession
    /// libcurl on its own threads: the library's default.
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
                timeouts: timeouts, maximumConnectionsPerHost: maximumConnectionsPerHost, maximumBodyBytes: maximumBodyBytes,
                hostOptions: hostOptions)
        case .curl, .urlSession:
            return URLSessionTransport(
                timeouts: timeouts, maximumConnectionsPerHost: maximumConnectionsPerHost, protocolClasses: protocolClasses,
                maximumBodyBytes: maximumBodyBytes, hostOptions: hostOptions)
        }
    }
}
