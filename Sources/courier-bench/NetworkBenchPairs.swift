import Foundation
import Network

/// (d)'s and (e)'s overhead judged fairly: a `request-loop` of Network and one of its
/// transport and decoder run in turn, each in a process of its own against the
/// same courier-server, so neither side inherits the other's warm caches,
/// threads or heap, nor what the suite ran before it in this process. The ratio
/// of each pair is printed with the median and the spread; the target is judged
/// on the median. Within one process the same ratio moves by ten points between
/// runs on a busy machine. Every other pair runs Network's side first.
///
/// Five kinds of pairs, each with the target beside it:
/// - the first page, each side on one CPU and the server on another (`CPUPin`):
///   the steadiest figure, about 1 % from run to run;
/// - the pages in turn, pinned alike: each request is new, so the raw side
///   makes its URLRequest for each as any caller of the transport must;
/// - the first page with the scheduler free to move the threads, as before:
///   10–15 % from run to run on two cores;
/// - (e)'s the first page with `NetworkBench.inFlight` requests at once, pinned
///   and free: in one process that ratio read anywhere from 106 to 119 % over
///   the same code, as each case took the threads and heap the last one left.
///
/// Beside the pinned first page, the `curl` program fetches the same page
/// pinned the same way, once a pair: a decoded request's CPU against curl's
/// is judged there. In the suite's own process the same Network case, run
/// twice in a row, cost 176 and then 230 µs of CPU a request depending on the
/// core the scheduler had put its threads on beside the server's, and the
/// in-process rows took whichever they got.
enum RequestLoopPairs {
    /// Pairs run of each kind. One pair decides nothing on a shared machine: a process
    /// can run 30 % slower than the last from start to end, so a pair's ratio moves by
    /// 5 to 15 points; the median of six moves by about half as much as the median of four.
    static let defaultPairs = 6
    /// Requests in each process: four rounds of `TransportBench.sequentialRequests`.
    static let defaultRequests = 2_000

    /// One side's CPU per request, from its printed line; nil when it did not run.
    static func run(_ mode: RequestLoop, server: URL, requests: Int, pin: CPUPin?, pace: RequestLoop.Pace = .sequential) -> Double? {
        let process = Process()
        CPUPin.prepare(process, running: URL(fileURLWithPath: CommandLine.arguments[0]),
                       ["request-loop", mode.rawValue, "\(requests)"] + pace.arguments, pin: pin, on: \.clientCPU)
        process.environment = ProcessInfo.processInfo.environment.merging(["COURIER_BENCH_SERVER": server.absoluteString]) { $1 }
        let output = Pipe()
        process.standardOutput = output
        guard (try? process.run()) != nil else { return nil }
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        // "request-loop raw: 325.4 µs CPU/req (median of 6 rounds of 500)"
        return text.split(separator: "\n").lazy.compactMap { line -> Double? in
            guard let colon = line.firstIndex(of: ":") else { return nil }
            return line[line.index(after: colon)...].split(separator: " ").first.flatMap { Double($0) }
        }.first
    }

    /// Runs each kind of pair at `pace`, pinned ones against a server of their own on the
    /// server's CPU, the free ones against `server`, and reports them.
    static func report(server: URL, pace: RequestLoop.Pace = .sequential, pairs: Int = defaultPairs, requests: Int = defaultRequests) {
        let row = pace.row
        if let pin = CPUPin.available, let pinned = ServerProcess(arguments: [], purpose: "to run pinned request-loop pairs", pin: pin) {
            defer { pinned.stop() }
            print("  \(row) pinned pairs: each side on CPU \(pin.clientCPU), their server on CPU \(pin.serverCPU)")
            if pace == .sequential {
                let firstPage = report(.network, "first page, pinned", server: pinned.baseURL, pairs: pairs, requests: requests, pin: pin,
                                       curl: pinnedCurl(server: pinned.baseURL, pin: pin))
                reportAgainstCurl(network: firstPage.network, curl: firstPage.curl)
                report(.networkPages, "pages, pinned", server: pinned.baseURL, pairs: pairs, requests: requests, pin: pin)
            } else {
                report(.network, "first page, pinned", server: pinned.baseURL, pairs: pairs, requests: requests, pin: pin, pace: pace)
            }
        } else {
            print("  \(row) request-loop pairs: no taskset or one CPU, so no pinned pairs")
            if pace == .sequential { report(.networkPages, "pages", server: server, pairs: pairs, requests: requests, pin: nil) }
        }
        report(.network, "first page, unpinned", server: server, pairs: pairs, requests: requests, pin: nil, pace: pace)
    }

    /// The pairs' Network figures and, when given a `curl` program, its figures from one run
    /// after each pair (µs of CPU a request), for judging against curl; empty when a side did not run.
    @discardableResult
    private static func report(_ mode: RequestLoop, _ label: String, server: URL, pairs: Int, requests: Int, pin: CPUPin?,
                               pace: RequestLoop.Pace = .sequential, curl: CurlCommand? = nil) -> (network: [Double], curl: [Double]) {
        // The figure's row names its part of the bench alone: the line above it says how many were in flight.
        let row = pace.row
        let pairsLabel = pace == .sequential ? label : "\(pace.label), \(label)"
        var ratios: [Double] = []
        var lines: [String] = []
        var networks: [Double] = []
        var curls: [Double] = []
        for pair in 0..<pairs {
            // Every other pair runs Network first, so that neither side always comes second after the other.
            let sides = [mode.baseline, mode].map { side in { run(side, server: server, requests: requests, pin: pin, pace: pace) } }
            let figures: [Double?] = pair.isMultiple(of: 2) ? sides.map { $0() } : Array(sides.reversed().map { $0() }.reversed())
            guard let raw = figures[0], let network = figures[1] else {
                print("  \(row) request-loop pairs, \(pairsLabel): a process of its own did not run; left out")
                return ([], [])
            }
            ratios.append(network / raw)
            networks.append(network)
            lines.append(String(format: "%.1f / %.1f", network, raw))
            if let sample = try? curl?.perRequest(count: TransportBench.sequentialRequests) { curls.append(sample.cpu / 1_000) }
        }
        print("  \(row) \(pairsLabel), Network / CurlTransport + decoder, µs CPU per request, each side in a process of its own: "
              + lines.joined(separator: ", "))
        let middle = median(ratios)
        let spread = String(format: "pairs %@", ratios.map { String(format: "%.1f", $0 * 100) }.joined(separator: ", "))
        Measure.report("\(row) Network / raw CPU, \(label), \(pairs) pairs", middle * 100, unit: "%",
                       target: String(format: "target ≤ %.0f %%  %@  (%@ %%)", TransportBench.overheadTargetRatio * 100,
                                      middle <= TransportBench.overheadTargetRatio ? "ok" : "OVER", spread))
        return (networks, curls)
    }

    /// The `curl` program on the client's CPU, signed in to the pinned server as the request loops are.
    private static func pinnedCurl(server: URL, pin: CPUPin) -> CurlCommand? {
        guard let host = try? APIHost(kind: .test, baseURL: server),
              let session = try? NetworkBench.signedIn(on: host),
              let request = try? NetworkBench.plainRequest(for: host, token: session.accessToken),
              var command = CurlCommand(request: request)
        else {
            print("  (d) no curl on PATH, or no sign-in: the pinned decoded request against curl is left out")
            return nil
        }
        command.pin = pin
        return command
    }

    /// A decoded request through Network (its pinned first-page figures) against the `curl`
    /// program's fetch of the same page, pinned alike (µs of CPU a request), median over median.
    private static func reportAgainstCurl(network: [Double], curl: [Double]) {
        guard !network.isEmpty, !curl.isEmpty else { return }
        let ratio = median(network) / median(curl)
        print("  (d) first page, pinned, curl program, µs CPU per request: "
              + curl.map { String(format: "%.1f", $0) }.joined(separator: ", "))
        Measure.report("(d) decoded request, pinned, Network / curl program", ratio * 100, unit: "%",
                       target: String(format: "target ≤ %.0f %%  %@  (%.1f / %.1f µs CPU)", TransportBench.decodedRequestTargetRatio * 100,
                                      ratio <= TransportBench.decodedRequestTargetRatio ? "ok" : "OVER",
                                      median(network), median(curl)))
    }

    /// The middle figure, or the mean of the middle two.
    static func median(_ figures: [Double]) -> Double {
        let sorted = figures.sorted()
        return (sorted[(sorted.count - 1) / 2] + sorted[sorted.count / 2]) / 2
    }
}
