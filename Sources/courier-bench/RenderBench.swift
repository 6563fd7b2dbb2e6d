import DummyJSON
import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Models
import Network
import ProcessAllocator
import Reactive
import StagingServer
import TUI
import ViewModels
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One frame of the browse screen at 200 × 60: build it from state and diff
/// it onto a buffer terminal, with 1,000 and with 100,000 items loaded. The
/// two should cost the same: a frame draws only the visible rows. Their
/// frames are timed alternately, one of each in turn, so both see the same
/// machine: a busy moment slows both, not one.
enum RenderBench {
    static let size = Size(rows: 60, cols: 200)
    static let frames = 2_000
    static let warmUp = 100
    static let targetMilliseconds = 1.0
    static let targetMegabytes = 60.0

    static func run() {
        MainActor.assumeIsolated {
            // Memory first, while this process holds nothing else.
            let app = appMemory(items: 100_000)
            var small = prepare(items: 1_000)
            var large = prepare(items: 100_000)
            var smallSamples: [Double] = [], largeSamples: [Double] = []
            for frame in 0..<(frames + warmUp) {
                // Which goes first alternates too, so neither always follows the other.
                let first = frame % 2 == 0
                let a = first ? small.frame() : large.frame()
                let b = first ? large.frame() : small.frame()
                guard frame >= warmUp else { continue }
                smallSamples.append(first ? a : b)
                largeSamples.append(first ? b : a)
            }
            let smallP50 = Measure.percentile(smallSamples, 0.5), largeP50 = Measure.percentile(largeSamples, 0.5)
            let spread = abs(largeP50 - smallP50) / smallP50 * 100
            Measure.report("p50 per frame, 1,000 items", smallP50 * 1000, unit: "µs",
                           target: verdict(smallP50 <= targetMilliseconds, "≤ 1000 µs"))
            Measure.report("p99 per frame, 1,000 items", Measure.percentile(smallSamples, 0.99) * 1000, unit: "µs")
            Measure.report("p50 per frame, 100,000 items", largeP50 * 1000, unit: "µs",
                           target: verdict(largeP50 <= targetMilliseconds, "≤ 1000 µs"))
            Measure.report("p99 per frame, 100,000 items", Measure.percentile(largeSamples, 0.99) * 1000, unit: "µs")
            Measure.report("difference of the p50s (interleaved)", spread, unit: "%", target: verdict(spread <= 10, "≤ 10 %"))
            Measure.report("RSS, 100,000 items and the API in one process", large.residentMegabytes, unit: "MB")
            if let app {
                Measure.report("RSS, 100,000 items from a courier-server", app, unit: "MB",
                               target: verdict(app < targetMegabytes, "< 60 MB"))
            }
            withExtendedLifetime((small, large)) {}
            runPicture()
        }
    }

    static func verdict(_ ok: Bool, _ target: String) -> String { "target \(target)  \(ok ? "ok" : "OVER")" }

    /// One case: a browser with its items loaded, and the terminal its frames are diffed onto.
    @MainActor
    struct Case {
        let store: FeatureStore<BrowseFeature>
        var state: BrowseState
        let app: AppState
        let terminal = BufferTerminal(size: RenderBench.size)
        var renderer = Renderer()
        let area = Rect(size: RenderBench.size)
        let visibleRows: Int
        let residentMegabytes: Double

        /// Moves the selection down one row (so every frame has changes to
        /// diff; back to the top from the last, so the short list does not
        /// sit still at its end), draws and presents the frame; answers its milliseconds.
        mutating func frame() -> Double {
            let start = DispatchTime.now().uptimeNanoseconds
            let atEnd = state.currentList.selectedIndex == state.currentList.rowCount - 1
            _ = BrowseFeature.reduce(&state, .moveCursor(atEnd ? .top : .down, visibleRows: visibleRows))
            var buffer = CellBuffer(size: RenderBench.size)
            BrowseScreen.render(state, app: app, into: &buffer, area: area, theme: .standard)
            renderer.present(buffer, on: terminal)
            return Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
        }
    }

    /// Loads `items` products into a browse view model in one page.
    @MainActor
    static func prepare(items: Int) -> Case {
        let api = StagingAPI(configuration: StagingAPI.Configuration(counts: ["products": items]))
        var configuration = NetworkConfiguration.dummyJSON(host: try! APIHost(kind: .demo, baseURL: URL(string: "http://127.0.0.1:1")!))
        configuration.transport = HandlerTransport(handler: api)
        configuration.scheduler = MainScheduler.instance
        configuration.maximumBodyBytes = 1 << 30  // one page of 100,000 products is about 140 MB of JSON
        let network = NetworkClient(configuration: configuration)
        let signIn = network.signIn(username: "emilys", password: "emilyspass").subscribe()
        signIn.dispose()
        let store = browseStore(network, scheduler: MainScheduler.instance, pageSize: items)
        let before = Measure.residentMegabytes()
        store.send(.appear)
        let loaded = store.currentState.currentList
        precondition(loaded.items.count == items, "loaded \(loaded.items.count) of \(items): \(String(describing: loaded.error))")
        let resident = Measure.residentMegabytes()
        print("  (\(items) items: RSS \(Int(before)) MB before loading, \(Int(resident)) MB after)")
        let state = store.currentState
        return Case(store: store, state: state, app: browsingApp(network),
                    visibleRows: BrowseLayout.visibleRows(state, in: Rect(size: size)), residentMegabytes: resident)
    }
}

extension RenderBench {
    /// The app's state around the browser: signed in to `network`'s host, browsing.
    static func browsingApp(_ network: NetworkClient) -> AppState {
        var app = AppState(host: network.host)
        app.user = network.sessionStore.current?.auth
        app.screen = .browse
        return app
    }
}

extension RenderBench {
    /// The app's own memory with 100,000 items in its list, as with `--host test`:
    /// the server is a separate courier-server process and requests go through
    /// URLSession. Nil when courier-server is not built beside this binary.
    @MainActor
    static func appMemory(items: Int) -> Double? {
        guard let server = ServerProcess(arguments: ["--products", "\(items)"], purpose: "to measure the app's own memory")
        else { return nil }
        defer { server.stop() }
        let url = server.baseURL
        var configuration = NetworkConfiguration.dummyJSON(host: try! APIHost(kind: .test, baseURL: url))
        configuration.maximumBodyBytes = 1 << 30
        configuration.timeouts = Timeouts(request: 120, resource: 300)
        let network = NetworkClient(configuration: configuration)
        let done = DispatchSemaphore(value: 0)
        let before = Measure.residentMegabytes()
        let login = network.signIn(username: "emilys", password: "emilyspass").subscribe(onNext: { _ in done.signal() })
        done.wait()
        login.dispose()
        let scheduler = SerialDispatchQueueScheduler(label: "bench.viewmodel")
        let store = browseStore(network, scheduler: scheduler, pageSize: items)
        let loaded = store.state.filter { $0.currentList.items.count == items || $0.currentList.error != nil }.take(1)
            .subscribe(onNext: { _ in done.signal() })
        store.send(.appear)
        done.wait()
        loaded.dispose()
        let list = store.currentState.currentList
        precondition(list.items.count == items, "loaded \(list.items.count) of \(items): \(String(describing: list.error))")
        // Give back what decoding freed, so the figure is what the list holds.
        ProcessAllocator.releaseFreedMemory()
        let after = Measure.residentMegabytes()
        print("  (app process: RSS \(Int(before)) MB before loading, \(Int(after)) MB with \(items) items)")
        return withExtendedLifetime(store) { after }
    }
}

/// The browser's feature with one page of `pageSize` products.
func browseStore(_ client: NetworkClient, scheduler: any SchedulerType, pageSize: Int) -> FeatureStore<BrowseFeature> {
    let feature = BrowseFeature(client: client, scheduler: scheduler)
    var state = feature.initialState()
    state.pageSize = pageSize
    return FeatureStore(feature, initialState: state)
}

/// The staging API answering in memory, so the bench measures drawing, not sockets.
struct HandlerTransport: BufferedTransport {
    let handler: any HTTPHandler

    func send(
        _ request: URLRequest, completion: @escaping @Sendable (Result<TransportResponse, URLError>) -> Void
    ) -> TransportTask {
        let answer = handler.answer(request)
        completion(.success(TransportResponse(response: answer.response, data: answer.body)))
        return InMemoryTransport.Task()
    }
}
