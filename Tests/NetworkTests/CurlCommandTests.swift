@testable import DummyJSON
import Foundation
import Models
import NetworkTestSupport
import XCTest
@testable import Network
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A request as a shell command: exactly what is sent, secrets masked, quoted safely.
final class CurlCommandTests: XCTestCase {
    func testARouteBecomesTheCommandItWouldSendWithTheTokenMasked() throws {
        let network = makeStubbedNetwork(scheduler: .init(resolution: 0.001), session: sampleSession(access: "secret-token"))
        let command = try network.curlCommand(for: TestRoute(.get, "/auth/things", params: ["q": .string("a b")], requiresAuth: true))
        XCTAssertTrue(command.hasPrefix("curl '\(testHost.baseURL.absoluteString)/auth/things?q=a%20b'"), command)
        XCTAssertTrue(command.contains("-H 'Authorization: [REDACTED]'"), command)
        XCTAssertFalse(command.contains("secret-token"))
        XCTAssertTrue(command.contains("-H 'User-Agent: Courier/9.9.9'"), command)
        XCTAssertFalse(command.contains(" -X "), "GET is curl's own default")
    }

    func testABodyIsSentAsIsWithItsSecretsMaskedAndQuotesEscaped() throws {
        let network = makeStubbedNetwork(scheduler: .init(resolution: 0.001))
        let command = try network.curlCommand(for: AuthRouter.login(username: "o'brien", password: "hunter2"))
        XCTAssertTrue(command.contains("-X POST"), command)
        XCTAssertTrue(command.contains(#"--data-raw '{"password":"[REDACTED]","username":"o'\''brien"}'"#), command)
        XCTAssertFalse(command.contains("hunter2"))
    }
}
