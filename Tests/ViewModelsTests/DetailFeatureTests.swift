import Foundation
import Models
import Network
import NetworkTesting
import Reactive
import ReactiveTesting
import Synchronization
import ViewModels
import XCTest

/// The browser's detail in virtual time: records become display-ready
/// content, errors stay typed, and an editable record is saved with PUT.
final class DetailFeatureTests: XCTestCase {
    private var scheduler: TestScheduler!

    override func setUp() {
        scheduler = Fixtures.scheduler()
    }

    private func store(_ registry: ResourceRegistry, _ reply: @escaping ScriptedTransport.Handler)
        -> (FeatureStore<BrowseFeature>, ScriptedTransport) {
        let transport = ScriptedTransport(scheduler: scheduler, handler: reply)
        return (Fixtures.browse(transport, scheduler: scheduler, registry: registry), transport)
    }

    func testAProductBecomesDisplayReadyFields() {
        let (store, transport) = store(.standard) { _ in .json(200, Fixtures.product(7, title: "iPhone 9")) }
        store.send(.openDetail(id: 7))
        XCTAssertEqual(store.detail?.isLoading, true)
        scheduler.advanceTo(200)
        let content = try! XCTUnwrap(store.detail?.content)
        XCTAssertEqual(transport.requestLines, ["GET /auth/products/7"])
        XCTAssertEqual(content.title, "iPhone 9")
        XCTAssertEqual(content.subtitle, "Apple · smartphones")
        XCTAssertEqual(content.value("Price"), "$556.00")
        XCTAssertEqual(content.value("Discount"), "−12.96 %")
        XCTAssertNil(content.value("Rating"), "the rating is a gauge, not repeated in the overview")
        XCTAssertNil(content.value("Stock"), "so is the stock")
        let english = ErrorPresenter(language: .english)
        XCTAssertEqual(content.gauges.map { english.text($0.text) }, ["4.69", "94 · In Stock"])
        XCTAssertEqual(content.value("Eleanor Collins · 5.00 ★★★★★"), "Great!")
        XCTAssertEqual(content.sections.last?.heading, "Reviews (1)")
        XCTAssertEqual(store.detail?.isLoading, false)
    }

    func testAProductWithoutBrandHasNoBrandField() {
        var product = Fixtures.product(3)
        product["brand"] = nil
        let reply = ScriptedTransport.Reply.json(200, product)
        let (store, _) = store(.standard) { _ in reply }
        store.send(.openDetail(id: 3))
        scheduler.advanceTo(200)
        XCTAssertNil(store.detail?.content?.value("Brand"))
        XCTAssertEqual(store.detail?.content?.subtitle, "smartphones")
    }

    func testAPostShowsReactionsAndViews() {
        let post: [String: Any] = ["id": 4, "title": "A post", "body": "Text", "tags": ["a", "b"],
                                   "reactions": ["likes": 1234, "dislikes": 5], "views": 56789, "userId": 9]
        let reply = ScriptedTransport.Reply.json(200, post)
        let (store, _) = store(ResourceRegistry([.posts])) { _ in reply }
        store.send(.openDetail(id: 4))
        scheduler.advanceTo(200)
        let content = store.detail?.content
        XCTAssertEqual(content?.value("Likes"), "1,234")
        XCTAssertEqual(content?.value("Views"), "56,789")
        XCTAssertEqual(content?.value("Tags"), "a, b")
        XCTAssertEqual(content?.body, "Text")
    }

    func testAnUnknownItemShowsTheServersMessage() {
        let (store, _) = store(.standard) { _ in .message(404, "Product with id '999' not found") }
        store.send(.openDetail(id: 999))
        scheduler.advanceTo(200)
        XCTAssertNil(store.detail?.content)
        XCTAssertEqual(store.detail?.error, .http(status: 404, message: "Product with id '999' not found"))
        XCTAssertEqual(ErrorPresenter(language: .english).message(for: store.detail!.error!), "Product with id '999' not found")
    }

    func testOpeningTheSelectedRowAndGoingBack() {
        let (store, transport) = store(.standard) { request in
            request.url!.path == "/auth/products" ? .json(200, Fixtures.productPage(skip: 0, limit: 30, total: 100))
                : .json(200, Fixtures.product(3))
        }
        store.send(.appear)
        scheduler.advanceTo(200)
        store.send(.moveCursor(.down, visibleRows: 20))
        store.send(.moveCursor(.down, visibleRows: 20))
        store.send(.openSelected)
        scheduler.advanceTo(400)
        XCTAssertEqual(transport.requestLines.last, "GET /auth/products/3")
        XCTAssertEqual(store.detail?.content?.title, "Product 3")
        store.send(.back)
        XCTAssertNil(store.detail)
        XCTAssertEqual(store.list.selectedIndex, 2, "the list keeps its place")
    }

    func testClosingTheDetailDropsItsAnswer() {
        // Product 5 answers slowly, product 6 quickly: 5's answer comes after 6 is shown.
        let (store, transport) = store(.standard) { request in
            let id = Int(request.url!.lastPathComponent)!
            return .json(200, Fixtures.product(id), delay: id == 5 ? 1 : 0.1)
        }
        let states = recordStates(of: store, on: scheduler)
        store.send(.openDetail(id: 5))
        scheduler.advanceTo(100)
        store.send(.back)
        store.send(.openDetail(id: 6))
        scheduler.advanceTo(2000)
        XCTAssertEqual(store.detail?.content?.title, "Product 6")
        XCTAssertEqual(store.detail?.isLoading, false)
        XCTAssertFalse(states.elements.contains { $0.detail?.content?.title == "Product 5" }, "5's answer never reached the screen")
        XCTAssertEqual(transport.requestLines, ["GET /auth/products/5", "GET /auth/products/6"])
        XCTAssertEqual(transport.cancellations, 1, "closing cancelled 5's request")
    }

    func testReopeningARecordCancelsTheLoadOfTheEarlierOpening() {
        // The first opening's copy is slow and old; the second's quick and new.
        let calls = Mutex(0)
        let (store, transport) = store(.standard) { request in
            guard request.url!.lastPathComponent == "5" else { return .json(200, Fixtures.productPage(skip: 0, limit: 30, total: 30)) }
            return calls.withLock { $0 += 1; return $0 } == 1
                ? .json(200, Fixtures.product(5, title: "Old"), delay: 1) : .json(200, Fixtures.product(5, title: "New"), delay: 0.1)
        }
        let states = recordStates(of: store, on: scheduler)
        store.send(.openDetail(id: 5))
        scheduler.advanceTo(100)
        store.send(.refresh)
        scheduler.advanceTo(2000)
        XCTAssertEqual(transport.cancellations, 1)
        XCTAssertEqual(transport.requests(to: "/auth/products/5").count, 2)
        XCTAssertEqual(store.detail?.content?.title, "New")
        XCTAssertFalse(states.elements.contains { $0.detail?.content?.title == "Old" }, "the earlier opening's answer never landed")
    }

    func testAUserEditIsSentWithPutAndTheMergedRecordShown() {
        let (store, transport) = store(ResourceRegistry([.users])) { request in
            if request.httpMethod == "PUT" {
                return .json(200, Fixtures.user(1, firstName: request.jsonBody["firstName"] as! String))
            }
            return .json(200, Fixtures.user(1))
        }
        store.send(.openDetail(id: 1))
        scheduler.advanceTo(200)
        XCTAssertEqual(store.detail?.content?.title, "Emily Johnson")
        XCTAssertEqual(store.detail?.content?.value("City"), "Phoenix, Mississippi 29112")
        store.send(.beginEdit)
        XCTAssertEqual(store.currentState.editForm?.inputs.map(\.value),
                       ["Emily", "Johnson", "emily.johnson@x.dummyjson.com", "+81 965-431-3024", "28"])
        store.send(.editField(.deleteToStart))
        store.send(.editField(.insert("Emilia")))
        store.send(.saveEdit)
        XCTAssertEqual(store.detail?.isSaving, true)
        XCTAssertNil(store.currentState.editForm)
        scheduler.advanceTo(400)
        XCTAssertEqual(store.detail?.isSaving, false)
        XCTAssertEqual(store.detail?.content?.title, "Emilia Johnson")
        XCTAssertEqual(transport.requestLines.last, "PUT /auth/users/1")
        XCTAssertEqual(transport.requests.last?.jsonBody as? [String: String], ["firstName": "Emilia"])
        XCTAssertEqual(store.currentState.note?.kind, .written(.update, subject: "user 1", differences: []))
    }

    func testAFailedUserEditKeepsTheRecordAndShowsTheError() {
        let (store, _) = store(ResourceRegistry([.users])) { request in
            request.httpMethod == "PUT" ? .message(400, "Invalid email") : .json(200, Fixtures.user(1))
        }
        store.send(.openDetail(id: 1))
        scheduler.advanceTo(200)
        store.send(.beginEdit)
        store.send(.focusField(by: 2))
        store.send(.editField(.deleteToStart))
        store.send(.editField(.insert("taken@example.com")))
        store.send(.saveEdit)
        scheduler.advanceTo(400)
        XCTAssertEqual(store.detail?.saveError, .http(status: 400, message: "Invalid email"))
        XCTAssertEqual(ErrorPresenter(language: .english).message(for: store.detail!.saveError!), "Invalid email")
        XCTAssertEqual(store.detail?.content?.title, "Emily Johnson")
        XCTAssertEqual(store.currentState.note?.isError, true)
    }

    func testAFieldThatWillNotDoIsMarkedAndNothingIsSent() {
        let (store, transport) = store(ResourceRegistry([.users])) { _ in .json(200, Fixtures.user(1)) }
        store.send(.openDetail(id: 1))
        scheduler.advanceTo(200)
        let sent = transport.requests.count
        store.send(.beginEdit)
        store.send(.editField(.deleteToStart))          // the first name, which is required
        store.send(.focusField(by: 2))
        store.send(.editField(.deleteToStart))
        store.send(.editField(.insert("not-an-email")))
        store.send(.saveEdit)
        scheduler.advanceTo(400)
        XCTAssertEqual(transport.requests.count, sent, "nothing sent")
        XCTAssertEqual(store.currentState.editForm?.problems, [0: "required", 2: "an e-mail address (name@host)"])
        XCTAssertEqual(store.currentState.editForm?.focus, 0, "the first field that will not do")
        store.send(.editField(.insert("Emilia")))
        XCTAssertEqual(store.currentState.editForm?.problems, [2: "an e-mail address (name@host)"], "typing clears its mark")
    }

    func testAnUnchangedFormSendsNothing() {
        let (store, transport) = store(ResourceRegistry([.users])) { _ in .json(200, Fixtures.user(1)) }
        store.send(.openDetail(id: 1))
        scheduler.advanceTo(200)
        store.send(.beginEdit)
        store.send(.saveEdit)
        scheduler.advanceTo(400)
        XCTAssertEqual(transport.requests.count, 1)
        XCTAssertEqual(store.detail?.isSaving, false)
    }

    func testEditsAreOnlyForEditableResources() {
        let (store, transport) = store(ResourceRegistry([.quotes])) { _ in .encoded(Quote(id: 1, quote: "Q", author: "A")) }
        store.send(.openDetail(id: 1))
        scheduler.advanceTo(200)
        store.send(.beginEdit)
        XCTAssertNil(store.currentState.editForm)
        store.send(.saveEdit)
        scheduler.advanceTo(400)
        XCTAssertFalse(transport.requests.contains { $0.httpMethod == "PUT" })
    }

    func testASaveStillLandsWhenTheDetailWasReopenedMeanwhile() {
        let (store, transport) = store(ResourceRegistry([.users])) { request in
            if request.httpMethod == "PUT" {
                return .json(200, Fixtures.user(1, firstName: "Emilia"), delay: 2)
            }
            return .json(200, Fixtures.user(Int(request.url!.lastPathComponent) ?? 1))
        }
        store.send(.openDetail(id: 1))
        scheduler.advanceTo(200)
        store.send(.beginEdit)
        store.send(.editField(.insert("x")))
        store.send(.saveEdit)                        // answers at 2200
        store.send(.back)
        store.send(.openDetail(id: 2))
        scheduler.advanceTo(400)
        store.send(.beginEdit)
        XCTAssertNil(store.currentState.editForm, "one edit at a time, whichever record")
        store.send(.back)
        store.send(.openDetail(id: 1))
        XCTAssertEqual(store.detail?.isSaving, true, "reopened while its edit is on its way")
        store.send(.refresh)
        XCTAssertEqual(store.detail?.isSaving, true, "a refresh keeps it so")
        scheduler.advanceTo(3000)
        XCTAssertEqual(store.detail?.isSaving, false)
        XCTAssertEqual(store.detail?.content?.title, "Emilia Johnson")
        XCTAssertEqual(store.currentState.note?.kind, .written(.update, subject: "user 1", differences: [WriteDifference(field: "firstName", sent: "Emilyx", kept: "Emilia")]), "the scripted answer is not what was sent")
        XCTAssertEqual(transport.requests.filter { $0.httpMethod == "PUT" }.count, 1)
        store.send(.beginEdit)
        XCTAssertNotNil(store.currentState.editForm, "and editing is open again")
    }

    func testASaveFinishingBehindAnotherRecordsDetailStillSaysSo() {
        let (store, _) = store(ResourceRegistry([.users])) { request in
            request.httpMethod == "PUT" ? .message(400, "Invalid email", delay: 1) : .json(200, Fixtures.user(1))
        }
        store.send(.openDetail(id: 1))
        scheduler.advanceTo(200)
        store.send(.beginEdit)
        store.send(.editField(.insert("x")))
        store.send(.saveEdit)
        store.send(.back)
        store.send(.openDetail(id: 2))
        scheduler.advanceTo(2000)
        XCTAssertEqual(store.currentState.note?.kind, .failed(.http(status: 400, message: "Invalid email"), subject: "user 1"))
        XCTAssertNil(store.detail?.saveError, "the detail on screen is another user's")
        XCTAssertNil(store.currentState.pendingSave)
    }
}
