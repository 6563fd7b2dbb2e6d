/// Why a request could not be built, as values the app words: the network
/// layer keeps no sentences of its own.
public enum InvalidRequestReason: Sendable, Equatable {
    /// A base URL that is not http(s).
    case unsupportedURL(String)
    /// Plain http for the release host, which only speaks https.
    case insecureRelease(String)
    /// A host name that is none of `HostKind.allCases`.
    case unknownHost(String)
    /// The demo host before its server has a port.
    case demoServerNotStarted
    /// Parameters that cannot be put in a URL or a JSON body.
    case unencodableParameters
    /// A route's body value that its encoder refused (names the type).
    case unencodableBody(String)
    /// A write to something that cannot be written (names it).
    case readOnly(String)
    /// A body on a method that carries none (GET, HEAD): refused before sending,
    /// as servers and FoundationNetworking treat it unpredictably.
    case bodyNotAllowed(method: String)
    /// A file to upload that is missing, not a regular file, or not readable (its path).
    case unreadableUpload(String)
    /// The transport cannot do what the request needs (names it): URLSession on
    /// Linux with a host's TLS options or Unix socket, say. Refused before sending.
    case unsupportedByTransport(String)
}
