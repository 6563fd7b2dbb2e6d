import Foundation

/// One parsed HTTP/1.1 request, as the engine hands it to the routes.
package struct HTTPRequest: Sendable {
    package var method: String
    /// The path without the query, percent-decoded.
    package var path: String
    /// Query items in their order, percent-decoded (`+` is a space).
    package var query: [(name: String, value: String)]
    /// Header names are lowercased; a repeated header keeps its last value.
    package var headers: [String: String]
    package var body: Data
    /// The peer, for the log line.
    package var remoteAddress: String
    /// 1 for HTTP/1.1, 0 for HTTP/1.0, which cannot take a chunked answer.
    package var minorVersion: Int

    package init(
        method: String, path: String, query: [(name: String, value: String)] = [],
        headers: [String: String] = [:], body: Data = Data(), remoteAddress: String = "", minorVersion: Int = 1
    ) {
        self.method = method
        self.path = path
        self.query = query
        self.headers = headers
        self.body = body
        self.remoteAddress = remoteAddress
        self.minorVersion = minorVersion
    }

    package func header(_ name: String) -> String? { headers[asciiLowercased(name)] }

    package func queryValue(_ name: String) -> String? {
        query.last(where: { $0.name == name })?.value
    }
}

/// One response, with how the engine must deliver it. The delivery modes
/// other than `.normal` exist for the `X-Courier-Fault` header.
package struct HTTPResponse: Sendable {
    package enum Delivery: Sendable, Equatable {
        case normal
        /// Send the head and part of the body, then reset the connection.
        case resetMidway
        /// Announce the whole Content-Length, send half of the body, then close.
        case truncate
        /// Send the body in small pieces over about this many milliseconds.
        case slowBody(milliseconds: Int)
    }

    package var status: Int
    /// Header names as they should be written; Content-Length, Date,
    /// Connection and Server are added by the engine.
    package var headers: [(name: String, value: String)]
    package var body: Data
    /// A body produced while it is sent, instead of `body`: the engine
    /// writes each piece as it comes (chunked), so a huge answer starts at
    /// once and is never whole in memory. It gets no ETag and no memo, and
    /// delivery faults do not apply to it.
    package var bodyStream: HTTPBodyStream?
    /// Wait this long before writing anything (`?delay=`, `--latency`), without blocking a thread.
    package var delayMilliseconds: Int
    package var delivery: Delivery

    package init(
        status: Int, headers: [(name: String, value: String)] = [], body: Data = Data(),
        delayMilliseconds: Int = 0, delivery: Delivery = .normal, bodyStream: HTTPBodyStream? = nil
    ) {
        self.status = status
        self.headers = headers
        self.body = body
        self.bodyStream = bodyStream
        self.delayMilliseconds = delayMilliseconds
        self.delivery = delivery
    }

    /// A JSON response with the contract's content type.
    package static func json(_ status: Int, _ body: Data) -> HTTPResponse {
        HTTPResponse(status: status, headers: [("Content-Type", "application/json; charset=utf-8")], body: body)
    }

    /// The contract's error shape: `{"message": "..."}`.
    package static func message(_ status: Int, _ message: String) -> HTTPResponse {
        let body = try! JSONSerialization.data(withJSONObject: ["message": message], options: [.withoutEscapingSlashes])
        return json(status, body)
    }

    package func header(_ name: String) -> String? {
        headers.last(where: { $0.name.lowercased() == name.lowercased() })?.value
    }

    /// `body`, or every piece of `bodyStream` joined: for callers without a socket.
    package var wholeBody: Data { bodyStream?.collect() ?? body }
}

/// A body made piece by piece. `makePieces` is called once per sending, on
/// the connection's queue, so the iterator's state needs no lock.
package struct HTTPBodyStream: Sendable {
    package let makePieces: @Sendable () -> AnyIterator<Data>

    package init(_ makePieces: @escaping @Sendable () -> AnyIterator<Data>) {
        self.makePieces = makePieces
    }

    package func collect() -> Data {
        var whole = Data()
        for piece in makePieces() { whole.append(piece) }
        return whole
    }
}

/// What answers requests: the DummyJSON-contract routes, or a test's own closure.
package protocol HTTPHandler: Sendable {
    func handle(_ request: HTTPRequest) -> HTTPResponse
}

/// A handler made from a closure.
package struct ClosureHandler: HTTPHandler {
    private let body: @Sendable (HTTPRequest) -> HTTPResponse
    package init(_ body: @escaping @Sendable (HTTPRequest) -> HTTPResponse) { self.body = body }
    package func handle(_ request: HTTPRequest) -> HTTPResponse { body(request) }
}

/// Header names are ASCII tokens; String.lowercased() is Unicode's, and slow
/// enough to show on every request, which looks up a few headers.
func asciiLowercased(_ name: String) -> String {
    guard name.utf8.contains(where: { $0 >= 0x41 && $0 <= 0x5A }) else { return name }
    return String(decoding: name.utf8.map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }, as: UTF8.self)
}

/// The standard reason phrase for a status code.
package func httpReasonPhrase(_ status: Int) -> String {
    switch status {
    case 200: "OK"
    case 201: "Created"
    case 204: "No Content"
    case 301: "Moved Permanently"
    case 304: "Not Modified"
    case 400: "Bad Request"
    case 401: "Unauthorized"
    case 403: "Forbidden"
    case 404: "Not Found"
    case 405: "Method Not Allowed"
    case 408: "Request Timeout"
    case 411: "Length Required"
    case 413: "Content Too Large"
    case 429: "Too Many Requests"
    case 431: "Request Header Fields Too Large"
    case 500: "Internal Server Error"
    case 501: "Not Implemented"
    case 502: "Bad Gateway"
    case 503: "Service Unavailable"
    case 504: "Gateway Timeout"
    case 505: "HTTP Version Not Supported"
    default: "Status \(status)"
    }
}
