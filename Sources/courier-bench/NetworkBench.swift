import Dispatch
import DummyJSON
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Models
import Network
import Reactive
import StagingServer
import Synchronization

/// The Network layer's overhead over plain URLSession (issue 4), against an
/// in-process StagingServer: (a) sequential requests, (b) 8 in flight, both
/// decoding with the client's decoder; (c) decoding (DecodingBench). Each pair
/// runs interleaved — warm-up of both, then Network, plain, Network, plain… —
/// so a neighbour's build hurts both sides alike; figures are the median of 5.
/// Then (d)–(f), the transports side by side and against `curl`
/// (TransportBench, SilentServerBench), and (g) 100 MB uploads and downloads
/// (TransferBench).
enum NetworkBench {
    static let runs = Measure.defaultRuns
    static let sequentialRequests = 1_000
    static let concurrentRequests = 2_000
    static let inFlight = 8
    static let largeProductCount = 10_000
    static let route = ProductRouter.list()
    /// No single request or run may hang the suite.
    static let requestTimeout: DispatchTimeInterval = .seconds(30)

    static let sequentialTargetRatio = 1.10
    static let concurrentTargetRatio = 0.9

    static func run() {
        do {
            try runCases()
        } catch {
            print("  network suite stopped: \(error)")
        }
    }

    static func runCases() throws {
        let server = StagingServer(api: StagingAPI.Configuration(), bindAddress: "127.0.0.1", port: 0)
        try server.start()
        defer { server.stop() }
        let host = try APIHost(kind: .test, baseURL: server.baseURL)
        let network = NetworkClient(configuration: NetworkConfiguration.dummyJSON(host: host))
        let session = try wait(network.signIn(username: "emilys", password: "emilyspass"))
        let plain = PlainClient(request: try plainRequest(for: host, token: session.accessToken))
        print("  GET \(plain.request.url?.absoluteString ?? "?") on 127.0.0.1:\(server.port), median of \(runs)")

        let sequential = try interleaved(
            network: { try sequentialNetwork(network) },
            plain: { try sequentialPlain(plain) }
        )
        let perRequest = sequential.map { $0 / Double(sequentialRequests) / 1_000 }
        Measure.report("(a) \(sequentialRequests) sequential, Network total", sequential.network / 1e6, unit: "ms",
                       target: String(format: "%.1f µs/request", perRequest.network))
        Measure.report("(a) \(sequentialRequests) sequential, plain URLSession total", sequential.plain / 1e6, unit: "ms",
                       target: String(format: "%.1f µs/request", perRequest.plain))
        reportRatio("(a) Network / plain time", sequential.network / sequential.plain, atMost: sequentialTargetRatio)

        let concurrent = try interleaved(
            network: { try concurrentNetwork(network) },
            plain: { try concurrentPlain(plain) }
        )
        let throughput = concurrent.map { Double(concurrentRequests) / ($0 / 1e9) }
        Measure.report("(b) \(concurrentRequests), \(inFlight) in flight, Network", throughput.network, unit: "req/s")
        Measure.report("(b) \(concurrentRequests), \(inFlight) in flight, plain URLSession", throughput.plain, unit: "req/s")
        reportRatio("(b) Network / plain throughput", throughput.network / throughput.plain, atLeast: concurrentTargetRatio)

        try DecodingBench.run(pageBody: try catalogueBody(products: 194, limit: 30), largeBody: try catalogueBody(products: largeProductCount, limit: 0),
                              host: host)
        try TransportBench.run(inProcess: host, session: session)
        try SilentServerBench.run()
        try TransferBench.runCases()
    }

    /// Ratios print as percentages: Measure.report keeps one decimal, and 1.06 must not read as 1.1.
    static func reportRatio(_ label: String, _ ratio: Double, atMost limit: Double) {
        Measure.report(label, ratio * 100, unit: "%",
                       target: String(format: "target ≤ %.0f %%  %@", limit * 100, ratio <= limit ? "ok" : "OVER"))
    }

    static func reportRatio(_ label: String, _ ratio: Double, atLeast limit: Double) {
        Measure.report(label, ratio * 100, unit: "%",
                       target: String(format: "target ≥ %.0f %%  %@", limit * 100, ratio >= limit ? "ok" : "UNDER"))
    }

    // MARK: Timing

    struct Pair {
        var network: Double
        var plain: Double
        func map(_ transform: (Double) -> Double) -> Pair { Pair(network: transform(network), plain: transform(plain)) }
    }

    /// Runs both once to warm up, then alternately `runs` times; medians in nanoseconds.
    static func interleaved(network: () throws -> Void, plain: () throws -> Void) throws -> Pair {
        try network()
        try plain()
        var networkSamples: [Double] = []
        var plainSamples: [Double] = []
        for _ in 0..<runs {
            networkSamples.append(try time(network))
            plainSamples.append(try time(plain))
        }
        return Pair(network: Measure.percentile(networkSamples, 0.5), plain: Measure.percentile(plainSamples, 0.5))
    }

    static func time(_ body: () throws -> Void) throws -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        try body()
        return Double(DispatchTime.now().uptimeNanoseconds - start)
    }

    // MARK: (a) sequential

    static func sequentialNetwork(_ network: NetworkClient) throws {
        for _ in 0..<sequentialRequests {
            blackHole(try wait(network.request(route, as: Page<Product>.self)))
        }
    }

    static func sequentialPlain(_ plain: PlainClient) throws {
        for _ in 0..<sequentialRequests {
            let outcome = Mutex<Result<Page<Product>, BenchError>?>(nil)
            let done = DispatchSemaphore(value: 0)
            plain.get { result in
                outcome.withLock { $0 = result }
                done.signal()
            }
            guard done.wait(timeout: .now() + requestTimeout) == .success else { throw BenchError.timedOut }
            blackHole(try outcome.withLock { $0 }!.get())
        }
    }

    // MARK: (b) concurrent

    /// Starts `count` requests through `start`, never more than `inFlight` at a time.
    static func windowed(count: Int = concurrentRequests, _ start: (@escaping @Sendable (Bool) -> Void) -> Void) throws {
        let window = DispatchSemaphore(value: inFlight)
        let group = DispatchGroup()
        let failures = Atomic<Int>(0)
        for _ in 0..<count {
            guard window.wait(timeout: .now() + requestTimeout) == .success else { throw BenchError.timedOut }
            group.enter()
            start { succeeded in
                if !succeeded { failures.add(1, ordering: .relaxed) }
                window.signal()
                group.leave()
            }
        }
        guard group.wait(timeout: .now() + requestTimeout) == .success else { throw BenchError.timedOut }
        let failed = failures.load(ordering: .relaxed)
        if failed > 0 { throw BenchError.failed("\(failed) of \(count) requests failed") }
    }

    static func concurrentNetwork(_ network: NetworkClient) throws {
        try windowed { finished in
            // The stream completes after its one value, which ends the subscription.
            _ = network.request(route, as: Page<Product>.self).subscribe(onNext: { result in
                finished(result.value != nil)
            })
        }
    }

    static func concurrentPlain(_ plain: PlainClient) throws {
        try windowed { finished in
            plain.get { result in finished((try? result.get()) != nil) }
        }
    }

    // MARK: (c) decoding

    /// `GET /products?limit=N` from a staging server of `products` products, fetched once.
    static func catalogueBody(products: Int, limit: Int) throws -> Data {
        let server = StagingServer(api: StagingAPI.Configuration(counts: ["products": products]), bindAddress: "127.0.0.1", port: 0)
        try server.start()
        defer { server.stop() }
        let session = URLSession(configuration: .ephemeral)
        defer { session.invalidateAndCancel() }
        let outcome = Mutex<Result<Data, BenchError>?>(nil)
        let done = DispatchSemaphore(value: 0)
        let url = server.baseURL.appendingPathComponent("products").appending(queryItems: [URLQueryItem(name: "limit", value: "\(limit)")])
        session.dataTask(with: url) { data, response, error in
            let status = (response as? HTTPURLResponse)?.statusCode ?? 0
            outcome.withLock {
                $0 = if let data, status == 200 { .success(data) } else { .failure(.failed("GET /products?limit=\(limit): \(status) \(String(describing: error))")) }
            }
            done.signal()
        }.resume()
        guard done.wait(timeout: .now() + requestTimeout) == .success else { throw BenchError.timedOut }
        return try outcome.withLock { $0 }!.get()
    }

    // MARK: Plumbing

    /// The same GET Network sends: its URL, the default headers and the Bearer token.
    static func plainRequest(for host: APIHost, token: String) throws -> URLRequest {
        var request = try route.urlRequest(for: host)
        for (name, value) in NetworkConfiguration.defaultHeaders() { request.setValue(value, forHTTPHeaderField: name) }
        request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
        return request
    }

    /// A session on `host`, signed in as the staging server's first user through a client of its own.
    static func signedIn(on host: APIHost) throws -> AuthSession {
        try wait(NetworkClient(configuration: .dummyJSON(host: host)).signIn(username: "emilys", password: "emilyspass"))
    }

    /// Blocks for a request's one result.
    static func wait<T: Sendable>(_ stream: Observable<NetworkResult<T>>) throws -> T {
        let outcome = Mutex<NetworkResult<T>?>(nil)
        let done = DispatchSemaphore(value: 0)
        let subscription = stream.subscribe(onNext: { result in
            outcome.withLock { $0 = result }
            done.signal()
        })
        defer { subscription.dispose() }
        guard done.wait(timeout: .now() + requestTimeout) == .success else { throw BenchError.timedOut }
        switch outcome.withLock({ $0 })! {
        case .value(let value): return value
        case .error(let error): throw BenchError.failed("\(error)")
        }
    }
}
