// Without XCTest (a static release build, which compiles every target) this is left out.
#if canImport(XCTest)
import Foundation
import Network
import StagingServer
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The staging API without sockets: each request is answered at once by the
/// handler, so screen tests see the real generated data (CJK, emoji, hostile
/// strings) deterministically.
package struct HandlerTransport: BufferedTransport {
    let handler: any HTTPHandler

    package init(handler: any HTTPHandler) {
        self.handler = handler
    }

    package func send(
        _ request: URLRequest, completion: @escaping @Sendable (Result<TransportResponse, URLError>) -> Void
    ) -> TransportTask {
        let answer = handler.answer(request)
        completion(.success(TransportResponse(response: answer.response, data: answer.body)))
        return NoTask()
    }

    private struct NoTask: TransportTask {
        func cancel() {}
    }
}
#endif
