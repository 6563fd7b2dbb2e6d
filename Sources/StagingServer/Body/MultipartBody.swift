import Foundation
import JSON

/// The text fields of a `multipart/form-data` body, as multer puts them in
/// `req.body` (files are read past and dropped); nil when it cannot be split.
enum MultipartBody {
    static func parse(_ body: Data, contentType: String) -> JSONValue? {
        guard let boundary = boundary(contentType) else { return nil }
        let delimiter = Array("--\(boundary)".utf8)
        let bytes = Array(body)
        var fields: [String: JSONValue] = [:]
        for part in split(bytes, on: delimiter).dropFirst() {
            guard !part.starts(with: Array("--".utf8)) else { break }
            guard let headEnd = find(Array("\r\n\r\n".utf8), in: part) else { continue }
            let head = String(decoding: part[..<headEnd], as: UTF8.self)
            guard let name = attribute("name", in: head), attribute("filename", in: head) == nil else { continue }
            var content = part[(headEnd + 4)...]
            if content.suffix(2).elementsEqual(Array("\r\n".utf8)) { content = content.dropLast(2) }
            let value = JSONValue.string(String(decoding: content, as: UTF8.self))
            switch fields[name] {
            case nil: fields[name] = value
            case .array(let values)?: fields[name] = .array(values + [value])
            case let other?: fields[name] = .array([other, value])
            }
        }
        return .object(fields)
    }

    static func boundary(_ contentType: String) -> String? {
        guard let range = contentType.range(of: "boundary=", options: .caseInsensitive) else { return nil }
        let value = contentType[range.upperBound...].prefix { $0 != ";" }.trimmingCharacters(in: .whitespaces)
        let unquoted = value.trimmingCharacters(in: CharacterSet(charactersIn: "\""))
        return unquoted.isEmpty ? nil : unquoted
    }

    private static func attribute(_ name: String, in head: String) -> String? {
        guard let range = head.range(of: "\(name)=\"") else { return nil }
        return String(head[range.upperBound...].prefix { $0 != "\"" })
    }

    private static func split(_ bytes: [UInt8], on delimiter: [UInt8]) -> [ArraySlice<UInt8>] {
        var parts: [ArraySlice<UInt8>] = []
        var start = 0
        var index = 0
        while index + delimiter.count <= bytes.count {
            if bytes[index..<(index + delimiter.count)].elementsEqual(delimiter) {
                parts.append(bytes[start..<index])
                index += delimiter.count
                start = index
            } else {
                index += 1
            }
        }
        parts.append(bytes[start...])
        return parts
    }

    private static func find(_ needle: [UInt8], in haystack: ArraySlice<UInt8>) -> Int? {
        guard haystack.count >= needle.count else { return nil }
        for index in haystack.startIndex...(haystack.endIndex - needle.count) where haystack[index..<(index + needle.count)].elementsEqual(needle) {
            return index
        }
        return nil
    }
}
