import CCurl
import Foundation

/// How a libcurl failure reads as the URLError codes URLSession would have
/// used, so ResponseValidator.map and the retry policy treat both transports alike.
enum CurlError {
    /// `oversize` is the body size that passed the limit and the limit, when our
    /// own write callback refused the body (libcurl calls that a write error).
    static func urlError(_ code: CURLcode, oversize: (bytes: Int64, limit: Int64)? = nil, url: URL?, detail: String) -> URLError {
        let message = detail.isEmpty ? String(cString: curl_easy_strerror(code)) : detail
        var userInfo: [String: Any] = [NSLocalizedDescriptionKey: message]
        if let url { userInfo[NSURLErrorFailingURLErrorKey] = url }
        if let failure = tlsFailure(code, detail: message) { userInfo[TransportErrorKey.tlsFailure] = failure }
        guard let oversize else { return URLError(Self.code(for: code), userInfo: userInfo) }
        userInfo[TransportErrorKey.bodyBytes] = oversize.bytes
        userInfo[TransportErrorKey.bodyLimit] = oversize.limit
        return URLError(.dataLengthExceedsMaximum, userInfo: userInfo)
    }

    /// Which TLS failure a libcurl error is, when it is one. A server that wants a
    /// client certificate and gets none says so with a TLS alert, which libcurl
    /// reports as a failed read or write after the handshake (TLS 1.3) or a failed
    /// handshake (TLS 1.2), naming the alert when it read it before the connection closed.
    static func tlsFailure(_ code: CURLcode, detail: String) -> TLSFailure? {
        if [CURLE_SSL_CONNECT_ERROR, CURLE_RECV_ERROR, CURLE_SEND_ERROR, CURLE_GOT_NOTHING].contains(code),
           case .clientCertificateRejected? = TLSFailure.named(by: detail) {
            return .clientCertificateRejected(detail: detail)
        }
        switch code {
        case CURLE_PEER_FAILED_VERIFICATION: return .untrustedServer(detail: detail)
        case CURLE_SSL_PINNEDPUBKEYNOTMATCH: return .pinMismatch
        case CURLE_SSL_CERTPROBLEM: return .clientCertificateUnusable(detail: detail)
        case CURLE_SSL_CACERT_BADFILE: return .unreadableCertificateAuthorities(detail: detail)
        case CURLE_SSL_CONNECT_ERROR, CURLE_SSL_CIPHER: return .handshakeFailed(detail: detail)
        default: return nil
        }
    }

    static func code(for code: CURLcode) -> URLError.Code {
        switch code {
        case CURLE_OPERATION_TIMEDOUT: return .timedOut
        case CURLE_COULDNT_CONNECT: return .cannotConnectToHost
        case CURLE_COULDNT_RESOLVE_HOST, CURLE_COULDNT_RESOLVE_PROXY: return .cannotFindHost
        case CURLE_PARTIAL_FILE, CURLE_GOT_NOTHING, CURLE_RECV_ERROR, CURLE_SEND_ERROR, CURLE_HTTP2,
             CURLE_HTTP2_STREAM, CURLE_HTTP3, CURLE_QUIC_CONNECT_ERROR:
            return .networkConnectionLost
        case CURLE_WEIRD_SERVER_REPLY: return .badServerResponse
        case CURLE_UNSUPPORTED_PROTOCOL: return .unsupportedURL
        case CURLE_URL_MALFORMAT: return .badURL
        case CURLE_BAD_CONTENT_ENCODING: return .cannotDecodeContentData
        case CURLE_TOO_MANY_REDIRECTS: return .httpTooManyRedirects
        case CURLE_ABORTED_BY_CALLBACK: return .cancelled
        case CURLE_SSL_CONNECT_ERROR, CURLE_SSL_CIPHER, CURLE_SSL_ENGINE_NOTFOUND, CURLE_SSL_ENGINE_SETFAILED,
             CURLE_SSL_CACERT_BADFILE, CURLE_SSL_SHUTDOWN_FAILED, CURLE_SSL_CRL_BADFILE, CURLE_SSL_ISSUER_ERROR,
             CURLE_SSL_PINNEDPUBKEYNOTMATCH, CURLE_SSL_INVALIDCERTSTATUS:
            return .secureConnectionFailed
        case CURLE_PEER_FAILED_VERIFICATION: return .serverCertificateUntrusted
        case CURLE_SSL_CERTPROBLEM: return .clientCertificateRejected
        case CURLE_FILESIZE_EXCEEDED: return .dataLengthExceedsMaximum
        default: return .unknown
        }
    }
}
