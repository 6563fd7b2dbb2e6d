import Foundation

/// One response, with how the engine must deliver it. The delivery modes
/// other than `.normal` let a handler play a bad network (resets, cut or
/// slow bodies) for the clients under test.
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

    /// A JSON response, in UTF-8.
    package static func json(_ status: Int, _ body: Data) -> HTTPResponse {
        HTTPResponse(status: status, headers: [("Content-Type", "application/json; charset=utf-8")], body: body)
    }

    /// `{"message": "..."}`: what the engine's own refusals (400, 408, 503…)
    /// carry, the shape DummyJSON's errors have, so a client reads both alike.
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
