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
enum TransportBench {
    static let sequentialRequests = 500
    static let concurrentRequests = 2_000
    /// CurlTransport against the `curl` program, per request.
    static let latencyTargetRatio = 1.5
    /// Network on curl against Network on URLSession, requests per second. Both decode
    /// every page with JSONDecoder, which costs more CPU than either transport and so
    /// bounds this ratio; the transport-only rows show what the transport itself gains.
    static let throughputTargetRatio = 1.5
    /// Network against its own raw transport, as (a) holds it for URLSession.
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
        let session = try NetworkBench.wait(
            NetworkClient(configuration: .dummyJSON(host: host)).signIn(username: "emilys", password: "emilyspass"))
        print("  (d)–(e) against courier-server in its own process, \(server.baseURL.absoluteString)")
        try compare(host: host, session: session)
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

        let latency = try medians(rounds: NetworkBench.runs, [
            ("curl program", command.map { command in { try command.nanosecondsPerRequest(count: sequentialRequests) } }),
            ("CurlTransport", { try perRequest { raw.get(decoding: false, $0) } }),
            ("URLSessionTransport", { try perRequest { rawURLSession.get(decoding: false, $0) } }),
            ("CurlTransport + JSONDecoder", { try perRequest { raw.get(decoding: true, $0) } }),
            ("Network on CurlTransport", { try perRequest { fetch(onCurl, $0) } }),
            ("Network on URLSession", { try perRequest { fetch(onURLSession, $0) } }),
            ("plain URLSession", { try perRequest { finished in plain.get { finished((try? $0.get()) != nil) } } }),
        ])
        for (label, nanoseconds) in latency {
            Measure.report("(d) one at a time, \(label)", nanoseconds / 1_000, unit: "µs/req")
        }
        let latencyOf = Dictionary(uniqueKeysWithValues: latency.map { ($0.label, $0.median) })
        if let curl = latencyOf["CurlTransport"], let urlSession = latencyOf["URLSessionTransport"] {
            Measure.report("(d) CurlTransport / URLSessionTransport", curl / urlSession * 100, unit: "%")
        }
        if let curl = latencyOf["curl program"], let transport = latencyOf["CurlTransport"] {
            NetworkBench.reportRatio("(d) CurlTransport / curl program", transport / curl, atMost: latencyTargetRatio)
        }
        if let network = latencyOf["Network on CurlTransport"], let transport = latencyOf["CurlTransport + JSONDecoder"] {
            NetworkBench.reportRatio("(d) Network on curl / CurlTransport + JSONDecoder", network / transport, atMost: overheadTargetRatio)
        }

        let throughput = try medians(rounds: NetworkBench.runs, [
            ("CurlTransport", { try perSecond { raw.get(decoding: false, $0) } }),
            ("URLSessionTransport", { try perSecond { rawURLSession.get(decoding: false, $0) } }),
            ("CurlTransport + JSONDecoder", { try perSecond { raw.get(decoding: true, $0) } }),
            ("Network on CurlTransport", { try perSecond { fetch(onCurl, $0) } }),
            ("Network on URLSession", { try perSecond { fetch(onURLSession, $0) } }),
            ("plain URLSession", { try perSecond { finished in plain.get { finished((try? $0.get()) != nil) } } }),
        ])
        for (label, perSecond) in throughput {
            Measure.report("(e) \(NetworkBench.inFlight) in flight, \(label)", perSecond, unit: "req/s")
        }
        let throughputOf = Dictionary(uniqueKeysWithValues: throughput.map { ($0.label, $0.median) })
        if let curl = throughputOf["CurlTransport"], let urlSession = throughputOf["URLSessionTransport"] {
            Measure.report("(e) CurlTransport / URLSessionTransport", curl / urlSession * 100, unit: "%")
        }
        if let curl = throughputOf["Network on CurlTransport"], let urlSession = throughputOf["Network on URLSession"] {
            NetworkBench.reportRatio("(e) Network on curl / Network on URLSession", curl / urlSession, atLeast: throughputTargetRatio)
        }
        if let network = throughputOf["Network on CurlTransport"], let transport = throughputOf["CurlTransport + JSONDecoder"] {
            NetworkBench.reportRatio("(e) Network on curl / CurlTransport + JSONDecoder", network / transport,
                                     atLeast: 1 / overheadTargetRatio)
        }
        print("  CurlTransport opened \(curlTransport.connectionsOpened) connection(s) for all its requests")
    }

    // MARK: Rounds

    /// Each case's median over `rounds`, the cases taking turns within a round; a nil case is left out.
    static func medians(
        rounds: Int, _ cases: [(String, (() throws -> Double)?)]
    ) throws -> [(label: String, median: Double)] {
        let present = cases.compactMap { label, body in body.map { (label, $0) } }
        var samples = Array(repeating: [Double](), count: present.count)
        for round in 0...rounds {
            for (index, (_, body)) in present.enumerated() {
                let sample = try body()
                if round > 0 { samples[index].append(sample) }
            }
        }
        return zip(present.map(\.0), samples.map { Measure.percentile($0, 0.5) }).map { ($0, $1) }
    }

    /// Nanoseconds per request, `sequentialRequests` of them one after the other.
    static func perRequest(_ start: Start) throws -> Double {
        try NetworkBench.time {
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
        } / Double(sequentialRequests)
    }

    /// Requests per second, `concurrentRequests` of them with 8 in flight.
    static func perSecond(_ start: Start) throws -> Double {
        Double(NetworkBench.concurrentRequests) / (try NetworkBench.time { try NetworkBench.windowed(start) } / 1e9)
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
        // The stream completes after its one value, which ends the subscription.
        _ = network.request(NetworkBench.route, as: Page<Product>.self).subscribe(onNext: { finished($0.value != nil) })
    }
}

/// A transport with nothing around it, decoding the page or not.
final class RawTransportClient: Sendable {
    let transport: any Transport
    let request: URLRequest
    private let decoder = JSONDecoder()

    init(transport: any Transport, request: URLRequest) {
        self.transport = transport
        self.request = request
    }

    func get(decoding: Bool, _ finished: @escaping @Sendable (Bool) -> Void) {
        let decoder = decoder
        _ = transport.send(request) { result in
            guard case .success(let response) = result, response.status == 200 else { return finished(false) }
            finished(!decoding || (try? decoder.decode(Page<Product>.self, from: response.data)) != nil)
        }
    }
}
