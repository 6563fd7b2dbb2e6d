import APIDescription
import DescribedAPI
import Dispatch
import DummyJSON
import Foundation
import Network
import ProcessAllocator
import Reactive
import StagingServer
import TUI
import ViewModels

/// `courier-bench describe`: reading and discovering a large description
/// (2,000 operations, 5 MB, as JSON and as YAML; and 20 MB), then a
/// described list of 100,000 rows against the compiled one: frame time at
/// 200×60, and the app's memory, each path in a process of its own.
enum DescribeBench {
    static let resources = 400  // five operations each: 2,000
    static let targetMilliseconds = 200.0
    static let items = 100_000
    static let targetMemoryRatio = 1.2

    /// The staging server's products as a described API: what a profile says of them.
    static let productsProfile = """
        courier: 1
        servers: [{name: bench, url: "http://127.0.0.1:1"}]
        resources:
          - id: products
            list: /products
            items: products
            select: select
            paging: {style: skip-limit}
            total: {field: total}
            columns:
              - id
              - title
              - brand
              - category
              - {field: price, kind: money}
              - {field: rating, kind: number}
              - {field: stock, kind: integer}
        """

    static func run() {
        print("  (CPU time of the reading thread, median of 5)")
        for (label, data) in [("JSON", GeneratedDescription.json(resources: resources, bytes: 5_000_000)),
                              ("YAML", GeneratedDescription.yaml(resources: resources, bytes: 5_000_000))] {
            let reading = cpuMedianNanoseconds(runs: 3) { blackHole(try? DescriptionReader.value(of: data)) } / 1_000_000
            let root = try! DescriptionReader.value(of: data)
            let describing = cpuMedianNanoseconds(runs: 3) { blackHole(try? DescriptionReader.description(root, from: nil)) } / 1_000_000
            let description = try! DescriptionReader.description(root, from: nil)
            let discovering = cpuMedianNanoseconds(runs: 3) { blackHole(APIDiscovery.discover(description)) } / 1_000_000
            let milliseconds = cpuMedianNanoseconds(runs: 3) { blackHole(discover(data)) } / 1_000_000
            let operations = discover(data).resources.count * 5
            Measure.report("  of which reading the \(label)", reading, unit: "ms")
            Measure.report("  of which operations, schemas and references", describing, unit: "ms")
            Measure.report("  of which discovery", discovering, unit: "ms")
            Measure.report("load + discover, \(operations) operations, \(data.count / 1_000_000) MB \(label)", milliseconds, unit: "ms",
                           target: RenderBench.verdict(milliseconds < targetMilliseconds, "< 200 ms"))
        }
        let large = GeneratedDescription.json(resources: resources * 4, bytes: 20_000_000)
        let milliseconds = cpuMedianNanoseconds(runs: 3) { blackHole(discover(large)) } / 1_000_000
        Measure.report("load + discover, 8,000 operations, \(large.count / 1_000_000) MB JSON", milliseconds, unit: "ms")

        let frames = MainActor.assumeIsolated { framesOfDescribedList() }
        Measure.report("p50 per frame, described list of 100,000", frames.p50 * 1000, unit: "µs",
                       target: RenderBench.verdict(frames.p50 <= RenderBench.targetMilliseconds, "≤ 1000 µs"))
        Measure.report("p99 per frame, described list of 100,000", frames.p99 * 1000, unit: "µs")
        if let compiled = childMemory("compiled"), let described = childMemory("described") {
            Measure.report("RSS, 100,000 items, compiled path", compiled, unit: "MB")
            let ratio = described / compiled
            Measure.report("RSS, 100,000 items, described path", described, unit: "MB",
                           target: RenderBench.verdict(ratio <= targetMemoryRatio, "≤ 1.2× compiled (\(String(format: "%.2f", ratio))×)"))
        }
    }

    /// The median CPU time of this thread over `runs` (after one to warm up):
    /// on a machine shared with other builds, wall time measures the neighbours.
    static func cpuMedianNanoseconds(runs: Int = Measure.defaultRuns, _ body: () -> Void) -> Double {
        func now() -> Double {
            var time = timespec()
            clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
            return Double(time.tv_sec) * 1e9 + Double(time.tv_nsec)
        }
        body()
        var samples: [Double] = []
        for _ in 0..<runs {
            let start = now()
            body()
            samples.append(now() - start)
        }
        return Measure.percentile(samples, 0.5)
    }

    /// `describe-loop`: reading, describing and discovering the 5 MB description 30 times.
    static func loop() {
        let data = GeneratedDescription.json(resources: resources, bytes: 5_000_000)
        for _ in 0..<30 { blackHole(discover(data)) }
    }

    static func discover(_ data: Data) -> DiscoveredAPI {
        guard let description = try? DescriptionReader.description(data, from: nil) else { preconditionFailure("unreadable") }
        return APIDiscovery.discover(description)
    }

    static func describedProducts(host: APIHost) -> (ResourceRegistry, NetworkClient) {
        let api = try! APILoader.discover(.file("products.yaml")) { _ throws(DescriptionError) in Data(productsProfile.utf8) }
        var configuration = NetworkConfiguration.described(host: host, signIn: .none, sessionFile: nil)
        configuration.maximumBodyBytes = 1 << 30  // 100,000 whole products are about 140 MB of JSON
        return (.described(api), NetworkClient(configuration: configuration))
    }

    /// A frame's time in milliseconds, at the median and the 99th percentile.
    struct FrameFigures {
        var p50: Double
        var p99: Double
    }

    /// Frames of the browser over 100,000 described rows, the API in this process.
    @MainActor
    static func framesOfDescribedList() -> FrameFigures {
        let api = StagingAPI(configuration: StagingAPI.Configuration(counts: ["products": items]))
        let (registry, _) = describedProducts(host: try! APIHost(kind: .demo, baseURL: URL(string: "http://127.0.0.1:1")!))
        var configuration = NetworkConfiguration.described(host: try! APIHost(kind: .demo, baseURL: URL(string: "http://127.0.0.1:1")!),
                                                           signIn: .none, sessionFile: nil)
        configuration.transport = HandlerTransport(handler: api)
        configuration.scheduler = MainScheduler.instance
        configuration.maximumBodyBytes = 1 << 30
        let network = NetworkClient(configuration: configuration)
        let feature = BrowseFeature(registry: registry, client: network, scheduler: MainScheduler.instance)
        var initial = feature.initialState()
        initial.pageSize = items
        let store = FeatureStore(feature, initialState: initial)
        store.send(.appear)
        precondition(store.currentState.currentList.items.count == items, "loaded \(store.currentState.currentList.items.count)")
        var app = AppState(host: network.host)
        app.screen = .browse
        return frames(store.currentState, app: app)
    }

    /// Times frames while the selection walks down the list, so each frame has changes to diff.
    @MainActor
    static func frames(_ start: BrowseState, app: AppState) -> FrameFigures {
        let terminal = BufferTerminal(size: RenderBench.size)
        var renderer = Renderer()
        var state = start
        let area = Rect(size: RenderBench.size)
        let rows = BrowseLayout.visibleRows(state, in: area)
        var samples: [Double] = []
        for frame in 0..<(RenderBench.frames + 100) {
            let began = DispatchTime.now().uptimeNanoseconds
            _ = BrowseFeature.reduce(&state, .moveCursor(.down, visibleRows: rows))
            var buffer = CellBuffer(size: RenderBench.size)
            BrowseScreen.render(state, app: app, into: &buffer, area: area, theme: .standard)
            renderer.present(buffer, on: terminal)
            if frame >= 100 { samples.append(Double(DispatchTime.now().uptimeNanoseconds - began) / 1_000_000) }
        }
        return FrameFigures(p50: Measure.percentile(samples, 0.5), p99: Measure.percentile(samples, 0.99))
    }

    /// This bench again, as `describe-memory PATH`, in a process of its own: its RSS with the list loaded.
    static func childMemory(_ path: String) -> Double? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        process.arguments = ["describe-memory", path]
        let output = Pipe()
        process.standardOutput = output
        guard (try? process.run()) != nil else { return nil }
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        print(text.split(separator: "\n").filter { $0.hasPrefix("  (") }.joined(separator: "\n"))
        return text.split(separator: "\n").first { $0.hasPrefix("RSS ") }.flatMap { Double($0.dropFirst(4)) }
    }

    /// `describe-memory compiled|described`: 100,000 products from a courier-server of their own, then "RSS <MB>".
    static func memory(_ path: String) {
        guard let server = ServerProcess(arguments: ["--products", "\(items)"], purpose: "to measure the app's memory") else { return }
        defer { server.stop() }
        let host = try! APIHost(kind: .test, baseURL: server.baseURL)
        let registry: ResourceRegistry
        let network: NetworkClient
        if path == "described" {
            (registry, network) = describedProducts(host: host)
        } else {
            var configuration = NetworkConfiguration.dummyJSON(host: host)
            configuration.maximumBodyBytes = 1 << 30
            registry = .standard
            network = NetworkClient(configuration: configuration)
            let done = DispatchSemaphore(value: 0)
            let login = network.signIn(username: "emilys", password: "emilyspass").subscribe(onNext: { _ in done.signal() })
            done.wait()
            login.dispose()
        }
        let before = Measure.residentMegabytes()
        let feature = BrowseFeature(registry: registry, client: network, scheduler: SerialDispatchQueueScheduler(label: "bench.describe"))
        var initial = feature.initialState()
        initial.pageSize = items
        let store = FeatureStore(feature, initialState: initial)
        let done = DispatchSemaphore(value: 0)
        let loaded = store.state.filter { $0.currentList.items.count == items || $0.currentList.error != nil }.take(1)
            .subscribe(onNext: { _ in done.signal() })
        store.send(.appear)
        done.wait()
        loaded.dispose()
        precondition(store.currentState.currentList.items.count == items, "\(String(describing: store.currentState.currentList.error))")
        ProcessAllocator.releaseFreedMemory()
        let after = Measure.residentMegabytes()
        print("  (\(path): RSS \(Int(before)) MB before loading, \(Int(after)) MB with \(items) items)")
        print("RSS \(after)")
        withExtendedLifetime(store) {}
    }
}
