import DummyJSON
import Foundation
import Models
import Network
import Reactive

/// Which screen the app is on.
package enum AppScreen: Sendable, Equatable {
    /// Before `start`.
    case starting
    /// Signing in, with why (a session that ended, say).
    case login(reason: NetworkError?)
    case browse
}

/// The app's navigation and session state.
package struct AppState: Sendable, Equatable {
    package var screen: AppScreen = .starting
    package var host: APIHost
    package var user: AuthSession?
    package var requestsInFlight = 0
    package var isSuspended = false
    /// The last request could not reach the server.
    package var isOffline = false
    /// Advances while requests are in flight, for the spinner.
    package var spinnerTick = 0
    /// The language the screens speak, from the locale.
    package var language: MessageLanguage

    package var presenter: ErrorPresenter { ErrorPresenter(language: language) }

    package init(host: APIHost, language: MessageLanguage = .current) {
        self.host = host
        self.language = language
    }

    /// "DEMO", "TEST", "RELEASE".
    package var hostBadge: String { host.kind.badge }
}

/// The session state machine: at start a saved session opens the browser and
/// is checked with `/auth/me` behind it (the network refreshes an expired
/// token by itself); a session that ends anywhere sends the person to login
/// with the reason; logout forgets it; suspending the app pauses every
/// request and continuing resumes them. It also keeps the spinner turning
/// while anything is in flight.
package final class AppViewModel: Sendable {
    // Inputs
    package let start = PublishRelay<Void>()
    package let signedIn = PublishRelay<AuthSession>()
    package let logout = PublishRelay<Void>()
    package let suspend = PublishRelay<Void>()
    package let resume = PublishRelay<Void>()

    // Outputs
    package var state: Observable<AppState> { stateRelay.asObservable() }
    package var currentState: AppState { stateRelay.value }

    package let network: NetworkClient
    package let registry: ResourceRegistry
    /// How sessions start and are checked: DummyJSON's, or a described API's.
    package let sessions: any SessionGateway
    /// What the person set up for the browser (the memory as of the start).
    package let settings: BrowseSettings
    /// Keeps the browser's memory for the next run, and the latest of it for the next browser of this run.
    private let memory: MemoryKeeper
    private let stateRelay: BehaviorRelay<AppState>
    private let scheduler: any SchedulerType
    private let bag = DisposeBag()

    package init(network: NetworkClient = .shared, scheduler: any SchedulerType, registry: ResourceRegistry = .standard,
                 language: MessageLanguage = .current, sessions: (any SessionGateway)? = nil,
                 settings: BrowseSettings = BrowseSettings(), memoryStore: any BrowseMemoryStore = ForgetfulMemoryStore()) {
        self.network = network
        self.scheduler = scheduler
        self.registry = registry
        self.settings = settings
        memory = MemoryKeeper(settings.memory, store: memoryStore)
        let sessions = sessions ?? DummyJSONSessions(network: network)
        self.sessions = sessions
        stateRelay = BehaviorRelay(value: AppState(host: network.host, language: language))

        // A start checks the saved session until logout or the next start
        // disposes the check, cancelling `/auth/me`. Subscribed before
        // logout's own handler, so the check stops before the network is told to cancel.
        Observable.merge(start.map { true }, logout.map { false })
            .flatMapLatest { starting in starting ? SessionCheck.run(on: sessions, scheduler: scheduler) : .empty() }
            .withUnretained(self)
            .subscribe(onNext: { owner, check in owner.update { check.apply(to: &$0) } })
            .disposed(by: bag)
        signedIn.withUnretained(self).subscribe(onNext: { owner, session in
            owner.update { $0.user = session; $0.screen = .browse; $0.isOffline = false }
        }).disposed(by: bag)
        logout.withUnretained(self).subscribe(onNext: { owner, _ in
            owner.network.cancelAll()
            owner.network.signOut(inBackground: true)
            owner.update { $0.user = nil; $0.screen = .login(reason: nil) }
        }).disposed(by: bag)
        suspend.withUnretained(self).subscribe(onNext: { owner, _ in
            guard !owner.currentState.isSuspended else { return }
            owner.network.pauseAll()
            owner.update { $0.isSuspended = true }
        }).disposed(by: bag)
        resume.withUnretained(self).subscribe(onNext: { owner, _ in
            guard owner.currentState.isSuspended else { return }
            owner.update { $0.isSuspended = false }
            owner.network.resumeAll()
        }).disposed(by: bag)
        network.sessionExpired.observe(on: scheduler).withUnretained(self).subscribe(onNext: { owner, reason in
            guard owner.currentState.user != nil || owner.currentState.screen != .login(reason: nil) else { return }
            owner.update { $0.user = nil; $0.screen = .login(reason: reason) }
        }).disposed(by: bag)
        // Offline is what the last request found, whichever screen made it: a server back
        // after an outage clears it as soon as any answer arrives.
        network.isReachable.observe(on: scheduler).withUnretained(self).subscribe(onNext: { owner, reachable in
            owner.update { $0.isOffline = !reachable }
        }).disposed(by: bag)
        let inFlight = network.inFlight.observe(on: scheduler).share()
        inFlight.withUnretained(self).subscribe(onNext: { owner, count in
            owner.update { $0.requestsInFlight = count }
        }).disposed(by: bag)
        inFlight.map { $0 > 0 }.distinctUntilChanged()
            .flatMapLatest { busy -> Observable<Int> in
                busy ? Observable<Int>.interval(ViewModelDefaults.spinnerInterval, scheduler: scheduler) : .empty()
            }
            .withUnretained(self)
            .subscribe(onNext: { owner, _ in owner.update { $0.spinnerTick += 1 } })
            .disposed(by: bag)
    }

    private func update(_ change: (inout AppState) -> Void) {
        var state = stateRelay.value
        change(&state)
        if state != stateRelay.value { stateRelay.accept(state) }
    }
}

extension AppViewModel {
    /// The screens' features, made on the app's network, scheduler and
    /// registry, so a view layer asks for them here and never handles the network.
    package func makeLoginStore(reason: NetworkError? = nil) -> FeatureStore<LoginFeature> {
        let signedIn = self.signedIn
        let feature = LoginFeature(client: network, scheduler: scheduler, sessions: sessions) { signedIn.accept($0) }
        var state = LoginState(error: reason, form: sessions.form, offersDemoAccount: sessions.offersDemoAccount)
        state.keys = settings.keys
        return FeatureStore(feature, initialState: state)
    }

    /// A browser with the person's settings and the memory as the last browser of this run left it.
    package func makeBrowseStore() -> FeatureStore<BrowseFeature> {
        var settings = self.settings
        settings.memory = memory.latest
        let feature = BrowseFeature(registry: registry, client: network, scheduler: scheduler, settings: settings, memoryStore: memory)
        return FeatureStore(feature, initialState: feature.initialState())
    }
}

/// The browser's memory as last saved, handed to the store that keeps it
/// between runs: a browser made after a sign-out and in again starts from it.
private final class MemoryKeeper: BrowseMemoryStore {
    private let store: any BrowseMemoryStore
    private let memory: SanitizerVisibleMutex<BrowseMemory>

    init(_ initial: BrowseMemory, store: any BrowseMemoryStore) {
        self.store = store
        memory = SanitizerVisibleMutex(initial)
    }

    var latest: BrowseMemory { memory.withLock { $0 } }

    func save(_ memory: BrowseMemory) {
        self.memory.withLock { $0 = memory }
        store.save(memory)
    }
}
