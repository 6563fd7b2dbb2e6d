import Models
import Network
import Reactive
import Synchronization

/// What the login screen shows.
public struct LoginState: Sendable, Equatable {
    public var username = ""
    /// Kept only while the screen needs it; cleared after sign-in.
    public var password = ""
    public var isLoading = false
    public var errorMessage: String?

    public init() {}

    /// Both fields filled (ignoring surrounding spaces) and nothing in flight.
    public var isSubmitEnabled: Bool {
        !username.trimmingCharacters(in: .whitespaces).isEmpty
            && !password.trimmingCharacters(in: .whitespaces).isEmpty
            && !isLoading
    }
}

/// Signs a person in: fields in, a session out. Submits are throttled and
/// ignored while a login is in flight; editing a field clears the error.
public final class LoginViewModel: Sendable {
    // Inputs
    public let username = PublishRelay<String>()
    public let password = PublishRelay<String>()
    public let submit = PublishRelay<Void>()

    // Outputs
    public var state: Observable<LoginState> { stateRelay.asObservable() }
    public var currentState: LoginState { stateRelay.value }
    /// Emits once per successful sign-in.
    public var signedIn: Observable<AuthSession> { signedInRelay.asObservable() }

    private let stateRelay = BehaviorRelay(value: LoginState())
    private let signedInRelay = PublishRelay<AuthSession>()
    private let network: NetworkClient
    private let scheduler: any SchedulerType
    private let inFlight = SerialDisposable()
    private let bag = DisposeBag()

    public init(network: NetworkClient, scheduler: any SchedulerType, errorMessage: String? = nil) {
        self.network = network
        self.scheduler = scheduler
        var initial = LoginState()
        initial.errorMessage = errorMessage
        stateRelay.accept(initial)

        // Field edits apply at once on the sender's thread (the UI's), so a
        // submit right after typing sees what was typed.
        username
            .subscribe(onNext: { [stateRelay] value in
                Self.edit(stateRelay) { $0.username = value }
            })
            .disposed(by: bag)
        password
            .subscribe(onNext: { [stateRelay] value in
                Self.edit(stateRelay) { $0.password = value }
            })
            .disposed(by: bag)
        submit.throttle(ViewModelDefaults.submitThrottle, latest: false, scheduler: scheduler)
            .subscribe(onNext: { [weak self] in self?.signIn() })
            .disposed(by: bag)
    }

    deinit {
        inFlight.dispose()
    }

    /// Forgets the password, as the screen does once it is no longer shown.
    public func clearPassword() {
        Self.edit(stateRelay) { $0.password = "" }
    }

    private static func edit(_ relay: BehaviorRelay<LoginState>, _ change: (inout LoginState) -> Void) {
        var state = relay.value
        let before = state
        change(&state)
        if state.username != before.username || state.password != before.password { state.errorMessage = nil }
        if state != before { relay.accept(state) }
    }

    private func signIn() {
        var state = stateRelay.value
        guard state.isSubmitEnabled else { return }
        state.isLoading = true
        state.errorMessage = nil
        stateRelay.accept(state)
        let username = state.username.trimmingCharacters(in: .whitespaces)
        inFlight.disposable = network.signIn(username: username, password: state.password)
            .observe(on: scheduler)
            .subscribe(onNext: { [stateRelay, signedInRelay] result in
                var state = stateRelay.value
                state.isLoading = false
                switch result {
                case .value(let session):
                    state.password = ""
                    stateRelay.accept(state)
                    signedInRelay.accept(session)
                case .error(let error):
                    state.errorMessage = error.message
                    stateRelay.accept(state)
                }
            })
    }
}
