import Foundation

/// A user name and password for HTTP authentication (Alamofire's
/// `authenticate(username:password:)`): Basic sent with the request, or an
/// answer to the server's Basic or Digest challenge. A route carries its own
/// (`Route.credential`), or the client one for its host's origin
/// (`NetworkConfiguration.credential`); either way it is sent only to the
/// origin the request was made for, never after a redirect elsewhere.
public struct HTTPCredential: Sendable, Equatable, CustomStringConvertible {
    /// When and how the credential is sent.
    public enum Scheme: Sendable, Equatable {
        /// `Authorization: Basic` with the first request, on every transport:
        /// for servers that never challenge (a 404 instead of a 401, say).
        case basic
        /// Only in answer to a `WWW-Authenticate: Digest` challenge.
        case digest
        /// In answer to whichever challenge the server sends, Basic or Digest.
        case any
    }

    /// The user name.
    public var user: String
    /// A secret: never printed, masked in logs.
    public var password: String
    /// When and how it is sent.
    public var scheme: Scheme

    /// A credential sent as `scheme` says: by default in answer to the server's challenge.
    public init(user: String, password: String, scheme: Scheme = .any) {
        self.user = user
        self.password = password
        self.scheme = scheme
    }

    /// `Basic <base64 of user:password>`.
    public var basicAuthorization: String {
        "Basic " + Data("\(user):\(password)".utf8).base64EncodedString()
    }

    /// The user and scheme, with the password masked.
    public var description: String { "HTTPCredential(user: \(user), password: ••••, scheme: \(scheme))" }
}
