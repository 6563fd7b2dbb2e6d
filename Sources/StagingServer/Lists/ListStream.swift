import Foundation
import JSON

/// A long list page written while it is encoded: the envelope's bytes up to
/// the items' `[`, the items a batch at a time, then the rest. The bytes are
/// exactly those of the whole envelope, since both come from
/// `SortedJSONWriter`: the shell is the envelope with no items, cut at them.
enum ListStream {
    /// More items than this are streamed. Above the default dataset's lists,
    /// so their answers keep an ETag and the memo.
    static let threshold = 1_000
    /// Items per piece: about 300 KB of products, a few socket buffers.
    static let batch = 256

    static func response(
        shell: JSONValue, key: String, page: [Int], item: @escaping @Sendable (Int) -> JSONValue
    ) -> HTTPResponse {
        let bytes = SortedJSONWriter.data(shell) ?? Data("{}".utf8)
        let marker = Data("\"\(key)\":[]".utf8)
        guard let range = bytes.range(of: marker) else { return .json(200, bytes) }
        let opening = bytes[..<(range.upperBound - 1)] // through the `[`
        let closing = bytes[(range.upperBound - 1)...] // from the `]`
        let stream = HTTPBodyStream {
            var position = 0
            var closed = false
            var opened = false
            return AnyIterator {
                if !opened {
                    opened = true
                    return Data(opening)
                }
                guard position < page.count else {
                    if closed { return nil }
                    closed = true
                    return Data(closing)
                }
                var piece = Data()
                for index in position..<min(page.count, position + batch) {
                    if index > 0 { piece.append(UInt8(ascii: ",")) }
                    piece.append(SortedJSONWriter.data(item(page[index])) ?? Data("{}".utf8))
                }
                position = min(page.count, position + batch)
                return piece
            }
        }
        return HTTPResponse(status: 200, headers: [("Content-Type", "application/json; charset=utf-8")], bodyStream: stream)
    }
}
