import Foundation

/// Decodes a validated body into the type a caller asked for, naming the
/// type and the field path when the data does not fit.
enum ResponseDecoder {
    static func decode<T: Decodable>(_ type: T.Type, from response: TransportResponse, decoder: any BodyDecoder) -> Result<T, NetworkError> {
        if T.self == EmptyResponse.self { return .success(EmptyResponse() as! T) }
        if T.self == TransportResponse.self { return .success(response as! T) }
        if T.self == RawBody.self { return .success(RawBody(data: response.data, contentType: response.header("Content-Type")) as! T) }
        // A 304 a route accepted has no body to be a value of (the cache's own never reaches here).
        if response.status == 304 { return .failure(.http(status: 304, message: nil)) }
        if response.data.isEmpty || response.status == 204 {
            // A 204 (or an empty 200) is an empty value for types that can be one.
            if let empty = try? decoder.decode(T.self, from: Data("{}".utf8)) { return .success(empty) }
        }
        do {
            return .success(try decoder.decode(T.self, from: response.data))
        } catch {
            // Only a body that does not decode is judged HTML: JSON a proxy labels text/html still counts.
            if ResponseValidator.isHTML(response) {
                return .failure(.notJSON(status: response.status, contentType: response.header("Content-Type")))
            }
            if let error = error as? DecodingError { return .failure(describe(error, type: T.self)) }
            return .failure(.decoding(type: String(describing: T.self), path: "", detail: "\(error)"))
        }
    }

    static func describe<T>(_ error: DecodingError, type: T.Type) -> NetworkError {
        let name = String(describing: T.self)
        switch error {
        case .keyNotFound(let key, let context):
            return .decoding(type: name, path: path(context.codingPath + [key]), detail: "missing field '\(key.stringValue)'")
        case .typeMismatch(let expected, let context):
            return .decoding(type: name, path: path(context.codingPath), detail: "expected \(expected)")
        case .valueNotFound(let expected, let context):
            return .decoding(type: name, path: path(context.codingPath), detail: "null where \(expected) was expected")
        case .dataCorrupted(let context):
            return .decoding(type: name, path: path(context.codingPath), detail: "malformed JSON")
        @unknown default:
            return .decoding(type: name, path: "", detail: "\(error)")
        }
    }

    /// "orders[3].total": how a person would point at the field.
    static func path(_ keys: [any CodingKey]) -> String {
        var result = ""
        for key in keys {
            if let index = key.intValue {
                result += "[\(index)]"
            } else {
                result += result.isEmpty ? key.stringValue : ".\(key.stringValue)"
            }
        }
        return result
    }
}
