/// Case-insensitive substring search for `?q=`. Lowercasing every title
/// and description per request allocates two strings per record, which
/// costs most of a second at 100k records; an ASCII needle (nearly every
/// query) is instead matched byte by byte against the UTF-8 in place.
struct TextMatcher: Sendable {
    private let needle: String
    private let asciiNeedle: [UInt8]?

    init(_ query: String) {
        needle = query.lowercased()
        asciiNeedle = needle.utf8.allSatisfy { $0 < 0x80 } ? Array(needle.utf8) : nil
    }

    var matchesEverything: Bool { needle.isEmpty }

    func matches(_ text: String) -> Bool {
        if needle.isEmpty { return true }
        guard let asciiNeedle else { return text.lowercased().contains(needle) }
        var text = text
        return text.withUTF8 { Self.contains($0, asciiNeedle) }
    }

    func matchesAny(_ first: String, _ second: String, _ more: String...) -> Bool {
        matches(first) || matches(second) || more.contains(where: matches)
    }

    private static func contains(_ haystack: UnsafeBufferPointer<UInt8>, _ needle: [UInt8]) -> Bool {
        guard needle.count <= haystack.count else { return false }
        let first = needle[0]
        for start in 0...(haystack.count - needle.count) where lower(haystack[start]) == first {
            var offset = 1
            while offset < needle.count, lower(haystack[start + offset]) == needle[offset] { offset += 1 }
            if offset == needle.count { return true }
        }
        return false
    }

    @inline(__always)
    private static func lower(_ byte: UInt8) -> UInt8 { (0x41...0x5A).contains(byte) ? byte | 0x20 : byte }
}
