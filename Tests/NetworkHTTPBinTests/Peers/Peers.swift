import Foundation
import XCTest

/// The servers scripts/transport-peers.sh starts, as it exports them.
struct Peers: Sendable {
    static let requireVariable = "COURIER_REQUIRE_TRANSPORT_PEERS"
    static let howToStart = """
        start them with `eval "$(scripts/transport-peers.sh start)"` in the package directory, \
        then `swift test --filter NetworkHTTPBinTests`; `scripts/transport-peers.sh stop` ends them
        """

    /// HTTPS with a certificate the test CA signed.
    let tls: URL
    /// The same, requiring a client certificate the test CA signed.
    let clientCertificateTLS: URL
    /// The same certificate, TLS 1.2 at most.
    let tls12: URL
    /// Where the test CA's files are: ca.pem, wrong-ca.pem, client.pem, client.key, client-encrypted.key.
    let certificates: URL
    /// `sha256//…` of the server's key, and of a key that is not the server's.
    let pin: String
    let wrongPin: String
    /// Server-sent events and JSON lines over plain HTTP.
    let events: URL
    /// The HTTP server on a Unix socket.
    let unixSocket: String

    struct Unavailable: Error, CustomStringConvertible {
        let description: String
    }

    /// The peers; without them, a skip on a developer's machine and a failure in CI.
    static func resolve(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> Peers {
        let names = [
            "COURIER_TLS_URL", "COURIER_TLS_CLIENT_CERTIFICATE_URL", "COURIER_TLS12_URL", "COURIER_TLS_CERTIFICATES",
            "COURIER_TLS_PIN", "COURIER_TLS_WRONG_PIN", "COURIER_EVENTS_URL", "COURIER_UNIX_SOCKET",
        ]
        let missing = names.filter { (environment[$0] ?? "").isEmpty }
        guard missing.isEmpty else {
            let message = "the transport peers are not running (\(missing.joined(separator: ", ")) unset): \(howToStart)"
            if RealPeerTestCase.isRequired(requireVariable, environment: environment) {
                throw Unavailable(description: message + " — CI requires them")
            }
            throw XCTSkip(message)
        }
        func url(_ name: String) throws -> URL {
            guard let url = URL(string: environment[name]!), url.host != nil else {
                throw Unavailable(description: "\(name)=\(environment[name]!) is not a URL")
            }
            return url
        }
        return Peers(
            tls: try url("COURIER_TLS_URL"), clientCertificateTLS: try url("COURIER_TLS_CLIENT_CERTIFICATE_URL"),
            tls12: try url("COURIER_TLS12_URL"), certificates: URL(fileURLWithPath: environment["COURIER_TLS_CERTIFICATES"]!),
            pin: environment["COURIER_TLS_PIN"]!, wrongPin: environment["COURIER_TLS_WRONG_PIN"]!,
            events: try url("COURIER_EVENTS_URL"), unixSocket: environment["COURIER_UNIX_SOCKET"]!)
    }

    func file(_ name: String) -> URL { certificates.appendingPathComponent(name) }
}
