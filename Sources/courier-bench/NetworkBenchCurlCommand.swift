import Foundation
import Glibc
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The `curl` program itself fetching one URL many times in one process, so
/// over one kept-alive connection, asking for and inflating the same
/// compressed answer: libcurl's own cost per request, the baseline
/// CurlTransport is held to. Process start is taken out by timing one fetch
/// and subtracting it.
struct CurlCommand {
    let executable: URL
    let arguments: [String]
    let url: String
    /// The CPU it runs on, through `taskset`, beside pinned request-loop pairs; nil for anywhere.
    var pin: CPUPin?

    /// Nil when no `curl` is on PATH.
    init?(request: URLRequest) {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        guard let url = request.url?.absoluteString,
              let directory = path.split(separator: ":").first(where: {
                  FileManager.default.isExecutableFile(atPath: "\($0)/curl")
              })
        else { return nil }
        executable = URL(fileURLWithPath: "\(directory)/curl")
        // The same request CurlTransport makes: its headers, and `--compressed`, which offers
        // every coding this libcurl decodes and inflates the answer, as CurlTransport's empty
        // CURLOPT_ACCEPT_ENCODING does. Without it the server sends 40 KB plain where it sends
        // CurlTransport 6 KB of gzip, and curl skips the inflating CurlTransport pays for.
        // Bodies go to /dev/null, as curl's own output.
        arguments = ["--silent", "--show-error", "--fail", "--compressed"]
            + (request.allHTTPHeaderFields ?? [:]).sorted { $0.key < $1.key }.flatMap { ["--header", "\($0.key): \($0.value)"] }
        self.url = url
    }

    /// Wall and CPU nanoseconds per request over `count` requests, process start excluded.
    func perRequest(count: Int) throws -> TransportBench.Sample {
        let many = try run(times: count)
        let one = try run(times: 1)
        return TransportBench.Sample(wall: max(0, many.wall - one.wall) / Double(count - 1),
                                     cpu: max(0, many.cpu - one.cpu) / Double(count - 1))
    }

    /// The program's wall time, and its CPU time (from the children's usage, which its exit adds to).
    private func run(times: Int) throws -> TransportBench.Sample {
        let cpuBefore = Self.childrenSeconds()
        let process = Process()
        CPUPin.prepare(process, running: executable, arguments + Array(repeating: url, count: times), pin: pin, on: \.clientCPU)
        process.standardOutput = FileHandle.nullDevice
        let start = DispatchTime.now().uptimeNanoseconds
        try process.run()
        process.waitUntilExit()
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start)
        guard process.terminationStatus == 0 else { throw BenchError.failed("curl exited with \(process.terminationStatus)") }
        return TransportBench.Sample(wall: elapsed, cpu: (Self.childrenSeconds() - cpuBefore) * 1e9)
    }

    static func childrenSeconds() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_CHILDREN.rawValue, &usage)
        return Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
            + Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
    }
}
