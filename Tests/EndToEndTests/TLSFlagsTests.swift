import Foundation
import XCTest

/// The connection flags of the built `courier` against the HTTPS peers of
/// scripts/transport-peers.sh: what a person sees when the CA is wrong, a
/// pin does not match, or URLSession is asked to do what it cannot. The
/// peers answer every path with their own JSON, not DummyJSON's, so a
/// sign-in that got through ends in "could not be read", never in a TLS error.
final class TLSFlagsTests: XCTestCase {
    private var tls: String!
    private var certificates: String!
    private var pin: String!

    override func setUpWithError() throws {
        let environment = ProcessInfo.processInfo.environment
        guard let tls = environment["COURIER_TLS_URL"], let certificates = environment["COURIER_TLS_CERTIFICATES"],
              let pin = environment["COURIER_TLS_WRONG_PIN"] else {
            let message = "the transport peers are not running: eval \"$(scripts/transport-peers.sh start)\" first"
            if environment["COURIER_REQUIRE_TRANSPORT_PEERS"] == "1" { XCTFail(message + " — CI requires them") }
            throw XCTSkip(message)
        }
        (self.tls, self.certificates, self.pin) = (tls, certificates, pin)
    }

    private func courier(_ flags: [String], transport: String = "curl") throws -> ProcessRunner.Result {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("courier-tls-\(UUID().uuidString)")
        addTeardownBlock { try? FileManager.default.removeItem(at: home) }
        return try ProcessRunner.run(
            "courier", ["--host", "test", "--base-url", tls, "--no-cache"] + flags + ["login", "--username", "emilys"],
            input: "emilyspass\n", environment: ["XDG_CONFIG_HOME": home.path, "LANG": "C.UTF-8", "COURIER_TRANSPORT": transport])
    }

    func testTheRightCAGetsThroughAndTheWrongOneIsSaidSo() throws {
        let trusted = try courier(["--cacert", certificates + "/ca.pem"])
        XCTAssertEqual(trusted.status, 1)
        XCTAssertTrue(trusted.standardError.contains("could not be read"), trusted.standardError)
        XCTAssertFalse(trusted.standardError.contains("certificate"), trusted.standardError)

        let wrong = try courier(["--cacert", certificates + "/wrong-ca.pem"])
        XCTAssertEqual(wrong.status, 1)
        XCTAssertTrue(wrong.standardError.contains("The server's certificate is not trusted"), wrong.standardError)
    }

    func testAPinThatDoesNotMatchIsRefused() throws {
        let refused = try courier(["--cacert", certificates + "/ca.pem", "--pinnedpubkey", pin])
        XCTAssertEqual(refused.status, 1)
        XCTAssertTrue(refused.standardError.contains("not the pinned one"), refused.standardError)
    }

    func testURLSessionSaysPlainlyItCannot() throws {
        let refused = try courier(["--cacert", certificates + "/ca.pem"], transport: "urlSession")
        XCTAssertEqual(refused.status, 1)
        XCTAssertTrue(refused.standardError.contains("URLSession on Linux cannot use a CA bundle"), refused.standardError)
    }

    func testAMissingFileIsAUsageError() throws {
        let missing = try courier(["--cacert", certificates + "/nothing.pem"])
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.standardError.contains("is not a file that can be read"), missing.standardError)
    }
}
