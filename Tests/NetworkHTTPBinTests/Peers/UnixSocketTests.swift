import Foundation
import Network
import XCTest

/// HTTP over a Unix domain socket (Python's http.server on AF_UNIX), as a
/// local API such as a container engine's is reached: libcurl only.
final class UnixSocketTests: PeerTestCase {
    private var viaSocket: [String: HostOptions] { ["engine.local": HostOptions(unixSocketPath: peers.unixSocket)] }

    func testRequestsGoThroughTheSocket() throws {
        let client = try client(URL(string: "http://engine.local")!, transport: .curl, hostOptions: viaSocket)
        let get = try result(client, PeerRoute(path: "/containers/json"), as: PeerEcho.self)
        XCTAssertEqual(get.value?.server, "unix")
        XCTAssertEqual(get.value?.path, "/containers/json")
        let post = try result(client, PeerRoute(method: .post, path: "/containers/create", body: .json(["Image": "alpine"])),
                              as: PeerEcho.self)
        XCTAssertEqual(post.value?.method, "POST")
        XCTAssertEqual(post.value?.body, #"{"Image":"alpine"}"#)
    }

    func testAMissingSocketIsOffline() throws {
        let missing = ["engine.local": HostOptions(unixSocketPath: peers.unixSocket + ".gone")]
        let answer = try result(try client(URL(string: "http://engine.local")!, transport: .curl, hostOptions: missing), PeerRoute(),
                                as: PeerEcho.self)
        guard case .error(.offline) = answer else { return XCTFail("\(answer)") }
    }

    func testURLSessionRefusesASocketInPlainWords() throws {
        let answer = try result(try client(URL(string: "http://engine.local")!, transport: .urlSession, hostOptions: viaSocket),
                                PeerRoute(), as: PeerEcho.self)
        guard case .error(.invalidRequest(.unsupportedByTransport(let what))) = answer else { return XCTFail("\(answer)") }
        XCTAssertTrue(what.contains("a Unix domain socket"), what)
    }
}
