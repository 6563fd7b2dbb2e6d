import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import JSON

/// A route's parameters: JSON values by name.
public typealias Parameters = [String: JSONValue]

/// Where a route's parameters travel.
public enum ParameterEncoding: Sendable, Equatable {
    /// In the URL's query string.
    case query
    /// As a JSON object in the body (`Content-Type: application/json`).
    case json
    /// As `application/x-www-form-urlencoded` in the body.
    case form

    /// The default for a method: the URL for GET, HEAD and DELETE, JSON otherwise.
    public static func `default`(for method: HTTPMethod) -> ParameterEncoding {
        method.encodesParametersInURL ? .query : .json
    }

    /// Puts the parameters into the request.
    public func encode(_ parameters: Parameters?, into request: inout URLRequest) throws(NetworkError) {
        guard let parameters, !parameters.isEmpty else { return }
        if self == .query {
            guard let url = request.url else { throw .invalidRequest(.unencodableParameters) }
            request.url = try Self.url(url, adding: parameters)
            return
        }
        guard let (data, type) = try body(parameters) else { return }
        request.httpBody = data
        request.setValue(type, forHTTPHeaderField: "Content-Type")
    }

    /// `url` with `parameters` added to its query string. Written out as text
    /// and parsed once: URLComponents would parse and write the URL again.
    static func url(_ url: URL, adding parameters: Parameters) throws(NetworkError) -> URL {
        if let added = Self.url(text: url.absoluteString, adding: parameters) { return added }
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: false) else { throw .invalidRequest(.unencodableParameters) }
        let existing = components.percentEncodedQuery.map { $0 + "&" } ?? ""
        components.percentEncodedQuery = existing + FormEncoder.encode(parameters)
        guard let encoded = components.url else { throw .invalidRequest(.unencodableParameters) }
        return encoded
    }

    /// `text` with `parameters` added to its query, parsed once; nil when it has
    /// a fragment (which comes after the query: such a URL goes through
    /// URLComponents) or does not parse. Bytes, not `contains("#")`, which is
    /// Foundation's slow `range(of:)`.
    static func url(text: String, adding parameters: Parameters) -> URL? {
        // One pass for both marks, written in place: every list request comes through here.
        // Over the bytes in place: through the view's iterator a byte costs tens of instructions.
        var contiguous = text
        let (hasFragment, hasQuery) = contiguous.withUTF8 { bytes -> (Bool, Bool) in
            var query = false
            for byte in bytes {
                if byte == UInt8(ascii: "#") { return (true, query) }
                if byte == UInt8(ascii: "?") { query = true }
            }
            return (false, query)
        }
        if hasFragment { return nil }
        let query = FormEncoder.encode(parameters)
        var written = text
        written.reserveCapacity(text.utf8.count + 1 + query.utf8.count)
        written.append(hasQuery ? "&" : "?")
        written.append(query)
        return URL(string: written)
    }

    /// The body for `.json` and `.form`, with its `Content-Type`; nil for `.query` or no parameters.
    func body(_ parameters: Parameters?) throws(NetworkError) -> (data: Data, contentType: String)? {
        guard let parameters, !parameters.isEmpty else { return nil }
        switch self {
        case .query:
            return nil
        case .json:
            do {
                let encoder = JSONEncoder()
                encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
                return (try encoder.encode(JSONValue.object(parameters)), "application/json")
            } catch {
                throw .invalidRequest(.unencodableParameters)
            }
        case .form:
            return (Data(FormEncoder.encode(parameters).utf8), "application/x-www-form-urlencoded; charset=utf-8")
        }
    }
}

/// `key=value&...` as RFC 3986 and HTML forms expect: keys sorted, every
/// byte outside the unreserved set percent-escaped, arrays as repeated keys,
/// nested objects as `key[sub]`, booleans as `true`/`false`.
public enum FormEncoder {
    /// RFC 3986 section 2.3: the only characters never escaped, as bits (one per ASCII code).
    static let unreserved: (low: UInt64, high: UInt64) = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~".utf8
        .reduce((0, 0)) { bits, byte in byte < 64 ? (bits.0 | 1 << UInt64(byte), bits.1) : (bits.0, bits.1 | 1 << UInt64(byte - 64)) }

    @inline(__always) static func isUnreserved(_ byte: UInt8) -> Bool {
        byte < 64 ? unreserved.low & (1 << UInt64(byte)) != 0 : byte < 128 && unreserved.high & (1 << UInt64(byte - 64)) != 0
    }

    /// The parameters as `key=value&…`, keys sorted, each escaped. Written as
    /// bytes into one buffer as the keys come: no pair, String or lookup per
    /// parameter (every list request writes its query here).
    public static func encode(_ parameters: Parameters) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(Self.defaultQueryBytes)
        for (key, value) in parameters.sorted(by: { $0.key < $1.key }) {
            write(key: key, value: value, into: &output)
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// Room a query is written into first; a longer one grows as an array does.
    static let defaultQueryBytes = 64

    private static func write(key: String, value: JSONValue, into output: inout [UInt8]) {
        switch value {
        case .array(let items):
            for item in items { write(key: key, value: item, into: &output) }
            return
        case .object(let object):
            for (subkey, item) in object.sorted(by: { $0.key < $1.key }) { write(key: "\(key)[\(subkey)]", value: item, into: &output) }
            return
        default:
            break
        }
        if !output.isEmpty { output.append(UInt8(ascii: "&")) }
        escape(key, into: &output)
        output.append(UInt8(ascii: "="))
        switch value {
        case .null, .array, .object: break
        case .bool(let flag): output.append(contentsOf: (flag ? "true" : "false").utf8)
        case .number(let number): writeNumber(number, into: &output)
        case .string(let string): escape(string, into: &output)
        }
    }

    /// A whole number's digits written in place; any other through `format`.
    private static func writeNumber(_ number: Double, into output: inout [UInt8]) {
        guard number.rounded() == number, abs(number) < 1e15 else { return escape(format(number), into: &output) }
        let whole = Int64(number)
        if whole < 0 { output.append(UInt8(ascii: "-")) }
        // Digits counted first, then written forwards: no slice to reverse.
        let magnitude = whole.magnitude
        var scale: UInt64 = 1
        while scale <= magnitude / 10 { scale *= 10 }
        while scale > 0 {
            output.append(UInt8(ascii: "0") + UInt8(magnitude / scale % 10))
            scale /= 10
        }
    }

    /// Whole numbers without a fraction ("30", not "30.0").
    static func format(_ number: Double) -> String {
        if number.rounded() == number, abs(number) < 1e15 { return String(Int64(number)) }
        return String(number)
    }

    /// `string` with every byte outside RFC 3986's unreserved set percent-escaped.
    public static func escape(_ string: String) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(string.utf8.count)
        escape(string, into: &output)
        return String(decoding: output, as: UTF8.self)
    }

    static func escape(_ string: String, into output: inout [UInt8]) {
        @inline(__always) func hex(_ nibble: UInt8) -> UInt8 { nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "A") + nibble - 10 }
        var contiguous = string
        contiguous.withUTF8 { bytes in
            for byte in bytes {
                if isUnreserved(byte) {
                    output.append(byte)
                } else {
                    output.append(UInt8(ascii: "%"))
                    output.append(hex(byte >> 4))
                    output.append(hex(byte & 0xF))
                }
            }
        }
    }
}
