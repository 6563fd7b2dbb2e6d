import Foundation
import StagingServer

/// The staging server the default `demo` host runs inside Courier. It listens
/// on the same loopback port every run for one user, so its session and cache
/// carry over from one process to the next like any host's (its data and
/// token secret come from a fixed seed). When that port is taken — a second
/// Courier running at once, or another program — it takes any free port, and
/// that run caches nothing, since nothing could find it again; its session is
/// still the demo host's (`SessionFile(hostName:origin:)`), good on any demo
/// server, so a second Courier beside the app is signed in as the app is.
struct DemoServer {
    /// Ports below Linux's ephemeral range (32768+), so no outgoing connection holds ours.
    static let defaultPortBase = 20_000
    static let defaultPortSpan = 10_000

    let server: StagingServer
    /// Whether the server is on its usual port, so what it hands out may be kept.
    let isOnUsualPort: Bool

    /// `COURIER_DEMO_PORT`, else one port per user id in 20000–29999.
    static func usualPort(environment: [String: String], userID: UInt32 = getuid()) -> Int {
        if let text = environment["COURIER_DEMO_PORT"], let port = Int(text), (1...65535).contains(port) { return port }
        return defaultPortBase + Int(userID) % defaultPortSpan
    }

    static func start(environment: [String: String]) throws -> DemoServer {
        let usual = StagingServer(port: usualPort(environment: environment))
        if (try? usual.start()) != nil { return DemoServer(server: usual, isOnUsualPort: true) }
        let any = StagingServer(port: 0)
        try any.start()
        return DemoServer(server: any, isOnUsualPort: false)
    }
}
