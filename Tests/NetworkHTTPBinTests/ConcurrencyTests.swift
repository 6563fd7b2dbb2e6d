import Foundation
import Models
import Network
import Reactive
import XCTest

/// Many requests at once through one network, more than its connections per host.
final class ConcurrencyTests: HTTPBinTestCase {
    private struct Identifier: Decodable, Sendable { var uuid: String }

    func testFiftyConcurrentRequestsAllSucceed() throws {
        let network = try makeNetwork()
        let answers = Locked<[NetworkResult<Identifier>]>([])
        let done = expectation(description: "fifty answers")
        done.expectedFulfillmentCount = 50
        let bag = DisposeBag()
        for _ in 0..<50 {
            bag.insert(network.request(EchoRouter.uuid, as: Identifier.self).subscribe(onNext: { answer in
                answers.mutate { $0.append(answer) }
                done.fulfill()
            }))
        }
        wait(for: [done], timeout: 60)
        let values = answers.value.compactMap(\.value)
        XCTAssertEqual(values.count, 50, "errors: \(answers.value.compactMap(\.error))")
        XCTAssertEqual(Set(values.map(\.uuid)).count, 50, "each its own answer")
        waitUntil { network.activity.current == 0 }
        XCTAssertTrue(network.pending.isEmpty)
    }
}
