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
        switch self {
        case .query:
            guard let url = request.url, var components = URLComponents(url: url, resolvingAgainstBaseURL: false) else {
                throw .invalidRequest(.unencodableParameters)
            }
            let existing = components.percentEncodedQuery.map { $0 + "&" } ?? ""
            components.percentEncodedQuery = existing + FormEncoder.encode(parameters)
            guard let encoded = components.url else { throw .invalidRequest(.unencodableParameters) }
            request.url = encoded
        case .json:
            do {
                let encoder = JSONEncoder()
                encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
                request.httpBody = try encoder.encode(JSONValue.object(parameters))
            } catch {
                throw .invalidRequest(.unencodableParameters)
            }
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        case .form:
            request.httpBody = Data(FormEncoder.encode(parameters).utf8)
            request.setValue("application/x-www-form-urlencoded; charset=utf-8", forHTTPHeaderField: "Content-Type")
        }
    }
}

/// `key=value&...` as RFC 3986 and HTML forms expect: keys sorted, every
/// byte outside the unreserved set percent-escaped, arrays as repeated keys,
/// nested objects as `key[sub]`, booleans as `true`/`false`.
public enum FormEncoder {
    /// RFC 3986 section 2.3: the only characters never escaped.
    static let unreserved: Set<UInt8> = Set(Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~".utf8))

    /// The parameters as `key=value&…`, keys sorted, each escaped.
    public static func encode(_ parameters: Parameters) -> String {
        var pairs: [(String, String)] = []
        for key in parameters.keys.sorted() {
            append(key: key, value: parameters[key]!, to: &pairs)
        }
        return pairs.map { "\(escape($0.0))=\(escape($0.1))" }.joined(separator: "&")
    }

    private static func append(key: String, value: JSONValue, to pairs: inout [(String, String)]) {
        switch value {
        case .null: pairs.append((key, ""))
        case .bool(let flag): pairs.append((key, flag ? "true" : "false"))
        case .number(let number): pairs.append((key, format(number)))
        case .string(let string): pairs.append((key, string))
        case .array(let items): for item in items { append(key: key, value: item, to: &pairs) }
        case .object(let object):
            for subkey in object.keys.sorted() { append(key: "\(key)[\(subkey)]", value: object[subkey]!, to: &pairs) }
        }
    }

    /// Whole numbers without a fraction ("30", not "30.0").
    static func format(_ number: Double) -> String {
        if number.rounded() == number, abs(number) < 1e15 { return String(Int64(number)) }
        return String(number)
    }

    /// `string` with every byte outside RFC 3986's unreserved set percent-escaped.
    public static func escape(_ string: String) -> String {
        var output = ""
        output.reserveCapacity(string.utf8.count)
        for byte in string.utf8 {
            if unreserved.contains(byte) {
                output.unicodeScalars.append(UnicodeScalar(byte))
            } else {
                output += String(format: "%%%02X", byte)
            }
        }
        return output
    }
}
