import Foundation
import Network
import XCTest
@testable import CourierCLI

/// `--cacert`, `--pinnedpubkey`, `--cert`, `--key`, `--tls-min` and `--unix-socket`:
/// parsed, checked, and turned into the chosen host's options.
final class ConnectionFlagsTests: XCTestCase {
    private func file() throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("courier-pem-\(UUID().uuidString).pem")
        try Data("-----BEGIN CERTIFICATE-----\n".utf8).write(to: url)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url.path
    }

    func testEachFlagReachesTheChosenHostsOptions() throws {
        let ca = try file(), cert = try file(), key = try file()
        let options = try CourierOptions(arguments: [
            "--cacert", ca, "--pinnedpubkey", "sha256//AAAA", "--pinnedpubkey=sha256//BBBB;sha256//CCCC", "--cert", cert,
            "--key", key, "--tls-min", "1.3", "--unix-socket", "/run/api.sock", "whoami",
        ])
        let host = try APIHost(kind: .test, baseURL: URL(string: "https://api.example.test:8443/v1")!)
        let hostOptions = options.connection.hostOptions(for: host, environment: ["COURIER_KEY_PASSWORD": "sesame"])
        XCTAssertEqual(Array(hostOptions.keys), ["api.example.test"], "the chosen host's name only")
        let chosen = try XCTUnwrap(hostOptions["api.example.test"])
        XCTAssertEqual(chosen.tls.certificateAuthorities?.path, ca)
        XCTAssertEqual(chosen.tls.pinnedPublicKeys, ["sha256//AAAA", "sha256//BBBB", "sha256//CCCC"])
        XCTAssertEqual(chosen.tls.clientCertificate,
                       ClientCertificate(certificate: URL(fileURLWithPath: cert), privateKey: URL(fileURLWithPath: key), keyPassword: "sesame"))
        XCTAssertEqual(chosen.tls.minimumVersion, .v1_3)
        XCTAssertEqual(chosen.unixSocketPath, "/run/api.sock")
        XCTAssertFalse(String(describing: chosen).contains("sesame"), "the passphrase is never printed")
    }

    func testNoFlagsMeanNoOptions() throws {
        let host = try APIHost(kind: .test, baseURL: URL(string: "http://127.0.0.1:8080")!)
        XCTAssertEqual(try CourierOptions(arguments: []).connection.hostOptions(for: host, environment: [:]), [:])
    }

    func testMistakesAreUsageErrors() throws {
        let cert = try file()
        let table: [([String], String)] = [
            (["--cacert", "/nonexistent/ca.pem"], "--cacert: '/nonexistent/ca.pem' is not a file that can be read"),
            (["--pinnedpubkey", "AAAA"], "--pinnedpubkey takes sha256//BASE64 (';' between several), not 'AAAA'"),
            (["--tls-min", "1.4"], "--tls-min takes 1.0|1.1|1.2|1.3, not '1.4'"),
            (["--key", cert], "--key needs --cert"),
            (["--unix-socket="], "--unix-socket needs a path"),
        ]
        for (arguments, message) in table {
            XCTAssertThrowsError(try CourierOptions(arguments: arguments), arguments.joined(separator: " ")) { error in
                XCTAssertEqual((error as? CourierOptions.UsageError)?.description, message)
            }
        }
    }

    func testTheHelpNamesThem() {
        let usage = CourierOptions.usage()
        for flag in ConnectionFlags.names { XCTAssertTrue(usage.contains(flag), flag) }
        XCTAssertTrue(usage.contains("COURIER_KEY_PASSWORD"))
    }
}
