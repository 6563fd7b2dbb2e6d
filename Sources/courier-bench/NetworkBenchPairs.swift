import Foundation

/// (d)'s overhead judged fairly: a `request-loop` of Network and one of its
/// transport and decoder run in turn, each in a process of its own against the
/// same courier-server, so neither side inherits the other's warm caches,
/// threads or heap, nor what the suite ran before it in this process. The ratio
/// of each pair is printed with the median and the spread; the target is judged
/// on the median. Within one process the same ratio moves by ten points between
/// runs on a busy machine.
///
/// Three kinds of pairs, each with the target beside it:
/// - the first page, each side on one CPU and the server on another (`CPUPin`):
///   the steadiest figure, about 1 % from run to run;
/// - the pages in turn, pinned alike: each request is new, so the raw side
///   makes its URLRequest for each as any caller of the transport must;
/// - the first page with the scheduler free to move the threads, as before:
///   10–15 % from run to run on two cores.
enum RequestLoopPairs {
    /// Pairs run of each kind; at least four, as one pair decides nothing on a shared machine.
    static let defaultPairs = 4
    /// Requests in each process: six rounds of `TransportBench.sequentialRequests`.
    static let defaultRequests = 3_000

    /// One side's CPU per request, from its printed line; nil when it did not run.
    static func run(_ mode: RequestLoop, server: URL, requests: Int, pin: CPUPin?) -> Double? {
        let process = Process()
        CPUPin.prepare(process, running: URL(fileURLWithPath: CommandLine.arguments[0]),
                       ["request-loop", mode.rawValue, "\(requests)"], pin: pin, on: \.clientCPU)
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

    /// Runs each kind of pair, pinned ones against a server of their own on the server's CPU,
    /// the free ones against `server`, and reports them.
    static func report(server: URL, pairs: Int = defaultPairs, requests: Int = defaultRequests) {
        if let pin = CPUPin.available, let pinned = ServerProcess(arguments: [], purpose: "to run pinned request-loop pairs", pin: pin) {
            defer { pinned.stop() }
            print("  (d) pinned pairs: each side on CPU \(pin.clientCPU), their server on CPU \(pin.serverCPU)")
            report(.network, "first page, pinned", server: pinned.baseURL, pairs: pairs, requests: requests, pin: pin)
            report(.networkPages, "pages, pinned", server: pinned.baseURL, pairs: pairs, requests: requests, pin: pin)
        } else {
            print("  (d) request-loop pairs: no taskset or one CPU, so no pinned pairs")
            report(.networkPages, "pages", server: server, pairs: pairs, requests: requests, pin: nil)
        }
        report(.network, "first page, unpinned", server: server, pairs: pairs, requests: requests, pin: nil)
    }

    private static func report(_ mode: RequestLoop, _ label: String, server: URL, pairs: Int, requests: Int, pin: CPUPin?) {
        var ratios: [Double] = []
        var lines: [String] = []
        for _ in 0..<pairs {
            guard let raw = run(mode.baseline, server: server, requests: requests, pin: pin),
                  let network = run(mode, server: server, requests: requests, pin: pin) else {
                print("  (d) request-loop pairs, \(label): a process of its own did not run; left out")
                return
            }
            ratios.append(network / raw)
            lines.append(String(format: "%.1f / %.1f", network, raw))
        }
        print("  (d) \(label), Network / CurlTransport + decoder, µs CPU per request, each side in a process of its own: "
              + lines.joined(separator: ", "))
        let sorted = ratios.sorted()
        let median = (sorted[(sorted.count - 1) / 2] + sorted[sorted.count / 2]) / 2
        let spread = String(format: "pairs %@", ratios.map { String(format: "%.1f", $0 * 100) }.joined(separator: ", "))
        Measure.report("(d) Network / raw CPU, \(label), \(pairs) pairs", median * 100, unit: "%",
                       target: String(format: "target ≤ %.0f %%  %@  (%@ %%)", TransportBench.overheadTargetRatio * 100,
                                      median <= TransportBench.overheadTargetRatio ? "ok" : "OVER", spread))
    }
}
