import Foundation
import JSON
import Models
import NetworkTestSupport
import NetworkTesting
import Reactive
import ReactiveTesting
import XCTest
@testable import Network

/// Requests the core refuses to send, whatever the route says.
final class RequestRulesTests: XCTestCase {
    func testAGetWithABodyIsRefusedBeforeSending() {
        let scheduler = TestScheduler(resolution: 0.001)
        let transport = ScriptedTransport(.immediate) { reply($0, 200, "{}") }
        var configuration = NetworkConfiguration.dummyJSON(host: testHost)
        configuration.transport = transport
        configuration.scheduler = scheduler
        let network = NetworkClient(configuration: configuration)
        let route = TestRoute(.get, "/search", params: ["q": .string("x")], encoding: .json)
        let (observer, _) = record(network.request(route, as: JSONValue.self), on: scheduler)
        XCTAssertEqual(observer.elements.map(\.error), [.invalidRequest(.bodyNotAllowed(method: "GET"))])
        XCTAssertEqual(transport.requests.count, 0, "never sent")
    }
}
