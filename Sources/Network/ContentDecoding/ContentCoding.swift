/// One content coding a response body was put through, as `Content-Encoding`
/// names it: the ones libcurl decodes (and so the ones a request offers).
enum ContentCoding: Equatable, Sendable {
    case gzip, deflate, brotli, zstd

    /// The codings of a `Content-Encoding` value in the order they are to be
    /// undone (the last applied first), `identity` left out; a coding this
    /// transport cannot undo is returned as its name, for the error. Read as
    /// bytes: every compressed answer comes through here, and Foundation's
    /// trimming and lowercasing cost ten times the rest.
    static func toUndo(_ header: String) -> Result<[ContentCoding], UnknownContentCoding> {
        var codings: [ContentCoding] = []
        var header = header
        return header.withUTF8 { bytes in
            var start = 0
            while start <= bytes.count {
                var end = start
                while end < bytes.count, bytes[end] != UInt8(ascii: ",") { end += 1 }
                var first = start
                var last = end
                while first < last, bytes[first] == 0x20 || bytes[first] == 0x09 { first += 1 }
                while last > first, bytes[last - 1] == 0x20 || bytes[last - 1] == 0x09 { last -= 1 }
                let name = UnsafeBufferPointer(rebasing: bytes[first..<last])
                if let coding = named(name) {
                    codings.append(coding)
                } else if !name.isEmpty, !matches(name, "identity") {
                    return .failure(UnknownContentCoding(name: String(decoding: name, as: UTF8.self).lowercased()))
                }
                start = end + 1
            }
            return .success(codings.reversed())
        }
    }

    private static func named(_ name: UnsafeBufferPointer<UInt8>) -> ContentCoding? {
        if matches(name, "gzip") || matches(name, "x-gzip") { return .gzip }
        if matches(name, "deflate") { return .deflate }
        if matches(name, "br") { return .brotli }
        if matches(name, "zstd") { return .zstd }
        return nil
    }

    /// Whether `name` is `lowercase` in any case (ASCII: the names are).
    private static func matches(_ name: UnsafeBufferPointer<UInt8>, _ lowercase: StaticString) -> Bool {
        guard name.count == lowercase.utf8CodeUnitCount else { return false }
        let expected = lowercase.utf8Start
        for index in 0..<name.count {
            let byte = name[index]
            let lower = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
            guard lower == expected[index] else { return false }
        }
        return true
    }
}

/// A `Content-Encoding` this transport has no decoder for.
struct UnknownContentCoding: Error {
    let name: String
}
