/// Why a request cannot be answered by the handler. Each case becomes a
/// `{"message": ...}` answer with `status`, after which the connection closes,
/// because the rest of the byte stream can no longer be trusted to frame requests.
package enum HTTPParseError: Error, Equatable {
    case malformedRequestLine
    case malformedHeader
    case malformedTarget
    case headersTooLarge(limit: Int)
    case bodyTooLarge(limit: Int)
    case invalidContentLength
    case malformedChunkedBody
    case unsupportedTransferEncoding(String)
    case unsupportedVersion(String)

    var status: Int {
        switch self {
        case .malformedRequestLine, .malformedHeader, .malformedTarget, .invalidContentLength, .malformedChunkedBody: 400
        case .headersTooLarge: 431
        case .bodyTooLarge: 413
        case .unsupportedTransferEncoding: 501
        case .unsupportedVersion: 505
        }
    }

    /// Safe to send back: echoes at most the version or coding token, never a header value.
    var message: String {
        switch self {
        case .malformedRequestLine: "Malformed request line"
        case .malformedHeader: "Malformed header"
        case .malformedTarget: "Malformed request target"
        case .headersTooLarge(let limit): "Request headers exceed \(limit) bytes"
        case .bodyTooLarge(let limit): "Request body exceeds \(limit) bytes"
        case .invalidContentLength: "Invalid Content-Length"
        case .malformedChunkedBody: "Malformed chunked body"
        case .unsupportedTransferEncoding: "Transfer-Encoding other than chunked is not supported"
        case .unsupportedVersion: "HTTP version not supported; use HTTP/1.1"
        }
    }
}
