import Foundation
import Network
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension ScriptedTransport {
    /// A scripted answer: a status, a body and how long it takes in virtual time.
    public struct Reply: Sendable {
        /// A tenth of a second of virtual time: long enough that a test can act before the answer.
        public static let defaultDelay: TimeInterval = 0.1

        /// The status.
        public var status: Int
        /// The body.
        public var body: Data
        /// The headers; JSON's `Content-Type` by default.
        public var headers: [String: String]
        /// How long it takes, in seconds of the scheduler's virtual time.
        public var delay: TimeInterval

        /// A reply; JSON unless `headers` say otherwise.
        public init(status: Int, body: Data, headers: [String: String] = ["Content-Type": "application/json; charset=utf-8"],
                    delay: TimeInterval = Reply.defaultDelay) {
            self.status = status
            self.body = body
            self.headers = headers
            self.delay = delay
        }

        /// A JSON body from a `JSONSerialization` object.
        public static func json(_ status: Int = 200, _ object: Any, delay: TimeInterval = defaultDelay) -> Reply {
            Reply(status: status, body: try! JSONSerialization.data(withJSONObject: object), delay: delay)
        }

        /// `value` encoded as JSON.
        public static func encoded<T: Encodable>(_ value: T, status: Int = 200, delay: TimeInterval = defaultDelay) -> Reply {
            Reply(status: status, body: try! JSONEncoder().encode(value), delay: delay)
        }

        /// `{"message": text}`, the error body many JSON APIs send.
        public static func message(_ status: Int, _ text: String, delay: TimeInterval = defaultDelay) -> Reply {
            json(status, ["message": text], delay: delay)
        }

        func response(to request: URLRequest) -> TransportResponse {
            let url = request.url ?? URL(string: "http://127.0.0.1")!
            return TransportResponse(
                response: HTTPURLResponse(url: url, statusCode: status, httpVersion: "HTTP/1.1", headerFields: headers)!,
                data: body)
        }
    }
}

extension URLRequest {
    /// A query parameter's value.
    public func query(_ name: String) -> String? {
        url.flatMap { URLComponents(url: $0, resolvingAgainstBaseURL: false)?.queryItems?.first { $0.name == name }?.value }
    }

    /// The body as a JSON object, or empty.
    public var jsonBody: [String: Any] {
        httpBody.flatMap { try? JSONSerialization.jsonObject(with: $0) as? [String: Any] } ?? [:]
    }

    /// The token of `Authorization: Bearer <token>`.
    public var bearer: String? {
        value(forHTTPHeaderField: "Authorization").map { String($0.dropFirst("Bearer ".count)) }
    }
}
