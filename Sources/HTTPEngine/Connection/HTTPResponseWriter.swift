import Foundation

/// What the connection must put on the wire for one response, and how to
/// end it: the head, the body bytes that will really be sent (half of
/// them for the `truncate` and `reset` faults), the pacing, and whether the
/// connection stays open.
struct HTTPResponsePlan {
    enum Ending: Equatable {
        case keepOpen
        /// FIN after the last byte.
        case close
        /// RST after the last byte (SO_LINGER 0), the `reset` fault.
        case reset
    }

    var head: [UInt8]
    var body: Data
    /// Sent piece by piece after the head, instead of `body`.
    var stream: HTTPBodyStream?
    /// Pieces of `stream` go out as chunks; false for HTTP/1.0, whose
    /// answer then ends where the connection closes.
    var chunked = false
    /// Spread `body` over about this many milliseconds.
    var slowBodyMilliseconds: Int?
    var ending: Ending

    init(response: HTTPResponse, method: String, keepAlive: Bool, minorVersion: Int = 1, date: String = HTTPDate.now()) {
        // RFC 9110 §6.4.1: 1xx, 204 and 304 never carry a body, so announcing
        // a length for them would make clients wait for bytes that never come.
        let bodyAllowed = !((100..<200).contains(response.status) || response.status == 204 || response.status == 304)
        if bodyAllowed, let stream = response.bodyStream {
            chunked = minorVersion >= 1
            ending = keepAlive && chunked ? .keepOpen : .close
            body = Data()
            self.stream = method == "HEAD" ? nil : stream
            head = HTTPResponsePlan.serializeHead(
                response, contentLength: nil, chunked: chunked, keepAlive: ending == .keepOpen, date: date
            )
            return
        }
        var sent = bodyAllowed && method != "HEAD" ? response.body : Data()
        switch response.delivery {
        case .normal:
            ending = keepAlive ? .keepOpen : .close
        case .slowBody(let milliseconds):
            ending = keepAlive ? .keepOpen : .close
            slowBodyMilliseconds = sent.isEmpty ? nil : max(0, milliseconds)
        case .truncate:
            ending = .close
            sent = sent.prefix(sent.count / 2)
        case .resetMidway:
            ending = .reset
            sent = sent.prefix(sent.count / 2)
        }
        body = sent
        head = HTTPResponsePlan.serializeHead(
            response, contentLength: bodyAllowed ? response.body.count : nil, chunked: false,
            keepAlive: ending == .keepOpen, date: date
        )
    }

    private static let engineHeaders: Set<String> = ["content-length", "date", "connection", "server", "transfer-encoding"]

    /// Most names are ruled out by their length before any lowercasing.
    private static func isEngineHeader(_ name: String) -> Bool {
        switch name.utf8.count {
        case 4, 6, 10, 14, 17: engineHeaders.contains(name.lowercased())
        default: false
        }
    }

    private static func serializeHead(
        _ response: HTTPResponse, contentLength: Int?, chunked: Bool, keepAlive: Bool, date: String
    ) -> [UInt8] {
        var head: [UInt8] = []
        head.reserveCapacity(256)
        // Appended piece by piece: interpolating made a String per line, per response.
        head.append(contentsOf: "HTTP/1.1 ".utf8)
        appendDecimal(response.status, to: &head)
        head.append(.space)
        head.append(contentsOf: httpReasonPhrase(response.status).utf8)
        head.append(contentsOf: "\r\n".utf8)
        for (name, value) in response.headers {
            // The engine owns framing headers, and a CR or LF in a handler's
            // header would let it forge the rest of the response.
            guard !isEngineHeader(name),
                  !name.utf8.contains(where: { $0 == .cr || $0 == .lf || $0 == UInt8(ascii: ":") }),
                  !value.utf8.contains(where: { $0 == .cr || $0 == .lf })
            else { continue }
            head.append(contentsOf: name.utf8)
            head.append(contentsOf: ": ".utf8)
            head.append(contentsOf: value.utf8)
            head.append(contentsOf: "\r\n".utf8)
        }
        if let contentLength {
            head.append(contentsOf: "Content-Length: ".utf8)
            appendDecimal(contentLength, to: &head)
            head.append(contentsOf: "\r\n".utf8)
        }
        if chunked {
            head.append(contentsOf: "Transfer-Encoding: chunked\r\n".utf8)
        }
        head.append(contentsOf: "Date: ".utf8)
        head.append(contentsOf: date.utf8)
        head.append(contentsOf: "\r\nServer: courier-server\r\n".utf8)
        head.append(contentsOf: (keepAlive ? "Connection: keep-alive\r\n\r\n" : "Connection: close\r\n\r\n").utf8)
        return head
    }

    private static func appendDecimal(_ value: Int, to bytes: inout [UInt8]) {
        guard value >= 10 else {
            bytes.append(UInt8(ascii: "0") + UInt8(max(value, 0)))
            return
        }
        appendDecimal(value / 10, to: &bytes)
        bytes.append(UInt8(ascii: "0") + UInt8(value % 10))
    }

    /// One piece of a chunked body on the wire.
    static func chunk(_ piece: Data) -> Data {
        var framed = Data("\(String(piece.count, radix: 16))\r\n".utf8)
        framed.append(piece)
        framed.append(contentsOf: "\r\n".utf8)
        return framed
    }

    /// The zero-length chunk that ends a chunked body (no trailers).
    static let lastChunk = Data("0\r\n\r\n".utf8)

    /// A bare answer to `Expect: 100-continue`, so clients send the body without waiting a second.
    static let continueHead = Array("HTTP/1.1 100 Continue\r\n\r\n".utf8)
}

/// The IMF-fixdate for the `Date` header, formatted at most once a second.
/// Formatted by hand because strftime follows the process locale, which the
/// terminal app sets for ncursesw.
enum HTTPDate {
    private static let cache = PthreadLocked<(second: Int, text: String)>((-1, ""))
    private static let days = ["Thu", "Fri", "Sat", "Sun", "Mon", "Tue", "Wed"] // 1970-01-01 was a Thursday
    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    static func now() -> String {
        let second = Int(Date().timeIntervalSince1970)
        return cache.withLock { cached in
            if cached.second != second { cached = (second, format(second)) }
            return cached.text
        }
    }

    static func format(_ secondsSince1970: Int) -> String {
        var time = time_t(secondsSince1970)
        var parts = tm()
        gmtime_r(&time, &parts)
        func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
        let day = days[(secondsSince1970 / 86_400) % 7]
        return "\(day), \(two(parts.tm_mday)) \(months[Int(parts.tm_mon)]) \(parts.tm_year + 1900) "
            + "\(two(parts.tm_hour)):\(two(parts.tm_min)):\(two(parts.tm_sec)) GMT"
    }
}
