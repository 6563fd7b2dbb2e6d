import Foundation
import Network
import Reactive
import ReactiveTesting
import XCTest

/// A test against the transport peers (scripts/transport-peers.sh). Each
/// test says which built-in transport it runs on, since what one can do the
/// other may not.
class PeerTestCase: RealPeerTestCase {
    /// Set before every test runs; a test never sees it nil.
    private(set) var peers: Peers!

    override func resolvePeer() throws {
        peers = try Peers.resolve()
    }

    /// A client for `base` over `transport`, with these host options and timeouts.
    func client(
        _ base: URL, transport: TransportKind, hostOptions: [String: HostOptions] = [:], timeouts: Timeouts = .default
    ) throws -> NetworkClient {
        var configuration = NetworkConfiguration(host: try APIHost(kind: .test, baseURL: base))
        configuration.transportKind = transport
        configuration.hostOptions = hostOptions
        configuration.timeouts = timeouts
        return NetworkClient(configuration: configuration)
    }
}

/// What the HTTPS and Unix-socket peers answer: the request as they saw it.
struct PeerEcho: Decodable, Sendable, Equatable {
    var server: String
    var method: String
    var path: String
    /// The client certificate's common name, if one was presented.
    var client: String?
    var authorization: String?
    var body: String
    /// The TLS version negotiated ("TLSv1.3"), or nil over plain HTTP.
    var tls: String?
}

/// Any path on a peer, with any method and body.
struct PeerRoute: Route {
    var method: HTTPMethod = .get
    var path = "/hello"
    var body: HTTPBody?
    var relation: (method: HTTPMethod, path: String, params: Parameters?) { (method, path, nil) }
    var retryPolicy: RetryPolicy { .none }
}
