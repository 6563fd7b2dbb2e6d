import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A route's body when it is not its parameters (Moya's `requestData`,
/// `requestJSONEncodable` and `requestCustomJSONEncodable`): bytes as they
/// are, or a value encoded as JSON or as a form.
/// A route with a body sends its `params` in the query string instead.
public enum HTTPBody: Sendable {
    /// These bytes, labelled with `contentType`.
    case data(Data, contentType: String)
    /// The value as JSON, through `encoder` (its key and date strategies).
    case json(any Encodable & Sendable, encoder: JSONEncoder = HTTPBody.defaultEncoder)
    /// The value as `application/x-www-form-urlencoded`, through `encoder` (arrays,
    /// booleans, dates and keys as its options say).
    case form(any Encodable & Sendable, encoder: URLEncodedFormEncoder = URLEncodedFormEncoder())

    /// Sorted keys, so the same value is the same bytes (for caches and signatures).
    public static var defaultEncoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }

    /// Puts the body and its `Content-Type` into `request`.
    func encode(into request: inout URLRequest) throws(NetworkError) {
        let (data, type) = try encoded()
        request.httpBody = data
        request.setValue(type, forHTTPHeaderField: "Content-Type")
    }

    /// The body's bytes and their `Content-Type`.
    func encoded() throws(NetworkError) -> (data: Data, contentType: String) {
        switch self {
        case .data(let data, let contentType):
            return (data, contentType)
        case .json(let value, let encoder):
            do {
                return (try encoder.encode(value), "application/json")
            } catch {
                throw .invalidRequest(.unencodableBody(String(describing: Swift.type(of: value))))
            }
        case .form(let value, let encoder):
            do {
                return (try encoder.encode(value) as Data, "application/x-www-form-urlencoded; charset=utf-8")
            } catch {
                throw .invalidRequest(.unencodableBody(String(describing: Swift.type(of: value))))
            }
        }
    }
}
