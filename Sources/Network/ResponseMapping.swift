import Foundation

/// Moya's response mapping on a `TransportResponse` (what `requestRaw`
/// delivers): the body decoded, the value at a key path decoded, the body as
/// text, the body as a JSON value. Each throws a `NetworkError` that names
/// the type and where in the body it went wrong.
extension TransportResponse {
    /// The body, or the value at `keyPath` in it (keys joined by dots:
    /// `"data.items"`), decoded as `type` with `decoder`. An empty body is an
    /// error unless `failsOnEmptyData` is false, when it decodes as `{}` or,
    /// for an optional type, nil.
    public func map<D: Decodable>(
        _ type: D.Type, atKeyPath keyPath: String? = nil, using decoder: JSONDecoder = JSONDecoder(), failsOnEmptyData: Bool = true
    ) throws(NetworkError) -> D {
        if data.isEmpty, !failsOnEmptyData {
            for empty in ["{}", "null"] {
                if let value = try? decoder.decode(D.self, from: Data(empty.utf8)) { return value }
            }
        }
        let body: Data
        if let keyPath, !keyPath.isEmpty {
            body = try Self.data(at: keyPath, in: data, for: D.self)
        } else {
            body = data
        }
        do {
            return try decoder.decode(D.self, from: body)
        } catch let error as DecodingError {
            let described = ResponseDecoder.describe(error, type: D.self)
            guard let keyPath, case .decoding(let name, let path, let detail) = described else { throw described }
            throw .decoding(type: name, path: keyPath + (path.isEmpty || path.hasPrefix("[") ? path : ".\(path)"), detail: detail)
        } catch {
            throw .decoding(type: String(describing: D.self), path: keyPath ?? "", detail: "\(error)")
        }
    }

    /// The body as UTF-8 text, or the string at `keyPath` in a JSON body.
    public func mapString(atKeyPath keyPath: String? = nil) throws(NetworkError) -> String {
        if let keyPath, !keyPath.isEmpty { return try map(String.self, atKeyPath: keyPath) }
        guard let text = String(data: data, encoding: .utf8) else {
            throw .decoding(type: "String", path: "", detail: "the body is not UTF-8 text")
        }
        return text
    }

    /// The body as a `JSONValue`; an empty body is an error unless
    /// `failsOnEmptyData` is false, when it is `.null`.
    public func mapJSON(failsOnEmptyData: Bool = true) throws(NetworkError) -> JSONValue {
        if data.isEmpty, !failsOnEmptyData { return .null }
        do {
            return try JSONValue(jsonData: data)
        } catch {
            throw .decoding(type: "JSONValue", path: "", detail: "malformed JSON")
        }
    }

    /// The JSON text of the value at `keyPath`, numbers as the server wrote them.
    private static func data<D>(at keyPath: String, in body: Data, for type: D.Type) throws(NetworkError) -> Data {
        let name = String(describing: D.self)
        guard let root = try? JSONSerialization.jsonObject(with: body, options: .fragmentsAllowed) else {
            throw .decoding(type: name, path: "", detail: "malformed JSON")
        }
        var value: Any = root
        var walked: [Substring] = []
        for key in keyPath.split(separator: ".", omittingEmptySubsequences: false) {
            walked.append(key)
            guard let object = value as? [String: Any], let next = object[String(key)] else {
                throw .decoding(type: name, path: walked.joined(separator: "."), detail: "no value at the key path '\(keyPath)'")
            }
            value = next
        }
        guard let data = try? JSONSerialization.data(withJSONObject: value, options: .fragmentsAllowed) else {
            throw .decoding(type: name, path: keyPath, detail: "the value at the key path is not JSON")
        }
        return data
    }
}
