import Dispatch
import Foundation
import NetworkTestSupport
import XCTest
@testable import Network
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A request sent from one of URLSession's own callbacks (a refresh's answer
/// restarting the requests that waited for it) while another answer streams
/// in faster than the callbacks are run: the session's thread is then waiting
/// for room in the callback queue, and a task made and resumed on that
/// callback's thread would wait for the session's thread for ever.
final class URLSessionCallbackSendTests: XCTestCase {
    func testARequestSentFromACallbackWhileTheSessionWaitsForRoomIsAnswered() throws {
        let bodyMayGo = DispatchSemaphore(value: 0)
        let body = Data(repeating: 0x61, count: 16 << 20)
        let server = try LoopbackServer { request in
            guard request.path == "/stream" else { return .json(200, "{}") }
            _ = bodyMayGo.wait(timeout: .now() + 60)
            return LoopbackServer.Response(status: 200, headers: [("Content-Type", "application/octet-stream")], body: body)
        }
        addTeardownBlock {
            bodyMayGo.signal()
            server.stop()
        }
        let transport = URLSessionTransport(timeouts: Timeouts(request: 60, resource: 120))
        let queue = try XCTUnwrap(transport.session.delegateQueue as? URLSessionDelegateQueue)
        let streamed = expectation(description: "the streamed answer ended")
        let answered = expectation(description: "the request sent from the callback was answered")
        let onCallbackQueue = Locked(false)
        let sessionWaited = Locked(false)

        _ = transport.send(TransportRequest(URLRequest(url: server.baseURL.appendingPathComponent("stream")))) { _ in
            streamed.fulfill()
        }
        _ = transport.send(TransportRequest(URLRequest(url: server.baseURL.appendingPathComponent("small")))) { _ in
            onCallbackQueue.mutate { $0 = OperationQueue.current === queue }
            // Hold the callback queue while the stream's pieces fill it, until the session's thread waits for room.
            bodyMayGo.signal()
            let deadline = Date().addingTimeInterval(30)
            while queue.waitingForRoom == 0, Date() < deadline { usleep(1_000) }
            sessionWaited.mutate { $0 = queue.waitingForRoom > 0 }
            _ = transport.send(TransportRequest(URLRequest(url: server.baseURL.appendingPathComponent("again")))) { result in
                if case .success(let response) = result, response.response.statusCode == 200 { answered.fulfill() }
            }
        }
        wait(for: [answered, streamed], timeout: 90)
        XCTAssertTrue(onCallbackQueue.value, "the completion runs on the session's callback queue")
        XCTAssertTrue(sessionWaited.value, "the session's thread waited for room while the callback ran")
    }
}
