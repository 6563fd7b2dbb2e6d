import Foundation

/// A `multipart/form-data` body (RFC 7578) built part by part: text fields,
/// bytes, and files that stay on disk until they are sent.
///
///     var form = MultipartFormData()
///     form.append("Ada", withName: "name")
///     form.append(fileAt: photoURL, withName: "photo", mimeType: "image/jpeg")
///     client.upload(.multipart(form), to: ProfileRouter.photo)
public struct MultipartFormData: Sendable {
    /// A random boundary is 128 bits: it will not occur in any part by chance.
    public let boundary: String
    /// The parts' bytes in order; files are named, not read.
    private(set) var segments: [UploadSegment] = []

    /// An empty form with `boundary` (a random one unless given).
    public init(boundary: String = MultipartFormData.randomBoundary()) {
        self.boundary = boundary
    }

    /// 128 random bits as hex, after "network.boundary.".
    public static func randomBoundary() -> String {
        let random = (0..<4).map { _ in String(UInt32.random(in: .min ... .max), radix: 16) }
        return "network.boundary." + random.map { String(repeating: "0", count: 8 - $0.count) + $0 }.joined()
    }

    /// The request's `Content-Type`, which names the boundary.
    public var contentType: String { "multipart/form-data; boundary=\(boundary)" }

    /// Whether no part has been added.
    public var isEmpty: Bool { segments.isEmpty }

    /// A text field.
    public mutating func append(_ value: String, withName name: String) {
        appendPart(name: name, fileName: nil, mimeType: nil, content: .bytes(Data(value.utf8)))
    }

    /// Bytes as a field, or as a file when `fileName` is given.
    public mutating func append(_ data: Data, withName name: String, fileName: String? = nil, mimeType: String? = nil) {
        let type = mimeType ?? fileName.map { MIMEType.forFileName($0) }
        appendPart(name: name, fileName: fileName, mimeType: type, content: .bytes(data))
    }

    /// A file read from disk while the body goes out; its name and type default to the file's own.
    public mutating func append(fileAt url: URL, withName name: String, fileName: String? = nil, mimeType: String? = nil) {
        let fileName = fileName ?? url.lastPathComponent
        appendPart(name: name, fileName: fileName, mimeType: mimeType ?? MIMEType.forFileName(fileName), content: .file(url))
    }

    /// Every part followed by the closing delimiter: what goes on the wire.
    var encodedSegments: [UploadSegment] {
        UploadSegment.coalesced(segments + [.bytes(Data("--\(boundary)--\r\n".utf8))])
    }

    private mutating func appendPart(name: String, fileName: String?, mimeType: String?, content: UploadSegment) {
        var head = "--\(boundary)\r\nContent-Disposition: form-data; name=\"\(Self.quoted(name))\""
        if let fileName { head += "; filename=\"\(Self.quoted(fileName))\"" }
        head += "\r\n"
        if let mimeType { head += "Content-Type: \(Self.quoted(mimeType))\r\n" }
        head += "\r\n"
        segments += [.bytes(Data(head.utf8)), content, .bytes(Data("\r\n".utf8))]
    }

    /// What HTML forms do to a name in a quoted parameter: a quote or a line
    /// break in it would end the parameter or the header, so each is escaped.
    static func quoted(_ text: String) -> String {
        guard text.contains(where: { $0 == "\"" || $0 == "\r" || $0 == "\n" || $0 == "\r\n" }) else { return text }
        return text.replacingOccurrences(of: "\"", with: "%22")
            .replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }
}

/// One stretch of an upload body: bytes in memory, or a whole file on disk.
enum UploadSegment: Sendable, Equatable {
    case bytes(Data)
    case file(URL)

    /// Neighbouring byte stretches joined, so a reader makes fewer, longer reads.
    static func coalesced(_ segments: [UploadSegment]) -> [UploadSegment] {
        var joined: [UploadSegment] = []
        for segment in segments {
            if case .bytes(let next) = segment, case .bytes(let previous)? = joined.last {
                joined[joined.count - 1] = .bytes(previous + next)
            } else {
                joined.append(segment)
            }
        }
        return joined
    }
}
