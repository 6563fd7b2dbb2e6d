import Foundation

/// How connections to one host are made: whom to trust and how to prove who
/// we are over TLS, or a Unix domain socket instead of TCP. A client keeps
/// them per host name (`NetworkConfiguration.hostOptions`), so a request to
/// another host (a picture on a CDN, a redirect) never carries them.
///
/// libcurl (`CurlTransport`, the default) honours every option.
/// FoundationNetworking's URLSession on Linux offers no per-host trust,
/// pinning, client certificate, TLS version or Unix socket, so
/// `URLSessionTransport` refuses a request to a host with any of them set
/// (`InvalidRequestReason.unsupportedByTransport`) rather than send it
/// without them.
public struct HostOptions: Sendable, Equatable {
    /// TLS trust and identity for this host's https connections.
    public var tls: TLSOptions
    /// Connect to this Unix domain socket instead of the URL's host and port
    /// (`/var/run/docker.sock`); the URL's host still names the `Host` header.
    public var unixSocketPath: String?

    /// Options for one host; the defaults change nothing.
    public init(tls: TLSOptions = TLSOptions(), unixSocketPath: String? = nil) {
        self.tls = tls
        self.unixSocketPath = unixSocketPath
    }

    /// Whether these options change anything: none set is a plain connection.
    public var isDefault: Bool { tls.isDefault && unixSocketPath == nil }
}

/// TLS settings for one host, as curl's `--cacert`, `--pinnedpubkey`,
/// `--cert`/`--key` and `--tlsv1.2` set them.
public struct TLSOptions: Sendable, Equatable {
    /// A PEM file of certificate authorities to trust for this host instead of the system's.
    public var certificateAuthorities: URL?
    /// The server public keys accepted, each `sha256//` and the base64 SHA-256
    /// of the key's DER form; a server whose key is none of them is refused
    /// (`TLSFailure.pinMismatch`) even when its certificate is trusted. Empty: no pinning.
    public var pinnedPublicKeys: [String]
    /// The certificate and key this client presents when the server asks for one.
    public var clientCertificate: ClientCertificate?
    /// The oldest TLS version accepted; nil leaves it to libcurl (TLS 1.2 and later with OpenSSL 3).
    public var minimumVersion: TLSVersion?

    /// TLS settings for one host; the defaults trust the system's authorities and change nothing.
    public init(
        certificateAuthorities: URL? = nil, pinnedPublicKeys: [String] = [], clientCertificate: ClientCertificate? = nil,
        minimumVersion: TLSVersion? = nil
    ) {
        self.certificateAuthorities = certificateAuthorities
        self.pinnedPublicKeys = pinnedPublicKeys
        self.clientCertificate = clientCertificate
        self.minimumVersion = minimumVersion
    }

    /// Whether nothing is set.
    public var isDefault: Bool { self == TLSOptions() }
}

/// A client certificate and its private key, in PEM files.
public struct ClientCertificate: Sendable, Equatable, CustomStringConvertible {
    /// The certificate (PEM); it may hold the key too.
    public var certificate: URL
    /// The private key (PEM); nil when the certificate's file holds it.
    public var privateKey: URL?
    /// The key's passphrase, if it is encrypted. A secret: never printed.
    public var keyPassword: String?

    /// A certificate and, unless its own file holds it, its key.
    public init(certificate: URL, privateKey: URL? = nil, keyPassword: String? = nil) {
        self.certificate = certificate
        self.privateKey = privateKey
        self.keyPassword = keyPassword
    }

    /// The files, with the passphrase masked.
    public var description: String {
        "ClientCertificate(certificate: \(certificate.path), privateKey: \(privateKey?.path ?? "in the certificate's file"), "
            + "keyPassword: \(keyPassword == nil ? "none" : "••••"))"
    }
}

/// A TLS protocol version.
public enum TLSVersion: String, Sendable, CaseIterable, Comparable {
    /// TLS 1.0 (RFC 2246).
    case v1_0 = "1.0"
    /// TLS 1.1 (RFC 4346).
    case v1_1 = "1.1"
    /// TLS 1.2 (RFC 5246).
    case v1_2 = "1.2"
    /// TLS 1.3 (RFC 8446).
    case v1_3 = "1.3"

    /// Older versions first.
    public static func < (lhs: TLSVersion, rhs: TLSVersion) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
