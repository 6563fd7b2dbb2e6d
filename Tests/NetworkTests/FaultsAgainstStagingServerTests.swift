@testable import DummyJSON
import Foundation
import Models
import NetworkTestSupport
import Reactive
import ReactiveTesting
import StagingServer
import XCTest
@testable import Network
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Each `X-Courier-Fault` kind, over real sockets, mapped to its NetworkError.
final class FaultsAgainstStagingServerTests: XCTestCase {
    private var server: StagingServer!
    private var network: NetworkClient!

    override func setUpWithError() throws {
        server = try startStaging(faults: true)
        // The default deadline: a busy machine must not turn a slow 3 MB body into a time-out.
        network = try makeStagingNetwork(for: server.baseURL)
        signIn(network)
    }

    override func tearDown() {
        network = nil
        server = nil
    }

    private func error(_ kind: String, _ route: any Route = ProductRouter.list(Paging(limit: 5))) -> NetworkError? {
        firstResult(network, Tweaked.fault(kind, route), as: Page<Product>.self)?.error
    }

    func testResetIsABrokenConnection() {
        guard case .invalidResponse? = error("reset") else { return XCTFail("\(String(describing: error("reset")))") }
    }

    func testTruncateIsABrokenConnection() {
        let truncated = error("truncate")
        guard case .invalidResponse? = truncated else { return XCTFail("\(String(describing: truncated))") }
    }

    func testMalformedJSONIsADecodingErrorNamingTheType() {
        guard case .decoding(let type, _, let detail)? = error("malformed") else {
            return XCTFail("\(String(describing: error("malformed")))")
        }
        XCTAssertEqual(type, "Page<Product>")
        XCTAssertEqual(detail, "malformed JSON")
        XCTAssertTrue(NetworkError.decoding(type: type, path: "", detail: detail).description.contains("Page<Product>"))
    }

    func testHTMLIsNotJSON() {
        guard case .notJSON(502, let type)? = error("html") else { return XCTFail("\(String(describing: error("html")))") }
        XCTAssertTrue(type?.contains("text/html") ?? false)
    }

    func testInjectedStatuses() {
        XCTAssertEqual(error("status=500"), .http(status: 500, message: "Injected fault: status 500"))
        XCTAssertEqual(error("status=418"), .http(status: 418, message: "Injected fault: status 418"))
        XCTAssertEqual(error("status=429"), .rateLimited(retryAfter: nil))
        XCTAssertEqual(firstResult(network, Tweaked.fault("status=204", ProductRouter.delete(id: 1)), as: EmptyResponse.self),
                       .value(EmptyResponse()), "a 204 is success")
        guard case .decoding(type: "Page<Product>", _, _)? = error("status=204") else {
            return XCTFail("a 204 cannot be a page")
        }
    }

    func testASlowBodyStillArrivesWhole() {
        let result = firstResult(network, Tweaked.fault("slow-body=300", ProductRouter.list(Paging(limit: 3))), as: Page<Product>.self)
        XCTAssertEqual(result?.value?.items.count, 3)
    }

    func testAHugeBodyDecodesUnderTheLimitAndIsTooLargeOverIt() throws {
        let page = firstResult(network, Tweaked.fault("huge", ProductRouter.list()), as: Page<Product>.self)?.value
        XCTAssertGreaterThan(page?.items.count ?? 0, 1000)

        let small = try makeStagingNetwork(for: server.baseURL, maximumBodyBytes: 1024 * 1024)
        small.sessionStore.save(try XCTUnwrap(network.sessionStore.current?.auth), origin: small.host.origin)
        guard case .tooLarge(let bytes, let limit)? = firstResult(small, Tweaked.fault("huge", ProductRouter.list()), as: Page<Product>.self)?.error else {
            return XCTFail("expected tooLarge")
        }
        // curl stops reading at the limit, and ResponseValidator.map does not read the
        // sizes it reports (TransportErrorKey) yet: the sizes hold for URLSession only.
        guard transportKindUnderTest == .urlSession else { return }
        XCTAssertEqual(limit, 1_048_576)
        XCTAssertGreaterThan(bytes, 3 * 1024 * 1024)
    }

    /// A network whose deadline is 2 s, for the tests of the deadline itself.
    private func hurried() throws -> NetworkClient {
        let hurried = try makeStagingNetwork(for: server.baseURL, timeouts: Timeouts(request: 2, resource: 10))
        hurried.sessionStore.save(try XCTUnwrap(network.sessionStore.current?.auth), origin: hurried.host.origin)
        return hurried
    }

    func testABodyDrippingPastTheDeadlineTimesOutInsteadOfArriving() throws {
        // 20 pieces over 20 s: each arrives well inside the 2 s between reads that
        // URLSession alone would allow, so only a deadline for the whole request ends it.
        let result = firstResult(try hurried(), Tweaked.fault("slow-body=20000", ProductRouter.list(Paging(limit: 3)),
                                                              retry: RetryPolicy.none),
                                 as: Page<Product>.self)
        XCTAssertEqual(result?.error, .timedOut)
    }

    func testADelayLongerThanTheRequestTimeoutTimesOut() throws {
        let result = firstResult(try hurried(), Tweaked.delayed(4000, ProductRouter.list(Paging(limit: 1)), retry: RetryPolicy.none),
                                 as: Page<Product>.self)
        XCTAssertEqual(result?.error, .timedOut)
        XCTAssertEqual(result?.error?.isConnectivity, true)
    }

    func testAResetIsRetriedOnTheNetworksSchedulerThenSucceedsWhenTheFaultStops() throws {
        // Retry delays run on a TestScheduler even over real sockets: the test moves the clock.
        let scheduler = TestScheduler(resolution: 0.001)
        let faults = Locked(["reset"])
        struct OneFaultPerAttempt: NetworkPlugin {
            let faults: Locked<[String]>
            func prepare(_ request: URLRequest, for route: any Route) -> URLRequest {
                var request = request
                if let kind = faults.mutate({ $0.isEmpty ? nil : $0.removeFirst() }) {
                    request.setValue(kind, forHTTPHeaderField: "X-Courier-Fault")
                }
                return request
            }
        }
        let retrying = try makeStagingNetwork(for: server.baseURL, scheduler: scheduler,
                                              plugins: [OneFaultPerAttempt(faults: faults)])
        retrying.sessionStore.save(try XCTUnwrap(network.sessionStore.current?.auth), origin: retrying.host.origin)
        let box = Locked<NetworkResult<Page<Product>>?>(nil)
        let subscription = retrying.request(ProductRouter.list(Paging(limit: 2)), as: Page<Product>.self)
            .subscribe(onNext: { result in box.mutate { $0 = result } })
        defer { subscription.dispose() }
        waitUntil { retrying.pending.first?.state == .waitingToRetry }
        XCTAssertNil(box.value)
        scheduler.advance(by: 0.5)
        waitUntil { box.value != nil }
        XCTAssertEqual(box.value?.value?.items.count, 2)
    }
}
