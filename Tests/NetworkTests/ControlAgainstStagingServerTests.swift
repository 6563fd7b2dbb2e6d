@testable import DummyJSON
import Foundation
import Models
import NetworkTestSupport
import Reactive
import StagingServer
import XCTest
@testable import Network

/// Pause, resume and cancel against the staging server, and the token kept
/// from another origin across a redirect.
final class ControlAgainstStagingServerTests: XCTestCase {
    private func signedIn(_ server: StagingServer) throws -> NetworkClient {
        let network = try makeStagingNetwork(for: server.baseURL)
        signIn(network)
        return network
    }

    func testPauseThenResumeDeliversToTheSameStream() throws {
        let log = StagingLog()
        let server = try startStaging(log: log)
        let network = try signedIn(server)
        let results = Locked<[NetworkResult<Page<Product>>]>([])
        let done = expectation(description: "one result after resume")
        let route = Tweaked.delayed(3000, ProductRouter.list(Paging(limit: 3)))
        let subscription = network.request(route, as: Page<Product>.self, id: "slow-list").subscribe(onNext: { result in
            results.mutate { $0.append(result) }
            done.fulfill()
        })
        defer { subscription.dispose() }
        XCTAssertEqual(network.pending.first?.state, .running)
        network.pause("slow-list")
        XCTAssertEqual(network.pending, [PendingRequest(id: "slow-list", route: "ProductRouter.list", state: .paused)])
        XCTAssertTrue(results.value.isEmpty)
        network.resume("slow-list")
        wait(for: [done], timeout: 30)
        XCTAssertEqual(results.value.count, 1)
        XCTAssertEqual(results.value.first?.value?.items.count, 3)
        XCTAssertTrue(network.pending.isEmpty)
        waitUntil { network.activity.current == 0 }
    }

    func testCancelEndsASlowRequestWithCancelled() throws {
        let server = try startStaging()
        let network = try signedIn(server)
        let results = Locked<[NetworkResult<Page<Product>>]>([])
        let done = expectation(description: "cancelled")
        let subscription = network.request(Tweaked.delayed(5000, ProductRouter.list()), as: Page<Product>.self, id: "doomed")
            .subscribe(onNext: { result in
                results.mutate { $0.append(result) }
                done.fulfill()
            })
        defer { subscription.dispose() }
        network.cancel("doomed")
        wait(for: [done], timeout: 10)
        XCTAssertEqual(results.value.map(\.error), [.cancelled])
        XCTAssertTrue(network.pending.isEmpty)
    }

    func testPauseAllAndResumeAllWithManyRealRequests() throws {
        let server = try startStaging()
        let network = try signedIn(server)
        let results = Locked<[Int: [NetworkResult<Product>]]>([:])
        let done = expectation(description: "each answered once")
        done.expectedFulfillmentCount = 10
        let bag = DisposeBag()
        for id in 1...10 {
            bag.insert(network.request(Tweaked.delayed(2500, ProductRouter.detail(id: id)), as: Product.self)
                .subscribe(onNext: { result in
                    results.mutate { $0[id, default: []].append(result) }
                    done.fulfill()
                }))
        }
        network.pauseAll()
        XCTAssertEqual(network.pending.count, 10)
        XCTAssertTrue(network.pending.allSatisfy { $0.state == .paused })
        network.resumeAll()
        wait(for: [done], timeout: 60)
        for id in 1...10 {
            XCTAssertEqual(results.value[id]?.count, 1, "request \(id)")
            XCTAssertEqual(results.value[id]?.first?.value?.id, id, "request \(id)")
        }
    }

    func testTheTokenNeverReachesAnotherOriginThroughARedirect() throws {
        // The session belongs to the origin the network talks to (a front server);
        // that server redirects to the staging server on another port.
        let log = StagingLog()
        let staging = try startStaging(log: log)
        let front = try LoopbackServer { request in
            .redirect(307, to: staging.baseURL.absoluteString + request.target)
        }
        addTeardownBlock { front.stop() }
        let direct = try signedIn(staging)
        let token = try XCTUnwrap(direct.sessionStore.current?.auth)

        let network = try makeStagingNetwork(for: front.baseURL)
        network.sessionStore.save(token, origin: network.host.origin)
        let result = firstResult(network, AuthRouter.me, as: User.self)
        XCTAssertEqual(front.requests.first?.headers["authorization"], "Bearer \(token.accessToken)",
                       "the front server, the session's own origin, gets the token")
        waitUntil { !log.statuses("/auth/me").isEmpty } // the server logs after its last byte; the redirect was followed
        XCTAssertEqual(Set(log.statuses("/auth/me")), [401], "the staging server, another origin, never got the token")
        guard case .unauthorized? = result?.error else { return XCTFail("\(String(describing: result))") }
        XCTAssertEqual(firstResult(direct, AuthRouter.me, as: User.self)?.value?.username, "emilys",
                       "the same token sent directly is good")
        waitUntil { log.statuses("/auth/me").last == 200 }
    }
}
