import Foundation
import Reactive
import Synchronization
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Answers each request with a route's sample response, at once or after a
/// delay on the network's scheduler, so tests run stubs in virtual time. The
/// sample is asked for at each send: a script may answer each attempt differently.
struct StubTransport: BufferedTransport {
    let sample: @Sendable () -> SampleResponse
    let behavior: StubBehavior
    let scheduler: any SchedulerType

    func send(
        _ request: URLRequest,
        completion: @escaping @Sendable (Result<TransportResponse, URLError>) -> Void
    ) -> TransportTask {
        let task = StubTask(completion: completion)
        let answer = Self.answer(sample(), for: request)
        switch behavior {
        case .never, .immediate:
            task.finish(answer)
        case .delayed(let seconds):
            task.timer = scheduler.schedule(after: seconds) { task.finish(answer) }
        }
        return task
    }

    static func answer(_ sample: SampleResponse, for request: URLRequest) -> Result<TransportResponse, URLError> {
        switch sample {
        case .networkError(let error):
            return .failure(error)
        case .networkResponse(let status, let data):
            let url = request.url ?? URL(string: "stub://local")!
            let headers = ["Content-Type": "application/json; charset=utf-8", "Content-Length": "\(data.count)"]
            guard let response = HTTPURLResponse(url: url, statusCode: status, httpVersion: "HTTP/1.1", headerFields: headers) else {
                return .failure(URLError(.badServerResponse))
            }
            return .success(TransportResponse(response: response, data: data))
        }
    }
}

/// Completes exactly once: with the answer, or with `cancelled` like a URL task.
private final class StubTask: TransportTask {
    private let completion: SanitizerVisibleMutex<(@Sendable (Result<TransportResponse, URLError>) -> Void)?>
    private let pendingTimer = SanitizerVisibleMutex<Disposable?>(nil)

    init(completion: @escaping @Sendable (Result<TransportResponse, URLError>) -> Void) {
        self.completion = SanitizerVisibleMutex(completion)
    }

    var timer: Disposable? {
        get { pendingTimer.withLock { $0 } }
        set { pendingTimer.withLock { $0 = newValue } }
    }

    func finish(_ result: Result<TransportResponse, URLError>) {
        let handler = completion.withLock { current -> (@Sendable (Result<TransportResponse, URLError>) -> Void)? in
            defer { current = nil }
            return current
        }
        handler?(result)
    }

    func cancel() {
        timer?.dispose()
        finish(.failure(URLError(.cancelled)))
    }
}
