@testable import DummyJSON
import Foundation
import Models
import NetworkTestSupport
import StagingServer
import XCTest
@testable import Network
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// CurlTransport over loopback sockets: what it sends, what it hands back,
/// and how it reuses connections.
final class CurlTransportTests: XCTestCase {
    private func echo() throws -> (HTTPServer, Locked<[HTTPRequest]>) {
        let seen = Locked<[HTTPRequest]>([])
        let server = try startHTTP { request in
            seen.mutate { $0.append(request) }
            return HTTPResponse(status: 200, headers: [("Content-Type", "text/plain"), ("X-Echo", "one"), ("x-echo", "two")],
                                body: Data("\(request.method) \(request.body.count)".utf8))
        }
        return (server, seen)
    }

    func testAGetCarriesItsHeadersAndHandsBackStatusHeadersAndBody() throws {
        let (server, seen) = try echo()
        let transport = CurlTransport()
        let url = server.baseURL.appendingPathComponent("items").appending(queryItems: [URLQueryItem(name: "q", value: "a b")])
        let result = exchange(transport, URLRequest("GET", url, headers: ["Authorization": "Bearer t", "Accept": "application/json", "X-Empty": ""]))
        let response = try XCTUnwrap(result?.response)
        XCTAssertEqual(response.status, 200)
        XCTAssertEqual(String(decoding: response.data, as: UTF8.self), "GET 0")
        XCTAssertEqual(response.header("content-type"), "text/plain")
        XCTAssertEqual(response.header("X-Echo"), "one, two", "repeated fields join as URLSession joins them")
        XCTAssertEqual(response.response.url, url)
        // The HTTPURLResponse is made only when asked for, from the same fields.
        XCTAssertEqual(response.response.statusCode, 200)
        XCTAssertEqual(response.response.value(forHTTPHeaderField: "x-echo"), "one, two")
        XCTAssertEqual(response.response.mimeType, "text/plain")
        XCTAssertTrue(response.response === response.response, "made once")
        let request = try XCTUnwrap(seen.value.first)
        XCTAssertEqual(request.path, "/items")
        XCTAssertEqual(request.queryValue("q"), "a b")
        XCTAssertEqual(request.header("Authorization"), "Bearer t")
        XCTAssertEqual(request.header("Accept"), "application/json")
        XCTAssertEqual(request.header("X-Empty"), "")
        XCTAssertNil(request.header("Expect"))
    }

    func testLineBreaksAndNulsInAFieldValueAreSentAsSpacesAndStartNoFieldOfTheirOwn() throws {
        let (server, seen) = try echo()
        let transport = CurlTransport()
        let token = String(repeating: "t", count: 600)
        var sent = URLRequest(url: server.baseURL.appendingPathComponent("items"))
        // Set as a whole: `setValue` would drop such a value before the transport saw it.
        sent.allHTTPHeaderFields = ["X-Split": "a\r\nX-Injected: yes", "X-Nul": "b\u{0}c", "Authorization": "Bearer \(token)"]
        let result = exchange(transport, sent)
        XCTAssertEqual(result?.response?.status, 200)
        let request = try XCTUnwrap(seen.value.first)
        XCTAssertEqual(request.header("X-Split"), "a  X-Injected: yes")
        XCTAssertNil(request.header("X-Injected"))
        XCTAssertEqual(request.header("X-Nul"), "b c")
        XCTAssertEqual(request.header("Authorization"), "Bearer \(token)", "a long clean value goes as it is")
    }

    /// Progress goes out on a queue of the transfer's own; the answer waits its turn behind it.
    func testAnUploadsAnswerComesAfterEveryProgressReport() throws {
        let (server, _) = try echo()
        let transport = CurlTransport()
        let order = Locked<[String]>([])
        let answered = DispatchSemaphore(value: 0)
        // The first report holds the reports' queue until the answer comes (or half a
        // second passes): an answer that did not wait its turn would come in between.
        let options = TransferOptions(upload: try UploadBody(.data(Data(count: 300_000))), progress: { _ in
            if order.mutate({ $0.append("progress"); return $0.count == 1 }) { _ = answered.wait(timeout: .now() + 0.5) }
        })
        let done = expectation(description: "answered")
        _ = transport.send(TransportRequest(URLRequest("POST", server.baseURL.appendingPathComponent("up")), transfer: options)) { _ in
            order.mutate { $0.append("answer") }
            answered.signal()
            done.fulfill()
        }
        wait(for: [done], timeout: 30)
        XCTAssertGreaterThan(order.value.count, 2, "a 300 KB upload reports in steps: \(order.value)")
        XCTAssertEqual(order.value.last, "answer", "\(order.value)")
    }

    func testBodiesGoWithTheirMethod() throws {
        let (server, seen) = try echo()
        let transport = CurlTransport()
        let json = Data(#"{"title":"Über"}"#.utf8)
        for method in ["POST", "PUT", "PATCH", "DELETE"] {
            let result = exchange(transport, URLRequest(method, server.baseURL, headers: ["Content-Type": "application/json"], body: json))
            XCTAssertEqual(result?.text, "\(method) \(json.count)")
        }
        XCTAssertEqual(exchange(transport, URLRequest("POST", server.baseURL))?.text, "POST 0")
        XCTAssertEqual(exchange(transport, URLRequest("DELETE", server.baseURL))?.text, "DELETE 0")
        let head = exchange(transport, URLRequest("HEAD", server.baseURL))?.response
        XCTAssertEqual(head?.status, 200)
        XCTAssertEqual(head?.data, Data())
        let requests = seen.value
        XCTAssertEqual(requests.map(\.method), ["POST", "PUT", "PATCH", "DELETE", "POST", "DELETE", "HEAD"])
        XCTAssertEqual(requests.first?.body, json)
        XCTAssertEqual(requests.first?.header("Content-Type"), "application/json")
        XCTAssertEqual(requests[4].header("Content-Length"), "0")
    }

    func testALargeBodyIsSentWhole() throws {
        let (server, seen) = try echo()
        // Under the server's own 1 MB limit on request bodies.
        let body = Data((0..<1_000_000).map { UInt8(truncatingIfNeeded: $0) })
        XCTAssertEqual(exchange(CurlTransport(), URLRequest("POST", server.baseURL, body: body))?.text, "POST 1000000")
        XCTAssertEqual(seen.value.first?.body, body)
    }

    func testCompressedBodiesAreOfferedAndDecoded() throws {
        let server = try startHTTP { request in
            let (encoding, body) = request.path == "/gzip"
                ? ("gzip", "H4sIAAAAAAACA6tWykvMTVWyUirNq8osKEhNUaoFAMgBZi8TAAAA")
                : ("deflate", "eJyrVspLzE1VslLKzEvLSSxJTVGqBQBA7gaj")
            return HTTPResponse(status: 200, headers: [("Content-Encoding", encoding), ("X-Accepted", request.header("Accept-Encoding") ?? "")],
                                body: Data(base64Encoded: body)!)
        }
        let transport = CurlTransport()
        let gzip = exchange(transport, URLRequest("GET", server.baseURL.appendingPathComponent("gzip")))
        XCTAssertEqual(gzip?.text, #"{"name":"unzipped"}"#)
        let offered = gzip?.response?.header("X-Accepted") ?? ""
        for encoding in ["gzip", "deflate", "br"] { XCTAssertTrue(offered.contains(encoding), offered) }
        XCTAssertEqual(exchange(transport, URLRequest("GET", server.baseURL.appendingPathComponent("deflate")))?.text,
                       #"{"name":"inflated"}"#)
    }

    func testSequentialRequestsShareOneConnection() throws {
        let clients = Locked<Set<String>>([])
        let server = try startHTTP { request in
            clients.mutate { _ = $0.insert(request.remoteAddress) }
            return .json(200, Data("{}".utf8))
        }
        let transport = CurlTransport()
        for _ in 0..<25 {
            XCTAssertEqual(exchange(transport, URLRequest("GET", server.baseURL))?.response?.status, 200)
        }
        XCTAssertEqual(transport.connectionsOpened, 1)
        XCTAssertEqual(clients.value.count, 1, "every request came from one client port")
    }

    func testFiftyConcurrentRequestsAllAnswerOverAFewConnections() throws {
        let server = try startStagingKeepingIdleConnections()
        let transport = CurlTransport(maximumConnectionsPerHost: 6)
        let statuses = Locked<[Int]>([])
        let done = expectation(description: "all answered")
        done.expectedFulfillmentCount = 50
        for skip in 0..<50 {
            let url = server.baseURL.appendingPathComponent("products").appending(queryItems: [
                URLQueryItem(name: "limit", value: "2"), URLQueryItem(name: "skip", value: "\(skip)"),
            ])
            _ = transport.send(URLRequest("GET", url)) { result in
                statuses.mutate { $0.append((try? result.get().status) ?? -1) }
                done.fulfill()
            }
        }
        wait(for: [done], timeout: 30)
        XCTAssertEqual(statuses.value, Array(repeating: 200, count: 50))
        XCTAssertLessThanOrEqual(transport.connectionsOpened, 6)
    }

    func testEightInFlightReuseAtMostTheConnectionsAllowed() throws {
        let server = try startStagingKeepingIdleConnections()
        let transport = CurlTransport(maximumConnectionsPerHost: 6)
        let window = DispatchSemaphore(value: 8)
        let done = expectation(description: "all answered")
        done.expectedFulfillmentCount = 300
        let failures = Counter()
        for _ in 0..<300 {
            XCTAssertEqual(window.wait(timeout: .now() + 20), .success)
            _ = transport.send(URLRequest("GET", server.baseURL.appendingPathComponent("products"))) { result in
                // Reading the page keeps each request's successor waiting, as a real consumer does.
                if (try? JSONSerialization.jsonObject(with: (try? result.get().data) ?? Data())) == nil { failures.add() }
                window.signal()
                done.fulfill()
            }
        }
        wait(for: [done], timeout: 30)
        XCTAssertEqual(failures.value, 0)
        // libcurl's default connection cache shrinks as handles leave the multi handle and closes live connections.
        XCTAssertLessThanOrEqual(transport.connectionsOpened, 6)
    }

    func testANetworkClientOnCurlSignsInAndDecodesPages() throws {
        let log = StagingLog()
        let server = try startStaging(log: log)
        var configuration = NetworkConfiguration.dummyJSON(host: try APIHost(kind: .test, baseURL: server.baseURL))
        configuration.defaultHeaders = testHeaders
        configuration.transportKind = .curl
        let network = NetworkClient(configuration: configuration)
        signIn(network)
        for skip in [0, 5, 10] {
            let page = firstResult(network, ProductRouter.list(Paging(limit: 5, skip: skip)), as: Page<Product>.self)?.value
            XCTAssertEqual(page?.items.map(\.id), Array(skip + 1...skip + 5))
        }
        // The server logs a request once its answer is written, which may be after the client has it.
        waitUntil { log.count("GET", "/auth/products") == 3 }
        XCTAssertEqual(Set(log.all.map(\.remoteAddress)).count, 1, "sign-in and pages over one connection")
    }
}

/// The fields CurlTransport collects from a head, read back as HTTPURLResponse reads them.
final class HTTPHeaderFieldsTests: XCTestCase {
    func testLookupsIgnoreCaseJoinRepeatsAndFollowFoldedLines() {
        var fields = HTTPHeaderFields()
        fields.append(name: "Set-Cookie", value: "a=1")
        fields.append(name: "X-Long", value: "first")
        fields.continueLast(with: "second")
        fields.append(name: "set-cookie", value: "b=2")
        XCTAssertEqual(fields.value("SET-COOKIE"), "a=1, b=2")
        XCTAssertEqual(fields.value("x-long"), "first second")
        XCTAssertNil(fields.value("X-Lon"))
        XCTAssertNil(fields.value("X-Long2"))
        XCTAssertEqual(fields.dictionary, ["Set-Cookie": "a=1, b=2", "X-Long": "first second"], "the first spelling names the field")
    }

    func testNamesDifferingOnlyOutsideLettersDoNotMatch() {
        // 0x20 apart, as case is for letters: "[" and "{", "@" and "`" are not the same character.
        XCTAssertFalse(HTTPHeaderFields.sameName("a[", "a{"))
        XCTAssertFalse(HTTPHeaderFields.sameName("@", "`"))
        XCTAssertTrue(HTTPHeaderFields.sameName("Content-Type", "content-TYPE"))
        XCTAssertTrue(HTTPHeaderFields.sameName("Content-Type", "Content-Type"))
        XCTAssertFalse(HTTPHeaderFields.sameName("Content-Type", "Content-Typf"), "same length, last letter apart")
    }

    func testAnyOfSeveralNamesIsFoundWhateverItsCase() {
        var fields = HTTPHeaderFields()
        fields.append(name: "Content-Type", value: "application/json")
        fields.append(name: "x-request-id", value: "r-1")
        XCTAssertTrue(fields.hasAny(of: ["Request-Id", "X-Request-Id"]))
        XCTAssertFalse(fields.hasAny(of: ["X-Trace-Id", "CF-Ray", "Content-Typf"]), "names of the same length as a field are not it")
        XCTAssertFalse(HTTPHeaderFields().hasAny(of: ["X-Request-Id"]))
    }
}

extension CurlTransportTests {
    /// A server that never closes an idle connection during a test. The
    /// connection-count tests measure the client's cap: on a busy machine a
    /// connection curl left idle past the default 5 s was closed by the
    /// server, and the client's reconnect counted as a seventh.
    func startStagingKeepingIdleConnections() throws -> StagingServer {
        var http = HTTPServer.Configuration.default
        http.port = 0
        http.idleTimeout = .seconds(300)
        let server = StagingServer(api: StagingAPI.Configuration(), http: http)
        try server.start()
        addTeardownBlock { server.stop() }
        return server
    }
}
