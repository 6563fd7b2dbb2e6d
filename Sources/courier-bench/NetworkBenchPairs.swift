import Foundation

/// (d)'s overhead judged fairly: `request-loop raw` and `request-loop network`
/// run in turn, each in a process of its own against the same courier-server,
/// so neither side inherits the other's warm caches, threads or heap, nor what
/// the suite ran before it in this process. The ratio of each pair is printed
/// with the median and the spread; the target is judged on the median. Within
/// one process the same ratio moves by ten points between runs on a busy machine.
enum RequestLoopPairs {
    /// Pairs run; at least four, as one pair decides nothing on a shared machine.
    static let defaultPairs = 4
    /// Requests in each process: six rounds of `TransportBench.sequentialRequests`.
    static let defaultRequests = 3_000

    /// One side's CPU per request, from its printed line; nil when it did not run.
    static func run(raw: Bool, server: URL, requests: Int) -> Double? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        process.arguments = ["request-loop", raw ? "raw" : "network", "\(requests)"]
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

    /// Runs the pairs against `server` and reports them.
    static func report(server: URL, pairs: Int = defaultPairs, requests: Int = defaultRequests) {
        var ratios: [Double] = []
        var lines: [String] = []
        for _ in 0..<pairs {
            guard let raw = run(raw: true, server: server, requests: requests),
                  let network = run(raw: false, server: server, requests: requests) else {
                print("  (d) request-loop pairs: a process of its own did not run; left out")
                return
            }
            ratios.append(network / raw)
            lines.append(String(format: "%.1f / %.1f", network, raw))
        }
        print("  (d) request-loop pairs, Network / CurlTransport + decoder, µs CPU per request, each side in a process of its own: "
              + lines.joined(separator: ", "))
        let sorted = ratios.sorted()
        let median = (sorted[(sorted.count - 1) / 2] + sorted[sorted.count / 2]) / 2
        let spread = String(format: "pairs %@", ratios.map { String(format: "%.1f", $0 * 100) }.joined(separator: ", "))
        Measure.report("(d) Network / CurlTransport + decoder, CPU, \(pairs) pairs", median * 100, unit: "%",
                       target: String(format: "target ≤ %.0f %%  %@  (%@ %%)", TransportBench.overheadTargetRatio * 100,
                                      median <= TransportBench.overheadTargetRatio ? "ok" : "OVER", spread))
    }
}
