import Foundation

/// The media types a request's `Accept` header allows, for checking the
/// `Content-Type` of what comes back (Alamofire's acceptable content types).
/// JSON is one family: an API asked for `application/vnd.github+json` that
/// answers `application/json` has answered what was asked.
struct AcceptedTypes: Sendable, Equatable {
    /// Lower-cased `type/subtype` ranges, wildcards kept; empty accepts anything.
    let ranges: [String]

    init(ranges: [String]) {
        self.ranges = ranges
    }

    /// `Accept: text/html;q=0.9, application/json, */*;q=0.1`: ranges with a
    /// weight of 0 are refusals, not acceptances, and are left out.
    init(header: String?) {
        guard let header else {
            self.init(ranges: [])
            return
        }
        // One range, lower-case, no parameters ("application/json"): as it is, without the parsing below.
        if !header.isEmpty, Self.isPlainRange(header) {
            self.init(ranges: [header])
            return
        }
        let ranges = header.split(separator: ",").compactMap { item -> String? in
            let parts = item.split(separator: ";").map { Self.trimmed($0).lowercased() }
            guard let range = parts.first, !range.isEmpty else { return nil }
            let refused = parts.dropFirst().contains { $0.replacingOccurrences(of: " ", with: "").hasPrefix("q=0")
                && Double($0.split(separator: "=").last.map(String.init) ?? "") == 0 }
            return refused ? nil : range
        }
        self.init(ranges: ranges)
    }

    var acceptsAnything: Bool { ranges.isEmpty || ranges.contains("*/*") }
    var wantsJSON: Bool { ranges.contains { Self.isJSON($0) } }

    /// Whether a response's `Content-Type` is one of the ranges.
    func accepts(_ contentType: String) -> Bool {
        if acceptsAnything { return true }
        // The usual answer ("application/json; charset=utf-8" to "application/json"), read in place.
        if ranges.contains(where: { Self.begins(contentType, with: $0) }) { return true }
        let type = Self.mediaType(contentType)
        return ranges.contains { range in
            if range == type { return true }
            if range.hasSuffix("/*") { return type.hasPrefix(range.dropLast()) }
            return Self.isJSON(range) && Self.isJSON(type)
        }
    }

    /// `application/json`, `text/json`, and any `…+json`.
    static func isJSON(_ type: String) -> Bool {
        let type = mediaType(type)
        return type == "application/json" || type == "text/json" || type.hasSuffix("+json")
    }

    /// Whether `contentType`'s media type is `range` as written, before any parameters.
    /// Over the bytes in place: every answer is checked, and a byte iterator costs a call per byte.
    static func begins(_ contentType: String, with range: String) -> Bool {
        var contentType = contentType, range = range
        return contentType.withUTF8 { type in
            range.withUTF8 { range in
                guard type.count >= range.count,
                      range.isEmpty || memcmp(type.baseAddress!, range.baseAddress!, range.count) == 0 else { return false }
                return type.count == range.count || type[range.count] == UInt8(ascii: ";") || type[range.count] == UInt8(ascii: " ")
            }
        }
    }

    /// No capital, comma, semicolon or blank: one range as it should be compared.
    private static func isPlainRange(_ header: String) -> Bool {
        var header = header
        return header.withUTF8 { bytes in
            !bytes.contains { (65...90).contains($0) || $0 == 44 || $0 == 59 || $0 == 32 || $0 == 9 }
        }
    }

    /// "Application/JSON; charset=utf-8" → "application/json".
    static func mediaType(_ contentType: String) -> String {
        contentType.split(separator: ";").first.map { trimmed($0).lowercased() } ?? ""
    }

    /// Without the spaces and tabs around it. Foundation's `trimmingCharacters`
    /// goes through NSString on Linux, which cost more than the rest of a check.
    static func trimmed(_ text: Substring) -> Substring {
        let blank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let first = text.firstIndex(where: { !blank($0) }), let last = text.lastIndex(where: { !blank($0) }) else { return "" }
        return text[first...last]
    }
}
