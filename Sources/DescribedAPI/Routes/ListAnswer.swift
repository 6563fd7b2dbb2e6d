import Foundation
import JSON
import Network
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// What one answer to a list request holds, however the API pages: the
/// items, the total when the body or a header says it, and where the next
/// page is (a cursor or a `Link` URL) when the API pages that way.
package struct ListAnswer: Sendable {
    package var items: [JSONValue]
    package var total: Int?
    package var nextCursor: String?
    package var nextURL: URL?
    /// The body was not the shape the description promised (an object where a
    /// list was expected, say): what came is shown as one item, and this says why.
    package var mismatch: String?

    /// Reads `response`: the array at `itemsKey` (a dot path; nil for a bare
    /// array), the total at `totalField` (a dot path) or in `totalHeader`, and
    /// `X-Total-Count`/`Content-Range`/`Link` whenever they are there.
    package init(_ response: TransportResponse, itemsKey: String?, totalField: String?, totalHeader: String?,
                 nextField: String?) throws(NetworkError) {
        let body: JSONValue
        do {
            body = response.data.isEmpty ? .array([]) : try JSONValue(jsonData: response.data)
        } catch {
            throw .decoding(type: "list", path: "", detail: "malformed JSON")
        }
        let found: JSONValue?
        if let itemsKey { found = Self.value(at: itemsKey, in: body) } else { found = body }
        switch found {
        case .array(let items)?:
            self.items = items
        case nil where body.arrayValue != nil:
            // The description promised an envelope and the server sent the bare array.
            items = body.arrayValue ?? []
        default:
            items = [body]
            mismatch = itemsKey.map { "the answer has no list at '\($0)'" } ?? "the answer is not a list"
        }
        total = totalField.flatMap { Self.value(at: $0, in: body)?.intValue } ?? Self.headerTotal(response, named: totalHeader)
        nextCursor = nextField.flatMap { Self.value(at: $0, in: body) }.flatMap { value -> String? in
            if let text = value.stringValue, !text.isEmpty { return text }
            return value.intValue.map(String.init)
        }
        nextURL = response.header("Link").flatMap(LinkHeader.next)
    }

    /// The total a header gives: the one the description names, else
    /// `X-Total-Count` or `Content-Range`, whichever the server sent.
    package static func headerTotal(_ response: TransportResponse, named header: String?) -> Int? {
        header.flatMap { total(header: response.header($0), name: $0) }
            ?? total(header: response.header("X-Total-Count"), name: "X-Total-Count")
            ?? total(header: response.header("Content-Range"), name: "Content-Range")
    }

    /// `meta.total` in `{"meta": {"total": 3}}`.
    package static func value(at path: String, in body: JSONValue) -> JSONValue? {
        var current: JSONValue? = body
        for key in path.split(separator: ".") { current = current?[String(key)] }
        return current
    }

    /// A number, or the part after the slash of `Content-Range: items 0-24/319` (not `*`).
    static func total(header: String?, name: String) -> Int? {
        guard let header = header?.trimmingCharacters(in: .whitespaces), !header.isEmpty else { return nil }
        if name.lowercased() == "content-range" || header.contains("/") {
            guard let slash = header.lastIndex(of: "/") else { return nil }
            return Int(header[header.index(after: slash)...].trimmingCharacters(in: .whitespaces))
        }
        return Int(header)
    }
}

/// RFC 8288 `Link` headers: `<https://…?page=2>; rel="next", <…>; rel="last"`.
package enum LinkHeader {
    /// The URL whose relation types include `next`.
    package static func next(_ header: String) -> URL? {
        for part in split(header) {
            guard let open = part.firstIndex(of: "<"), let close = part.firstIndex(of: ">"), open < close else { continue }
            let target = String(part[part.index(after: open)..<close])
            let parameters = part[part.index(after: close)...].split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            for parameter in parameters where parameter.lowercased().hasPrefix("rel") {
                let value = parameter.drop { $0 != "=" }.dropFirst().trimmingCharacters(in: CharacterSet(charactersIn: "\" "))
                if value.lowercased().split(separator: " ").contains("next") { return URL(string: target) }
            }
        }
        return nil
    }

    /// The links, split at commas that are not inside `<…>` or quotes.
    static func split(_ header: String) -> [String] {
        var parts: [String] = []
        var current = ""
        var inURL = false, inQuotes = false
        for character in header {
            switch character {
            case "<" where !inQuotes: inURL = true
            case ">" where !inQuotes: inURL = false
            case "\"" where !inURL: inQuotes.toggle()
            case "," where !inURL && !inQuotes:
                parts.append(current)
                current = ""
                continue
            default: break
            }
            current.append(character)
        }
        parts.append(current)
        return parts
    }
}
