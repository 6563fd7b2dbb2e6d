// Without XCTest (a static release build, which compiles every target) this is left out.
#if canImport(XCTest)
import DummyJSON
import Foundation
import Network
import ReactiveTesting
import StagingServer
import TUI
import ViewModels

/// The browser signed in as emilys against the staging API's real data,
/// on a monochrome terminal of `size`, driven by its actions (not keys) on
/// virtual time: the frames `ResourceGoldens` keeps. Made the way
/// `CourierApp` makes the browser, so the frames are the app's.
@MainActor
package final class ResourceFrames {
    package static let demoURL = URL(string: "http://127.0.0.1:4321")!

    package let scheduler: TestScheduler
    package let appViewModel: AppViewModel
    package let browse: FeatureStore<BrowseFeature>
    package let size: Size

    /// `transport` answers instead of the staging API when given (a
    /// fixture's own routes, falling back to the API for the rest).
    package convenience init(registry: ResourceRegistry = .standard, language: MessageLanguage = .english, size: Size,
                 transport: ((HandlerTransport) -> any Transport)? = nil) {
        let api = StagingAPI(configuration: StagingAPI.Configuration(tokenSecret: Array(repeating: 7, count: 32)))
        let staging = HandlerTransport(handler: api)
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        var configuration = NetworkConfiguration.dummyJSON(host: try! APIHost(kind: .demo, baseURL: Self.demoURL))
        configuration.transport = transport?(staging) ?? staging
        configuration.scheduler = scheduler
        let network = NetworkClient(configuration: configuration)
        self.init(network: network, scheduler: scheduler, registry: registry, sessions: DummyJSONSessions(network: network),
                  language: language, size: size)
    }

    /// The browser of `registry` on `network`, signed in as emilys through `sessions`.
    package init(network: NetworkClient, scheduler: TestScheduler, registry: ResourceRegistry, sessions: any SessionGateway,
                 language: MessageLanguage = .english, size: Size) {
        self.scheduler = scheduler
        self.size = size
        appViewModel = AppViewModel(network: network, scheduler: scheduler, registry: registry, language: language, sessions: sessions)
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

    /// Sends `action` and lets everything it started finish.
    package func send(_ action: BrowseAction) {
        browse.send(action)
        scheduler.advance(by: 1)
    }

    package var state: BrowseState { browse.currentState }

    /// The whole frame as the app draws it now.
    package var frame: CellBuffer {
        AppFrame.render(app: appViewModel.currentState, login: nil, browse: state, size: size, theme: .monochrome)
    }
}
#endif
