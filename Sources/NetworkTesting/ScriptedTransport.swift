import Foundation
import Network
import Reactive
import ReactiveTesting
import Synchronization
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A server in a closure, for tests of code built on `NetworkClient`: each
/// request is answered by the test, at once, after a latency in virtual time,
/// or on a queue. It records every request and completes a cancelled task
/// with `cancelled`, as URLSession does, exactly once.
public final class ScriptedTransport: BufferedTransport {
    /// When an answer comes.
    public enum Timing: Sendable {
        /// At once, inside `send`.
        case immediate
        /// After `latency` seconds of the scheduler's virtual time.
        case virtual(TestScheduler, latency: TimeInterval)
        /// Later, on this queue: for tests on real threads.
        case queue(DispatchQueue)
    }

    /// An answer and, on a virtual clock, how long it takes (nil: the timing's latency).
    public typealias Answer = @Sendable (URLRequest) -> (result: Result<TransportResponse, URLError>, delay: TimeInterval?)

    private let timing: Timing
    private let answer: Answer
    private let sent = SanitizerVisibleMutex<[URLRequest]>([])
    private let cancelled = SanitizerVisibleMutex(0)

    /// Answers each request with `answers`' result after its delay (nil: the timing's own).
    public init(_ timing: Timing, answers: @escaping Answer) {
        self.timing = timing
        self.answer = answers
    }

    /// Answers with `answer`'s result for each request.
    public convenience init(_ timing: Timing, answer: @escaping @Sendable (URLRequest) -> Result<TransportResponse, URLError>) {
        self.init(timing) { (answer($0), nil) }
    }

    /// A test's server: a `Reply` for each request, or nil for "unreachable".
    public typealias Handler = @Sendable (URLRequest) -> Reply?

    /// Answers with a `Reply` after its own delay in virtual time; nil fails
    /// as an unreachable server does.
    public convenience init(scheduler: TestScheduler, handler: @escaping Handler) {
        self.init(.virtual(scheduler, latency: Reply.defaultDelay)) { request in
            guard let reply = handler(request) else { return (.failure(URLError(.cannotConnectToHost)), nil) }
            return (.success(reply.response(to: request)), reply.delay)
        }
    }

    /// Every request sent, in order.
    public var requests: [URLRequest] { sent.withLock { $0 } }

    /// The requests sent to `path`, in order.
    public func requests(to path: String) -> [URLRequest] { requests.filter { $0.url?.path == path } }

    /// "GET /orders?limit=30&skip=0" for each request, in order.
    public var requestLines: [String] {
        requests.map { request in
            let url = request.url!
            return "\(request.httpMethod ?? "GET") \(url.path)" + (url.query.map { "?\($0)" } ?? "")
        }
    }

    /// How many tasks were cancelled before they were answered.
    public var cancellations: Int { cancelled.withLock { $0 } }

    /// Records the request and answers it as the timing says; a cancel before then answers `cancelled`.
    public func send(
        _ request: URLRequest, completion: @escaping @Sendable (Result<TransportResponse, URLError>) -> Void
    ) -> TransportTask {
        sent.withLock { $0.append(request) }
        let task = ScriptedTask(completion: completion) { [self] in cancelled.withLock { $0 += 1 } }
        let (result, delay) = answer(request)
        switch timing {
        case .immediate:
            task.finish(result)
        case .virtual(let scheduler, let latency):
            task.setTimer(scheduler.schedule(after: delay ?? latency) { task.finish(result) })
        case .queue(let queue):
            queue.async { task.finish(result) }
        }
        return task
    }

    /// A response to `request`: `status` with `body`, JSON unless `headers` say otherwise.
    public static func reply(
        _ request: URLRequest, _ status: Int, _ body: String = "{}", headers: [String: String] = [:]
    ) -> Result<TransportResponse, URLError> {
        var fields = ["Content-Type": "application/json; charset=utf-8"]
        fields.merge(headers) { $1 }
        let url = request.url ?? URL(string: "http://127.0.0.1")!
        return .success(TransportResponse(
            response: HTTPURLResponse(url: url, statusCode: status, httpVersion: "HTTP/1.1", headerFields: fields)!,
            data: Data(body.utf8)))
    }
}

/// Completes once: with the answer, or with `cancelled` as a URL task does.
private final class ScriptedTask: TransportTask {
    private let completion: SanitizerVisibleMutex<(@Sendable (Result<TransportResponse, URLError>) -> Void)?>
    private let timer = SanitizerVisibleMutex<Disposable?>(nil)
    private let onCancel: @Sendable () -> Void

    init(completion: @escaping @Sendable (Result<TransportResponse, URLError>) -> Void, onCancel: @escaping @Sendable () -> Void) {
        self.completion = SanitizerVisibleMutex(completion)
        self.onCancel = onCancel
    }

    func setTimer(_ disposable: Disposable) { timer.withLock { $0 = disposable } }

    func finish(_ result: Result<TransportResponse, URLError>) {
        let handler = completion.withLock { current in
            defer { current = nil }
            return current
        }
        handler?(result)
    }

    func cancel() {
        onCancel()
        timer.withLock { $0 }?.dispose()
        finish(.failure(URLError(.cancelled)))
    }
}
