@testable import DummyJSON
import Foundation
import NetworkTestSupport
import NetworkTesting
import ReactiveTesting
import StagingServer
import XCTest
@testable import Network
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Pictures through the network layer: where they are fetched from, that no
/// token leaves its origin, and that one seen once is there offline.
final class PictureRouteTests: XCTestCase {
    private let scheduler = TestScheduler(resolution: 0.001)
    private let cdnPicture = "https://cdn.dummyjson.com/product-images/beauty/essence-mascara-lash-princess/thumbnail.webp"

    func testAPathResolvesAgainstTheHostAndAURLIsKept() throws {
        let host = try APIHost(kind: .test, baseURL: URL(string: "http://127.0.0.1:8080/api/")!)
        let path = try XCTUnwrap(PictureRoute(reference: "/recipe-images/5.webp"))
        XCTAssertEqual(try path.urlRequest(for: host).url?.absoluteString, "http://127.0.0.1:8080/api/recipe-images/5.webp")
        let cdn = try XCTUnwrap(PictureRoute(reference: cdnPicture))
        XCTAssertEqual(try cdn.urlRequest(for: host).url?.absoluteString, cdnPicture)
        XCTAssertEqual(try cdn.urlRequest(for: host).value(forHTTPHeaderField: "Accept"), "image/webp, image/*")
    }

    func testReferencesThatAreNeitherAPathNorAWebURLAreRefused() {
        for reference in ["", "thumbnail.webp", "//cdn.dummyjson.com/x.webp", "javascript:alert(1)", "file:///etc/passwd", "ftp://h/x.webp", "https://"] {
            XCTAssertNil(PictureRoute(reference: reference), reference)
        }
    }

    func testAPictureOnAnotherHostGetsNoTokenAndTheAPIStillDoes() throws {
        let transport = ScriptedTransport(.immediate) { request in
            request.url?.host == "cdn.dummyjson.com"
                ? ScriptedTransport.reply(request, 200, "RIFF....WEBP", headers: ["Content-Type": "image/webp"])
                : reply(request, 200, #"{"name":"x"}"#)
        }
        let network = makeNetwork(transport: transport, scheduler: scheduler, session: sampleSession(access: "tok"))
        let picture = record(network.request(try XCTUnwrap(PictureRoute(reference: cdnPicture)), as: RawBody.self), on: scheduler)
        _ = record(network.request(TestRoute(requiresAuth: true), as: Named.self), on: scheduler)
        scheduler.start()
        XCTAssertEqual(transport.requests.count, 2)
        XCTAssertEqual(transport.requests[0].url?.host, "cdn.dummyjson.com")
        XCTAssertNil(transport.requests[0].value(forHTTPHeaderField: "Authorization"))
        XCTAssertEqual(transport.requests[1].value(forHTTPHeaderField: "Authorization"), "Bearer tok", "the control: the API's own route")
        XCTAssertEqual(picture.observer.events.first?.value.element?.value?.data, Data("RIFF....WEBP".utf8))
    }

    func testEvenARouteAskingForTheTokenGetsNoneOnAnotherOrigin() throws {
        let store = SessionStore(file: nil)
        store.save(sampleSession(access: "tok"), origin: testHost.origin)
        let route = Tweaked(base: try XCTUnwrap(PictureRoute(reference: cdnPicture)), requiresAuthOverride: true)
        let request = AccessTokenPlugin(store: store).prepare(try route.urlRequest(for: testHost), for: route)
        XCTAssertEqual(request.url?.host, "cdn.dummyjson.com")
        XCTAssertNil(request.value(forHTTPHeaderField: "Authorization"))
    }

    func testAPictureSeenOnceIsThereOffline() throws {
        let server = try startSwitchableStaging(SwitchableStaging())
        let cache = OfflineCache(directory: try makeTemporaryDirectory())
        var configuration = NetworkConfiguration.dummyJSON(host: try APIHost(kind: .test, baseURL: URL(string: "http://127.0.0.1:\(server.port)")!))
        configuration.defaultHeaders = testHeaders
        configuration.cache = cache
        configuration.transportKind = transportKindUnderTest
        let network = NetworkClient(configuration: configuration)
        let route = Tweaked(base: try XCTUnwrap(PictureRoute(reference: "/recipe-images/3.webp")), retry: RetryPolicy.none)

        let online = collect(network.requestSourced(route, as: RawBody.self, cacheGroup: "pictures"))
        XCTAssertEqual(online.count, 1)
        let bytes = try XCTUnwrap(online.first?.result.value)
        XCTAssertEqual(bytes.contentType, "image/webp")
        XCTAssertEqual(Array(bytes.data.prefix(4)), Array("RIFF".utf8))

        server.stop()
        let offline = collect(network.requestSourced(route, as: RawBody.self, cacheGroup: "pictures"))
        XCTAssertEqual(offline.last?.result.value, bytes)
        guard case .cache(_, true)? = offline.last?.source else { return XCTFail("\(String(describing: offline.last?.source))") }
    }
}
