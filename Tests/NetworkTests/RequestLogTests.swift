@testable import DummyJSON
import Foundation
import Models
import NetworkTestSupport
import NetworkTesting
import Reactive
import ReactiveTesting
import XCTest
@testable import Network
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

final class RequestLogTests: XCTestCase {
    private let scheduler = TestScheduler(resolution: 0.001)

    private func lines(_ path: String) throws -> [String] {
        try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map(String.init)
    }

    func testOneRedactedLinePerAttemptAndNoSecrets() throws {
        let path = try makeTemporaryDirectory().appendingPathComponent("requests.log").path
        let jwt = "eyJhbGciOiJIUzI1NiJ9.eyJpZCI6MX0xxxxxxxx.c2lnbmF0dXJlxxxxxxxx"
        let transport = ScriptedTransport(.immediate) { request in
            switch request.url?.path {
            case "/auth/login": return reply(request, 200, #"{"accessToken":"\#(jwt)","refreshToken":"refresh-secret","id":1,"username":"emilys","email":"e","firstName":"E","lastName":"J"}"#)
            case "/flaky": return reply(request, 503, "")
            default: return reply(request, 200, #"{"name":"ok"}"#)
            }
        }
        let network = makeNetwork(transport: transport, scheduler: scheduler, logPath: path)
        _ = record(network.signIn(username: "emilys", password: "emilyspass"), on: scheduler)
        _ = record(network.request(TestRoute(.get, "/auth/items", params: ["access_token": "query-secret", "q": "phone"],
                                             requiresAuth: true), as: Named.self), on: scheduler)
        _ = record(network.request(TestRoute(.get, "/flaky"), as: Named.self), on: scheduler)
        scheduler.start()

        let logged = try lines(path)
        XCTAssertEqual(logged.count, 5, "login, items, and three attempts of /flaky:\n\(logged.joined(separator: "\n"))")
        XCTAssertEqual(transport.requests.count, logged.count)
        let text = logged.joined(separator: "\n")
        for secret in ["emilyspass", jwt, "refresh-secret", "query-secret", "Bearer"] {
            XCTAssertFalse(text.contains(secret), "\(secret) leaked into the log")
        }
        XCTAssertTrue(logged[0].contains(" POST http://127.0.0.1:9/auth/login 200 "), logged[0])
        XCTAssertTrue(logged[1].contains(" GET http://127.0.0.1:9/auth/items?access_token="), logged[1])
        XCTAssertTrue(logged[1].contains("q=phone"), logged[1])
        XCTAssertEqual(logged.filter { $0.contains("/flaky 503 ") }.count, 3)
        XCTAssertTrue(logged.allSatisfy { $0.hasSuffix("B") }, "each line ends with the byte count")
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        XCTAssertEqual((attributes[.posixPermissions] as? NSNumber).map { $0.intValue & 0o777 }, 0o600)
    }

    func testTheLogAppendsAcrossNetworks() throws {
        let path = try makeTemporaryDirectory().appendingPathComponent("requests.log").path
        for _ in 0..<2 {
            let network = makeStubbedNetwork(scheduler: scheduler, sample: { _ in json(200, "{}") }, logPath: path)
            _ = record(network.request(TestRoute(), as: EmptyResponse.self), on: scheduler)
        }
        XCTAssertEqual(try lines(path).count, 2)
    }

    func testTwoNetworksSharingALogBothKeepTheirLines() throws {
        // Two courier processes given the same --log, say: neither may write over the other.
        let path = try makeTemporaryDirectory().appendingPathComponent("shared.log").path
        let networks = (0..<2).map { _ in
            makeStubbedNetwork(scheduler: scheduler, sample: { _ in json(200, "{}") }, logPath: path)
        }
        for round in 0..<3 {
            for (index, network) in networks.enumerated() {
                _ = record(network.request(TestRoute(.get, "/n\(index)/r\(round)"), as: EmptyResponse.self), on: scheduler)
            }
        }
        let logged = try lines(path)
        XCTAssertEqual(logged.count, 6, logged.joined(separator: "\n"))
        for round in 0..<3 {
            for index in 0..<2 {
                XCTAssertEqual(logged.filter { $0.contains("/n\(index)/r\(round) ") }.count, 1, "n\(index) r\(round)")
            }
        }
    }

    func testAFailedAttemptIsLoggedWithItsErrorCode() {
        let outcome = RequestOutcome(
            request: URLRequest(url: URL(string: "http://127.0.0.1:9/x?token=abc")!),
            result: .failure(URLError(.timedOut)), duration: 0.0126, requestID: "req-7")
        let line = RequestLogPlugin.line(for: outcome, now: Date(timeIntervalSince1970: 0))
        XCTAssertTrue(line.hasPrefix("1970-01-01T00:00:00Z req-7 GET http://127.0.0.1:9/x?token="), line)
        XCTAssertTrue(line.hasSuffix(" ERR(\(URLError.Code.timedOut.rawValue)) 13ms 0B"), line)
        XCTAssertFalse(line.contains("abc"), line)
    }

    func testAnUnwritableLogNeverFailsARequest() {
        let network = makeStubbedNetwork(scheduler: scheduler, sample: { _ in json(200, #"{"name":"fine"}"#) },
                                         logPath: "/nonexistent-dir/requests.log")
        let (observer, _) = record(network.request(TestRoute(), as: Named.self), on: scheduler)
        XCTAssertEqual(observer.elements, [.value(Named(name: "fine"))])
    }
}
