import Foundation
import Network
import XCTest

/// Per-host TLS options against real HTTPS servers with a test CA: a trusted
/// chain, the wrong CA, a pinned key that matches and one that does not, a
/// server that requires a client certificate, one that stops at TLS 1.2.
/// libcurl honours each; URLSession on Linux cannot, and refuses in plain words.
final class TLSTests: PeerTestCase {
    private func options(
        ca: String? = "ca.pem", pins: [String] = [], client: ClientCertificate? = nil, minimum: TLSVersion? = nil
    ) -> [String: HostOptions] {
        let tls = TLSOptions(certificateAuthorities: ca.map(peers.file), pinnedPublicKeys: pins, clientCertificate: client,
                             minimumVersion: minimum)
        return ["127.0.0.1": HostOptions(tls: tls)]
    }

    private func tlsFailure<T>(_ answer: NetworkResult<T>, file: StaticString = #filePath, line: UInt = #line) -> TLSFailure? {
        guard case .error(.tls(let failure)) = answer else {
            XCTFail("not a TLS failure: \(answer)", file: file, line: line)
            return nil
        }
        return failure
    }

    func testATrustedChainIsAnsweredOverTLS() throws {
        let answer = try result(try client(peers.tls, transport: .curl, hostOptions: options()), PeerRoute(), as: PeerEcho.self)
        XCTAssertEqual(answer.value?.server, "tls")
        XCTAssertEqual(answer.value?.tls, "TLSv1.3")
    }

    func testTheWrongCAIsAnUntrustedServerOnBothTransports() throws {
        let wrong = try result(try client(peers.tls, transport: .curl, hostOptions: options(ca: "wrong-ca.pem")), PeerRoute(),
                               as: PeerEcho.self)
        guard case .untrustedServer(let detail)? = tlsFailure(wrong) else { return XCTFail("\(wrong)") }
        XCTAssertFalse(detail.isEmpty, "libcurl says why")
        // Without options both transports trust the system's authorities only, which never signed the test CA.
        for transport in TransportKind.allCases {
            let system = try result(try client(peers.tls, transport: transport), PeerRoute(), as: PeerEcho.self)
            guard case .untrustedServer? = tlsFailure(system) else { return XCTFail("\(transport): \(system)") }
        }
    }

    func testAPinnedKeyThatMatchesPassesAndOneThatDoesNotIsRefused() throws {
        let matching = try result(try client(peers.tls, transport: .curl, hostOptions: options(pins: [peers.wrongPin, peers.pin])),
                                  PeerRoute(), as: PeerEcho.self)
        XCTAssertEqual(matching.value?.server, "tls", "any one of the pins may match")
        let other = try result(try client(peers.tls, transport: .curl, hostOptions: options(pins: [peers.wrongPin])), PeerRoute(),
                               as: PeerEcho.self)
        XCTAssertEqual(tlsFailure(other), .pinMismatch, "trusted, but not the pinned key")
    }

    func testAServerThatRequiresAClientCertificate() throws {
        // TLS 1.3 gives a client that sent no certificate no reason: the server's alert
        // comes after the handshake and the connection is usually reset before it is read.
        let none = try result(try client(peers.clientCertificateTLS, transport: .curl, hostOptions: options()), PeerRoute(),
                              as: PeerEcho.self)
        switch none {
        case .error(.tls(.clientCertificateRejected)), .error(.invalidResponse): break
        default: XCTFail("without a certificate: \(none)")
        }

        let certificate = ClientCertificate(certificate: peers.file("client.pem"), privateKey: peers.file("client.key"))
        let presented = try result(try client(peers.clientCertificateTLS, transport: .curl, hostOptions: options(client: certificate)),
                                   PeerRoute(), as: PeerEcho.self)
        XCTAssertEqual(presented.value?.client, "courier-client", "the server saw our certificate")

        let encrypted = ClientCertificate(certificate: peers.file("client.pem"), privateKey: peers.file("client-encrypted.key"),
                                          keyPassword: "courier-test")
        let unlocked = try result(try client(peers.clientCertificateTLS, transport: .curl, hostOptions: options(client: encrypted)),
                                  PeerRoute(), as: PeerEcho.self)
        XCTAssertEqual(unlocked.value?.client, "courier-client", "an encrypted key with its passphrase")

        var wrongPassword = encrypted
        wrongPassword.keyPassword = "not it"
        let locked = try result(try client(peers.clientCertificateTLS, transport: .curl, hostOptions: options(client: wrongPassword)),
                                PeerRoute(), as: PeerEcho.self)
        guard case .clientCertificateUnusable? = tlsFailure(locked) else { return XCTFail("\(locked)") }
    }

    func testAMinimumVersionTheServerDoesNotReachFailsTheHandshake() throws {
        let tooNew = try result(try client(peers.tls12, transport: .curl, hostOptions: options(minimum: .v1_3)), PeerRoute(),
                                as: PeerEcho.self)
        guard case .handshakeFailed? = tlsFailure(tooNew) else { return XCTFail("\(tooNew)") }
        let enough = try result(try client(peers.tls12, transport: .curl, hostOptions: options(minimum: .v1_2)), PeerRoute(),
                                as: PeerEcho.self)
        XCTAssertEqual(enough.value?.tls, "TLSv1.2")
    }

    func testOptionsBelongToTheirHostOnly() throws {
        // Given for localhost, they do nothing for 127.0.0.1: the system's trust applies there.
        let elsewhere = ["localhost": HostOptions(tls: TLSOptions(certificateAuthorities: peers.file("ca.pem")))]
        let answer = try result(try client(peers.tls, transport: .curl, hostOptions: elsewhere), PeerRoute(), as: PeerEcho.self)
        guard case .untrustedServer? = tlsFailure(answer) else { return XCTFail("\(answer)") }
        var localhost = URLComponents(url: peers.tls, resolvingAgainstBaseURL: false)!
        localhost.host = "localhost"
        let named = try result(try client(localhost.url!, transport: .curl, hostOptions: elsewhere), PeerRoute(), as: PeerEcho.self)
        XCTAssertEqual(named.value?.server, "tls", "the certificate names localhost too")
    }

    func testATLSFailureIsNotRetried() throws {
        struct Retried: Route {
            var relation: (method: HTTPMethod, path: String, params: Parameters?) { (.get, "/hello", nil) }
        }
        let plugin = RecordingPlugin()
        var configuration = NetworkConfiguration(host: try APIHost(kind: .test, baseURL: peers.tls))
        configuration.hostOptions = options(ca: "wrong-ca.pem")
        configuration.plugins = [plugin]
        let answer = try result(NetworkClient(configuration: configuration), Retried(), as: PeerEcho.self)
        guard case .untrustedServer? = tlsFailure(answer) else { return XCTFail("\(answer)") }
        XCTAssertEqual(plugin.sent.count, 1, "trying again cannot make the certificate trusted")
    }

    func testURLSessionRefusesHostOptionsInPlainWords() throws {
        let certificate = ClientCertificate(certificate: peers.file("client.pem"), privateKey: peers.file("client.key"))
        let everything = options(pins: [peers.pin], client: certificate, minimum: .v1_2)
        let answer = try result(try client(peers.tls, transport: .urlSession, hostOptions: everything), PeerRoute(), as: PeerEcho.self)
        guard case .error(.invalidRequest(.unsupportedByTransport(let what))) = answer else { return XCTFail("\(answer)") }
        for named in ["a CA bundle", "pinned public keys", "a client certificate", "a minimum TLS version", "127.0.0.1", "libcurl"] {
            XCTAssertTrue(what.contains(named), "'\(what)' names \(named)")
        }
    }
}
