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

    package init() {}

    /// One line: a status line (each 1xx and the final response start anew),
    /// a field, a folded continuation, or the blank end of the head. False
    /// ends the transfer: the head already promises a body over the limit.
    /// Parsed as bytes: Foundation's string trimming cost more than the request.
    /// `keepsBody` says whether a status's body is kept here, in memory, and so limited
    /// and reserved for; a download's 2xx body goes to its file instead.
    package mutating func header(
        _ line: UnsafeRawBufferPointer, limit: Int64?, isHEAD: Bool, keepsBody: (Int) -> Bool = { _ in true }
    ) -> Bool {
        let bytes = Self.trimmed(line[...])
        if bytes.starts(with: "HTTP/".utf8) {
            self = CurlReceived()
            let parts = bytes.split(separator: UInt8(ascii: " "), maxSplits: 2)
            version = parts.first.map { String(decoding: $0, as: UTF8.self) } ?? version
            status = parts.count > 1 ? Int(String(decoding: parts[1], as: UTF8.self)) ?? 0 : 0
            return true
        }
        if bytes.isEmpty { return !keepsBody(status) || headEnded(limit: limit, isHEAD: isHEAD) }
        if line.first == UInt8(ascii: " ") || line.first == UInt8(ascii: "\t") {
            fields.continueLast(with: String(decoding: bytes, as: UTF8.self))
            return true
        }
        guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")) else { return true }
        fields.append(name: String(decoding: Self.trimmed(bytes[..<colon]), as: UTF8.self),
                      value: String(decoding: Self.trimmed(bytes[(colon + 1)...]), as: UTF8.self))
        return true
    }

    /// Without the spaces, tabs, CRs and LFs at either end.
    private static func trimmed(_ bytes: Slice<UnsafeRawBufferPointer>) -> Slice<UnsafeRawBufferPointer> {
        let blank: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D || $0 == 0x0A }
        guard let first = bytes.firstIndex(where: { !blank($0) }), let last = bytes.lastIndex(where: { !blank($0) }) else {
            return bytes[bytes.startIndex..<bytes.startIndex]
        }
        return bytes[first...last]
    }

    /// Appends a piece of the (decoded) body unless it would pass the limit.
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

    /// An unencoded body's length is known now: refuse it at once if too big, else make room for it.
    private mutating func headEnded(limit: Int64?, isHEAD: Bool) -> Bool {
        let bodiless = isHEAD || (100..<200).contains(status) || status == 204 || status == 304
        let encoding = field("Content-Encoding")?.lowercased() ?? "identity"
        guard !bodiless, encoding == "identity", let length = field("Content-Length").flatMap({ Int64($0) }), length > 0 else {
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
