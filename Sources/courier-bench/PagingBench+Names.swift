import Dispatch
import Foundation
import Network
import Reactive
import Synchronization
import ViewModels

extension PagingBench {
    static let namedUsers = 1_000_000
    static let targetNamesKilobytes = 100.0
    static let targetNamesMilliseconds = 50.0

    /// A posts page among a million users at 200 × 60: from the page's
    /// arrival until every author in view has a name, only the ids in view
    /// asked for, never the whole collection.
    static func names() {
        guard let server = ServerProcess(arguments: ["--users", "\(namedUsers)"], purpose: "to name a posts page's authors")
        else { return }
        defer { server.stop() }
        let counter = ExchangeCounter()
        var configuration = NetworkConfiguration.dummyJSON(host: try! APIHost(kind: .test, baseURL: server.baseURL))
        configuration.plugins = [counter]
        let network = NetworkClient(configuration: configuration)
        guard signIn(network) else { return print("  (could not sign in to the names' courier-server)") }
        let store = browseStore(network, scheduler: SerialDispatchQueueScheduler(label: "bench.names"), pageSize: 30)
        guard let posts = store.currentState.lists.firstIndex(where: { $0.resource.id == "posts" }) else { return }
        let times = Mutex<(page: UInt64?, named: UInt64?)>((nil, nil))
        let done = DispatchSemaphore(value: 0)
        let watch = store.state.subscribe(onNext: { state in
            let list = state.lists[posts]
            guard list.hasLoaded, !list.items.isEmpty else { return }
            let now = DispatchTime.now().uptimeNanoseconds
            let ids = authorIDs(list)
            let named = ids.allSatisfy { state.names.name(.userName, id: $0) != nil }
            times.withLock { times in
                if times.page == nil { times.page = now }
                if named, times.named == nil {
                    times.named = now
                    done.signal()
                }
            }
        })
        defer { watch.dispose() }
        store.send(.viewport(rows: listRows))
        counter.reset()
        store.send(.selectTab(posts))
        guard done.wait(timeout: .now() + 30) == .success, case let (page?, named?) = times.withLock({ $0 }) else {
            return print("  (the authors were not all named within 30 s)")
        }
        let list = store.currentState.lists[posts]
        let ids = Set(authorIDs(list))
        let lookups = counter.paths.filter { $0.hasPrefix("/auth/users") }
        let kilobytes = Double(counter.bytes) / 1024
        let milliseconds = Double(named - page) / 1e6
        print("  (\(list.rowsInView(visibleRows: listRows).count) posts in view by \(ids.count) distinct authors; "
              + "\(lookups.count) lookups, e.g. \(lookups.first ?? "none"); "
              + "whole collection asked: \(lookups.contains { $0.contains("limit=0") } ? "yes" : "no"))")
        Measure.report("names for a posts page, 1,000,000 users: bytes", kilobytes, unit: "KB",
                       target: verdict(kilobytes < targetNamesKilobytes && lookups.count <= ids.count, "< 100 KB, one per id"))
        Measure.report("  from the page to every author named", milliseconds, unit: "ms",
                       target: verdict(milliseconds < targetNamesMilliseconds, "< 50 ms"))
    }

    /// The author ids of the posts in view.
    static func authorIDs(_ list: ListState) -> [Int] {
        guard let column = list.resource.columns.firstIndex(where: { $0.reference == .userName }) else { return [] }
        return list.rowsInView(visibleRows: listRows).compactMap { list.items.referenceID(row: $0, column: column) }
    }
}
