import Foundation
import Reactive
import Synchronization
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Writes one line per attempt to a file: time, method, URL, status, duration,
/// time to first byte (when the transport measured it) and bytes. Every part
/// goes through Redaction first.
public final class RequestLogPlugin: NetworkPlugin {
    private let handle: SanitizerVisibleMutex<FileHandle?>

    /// Opens (creating, mode 0600) and appends to `path`; a file that cannot be
    /// opened means no log, never a failed request.
    public init(path: String) {
        // O_APPEND, not a seek to the end once: another process (or Network) writing
        // the same file moves the end, and a handle's own offset would write over it.
        let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o600)
        self.handle = SanitizerVisibleMutex(descriptor >= 0 ? FileHandle(fileDescriptor: descriptor, closeOnDealloc: true) : nil)
    }

    /// Writes one redacted line for the attempt: method, URL, status or error, time and, when measured, the first byte.
    public func didReceive(_ outcome: RequestOutcome, for route: any Route) {
        write(Self.line(for: outcome))
    }

    static func line(for outcome: RequestOutcome, now: Date = Date()) -> String {
        let method = outcome.request.httpMethod ?? "GET"
        let url = outcome.request.url.map(Redaction.url) ?? "-"
        let milliseconds = Int((outcome.duration * 1000).rounded())
        // The first byte's time, where the transport measured it, tells a slow server from a slow body.
        let firstByte = outcome.metrics?.firstByte.map { " ttfb \(Int(($0 * 1000).rounded()))ms" } ?? ""
        let result: String
        switch outcome.result {
        case .success(let response): result = "\(response.status) \(milliseconds)ms\(firstByte) \(response.data.count)B"
        case .failure(let error): result = "ERR(\(error.code.rawValue)) \(milliseconds)ms\(firstByte) 0B"
        }
        let stamp = now.formatted(.iso8601)
        return "\(stamp) \(outcome.requestID) \(method) \(url) \(result)"
    }

    private func write(_ line: String) {
        handle.withLock { handle in
            try? handle?.write(contentsOf: Data((line + "\n").utf8))
        }
    }
}
