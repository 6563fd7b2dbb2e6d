import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Reactive
import Synchronization

/// A response's header fields in the order they came, as a transport that
/// reads the head itself collects them. Repeated names are joined with ", "
/// under the first spelling seen, as HTTPURLResponse joins them.
struct HTTPHeaderFields: Sendable {
    private(set) var fields: [(name: String, value: String)] = []

    init() {}

    mutating func append(name: String, value: String) {
        // Room for a usual head at once, instead of growing through 1, 2, 4 and 8 fields.
        if fields.capacity == 0 { fields.reserveCapacity(Self.defaultCapacity) }
        fields.append((name, value))
    }

    /// Fields an answer usually has at most (a page from the staging server has about ten).
    static let defaultCapacity = 16

    /// A folded line continues the field before it.
    mutating func continueLast(with text: String) {
        guard !fields.isEmpty else { return }
        fields[fields.count - 1].value += " " + text
    }

    var isEmpty: Bool { fields.isEmpty }

    /// The field's value, repeats joined; names compare without regard to case.
    func value(_ name: String) -> String? {
        var joined: String?
        for field in fields where Self.sameName(field.name, name) {
            joined = joined.map { "\($0), \(field.value)" } ?? field.value
        }
        return joined
    }

    var dictionary: [String: String] {
        var spelling: [String: String] = [:]
        var headers: [String: String] = [:]
        for (name, value) in fields {
            let lowercased = name.lowercased()
            let key = spelling[lowercased, default: name]
            spelling[lowercased] = key
            headers[key] = headers[key].map { "\($0), \(value)" } ?? value
        }
        return headers
    }

    /// Whether a field is named one of `names`: plain loops, which stay inline, and
    /// a name's length compared before its letters (the journal asks this of every answer).
    func hasAny(of names: [String]) -> Bool {
        for field in fields {
            let length = field.name.utf8.count
            for name in names where name.utf8.count == length && Self.sameName(name, field.name) { return true }
        }
        return false
    }

    /// ASCII case-insensitive, as field names are tokens. Every field of every
    /// answer meets this (validation, the journal, the body's coding): two
    /// iterators walked by hand, which the compiler keeps inline, where `zip`
    /// and `allSatisfy` went through a call per byte.
    static func sameName(_ a: String, _ b: String) -> Bool {
        guard a.utf8.count == b.utf8.count else { return false }
        // Servers nearly always spell a field as it is asked for: most names are
        // 15 bytes or fewer, kept in the String itself, and equal in one comparison.
        if a == b { return true }
        var x = a.utf8.makeIterator()
        var y = b.utf8.makeIterator()
        while let p = x.next(), let q = y.next() {
            if !sameLetter(p, q) { return false }
        }
        return true
    }

    @inline(__always) private static func sameLetter(_ x: UInt8, _ y: UInt8) -> Bool {
        x == y || (x | 0x20 == y | 0x20 && (x | 0x20) >= UInt8(ascii: "a") && (x | 0x20) <= UInt8(ascii: "z"))
    }
}

/// The status line and fields of a response, and the HTTPURLResponse made of
/// them only when someone asks for one: on Linux, Foundation's initializer
/// canonicalizes every field name and parses Content-Type, which cost more
/// per request on libcurl than the rest of the transport's own work, while the
/// pipeline reads only the status and a few fields.
final class ResponseHead: Sendable {
    private enum Source {
        case built(HTTPURLResponse)
        case parsed(url: URL, version: String, fields: HTTPHeaderFields)
    }

    let status: Int
    private let source: Source
    private let built: SanitizerVisibleMutex<HTTPURLResponse?>

    init(_ response: HTTPURLResponse) {
        status = response.statusCode
        source = .built(response)
        built = SanitizerVisibleMutex(response)
    }

    init(url: URL, status: Int, version: String, fields: HTTPHeaderFields) {
        self.status = status
        source = .parsed(url: url, version: version, fields: fields)
        built = SanitizerVisibleMutex(nil)
    }

    var response: HTTPURLResponse {
        built.withLock { built in
            if let built { return built }
            guard case .parsed(let url, let version, let fields) = source,
                  let response = HTTPURLResponse(url: url, statusCode: status, httpVersion: version, headerFields: fields.dictionary)
            else { preconditionFailure("FoundationNetworking's HTTPURLResponse initializer does not fail") }
            built = response
            return response
        }
    }

    /// As HTTPURLResponse.value(forHTTPHeaderField:) answers, without making one.
    func value(_ name: String) -> String? {
        switch source {
        case .built(let response): return response.value(forHTTPHeaderField: name)
        case .parsed(_, _, let fields): return fields.value(name)
        }
    }

    /// The first of `names` to have a value that is not empty, in their order:
    /// one pass over the fields finds which are present, where asking for each
    /// name would go over all of them once per name (most answers have none).
    func firstValue(among names: [String]) -> String? {
        if case .parsed(_, _, let fields) = source, !fields.hasAny(of: names) { return nil }
        return names.lazy.compactMap { self.value($0) }.first { !$0.isEmpty }
    }
}
