import Dispatch
import Foundation
import StagingServer
import Synchronization

/// The staging server the default `demo` host runs inside Courier. It listens
/// on the same loopback port every run for one user, so its session and cache
/// carry over from one process to the next like any host's (its data and
/// token secret come from a fixed seed). When that port is taken — a second
/// Courier running at once, or another program — it takes any free port, and
/// that run caches nothing, since nothing could find it again; its session is
/// still the demo host's (`SessionFile(hostName:origin:)`), good on any demo
/// server, so a second Courier beside the app is signed in as the app is.
///
/// Its socket is bound at once, so the port is known before the first frame;
/// its data (every collection, generated from the seed) is made later, off
/// the way to that frame (`DeferredStagingAPI`).
struct DemoServer {
    /// Ports below Linux's ephemeral range (32768+), so no outgoing connection holds ours.
    static let defaultPortBase = 20_000
    static let defaultPortSpan = 10_000

    let server: HTTPServer
    let api: DeferredStagingAPI
    /// Whether the server is on its usual port, so what it hands out may be kept.
    let isOnUsualPort: Bool

    /// `COURIER_DEMO_PORT`, else one port per user id in 20000–29999.
    static func usualPort(environment: [String: String], userID: UInt32 = getuid()) -> Int {
        if let text = environment["COURIER_DEMO_PORT"], let port = Int(text), (1...65535).contains(port) { return port }
        return defaultPortBase + Int(userID) % defaultPortSpan
    }

    static func start(environment: [String: String]) throws -> DemoServer {
        let api = DeferredStagingAPI()
        let usual = HTTPServer(handler: api, configuration: HTTPServer.Configuration(port: usualPort(environment: environment)))
        if (try? usual.start()) != nil { return DemoServer(server: usual, api: api, isOnUsualPort: true) }
        let any = HTTPServer(handler: api, configuration: HTTPServer.Configuration(port: 0))
        try any.start()
        return DemoServer(server: any, api: api, isOnUsualPort: false)
    }

    /// `http://127.0.0.1:<port>`.
    var baseURL: URL { URL(string: "http://\(server.configuration.bindAddress):\(server.port)")! }

    func stop() { server.stop() }
}

/// The staging API, made when first asked for: by the first request, or by
/// `prepareInBackground()`, which the app calls once its first frame is drawn
/// (made earlier, it would take a core from that frame on a two-core machine).
final class DeferredStagingAPI: HTTPHandler {
    /// Made under the lock, so a second request that comes meanwhile waits for the same one.
    private let made = Mutex<StagingAPI?>(nil)

    private var api: StagingAPI {
        made.withLock { made in
            if let made { return made }
            let api = StagingAPI()
            made = api
            return api
        }
    }

    func prepareInBackground() {
        DispatchQueue.global(qos: .utility).async { [self] in _ = api }
    }

    func handle(_ request: HTTPRequest) -> HTTPResponse { api.handle(request) }
}
