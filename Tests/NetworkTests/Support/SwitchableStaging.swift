import Foundation
import NetworkTestSupport
import Reactive
import StagingServer
import Synchronization
import XCTest
@testable import Network

/// Two staging datasets behind one socket, switched by the test, so the data
/// "changes on the server" between two requests. Both sign tokens with one key,
/// so a session survives the switch. Records what each request carried and got.
final class SwitchableStaging: HTTPHandler {
    struct Exchange: Sendable {
        var method: String
        var path: String
        var ifNoneMatch: String?
        var status: Int
        var etag: String?
    }

    private let first: StagingAPI
    private let second: StagingAPI
    private let useSecond = SanitizerVisibleMutex(false)
    private let exchanges = SanitizerVisibleMutex<[Exchange]>([])

    init(latencyMilliseconds: Int = 0) {
        let secret = [UInt8](repeating: 7, count: 32)
        first = StagingAPI(configuration: StagingAPI.Configuration(
            seed: 1, latencyMilliseconds: latencyMilliseconds, tokenSecret: secret))
        second = StagingAPI(configuration: StagingAPI.Configuration(
            seed: 2, latencyMilliseconds: latencyMilliseconds, tokenSecret: secret))
    }

    /// From now on the other dataset answers.
    func changeData() { useSecond.withLock { $0 = true } }

    var all: [Exchange] { exchanges.withLock { $0 } }
    func exchanges(_ path: String) -> [Exchange] { all.filter { $0.path == path } }

    func handle(_ request: HTTPRequest) -> HTTPResponse {
        let api = useSecond.withLock { $0 } ? second : first
        let response = api.handle(request)
        exchanges.withLock {
            $0.append(Exchange(method: request.method, path: request.path, ifNoneMatch: request.header("If-None-Match"),
                               status: response.status, etag: response.header("ETag")))
        }
        return response
    }
}

extension XCTestCase {
    /// The switchable datasets on 127.0.0.1 and a free port, stopped when the test ends.
    func startSwitchableStaging(
        _ handler: SwitchableStaging, log: StagingLog? = nil
    ) throws -> HTTPServer {
        var configuration = HTTPServer.Configuration.default
        configuration.port = 0
        if let log { configuration.log = { log.append($0) } }
        let server = HTTPServer(handler: handler, configuration: configuration)
        try server.start()
        addTeardownBlock { server.stop() }
        return server
    }

    /// Every element of a stream until it completes, waited for with an expectation.
    func collect<T: Sendable>(_ stream: Observable<T>, timeout: TimeInterval = 30,
                              file: StaticString = #filePath, line: UInt = #line) -> [T] {
        let box = Locked<[T]>([])
        let done = expectation(description: "completed")
        let subscription = stream.subscribe(
            onNext: { value in box.mutate { $0.append(value) } },
            onCompleted: { done.fulfill() })
        wait(for: [done], timeout: timeout)
        subscription.dispose()
        return box.value
    }
}
