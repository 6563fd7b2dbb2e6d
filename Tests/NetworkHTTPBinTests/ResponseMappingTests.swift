import Foundation
import JSON
import Network
import Reactive
import XCTest

/// Moya's mapping helpers on httpbin's answers, as a Moya user chains them.
final class ResponseMappingTests: HTTPBinTestCase {
    /// GET /json: httpbin's sample slideshow.
    private struct Slideshow: Route {
        var relation: (method: HTTPMethod, path: String, params: Parameters?) { (.get, "/json", nil) }
    }

    private struct Slide: Decodable, Sendable, Equatable {
        var title: String
        var type: String
    }

    func testAKeyPathTextAndJSONFromARealAnswer() throws {
        let network = try makeNetwork()
        let slides = all(network.requestRaw(Slideshow()).map([Slide].self, atKeyPath: "slideshow.slides"))
        XCTAssertEqual(slides.first?.value?.first, Slide(title: "Wake up to WonderWidgets!", type: "all"))
        let author = all(network.requestRaw(Slideshow()).mapString(atKeyPath: "slideshow.author"))
        XCTAssertEqual(author, [.value("Yours Truly")])
        let echoed = all(network.requestRaw(EchoRouter.get(["q": "a b"])).mapJSON())
        XCTAssertEqual(echoed.first?.value?["args"]?["q"], "a b")
        let missing = all(network.requestRaw(Slideshow()).map(Slide.self, atKeyPath: "slideshow.nothing"))
        guard case .error(.decoding(_, "slideshow.nothing", _))? = missing.first else { return XCTFail("\(missing)") }
    }
}
