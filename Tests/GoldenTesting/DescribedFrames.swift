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

    /// `api`'s client, registry and sign-in on the staging API, in virtual time on `scheduler`.
    package static func parts(api: DiscoveredAPI, scheduler: TestScheduler)
        -> (network: NetworkClient, registry: ResourceRegistry, sessions: DescribedSessions) {
        let staging = HandlerTransport(handler: StagingAPI(configuration: StagingAPI.Configuration(tokenSecret: Array(repeating: 7, count: 32))))
        var configuration = NetworkConfiguration.described(host: try! APIHost(kind: .demo, baseURL: ResourceFrames.demoURL),
                                                           signIn: api.signIn, sessionFile: nil)
        configuration.transport = staging
        configuration.scheduler = scheduler
        let network = NetworkClient(configuration: configuration)
        let registry = ResourceRegistry.described(api)
        return (network, registry, DescribedSessions(network: network, method: api.signIn, registry: registry))
    }

    /// The frames of `api`'s registry on the staging API, in `language`.
    package static func frames(api: DiscoveredAPI, language: MessageLanguage = .english, size: Size) -> ResourceFrames {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let parts = parts(api: api, scheduler: scheduler)
        return ResourceFrames(network: parts.network, scheduler: scheduler, registry: parts.registry, sessions: parts.sessions,
                              language: language, size: size)
    }
}
#endif
