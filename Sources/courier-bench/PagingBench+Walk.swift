import Dispatch
import Foundation
import Network
import Reactive
import Synchronization
import ViewModels

extension PagingBench {
    static let walkedRows = 1_000_000
    static let targetWalkSeconds = 60.0
    static let targetWalkMegabytes = 150.0

    /// Walks a million products from a courier-server as a person would at
    /// 200 × 60: `G` to the last row, then PgUp until the first, each time
    /// waiting for the rows in view. The app's pieces as the app has them:
    /// libcurl, an offline cache on disk, the browser on a serial queue.
    static func walk() {
        guard let server = ServerProcess(arguments: ["--products", "\(walkedRows)"], purpose: "to walk a million rows")
        else { return }
        defer { server.stop() }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("courier-bench-paging-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let counter = ExchangeCounter(countsBytes: false)
        var configuration = NetworkConfiguration.dummyJSON(host: try! APIHost(kind: .test, baseURL: server.baseURL))
        configuration.cache = OfflineCache(directory: directory)
        configuration.plugins = [counter]
        let network = NetworkClient(configuration: configuration)
        guard signIn(network) else { return print("  (could not sign in to the walk's courier-server)") }
        let store = browseStore(network, scheduler: SerialDispatchQueueScheduler(label: "bench.paging"), pageSize: 30)
        let settled = Settled(store)
        store.send(.viewport(rows: listRows))
        store.send(.appear)
        guard settled.wait() else { return }

        let cpu = Measure.cpuSeconds()
        let wall = DispatchTime.now().uptimeNanoseconds
        let asked = counter.exchanges
        let end = store.currentState.currentList.rowCount - 1
        store.send(.intent(.browsing(.move(.bottom))))
        guard settled.wait(at: end) else { return }
        let last = store.currentState.currentList.selectedID
        var presses = 0
        var row = end
        while row > 0 {
            // A page keeps one row of the last in view.
            row = max(0, row - (listRows - 1))
            store.send(.intent(.browsing(.move(.pageUp))))
            guard settled.wait(at: row) else { return }
            presses += 1
        }
        let seconds = Measure.cpuSeconds() - cpu
        let wallSeconds = Double(DispatchTime.now().uptimeNanoseconds - wall) / 1e9
        let peak = Measure.peakResidentMegabytes()
        let list = store.currentState.currentList
        print("  (G reached id \(last.map(String.init) ?? "none") of \(grouped(list.total)); \(grouped(presses)) PgUp to id "
              + "\(list.selectedID.map(String.init) ?? "none"); \(grouped(counter.exchanges - asked)) pages asked for; "
              + "\(list.items.count) rows held at the end)")
        Measure.report("walk 1,000,000 rows (G, PgUp to the top): app CPU", seconds, unit: "s",
                       target: verdict(seconds < targetWalkSeconds, "< 60 s"))
        Measure.report("  wall time", wallSeconds, unit: "s")
        Measure.report("  CPU per page", seconds / Double(max(1, counter.exchanges - asked)) * 1_000_000, unit: "µs")
        Measure.report("  peak RSS of the process", peak, unit: "MB", target: verdict(peak < targetWalkMegabytes, "< 150 MB"))
    }

    /// Signs `network` in as the demo user, waiting for the answer.
    static func signIn(_ network: NetworkClient) -> Bool {
        let done = DispatchSemaphore(value: 0)
        let succeeded = Mutex(false)
        let login = network.signIn(username: "emilys", password: "emilyspass").subscribe(onNext: { result in
            if case .value = result { succeeded.withLock { $0 = true } }
            done.signal()
        })
        defer { login.dispose() }
        return done.wait(timeout: .now() + 30) == .success && succeeded.withLock { $0 }
    }
}

/// Waits until the list on screen has every row in view loaded and nothing
/// on its way: the browser has caught up with the last key.
final class Settled: Sendable {
    private let store: FeatureStore<BrowseFeature>
    private let changed = DispatchSemaphore(value: 0)
    private let subscription: Disposable

    init(_ store: FeatureStore<BrowseFeature>) {
        self.store = store
        let changed = self.changed
        subscription = store.state.subscribe(onNext: { _ in changed.signal() })
    }

    deinit { subscription.dispose() }

    static func isSettled(_ list: ListState, rows: Int) -> Bool {
        list.hasLoaded && !list.isLoadingFirstPage && list.nextPage == nil
            && list.rowsInView(visibleRows: rows).allSatisfy(list.items.isLoaded(row:))
    }

    /// Waits for the cursor to be at `row` (the key sent may still wait its
    /// turn behind a page being reduced) with the rows around it settled.
    /// False, with a note printed, when the list failed or took over a minute.
    func wait(at row: Int? = nil, rows: Int = PagingBench.listRows) -> Bool {
        let deadline = DispatchTime.now() + 60
        while true {
            let list = store.currentState.currentList
            if let error = list.error {
                print("  (the list failed: \(error))")
                return false
            }
            if row.map({ list.selectedIndex == $0 }) ?? true, Self.isSettled(list, rows: rows) { return true }
            guard changed.wait(timeout: deadline) == .success else {
                print("  (the list did not settle within a minute)")
                return false
            }
        }
    }
}

/// Counts the exchanges a client makes and, when asked, their bytes on the
/// wire: the request line and headers, the status line, headers and body
/// (reading the headers costs CPU the walk would count as the app's).
final class ExchangeCounter: NetworkPlugin {
    private let countsBytes: Bool

    init(countsBytes: Bool = true) {
        self.countsBytes = countsBytes
    }

    private struct Counts {
        var exchanges = 0
        var bytes = 0
        var paths: [String] = []
    }

    private let counts = Mutex(Counts())

    var exchanges: Int { counts.withLock { $0.exchanges } }
    var bytes: Int { counts.withLock { $0.bytes } }
    var paths: [String] { counts.withLock { $0.paths } }

    func reset() { counts.withLock { $0 = Counts() } }

    func didReceive(_ outcome: RequestOutcome, for route: any Route) {
        guard case .success(let response) = outcome.result else { return }
        guard countsBytes else { return counts.withLock { $0.exchanges += 1 } }
        let request = outcome.request
        let target = request.url.map { $0.path + ($0.query.map { "?" + $0 } ?? "") } ?? ""
        var bytes = "\(request.httpMethod ?? "GET") \(target) HTTP/1.1\r\n".utf8.count + 2
        for (name, value) in request.allHTTPHeaderFields ?? [:] { bytes += name.utf8.count + value.utf8.count + 4 }
        bytes += "HTTP/1.1 200 OK\r\n".utf8.count + 2 + response.data.count
        for (name, value) in response.response.allHeaderFields { bytes += "\(name): \(value)\r\n".utf8.count }
        counts.withLock {
            $0.exchanges += 1
            $0.bytes += bytes
            $0.paths.append(target)
        }
    }
}
