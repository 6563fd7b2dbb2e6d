import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension HTTPHandler {
    /// Answers a URLRequest without a socket: what tests and benchmarks use to
    /// put a handler behind a client's transport. Delivery modes (faults,
    /// delays) are not simulated; the body is whole and immediate.
    package func answer(_ request: URLRequest) -> (response: HTTPURLResponse, body: Data) {
        let url = request.url ?? URL(string: "http://127.0.0.1/")!
        let components = URLComponents(url: url, resolvingAgainstBaseURL: false)
        var headers: [String: String] = [:]
        for (name, value) in request.allHTTPHeaderFields ?? [:] { headers[name.lowercased()] = value }
        let answer = handle(HTTPRequest(
            method: request.httpMethod ?? "GET", path: url.path,
            query: (components?.queryItems ?? []).map { ($0.name, $0.value ?? "") },
            headers: headers, body: request.httpBody ?? Data()))
        var fields: [String: String] = [:]
        for (name, value) in answer.headers { fields[name] = value }
        let response = HTTPURLResponse(url: url, statusCode: answer.status, httpVersion: "HTTP/1.1", headerFields: fields)!
        return (response, answer.wholeBody)
    }
}
