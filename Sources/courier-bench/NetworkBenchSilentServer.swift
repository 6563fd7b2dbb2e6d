import Dispatch
import Foundation
import StagingServer
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Glibc
import Network

/// (f) What waiting costs: one GET to a server that accepts the connection and
/// never answers, until the read timeout ends it, through each transport, per
/// second waited (issue 11 asks for under 0.1 s of CPU for 10 s on a hung server).
///
/// CurlTransport's figure is the CPU time of its own threads (named
/// `CurlTransport.threadName`), read from /proc/self/task; the whole process's
/// follows it for reference. The process also runs what the earlier phases left
/// behind, and that made its figure swing from 1.4 to 57 ms/s between runs:
/// measured thread by thread, 60 ms of one 2 s wait went to the dispatch thread
/// that spins at a whole core while URLSessionTransport waits (FoundationNetworking's
/// loop, still serving the earlier phases' sessions), against 3.5 ms on
/// CurlTransport's threads. URLSession works on dispatch's shared threads, so its
/// figure stays the whole process's.
enum SilentServerBench {
    static let waitSeconds: TimeInterval = 2
    static let targetCPUPerSecond = 0.01

    static func run() throws {
        let (listener, port) = try LoopbackSocket.listen(backlog: 16)
        defer { close(listener) }
        // Never accepted: the kernel completes the handshake, and the request goes unread.
        let url = URL(string: "http://127.0.0.1:\(port)/products")!
        let timeouts = Timeouts(request: waitSeconds, resource: waitSeconds * 10)
        let transports: [(String, any Transport, ThreadCPU.Scope)] = [
            ("CurlTransport", CurlTransport(timeouts: timeouts), .named(CurlTransport.threadName)),
            ("URLSessionTransport", URLSessionTransport(timeouts: timeouts), .process),
        ]
        for (label, transport, scope) in transports {
            let (seconds, cpu, whole) = try wait(on: transport, url: url, scope: scope)
            let perSecond = cpu / seconds
            let whose = scope == .process ? "" : String(format: "; whole process %.1f ms/s", whole / seconds * 1000)
            Measure.report("(f) waiting on a silent server, \(label)", perSecond * 1000, unit: "ms CPU/s",
                           target: String(format: "target ≤ %.0f ms  %@  (%.1f s waited%@)", targetCPUPerSecond * 1000,
                                          perSecond <= targetCPUPerSecond ? "ok" : "OVER", seconds, whose))
        }
    }

    /// Wall seconds until the transport gave up, the CPU seconds its threads spent meanwhile, and the whole process's.
    static func wait(on transport: any Transport, url: URL, scope: ThreadCPU.Scope) throws -> (Double, Double, Double) {
        let done = DispatchSemaphore(value: 0)
        let before = ThreadCPU.snapshot()
        let start = DispatchTime.now().uptimeNanoseconds
        _ = transport.send(URLRequest(url: url)) { _ in done.signal() }
        guard done.wait(timeout: .now() + waitSeconds * 10) == .success else { throw BenchError.timedOut }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        let after = ThreadCPU.snapshot()
        let whole = after.process - before.process
        guard case .named(let name) = scope else { return (seconds, whole, whole) }
        return (seconds, after.seconds(of: name, since: before), whole)
    }
}

/// CPU time of this process and of each of its threads. Threads' come from
/// /proc/self/task/*/schedstat, in nanoseconds (/proc's stat counts whole 10 ms
/// ticks, too coarse for a wait that costs a few milliseconds); the process's
/// from getrusage, which also counts threads that ended meanwhile.
struct ThreadCPU {
    enum Scope: Equatable {
        case process
        /// The threads the kernel knows by this name.
        case named(String)
    }

    let process: Double
    let threads: [Int: (name: String, seconds: Double)]

    static func snapshot() -> ThreadCPU {
        let tasks = "/proc/self/task"
        var threads: [Int: (name: String, seconds: Double)] = [:]
        for entry in (try? FileManager.default.contentsOfDirectory(atPath: tasks)) ?? [] {
            guard let tid = Int(entry),
                  let name = try? String(contentsOfFile: "\(tasks)/\(entry)/comm", encoding: .utf8),
                  let schedstat = try? String(contentsOfFile: "\(tasks)/\(entry)/schedstat", encoding: .utf8),
                  let nanoseconds = schedstat.split(separator: " ").first.flatMap({ Double($0) })
            else { continue } // a thread that ended meanwhile
            threads[tid] = (name.trimmingCharacters(in: .whitespacesAndNewlines), nanoseconds / 1e9)
        }
        return ThreadCPU(process: processSeconds(), threads: threads)
    }

    /// Seconds the threads of that name ran since `before`; one begun meanwhile counts whole.
    func seconds(of name: String, since before: ThreadCPU) -> Double {
        threads.reduce(0) { total, entry in
            let (tid, thread) = entry
            guard thread.name == name else { return total }
            return total + max(0, thread.seconds - (before.threads[tid]?.seconds ?? 0))
        }
    }

    static func processSeconds() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        let user = Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
        let system = Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
        return user + system
    }
}
