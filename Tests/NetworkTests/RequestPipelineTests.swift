@testable import DummyJSON
import Foundation
import NetworkTestSupport
import Reactive
import ReactiveTesting
import Synchronization
import XCTest
@testable import Network
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The pipeline's judge, stage by stage, without an operation or a transport.
final class RequestPipelineTests: XCTestCase {
    /// Counts the bodies it reads, to show which answers are read for a message.
    private final class CountingReader: ErrorMessageReader {
        let reads = SanitizerVisibleMutex(0)
        func message(in response: TransportResponse) -> String? {
            reads.withLock { $0 += 1 }
            return JSONErrorMessageReader().message(in: response)
        }
    }

    /// Another API's scheme, whose 403 is a refusal no refresh can help.
    private struct Rejecting: Authenticator {
        func authenticate(_ request: URLRequest, for route: any Route, client: NetworkClient) -> URLRequest { request }
        func refusal(in response: TransportResponse, message: String?, for route: any Route) -> AuthRefusal? {
            response.status == 403 ? .rejected(message: "gone") : nil
        }
        func refresh(client: NetworkClient, completion: @escaping @Sendable (RefreshOutcome) -> Void) {}
        func signOut(client: NetworkClient) {}
    }

    private func pipeline(_ route: TestRoute = TestRoute(requiresAuth: true), reader: any ErrorMessageReader = JSONErrorMessageReader(),
                          authenticator: any Authenticator = SessionAuthenticator(), maximumBodyBytes: Int64 = 1_000) -> RequestPipeline {
        let scheduler = TestScheduler()
        return RequestPipeline(
            route: route, prepare: { URLRequest(url: testHost.url(for: "/test")) }, transport: ScriptedNothing(), transfer: TransferOptions(), plugins: PluginChain([]),
            authenticator: authenticator, messages: reader, refresh: { _, completion in completion(.refreshed) },
            signOut: {}, retry: { _, _, _ in }, maximumBodyBytes: maximumBodyBytes, attemptTimeout: 10, retryBudget: 20, scheduler: scheduler,
            deadlines: RequestDeadlines(scheduler: scheduler), registry: nil)
    }

    private struct ScriptedNothing: Transport {
        func send(_ request: TransportRequest, completion: @escaping @Sendable (Result<TransportResponse, URLError>) -> Void) -> TransportTask {
            preconditionFailure("the judge never sends")
        }
    }

    private func judge(_ pipeline: RequestPipeline, _ result: Result<TransportResponse, URLError>, retries: Int = 0,
                       refreshed: Bool = false) -> String {
        switch pipeline.judge(result, request: URLRequest(url: testHost.url(for: "/test")), retriesSoFar: retries, refreshed: refreshed) {
        case .deliver(.success(let response)): return "deliver \(response.status)"
        case .deliver(.failure(let error)): return "deliver \(error)"
        case .consult(let attempt, let otherwise):
            // What the route's fixed policy decides about the attempt the judge describes.
            let retrier = attempt.route.retrier
            guard let delay = retrier.delay(after: attempt.failure, method: attempt.route.method, retriesSoFar: attempt.retriesSoFar) else {
                return "deliver \(otherwise)"
            }
            return "retry after \(delay) else \(otherwise)"
        case .refresh: return "refresh"
        case .endSession(let error): return "end session: \(error)"
        }
    }

    func testASuccessfulBodyIsNeverReadForAMessage() {
        let reader = CountingReader()
        let large = String(repeating: #"{"message":"not an error"},"#, count: 30)
        XCTAssertEqual(judge(pipeline(reader: reader, maximumBodyBytes: 10_000), .success(transportResponse(200, "[\(large){}]"))),
                       "deliver 200")
        XCTAssertEqual(reader.reads.withLock { $0 }, 0, "a 2xx body is decoded once, by the caller, and parsed by nobody else")
        XCTAssertEqual(judge(pipeline(reader: reader), .success(transportResponse(404, #"{"message":"gone"}"#))),
                       "deliver HTTP 404: gone")
        XCTAssertGreaterThan(reader.reads.withLock { $0 }, 0, "an error's body is")
    }

    func testEachOutcomeHasItsVerdict() {
        let pipeline = pipeline()
        XCTAssertEqual(judge(pipeline, .success(transportResponse(401, #"{"message":"Token Expired!"}"#))), "refresh")
        XCTAssertEqual(judge(pipeline, .success(transportResponse(401, #"{"message":"Token Expired!"}"#)), refreshed: true),
                       "deliver unauthorized: Token Expired!", "a second 401 after a refresh ends the request")
        XCTAssertEqual(judge(pipeline, .success(transportResponse(500, #"{"message":"invalid signature"}"#))), "refresh",
                       "DummyJSON's token faults are refreshed: only the auth route ends a session")
        XCTAssertEqual(judge(self.pipeline(authenticator: Rejecting()), .success(transportResponse(403, ""))),
                       "end session: unauthorized: gone", "an authenticator's rejection ends it at once")
        XCTAssertEqual(judge(pipeline, .success(transportResponse(503, ""))), "retry after 0.5 else HTTP 503")
        XCTAssertEqual(judge(pipeline, .success(transportResponse(503, "")), retries: 2), "deliver HTTP 503", "the policy's two retries are spent")
        XCTAssertEqual(judge(pipeline, .failure(URLError(.networkConnectionLost))).prefix(15), "retry after 0.5")
        XCTAssertEqual(judge(pipeline, .failure(URLError(.cancelled))), "deliver cancelled", "a cancel is never retried")
        XCTAssertEqual(judge(pipeline, .success(transportResponse(200, String(repeating: " ", count: 2_000)))),
                       "deliver too large: 2000 bytes, limit 1000")
    }
}
