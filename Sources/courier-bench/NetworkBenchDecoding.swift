import Dispatch
import DummyJSON
import Foundation
import Glibc
import JSON
import Models
import Network
import ViewModels

/// (c) Decoding, side by side on the same bytes: JSONTapeDecoder against
/// Foundation's JSONDecoder on a page of 30 products as the staging server
/// sends it (issue 24 asks for at least 5×), then what Network adds to its
/// decoder on the whole 10,000-product catalogue. Decoding is one thread's
/// work, so the first is timed in that thread's CPU time, which a neighbour's
/// build does not stretch; rounds alternate the two decoders.
enum DecodingBench {
    static let pageDecodesPerRound = 40
    static let pageTargetRatio = 5.0
    static let networkTargetRatio = 1.05

    /// The suite on its own, against a staging server it starts.
    static func runAlone() {
        do {
            let host = try APIHost(kind: .test, baseURL: URL(string: "http://127.0.0.1:9")!)
            try run(pageBody: NetworkBench.catalogueBody(products: 194, limit: 30),
                    largeBody: NetworkBench.catalogueBody(products: NetworkBench.largeProductCount, limit: 0), host: host)
        } catch {
            print("  decoding suite stopped: \(error)")
        }
    }

    /// `decode-loop N`: the page decoded `times` times by JSONTapeDecoder and
    /// nothing else. Run under callgrind at two sizes, the difference in
    /// instructions over the difference in decodes is one decode's cost.
    static func loop(times: Int) {
        let body = loopPage()
        let tape = JSONTapeDecoder()
        for _ in 0..<times { blackHole(try? tape.decode(Page<Product>.self, from: body)) }
    }

    /// The page `decode-loop` and `write-loop` work on: 30 of the staging server's products.
    private static func loopPage() -> Data {
        guard let body = try? NetworkBench.catalogueBody(products: 194, limit: 30) else { preconditionFailure("no page") }
        return body
    }

    /// The page decoded once, then written as pretty, sorted JSON `times` times, as
    /// `courier get --json` writes it: run at two counts, callgrind's difference is one
    /// write in a warm process, and the first run's excess what a one-shot process pays.
    static func writeLoop(times: Int) {
        guard let page = try? JSONTapeDecoder().decode(Page<Product>.self, from: loopPage()) else { preconditionFailure("no page") }
        for _ in 0..<times { blackHole(try? JSONTextWriter.data(page, formatting: .recordJSON)) }
    }

    static func run(pageBody: Data, largeBody: Data, host: APIHost) throws {
        let foundation = JSONDecoder()
        let tape = JSONTapeDecoder()
        guard try tape.decode(Page<Product>.self, from: pageBody) == foundation.decode(Page<Product>.self, from: pageBody) else {
            throw BenchError.failed("the two decoders disagree on the page")
        }
        var foundationTimes: [Double] = []
        var tapeTimes: [Double] = []
        var ratios: [Double] = []
        for round in 0...NetworkBench.runs {
            let slow = try cpuTime(decodes: pageDecodesPerRound) { blackHole(try foundation.decode(Page<Product>.self, from: pageBody)) }
            let fast = try cpuTime(decodes: pageDecodesPerRound) { blackHole(try tape.decode(Page<Product>.self, from: pageBody)) }
            guard round > 0 else { continue } // the first round warms both up
            foundationTimes.append(slow)
            tapeTimes.append(fast)
            ratios.append(slow / fast)
        }
        let label = "30 products, \(pageBody.count / 1024) KB"
        Measure.report("(c) decode \(label), JSONDecoder", Measure.percentile(foundationTimes, 0.5) / 1e3, unit: "µs CPU")
        Measure.report("(c) decode \(label), JSONTapeDecoder", Measure.percentile(tapeTimes, 0.5) / 1e3, unit: "µs CPU")
        let ratio = Measure.percentile(ratios, 0.5)
        Measure.report("(c) JSONDecoder / JSONTapeDecoder time", ratio, unit: "×",
                       target: String(format: "target ≥ %.0f×  %@  (rounds %.2f–%.2f)", pageTargetRatio,
                                      ratio >= pageTargetRatio ? "ok" : "UNDER", ratios.min() ?? 0, ratios.max() ?? 0))
        try InflateBench.run(pageBody: pageBody)
        try networkDecoding(largeBody, host: host)
        try ownWork(host: host)
    }

    /// What Network itself spends on a request: a request through a client whose
    /// transport answers an empty page from memory at once, against that
    /// transport's send and the same decode with nothing around them. The
    /// client is signed in, as the app's is, so the token's path is counted.
    static func ownWork(host: APIHost) throws {
        let (network, transport) = inMemoryClient(host: host)
        let request = try NetworkBench.route.urlRequest(for: host)
        let decoder = JSONTapeDecoder()
        let requests = 2_000
        var through: [Double] = []
        var bare: [Double] = []
        for round in 0...NetworkBench.runs {
            let withNetwork = try processTime(calls: requests) {
                blackHole(try NetworkBench.wait(network.request(NetworkBench.route, as: Page<Product>.self)))
            }
            let without = try processTime(calls: requests) {
                _ = transport.send(request) { result in blackHole(try? decoder.decode(Page<Product>.self, from: result.get().data)) }
            }
            guard round > 0 else { continue }
            through.append(withNetwork)
            bare.append(without)
        }
        let networkTime = Measure.percentile(through, 0.5)
        let plain = Measure.percentile(bare, 0.5)
        Measure.report("(c) one request in memory, Network", networkTime / 1e3, unit: "µs CPU")
        Measure.report("(c) one request in memory, transport + decoder", plain / 1e3, unit: "µs CPU")
        Measure.report("(c) Network's own work per request", (networkTime - plain) / 1e3, unit: "µs CPU",
                       target: "(the process's CPU, every thread; the empty page's transport and decode left out)")
    }

    /// A signed-in client whose transport answers an empty page from memory at once, and that transport.
    static func inMemoryClient(host: APIHost) -> (NetworkClient, InMemoryTransport) {
        let empty = Data(#"{"products":[],"total":0,"skip":0,"limit":0}"#.utf8)
        let transport = InMemoryTransport(body: empty)
        let network = NetworkClient(configuration: {
            var configuration = NetworkConfiguration.dummyJSON(host: host)
            configuration.transport = transport
            return configuration
        }())
        network.sessionStore.save(signedIn, origin: host.origin)
        return (network, transport)
    }

    /// `own-loop N`: `times` requests through the in-memory client of `ownWork` and
    /// nothing else, for a profiler to see Network's own part without a server's noise.
    static func ownLoop(times: Int) {
        do {
            let host = try APIHost(kind: .test, baseURL: URL(string: "http://127.0.0.1:9")!)
            let (network, _) = inMemoryClient(host: host)
            let perCall = try processTime(calls: times) {
                blackHole(try NetworkBench.wait(network.request(NetworkBench.route, as: Page<Product>.self)))
            }
            print(String(format: "own-loop: %.2f µs CPU per request through Network in memory (%d requests)", perCall / 1e3, times))
        } catch {
            preconditionFailure("own-loop: \(error)")
        }
    }

    /// A session whose access token is as long as DummyJSON's (a JWT of about 350 characters).
    static let signedIn = AuthSession(accessToken: String(repeating: "e", count: 350), refreshToken: String(repeating: "r", count: 350),
                                      id: 1, username: "emilys", email: "emily.johnson@x.dummyjson.com", firstName: "Emily",
                                      lastName: "Johnson")

    /// Nanoseconds of the whole process's CPU per call of `body`: timers and queues run on other threads.
    static func processTime(calls: Int, _ body: () throws -> Void) throws -> Double {
        let start = ThreadCPU.processSeconds()
        for _ in 0..<calls { try body() }
        return (ThreadCPU.processSeconds() - start) * 1e9 / Double(calls)
    }

    /// Nanoseconds of this thread's CPU per call of `body`.
    static func cpuTime(decodes: Int, _ body: () throws -> Void) throws -> Double {
        let start = threadCPU()
        for _ in 0..<decodes { try body() }
        return Double(threadCPU() - start) / Double(decodes)
    }

    static func threadCPU() -> UInt64 {
        var now = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
        return UInt64(now.tv_sec) * 1_000_000_000 + UInt64(now.tv_nsec)
    }

    /// The catalogue through a NetworkClient whose transport answers from memory, against its decoder alone.
    static func networkDecoding(_ body: Data, host: APIHost) throws {
        let network = NetworkClient(configuration: {
            var configuration = NetworkConfiguration.dummyJSON(host: host)
            configuration.transport = InMemoryTransport(body: body)
            return configuration
        }())
        let decoder = JSONTapeDecoder()
        let count = NetworkBench.largeProductCount
        let decoding = try NetworkBench.interleaved(
            network: {
                let page = try NetworkBench.wait(network.request(ProductRouter.list(Paging(limit: 0)), as: Page<Product>.self))
                guard page.items.count == count else { throw BenchError.failed("decoded \(page.items.count) products") }
                blackHole(page)
            },
            plain: {
                let page = try decoder.decode(Page<Product>.self, from: body)
                guard page.items.count == count else { throw BenchError.failed("decoded \(page.items.count) products") }
                blackHole(page)
            }
        )
        let label = "\(count) products, \(body.count / 1024) KB"
        Measure.report("(c) decode \(label), Network", decoding.network / 1e6, unit: "ms")
        Measure.report("(c) decode \(label), JSONTapeDecoder", decoding.plain / 1e6, unit: "ms")
        NetworkBench.reportRatio("(c) Network / its decoder, time", decoding.network / decoding.plain, atMost: networkTargetRatio)
    }
}
