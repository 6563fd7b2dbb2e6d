import APIDescription
import Foundation
import JSON
import Network
import NetworkTesting
import Reactive
import ReactiveTesting
import XCTest
@testable import DescribedAPI
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Each way a described API signs requests, sent only to the session's origin.
final class DescribedAuthenticatorTests: XCTestCase {
    private let host = try! APIHost(kind: .test, baseURL: URL(string: "http://127.0.0.1:9/api")!)
    private let origin = "http://127.0.0.1:9"

    private func client(_ method: SignInMethod, session: DescribedSession?, scheduler: TestScheduler,
                        handler: @escaping ScriptedTransport.Handler) -> (NetworkClient, ScriptedTransport) {
        let transport = ScriptedTransport(scheduler: scheduler, handler: handler)
        var configuration = NetworkConfiguration.described(host: host, signIn: method, sessionFile: nil)
        configuration.transport = transport
        configuration.scheduler = scheduler
        let client = NetworkClient(configuration: configuration)
        if let session { client.describedSessions?.use(session) }
        return (client, transport)
    }

    private func send(_ route: DescribedRoute, on client: NetworkClient, _ scheduler: TestScheduler) -> [NetworkResult<TransportResponse>] {
        let results = SanitizerVisibleMutex<[NetworkResult<TransportResponse>]>([])
        let subscription = client.request(route, as: TransportResponse.self).subscribe(onNext: { result in results.withLock { $0.append(result) } })
        scheduler.advance(by: 2)
        subscription.dispose()
        return results.withLock { $0 }
    }

    private let list = DescribedRoute(.get, "/notes", requiresAuth: true, label: "notes.list")

    func testEachSchemeSignsTheWayItSays() throws {
        let cases: [(SignInMethod, DescribedSession, (URLRequest) -> Bool)] = [
            (.bearer, DescribedSession(origin: origin, secret: "tok"), { $0.value(forHTTPHeaderField: "Authorization") == "Bearer tok" }),
            (.oauth2Password(tokenURL: "/token", refreshURL: nil), DescribedSession(origin: origin, accessToken: "acc"),
             { $0.value(forHTTPHeaderField: "Authorization") == "Bearer acc" }),
            (.basic, DescribedSession(origin: origin, username: "ann", secret: "pw"),
             { $0.value(forHTTPHeaderField: "Authorization") == "Basic " + Data("ann:pw".utf8).base64EncodedString() }),
            (.apiKey(name: "X-Notes-Key", location: .header), DescribedSession(origin: origin, secret: "k1"),
             { $0.value(forHTTPHeaderField: "X-Notes-Key") == "k1" }),
            (.apiKey(name: "api_key", location: .query), DescribedSession(origin: origin, secret: "k2"), { $0.query("api_key") == "k2" }),
            (.apiKey(name: "sid", location: .cookie), DescribedSession(origin: origin, secret: "k3"),
             { $0.value(forHTTPHeaderField: "Cookie")?.contains("sid=k3") == true }),
        ]
        for (method, session, signed) in cases {
            let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
            let (client, transport) = client(method, session: session, scheduler: scheduler) { _ in .json(200, ["ok": true]) }
            _ = send(list, on: client, scheduler)
            let request = try XCTUnwrap(transport.requests.last)
            XCTAssertTrue(signed(request), "\(method): \(request.allHTTPHeaderFields ?? [:]) \(request.url!)")
        }
    }

    func testCredentialsNeverGoToAnotherOriginOrARouteThatNeedsNone() throws {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let (client, transport) = client(.bearer, session: DescribedSession(origin: origin, secret: "tok"), scheduler: scheduler) { _ in
            .json(200, [:])
        }
        _ = send(DescribedRoute(.get, "/notes", requiresAuth: true, url: URL(string: "http://127.0.0.2:9/notes")!, label: "elsewhere"),
                 on: client, scheduler)
        _ = send(DescribedRoute(.get, "/public", label: "public"), on: client, scheduler)
        XCTAssertEqual(transport.requests.count, 2)
        XCTAssertTrue(transport.requests.allSatisfy { $0.value(forHTTPHeaderField: "Authorization") == nil })
    }

    func testOAuth2SignsInWithAFormAndKeepsTheTokensNotThePassword() throws {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let method = SignInMethod.oauth2Password(tokenURL: "/api/token", refreshURL: nil)
        let (client, transport) = client(method, session: nil, scheduler: scheduler) { _ in
            .json(200, ["access_token": "a1", "refresh_token": "r1", "token_type": "bearer"])
        }
        let store = try XCTUnwrap(client.describedSessions)
        let signIn = DescribedSignIn(method: method, store: store, probe: nil)
        let results = SanitizerVisibleMutex<[NetworkResult<DescribedSession>]>([])
        _ = signIn.signIn(username: "ann", secret: "pw", on: client).subscribe(onNext: { result in results.withLock { $0.append(result) } })
        scheduler.advance(by: 1)
        let request = try XCTUnwrap(transport.requests.first)
        XCTAssertEqual(request.url?.absoluteString, "http://127.0.0.1:9/api/token")
        XCTAssertEqual(request.value(forHTTPHeaderField: "Content-Type"), "application/x-www-form-urlencoded")
        XCTAssertEqual(String(decoding: try XCTUnwrap(request.httpBody), as: UTF8.self), "grant_type=password&password=pw&username=ann")
        XCTAssertEqual(store.current?.accessToken, "a1")
        XCTAssertEqual(store.current?.refreshToken, "r1")
        XCTAssertNil(store.current?.secret, "the password is not kept")
        XCTAssertEqual(results.withLock { $0.count }, 1)
    }

    func testManyRefusedRequestsShareOneRefresh() throws {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let method = SignInMethod.oauth2Password(tokenURL: "token", refreshURL: "token/refresh")
        let (client, transport) = client(method, session: DescribedSession(origin: origin, accessToken: "old", refreshToken: "r1"),
                                         scheduler: scheduler) { request in
            if request.url!.path.hasSuffix("/token/refresh") { return .json(200, ["access_token": "new", "refresh_token": "r2"]) }
            return request.value(forHTTPHeaderField: "Authorization") == "Bearer new" ? .json(200, ["ok": true]) : .json(401, ["detail": "expired"])
        }
        let results = SanitizerVisibleMutex<[NetworkResult<TransportResponse>]>([])
        var subscriptions: [Disposable] = []
        for index in 0..<5 {
            let route = DescribedRoute(.get, "/notes/\(index)", requiresAuth: true, label: "note")
            subscriptions.append(client.request(route, as: TransportResponse.self).subscribe(onNext: { result in results.withLock { $0.append(result) } }))
        }
        scheduler.advance(by: 5)
        subscriptions.forEach { $0.dispose() }
        XCTAssertEqual(transport.requests(to: "/api/token/refresh").count, 1, "one refresh for all five")
        let refresh = try XCTUnwrap(transport.requests(to: "/api/token/refresh").first)
        XCTAssertEqual(String(decoding: try XCTUnwrap(refresh.httpBody), as: UTF8.self), "grant_type=refresh_token&refresh_token=r1")
        XCTAssertEqual(results.withLock { $0.filter { if case .value = $0 { true } else { false } }.count }, 5)
        XCTAssertEqual(client.describedSessions?.current?.accessToken, "new")
    }

    func testAKeyThatIsRefusedIsForgottenAtSignIn() throws {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let method = SignInMethod.apiKey(name: "X-Key", location: .header)
        let (client, _) = client(method, session: nil, scheduler: scheduler) { _ in .json(401, ["detail": "Invalid key"]) }
        let store = try XCTUnwrap(client.describedSessions)
        let signIn = DescribedSignIn(method: method, store: store, probe: list)
        let results = SanitizerVisibleMutex<[NetworkResult<DescribedSession>]>([])
        _ = signIn.signIn(username: "", secret: "wrong", on: client).subscribe(onNext: { result in results.withLock { $0.append(result) } })
        scheduler.advance(by: 2)
        guard case .error(.http(401, "Invalid key"))? = results.withLock({ $0.first }) else {
            return XCTFail("\(results.withLock { $0 })")
        }
        XCTAssertNil(store.current)
    }

    func testTheSessionFileIsPrivateAndHoldsNoPasswordForOAuth2() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("described-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = DescribedSessionFile(origin: origin, directory: directory)
        let store = DescribedSessionStore(file: file)
        XCTAssertTrue(store.save(DescribedSession(origin: origin, username: "ann", accessToken: "a", refreshToken: "r")))
        let mode = try XCTUnwrap(FileManager.default.attributesOfItem(atPath: file.url.path)[.posixPermissions] as? Int)
        XCTAssertEqual(mode & 0o777, 0o600)
        XCTAssertEqual(DescribedSessionStore(file: file).current?.refreshToken, "r", "the next start resumes it")
        XCTAssertFalse(store.save(DescribedSession(origin: origin, secret: "line\nbreak")), "a secret no header can carry is refused")
        store.clear()
        XCTAssertFalse(FileManager.default.fileExists(atPath: file.url.path))
    }

    func testACustomKeyHeaderIsRedactedInLogsAndCurl() {
        XCTAssertEqual(Redaction.header(name: "X-Notes-Key", value: "k1"), Redaction.mask)
        XCTAssertEqual(Redaction.header(name: "Accept", value: "application/json"), "application/json")
        XCTAssertTrue(Redaction.url(URL(string: "http://h/x?notes_key=abc&page=2")!).contains("notes_key=[REDACTED]"))
    }
}
