import Foundation
import Models
import Network
import Reactive
import Synchronization

/// One paged list (products, posts or users): appear, refresh, load more,
/// search and select in; the list state out. Pages of 30 by skip and limit,
/// never past `total`; the query is debounced; a response for an older query
/// or page is dropped; items stay unique by id when pages shift; refresh
/// keeps the current items until the new page arrives.
public final class BrowseViewModel<Item: PageItem & Identifiable & Equatable & Sendable>: Sendable where Item.ID == Int {
    // Inputs
    public let appear = PublishRelay<Void>()
    public let refresh = PublishRelay<Void>()
    public let loadMore = PublishRelay<Void>()
    public let query = PublishRelay<String>()
    public let category = PublishRelay<String?>()
    public let select = PublishRelay<Int>()

    // Outputs
    public var state: Observable<BrowseState<Item>> { stateRelay.asObservable() }
    public var currentState: BrowseState<Item> { stateRelay.value }
    public let endpoints: ResourceEndpoints<Item>

    private let stateRelay = BehaviorRelay(value: BrowseState<Item>())
    private let network: NetworkClient
    private let scheduler: any SchedulerType
    private let pageSize: Int
    /// Bumped by every first-page load; results carrying an older number are dropped.
    private let generation = Atomic<Int>(0)
    private let firstPage = SerialDisposable()
    private let nextPage = SerialDisposable()
    private let bag = DisposeBag()

    public init(
        endpoints: ResourceEndpoints<Item>, network: NetworkClient, scheduler: any SchedulerType,
        pageSize: Int = ViewModelDefaults.pageSize
    ) {
        self.endpoints = endpoints
        self.network = network
        self.scheduler = scheduler
        self.pageSize = pageSize

        appear.subscribe(onNext: { [weak self] in
            guard let self, !self.currentState.hasLoaded, !self.currentState.isLoadingFirstPage else { return }
            self.reload()
        }).disposed(by: bag)
        refresh.subscribe(onNext: { [weak self] in self?.reload() }).disposed(by: bag)
        loadMore.subscribe(onNext: { [weak self] in self?.loadNextPage() }).disposed(by: bag)
        select.subscribe(onNext: { [weak self] index in self?.selectItem(at: index) }).disposed(by: bag)
        query.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
            .debounce(ViewModelDefaults.searchDebounce, scheduler: scheduler)
            .subscribe(onNext: { [weak self] text in
                guard let self, text != self.currentState.query || !self.currentState.hasLoaded else { return }
                self.update { $0.query = text }
                self.reload(resetSelection: true)
            }).disposed(by: bag)
        category.subscribe(onNext: { [weak self] slug in
            guard let self, slug != self.currentState.category else { return }
            self.update { $0.category = slug }
            self.reload(resetSelection: true)
        }).disposed(by: bag)
    }

    deinit {
        firstPage.dispose()
        nextPage.dispose()
    }

    // MARK: Loading

    private func route(for paging: Paging, in state: BrowseState<Item>) -> any Route {
        if !state.query.isEmpty { return endpoints.search(state.query, paging) }
        if let category = state.category, let categoryRoute = endpoints.category { return categoryRoute(category, paging) }
        return endpoints.list(paging)
    }

    private func reload(resetSelection: Bool = false) {
        let current = generation.add(1, ordering: .acquiringAndReleasing).newValue
        nextPage.disposable = nil
        update {
            $0.isLoadingFirstPage = true
            $0.isLoadingMore = false
            $0.error = nil
            if resetSelection { $0.selectedIndex = nil }
        }
        let route = self.route(for: Paging(limit: pageSize, skip: 0), in: currentState)
        firstPage.disposable = network.requestSourced(route, as: Page<Item>.self)
            .observe(on: scheduler)
            .subscribe(
                onNext: { [weak self] sourced in
                    guard let self, self.generation.load(ordering: .acquiring) == current else { return }
                    self.update { state in
                        state.isLoadingFirstPage = false
                        state.hasLoaded = true
                        switch sourced.result {
                        case .value(let page):
                            state.items = Self.unique(page.items)
                            state.total = page.total
                            state.source = sourced.source
                            state.selectedIndex = Self.clamp(state.selectedIndex ?? 0, count: state.items.count)
                        case .error(let error):
                            // Keep what is on screen: a failed refresh must not blank the list.
                            state.error = error
                        }
                    }
                },
                onCompleted: { [weak self] in
                    guard let self, self.generation.load(ordering: .acquiring) == current else { return }
                    self.update { $0.source = ValueSource.confirmed($0.source) }
                })
    }

    private func loadNextPage() {
        let state = currentState
        guard state.canLoadMore else { return }
        let current = generation.load(ordering: .acquiring)
        update { $0.isLoadingMore = true; $0.error = nil }
        let route = self.route(for: Paging(limit: pageSize, skip: state.items.count), in: state)
        nextPage.disposable = network.requestSourced(route, as: Page<Item>.self)
            .observe(on: scheduler)
            .subscribe(onNext: { [weak self] sourced in
                guard let self, self.generation.load(ordering: .acquiring) == current else { return }
                self.update { state in
                    state.isLoadingMore = false
                    switch sourced.result {
                    case .value(let page):
                        let known = Set(state.items.map(\.id))
                        state.items += Self.unique(page.items).filter { !known.contains($0.id) }
                        state.total = page.total
                        // A page that brought nothing new means the list shifted under us: stop here.
                        if page.items.isEmpty { state.total = state.items.count }
                    case .error(let error):
                        state.error = error
                    }
                }
            })
    }

    // MARK: Selection

    private func selectItem(at index: Int) {
        update { $0.selectedIndex = Self.clamp(index, count: $0.items.count) }
    }

    private static func clamp(_ index: Int, count: Int) -> Int? {
        count == 0 ? nil : min(max(index, 0), count - 1)
    }

    /// The items without repeated ids; the same array (no copy) when there are none.
    private static func unique(_ items: [Item]) -> [Item] {
        var seen = Set<Int>(minimumCapacity: items.count)
        guard items.contains(where: { !seen.insert($0.id).inserted }) else { return items }
        seen.removeAll(keepingCapacity: true)
        return items.filter { seen.insert($0.id).inserted }
    }

    private func update(_ change: (inout BrowseState<Item>) -> Void) {
        var state = stateRelay.value
        change(&state)
        if state != stateRelay.value { stateRelay.accept(state) }
    }
}
