import Foundation
import Models
import Network
import XCTest
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Route redirect policies against httpbin's redirects, and what the
/// metrics say of the hops followed.
final class RedirectPolicyTests: HTTPBinTestCase {
    private struct Hops: Route {
        var path: String
        var params: Parameters?
        var redirectPolicy: RedirectPolicy = .follow
        var validation: Validation = .successCodes
        var relation: (method: HTTPMethod, path: String, params: Parameters?) { (.get, path, params) }
        var encoding: ParameterEncoding { .query }
        var cachePolicy: CachePolicy { .networkOnly }
        var retryPolicy: RetryPolicy { .none }

        static func to(_ target: String, _ policy: RedirectPolicy, validation: Validation = .successCodes) -> Hops {
            Hops(path: "/redirect-to", params: ["url": .string(target)], redirectPolicy: policy, validation: validation)
        }
    }

    func testARouteThatDoesNotFollowGetsTheRedirectWhenItAcceptsIt() throws {
        let network = try makeNetwork()
        let accepted = try rawResult(network, Hops.to("/get", .doNotFollow, validation: .alsoAccepting([302])))
        XCTAssertEqual(accepted.value?.status, 302)
        XCTAssertEqual(accepted.value?.header("Location"), "/get")

        guard case .error(.http(let status, _)) = try rawResult(network, Hops.to("/get", .doNotFollow)) else {
            return XCTFail("an unaccepted 302 is an error")
        }
        XCTAssertEqual(status, 302)
    }

    func testADeciderCanFollowSomeHopsAndStop() throws {
        let network = try makeNetwork()
        let asked = Locked<[String]>([])
        let policy = RedirectPolicy.deciding { _, _, proposed in
            let count = asked.mutate { list -> Int in
                list.append(proposed.url?.path ?? "?")
                return list.count
            }
            return count < 2 ? proposed : nil
        }
        let result = try rawResult(network, Hops(path: "/redirect/3", redirectPolicy: policy, validation: .alsoAccepting([302])))
        XCTAssertEqual(result.value?.status, 302)
        XCTAssertEqual(asked.value, ["/relative-redirect/2", "/relative-redirect/1"])
    }

    func testFollowedHopsAreCountedInTheMetrics() throws {
        let recorder = RecordingPlugin()
        let network = try makeNetwork(plugins: [recorder])
        let landed = try value(network, Hops(path: "/absolute-redirect/2"), as: Echo.self)
        XCTAssertEqual(landed.url, httpbin.here("/get").absoluteString)
        let absolute = try XCTUnwrap(recorder.outcomes.last?.metrics)
        XCTAssertEqual(absolute.redirectCount, 2)

        _ = try value(network, Hops(path: "/redirect/3"), as: Echo.self)
        let relative = try XCTUnwrap(recorder.outcomes.last?.metrics)
        XCTAssertEqual(relative.redirectCount, 3)
        let marks = [relative.connect, relative.firstByte, relative.total].compactMap { $0 }
        XCTAssertEqual(marks, marks.sorted())
    }

    func testARedirectToTheOtherOriginCanBeRefused() throws {
        let network = try makeNetwork()
        let sameOriginOnly = RedirectPolicy.deciding { original, _, proposed in
            proposed.url?.host == original.url?.host ? proposed : nil
        }
        let refused = try rawResult(network, Hops.to(httpbin.other("/get").absoluteString, sameOriginOnly,
                                                     validation: .alsoAccepting([302])))
        XCTAssertEqual(refused.value?.status, 302)
        let followed = try result(network, Hops.to("/get", sameOriginOnly), as: Echo.self)
        XCTAssertEqual(followed.value?.url, httpbin.here("/get").absoluteString)
    }
}
