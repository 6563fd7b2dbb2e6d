import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// What one response has brought so far: the status line's version, the
/// headers as libcurl hands them over line by line, and the body, which
/// stops growing at the limit instead of being measured after it is whole.
package struct CurlReceived {
    package private(set) var version = "HTTP/1.1"
    package private(set) var status = 0
    /// In the order they came: a few lookups by name cost less than hashing every field.
    private(set) var fields = HTTPHeaderFields()
    package private(set) var body = Data()
    /// Set once the body is refused: the size announced, or the bytes it had reached.
    package private(set) var oversize: Int64?

    /// No reservation past this, whatever Content-Length claims: it is the server's word.
    static let largestReservation = 16 * 1024 * 1024

    /// Whether the body is kept as it comes, encoded or not, to be decoded once whole
    /// (ContentDecoder) rather than by libcurl as it arrives; a 1xx head's reset keeps it.
    package private(set) var keepsEncoded = false

    package init() {}

    package init(keepsEncoded: Bool) {
        self.keepsEncoded = keepsEncoded
    }

    /// One line: a status line (each 1xx and the final response start anew),
    /// a field, a folded continuation, or the blank end of the head. False
    /// ends the transfer: the head already promises a body over the limit.
    /// Parsed as bytes by index, with no slice, closure or split: every line of
    /// every answer comes through here (ten a page), and the generic
    /// collection calls cost more than the Strings made.
    /// `keepsBody` says whether a status's body is kept here, in memory, and so limited
    /// and reserved for; a download's 2xx body goes to its file instead.
    package mutating func header(
        _ line: UnsafeRawBufferPointer, limit: Int64?, isHEAD: Bool, keepsBody: (Int) -> Bool = { _ in true }
    ) -> Bool {
        let (start, end) = Self.trimmed(line, 0, line.count)
        if Self.isStatusLine(line, start, end) {
            self = CurlReceived(keepsEncoded: keepsEncoded)
            statusLine(line, start, end)
            return true
        }
        if start == end { return !keepsBody(status) || headEnded(limit: limit, isHEAD: isHEAD) }
        if line[0] == UInt8(ascii: " ") || line[0] == UInt8(ascii: "\t") {
            fields.continueLast(with: Self.text(line, start, end))
            return true
        }
        var colon = start
        while colon < end, line[colon] != UInt8(ascii: ":") { colon += 1 }
        guard colon < end else { return true }
        let (nameStart, nameEnd) = Self.trimmed(line, start, colon)
        let (valueStart, valueEnd) = Self.trimmed(line, colon + 1, end)
        fields.append(name: Self.text(line, nameStart, nameEnd), value: Self.text(line, valueStart, valueEnd))
        return true
    }

    /// "HTTP/…": a status line, which each response of a transfer (a 1xx, a redirect's) begins with.
    @inline(__always) private static func isStatusLine(_ line: UnsafeRawBufferPointer, _ start: Int, _ end: Int) -> Bool {
        end - start >= 5 && line[start] == UInt8(ascii: "H") && line[start + 1] == UInt8(ascii: "T")
            && line[start + 2] == UInt8(ascii: "T") && line[start + 3] == UInt8(ascii: "P") && line[start + 4] == UInt8(ascii: "/")
    }

    /// The version and the status code: the first two words, whatever runs of spaces part them.
    private mutating func statusLine(_ line: UnsafeRawBufferPointer, _ start: Int, _ end: Int) {
        let space = UInt8(ascii: " ")
        var versionEnd = start
        while versionEnd < end, line[versionEnd] != space { versionEnd += 1 }
        version = Self.text(line, start, versionEnd)
        var codeStart = versionEnd
        while codeStart < end, line[codeStart] == space { codeStart += 1 }
        var codeEnd = codeStart
        while codeEnd < end, line[codeEnd] != space { codeEnd += 1 }
        status = Self.integer(line, codeStart, codeEnd)
    }

    /// Plain digits read here (a status code is three); anything else as `Int(_:)` reads it, or 0.
    private static func integer(_ line: UnsafeRawBufferPointer, _ start: Int, _ end: Int) -> Int {
        guard start < end else { return 0 }
        if end - start <= 18 {
            var value = 0
            var position = start
            while position < end, line[position] &- UInt8(ascii: "0") < 10 {
                value = value * 10 + Int(line[position] &- UInt8(ascii: "0"))
                position += 1
            }
            if position == end { return value }
        }
        return Int(text(line, start, end)) ?? 0
    }

    @inline(__always) private static func text(_ line: UnsafeRawBufferPointer, _ start: Int, _ end: Int) -> String {
        String(decoding: UnsafeRawBufferPointer(rebasing: line[start..<end]), as: UTF8.self)
    }

    /// The range `start..<end` without the spaces, tabs, CRs and LFs at either end.
    @inline(__always) private static func trimmed(_ line: UnsafeRawBufferPointer, _ start: Int, _ end: Int) -> (Int, Int) {
        @inline(__always) func blank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0D || byte == 0x0A }
        var first = start
        var last = end
        while first < last, blank(line[first]) { first += 1 }
        while last > first, blank(line[last - 1]) { last -= 1 }
        return (first, last)
    }

    /// Appends a piece of the body (decoded by libcurl, or as it came when decoded later) unless it would pass the limit.
    package mutating func append(_ bytes: UnsafeRawBufferPointer, limit: Int64?) -> Bool {
        if let limit, Int64(body.count) + Int64(bytes.count) > limit {
            oversize = Int64(body.count) + Int64(bytes.count)
            return false
        }
        if let base = bytes.baseAddress {
            body.append(base.assumingMemoryBound(to: UInt8.self), count: bytes.count)
        }
        return true
    }

    package func field(_ name: String) -> String? {
        fields.value(name)
    }

    /// Its HTTPURLResponse is made only if someone asks for it.
    func response(url: URL, status: Int) -> TransportResponse {
        TransportResponse(url: url, status: status, version: version, fields: fields, data: body)
    }

    /// A body kept as it comes has the length announced (libcurl's decoding would change it):
    /// refuse it at once if too big, else make room for it.
    private mutating func headEnded(limit: Int64?, isHEAD: Bool) -> Bool {
        let bodiless = isHEAD || (100..<200).contains(status) || status == 204 || status == 304
        let arrivesAsAnnounced = keepsEncoded || (field("Content-Encoding")?.lowercased() ?? "identity") == "identity"
        guard !bodiless, arrivesAsAnnounced, let length = field("Content-Length").flatMap({ Int64($0) }), length > 0 else {
            return true
        }
        if let limit, length > limit {
            oversize = length
            return false
        }
        body.reserveCapacity(Int(min(length, Int64(Self.largestReservation))))
        return true
    }
}
