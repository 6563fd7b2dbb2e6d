import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The `curl` program itself fetching one URL many times in one process, so
/// over one kept-alive connection: libcurl's own cost per request, the
/// baseline CurlTransport is held to. Process start is taken out by timing
/// one fetch and subtracting it.
struct CurlCommand {
    let executable: URL
    let arguments: [String]
    let url: String

    /// Nil when no `curl` is on PATH.
    init?(request: URLRequest) {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        guard let url = request.url?.absoluteString,
              let directory = path.split(separator: ":").first(where: {
                  FileManager.default.isExecutableFile(atPath: "\($0)/curl")
              })
        else { return nil }
        executable = URL(fileURLWithPath: "\(directory)/curl")
        // The same headers Network sends; bodies go to /dev/null, as curl's own output.
        arguments = ["--silent", "--show-error", "--fail"]
            + (request.allHTTPHeaderFields ?? [:]).sorted { $0.key < $1.key }.flatMap { ["--header", "\($0.key): \($0.value)"] }
        self.url = url
    }

    /// Nanoseconds per request over `count` requests, process start excluded.
    func nanosecondsPerRequest(count: Int) throws -> Double {
        let many = try run(times: count)
        let one = try run(times: 1)
        return max(0, many - one) / Double(count - 1)
    }

    private func run(times: Int) throws -> Double {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments + Array(repeating: url, count: times)
        process.standardOutput = FileHandle.nullDevice
        let start = DispatchTime.now().uptimeNanoseconds
        try process.run()
        process.waitUntilExit()
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start)
        guard process.terminationStatus == 0 else { throw BenchError.failed("curl exited with \(process.terminationStatus)") }
        return elapsed
    }
}
