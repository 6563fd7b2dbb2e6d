import Foundation
import Network
import NetworkTesting
import Pictures
import ReactiveTesting
import ViewModels
import XCTest

/// A detail's picture in virtual time: asked for once its record names one
/// and the screen draws pictures, decoded, and failing into a note, never a crash.
final class DetailPictureTests: XCTestCase {
    private var scheduler: TestScheduler!
    private let thumbnail = "/product-images/smartphones/smartphones-7/thumbnail.webp"

    override func setUp() {
        scheduler = Fixtures.scheduler()
    }

    private func redAndBlue() throws -> (RGBAImage, Data) {
        let image = try XCTUnwrap(RGBAImage(width: 1, height: 2, pixels: [255, 0, 0, 255, 0, 0, 255, 255]))
        return (image, Data(try WebPEncoder.encodeLossless(image)))
    }

    private func store(picture: ScriptedTransport.Reply) -> (FeatureStore<BrowseFeature>, ScriptedTransport) {
        var product = Fixtures.product(7)
        product["thumbnail"] = thumbnail
        let record = ScriptedTransport.Reply.json(200, product)
        let transport = ScriptedTransport(scheduler: scheduler) { request in
            request.url?.path.hasPrefix("/product-images/") == true ? picture : record
        }
        return (Fixtures.browse(transport, scheduler: scheduler), transport)
    }

    private func webp(_ data: Data) -> ScriptedTransport.Reply {
        ScriptedTransport.Reply(status: 200, body: data, headers: ["Content-Type": "image/webp"])
    }

    func testTheRecordsPictureIsFetchedAfterItAndDecoded() throws {
        let (image, bytes) = try redAndBlue()
        let (store, transport) = store(picture: webp(bytes))
        store.send(.showPictures(true))
        store.send(.openDetail(id: 7))
        scheduler.advanceTo(150)
        XCTAssertEqual(store.detail?.picture, .loading(reference: thumbnail))
        scheduler.advanceTo(400)
        XCTAssertEqual(transport.requestLines, ["GET /auth/products/7", "GET \(thumbnail)"])
        XCTAssertEqual(store.detail?.picture, .shown(reference: thumbnail, image))
        let english = ErrorPresenter(language: .english)
        XCTAssertEqual(store.detail?.content?.gauges.map { english.text($0.text) }, ["4.69", "94 · In Stock"])
    }

    func testNoPictureIsFetchedWhenTheScreenCannotDrawOne() throws {
        let (_, bytes) = try redAndBlue()
        let (store, transport) = store(picture: webp(bytes))
        store.send(.openDetail(id: 7))
        scheduler.advanceTo(400)
        XCTAssertEqual(transport.requestLines, ["GET /auth/products/7"])
        XCTAssertNil(store.detail?.picture)
    }

    func testBytesThatAreNotAPictureBecomeANote() {
        let (store, _) = store(picture: webp(Data("<html>nope</html>".utf8)))
        store.send(.showPictures(true))
        store.send(.openDetail(id: 7))
        scheduler.advanceTo(400)
        XCTAssertEqual(store.detail?.picture, .failed(reference: thumbnail, .unreadable))
    }

    func testAMissingPictureKeepsItsError() {
        let (store, _) = store(picture: .message(404, "not found"))
        store.send(.showPictures(true))
        store.send(.openDetail(id: 7))
        scheduler.advanceTo(400)
        guard case .failed(_, .notLoaded)? = store.detail?.picture else {
            return XCTFail("\(String(describing: store.detail?.picture))")
        }
        XCTAssertNotNil(store.detail?.content, "the record still shows")
    }

    func testClosingTheDetailStopsThePictureOnItsWay() throws {
        let (_, bytes) = try redAndBlue()
        let (store, _) = store(picture: webp(bytes))
        store.send(.showPictures(true))
        store.send(.openDetail(id: 7))
        scheduler.advanceTo(150)
        store.send(.back)
        scheduler.advanceTo(400)
        XCTAssertNil(store.detail)
    }

    /// Issue 25, item 17: a picture on a host that cannot be reached (the
    /// release host's CDN, offline) is asked once per opening, not three
    /// times; the detail says where and why, and `!` shows it whole.
    func testAnUnreachableImageHostIsAskedOncePerOpeningAndSaysWhy() {
        let cdn = "https://cdn.dummyjson.com/product-images/smartphones/iphone-5s/thumbnail.webp"
        var product = Fixtures.product(7)
        product["thumbnail"] = cdn
        let record = ScriptedTransport.Reply.json(200, product)
        let transport = ScriptedTransport(scheduler: scheduler) { request in
            request.url?.host == "cdn.dummyjson.com" ? nil : record
        }
        let store = Fixtures.browse(transport, scheduler: scheduler)
        store.send(.showPictures(true))
        store.send(.openDetail(id: 7))
        scheduler.advance(by: 30)
        let toCDN = { transport.requests.filter { $0.url?.host == "cdn.dummyjson.com" }.count }
        XCTAssertEqual(toCDN(), 1, "no retries for a picture")
        guard case .failed(cdn, .notLoaded(let error))? = store.detail?.picture else {
            return XCTFail("\(String(describing: store.detail?.picture))")
        }
        XCTAssertTrue(error.isConnectivity)
        XCTAssertNil(store.currentState.note, "no note over the status line for a picture")
        let english = ErrorPresenter(language: .english)
        XCTAssertEqual(store.currentState.lastError?.text(english),
                       "Couldn't load the image from cdn.dummyjson.com: Network error: cannot reach the server. Check your connection and try again.")
        XCTAssertTrue(store.currentState.availability(.showError).isUsable, "`!` opens it")
        store.send(.showError)
        XCTAssertEqual(store.currentState.errorOverlay?.note.text(english).hasPrefix("Couldn't load the image from cdn.dummyjson.com"), true)
        XCTAssertEqual(ErrorPresenter(language: .simplifiedChinese).text("Couldn't load the image from \(UIText.verbatim("x")): \(UIText.verbatim("y"))"),
                       "无法从 x 加载图片：y")

        store.send(.hideError)
        store.send(.back)
        store.send(.openDetail(id: 7))
        scheduler.advance(by: 30)
        XCTAssertEqual(toCDN(), 2, "opened again, asked again: once")
    }
}
