import Dispatch
import DummyJSON
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Models
import Network
import Reactive
import Synchronization

/// The transports side by side (issue 11, item 7) against the same server:
/// (d) latency per request, one at a time; (e) throughput, 8 in flight. Each
/// round runs every case once, in turn, so a neighbour's load hurts all of
/// them alike; figures are medians over the rounds, after one warm-up round.
/// Beside each wall time is the CPU the client spent per request (this
/// process's, or the `curl` program's): on a shared machine wall times move
/// by a third between rounds, CPU per request much less, so the overhead
/// targets are judged on CPU, with the wall ratio shown beside.
enum TransportBench {
    static let sequentialRequests = 500
    static let concurrentRequests = 2_000
    /// CurlTransport against the `curl` program, per request.
    static let latencyTargetRatio = 1.5
    /// A decoded request through Network on curl against the `curl` program's fetch of the same page.
    static let decodedRequestTargetRatio = 3.0
    /// Network on curl against Network on URLSession, requests per second. Both decode
    /// every page, which bounds this ratio; the transport-only rows show what the
    /// transport itself gains.
    static let throughputTargetRatio = 1.5
    /// Network against its own raw transport and the same decoder, as (a) holds it for URLSession.
    static let overheadTargetRatio = 1.10

    typealias Start = (@escaping @Sendable (Bool) -> Void) -> Void

    /// Against courier-server in its own process when it is built beside this
    /// binary, as the `curl` program meets it: in this process the server's
    /// threads would take the client's cores from CurlTransport but not from
    /// `curl`. Otherwise against the in-process server.
    static func run(inProcess host: APIHost, session: AuthSession) throws {
        guard let server = ServerProcess(arguments: [], purpose: "to run (d) and (e) against a server in its own process") else {
            print("  (d)–(e) against the in-process server")
            return try compare(host: host, session: session)
        }
        defer { server.stop() }
        let host = try APIHost(kind: .test, baseURL: server.baseURL)
        let session = try NetworkBench.signedIn(on: host)
        print("  (d)–(e) against courier-server in its own process, \(server.baseURL.absoluteString)")
        try compare(host: host, session: session)
    }

    /// `request-loop MODE N [in-flight]` (see `RequestLoop`): a page fetched and decoded `times`
    /// times, one at a time or `NetworkBench.inFlight` at once, through Network on libcurl or
    /// through CurlTransport and the decoder by hand. `COURIER_BENCH_SERVER` names a
    /// courier-server already running instead: under valgrind a process cannot start one of its own.
    static func loop(_ mode: RequestLoop, times: Int, pace: RequestLoop.Pace = .sequential) {
        let given = ProcessInfo.processInfo.environment["COURIER_BENCH_SERVER"].flatMap(URL.init(string:))
        let server = given == nil ? ServerProcess(arguments: [], purpose: "to run request-loop") : nil
        defer { server?.stop() }
        guard let baseURL = given ?? server?.baseURL else { preconditionFailure("no courier-server") }
        do {
            let host = try APIHost(kind: .test, baseURL: baseURL)
            let session = try NetworkBench.signedIn(on: host)
            let client = RawTransportClient(transport: CurlTransport(), request: try NetworkBench.plainRequest(for: host, token: session.accessToken))
            let onCurl = network(host, .curl, session)
            let pages = RequestLoop.walkedRoutes
            let pageURLs = try pages.map { try $0.urlRequest(for: host).url?.absoluteString ?? "" }
            // Network's own work alone, cold: one request in memory before each raw one (`raw-and-own`).
            let ownWork = mode == .rawAndOwn ? DecodingBench.inMemoryClient(host: host).0 : nil
            var sent = 0
            var cpu: [Double] = []
            for _ in 0..<max(1, times / sequentialRequests) { // rounds of 500
                let send: Start = { finished in
                    let page = sent % pages.count
                    sent += 1
                    switch mode {
                    case .raw: client.get(decoding: true, finished)
                    case .network: fetch(onCurl, finished)
                    case .rawAndOwn:
                        blackHole(ownWork.map { try? NetworkBench.wait($0.request(NetworkBench.route, as: Page<Product>.self)) })
                        client.get(decoding: true, finished)
                    case .rawPages: client.get(url: pageURLs[page], decoding: true, finished)
                    case .rawBytes: client.get(decoding: false, finished)
                    case .networkBytes: finish(onCurl.requestRaw(NetworkBench.route), finished)
                    case .networkPages: finish(onCurl.request(pages[page], as: Page<Product>.self), finished)
                    }
                }
                cpu.append(try perRequest(send, pace: pace).cpu)
            }
            // The process's CPU per request, start-up left out: a figure to compare between builds without perf.
            print(String(format: "request-loop %@: %.1f µs CPU/req (median of %d rounds of %d, %@)", mode.rawValue,
                         Measure.percentile(cpu, 0.5) / 1_000, cpu.count, sequentialRequests, pace.label))
        } catch {
            preconditionFailure("request-loop: \(error)")
        }
    }

    static func compare(host: APIHost, session: AuthSession) throws {
        let request = try NetworkBench.plainRequest(for: host, token: session.accessToken)
        let onCurl = network(host, .curl, session)
        let onURLSession = network(host, .urlSession, session)
        let curlTransport = CurlTransport()
        let raw = RawTransportClient(transport: curlTransport, request: request)
        let rawURLSession = RawTransportClient(transport: URLSessionTransport(), request: request)
        let plain = PlainClient(request: request)
        let command = CurlCommand(request: request)
        if command == nil { print("  no curl on PATH: the curl-program row is left out") }

        // The libcurl cases take turns among themselves first: URLSession leaves threads spinning
        // for a while after its requests (see SilentServerBench), which would be charged to
        // whatever ran next.
        let latency = try medians(rounds: NetworkBench.runs, [
            ("curl program", command.map { command in { try command.perRequest(count: sequentialRequests) } }),
            ("CurlTransport", { try perRequest { raw.get(decoding: false, $0) } }),
            ("CurlTransport + JSONTapeDecoder", { try perRequest { raw.get(decoding: true, $0) } }),
            ("Network on CurlTransport", { try perRequest { fetch(onCurl, $0) } }),
        ]) + medians(rounds: NetworkBench.runs, [
            ("URLSessionTransport", { try perRequest { rawURLSession.get(decoding: false, $0) } }),
            ("Network on URLSession", { try perRequest { fetch(onURLSession, $0) } }),
            ("plain URLSession", { try perRequest { finished in plain.get { finished((try? $0.get()) != nil) } } }),
        ])
        for (label, sample) in latency {
            Measure.report("(d) one at a time, \(label)", sample.wall / 1_000, unit: "µs/req",
                           target: String(format: "%.1f µs CPU/req", sample.cpu / 1_000))
        }
        let latencyOf = Dictionary(uniqueKeysWithValues: latency.map { ($0.label, $0.median) })
        if let curl = latencyOf["CurlTransport"], let urlSession = latencyOf["URLSessionTransport"] {
            Measure.report("(d) CurlTransport / URLSessionTransport", curl.wall / urlSession.wall * 100, unit: "%")
        }
        if let curl = latencyOf["curl program"], let transport = latencyOf["CurlTransport"] {
            NetworkBench.reportRatio("(d) CurlTransport / curl program", transport.wall / curl.wall, atMost: latencyTargetRatio)
        }
        if let network = latencyOf["Network on CurlTransport"], let transport = latencyOf["CurlTransport + JSONTapeDecoder"] {
            // In one process each case inherits what ran before it: the target is judged on the pairs below.
            Measure.report("(d) Network / CurlTransport + decoder, in-process", network.cpu / transport.cpu * 100,
                           unit: "%", target: String(format: "(wall %.0f %%; judged on the pairs)", network.wall / transport.wall * 100))
        }
        RequestLoopPairs.report(server: host.baseURL)
        RequestInstructions.report(server: host.baseURL)
        if let network = latencyOf["Network on CurlTransport"], let curl = latencyOf["curl program"] {
            // Each case inherits the cores the scheduler gave the last: judged pinned, above.
            Measure.report("(d) decoded request, Network / curl program, CPU", network.cpu / curl.cpu * 100, unit: "%",
                           target: String(format: "(in-process; judged pinned, above)"))
            // Wall time in one process runs the curl program's waits against the bench's own threads: not judged either.
            Measure.report("(d) decoded request, Network / curl program, wall", network.wall / curl.wall * 100, unit: "%",
                           target: "(in-process; judged pinned, above)")
        }

        let throughput = try medians(rounds: NetworkBench.runs, [
            ("CurlTransport", { try perSecond { raw.get(decoding: false, $0) } }),
            ("CurlTransport + JSONTapeDecoder", { try perSecond { raw.get(decoding: true, $0) } }),
            ("Network on CurlTransport", { try perSecond { fetch(onCurl, $0) } }),
        ]) + medians(rounds: NetworkBench.runs, [
            ("URLSessionTransport", { try perSecond { rawURLSession.get(decoding: false, $0) } }),
            ("Network on URLSession", { try perSecond { fetch(onURLSession, $0) } }),
            ("plain URLSession", { try perSecond { finished in plain.get { finished((try? $0.get()) != nil) } } }),
        ])
        for (label, sample) in throughput {
            Measure.report("(e) \(NetworkBench.inFlight) in flight, \(label)", Double(NetworkBench.concurrentRequests) / (sample.wall / 1e9),
                           unit: "req/s", target: String(format: "%.1f µs CPU/req", sample.cpu / Double(NetworkBench.concurrentRequests) / 1_000))
        }
        let throughputOf = Dictionary(uniqueKeysWithValues: throughput.map { ($0.label, $0.median) })
        if let curl = throughputOf["CurlTransport"], let urlSession = throughputOf["URLSessionTransport"] {
            Measure.report("(e) CurlTransport / URLSessionTransport", urlSession.wall / curl.wall * 100, unit: "%")
        }
        if let curl = throughputOf["Network on CurlTransport"], let urlSession = throughputOf["Network on URLSession"] {
            NetworkBench.reportRatio("(e) Network on curl / Network on URLSession", urlSession.wall / curl.wall, atLeast: throughputTargetRatio)
        }
        if let network = throughputOf["Network on CurlTransport"], let transport = throughputOf["CurlTransport + JSONTapeDecoder"] {
            // As in (d), each case inherits what ran before it: the target is judged on the pairs that follow.
            Measure.report("(e) Network / CurlTransport + decoder, in-process", network.cpu / transport.cpu * 100,
                           unit: "%", target: String(format: "(wall %.0f %%; judged on the pairs)", network.wall / transport.wall * 100))
        }
        RequestLoopPairs.report(server: host.baseURL, pace: .inFlight)
        print("  CurlTransport opened \(curlTransport.connectionsOpened) connection(s) for all its requests")
    }

    // MARK: Rounds

    /// What one run of a case cost: wall time, and the client's CPU time, in nanoseconds.
    struct Sample {
        var wall: Double
        var cpu: Double
    }

    /// Each case's median wall and CPU time over `rounds`, the cases taking turns within a round; a nil case is left out.
    static func medians(
        rounds: Int, _ cases: [(String, (() throws -> Sample)?)]
    ) throws -> [(label: String, median: Sample)] {
        let present = cases.compactMap { label, body in body.map { (label, $0) } }
        var samples = Array(repeating: [Sample](), count: present.count)
        for round in 0...rounds {
            for (index, (_, body)) in present.enumerated() {
                let sample = try body()
                if round > 0 { samples[index].append(sample) }
            }
        }
        return zip(present.map(\.0), samples.map {
            Sample(wall: Measure.percentile($0.map(\.wall), 0.5), cpu: Measure.percentile($0.map(\.cpu), 0.5))
        }).map { ($0, $1) }
    }

    /// Wall and CPU nanoseconds per request, `sequentialRequests` of them one after the other.
    /// Wall and CPU nanoseconds per request for `sequentialRequests`, one at a time or, at
    /// `.inFlight`, `NetworkBench.inFlight` at a time.
    static func perRequest(_ start: Start, pace: RequestLoop.Pace = .sequential) throws -> Sample {
        let cpu = ThreadCPU.processSeconds()
        let wall = try NetworkBench.time {
            guard pace == .sequential else { return try NetworkBench.windowed(count: sequentialRequests, start) }
            for _ in 0..<sequentialRequests {
                let succeeded = Atomic<Bool>(false)
                let done = DispatchSemaphore(value: 0)
                start { ok in
                    succeeded.store(ok, ordering: .releasing)
                    done.signal()
                }
                guard done.wait(timeout: .now() + NetworkBench.requestTimeout) == .success else { throw BenchError.timedOut }
                guard succeeded.load(ordering: .acquiring) else { throw BenchError.failed("a sequential request failed") }
            }
        }
        let spent = (ThreadCPU.processSeconds() - cpu) * 1e9
        return Sample(wall: wall / Double(sequentialRequests), cpu: spent / Double(sequentialRequests))
    }

    /// Wall and CPU nanoseconds for `concurrentRequests` with 8 in flight.
    static func perSecond(_ start: Start) throws -> Sample {
        let cpu = ThreadCPU.processSeconds()
        let wall = try NetworkBench.time { try NetworkBench.windowed(start) }
        return Sample(wall: wall, cpu: (ThreadCPU.processSeconds() - cpu) * 1e9)
    }

    // MARK: Clients

    static func network(_ host: APIHost, _ kind: TransportKind, _ session: AuthSession) -> NetworkClient {
        var configuration = NetworkConfiguration.dummyJSON(host: host)
        configuration.transportKind = kind
        let network = NetworkClient(configuration: configuration)
        network.sessionStore.save(session, origin: host.origin)
        return network
    }

    static func fetch(_ network: NetworkClient, _ finished: @escaping @Sendable (Bool) -> Void) {
        finish(network.request(NetworkBench.route, as: Page<Product>.self), finished)
    }

    /// Calls `finished` with whether `results`' one result is a value.
    static func finish<T>(_ results: Observable<NetworkResult<T>>, _ finished: @escaping @Sendable (Bool) -> Void) {
        // The stream completes after its one value, which ends the subscription.
        _ = results.subscribe(onNext: { finished($0.value != nil) })
    }
}

/// A transport with nothing around it, decoding the page (with Network's decoder) or not.
final class RawTransportClient: Sendable {
    let transport: any Transport
    let request: URLRequest
    /// The request's header fields, for the requests `get(url:)` makes.
    private let fields: [String: String]
    private let decoder = JSONTapeDecoder()

    init(transport: any Transport, request: URLRequest) {
        self.transport = transport
        self.request = request
        fields = request.allHTTPHeaderFields ?? [:]
    }

    func get(decoding: Bool, _ finished: @escaping @Sendable (Bool) -> Void) {
        send(request, decoding: decoding, finished)
    }

    /// The request made afresh for `url`, as a caller of the transport makes each request
    /// it has not sent before: the URL parsed, the fields set in one assignment.
    func get(url: String, decoding: Bool, _ finished: @escaping @Sendable (Bool) -> Void) {
        guard let parsed = URL(string: url) else { return finished(false) }
        var request = URLRequest(url: parsed)
        request.allHTTPHeaderFields = fields
        send(request, decoding: decoding, finished)
    }

    private func send(_ request: URLRequest, decoding: Bool, _ finished: @escaping @Sendable (Bool) -> Void) {
        let decoder = decoder
        _ = transport.send(request) { result in
            guard case .success(let response) = result, response.status == 200 else { return finished(false) }
            finished(!decoding || (try? decoder.decode(Page<Product>.self, from: response.data)) != nil)
        }
    }
}
