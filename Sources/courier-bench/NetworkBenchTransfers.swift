import Dispatch
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Network
import Reactive
import Synchronization

/// (g) A 100 MB upload from a file, a 100 MB download to a file and a 100 MB
/// streamed body (`streamData`, counted and dropped piece by piece) against an
/// in-process loopback server: Network on libcurl, Network on URLSession, and
/// plain URLSession's uploadTask(fromFile:) / downloadTask.
/// Throughput is the median over the rounds; memory is the largest growth of
/// peak RSS over one transfer (VmHWM, reset before each through
/// /proc/self/clear_refs), which must stay far below the body's size.
enum TransferBench {
    static let bodyBytes = 100 * 1024 * 1024
    static let rounds = 3
    static let transferTimeout: DispatchTimeInterval = .seconds(120)
    /// Network against plain URLSession, MB/s.
    static let throughputTargetRatio = 1.0
    /// Peak RSS growth over one transfer, as a share of the body.
    static let memoryTargetShare = 0.10

    struct Case {
        let label: String
        let run: () throws -> Void
    }

    static func run() {
        do {
            try runCases()
        } catch {
            print("  transfer suite stopped: \(error)")
        }
    }

    static func runCases() throws {
        let server = try TransferBenchServer()
        defer { server.stop() }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("courier-bench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let source = directory.appendingPathComponent("upload.bin")
        try writeBody(to: source)
        let host = try APIHost(kind: .test, baseURL: server.baseURL)
        let onCurl = network(host, .curl)
        let onURLSession = network(host, .urlSession)
        // The client owns its session and invalidates it when it goes: kept to the end.
        let plain = PlainClient(request: URLRequest(url: server.baseURL), timeouts: Timeouts(request: 120, resource: 120))
        let destination = directory.appendingPathComponent("download.bin")
        let uploadURL = server.baseURL.appendingPathComponent("upload")
        let downloadURL = server.baseURL.appendingPathComponent("bytes/\(bodyBytes)")
        print("  \(bodyBytes / 1024 / 1024) MB each way on 127.0.0.1:\(server.port), median of \(rounds); RSS: peak growth over one transfer")

        let cases = [
            Case(label: "upload, Network on curl") { try upload(onCurl, source) },
            Case(label: "upload, Network on URLSession") { try upload(onURLSession, source) },
            Case(label: "upload, plain URLSession") { try plainUpload(plain.session, uploadURL, source) },
            Case(label: "download, Network on curl") { try download(onCurl, destination) },
            Case(label: "download, Network on URLSession") { try download(onURLSession, destination) },
            Case(label: "download, plain URLSession") { try plainDownload(plain.session, downloadURL, destination) },
            Case(label: "stream, Network on curl") { try stream(onCurl) },
            Case(label: "stream, Network on URLSession") { try stream(onURLSession) },
        ]
        var seconds = Array(repeating: [Double](), count: cases.count)
        var growth = Array(repeating: 0.0, count: cases.count)
        for _ in 0..<rounds {
            for (index, item) in cases.enumerated() {
                let baseline = resetPeakResident()
                seconds[index].append(try NetworkBench.time(item.run) / 1e9)
                growth[index] = max(growth[index], peakResidentMegabytes() - baseline)
            }
        }
        let megabytes = Double(bodyBytes) / 1024 / 1024
        var throughput: [String: Double] = [:]
        for (index, item) in cases.enumerated() {
            let perSecond = megabytes / Measure.percentile(seconds[index], 0.5)
            throughput[item.label] = perSecond
            let share = growth[index] / megabytes
            Measure.report("(g) \(item.label)", perSecond, unit: "MB/s",
                           target: String(format: "RSS +%.1f MB  %@", growth[index], share <= memoryTargetShare ? "ok" : "GROWS"))
        }
        for direction in ["upload", "download", "stream"] {
            // A stream is held to the plain download: both read the same body, one into memory piece by piece.
            let plainLabel = direction == "stream" ? "download, plain URLSession" : "\(direction), plain URLSession"
            guard let plainRate = throughput[plainLabel] else { continue }
            for transport in ["curl", "URLSession"] {
                guard let rate = throughput["\(direction), Network on \(transport)"] else { continue }
                NetworkBench.reportRatio("(g) \(direction), Network on \(transport) / plain", rate / plainRate, atLeast: throughputTargetRatio)
            }
        }
    }

    // MARK: Cases

    enum BodyRoute: Route {
        case upload
        case bytes(Int)
        var relation: (method: HTTPMethod, path: String, params: Parameters?) {
            switch self {
            case .upload: (.put, "/upload", nil)
            case .bytes(let count): (.get, "/bytes/\(count)", nil)
            }
        }
        /// A large body needs longer than a small request's deadline.
        var timeout: TimeInterval? { 120 }
    }

    static func network(_ host: APIHost, _ kind: TransportKind) -> NetworkClient {
        var configuration = NetworkConfiguration(host: host)
        configuration.transportKind = kind
        configuration.timeouts = Timeouts(request: 30, resource: 120)
        return NetworkClient(configuration: configuration)
    }

    static func upload(_ network: NetworkClient, _ file: URL) throws {
        let response = try finish(network.upload(.file(file), to: BodyRoute.upload))
        guard String(decoding: response.data, as: UTF8.self) == #"{"bytes":\#(bodyBytes)}"# else {
            throw BenchError.failed("upload answered \(String(decoding: response.data, as: UTF8.self))")
        }
    }

    static func download(_ network: NetworkClient, _ destination: URL) throws {
        let response = try finish(network.download(BodyRoute.bytes(bodyBytes), to: destination))
        try checkSize(response.fileURL ?? destination)
    }

    /// The body read through `streamData` and counted piece by piece: nothing
    /// keeps it, so RSS must not grow with it.
    static func stream(_ network: NetworkClient) throws {
        let received = Mutex<(bytes: Int, failure: String?)>((0, nil))
        let done = DispatchSemaphore(value: 0)
        let subscription = network.streamData(BodyRoute.bytes(bodyBytes), duration: 120).subscribe(
            onNext: { result in
                received.withLock { state in
                    switch result {
                    case .value(let piece): state.bytes += piece.count
                    case .error(let error): state.failure = "\(error)"
                    }
                }
            },
            onError: { error in received.withLock { $0.failure = "\(error)" }; done.signal() },
            onCompleted: { done.signal() })
        defer { subscription.dispose() }
        guard done.wait(timeout: .now() + transferTimeout) == .success else { throw BenchError.timedOut }
        let (bytes, failure) = received.withLock { $0 }
        if let failure { throw BenchError.failed("stream: \(failure)") }
        guard bytes == bodyBytes else { throw BenchError.failed("streamed \(bytes) bytes") }
    }

    static func plainUpload(_ session: URLSession, _ url: URL, _ file: URL) throws {
        var request = URLRequest(url: url)
        request.httpMethod = "PUT"
        let outcome = Mutex<String?>(nil)
        let done = DispatchSemaphore(value: 0)
        session.uploadTask(with: request, fromFile: file) { data, _, error in
            outcome.withLock { $0 = data.map { String(decoding: $0, as: UTF8.self) } ?? "\(String(describing: error))" }
            done.signal()
        }.resume()
        guard done.wait(timeout: .now() + transferTimeout) == .success else { throw BenchError.timedOut }
        let answer = outcome.withLock { $0 }
        guard answer == #"{"bytes":\#(bodyBytes)}"# else { throw BenchError.failed("plain upload answered \(answer ?? "nothing")") }
    }

    static func plainDownload(_ session: URLSession, _ url: URL, _ destination: URL) throws {
        let outcome = Mutex<String?>(nil)
        let done = DispatchSemaphore(value: 0)
        session.downloadTask(with: url) { location, _, error in
            // The temporary file goes when this handler returns: move it now, as an app would.
            outcome.withLock { failure in
                guard let location else { return failure = "\(String(describing: error))" }
                try? FileManager.default.removeItem(at: destination)
                do { try FileManager.default.moveItem(at: location, to: destination) } catch { failure = "\(error)" }
            }
            done.signal()
        }.resume()
        guard done.wait(timeout: .now() + transferTimeout) == .success else { throw BenchError.timedOut }
        if let failure = outcome.withLock({ $0 }) { throw BenchError.failed("plain download: \(failure)") }
        try checkSize(destination)
    }

    // MARK: Plumbing

    /// Blocks for a transfer's result, counting its progress events.
    static func finish(_ stream: Observable<TransferEvent<TransportResponse>>) throws -> TransportResponse {
        let outcome = Mutex<NetworkResult<TransportResponse>?>(nil)
        let done = DispatchSemaphore(value: 0)
        let subscription = stream.subscribe(onNext: { event in
            guard let result = event.result else { return }
            outcome.withLock { $0 = result }
            done.signal()
        })
        defer { subscription.dispose() }
        guard done.wait(timeout: .now() + transferTimeout) == .success else { throw BenchError.timedOut }
        switch outcome.withLock({ $0 })! {
        case .value(let response): return response
        case .error(let error): throw BenchError.failed("\(error)")
        }
    }

    static func checkSize(_ file: URL) throws {
        let size = (try? FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int) ?? -1
        guard size == bodyBytes else { throw BenchError.failed("downloaded \(size) bytes") }
    }

    /// The body written a megabyte at a time, so making it costs no memory either.
    static func writeBody(to url: URL) throws {
        guard FileManager.default.createFile(atPath: url.path, contents: nil) else { throw BenchError.failed("cannot create \(url.path)") }
        let handle = try FileHandle(forWritingTo: url)
        defer { try? handle.close() }
        let megabyte = Data(repeating: 0x41, count: 1024 * 1024)
        for _ in 0..<(bodyBytes / megabyte.count) { try handle.write(contentsOf: megabyte) }
    }

    /// Resets VmHWM to the current RSS (Linux: writing 5 to clear_refs); returns the RSS in MB.
    static func resetPeakResident() -> Double {
        if let handle = FileHandle(forWritingAtPath: "/proc/self/clear_refs") {
            handle.write(Data("5".utf8))
            try? handle.close()
        }
        return statusMegabytes("VmRSS:")
    }

    static func peakResidentMegabytes() -> Double { statusMegabytes("VmHWM:") }

    private static func statusMegabytes(_ field: String) -> Double {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix(field) }),
              let kilobytes = Double(line.split(separator: " ").dropFirst().first ?? "")
        else { return 0 }
        return kilobytes / 1024
    }
}
