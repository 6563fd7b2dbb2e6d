import Foundation
import Models
import NetworkTestSupport
import Reactive
import ReactiveTesting
import XCTest
@testable import Network

/// What a route may say about its own request: how it is retried, which
/// statuses are answers, how the answer is decoded, how long it may take.
final class RouteOptionsTests: XCTestCase {
    private let scheduler = TestScheduler(resolution: 0.001)

    private struct Tuned: Route {
        var relation: (method: HTTPMethod, path: String, params: Parameters?) { (.get, "/tuned", nil) }
        var retrier: any Retrier = RetryPolicy.none
        var validation: Validation = .successCodes
        var decoder: JSONDecoder?
    }

    /// Retries only a 418, at once, as many times as it likes.
    private struct TeapotRetrier: Retrier {
        func delay(after failure: RetryPolicy.Failure, method: HTTPMethod, retriesSoFar: Int) -> TimeInterval? {
            if case .status(418, _) = failure, retriesSoFar < 5 { return 0 }
            return nil
        }
    }

    func testARetrierDecidesPerFailure() {
        let script = SampleScript([json(418, "{}"), json(418, "{}"), json(503, "{}")])
        let network = makeStubbedNetwork(scheduler: scheduler, sample: { _ in script.next() })
        var route = Tuned()
        route.retrier = TeapotRetrier()
        let (observer, _) = record(network.request(route, as: Named.self), on: scheduler)
        scheduler.start()
        XCTAssertEqual(script.attempts.value, 3, "two teapots retried, the 503 not: this retrier ignores it")
        XCTAssertEqual(observer.elements.map(\.error), [.http(status: 503, message: nil)])
    }

    func testAPolicyCanBeBuiltWithItsDefaults() {
        let policy = RetryPolicy(limit: 4, scale: 0.1)
        XCTAssertEqual(policy.retryableStatuses, RetryPolicy.default.retryableStatuses)
        XCTAssertEqual(policy.delay(after: .status(500, retryAfter: nil), method: .get, retriesSoFar: 3) ?? 0, 0.8, accuracy: 1e-9)
        XCTAssertNil(policy.delay(after: .status(500, retryAfter: nil), method: .post, retriesSoFar: 0))
    }

    func testAStatusARouteAcceptsIsAnAnswer() {
        let network = makeStubbedNetwork(scheduler: scheduler, sample: { _ in json(404, #"{"name":"nobody"}"#) })
        var route = Tuned()
        route.validation = .alsoAccepting([404])
        let (observer, _) = record(network.request(route, as: Named.self), on: scheduler)
        scheduler.start()
        XCTAssertEqual(observer.elements, [.value(Named(name: "nobody"))])
    }

    func testARouteDecodesWithItsOwnDecoder() {
        struct Stamped: Decodable, Sendable, Equatable { var at: Date }
        let network = makeStubbedNetwork(scheduler: scheduler, sample: { _ in json(200, #"{"at":"2026-11-30T18:00:00Z"}"#) })
        var route = Tuned()
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        route.decoder = decoder
        let (observer, _) = record(network.request(route, as: Stamped.self), on: scheduler)
        scheduler.start()
        XCTAssertEqual(observer.elements.first?.value?.at, ISO8601DateFormatter().date(from: "2026-11-30T18:00:00Z"))
        let (plain, _) = record(network.request(Tuned(), as: Stamped.self), on: scheduler)
        scheduler.start()
        guard case .error(.decoding)? = plain.elements.first else { return XCTFail("the client's decoder reads no ISO dates") }
    }

    /// Counts its decodes and hands them to JSONDecoder.
    private final class CountingDecoder: BodyDecoder, @unchecked Sendable {
        // Only the test scheduler's thread decodes: no lock is needed for the count.
        private(set) var decodes = 0
        func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
            decodes += 1
            return try JSONDecoder().decode(T.self, from: data)
        }
    }

    func testTheConfiguredDecoderReadsRoutesThatNameNone() {
        let counting = CountingDecoder()
        let network = makeStubbedNetwork(scheduler: scheduler, sample: { _ in json(200, #"{"name":"n"}"#) }, decoder: counting)
        let (observer, _) = record(network.request(Tuned(), as: Named.self), on: scheduler)
        scheduler.start()
        XCTAssertEqual(observer.elements, [.value(Named(name: "n"))])
        XCTAssertEqual(counting.decodes, 1)
        var own = Tuned()
        own.decoder = JSONDecoder()
        _ = record(network.request(own, as: Named.self), on: scheduler)
        scheduler.start()
        XCTAssertEqual(counting.decodes, 1, "a route with a decoder of its own does not use the client's")
    }

    func testTheDefaultDecoderIsTheTapeDecoder() {
        let configuration = NetworkConfiguration(host: testHost)
        XCTAssertTrue(configuration.decoder is JSONTapeDecoder)
        XCTAssertNil(Tuned().bodyDecoder, "a route without a JSONDecoder of its own names no decoder")
    }
}
