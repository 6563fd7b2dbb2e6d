import Network
import Reactive
import ReactiveTesting
import ViewModels
import XCTest

/// A one-shot request's stream as a Single: one result passes, and a stream
/// that breaks the promise still ends in a result, never a stream error.
final class SingleResultTests: XCTestCase {
    private func answers(_ stream: Observable<NetworkResult<Int>>) -> [Event<NetworkResult<Int>>] {
        let scheduler = Fixtures.scheduler()
        let observer = scheduler.createObserver(NetworkResult<Int>.self)
        _ = stream.singleResult().asObservable().subscribe(observer)
        return observer.events.map(\.value)
    }

    func testOneResultPassesThrough() {
        XCTAssertEqual(answers(.just(.value(7))), [.next(.value(7)), .completed])
    }

    func testNoResultOrTwoBecomeAnErrorResult() {
        for stream in [Observable<NetworkResult<Int>>.empty(), .from([.value(1), .value(2)])] {
            let events = answers(stream)
            XCTAssertEqual(events.count, 2)
            guard case .next(.error(.invalidResponse))? = events.first else { return XCTFail("\(events)") }
            XCTAssertEqual(events.last, .completed)
        }
    }
}
