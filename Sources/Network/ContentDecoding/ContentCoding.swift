/// One content coding a response body was put through, as `Content-Encoding`
/// names it: the ones libcurl decodes (and so the ones a request offers).
enum ContentCoding: Equatable, Sendable {
    case gzip, deflate, brotli, zstd

    /// The codings of a `Content-Encoding` value in the order they are to be
    /// undone (the last applied first), `identity` left out; a coding this
    /// transport cannot undo is returned as its name, for the error.
    static func toUndo(_ header: String) -> Result<[ContentCoding], UnknownContentCoding> {
        var codings: [ContentCoding] = []
        for item in header.split(separator: ",") {
            let name = item.trimmingCharacters(in: .whitespaces).lowercased()
            switch name {
            case "", "identity": continue
            case "gzip", "x-gzip": codings.append(.gzip)
            case "deflate": codings.append(.deflate)
            case "br": codings.append(.brotli)
            case "zstd": codings.append(.zstd)
            default: return .failure(UnknownContentCoding(name: name))
            }
        }
        return .success(codings.reversed())
    }
}

/// A `Content-Encoding` this transport has no decoder for.
struct UnknownContentCoding: Error {
    let name: String
}
