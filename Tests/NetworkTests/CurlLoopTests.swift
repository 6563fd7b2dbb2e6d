import Foundation
import NetworkTestSupport
import StagingServer
import XCTest
@testable import Network
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The caller's code runs on the transport's threads only while another one
/// waits on the sockets: a completion that waits for the next answer, or
/// several in a row, never stalls the transport.
final class CurlLoopTests: XCTestCase {
    func testCompletionsThatWaitForLaterAnswersDoNotStallTheTransport() throws {
        let server = try startHTTP { request in .json(200, Data(#"{"path":"\#(request.path)"}"#.utf8)) }
        let transport = CurlTransport()
        let depth = 4
        let finished = Locked<[Int]>([])
        let done = expectation(description: "every level answered")
        done.expectedFulfillmentCount = depth
        // Each completion sends the next request and blocks its thread until that one answers.
        @Sendable func send(_ level: Int) {
            _ = transport.send(URLRequest("GET", server.baseURL.appendingPathComponent("\(level)"))) { result in
                XCTAssertEqual(try? result.get().status, 200)
                if level + 1 < depth {
                    let next = DispatchSemaphore(value: 0)
                    _ = transport.send(URLRequest("GET", server.baseURL.appendingPathComponent("inner\(level)"))) { _ in next.signal() }
                    XCTAssertEqual(next.wait(timeout: .now() + 20), .success, "level \(level) waited in vain")
                    send(level + 1)
                }
                finished.mutate { $0.append(level) }
                done.fulfill()
            }
        }
        send(0)
        wait(for: [done], timeout: 30)
        XCTAssertEqual(finished.value.sorted(), Array(0..<depth))
    }

    func testReleasingTheTransportCancelsWhatIsInFlight() throws {
        let release = DispatchSemaphore(value: 0)
        addTeardownBlock { release.signal() }
        let arrived = Counter()
        let server = try LoopbackServer { _ in
            arrived.add()
            _ = release.wait(timeout: .now() + 30)
            return .json(200, "{}")
        }
        addTeardownBlock { server.stop() }
        let outcome = Locked<URLError.Code?>(nil)
        let done = expectation(description: "cancelled")
        do {
            let transport = CurlTransport()
            _ = transport.send(URLRequest("GET", server.baseURL)) { result in
                outcome.mutate { $0 = result.errorCode }
                done.fulfill()
            }
            waitUntil { arrived.value == 1 }
        }
        wait(for: [done], timeout: 10)
        XCTAssertEqual(outcome.value, .cancelled)
    }
}
