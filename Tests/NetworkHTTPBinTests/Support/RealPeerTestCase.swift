import Foundation
import Network
import Reactive
import XCTest

/// A test against a server outside the process: it runs with its peer, or
/// is skipped without one (fails in CI), so a test body starts with a server
/// that answers. A subclass finds its peer in `resolvePeer()`.
class RealPeerTestCase: XCTestCase {
    private var skip: XCTSkip?

    /// Finds the peer: throws `XCTSkip` when it is absent and optional, any other error when it is required.
    func resolvePeer() throws {}

    override func invokeTest() {
        do {
            try resolvePeer()
        } catch let unavailable as XCTSkip {
            skip = unavailable
        } catch {
            // Thrown from setUp, an error fails the run but also counts as a skip on
            // Linux; where the peer is required its absence must read as a failure alone.
            return XCTFail("\(error)")
        }
        super.invokeTest()
    }

    override func setUpWithError() throws {
        try super.setUpWithError()
        if let skip { throw skip }
    }

    /// Whether a missing peer fails the run: where `variable` is 1, or in CI.
    static func isRequired(_ variable: String, environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        environment[variable] == "1" || ["true", "1"].contains(environment["CI"]?.lowercased() ?? "")
    }

    /// The one result of a request; fails the test when none comes within `timeout`.
    func result<T: Decodable & Sendable>(
        _ network: NetworkClient, _ route: any Route, as type: T.Type, id: RequestID? = nil, timeout: TimeInterval = 30,
        file: StaticString = #filePath, line: UInt = #line
    ) throws -> NetworkResult<T> {
        try only(network.request(route, as: T.self, id: id), timeout: timeout, file: file, line: line)
    }

    /// The validated response itself: status, headers and body.
    func rawResult(
        _ network: NetworkClient, _ route: any Route, timeout: TimeInterval = 30,
        file: StaticString = #filePath, line: UInt = #line
    ) throws -> NetworkResult<TransportResponse> {
        try only(network.requestRaw(route), timeout: timeout, file: file, line: line)
    }

    /// The value of a request that must succeed.
    func value<T: Decodable & Sendable>(
        _ network: NetworkClient, _ route: any Route, as type: T.Type, file: StaticString = #filePath, line: UInt = #line
    ) throws -> T {
        switch try result(network, route, as: T.self, file: file, line: line) {
        case .value(let value): return value
        case .error(let error): throw Failed(description: "\(route.name) failed: \(error)")
        }
    }

    /// Every element of a stream until it completes, which must happen within `timeout`.
    func all<Element: Sendable>(
        _ stream: Observable<Element>, timeout: TimeInterval = 30, file: StaticString = #filePath, line: UInt = #line
    ) -> [Element] {
        let box = Locked<[Element]>([])
        let done = expectation(description: "completed")
        let subscription = stream.subscribe(onNext: { element in box.mutate { $0.append(element) } },
                                            onCompleted: { done.fulfill() })
        wait(for: [done], timeout: timeout, file: file, line: Int(line))
        subscription.dispose()
        return box.value
    }

    private func only<Element: Sendable>(
        _ stream: Observable<Element>, timeout: TimeInterval, file: StaticString, line: UInt
    ) throws -> Element {
        let elements = all(stream, timeout: timeout, file: file, line: line)
        XCTAssertEqual(elements.count, 1, "a request answers once", file: file, line: line)
        return try XCTUnwrap(elements.first, "no answer within \(timeout) s", file: file, line: line)
    }

    /// Waits, without sleeping, until `condition` holds or `timeout` seconds pass.
    func waitUntil(
        timeout: TimeInterval = 10, file: StaticString = #filePath, line: UInt = #line,
        _ condition: @escaping @Sendable () -> Bool
    ) {
        let expectation = XCTNSPredicateExpectation(predicate: NSPredicate { _, _ in condition() }, object: nil)
        let result = XCTWaiter().wait(for: [expectation], timeout: timeout)
        XCTAssertEqual(result, .completed, "condition not met within \(timeout) s", file: file, line: line)
    }

    /// A fresh directory, removed after the test.
    func makeTemporaryDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("courier-httpbin-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: directory) }
        return directory
    }
}
