@testable import DummyJSON
import Foundation
import JSON
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

/// `signIn` on stubs: the session saved for this host, or none.
final class SignInTests: XCTestCase {
    private let scheduler = TestScheduler(resolution: 0.001)

    func testSignInSavesTheSessionForThisHost() throws {
        let file = SessionFile(origin: testHost.origin, directory: try makeTemporaryDirectory())
        let network = makeStubbedNetwork(scheduler: scheduler, sessionFile: file)
        let (observer, _) = record(network.signIn(username: "emilys", password: "emilyspass"), on: scheduler)
        XCTAssertEqual(observer.elements.first?.value?.username, "emilys")
        XCTAssertEqual(network.sessionStore.current?.origin, testHost.origin)
        XCTAssertEqual(network.sessionStore.current?.auth.accessToken, "sample-access-token")
        XCTAssertEqual(file.load()?.auth.refreshToken, "sample-refresh-token")
    }

    func testAFailedSignInKeepsNoSession() {
        let network = makeStubbedNetwork(scheduler: scheduler, sample: { _ in json(400, #"{"message":"Invalid credentials"}"#) })
        let (observer, _) = record(network.signIn(username: "emilys", password: "wrong"), on: scheduler)
        XCTAssertEqual(observer.elements.map(\.error), [.http(status: 400, message: "Invalid credentials")])
        XCTAssertNil(network.sessionStore.current)
    }
}
