import CCurl
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A request's header fields as the `curl_slist` libcurl sends, less the
/// framing libcurl owns, with CR, LF and NUL (and a colon in a name) made
/// spaces so no value can start a header of its own.
///
/// Each line is written as bytes into one buffer that libcurl copies: no
/// String per line, and a value is copied whole and only then searched, a
/// word at a time, for the bytes it must not hold (a bearer token is hundreds
/// of bytes, on every request).
enum CurlHeaderList {
    /// Room a line is written into first; a longer one grows as an array does.
    static let defaultLineBytes = 512

    static func make(for request: URLRequest) throws(URLError) -> UnsafeMutablePointer<curl_slist>? {
        // No 100-continue round trip before a body.
        guard var list = curl_slist_append(nil, "Expect:") else { throw URLError(.unknown) }
        var line: [CChar] = []
        line.reserveCapacity(defaultLineBytes)
        for (name, value) in request.allHTTPHeaderFields ?? [:] where name.utf8.count != 14 || name.lowercased() != "content-length" {
            line.removeAll(keepingCapacity: true)
            append(name, droppingColon: true, to: &line)
            if value.isEmpty {
                line.append(CChar(UInt8(ascii: ";")))
            } else {
                line.append(CChar(UInt8(ascii: ":")))
                line.append(CChar(UInt8(ascii: " ")))
                append(value, droppingColon: false, to: &line)
            }
            line.append(0)
            guard let appended = line.withUnsafeBufferPointer({ curl_slist_append(list, $0.baseAddress) }) else {
                curl_slist_free_all(list)
                throw URLError(.unknown)
            }
            list = appended
        }
        return list
    }

    /// `text`'s bytes added to `line`, each forbidden one made a space.
    private static func append(_ text: String, droppingColon: Bool, to line: inout [CChar]) {
        var text = text
        text.withUTF8 { bytes in
            let start = line.count
            bytes.withMemoryRebound(to: CChar.self) { line.append(contentsOf: $0) }
            guard holdsForbidden(bytes, droppingColon: droppingColon) else { return }
            for offset in 0..<bytes.count where isForbidden(bytes[offset], droppingColon: droppingColon) {
                line[start + offset] = CChar(UInt8(ascii: " "))
            }
        }
    }

    @inline(__always) static func isForbidden(_ byte: UInt8, droppingColon: Bool) -> Bool {
        byte == 0x0D || byte == 0x0A || byte == 0x00 || (droppingColon && byte == UInt8(ascii: ":"))
    }

    /// Whether any byte is forbidden, eight at a time: a word holds a byte
    /// equal to `b` when `word ^ b·0x0101…` has a zero byte, which the usual
    /// `(x - 0x0101…) & ~x & 0x8080…` test finds without a branch per byte.
    static func holdsForbidden(_ bytes: UnsafeBufferPointer<UInt8>, droppingColon: Bool) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        @inline(__always) func hasZeroByte(_ word: UInt64) -> Bool { (word &- ones) & ~word & highs != 0 }
        // The fourth forbidden byte is CR again when a colon is allowed (in a value).
        let colon = droppingColon ? ones &* UInt64(UInt8(ascii: ":")) : ones &* 0x0D
        let raw = UnsafeRawBufferPointer(bytes)
        var offset = 0
        while offset + 8 <= raw.count {
            let word = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            if hasZeroByte(word) || hasZeroByte(word ^ (ones &* 0x0D)) || hasZeroByte(word ^ (ones &* 0x0A)) || hasZeroByte(word ^ colon) {
                return true
            }
            offset += 8
        }
        while offset < raw.count {
            if isForbidden(raw[offset], droppingColon: droppingColon) { return true }
            offset += 1
        }
        return false
    }
}
