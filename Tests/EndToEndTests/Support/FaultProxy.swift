import Foundation
import StagingServer
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// A misbehaving HTTP proxy in front of a real server: each connection's
/// request goes upstream, and what comes back is spoiled the way a broken
/// network, proxy or hostile server would spoil it. One request per
/// connection (`Connection: close`), so every attempt of a client meets the
/// fault afresh. Only requests `applies` picks are spoiled; the rest pass.
final class FaultProxy: Sendable {
    enum Fault: String, CaseIterable, Sendable {
        case reset, truncate, malformed, html, emptyError = "empty-500", notFound = "404", unavailable = "503"
        case tooMany = "429", slow, drip, hang, huge, empty, badUTF8 = "bad-utf8", wrongTypes = "wrong-types"
        /// Held until `releaseHeld()`, then passed on: a slow answer whose end the test chooses.
        case held
        case escapesInStrings = "escapes-in-strings", escapesInError = "escapes-in-error", escapesInToken = "escapes-in-token"
    }

    /// Everything a terminal must never receive raw: OSC 52 (clipboard), CSI
    /// clear screen, DSR and DA (which make a terminal type a reply into the
    /// input), an 8-bit CSI, a right-to-left override and zero-width joiners.
    static let hostileText = "boom \u{1B}]52;c;ZXZpbA==\u{07}\u{1B}[2J\u{1B}[6n\u{1B}[c\u{9B}31m\u{202E}evil\u{200B}\u{200D}"
    /// The bytes whose presence in output means the hostile text got through.
    static let forbiddenSequences: [[UInt8]] = [[0x1B], Array("\u{9B}".utf8), Array("\u{202E}".utf8), Array("\u{200B}".utf8)]
    /// Longer than the client's 32 MB body limit.
    static let hugeBytes = 40 * 1024 * 1024
    static let dripInterval: TimeInterval = 0.2
    static let slowDelay: TimeInterval = 1.5
    /// How long a hung or dripping answer is held at most, should a client never give up.
    static let holdLimit: TimeInterval = 60

    private let upstream: Mutex<Int>
    private let listener: Int32
    let port: Int
    private let state = Mutex<(fault: Fault?, applies: @Sendable (String) -> Bool, spoiled: Int)>((nil, { _ in true }, 0))
    private let released = Mutex(false)

    init(upstream: URL) throws {
        self.upstream = Mutex(upstream.port ?? 80)
        (listener, port) = try LoopbackSocket.listen()
        LoopbackSocket.acceptEach(listener) { [self] connection in serve(connection) }
    }

    deinit { stop() }

    /// Sends the requests from now on to another server: a backend whose data changed.
    func switchUpstream(to url: URL) {
        upstream.withLock { $0 = url.port ?? 80 }
    }

    var baseURL: URL { URL(string: "http://127.0.0.1:\(port)")! }

    /// Spoils the requests whose path `applies` picks from now on; nil lets all pass.
    func set(_ fault: Fault?, where applies: @escaping @Sendable (String) -> Bool = { _ in true }) {
        state.withLock { $0 = (fault, applies, 0) }
    }

    /// Lets every `held` answer, waiting or to come, go on upstream.
    func releaseHeld() {
        released.withLock { $0 = true }
    }

    /// How many requests were spoiled since the last `set`.
    var spoiled: Int { state.withLock { $0.spoiled } }

    func stop() {
        shutdown(listener, Int32(SHUT_RDWR))
    }

    // MARK: Serving

    private func serve(_ client: Int32) {
        defer { close(client) }
        guard let head = LoopbackSocket.readHead(client) else { return }
        var body = head.rest
        let length = Int(head.headers["content-length"] ?? "0") ?? 0
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while body.count < length {
            let count = recv(client, &chunk, chunk.count, 0)
            if count <= 0 { return }
            body.append(contentsOf: chunk[0..<count])
        }
        let path = String(head.target.split(separator: "?", maxSplits: 1).first ?? "")
        let fault = state.withLock { state -> Fault? in
            guard let fault = state.fault, state.applies(path) else { return nil }
            state.spoiled += 1
            return fault
        }
        switch fault {
        case .reset:
            var linger = linger(l_onoff: 1, l_linger: 0)
            setsockopt(client, SOL_SOCKET, SO_LINGER, &linger, socklen_t(MemoryLayout<linger>.size))
            return
        case .hang:
            _ = waitForHangUp(client, seconds: Self.holdLimit)
            return
        case .slow:
            // The client may give up first; if it does, there is no one to answer.
            if waitForHangUp(client, seconds: Self.slowDelay) { return }
        case .drip:
            _ = LoopbackSocket.send(client, Self.head(200, contentType: "application/json", length: 1_000_000))
            let deadline = Date().addingTimeInterval(Self.holdLimit)
            while Date() < deadline, LoopbackSocket.send(client, Data(" ".utf8)) {
                if waitForHangUp(client, seconds: Self.dripInterval) { return }
            }
            return
        case .huge:
            sendHuge(client)
            return
        case .held:
            let deadline = Date().addingTimeInterval(Self.holdLimit)
            while !released.withLock({ $0 }) && Date() < deadline {
                if waitForHangUp(client, seconds: Self.dripInterval) { return }
            }
        default:
            break
        }
        guard let upstream = forward(head, body: body) else {
            _ = LoopbackSocket.send(client, Self.response(502, Data(#"{"message":"the proxy's upstream did not answer"}"#.utf8)))
            return
        }
        let answer = fault.map { spoil(upstream, with: $0) } ?? Self.response(upstream.status, upstream.body,
                                                                               contentType: upstream.contentType)
        _ = LoopbackSocket.send(client, answer)
    }

    private func spoil(_ upstream: UpstreamAnswer, with fault: Fault) -> Data {
        switch fault {
        case .truncate:
            var answer = Self.head(upstream.status, contentType: upstream.contentType, length: upstream.body.count)
            answer.append(upstream.body.prefix(upstream.body.count / 2))
            return answer
        case .malformed:
            return Self.response(200, Data(#"{"products": [{"id": 1, "title": "Half a rec"#.utf8))
        case .html:
            return Self.response(502, Data("<html><body><h1>502 Bad Gateway</h1></body></html>".utf8), contentType: "text/html")
        case .emptyError:
            return Self.response(500, Data(), contentType: "text/html")
        case .notFound:
            return Self.response(404, Data(#"{"message":"Not found by the proxy"}"#.utf8))
        case .unavailable:
            return Self.response(503, Data(#"{"message":"Down for maintenance"}"#.utf8), extra: "Retry-After: 1\r\n")
        case .tooMany:
            return Self.response(429, Data(#"{"message":"Slow down"}"#.utf8), extra: "Retry-After: 120\r\n")
        case .empty:
            return Self.response(200, Data())
        case .badUTF8:
            var body = upstream.body
            if let quote = body.firstRange(of: Data(#":""#.utf8)) {
                body.insert(contentsOf: [0xFF, 0xFE, 0xC3], at: quote.upperBound)
            }
            return Self.response(upstream.status, body)
        case .wrongTypes:
            return Self.response(upstream.status, Self.rewritingValues(upstream.body) { key, value in
                if key == "id" { return "one" }
                if value is NSNumber { return "not a number" }
                if value is String { return 42 }
                return value
            })
        case .escapesInStrings, .escapesInToken:
            return Self.response(upstream.status, Self.rewritingValues(upstream.body) { _, value in
                (value as? String).map { $0 + Self.hostileText } ?? value
            })
        case .escapesInError:
            let message = try? JSONSerialization.data(withJSONObject: ["message": Self.hostileText])
            return Self.response(500, message ?? Data())
        case .reset, .hang, .slow, .drip, .huge, .held:
            return Self.response(upstream.status, upstream.body, contentType: upstream.contentType)
        }
    }

    /// True when the client hung up (or sent more) within `seconds`.
    private func waitForHangUp(_ client: Int32, seconds: TimeInterval) -> Bool {
        // POLLRDHUP (0x2000) is not exported to Swift; a hang-up reads as readable too.
        var descriptor = pollfd(fd: client, events: Int16(POLLIN) | 0x2000, revents: 0)
        return poll(&descriptor, 1, Int32(seconds * 1000)) > 0
    }

    private func sendHuge(_ client: Int32) {
        let opening = Data(#"{"products":[],"total":0,"skip":0,"limit":0,"padding":""#.utf8)
        let closing = Data(#""}"#.utf8)
        let padding = Self.hugeBytes - opening.count - closing.count
        guard LoopbackSocket.send(client, Self.head(200, contentType: "application/json", length: Self.hugeBytes)),
              LoopbackSocket.send(client, opening) else { return }
        let block = Data(repeating: UInt8(ascii: "a"), count: 1 << 20)
        var sent = 0
        while sent < padding {
            let part = block.prefix(padding - sent)
            guard LoopbackSocket.send(client, part) else { return }
            sent += part.count
        }
        _ = LoopbackSocket.send(client, closing)
    }

    // MARK: Upstream

    struct UpstreamAnswer {
        var status: Int
        var contentType: String
        var body: Data
    }

    /// The request sent upstream as is, but uncompressed and closing after its answer.
    private func forward(_ head: LoopbackSocket.Head, body: Data) -> UpstreamAnswer? {
        let upstreamPort = self.upstream.withLock { $0 }
        let upstream = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard upstream >= 0 else { return nil }
        defer { close(upstream) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = in_port_t(UInt16(upstreamPort).bigEndian)
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(upstream, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0 }
        }
        guard connected else { return nil }
        var request = "\(head.method) \(head.target) HTTP/1.1\r\nHost: 127.0.0.1:\(upstreamPort)\r\nConnection: close\r\n"
        for (name, value) in head.headers where !["host", "connection", "accept-encoding", "content-length"].contains(name) {
            request += "\(name): \(value)\r\n"
        }
        request += "Content-Length: \(body.count)\r\n\r\n"
        guard LoopbackSocket.send(upstream, Data(request.utf8) + body) else { return nil }
        var raw = Data()
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = recv(upstream, &chunk, chunk.count, 0)
            if count <= 0 { break }
            raw.append(contentsOf: chunk[0..<count])
        }
        return Self.parse(raw)
    }

    private static func parse(_ raw: Data) -> UpstreamAnswer? {
        guard let end = raw.firstRange(of: Data("\r\n\r\n".utf8)) else { return nil }
        let lines = String(decoding: raw[..<end.lowerBound], as: UTF8.self).components(separatedBy: "\r\n")
        let parts = lines[0].split(separator: " ")
        guard parts.count >= 2, let status = Int(parts[1]) else { return nil }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        var body = Data(raw[end.upperBound...])
        if headers["transfer-encoding"]?.lowercased() == "chunked" { body = dechunked(body) }
        return UpstreamAnswer(status: status, contentType: headers["content-type"] ?? "application/json", body: body)
    }

    private static func dechunked(_ data: Data) -> Data {
        var body = Data()
        var rest = data[...]
        while let lineEnd = rest.firstRange(of: Data("\r\n".utf8)),
              let size = Int(String(decoding: rest[..<lineEnd.lowerBound], as: UTF8.self).split(separator: ";")[0], radix: 16),
              size > 0 {
            let start = lineEnd.upperBound
            guard rest.distance(from: start, to: rest.endIndex) >= size else { break }
            body.append(rest[start..<rest.index(start, offsetBy: size)])
            rest = rest[rest.index(start, offsetBy: min(size + 2, rest.distance(from: start, to: rest.endIndex)))...]
        }
        return body
    }

    // MARK: Writing

    private static func head(_ status: Int, contentType: String, length: Int, extra: String = "") -> Data {
        Data("HTTP/1.1 \(status) Proxy\r\nContent-Type: \(contentType)\r\nContent-Length: \(length)\r\n\(extra)Connection: close\r\n\r\n".utf8)
    }

    private static func response(_ status: Int, _ body: Data, contentType: String = "application/json", extra: String = "") -> Data {
        head(status, contentType: contentType, length: body.count, extra: extra) + body
    }

    /// The JSON body with every value passed through `transform` (key, value), at any depth.
    private static func rewritingValues(_ body: Data, _ transform: (String, Any) -> Any) -> Data {
        guard let object = try? JSONSerialization.jsonObject(with: body) else { return body }
        func walk(_ value: Any, key: String) -> Any {
            if let dictionary = value as? [String: Any] {
                return dictionary.reduce(into: [String: Any]()) { $0[$1.key] = walk($1.value, key: $1.key) }
            }
            if let array = value as? [Any] { return array.map { walk($0, key: key) } }
            return transform(key, value)
        }
        return (try? JSONSerialization.data(withJSONObject: walk(object, key: ""))) ?? body
    }
}
