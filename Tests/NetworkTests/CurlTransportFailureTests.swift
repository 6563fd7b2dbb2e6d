@testable import DummyJSON
import Foundation
import JSON
import Models
import NetworkTestSupport
import StagingServer
import XCTest
@testable import Network
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// How CurlTransport ends a request early: cancelled, out of time, refused,
/// unresolvable, or over the body limit, each as the URLError URLSession uses.
final class CurlTransportFailureTests: XCTestCase {
    /// A server whose answer drips over five seconds, counting the requests that reached it.
    private func drippingServer(milliseconds: Int = 5_000) throws -> (HTTPServer, Counter) {
        let arrived = Counter()
        let body = Data(String(repeating: "x", count: 20_000).utf8)
        let server = try startHTTP { _ in
            arrived.add()
            return HTTPResponse(status: 200, body: body, delivery: .slowBody(milliseconds: milliseconds))
        }
        return (server, arrived)
    }

    func testCancellingMidRequestCompletesOnceWithCancelled() throws {
        let (server, arrived) = try drippingServer()
        let transport = CurlTransport()
        let outcomes = Locked<[Result<TransportResponse, URLError>]>([])
        let cancelled = expectation(description: "cancelled")
        let task = transport.send(URLRequest("GET", server.baseURL)) { result in
            outcomes.mutate { $0.append(result) }
            cancelled.fulfill()
        }
        waitUntil { arrived.value == 1 }
        task.cancel()
        task.cancel()
        // An answer that was not cancelled would come whole after five seconds, as a
        // success the assertion below refuses; the wait itself allows a busy machine.
        wait(for: [cancelled], timeout: 30)
        XCTAssertEqual(outcomes.value.map(\.errorCode), [.cancelled])
        // The loop goes on serving, and the cancelled request never answers a second time.
        let quick = try startHTTP { _ in .json(200, Data("{}".utf8)) }
        XCTAssertEqual(exchange(transport, URLRequest("GET", quick.baseURL))?.response?.status, 200)
        task.cancel()
        XCTAssertEqual(outcomes.value.count, 1)
    }

    func testCancellingBeforeTheLoopStartsItStillCompletesOnce() throws {
        let server = try startHTTP { _ in .json(200, Data("{}".utf8)) }
        let transport = CurlTransport()
        let count = Counter()
        let done = expectation(description: "completed")
        let task = transport.send(URLRequest("GET", server.baseURL)) { _ in
            count.add()
            done.fulfill()
        }
        task.cancel()
        wait(for: [done], timeout: 10)
        XCTAssertEqual(exchange(transport, URLRequest("GET", server.baseURL))?.response?.status, 200)
        XCTAssertEqual(count.value, 1)
    }

    func testTheWholeRequestDeadlineEndsADrippingBody() throws {
        // A body that drips for 30 s, each piece well within the read timeout: the 1 s deadline
        // is what ends it, and the bound leaves a busy machine 14 s to spare.
        let (server, _) = try drippingServer(milliseconds: 30_000)
        let transport = CurlTransport(timeouts: Timeouts(request: 3, resource: 1))
        let started = Date()
        XCTAssertEqual(exchange(transport, URLRequest("GET", server.baseURL), timeout: 40)?.errorCode, .timedOut)
        XCTAssertLessThan(Date().timeIntervalSince(started), 15, "ended by the deadline, not by the body's end")
    }

    func testASilentServerTimesOutAfterTheReadTimeout() throws {
        let release = DispatchSemaphore(value: 0)
        addTeardownBlock { release.signal() }
        let server = try LoopbackServer { _ in
            _ = release.wait(timeout: .now() + 30)
            return .json(200, "{}")
        }
        addTeardownBlock { server.stop() }
        let transport = CurlTransport(timeouts: Timeouts(request: 0.5, resource: 20))
        XCTAssertEqual(exchange(transport, URLRequest("GET", server.baseURL))?.errorCode, .timedOut)
        // libcurl's own low-speed check would count the body just sent for five more seconds
        // (5.5 s in all); the 0.5 s timeout leaves a busy machine 4 s to spare.
        let started = Date()
        XCTAssertEqual(exchange(transport, URLRequest("POST", server.baseURL, body: Data(#"{"a":1}"#.utf8)))?.errorCode, .timedOut)
        XCTAssertLessThan(Date().timeIntervalSince(started), 4.5)
    }

    func testARefusedConnectionCannotConnectToHost() throws {
        let server = try LoopbackServer { _ in .json(200, "{}") }
        server.stop()
        let result = exchange(CurlTransport(), URLRequest("GET", server.baseURL))
        XCTAssertEqual(result?.errorCode, .cannotConnectToHost)
        guard case .failure(let error)? = result else { return }
        XCTAssertEqual(error.failingURL, server.baseURL)
        XCTAssertEqual(ResponseValidator.map(error), .offline(detail: error.localizedDescription))
    }

    func testAnUnknownHostCannotBeFound() {
        let result = exchange(CurlTransport(timeouts: Timeouts(request: 10, resource: 10)),
                              URLRequest("GET", URL(string: "http://courier-test.invalid/")!))
        XCTAssertEqual(result?.errorCode, .cannotFindHost)
    }

    func testAnotherSchemeIsRefusedBeforeSending() {
        XCTAssertEqual(exchange(CurlTransport(), URLRequest("GET", URL(string: "file:///etc/passwd")!))?.errorCode, .unsupportedURL)
    }

    func testABodyOverTheLimitEndsAsItArrives() throws {
        // Compressed, so no Content-Length says how big it is: the limit is met decoding the whole body.
        let zeros = try XCTUnwrap(Data(base64Encoded: CurlTransportFailureTests.gzippedZeros))
        let server = try startHTTP { request in
            request.path == "/announced"
                ? HTTPResponse(status: 200, body: Data(count: 300_000))
                : HTTPResponse(status: 200, headers: [("Content-Encoding", "gzip")], body: zeros)
        }
        let limited = CurlTransport(maximumBodyBytes: 100_000)
        let decoded = exchange(limited, URLRequest("GET", server.baseURL))
        XCTAssertEqual(decoded?.errorCode, .dataLengthExceedsMaximum)
        XCTAssertEqual(decoded?.userInfo(TransportErrorKey.bodyLimit), 100_000)
        XCTAssertGreaterThan(decoded?.userInfo(TransportErrorKey.bodyBytes) ?? 0, 100_000, "where reading stopped")
        let announced = exchange(limited, URLRequest("GET", server.baseURL.appendingPathComponent("announced")))
        XCTAssertEqual(announced?.errorCode, .dataLengthExceedsMaximum)
        XCTAssertEqual(announced?.userInfo(TransportErrorKey.bodyBytes), 300_000, "refused on its Content-Length")
        let roomy = CurlTransport(maximumBodyBytes: 300_000)
        XCTAssertEqual(exchange(roomy, URLRequest("GET", server.baseURL))?.response?.data, Data(repeating: UInt8(ascii: "0"), count: 300_000))
        XCTAssertEqual(exchange(roomy, URLRequest("GET", server.baseURL.appendingPathComponent("announced")))?.response?.data.count,
                       300_000, "a body exactly at the limit is fine")
    }

    func testAHugeStagingBodyIsTooLargeThroughTheNetwork() throws {
        let server = try startStaging(faults: true)
        var configuration = NetworkConfiguration.dummyJSON(host: try APIHost(kind: .test, baseURL: server.baseURL))
        configuration.defaultHeaders = testHeaders
        configuration.transportKind = .curl
        configuration.maximumBodyBytes = 1024 * 1024
        let network = NetworkClient(configuration: configuration)
        let result = firstResult(network, Tweaked.fault("huge", ProductRouter.list()), as: JSONValue.self)
        guard case .tooLarge? = result?.error else { return XCTFail("\(String(describing: result))") }
    }

    /// 300,000 ASCII zeros, gzipped to 326 bytes.
    static let gzippedZeros = "H4sIAAAAAAACA+3BAQ0AAADCoErvn84eDigAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAPgxzc5JBeCTBAA="
}
