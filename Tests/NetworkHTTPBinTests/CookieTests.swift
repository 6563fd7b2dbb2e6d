import Foundation
import Models
import Network
import XCTest

/// httpbin's cookie routes: /cookies/set and /cookies/delete answer with a
/// 302 to /cookies, which echoes the cookies it got, so the redirect each
/// transport follows itself must carry what the 302 set.
final class CookieTests: HTTPBinTestCase {
    private enum CookieRouter: Route {
        case set([String: String])
        case delete([String])
        case list
        /// /redirect-to?url=<target>, without credentials.
        case redirect(to: URL)

        var relation: (method: HTTPMethod, path: String, params: Parameters?) {
            switch self {
            case .set(let cookies): (.get, "/cookies/set", cookies.mapValues { .string($0) })
            case .delete(let names): (.get, "/cookies/delete", Dictionary(uniqueKeysWithValues: names.map { ($0, .string("")) }))
            case .list: (.get, "/cookies", nil)
            case .redirect(let target): (.get, "/redirect-to", ["url": .string(target.absoluteString)])
            }
        }
        var encoding: ParameterEncoding { .query }
        var cachePolicy: CachePolicy { .networkOnly }
    }

    private struct Jar: Decodable, Sendable {
        var cookies: [String: String]
    }

    func testCookiesSetByARedirectComeBackFromWhereItLeads() throws {
        let network = try makeNetwork(cookieStore: CookieStore())
        XCTAssertEqual(try value(network, CookieRouter.set(["flavour": "oat", "size": "big"]), as: Jar.self).cookies,
                       ["flavour": "oat", "size": "big"])
        XCTAssertEqual(try value(network, CookieRouter.list, as: Jar.self).cookies, ["flavour": "oat", "size": "big"])
    }

    func testDeletingACookieLeavesTheOthers() throws {
        let store = CookieStore()
        let network = try makeNetwork(cookieStore: store)
        _ = try value(network, CookieRouter.set(["flavour": "oat", "size": "big"]), as: Jar.self)
        XCTAssertEqual(try value(network, CookieRouter.delete(["flavour"]), as: Jar.self).cookies, ["size": "big"])
        XCTAssertEqual(store.cookies.map(\.name), ["size"])
    }

    func testCookiesNeverReachTheOtherOrigin() throws {
        let store = CookieStore()
        let network = try makeNetwork(cookieStore: store)
        _ = try value(network, CookieRouter.set(["flavour": "oat"]), as: Jar.self)
        XCTAssertEqual(try value(network, CookieRouter.redirect(to: httpbin.other("/cookies")), as: Jar.self).cookies, [:],
                       "a redirect to 127.0.0.2 carried none")

        var configuration = NetworkConfiguration(host: try APIHost(kind: .test, baseURL: httpbin.otherURL))
        configuration.transportKind = Self.transportKind
        configuration.cookieStore = store
        let other = NetworkClient(configuration: configuration)
        XCTAssertEqual(try value(other, CookieRouter.list, as: Jar.self).cookies, [:], "nor a request of its own")
        XCTAssertEqual(try value(network, CookieRouter.list, as: Jar.self).cookies, ["flavour": "oat"])
    }

    func testWithoutAStoreNoCookieIsSent() throws {
        let network = try makeNetwork()
        XCTAssertEqual(try value(network, CookieRouter.set(["flavour": "oat"]), as: Jar.self).cookies, [:])
        XCTAssertEqual(try value(network, CookieRouter.list, as: Jar.self).cookies, [:])
    }
}
