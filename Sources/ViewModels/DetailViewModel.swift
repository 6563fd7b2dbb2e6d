import Foundation
import Models
import Network
import Reactive

/// What a detail screen shows.
public struct DetailState: Sendable, Equatable {
    public var content: DetailContent?
    public var isLoading = false
    public var error: NetworkError?
    /// A user edit being sent.
    public var isSaving = false
    public var saveError: NetworkError?
    public var source: ValueSource?

    public init() {}

    public var errorMessage: String? { error?.message }
}

/// Loads one product, post or user and turns it into display-ready content;
/// for a user, sends an edit (PUT) and shows the merged result or the error.
public final class DetailViewModel: Sendable {
    public enum Target: Sendable, Equatable {
        case product(id: Int)
        case post(id: Int)
        case user(id: Int)
    }

    // Inputs
    public let load = PublishRelay<Void>()
    public let saveUser = PublishRelay<UserUpdate>()

    // Outputs
    public var state: Observable<DetailState> { stateRelay.asObservable() }
    public var currentState: DetailState { stateRelay.value }
    public let target: Target

    private let stateRelay = BehaviorRelay(value: DetailState())
    private let network: NetworkClient
    private let scheduler: any SchedulerType
    private let loading = SerialDisposable()
    private let saving = SerialDisposable()
    private let bag = DisposeBag()

    public init(target: Target, network: NetworkClient, scheduler: any SchedulerType) {
        self.target = target
        self.network = network
        self.scheduler = scheduler
        load.subscribe(onNext: { [weak self] in self?.fetch() }).disposed(by: bag)
        saveUser.subscribe(onNext: { [weak self] update in self?.save(update) }).disposed(by: bag)
    }

    deinit {
        loading.dispose()
        saving.dispose()
    }

    private func fetch() {
        update { $0.isLoading = true; $0.error = nil }
        let results: Observable<SourcedResult<DetailContent>>
        switch target {
        case .product(let id):
            results = network.requestSourced(ProductRouter.detail(id: id), as: Product.self)
                .map { SourcedResult($0.result.map(DetailContent.init(product:)), source: $0.source) }
        case .post(let id):
            results = network.requestSourced(PostRouter.detail(id: id), as: Post.self)
                .map { SourcedResult($0.result.map(DetailContent.init(post:)), source: $0.source) }
        case .user(let id):
            results = network.requestSourced(UserRouter.detail(id: id), as: User.self)
                .map { SourcedResult($0.result.map(DetailContent.init(user:)), source: $0.source) }
        }
        loading.disposable = results.observe(on: scheduler).subscribe(
            onNext: { [weak self] sourced in
                self?.update { state in
                    switch sourced.result {
                    case .value(let content):
                        state.content = content
                        state.source = sourced.source
                    case .error(let error):
                        state.error = error
                    }
                }
            },
            onCompleted: { [weak self] in
                self?.update { state in
                    state.isLoading = false
                    state.source = ValueSource.confirmed(state.source)
                }
            })
    }

    private func save(_ change: UserUpdate) {
        guard case .user(let id) = target, !change.isEmpty, !currentState.isSaving else { return }
        update { $0.isSaving = true; $0.saveError = nil }
        saving.disposable = network.request(UserRouter.update(id: id, change), as: User.self)
            .observe(on: scheduler)
            .subscribe(onNext: { [weak self] result in
                self?.update { state in
                    state.isSaving = false
                    switch result {
                    case .value(let user): state.content = DetailContent(user: user)
                    case .error(let error): state.saveError = error
                    }
                }
            })
    }

    private func update(_ change: (inout DetailState) -> Void) {
        var state = stateRelay.value
        change(&state)
        if state != stateRelay.value { stateRelay.accept(state) }
    }
}
