// Without XCTest (a static release build, which compiles every target) this is left out.
#if canImport(XCTest)
import APIDescription
import DescribedAPI
import Foundation
import Network
import ReactiveTesting
import StagingServer
import TUI
import ViewModels

/// The browser on DummyJSON through its description: the staging server's
/// own OpenAPI document (what `GET /openapi.json` serves) with the profile
/// in docs/, signed in as emilys against the same staging API the compiled
/// path's frames use, so the two can be set side by side.
@MainActor
package enum DescribedFrames {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let servedName = "openapi.json"

    /// DummyJSON as the description and the profile say it.
    package static func api() throws -> DiscoveredAPI {
        let served = Data(StagingAPI.openAPIDocument().utf8)
        return try APILoader.discover(.file(servedName),
                                      profile: .file(root.appendingPathComponent("docs/dummyjson-profile.yaml").path)) { source throws(DescriptionError) in
            if source.description == servedName { return served }
            guard let data = FileManager.default.contents(atPath: source.description) else {
                throw .unreadable(source: source.description, reason: "missing")
            }
            return data
        }
    }

    /// The frames of `api`'s registry on the staging API.
    package static func frames(api: DiscoveredAPI, size: Size) -> ResourceFrames {
        let staging = HandlerTransport(handler: StagingAPI(configuration: StagingAPI.Configuration(tokenSecret: Array(repeating: 7, count: 32))))
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        var configuration = NetworkConfiguration.described(host: try! APIHost(kind: .demo, baseURL: ResourceFrames.demoURL),
                                                           signIn: api.signIn, sessionFile: nil)
        configuration.transport = staging
        configuration.scheduler = scheduler
        let network = NetworkClient(configuration: configuration)
        let registry = ResourceRegistry.described(api)
        return ResourceFrames(network: network, scheduler: scheduler, registry: registry,
                              sessions: DescribedSessions(network: network, method: api.signIn, registry: registry), size: size)
    }
}
#endif
