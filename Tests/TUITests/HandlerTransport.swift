import Foundation
import Network
import StagingServer
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The staging API without sockets: each request is answered at once by the
/// handler, so screen tests see the real generated data (CJK, emoji, hostile
/// strings) deterministically.
struct HandlerTransport: Transport {
    let handler: any HTTPHandler

    func send(
        _ request: URLRequest, completion: @escaping @Sendable (Result<TransportResponse, URLError>) -> Void
    ) -> TransportTask {
        let url = request.url!
        let components = URLComponents(url: url, resolvingAgainstBaseURL: false)
        var headers: [String: String] = [:]
        for (name, value) in request.allHTTPHeaderFields ?? [:] { headers[name.lowercased()] = value }
        let answer = handler.handle(HTTPRequest(
            method: request.httpMethod ?? "GET", path: url.path,
            query: (components?.queryItems ?? []).map { ($0.name, $0.value ?? "") },
            headers: headers, body: request.httpBody ?? Data()))
        var fields: [String: String] = [:]
        for (name, value) in answer.headers { fields[name] = value }
        let response = HTTPURLResponse(url: url, statusCode: answer.status, httpVersion: "HTTP/1.1", headerFields: fields)!
        completion(.success(TransportResponse(response: response, data: answer.body)))
        return NoTask()
    }

    private struct NoTask: TransportTask {
        func cancel() {}
    }
}
