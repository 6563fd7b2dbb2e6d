@testable import DummyJSON
import Foundation
import Models
import NetworkTestSupport
import Reactive
import StagingServer
import XCTest
@testable import Network
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Over libcurl an attempt's deadline is the transport's to keep (libcurl times
/// every transfer anyway), so the operation sets no timer of its own; over
/// URLSession, and for a stream, whose deadline counts silences, it still does.
/// Either way an attempt ends at its deadline, over real sockets.
final class TransportTimedAttemptTests: XCTestCase {
    private var server: StagingServer!

    override func setUpWithError() throws {
        server = try startStaging(faults: true)
    }

    override func tearDown() {
        server = nil
    }

    private func network(_ kind: TransportKind, timeouts: Timeouts) throws -> NetworkClient {
        var configuration = NetworkConfiguration.dummyJSON(host: try APIHost(kind: .test, baseURL: server.baseURL))
        configuration.defaultHeaders = testHeaders
        configuration.timeouts = timeouts
        configuration.transportKind = kind
        let network = NetworkClient(configuration: configuration)
        signIn(network)
        return network
    }

    /// A body dripping a piece a second for 20 s: no silence reaches the read timeout, only the whole attempt's deadline ends it.
    private let dripping = Tweaked.fault("slow-body=20000", ProductRouter.list(Paging(limit: 3)))

    /// How `route` ended through `network`, how long it took, and how many deadlines the client kept while it ran.
    private func run(_ network: NetworkClient, _ route: any Route) -> (NetworkResult<Page<Product>>?, Duration, Int) {
        let box = Locked<NetworkResult<Page<Product>>?>(nil)
        let done = expectation(description: "answered")
        let began = ContinuousClock.now
        let subscription = network.request(route, as: Page<Product>.self).subscribe(onNext: { result in
            box.mutate { $0 = result }
            done.fulfill()
        })
        // Subscribing sends the attempt on this thread, its deadline (if the client keeps one) set
        // before `subscribe` returns, and far from due: the count is the attempt's, read at once.
        let deadlinesKept = network.deadlines.pendingCount
        wait(for: [done], timeout: 30)
        subscription.dispose()
        return (box.value, ContinuousClock.now - began, deadlinesKept)
    }

    func testOverLibcurlTheTransportEndsTheAttemptAtItsDeadlineAndTheClientKeepsNoTimer() throws {
        // The whole transfer may take 30 s; only the attempt's 2 s (the request timeout) ends it.
        let network = try network(.curl, timeouts: Timeouts(request: 2, resource: 30))
        let (result, took, kept) = run(network, dripping)
        XCTAssertEqual(result?.error, .timedOut)
        XCTAssertEqual(kept, 0, "no deadline of the client's while the attempt ran")
        XCTAssertLessThan(took, .seconds(15), "ended at the attempt's deadline, not when the body would have")
        XCTAssertTrue(network.pending.isEmpty)
    }

    func testARouteDeadlineShorterThanTheTransportsOwnStillEndsTheAttempt() throws {
        // The transport's own timeouts would let the body drip for all its 20 s; the route's 1 s must win.
        let network = try network(.curl, timeouts: Timeouts(request: 25, resource: 60))
        var route = TimedRoute(base: dripping)
        route.timeout = 1
        let (result, took, _) = run(network, route)
        XCTAssertEqual(result?.error, .timedOut)
        XCTAssertLessThan(took, .seconds(15), "the route's deadline, not the transport's 25 s or the body's 20 s")
    }

    func testOverURLSessionTheClientKeepsTheAttemptsDeadline() throws {
        let network = try network(.urlSession, timeouts: Timeouts(request: 2, resource: 30))
        let (result, took, kept) = run(network, dripping)
        XCTAssertEqual(result?.error, .timedOut)
        XCTAssertEqual(kept, 1, "the attempt's deadline, kept by the client")
        XCTAssertLessThan(took, .seconds(15))
    }

    func testAnAnswerInTimeOverLibcurlIsUntouchedByTheDeadline() throws {
        let network = try network(.curl, timeouts: Timeouts(request: 10, resource: 30))
        let (result, _, kept) = run(network, Tweaked.delayed(300, ProductRouter.list(Paging(limit: 2)), retry: RetryPolicy.none))
        XCTAssertEqual(result?.value?.items.count, 2)
        XCTAssertEqual(kept, 0)
    }
}

/// A route with a deadline of its own (`Route.timeout`) around another.
private struct TimedRoute: Route {
    let base: any Route
    var timeout: TimeInterval?

    init(base: any Route) { self.base = base }

    var relation: (method: HTTPMethod, path: String, params: Parameters?) { base.relation }
    var headers: [String: String] { base.headers }
    var retryPolicy: RetryPolicy { base.retryPolicy }
    var name: String { base.name }
}
