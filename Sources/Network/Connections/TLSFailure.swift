/// Why a TLS connection failed, as values a caller can switch on and the app
/// words: each is a different thing to fix.
public enum TLSFailure: Sendable, Equatable {
    /// The server's certificate does not chain to a trusted authority, or
    /// names another host, or has expired: the wrong CA bundle, say.
    case untrustedServer(detail: String)
    /// The server's public key is none of the pinned ones.
    case pinMismatch
    /// The server wanted a client certificate and got none, or refused the one sent.
    case clientCertificateRejected(detail: String)
    /// The client certificate or its key could not be read or used (a file, a passphrase).
    case clientCertificateUnusable(detail: String)
    /// The CA bundle could not be read.
    case unreadableCertificateAuthorities(detail: String)
    /// No protocol version or cipher both sides accept (a minimum version the server does not reach, say).
    case handshakeFailed(detail: String)
}

extension TLSFailure {
    /// Which TLS failure libcurl's sentence names, for a transport that passes
    /// on only the sentence (FoundationNetworking's URLSession on Linux gives
    /// every TLS failure the code `unknown`, with libcurl's words).
    static func named(by message: String) -> TLSFailure? {
        let text = message.lowercased()
        if ["alert certificate required", "alert bad certificate", "alert unknown ca", "alert certificate unknown"]
            .contains(where: text.contains) {
            return .clientCertificateRejected(detail: message)
        }
        if text.contains("ssl certificate problem") || text.contains("certificate verify failed")
            || text.contains("no alternative certificate subject name") || text.contains("ssl peer certificate") {
            return .untrustedServer(detail: message)
        }
        if text.contains("pinned public key") { return .pinMismatch }
        if text.contains("ssl") || text.contains("tls") { return .handshakeFailed(detail: message) }
        return nil
    }
}

extension TLSFailure: CustomStringConvertible {
    /// For logs and developers; the app words it through its error presenter.
    public var description: String {
        switch self {
        case .untrustedServer(let detail): return "the server's certificate is not trusted: \(detail)"
        case .pinMismatch: return "the server's public key is not a pinned one"
        case .clientCertificateRejected(let detail): return "the client certificate was missing or refused: \(detail)"
        case .clientCertificateUnusable(let detail): return "the client certificate or key cannot be used: \(detail)"
        case .unreadableCertificateAuthorities(let detail): return "the CA bundle cannot be read: \(detail)"
        case .handshakeFailed(let detail): return "the TLS handshake failed: \(detail)"
        }
    }
}
