import Foundation
import Network
import Reactive

/// How the browser's effects run: each list's first and next pages on their
/// own latest-wins streams (a newer load disposes the older, cancelling its
/// request), searches debounced per list, one detail at a time, one save at
/// a time, notes that expire, and a clock that ticks only while an age shows.
extension BrowseFeature {
    package func run(_ effects: Observable<Effect>, state: Observable<State>) -> Observable<Action> {
        let scheduler = self.scheduler
        let perList = registry.resources.indices.map { tab in listEffects(effects, tab: tab) }
        let details = effects
            .compactMap { effect -> (request: DetailRequest?, waits: Bool)? in
                if case .loadDetail(let request) = effect { return (request, false) }
                if case .followDetail(let request) = effect { return (request, true) }
                return nil
            }
            .flatMapLatest { load -> Observable<Action> in
                guard let request = load.request else { return .empty() }
                guard load.waits else { return loadDetail(request) }
                return Observable<Int>.timer(ViewModelDefaults.detailFollowDelay, scheduler: scheduler)
                    .flatMap { _ in loadDetail(request) }
            }
        let pictures = effects
            .compactMap { effect -> (DetailRequest, String)?? in
                if case .loadPicture(let request, let reference) = effect { return .some((request, reference)) }
                if case .loadDetail = effect { return .some(nil) }
                if case .followDetail = effect { return .some(nil) }
                return nil
            }
            .flatMapLatest { load in load.map { loadPicture($0.0, reference: $0.1) } ?? .empty() }
        let saves = effects
            .compactMap { effect -> SaveRequest? in
                if case .save(let request) = effect { return request }
                return nil
            }
            .flatMapFirst(save)
        // A newer note's timer replaces the older one's, so an old expiry never clears a newer note.
        let notes = effects
            .filter { $0 == .expireNote }
            .flatMapLatest { _ in
                Observable<Int>.timer(ViewModelDefaults.noteLifetime, scheduler: scheduler).map { _ in Action.noteExpired }
            }
        let clock = state.map(\.showsAge).distinctUntilChanged()
            .flatMapLatest { shows -> Observable<Action> in
                guard shows else { return .empty() }
                // At once, then each interval: an age shown again after a while is right from its first frame.
                return Observable<Int>.interval(ViewModelDefaults.clockInterval, scheduler: scheduler).startWith(0)
                    .map { _ in Action.tick(scheduler.now) }
            }
        let probes = effects
            .compactMap { effect -> RxTimeInterval?? in
                if case .probeServer(let delay) = effect { return .some(delay) }
                return nil
            }
            .flatMapLatest { delay -> Observable<Action> in
                guard let delay else { return .empty() }
                return Observable<Int>.timer(delay, scheduler: scheduler).map { _ in Action.probeDue }
            }
        let names = effects
            .compactMap { effect -> NameLookup? in
                if case .lookUpNames(let lookup) = effect { return lookup }
                return nil
            }
            .flatMap(lookUpNames)
        return Observable.merge(perList + [details, pictures, saves, notes, clock, names, probes, settingsEffects(effects), takeOutActions(effects)])
    }

    /// The `:` line's filter values, the view asked for again on a timer,
    /// and the memory kept for the next run (by the store, off this queue).
    private func settingsEffects(_ effects: Observable<Effect>) -> Observable<Action> {
        let scheduler = self.scheduler, client = self.client, store = memoryStore
        let choices = effects
            .compactMap { effect -> FilterChoices? in
                if case .loadChoices(let source) = effect { return source }
                return nil
            }
            .flatMap { source in
                source.values(on: client)
                    .observe(on: scheduler)
                    .compactMap { sourced -> Action? in
                        guard case .value(let values) = sourced.result else { return nil }
                        return .choicesLoaded(source, values)
                    }
            }
        let refreshes = effects
            .compactMap { effect -> RxTimeInterval?? in
                if case .refreshEvery(let interval) = effect { return .some(interval) }
                return nil
            }
            .flatMapLatest { interval -> Observable<Action> in
                guard let interval else { return .empty() }
                return Observable<Int>.interval(interval, scheduler: scheduler).map { _ in Action.refreshDue }
            }
        let remembered = effects
            .compactMap { effect -> BrowseMemory? in
                if case .remember(let memory) = effect { return memory }
                return nil
            }
            .flatMap { memory -> Observable<Action> in
                store.save(memory)
                return .empty()
            }
        return Observable.merge(choices, refreshes, remembered)
    }

    private func listEffects(_ effects: Observable<Effect>, tab: Int) -> Observable<Action> {
        let scheduler = self.scheduler
        let firstPages = effects
            .compactMap { effect -> PageRequest?? in
                if case .loadFirstPage(tab, let request) = effect { return .some(request) }
                if case .cancelFirstPage(tab) = effect { return .some(nil) }
                return nil
            }
            .flatMapLatest { request in request.map { load($0, tab: tab) } ?? .empty() }
        let nextPages = effects
            .compactMap { effect -> PageRequest?? in
                if case .loadNextPage(tab, let request) = effect { return .some(request) }
                return nil
            }
            // A page waits for the rest of this turn's keys: one a later key of the same burst
            // no longer wants is dropped before it is sent (200 fast `j` ask for one page, not seven).
            .flatMapLatest { request -> Observable<Action> in
                guard let request else { return .empty() }
                return Observable<Int>.timer(0, scheduler: scheduler).flatMap { _ in load(request, tab: tab) }
            }
        let searches = effects
            .compactMap { effect -> String? in
                if case .debounceSearch(tab, let text) = effect { return text }
                return nil
            }
            .debounce(ViewModelDefaults.searchDebounce, scheduler: scheduler)
            .map { Action.searchSettled(tab: tab, text: $0) }
        return Observable.merge(firstPages, nextPages, searches)
    }

    private func load(_ request: PageRequest, tab: Int) -> Observable<Action> {
        let scheduler = self.scheduler
        let pages = request.resource.page(request.request, on: client)
            .observe(on: scheduler)
            .map { Action.pageLoaded(tab: tab, request, $0, at: scheduler.now) }
        return Observable.concat(pages, .just(Action.pageFinished(tab: tab, request)))
    }

    private func loadDetail(_ request: DetailRequest) -> Observable<Action> {
        let scheduler = self.scheduler
        let loads = request.resource.detail(id: request.id, on: client)
            .observe(on: scheduler)
            .map { Action.detailLoaded(request, $0, at: scheduler.now) }
        return Observable.concat(loads, .just(Action.detailFinished(request)))
    }

    /// A run of ids in one request, or one request per id, all at once
    /// (DummyJSON cannot be asked for several ids), each through the cache,
    /// so its cached answer comes first. A resource that cannot name its
    /// records answers at once that it failed.
    private func lookUpNames(_ lookup: NameLookup) -> Observable<Action> {
        guard let resource = registry[lookup.reference.resource] else { return .just(.namesFailed(lookup, nil)) }
        if lookup.asRange, let first = lookup.ids.first, let last = lookup.ids.last {
            return answers(resource.names(in: first...last, lookup.reference, on: client), for: lookup)
        }
        return Observable.merge(lookup.ids.map { id in
            answers(resource.name(id: id, lookup.reference, on: client), for: NameLookup(lookup.reference, ids: [id]))
        })
    }

    private func answers(_ names: Observable<SourcedResult<[Int: String]>>?, for lookup: NameLookup) -> Observable<Action> {
        guard let names else { return .just(.namesFailed(lookup, nil)) }
        return names
            .observe(on: scheduler)
            .map { sourced in
                switch sourced.result {
                case .value(let found): .namesLoaded(lookup, found)
                case .error(let error): .namesFailed(lookup, error)
                }
            }
    }

    private func loadPicture(_ request: DetailRequest, reference: String) -> Observable<Action> {
        guard let route = PictureRoute(reference: reference) else {
            return .just(.pictureLoaded(request, .failed(reference: reference, .unreadable)))
        }
        let scheduler = self.scheduler
        return client.requestSourced(route, as: RawBody.self, cacheGroup: DetailPicture.defaultCacheGroup)
            .map { DetailPicture(reference: reference, result: $0.result) }
            .observe(on: scheduler)
            .map { Action.pictureLoaded(request, $0) }
    }

    private func save(_ request: SaveRequest) -> Observable<Action> {
        request.resource.write(request, on: client)
            .take(1)
            .observe(on: scheduler)
            .map { Action.saveFinished(request, $0) }
    }
}
