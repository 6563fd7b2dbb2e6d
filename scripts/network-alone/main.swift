// A program that depends on the Network product alone, as an adopter's would:
// its own router and its own in-memory transport, through a NetworkClient.
// scripts/check-network-alone.sh builds and runs it.
import Foundation
import Network
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

enum GreetingRouter: Route {
    case greet(name: String)

    var relation: (method: HTTPMethod, path: String, params: Parameters?) {
        switch self {
        case .greet(let name): (.get, "/greetings", ["name": .string(name)])
        }
    }
}

struct Greeting: Decodable, Sendable {
    let text: String
}

/// Answers every request in process with a greeting for its `name`.
struct GreetingTransport: BufferedTransport {
    private struct Done: TransportTask {
        func cancel() {}
    }

    func send(
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

var configuration = NetworkConfiguration(host: try APIHost(kind: .test, baseURL: URL(string: "http://127.0.0.1:9")!))
configuration.transport = GreetingTransport()
let client = NetworkClient(configuration: configuration)
let greeting = try await client.value(GreetingRouter.greet(name: "network"), as: Greeting.self)
print(greeting.text)
