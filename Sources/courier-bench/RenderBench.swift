import Foundation
import Models
import Network
import Reactive
import StagingServer
import TUI
import ViewModels
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One frame of the browse screen at 200 × 60: build it from state and diff
/// it onto a buffer terminal, with 1,000 and with 100,000 items loaded. The
/// two should cost the same: a frame draws only the visible rows.
enum RenderBench {
    static let size = Size(rows: 60, cols: 200)
    static let frames = 2_000
    static let targetMilliseconds = 1.0
    static let targetMegabytes = 60.0

    static func run() {
        MainActor.assumeIsolated {
            let small = measure(items: 1_000)
            let large = measure(items: 100_000)
            let spread = abs(large.p50 - small.p50) / small.p50 * 100
            Measure.report("p50 per frame, 1,000 items", small.p50 * 1000, unit: "µs",
                           target: verdict(small.p50 <= targetMilliseconds, "≤ 1000 µs"))
            Measure.report("p99 per frame, 1,000 items", small.p99 * 1000, unit: "µs")
            Measure.report("p50 per frame, 100,000 items", large.p50 * 1000, unit: "µs",
                           target: verdict(large.p50 <= targetMilliseconds, "≤ 1000 µs"))
            Measure.report("p99 per frame, 100,000 items", large.p99 * 1000, unit: "µs")
            Measure.report("difference of the p50s", spread, unit: "%", target: verdict(spread <= 10, "≤ 10 %"))
            Measure.report("RSS with 100,000 items loaded", large.residentMegabytes, unit: "MB",
                           target: verdict(large.residentMegabytes < targetMegabytes, "< 60 MB"))
        }
    }

    static func verdict(_ ok: Bool, _ target: String) -> String { "target \(target)  \(ok ? "ok" : "OVER")" }

    struct Figures {
        var p50: Double
        var p99: Double
        var residentMegabytes: Double
    }

    /// Loads `items` products into a browse view model in one page, then times frames
    /// while the selection walks down the list (so every frame has changes to diff).
    @MainActor
    static func measure(items: Int) -> Figures {
        let api = StagingAPI(configuration: StagingAPI.Configuration(productCount: items))
        var configuration = NetworkConfiguration(host: try! APIHost(kind: .demo, baseURL: URL(string: "http://127.0.0.1:1")!))
        configuration.transport = HandlerTransport(handler: api)
        configuration.scheduler = MainScheduler.instance
        let network = Network(configuration: configuration)
        let signIn = network.signIn(username: "emilys", password: "emilyspass").subscribe()
        signIn.dispose()
        let viewModel = BrowseViewModel(endpoints: .products, network: network, scheduler: MainScheduler.instance, pageSize: items)
        let pane = ResourcePane(viewModel: viewModel, columns: ResourceColumns.products, target: { .product(id: $0.id) },
                                onChange: {})
        pane.appear()
        precondition(pane.snapshot.count == items, "loaded \(pane.snapshot.count) of \(items)")
        let resident = Measure.residentMegabytes()

        let terminal = BufferTerminal(size: size)
        var renderer = Renderer()
        var model = BrowseScreenModel(tabs: TabsState(titles: ResourceKind.allCases.map(\.title)),
                                      status: StatusLine(hostBadge: "DEMO", hostURL: "http://127.0.0.1:1"))
        model.status.user = "emilys"
        let area = Rect(size: size)
        let visibleRows = ListView.visibleRows(in: BrowseScreen.listArea(in: area, detailOpen: false))
        var samples: [Double] = []
        samples.reserveCapacity(frames)
        for frame in 0..<(frames + 100) {
            let start = DispatchTime.now().uptimeNanoseconds
            model.list.move(by: 1, rowCount: items, visibleRows: visibleRows)
            model.snapshot = pane.snapshot
            var buffer = CellBuffer(size: size)
            BrowseScreen.render(model, pane: pane, into: &buffer, area: area, theme: .standard)
            renderer.present(buffer, on: terminal)
            let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
            if frame >= 100 { samples.append(elapsed) }  // the first 100 warm up
        }
        return Figures(p50: Measure.percentile(samples, 0.5), p99: Measure.percentile(samples, 0.99),
                       residentMegabytes: resident)
    }
}

/// The staging API answering in memory, so the bench measures drawing, not sockets.
struct HandlerTransport: Transport {
    let handler: any HTTPHandler

    func send(
        _ request: URLRequest, completion: @escaping @Sendable (Result<TransportResponse, URLError>) -> Void
    ) -> TransportTask {
        let url = request.url!
        let components = URLComponents(url: url, resolvingAgainstBaseURL: false)
        var headers: [String: String] = [:]
        for (name, value) in request.allHTTPHeaderFields ?? [:] { headers[name.lowercased()] = value }
        let answer = handler.handle(HTTPRequest(
            method: request.httpMethod ?? "GET", path: url.path,
            query: (components?.queryItems ?? []).map { ($0.name, $0.value ?? "") },
            headers: headers, body: request.httpBody ?? Data()))
        var fields: [String: String] = [:]
        for (name, value) in answer.headers { fields[name] = value }
        let response = HTTPURLResponse(url: url, statusCode: answer.status, httpVersion: "HTTP/1.1", headerFields: fields)!
        completion(.success(TransportResponse(response: response, data: answer.body)))
        return InMemoryTransport.Task()
    }
}
