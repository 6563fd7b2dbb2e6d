import Foundation
import Network
import Reactive
import ReactiveTesting
import Synchronization
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A server in a closure: answers each request after a delay in virtual time,
/// records what was asked, and completes cancelled tasks like URLSession does.
final class ScriptedTransport: Transport {
    struct Reply: Sendable {
        var status: Int
        var body: Data
        var delay: RxTimeInterval

        static func json(_ status: Int = 200, _ object: Any, delay: RxTimeInterval = 0.1) -> Reply {
            Reply(status: status, body: try! JSONSerialization.data(withJSONObject: object), delay: delay)
        }

        static func encoded<T: Encodable>(_ value: T, status: Int = 200, delay: RxTimeInterval = 0.1) -> Reply {
            Reply(status: status, body: try! JSONEncoder().encode(value), delay: delay)
        }

        static func message(_ status: Int, _ text: String, delay: RxTimeInterval = 0.1) -> Reply {
            json(status, ["message": text], delay: delay)
        }
    }

    /// What the test asked for: `nil` means the connection fails as offline.
    typealias Handler = @Sendable (URLRequest) -> Reply?

    private let scheduler: TestScheduler
    private let handler: Handler
    private let log = Mutex<[URLRequest]>([])

    init(scheduler: TestScheduler, handler: @escaping Handler) {
        self.scheduler = scheduler
        self.handler = handler
    }

    var requests: [URLRequest] { log.withLock { $0 } }

    /// "GET /auth/products?limit=30&skip=0" for each request, in order.
    var requestLines: [String] {
        requests.map { request in
            let url = request.url!
            let query = url.query.map { "?\($0)" } ?? ""
            return "\(request.httpMethod ?? "GET") \(url.path)\(query)"
        }
    }

    func send(
        _ request: URLRequest, completion: @escaping @Sendable (Result<TransportResponse, URLError>) -> Void
    ) -> TransportTask {
        log.withLock { $0.append(request) }
        let once = Once(completion)
        let reply = handler(request)
        let timer = scheduler.schedule(after: reply?.delay ?? 0.1) {
            guard let reply else {
                once.call(.failure(URLError(.cannotConnectToHost)))
                return
            }
            let response = HTTPURLResponse(
                url: request.url!, statusCode: reply.status, httpVersion: "HTTP/1.1",
                headerFields: ["Content-Type": "application/json; charset=utf-8"])!
            once.call(.success(TransportResponse(response: response, data: reply.body)))
        }
        return ScriptedTask {
            timer.dispose()
            once.call(.failure(URLError(.cancelled)))
        }
    }
}

private final class Once: Sendable {
    private let completion: Mutex<(@Sendable (Result<TransportResponse, URLError>) -> Void)?>
    init(_ completion: @escaping @Sendable (Result<TransportResponse, URLError>) -> Void) {
        self.completion = Mutex(completion)
    }
    func call(_ result: Result<TransportResponse, URLError>) {
        let handler = completion.withLock { current in
            defer { current = nil }
            return current
        }
        handler?(result)
    }
}

private struct ScriptedTask: TransportTask {
    let onCancel: @Sendable () -> Void
    func cancel() { onCancel() }
}

extension URLRequest {
    /// A query parameter's value.
    func query(_ name: String) -> String? {
        URLComponents(url: url!, resolvingAgainstBaseURL: false)?.queryItems?.first { $0.name == name }?.value
    }

    var jsonBody: [String: Any] {
        httpBody.flatMap { try? JSONSerialization.jsonObject(with: $0) as? [String: Any] } ?? [:]
    }

    var bearer: String? {
        value(forHTTPHeaderField: "Authorization").map { String($0.dropFirst("Bearer ".count)) }
    }
}
