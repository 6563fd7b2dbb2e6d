@testable import DummyJSON
import Foundation
import Models
import NetworkTestSupport
import Reactive
import StagingServer
import XCTest
@testable import Network

/// Signing in, the session file, expiry and refresh against the staging server over real sockets.
final class SignInAgainstStagingServerTests: XCTestCase {
    func testLoginMeAndTheSessionFile() throws {
        let server = try startStaging()
        let config = try makeTemporaryDirectory()
        let directory = SessionFile.defaultDirectory(environment: ["XDG_CONFIG_HOME": config.path, "HOME": "/nonexistent"])
        XCTAssertEqual(directory.path, config.appendingPathComponent("courier").path)
        let file = SessionFile(origin: APIHost.origin(of: server.baseURL), directory: directory)
        let network = try makeStagingNetwork(for: server.baseURL, sessionFile: file)

        let session = try XCTUnwrap(signIn(network))
        XCTAssertEqual(session.username, "emilys")
        XCTAssertEqual(session.id, 1)
        let attributes = try FileManager.default.attributesOfItem(atPath: file.url.path)
        XCTAssertEqual((attributes[.posixPermissions] as? NSNumber).map { $0.intValue & 0o777 }, 0o600)
        XCTAssertEqual(file.load()?.auth.accessToken, session.accessToken)
        XCTAssertEqual(file.load()?.origin, network.host.origin)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), [file.url.lastPathComponent])

        let me = firstResult(network, AuthRouter.me, as: User.self)
        XCTAssertEqual(me?.value?.username, "emilys")
        XCTAssertEqual(me?.value?.firstName, session.firstName)

        // A new network for the same host resumes the saved session.
        let resumed = try makeStagingNetwork(for: server.baseURL, sessionFile: file)
        XCTAssertEqual(firstResult(resumed, AuthRouter.me, as: User.self)?.value?.id, 1)

        network.signOut()
        XCTAssertFalse(FileManager.default.fileExists(atPath: file.url.path))
        let afterSignOut = firstResult(network, AuthRouter.me, as: User.self)
        XCTAssertEqual(afterSignOut?.error, .unauthorized(message: nil), "no session, nothing to refresh")
    }

    func testWrongCredentialsAndMissingFields() throws {
        let server = try startStaging()
        let network = try makeStagingNetwork(for: server.baseURL)
        XCTAssertEqual(firstResult(network.signIn(username: "emilys", password: "nope"))?.error,
                       .http(status: 400, message: "Invalid credentials"))
        XCTAssertEqual(firstResult(network.signIn(username: "", password: ""))?.error,
                       .http(status: 400, message: "Username and password required"))
        XCTAssertEqual(firstResult(network.signIn(username: "EMILYS", password: "emilyspass"))?.value?.username, "emilys",
                       "user names ignore case")
        XCTAssertNotNil(network.sessionStore.current)
    }

    func testAnExpiredTokenIsRefreshedOnceAndTheRequestGoesThrough() throws {
        let clock = StagingClock()
        let log = StagingLog()
        let server = try startStaging(tokenTTL: 60, clock: clock, log: log)
        let file = SessionFile(origin: APIHost.origin(of: server.baseURL), directory: try makeTemporaryDirectory())
        let network = try makeStagingNetwork(for: server.baseURL, sessionFile: file)
        let first = try XCTUnwrap(signIn(network))
        XCTAssertNotNil(firstResult(network, AuthRouter.me, as: User.self)?.value)

        clock.advance(by: 61)
        let me = firstResult(network, AuthRouter.me, as: User.self)
        XCTAssertEqual(me?.value?.username, "emilys")
        waitUntil { log.statuses("/auth/me").count == 3 } // the server logs after its last byte
        XCTAssertEqual(log.count("POST", "/auth/refresh"), 1)
        XCTAssertEqual(log.statuses("/auth/me"), [200, 401, 200])
        let refreshed = try XCTUnwrap(network.sessionStore.current)
        XCTAssertNotEqual(refreshed.auth.accessToken, first.accessToken)
        XCTAssertEqual(file.load()?.auth.accessToken, refreshed.auth.accessToken, "the new token is saved")
    }

    func testTwentyExpiredRequestsOverRealSocketsShareOneRefresh() throws {
        let clock = StagingClock()
        let log = StagingLog()
        let server = try startStaging(tokenTTL: 60, clock: clock, log: log)
        let network = try makeStagingNetwork(for: server.baseURL)
        signIn(network)
        clock.advance(by: 120)

        let results = Locked<[Int: NetworkResult<Product>]>([:])
        let done = expectation(description: "twenty answers")
        done.expectedFulfillmentCount = 20
        let bag = DisposeBag()
        for id in 1...20 {
            bag.insert(network.request(ProductRouter.detail(id: id), as: Product.self).subscribe(onNext: { result in
                results.mutate { $0[id] = result }
                done.fulfill()
            }))
        }
        wait(for: [done], timeout: 60)
        waitUntil { log.all.filter { $0.path.hasPrefix("/auth/products/") && $0.status == 200 }.count == 20 }
        XCTAssertEqual(log.count("POST", "/auth/refresh"), 1)
        for id in 1...20 {
            XCTAssertEqual(results.value[id]?.value?.id, id, "request \(id): \(String(describing: results.value[id]))")
        }
    }

    func testARefusedRefreshEndsTheSession() throws {
        let clock = StagingClock()
        let server = try startStaging(tokenTTL: 60, clock: clock)
        let file = SessionFile(origin: APIHost.origin(of: server.baseURL), directory: try makeTemporaryDirectory())
        let network = try makeStagingNetwork(for: server.baseURL, sessionFile: file)
        let session = try XCTUnwrap(signIn(network))
        // A refresh token the server never issued, as after a server restart.
        var forged = session
        forged.refreshToken = String(session.refreshToken.reversed())
        network.sessionStore.save(forged, origin: network.host.origin)
        clock.advance(by: 61)

        let expired = Locked<[NetworkError]>([])
        let subscription = network.sessionExpired.subscribe(onNext: { message in expired.mutate { $0.append(message) } })
        defer { subscription.dispose() }
        XCTAssertEqual(firstResult(network, AuthRouter.me, as: User.self)?.error, .unauthorized(message: "Invalid refresh token"))
        XCTAssertEqual(expired.value.count, 1)
        XCTAssertNil(network.sessionStore.current)
        XCTAssertFalse(FileManager.default.fileExists(atPath: file.url.path))
    }
}
