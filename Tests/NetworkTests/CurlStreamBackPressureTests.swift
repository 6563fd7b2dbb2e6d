import Dispatch
import Foundation
import StagingServer
import NetworkTestSupport
import XCTest
@testable import Network
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A streamed body on libcurl whose caller is slower than the network: the
/// transfer pauses rather than queue the whole body in memory, and goes on,
/// whole and in order, once the caller catches up.
final class CurlStreamBackPressureTests: XCTestCase {
    func testACallerThatStopsTakingPiecesPausesTheStreamAndLosesNothing() throws {
        // 16 MiB, four times the limit, in a pattern of prime length: a piece out of place shows.
        let size = 16 << 20
        let pattern = Data((0..<65_521).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ $0 >> 8) })
        var whole = Data(capacity: size + pattern.count)
        while whole.count < size { whole.append(pattern) }
        let body = whole.prefix(size)
        let server = try startHTTP { _ in
            HTTPResponse(status: 200, headers: [("Content-Type", "application/octet-stream")], body: body)
        }
        let transport = CurlTransport()
        let gate = DispatchSemaphore(value: 0)
        let received = Locked(Data())
        let done = expectation(description: "the stream ended")
        let outcome = Locked<Result<TransportResponse, URLError>?>(nil)
        var options = TransferOptions(resourceTimeout: 120)
        options.bodyChunks = { piece in
            if received.value.isEmpty { gate.wait() }  // the caller is busy until the test says
            received.mutate { $0.append(piece) }
        }
        let request = TransportRequest(URLRequest("GET", server.baseURL.appendingPathComponent("big")), transfer: options)
        _ = transport.send(request) { result in
            outcome.mutate { $0 = result }
            done.fulfill()
        }

        // With the caller stuck on the first piece, the transfer must pause, not read on into memory.
        let deadline = Date().addingTimeInterval(30)
        while transport.streamPauses == 0 && Date() < deadline { usleep(2_000) }
        XCTAssertGreaterThan(transport.streamPauses, 0, "a caller that takes nothing must pause the stream")
        XCTAssertLessThanOrEqual(transport.largestStreamBacklog, CurlTransfer.defaultStreamBacklogLimit + (1 << 20),
                                 "what waits for the caller stays near the limit")
        gate.signal()
        wait(for: [done], timeout: 120)
        guard case .success(let response)? = outcome.value else { return XCTFail("\(String(describing: outcome.value))") }
        XCTAssertEqual(response.status, 200)
        XCTAssertEqual(received.value.count, size)
        XCTAssertTrue(received.value == body, "every byte, in order, after the pause")
    }
}
