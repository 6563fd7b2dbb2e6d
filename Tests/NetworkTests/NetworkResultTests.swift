import Foundation
import Network
import NetworkTestSupport
import NetworkTesting
import Reactive
import ReactiveTesting
import XCTest

/// `NetworkResult`'s map, flatMap, mapError and get, alone and in an Rx chain.
final class NetworkResultTests: XCTestCase {
    private let failure = NetworkError.http(status: 500, message: "down")

    func testMapAndFlatMapTransformAValueAndPassAnErrorThrough() {
        let value = NetworkResult<Int>.value(2)
        XCTAssertEqual(value.map { $0 * 10 }, .value(20))
        XCTAssertEqual(value.flatMap { $0 > 1 ? .value("many") : .error(.cancelled) }, .value("many"))
        XCTAssertEqual(value.flatMap { _ -> NetworkResult<String> in .error(.timedOut) }, .error(.timedOut), "the step's own error")
        let error = NetworkResult<Int>.error(failure)
        XCTAssertEqual(error.map { $0 * 10 }, .error(failure))
        XCTAssertEqual(error.flatMap { _ -> NetworkResult<String> in
            XCTFail("not called for an error")
            return .value("")
        }, .error(failure))
    }

    func testGetThrowsTheErrorAndCatchingMakesOne() {
        XCTAssertEqual(try NetworkResult.value(3).get(), 3)
        XCTAssertThrowsError(try NetworkResult<Int>.error(failure).get()) { XCTAssertEqual($0 as? NetworkError, failure) }
        XCTAssertEqual(NetworkResult { () throws(NetworkError) in throw .timedOut } as NetworkResult<Int>, .error(.timedOut))
        XCTAssertEqual(NetworkResult { () throws(NetworkError) in 4 }, .value(4))
        XCTAssertEqual(NetworkResult(Result<Int, NetworkError>.failure(.cancelled)), .error(.cancelled))
        XCTAssertEqual(NetworkResult.value(5).result, .success(5))
        XCTAssertEqual(NetworkResult<Int>.error(.cancelled).mapError { _ in .timedOut }, .error(.timedOut))
    }

    func testAChainDecodesPartOfAnAnswerWithoutUnwrappingByHand() {
        let scheduler = TestScheduler()
        var configuration = NetworkConfiguration(host: testHost)
        configuration.scheduler = scheduler
        configuration.transport = ScriptedTransport(.immediate) { request in
            ScriptedTransport.reply(request, 200, #"{"name": "courier"}"#)
        }
        let client = NetworkClient(configuration: configuration)
        let lengths = client.request(TestRoute(), as: Named.self)
            .map { result in
                result.flatMap { named in named.name.isEmpty ? .error(.invalidResponse(detail: "no name")) : .value(named.name.count) }
            }
            .record()
        scheduler.start()
        XCTAssertEqual(lengths.elements, [.value(7)])
        XCTAssertTrue(lengths.isCompleted)
    }
}
