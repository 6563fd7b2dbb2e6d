import Foundation
import Models
import Network
import Reactive
import ReactiveTesting
import ViewModels
import XCTest

final class DetailViewModelTests: XCTestCase {
    private var scheduler: TestScheduler!

    override func setUp() {
        scheduler = Fixtures.scheduler()
    }

    func testAProductBecomesDisplayReadyFields() {
        let transport = ScriptedTransport(scheduler: scheduler) { _ in .json(200, Fixtures.product(7, title: "iPhone 9")) }
        let viewModel = DetailViewModel(target: .product(id: 7), network: Fixtures.network(transport, scheduler: scheduler), scheduler: scheduler)
        viewModel.load.accept(())
        XCTAssertTrue(viewModel.currentState.isLoading)
        scheduler.advanceTo(200)
        let content = try! XCTUnwrap(viewModel.currentState.content)
        XCTAssertEqual(transport.requestLines, ["GET /auth/products/7"])
        XCTAssertEqual(content.title, "iPhone 9")
        XCTAssertEqual(content.subtitle, "Apple · smartphones")
        XCTAssertEqual(content.value("Price"), "$556.00")
        XCTAssertEqual(content.value("Discount"), "−12.96 %")
        XCTAssertEqual(content.value("Rating"), "4.69 ★★★★★")
        XCTAssertEqual(content.value("Stock"), "94 (In Stock)")
        XCTAssertEqual(content.value("Eleanor Collins · 5.00 ★★★★★"), "Great!")
        XCTAssertEqual(content.sections.last?.heading, "Reviews (1)")
        XCTAssertFalse(viewModel.currentState.isLoading)
    }

    func testAProductWithoutBrandHasNoBrandField() {
        var product = Fixtures.product(3)
        product["brand"] = nil
        let reply = ScriptedTransport.Reply.json(200, product)
        let transport = ScriptedTransport(scheduler: scheduler) { _ in reply }
        let viewModel = DetailViewModel(target: .product(id: 3), network: Fixtures.network(transport, scheduler: scheduler), scheduler: scheduler)
        viewModel.load.accept(())
        scheduler.advanceTo(200)
        XCTAssertNil(viewModel.currentState.content?.value("Brand"))
        XCTAssertEqual(viewModel.currentState.content?.subtitle, "smartphones")
    }

    func testAPostShowsReactionsAndViews() {
        let post: [String: Any] = ["id": 4, "title": "A post", "body": "Text", "tags": ["a", "b"],
                                   "reactions": ["likes": 1234, "dislikes": 5], "views": 56789, "userId": 9]
        let reply = ScriptedTransport.Reply.json(200, post)
        let transport = ScriptedTransport(scheduler: scheduler) { _ in reply }
        let viewModel = DetailViewModel(target: .post(id: 4), network: Fixtures.network(transport, scheduler: scheduler), scheduler: scheduler)
        viewModel.load.accept(())
        scheduler.advanceTo(200)
        let content = viewModel.currentState.content
        XCTAssertEqual(content?.value("Likes"), "1,234")
        XCTAssertEqual(content?.value("Views"), "56,789")
        XCTAssertEqual(content?.value("Tags"), "a, b")
        XCTAssertEqual(content?.body, "Text")
    }

    func testAnUnknownItemShowsTheServersMessage() {
        let transport = ScriptedTransport(scheduler: scheduler) { _ in .message(404, "Product with id '999' not found") }
        let viewModel = DetailViewModel(target: .product(id: 999), network: Fixtures.network(transport, scheduler: scheduler), scheduler: scheduler)
        viewModel.load.accept(())
        scheduler.advanceTo(200)
        XCTAssertNil(viewModel.currentState.content)
        XCTAssertEqual(viewModel.currentState.errorMessage, "Product with id '999' not found")
    }

    func testAUserEditIsSentWithPutAndTheMergedRecordShown() {
        let transport = ScriptedTransport(scheduler: scheduler) { request in
            if request.httpMethod == "PUT" {
                return .json(200, Fixtures.user(1, firstName: request.jsonBody["firstName"] as! String))
            }
            return .json(200, Fixtures.user(1))
        }
        let viewModel = DetailViewModel(target: .user(id: 1), network: Fixtures.network(transport, scheduler: scheduler), scheduler: scheduler)
        viewModel.load.accept(())
        scheduler.advanceTo(200)
        XCTAssertEqual(viewModel.currentState.content?.title, "Emily Johnson")
        XCTAssertEqual(viewModel.currentState.content?.value("City"), "Phoenix, Mississippi 29112")
        viewModel.saveUser.accept(UserUpdate(firstName: "Emilia"))
        XCTAssertTrue(viewModel.currentState.isSaving)
        scheduler.advanceTo(400)
        XCTAssertFalse(viewModel.currentState.isSaving)
        XCTAssertEqual(viewModel.currentState.content?.title, "Emilia Johnson")
        XCTAssertEqual(transport.requestLines.last, "PUT /auth/users/1")
        XCTAssertEqual(transport.requests.last?.jsonBody as? [String: String], ["firstName": "Emilia"])
    }

    func testAFailedUserEditKeepsTheRecordAndShowsTheError() {
        let transport = ScriptedTransport(scheduler: scheduler) { request in
            request.httpMethod == "PUT" ? .message(400, "Invalid email") : .json(200, Fixtures.user(1))
        }
        let viewModel = DetailViewModel(target: .user(id: 1), network: Fixtures.network(transport, scheduler: scheduler), scheduler: scheduler)
        viewModel.load.accept(())
        scheduler.advanceTo(200)
        viewModel.saveUser.accept(UserUpdate(email: "not-an-email"))
        scheduler.advanceTo(400)
        XCTAssertEqual(viewModel.currentState.saveError?.message, "Invalid email")
        XCTAssertEqual(viewModel.currentState.content?.title, "Emily Johnson")
    }

    func testEditsAreOnlyForUsers() {
        let transport = ScriptedTransport(scheduler: scheduler) { _ in .json(200, Fixtures.product(1)) }
        let viewModel = DetailViewModel(target: .product(id: 1), network: Fixtures.network(transport, scheduler: scheduler), scheduler: scheduler)
        viewModel.saveUser.accept(UserUpdate(firstName: "x"))
        scheduler.advanceTo(200)
        XCTAssertTrue(transport.requests.isEmpty)
    }
}
