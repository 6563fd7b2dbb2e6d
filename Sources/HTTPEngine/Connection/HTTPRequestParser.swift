import Foundation

/// Turns a byte stream that arrives in arbitrary fragments into requests.
///
/// Bytes are appended as they arrive; `next()` hands out one complete request
/// at a time, so pipelined requests come out in order. It never reads more
/// than the limits allow: a head larger than `maxHeaderBytes` and a
/// `Content-Length` over `maxBodyBytes` fail as soon as they are seen.
package struct HTTPRequestParser {
    package enum Result {
        case needMore
        case request(HTTPRequest, keepAlive: Bool)
        case failure(HTTPParseError)
    }

    /// A head whose body has not fully arrived yet.
    private struct Head {
        var method: String
        var target: HTTPRequestTarget
        var headers: [String: String]
        var contentLength: Int
        /// `Transfer-Encoding: chunked`: the body's length is known only once its last chunk arrives.
        var chunked: Bool
        var keepAlive: Bool
        var minorVersion: Int
    }

    let maxHeaderBytes: Int
    let maxBodyBytes: Int
    let remoteAddress: String

    private var buffer: [UInt8] = []
    /// The first byte not yet handed out; consumed bytes are dropped lazily
    /// so pipelined requests do not shift the buffer once each.
    private var start = 0
    /// How far the search for the end of the head got, so one-byte
    /// fragments do not rescan the whole head each time (quadratic).
    private var scanned = 0
    private var requestLineChecked = false
    /// The request line as `findHeadEnd` parsed it, so `parseHead` need not again.
    private var requestLine: (method: String, target: HTTPRequestTarget, minorVersion: Int)?
    private var head: Head?
    /// Set when a head asked for `100 Continue` and its body is still to come;
    /// the connection answers it once and clears it.
    var wantsContinue = false

    package init(maxHeaderBytes: Int, maxBodyBytes: Int, remoteAddress: String) {
        self.maxHeaderBytes = maxHeaderBytes
        self.maxBodyBytes = maxBodyBytes
        self.remoteAddress = remoteAddress
    }

    /// True while part of a request has arrived but not all of it.
    package var isMidRequest: Bool { head != nil || start < buffer.count }

    /// True once a head is complete and its body is still arriving.
    var isAwaitingBody: Bool { head != nil }

    /// Between requests: gives back a buffer grown past `keep` bytes by a
    /// large request, so an idle keep-alive connection holds almost nothing.
    mutating func releaseBufferIfIdle(keep: Int = 4096) {
        guard start == buffer.count, head == nil, buffer.capacity > keep else { return }
        buffer = []
        start = 0
        scanned = 0
    }

    package mutating func append(_ bytes: UnsafeRawBufferPointer) {
        if start == buffer.count {
            buffer.removeAll(keepingCapacity: true)
            start = 0
            scanned = 0
        } else if start > 64 * 1024 {
            buffer.removeSubrange(..<start)
            scanned -= start
            start = 0
        }
        buffer.append(contentsOf: bytes)
    }

    package mutating func next() -> Result {
        if head == nil {
            if let error = parseHead() { return .failure(error) }
        }
        guard let pending = head else { return .needMore }
        let body: Data
        if pending.chunked {
            switch HTTPChunkedBody.decode(buffer[start...], maxBodyBytes: maxBodyBytes) {
            case .needMore: return .needMore
            case .malformed: return .failure(.malformedChunkedBody)
            case .tooLarge: return .failure(.bodyTooLarge(limit: maxBodyBytes))
            case .complete(let decoded, let consumed):
                body = Data(decoded)
                start += consumed
            }
        } else {
            guard buffer.count - start >= pending.contentLength else { return .needMore }
            body = pending.contentLength == 0 ? Data() : Data(buffer[start..<(start + pending.contentLength)])
            start += pending.contentLength
        }
        scanned = start
        head = nil
        wantsContinue = false
        requestLineChecked = false
        let request = HTTPRequest(
            method: pending.method, path: pending.target.path, query: pending.target.query,
            headers: pending.headers, body: body, remoteAddress: remoteAddress, minorVersion: pending.minorVersion
        )
        return .request(request, keepAlive: pending.keepAlive)
    }

    /// Stores the head in `head` once it has fully arrived; nil means "fine so far".
    private mutating func parseHead() -> HTTPParseError? {
        // RFC 9112 §2.2: ignore empty lines before a request line.
        while start < buffer.count, buffer[start] == .cr || buffer[start] == .lf { start += 1 }
        scanned = max(scanned, start)
        let headEnd: (lastLineEnd: Int, contentStart: Int)
        switch findHeadEnd() {
        case .needMore:
            return buffer.count - start > maxHeaderBytes ? .headersTooLarge(limit: maxHeaderBytes) : nil
        case .refused(let error):
            return error
        case .found(let lastLineEnd, let contentStart):
            headEnd = (lastLineEnd, contentStart)
        }
        if headEnd.contentStart - start > maxHeaderBytes { return .headersTooLarge(limit: maxHeaderBytes) }
        let headStart = start
        start = headEnd.contentStart
        scanned = start

        // Lines are walked in place: splitting the head into an array of
        // slices first cost an allocation and a retain per line, per request.
        var lineStart = headStart
        func nextLine() -> ArraySlice<UInt8>? {
            guard lineStart <= headEnd.lastLineEnd else { return nil }
            var lineEnd = lineStart
            while lineEnd < headEnd.lastLineEnd, buffer[lineEnd] != .lf { lineEnd += 1 }
            var contentEnd = lineEnd
            if contentEnd > lineStart, buffer[contentEnd - 1] == .cr { contentEnd -= 1 }
            defer { lineStart = lineEnd + 1 }
            return buffer[lineStart..<contentEnd]
        }

        let requestLineText = nextLine() ?? []
        let method: String, target: HTTPRequestTarget, minorVersion: Int
        if let checked = requestLine {
            (method, target, minorVersion) = checked
            requestLine = nil
        } else {
            switch parseRequestLine(requestLineText) {
            case .failure(let error): return error
            case .success(let line): (method, target, minorVersion) = line
            }
        }
        var headers: [String: String] = [:]
        var contentLength: Int?
        while let line = nextLine() {
            guard let (name, value) = HTTPRequestParser.parseHeader(line) else { return .malformedHeader }
            if name == "content-length" {
                guard let length = HTTPRequestParser.parseContentLength(value), contentLength == nil || contentLength == length
                else { return .invalidContentLength }
                contentLength = length
            }
            headers[name] = value
        }
        var chunked = false
        if let codings = headers["transfer-encoding"] {
            var tokens = codings.lowercased().split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            // Only `chunked`, last, frames a body; with it a Content-Length is ignored (RFC 9112 §6.3).
            if tokens.last == "chunked" {
                chunked = true
                tokens.removeLast()
            }
            guard tokens.allSatisfy({ $0 == "identity" }) else { return .unsupportedTransferEncoding(codings) }
            if chunked { contentLength = nil }
        }
        let length = contentLength ?? 0
        if length > maxBodyBytes { return .bodyTooLarge(limit: maxBodyBytes) }

        let connection = headers["connection"]?.lowercased().split(separator: ",")
            .map { $0.trimmingCharacters(in: .whitespaces) } ?? []
        let keepAlive = minorVersion == 1 ? !connection.contains("close") : connection.contains("keep-alive")
        head = Head(
            method: method, target: target, headers: headers, contentLength: length, chunked: chunked, keepAlive: keepAlive,
            minorVersion: minorVersion
        )
        if minorVersion == 1, chunked || length > 0, chunked || buffer.count - start < length,
           headers["expect"]?.lowercased() == "100-continue" {
            wantsContinue = true
        }
        return nil
    }

    private enum HeadEnd {
        case needMore
        case refused(HTTPParseError)
        case found(lastLineEnd: Int, contentStart: Int)
    }

    /// Where the blank line that ends the head is. Along the way the request
    /// line is checked as soon as it is complete, so garbage is refused at
    /// once instead of after 16 KB or an idle timeout.
    ///
    /// Nothing past the header limit is looked at: a fault there is "too
    /// large", whether those bytes came in one read or many (found by
    /// fuzzing: a long malformed request line was a 400 when it arrived
    /// whole and a 431 when it arrived in pieces).
    private mutating func findHeadEnd() -> HeadEnd {
        var index = scanned
        while index < buffer.count {
            if index - start > maxHeaderBytes { return .refused(.headersTooLarge(limit: maxHeaderBytes)) }
            let byte = buffer[index]
            if !requestLineChecked, byte != .lf, byte != .cr, byte < 0x20 || byte == 0x7F {
                return .refused(.malformedRequestLine) // binary garbage, e.g. a TLS hello
            }
            if byte == .lf {
                if !requestLineChecked {
                    requestLineChecked = true
                    let lineEnd = index > start && buffer[index - 1] == .cr ? index - 1 : index
                    switch parseRequestLine(buffer[start..<lineEnd]) {
                    case .failure(let error): return .refused(error)
                    case .success(let line): requestLine = line
                    }
                }
                // A blank line: LF LF or LF CR LF.
                if index + 1 < buffer.count, buffer[index + 1] == .lf {
                    return .found(lastLineEnd: index, contentStart: index + 2)
                }
                if index + 2 < buffer.count, buffer[index + 1] == .cr, buffer[index + 2] == .lf {
                    return .found(lastLineEnd: index, contentStart: index + 3)
                }
                if index + 2 >= buffer.count {
                    // The blank line may still be arriving; look at this LF again next time.
                    scanned = index
                    return .needMore
                }
            }
            index += 1
        }
        scanned = index
        return .needMore
    }

    private func parseRequestLine(_ line: ArraySlice<UInt8>) -> Swift.Result<(String, HTTPRequestTarget, Int), HTTPParseError> {
        let parts = line.split(separator: .space, maxSplits: 3, omittingEmptySubsequences: false)
        guard parts.count == 3, !parts[0].isEmpty, parts[0].allSatisfy(\.isTokenCharacter),
              !parts[1].isEmpty, parts[1].allSatisfy({ $0 > 0x20 && $0 < 0x7F })
        else { return .failure(.malformedRequestLine) }
        let version = parts[2]
        guard version.count == 8, version.starts(with: "HTTP/".utf8),
              version[version.startIndex + 5].isDigit, version[version.startIndex + 6] == UInt8(ascii: "."),
              version[version.startIndex + 7].isDigit
        else { return .failure(.malformedRequestLine) }
        let major = version[version.startIndex + 5] - UInt8(ascii: "0")
        let minor = version[version.startIndex + 7] - UInt8(ascii: "0")
        guard major == 1, minor <= 1 else { return .failure(.unsupportedVersion(String(decoding: version, as: UTF8.self))) }
        guard let target = HTTPRequestTarget(parts[1]) else { return .failure(.malformedTarget) }
        return .success((String(decoding: parts[0], as: UTF8.self), target, Int(minor)))
    }

    /// Lowercased name and trimmed value; nil for a line folded onto the
    /// previous one (obsolete, and a smuggling vector), a name that is not a
    /// token (including whitespace before the colon) or a control character.
    private static func parseHeader(_ line: ArraySlice<UInt8>) -> (String, String)? {
        guard let colon = line.firstIndex(of: UInt8(ascii: ":")), colon > line.startIndex,
              line[..<colon].allSatisfy(\.isTokenCharacter)
        else { return nil }
        var value = line[(colon + 1)...]
        while let first = value.first, first == .space || first == .tab { value = value.dropFirst() }
        while let last = value.last, last == .space || last == .tab { value = value.dropLast() }
        guard !value.contains(where: { ($0 < 0x20 && $0 != .tab) || $0 == 0x7F }) else { return nil }
        // ASCII only: a token has no other letters, and String.lowercased() is Unicode's, and slow.
        let name = String(decoding: line[..<colon].lazy.map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }, as: UTF8.self)
        return (name, String(decoding: value, as: UTF8.self))
    }

    private static func parseContentLength(_ value: String) -> Int? {
        guard !value.isEmpty, value.utf8.count <= 18, value.utf8.allSatisfy(\.isDigit) else { return nil }
        return Int(value)
    }
}

extension UInt8 {
    static let cr = UInt8(ascii: "\r")
    static let lf = UInt8(ascii: "\n")
    static let space = UInt8(ascii: " ")
    static let tab = UInt8(ascii: "\t")

    var isDigit: Bool { self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9") }

    /// RFC 9110 `tchar`: what a method or header name may be made of.
    var isTokenCharacter: Bool {
        switch self {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        default:
            "!#$%&'*+-.^_`|~".utf8.contains(self)
        }
    }
}
