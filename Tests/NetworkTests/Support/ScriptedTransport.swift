import Foundation
import Reactive
import ReactiveTesting
import Synchronization
@testable import Network
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A transport a test writes: `answer` decides each response from the request,
/// which arrives after `latency` seconds on a TestScheduler, at once, or on a
/// background queue. Records every request it is sent.
final class ScriptedTransport: Transport {
    enum Timing: Sendable {
        case immediate
        case virtual(TestScheduler, latency: TimeInterval)
        case queue(DispatchQueue)
    }

    typealias Answer = @Sendable (URLRequest) -> Result<TransportResponse, URLError>

    let timing: Timing
    private let answer: Answer
    private let sent = Locked<[URLRequest]>([])
    let cancellations = Counter()

    init(_ timing: Timing, answer: @escaping Answer) {
        self.timing = timing
        self.answer = answer
    }

    var requests: [URLRequest] { sent.value }

    func requests(to path: String) -> [URLRequest] { requests.filter { $0.url?.path == path } }

    func send(
        _ request: URLRequest, completion: @escaping @Sendable (Result<TransportResponse, URLError>) -> Void
    ) -> TransportTask {
        sent.mutate { $0.append(request) }
        let task = ScriptedTask(completion: completion, cancellations: cancellations)
        let answer = self.answer
        switch timing {
        case .immediate:
            task.finish(answer(request))
        case .virtual(let scheduler, let latency):
            task.setTimer(scheduler.schedule(after: latency) { task.finish(answer(request)) })
        case .queue(let queue):
            queue.async { task.finish(answer(request)) }
        }
        return task
    }
}

/// Completes once: with the answer, or with `cancelled` as a URL task does.
private final class ScriptedTask: TransportTask {
    private let completion: Mutex<(@Sendable (Result<TransportResponse, URLError>) -> Void)?>
    private let timer = Mutex<Disposable?>(nil)
    private let cancellations: Counter

    init(completion: @escaping @Sendable (Result<TransportResponse, URLError>) -> Void, cancellations: Counter) {
        self.completion = Mutex(completion)
        self.cancellations = cancellations
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
        cancellations.add()
        timer.withLock { $0 }?.dispose()
        finish(.failure(URLError(.cancelled)))
    }
}

/// A response to `request` with a JSON body.
func reply(
    _ request: URLRequest, _ status: Int, _ body: String = "{}", headers: [String: String] = [:]
) -> Result<TransportResponse, URLError> {
    var fields = ["Content-Type": "application/json; charset=utf-8"]
    fields.merge(headers) { $1 }
    let url = request.url ?? testHost.baseURL
    return .success(TransportResponse(
        response: HTTPURLResponse(url: url, statusCode: status, httpVersion: "HTTP/1.1", headerFields: fields)!,
        data: Data(body.utf8)))
}

/// Records what each hook of a plugin saw, in order.
final class RecordingPlugin: NetworkPlugin {
    let events = Locked<[String]>([])
    let sentRequests = Locked<[URLRequest]>([])
    let clock: (@Sendable () -> Int)?

    init(clock: (@Sendable () -> Int)? = nil) {
        self.clock = clock
    }

    private func note(_ text: String) {
        let stamp = clock.map { "@\($0())" } ?? ""
        events.mutate { $0.append(text + stamp) }
    }

    func prepare(_ request: URLRequest, for route: any Route) -> URLRequest {
        note("prepare \(route.name)")
        return request
    }

    func willSend(_ request: URLRequest, for route: any Route, id: RequestID) {
        sentRequests.mutate { $0.append(request) }
        note("willSend \(route.name)")
    }

    func didReceive(_ outcome: RequestOutcome, for route: any Route) {
        switch outcome.result {
        case .success(let response): note("didReceive \(response.status)")
        case .failure(let error): note("didReceive error \(error.code.rawValue)")
        }
    }

    func process(_ result: Result<TransportResponse, NetworkError>, for route: any Route) -> Result<TransportResponse, NetworkError> {
        switch result {
        case .success(let response): note("process \(response.status)")
        case .failure(let error): note("process \(error)")
        }
        return result
    }

    /// The virtual times of each attempt sent.
    var sendTimes: [Int] {
        events.value.filter { $0.hasPrefix("willSend") }.compactMap { $0.split(separator: "@").last.flatMap { Int($0) } }
    }
}
