// An adopter's own API on Courier's libraries, as scripts/check-consumer.sh
// builds it from a version tag: a router, a decoded value, and a client
// over whichever transport it is given.
import Foundation
import Network
import Reactive
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

public enum GreetingRouter: Route {
    case greet(name: String)

    public var relation: (method: HTTPMethod, path: String, params: Parameters?) {
        switch self {
        case .greet(let name): (.get, "/greetings", ["name": .string(name)])
        }
    }
}

public struct Greeting: Decodable, Sendable, Equatable {
    public let text: String

    public init(text: String) { self.text = text }
}

/// A client of the greeting API over `transport`, on `scheduler`.
public func greetingClient(
    transport: any Transport, scheduler: any SchedulerType = ConcurrentDispatchQueueScheduler(qos: .default),
    plugins: [any NetworkPlugin] = []
) throws -> NetworkClient {
    var configuration = NetworkConfiguration(host: try APIHost(kind: .test, baseURL: URL(string: "http://127.0.0.1:9")!))
    configuration.transport = transport
    configuration.scheduler = scheduler
    configuration.plugins = plugins
    return NetworkClient(configuration: configuration)
}

/// Each greeting's text in capitals, through Reactive's operators.
public func shouted(_ client: NetworkClient, name: String) -> Observable<NetworkResult<String>> {
    client.request(GreetingRouter.greet(name: name), as: Greeting.self).map { $0.map { $0.text.uppercased() } }
}

/// Answers every request in process with a greeting for its `name`.
public struct GreetingTransport: BufferedTransport {
    private struct Done: TransportTask {
        func cancel() {}
    }

    public init() {}

    public func send(
        _ request: URLRequest, completion: @escaping @Sendable (Result<TransportResponse, URLError>) -> Void
    ) -> TransportTask {
        let url = request.url!
        let name = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems?.first { $0.name == "name" }?.value ?? "?"
        let body = try! JSONEncoder().encode(["text": "hello, \(name)"])
        let response = HTTPURLResponse(url: url, statusCode: 200, httpVersion: "HTTP/1.1",
                                       headerFields: ["Content-Type": "application/json"])!
        completion(.success(TransportResponse(response: response, data: body)))
        return Done()
    }
}
