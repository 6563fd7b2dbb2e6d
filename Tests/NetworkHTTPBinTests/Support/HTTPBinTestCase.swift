import DummyJSON
import Foundation
import Models
import Network
import Reactive
import XCTest

/// A test against httpbin: it runs with the peer, or is skipped without one
/// (fails in CI), so a test body starts with a server that answers.
class HTTPBinTestCase: XCTestCase {
    /// Set before every test runs; a test never sees it nil.
    private(set) var httpbin: HTTPBin!
    private var skip: XCTSkip?

    override func invokeTest() {
        do {
            httpbin = try HTTPBin.resolve()
        } catch let unavailable as XCTSkip {
            skip = unavailable
        } catch {
            // Thrown from setUp, an error fails the run but also counts as a skip on
            // Linux; where httpbin is required its absence must read as a failure alone.
            return XCTFail("\(error)")
        }
        super.invokeTest()
    }

    override func setUpWithError() throws {
        try super.setUpWithError()
        if let skip { throw skip }
    }

    /// A network for httpbin's first origin, over a built-in transport:
    /// URLSession here, or libcurl (the library's default) when `COURIER_TEST_TRANSPORT=curl`.
    /// `bearer` signs in with that access token, so routes that require auth carry it;
    /// `cookieStore` keeps and sends cookies.
    func makeNetwork(
        timeouts: Timeouts = .default, plugins: [any NetworkPlugin] = [], cache: OfflineCache? = nil,
        bearer: String? = nil, cookieStore: CookieStore? = nil
    ) throws -> NetworkClient {
        var configuration = NetworkConfiguration.dummyJSON(host: try APIHost(kind: .test, baseURL: httpbin.url))
        // Fixed, so the echoed headers do not depend on the machine's LANG.
        configuration.defaultHeaders = NetworkConfiguration.defaultHeaders(userAgent: "Courier/9.9.9", language: "en")
        configuration.timeouts = timeouts
        configuration.plugins = plugins
        configuration.cache = cache
        configuration.transportKind = Self.transportKind
        configuration.cookieStore = cookieStore
        let network = NetworkClient(configuration: configuration)
        if let bearer {
            let session = AuthSession(accessToken: bearer, refreshToken: "unused", id: 1, username: "httpbin",
                                      email: "httpbin@example.invalid", firstName: "Http", lastName: "Bin")
            network.sessionStore.save(session, origin: network.host.origin)
        }
        return network
    }

    static let transportKind: TransportKind = ProcessInfo.processInfo.environment["COURIER_TEST_TRANSPORT"]
        .flatMap(TransportKind.init(rawValue:)) ?? .urlSession

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

/// A failure with a sentence, thrown where a test cannot go on.
struct Failed: Error, CustomStringConvertible {
    let description: String
}
