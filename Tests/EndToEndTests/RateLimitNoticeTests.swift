import Foundation
import Synchronization
import XCTest

/// Issue 25, item 18: when the server asks the command line to wait (a 429
/// with Retry-After), it says on stderr that it waits and for how long,
/// instead of sitting silent.
final class RateLimitNoticeTests: ScriptedCourierTestCase {
    func testA429SaysOnStderrThatItWaitsAndHowLong() throws {
        let asked = Atomic<Int>(0)
        try serve(headers: { request in
            switch request.path {
            case "/auth/login":
                let (status, body) = Self.signedIn()
                return (status, [:], body)
            default:
                // The first list request is refused for a second; the next is answered.
                if asked.add(1, ordering: .relaxed).newValue == 1 {
                    return (429, ["Retry-After": "1"], Self.json(["message": "Too many requests"]))
                }
                return (200, [:], Self.json(["products": [["id": 1, "title": "Lamp", "price": 2.5]], "total": 1, "skip": 0, "limit": 1]))
            }
        })
        XCTAssertEqual(try courier(["login", "--username", "emilys"], input: "pw\n").status, 0)
        let result = try courier(["get", "products", "--limit", "1"])
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertTrue(result.standardOutput.contains("Lamp"), result.standardOutput)
        XCTAssertTrue(result.standardError.contains("waiting 1 s before trying again"), "stderr: \(result.standardError)")
    }
}
