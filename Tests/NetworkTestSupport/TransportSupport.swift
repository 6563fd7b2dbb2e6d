// Without XCTest (a static release build) this is left out: see TestSupport.swift.
#if canImport(XCTest)
import Foundation
import StagingServer
import XCTest
import Network
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The built-in transport the real-socket suites run on: URLSession unless
/// `COURIER_TEST_TRANSPORT=curl` (libcurl, the library's default), so one suite shows both behave alike.
package let transportKindUnderTest: TransportKind = ProcessInfo.processInfo.environment["COURIER_TEST_TRANSPORT"]
    .flatMap(TransportKind.init(rawValue:)) ?? .urlSession

extension XCTestCase {
    /// An HTTP server on 127.0.0.1 and a free port answering with `handler`, stopped when the test ends.
    package func startHTTP(_ handler: @escaping @Sendable (HTTPRequest) -> HTTPResponse) throws -> HTTPServer {
        var configuration = HTTPServer.Configuration.default
        configuration.port = 0
        let server = HTTPServer(handler: ClosureHandler(handler), configuration: configuration)
        try server.start()
        addTeardownBlock { server.stop() }
        return server
    }

    /// The outcome of one request sent straight through a transport.
    package func exchange(
        _ transport: any Transport, _ request: URLRequest, timeout: TimeInterval = 20,
        file: StaticString = #filePath, line: UInt = #line
    ) -> Result<TransportResponse, URLError>? {
        let outcome = Locked<Result<TransportResponse, URLError>?>(nil)
        let done = expectation(description: "transport answered")
        _ = transport.send(request) { result in
            outcome.mutate { $0 = result }
            done.fulfill()
        }
        wait(for: [done], timeout: timeout)
        return outcome.value
    }
}

extension HTTPServer {
    package var baseURL: URL { URL(string: "http://127.0.0.1:\(port)")! }
}

extension URLRequest {
    package init(_ method: String, _ url: URL, headers: [String: String] = [:], body: Data? = nil) {
        self.init(url: url)
        httpMethod = method
        for (name, value) in headers { setValue(value, forHTTPHeaderField: name) }
        httpBody = body
    }
}

extension Result where Success == TransportResponse, Failure == URLError {
    package var response: TransportResponse? { try? get() }
    package var errorCode: URLError.Code? {
        if case .failure(let error) = self { return error.code }
        return nil
    }
    package var text: String? { response.map { String(decoding: $0.data, as: UTF8.self) } }
    package func userInfo(_ key: String) -> Int64? {
        if case .failure(let error) = self { return error.userInfo[key] as? Int64 }
        return nil
    }
}
#endif
