import Foundation
import JSON

/// A request's body as upstream's Express reads it, before any route:
/// JSON (`application/json`, strictly an object or array), form-encoded
/// (nested `a[b]=c` keys) and, on POST and PUT, multipart fields. Any other
/// type, or none, reads as an empty object. A malformed JSON body is a 400
/// with the JSON parser's own message on every method and path.
enum RequestBody {
    /// body-parser's `300kb`.
    static let maxBytes = 300 * 1024

    static let tooLarge = APIFailure(status: 413, message: "request entity too large")

    /// The body's value; an object unless JSON said otherwise.
    static func value(of request: HTTPRequest) throws(APIFailure) -> JSONValue {
        guard !request.body.isEmpty, let type = mediaType(request) else { return .object([:]) }
        switch type {
        case "application/json":
            guard request.body.count <= maxBytes else { throw tooLarge }
            return try json(String(decoding: request.body, as: UTF8.self))
        case "application/x-www-form-urlencoded":
            guard request.body.count <= maxBytes else { throw tooLarge }
            return FormBody.parse(String(decoding: request.body, as: UTF8.self))
        case "multipart/form-data":
            let method = request.method.uppercased()
            guard method == "POST" || method == "PUT" else { return .object([:]) }
            return MultipartBody.parse(request.body, contentType: request.header("Content-Type") ?? "") ?? .object([:])
        default:
            return .object([:])
        }
    }

    /// The body's fields as an object; an array or scalar body has none.
    static func fields(of request: HTTPRequest) throws(APIFailure) -> [String: JSONValue] {
        if case .object(let object) = try value(of: request) { return object }
        return [:]
    }

    /// body-parser's strict JSON: the first character that is not white
    /// space must open an object or array, else the parser's message for it.
    static func json(_ text: String) throws(APIFailure) -> JSONValue {
        let utf16 = Array(text.utf16)
        guard let first = utf16.firstIndex(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) else {
            throw APIFailure(status: 400, message: "Unexpected end of JSON input")
        }
        guard utf16[first] == 0x7B || utf16[first] == 0x5B else {
            throw APIFailure(status: 400, message: V8JSONParser.unexpectedCharacterMessage(text, at: first))
        }
        do {
            return try V8JSONParser.parse(text)
        } catch {
            throw APIFailure(status: 400, message: error.message)
        }
    }

    /// `application/json; charset=utf-8` → `application/json`, lower-cased.
    static func mediaType(_ request: HTTPRequest) -> String? {
        guard let header = request.header("Content-Type") else { return nil }
        let type = header.prefix { $0 != ";" }.trimmingCharacters(in: .whitespaces).lowercased()
        return type.isEmpty ? nil : type
    }
}
