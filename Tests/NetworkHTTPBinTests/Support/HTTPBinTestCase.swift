import DummyJSON
import Foundation
import Models
import Network
import Reactive
import XCTest

/// A test against httpbin (scripts/httpbin.sh).
class HTTPBinTestCase: RealPeerTestCase {
    /// Set before every test runs; a test never sees it nil.
    private(set) var httpbin: HTTPBin!

    override func resolvePeer() throws {
        httpbin = try HTTPBin.resolve()
    }

    /// A network for httpbin's first origin, over a built-in transport:
    /// URLSession here, or libcurl (the library's default) when `COURIER_TEST_TRANSPORT=curl`.
    /// `bearer` signs in with that access token, so routes that require auth carry it;
    /// `cookieStore` keeps and sends cookies.
    func makeNetwork(
        timeouts: Timeouts = .default, plugins: [any NetworkPlugin] = [], cache: OfflineCache? = nil,
        bearer: String? = nil, cookieStore: CookieStore? = nil
    ) throws -> NetworkClient {
        var configuration = NetworkConfiguration.dummyJSON(host: try APIHost(kind: .test, baseURL: httpbin.url))
        // Fixed, so the echoed headers do not depend on the machine's LANG.
        configuration.defaultHeaders = NetworkConfiguration.defaultHeaders(userAgent: "Courier/9.9.9", language: "en")
        configuration.timeouts = timeouts
        configuration.plugins = plugins
        configuration.cache = cache
        configuration.transportKind = Self.transportKind
        configuration.cookieStore = cookieStore
        let network = NetworkClient(configuration: configuration)
        if let bearer {
            let session = AuthSession(accessToken: bearer, refreshToken: "unused", id: 1, username: "httpbin",
                                      email: "httpbin@example.invalid", firstName: "Http", lastName: "Bin")
            network.sessionStore.save(session, origin: network.host.origin)
        }
        return network
    }

    static let transportKind: TransportKind = ProcessInfo.processInfo.environment["COURIER_TEST_TRANSPORT"]
        .flatMap(TransportKind.init(rawValue:)) ?? .urlSession
}

/// A failure with a sentence, thrown where a test cannot go on.
struct Failed: Error, CustomStringConvertible {
    let description: String
}
