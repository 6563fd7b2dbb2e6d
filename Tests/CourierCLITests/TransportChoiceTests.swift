import Network
import XCTest
@testable import CourierCLI

final class TransportChoiceTests: XCTestCase {
    func testTheAppSendsThroughLibcurlUnlessAskedForURLSession() {
        XCTAssertEqual(CourierEnvironment.transportKind(environment: [:]), .curl)
        XCTAssertEqual(CourierEnvironment.transportKind(environment: ["COURIER_TRANSPORT": "urlSession"]), .urlSession)
        XCTAssertEqual(CourierEnvironment.transportKind(environment: ["COURIER_TRANSPORT": "curl"]), .curl)
        XCTAssertEqual(CourierEnvironment.transportKind(environment: ["COURIER_TRANSPORT": "carrier-pigeon"]), .curl)
    }
}
