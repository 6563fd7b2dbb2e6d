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
/// OpenAPI document (Tests/Descriptions/dummyjson-staging.json) with the
/// profile in docs/, signed in as emilys against the same staging API
/// `ResourceFrames` uses, so the two paths' frames can be set side by side.
@MainActor
package final class DescribedFrames {
    package let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
    package let appViewModel: AppViewModel
    package let browse: FeatureStore<BrowseFeature>
    package let size: Size

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// DummyJSON as the description and the profile say it.
    package static func api() throws -> DiscoveredAPI {
        try APILoader.discover(.file(root.appendingPathComponent("Tests/Descriptions/dummyjson-staging.json").path),
                               profile: .file(root.appendingPathComponent("docs/dummyjson-profile.yaml").path)) { source throws(DescriptionError) in
            guard let data = FileManager.default.contents(atPath: source.description) else {
                throw .unreadable(source: source.description, reason: "missing")
            }
            return data
        }
    }

    package init(api: DiscoveredAPI, size: Size) {
        let staging = HandlerTransport(handler: StagingAPI(configuration: StagingAPI.Configuration(tokenSecret: Array(repeating: 7, count: 32))))
        var configuration = NetworkConfiguration.described(host: try! APIHost(kind: .demo, baseURL: ResourceFrames.demoURL),
                                                           signIn: api.signIn, sessionFile: nil)
        configuration.transport = staging
        configuration.scheduler = scheduler
        let network = NetworkClient(configuration: configuration)
        let registry = ResourceRegistry.described(api)
        let sessions = DescribedSessions(network: network, method: api.signIn, registry: registry)
        self.size = size
        appViewModel = AppViewModel(network: network, scheduler: scheduler, registry: registry, sessions: sessions)
        appViewModel.start.accept(())
        let signedIn = appViewModel.signedIn
        _ = sessions.signIn(username: "emilys", password: "emilyspass").subscribe(onNext: { result in
            if case .value(let session) = result { signedIn.accept(session) }
        })
        scheduler.advance(by: 1)
        browse = appViewModel.makeBrowseStore()
        browse.send(.viewport(rows: BrowseLayout.visibleRows(browse.currentState, in: Rect(size: size))))
        browse.send(.showPictures(Theme.monochrome.pictureColors != .none))
        browse.send(.appear)
        scheduler.advance(by: 1)
    }

    package func send(_ action: BrowseAction) {
        browse.send(action)
        scheduler.advance(by: 1)
    }

    package var state: BrowseState { browse.currentState }

    package var frame: CellBuffer {
        AppFrame.render(app: appViewModel.currentState, login: nil, browse: state, size: size, theme: .monochrome)
    }
}
#endif
