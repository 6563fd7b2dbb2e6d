import Foundation
import Models
import Network
import Reactive

/// Which screen the app is on.
public enum AppScreen: Sendable, Equatable {
    /// Before `start`.
    case starting
    /// Signing in, with why (a session that expired, say).
    case login(message: String?)
    case browse
}

/// The app's navigation and session state.
public struct AppState: Sendable, Equatable {
    public var screen: AppScreen = .starting
    public var host: APIHost
    public var user: AuthSession?
    public var requestsInFlight = 0
    public var isSuspended = false
    /// The last request could not reach the server.
    public var isOffline = false

    public init(host: APIHost) {
        self.host = host
    }

    /// "DEMO", "TEST", "RELEASE".
    public var hostBadge: String { host.kind.badge }
}

/// The session state machine: at start a saved session opens the browser and
/// is checked with `/auth/me` behind it (the network refreshes an expired
/// token by itself); a session
/// that ends anywhere sends the person to login with the reason; logout
/// forgets it; suspending the app pauses every request and continuing resumes them.
public final class AppViewModel: Sendable {
    // Inputs
    public let start = PublishRelay<Void>()
    public let signedIn = PublishRelay<AuthSession>()
    public let logout = PublishRelay<Void>()
    public let suspend = PublishRelay<Void>()
    public let resume = PublishRelay<Void>()
    /// Screens report connectivity they observe (a list that failed offline).
    public let connectivity = PublishRelay<Bool>()

    // Outputs
    public var state: Observable<AppState> { stateRelay.asObservable() }
    public var currentState: AppState { stateRelay.value }

    public let network: NetworkClient
    private let stateRelay: BehaviorRelay<AppState>
    private let scheduler: any SchedulerType
    private let checking = SerialDisposable()
    private let bag = DisposeBag()

    public init(network: NetworkClient, scheduler: any SchedulerType) {
        self.network = network
        self.scheduler = scheduler
        stateRelay = BehaviorRelay(value: AppState(host: network.host))

        start.subscribe(onNext: { [weak self] in self?.checkSavedSession() }).disposed(by: bag)
        signedIn.subscribe(onNext: { [weak self] session in
            self?.update { $0.user = session; $0.screen = .browse; $0.isOffline = false }
        }).disposed(by: bag)
        logout.subscribe(onNext: { [weak self] in
            guard let self else { return }
            self.checking.disposable = nil
            self.network.cancelAll()
            self.network.signOut()
            self.update { $0.user = nil; $0.screen = .login(message: nil) }
        }).disposed(by: bag)
        suspend.subscribe(onNext: { [weak self] in
            guard let self, !self.currentState.isSuspended else { return }
            self.network.pauseAll()
            self.update { $0.isSuspended = true }
        }).disposed(by: bag)
        resume.subscribe(onNext: { [weak self] in
            guard let self, self.currentState.isSuspended else { return }
            self.update { $0.isSuspended = false }
            self.network.resumeAll()
        }).disposed(by: bag)
        connectivity.observe(on: scheduler).subscribe(onNext: { [weak self] reachable in
            self?.update { $0.isOffline = !reachable }
        }).disposed(by: bag)
        network.sessionExpired.observe(on: scheduler).subscribe(onNext: { [weak self] message in
            guard let self, self.currentState.user != nil || self.currentState.screen != .login(message: nil) else { return }
            self.update { $0.user = nil; $0.screen = .login(message: message) }
        }).disposed(by: bag)
        network.inFlight.observe(on: scheduler).subscribe(onNext: { [weak self] count in
            self?.update { $0.requestsInFlight = count }
        }).disposed(by: bag)
    }

    deinit {
        checking.dispose()
    }

    /// A saved session opens the browser at once, so cached data shows even
    /// with the server down; `/auth/me` checks it behind the screen and sends
    /// the person to login only if the session is really over.
    private func checkSavedSession() {
        guard let saved = network.sessionStore.current else {
            update { $0.screen = .login(message: nil) }
            return
        }
        update { $0.screen = .browse; $0.user = saved.auth }
        checking.disposable = network.request(AuthRouter.me, as: User.self)
            .observe(on: scheduler)
            .subscribe(onNext: { [weak self] result in
                guard let self else { return }
                switch result {
                case .value:
                    // The network may have refreshed the tokens on the way: show the current session.
                    self.update { $0.user = self.network.sessionStore.current?.auth ?? saved.auth; $0.isOffline = false }
                case .error(let error) where error.isConnectivity:
                    self.update { $0.isOffline = true }
                case .error(.unauthorized(let message)):
                    self.network.signOut()
                    self.update { $0.user = nil; $0.screen = .login(message: NetworkError.unauthorized(message: message).message) }
                case .error(let error):
                    self.update { $0.user = nil; $0.screen = .login(message: error.message) }
                }
            })
    }

    private func update(_ change: (inout AppState) -> Void) {
        var state = stateRelay.value
        change(&state)
        if state != stateRelay.value { stateRelay.accept(state) }
    }
}

extension AppViewModel {
    /// The screens' view models, made on the app's network and scheduler, so
    /// a view layer asks for them here and never handles the network itself.
    public func makeLoginViewModel(errorMessage: String? = nil) -> LoginViewModel {
        LoginViewModel(network: network, scheduler: scheduler, errorMessage: errorMessage)
    }

    public func makeBrowseViewModel<Item>(_ endpoints: ResourceEndpoints<Item>) -> BrowseViewModel<Item> {
        BrowseViewModel(endpoints: endpoints, network: network, scheduler: scheduler)
    }

    public func makeDetailViewModel(_ target: DetailViewModel.Target) -> DetailViewModel {
        DetailViewModel(target: target, network: network, scheduler: scheduler)
    }
}
