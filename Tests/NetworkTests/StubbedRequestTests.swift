@testable import DummyJSON
import Foundation
import JSON
import Models
import NetworkTestSupport
import NetworkTesting
import Reactive
import ReactiveTesting
import XCTest
@testable import Network
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A request's stream with stubs: one result, then completion, in virtual time.
final class StubbedRequestTests: XCTestCase {
    private let scheduler = TestScheduler(resolution: 0.001)

    func testAnImmediateStubEmitsTheDecodedSampleThenCompletes() throws {
        let network = makeStubbedNetwork(scheduler: scheduler, session: sampleSession())
        let (observer, _) = record(network.request(ProductRouter.list(), as: Page<Product>.self), on: scheduler)
        XCTAssertEqual(observer.events.count, 2)
        let page = try XCTUnwrap(observer.events.first?.value.element?.value)
        XCTAssertEqual(page.items.first?.title, "Essence Mascara Lash Princess")
        XCTAssertEqual(page.items.count, page.limit)
        XCTAssertTrue(observer.events[1].value.isCompleted)
        XCTAssertEqual(observer.events.map(\.time), [0, 0])
        XCTAssertTrue(network.pending.isEmpty)
    }

    func testStreamsAreColdEachSubscriptionSendsAgain() {
        let script = SampleScript([json(200, #"{"name":"a"}"#)])
        let network = makeStubbedNetwork(scheduler: scheduler, sample: { _ in script.next() })
        let stream = network.request(TestRoute(), as: Named.self)
        XCTAssertEqual(script.attempts.value, 0, "nothing is sent before a subscription")
        let first = record(stream, on: scheduler)
        let second = record(stream, on: scheduler)
        XCTAssertEqual(script.attempts.value, 2)
        XCTAssertEqual(first.observer.elements, [.value(Named(name: "a"))])
        XCTAssertEqual(second.observer.elements, [.value(Named(name: "a"))])
    }

    func testAnErrorIsAValueOfTheStreamNotAStreamError() {
        let network = makeStubbedNetwork(scheduler: scheduler, sample: { _ in json(404, #"{"message":"Product with id '9' not found"}"#) })
        let (observer, _) = record(network.request(ProductRouter.detail(id: 9), as: Product.self), on: scheduler)
        XCTAssertEqual(observer.elements.map(\.error), [.http(status: 404, message: "Product with id '9' not found")])
        XCTAssertTrue(observer.events.last?.value.isCompleted ?? false)
        XCTAssertEqual(observer.events.count, 2)
    }

    func testADelayedStubAnswersAtItsVirtualTime() {
        let network = makeStubbedNetwork(scheduler: scheduler, behavior: .delayed(seconds: 2), sample: { _ in json(200, #"{"name":"late"}"#) })
        let (observer, _) = record(network.request(TestRoute(), as: Named.self), on: scheduler)
        scheduler.advanceTo(1999)
        XCTAssertTrue(observer.events.isEmpty)
        XCTAssertEqual(network.pending.map(\.state), [.running])
        scheduler.advanceTo(2000)
        XCTAssertEqual(observer.events.map(\.time), [2000, 2000])
        XCTAssertEqual(observer.elements, [.value(Named(name: "late"))])
        XCTAssertTrue(network.pending.isEmpty)
    }

    func testDisposingBeforeADelayedStubFiresEmitsNothingAndForgetsTheRequest() {
        let network = makeStubbedNetwork(scheduler: scheduler, behavior: .delayed(seconds: 1))
        let (observer, subscription) = record(network.request(ProductRouter.list(), as: Page<Product>.self), on: scheduler)
        scheduler.advanceTo(500)
        XCTAssertEqual(network.pending.count, 1)
        XCTAssertEqual(network.activity.current, 1)
        subscription.dispose()
        XCTAssertTrue(network.pending.isEmpty)
        XCTAssertEqual(network.activity.current, 0)
        scheduler.start()
        XCTAssertTrue(observer.events.isEmpty)
    }

    func testStubBehaviourIsChosenPerRoute() {
        var configuration = NetworkConfiguration.dummyJSON(host: testHost)
        configuration.scheduler = scheduler
        configuration.stubBehavior = { route in route.name == "ProductRouter.detail" ? .delayed(seconds: 3) : .immediate }
        let network = NetworkClient(configuration: configuration)
        let categories = record(network.request(ProductRouter.categories, as: [Models.Category].self), on: scheduler)
        let detail = record(network.request(ProductRouter.detail(id: 1), as: Product.self), on: scheduler)
        XCTAssertEqual(categories.observer.elements.first?.value?.map(\.slug), ["beauty", "smartphones"])
        XCTAssertTrue(detail.observer.events.isEmpty)
        scheduler.start()
        XCTAssertEqual(detail.observer.events.first?.time, 3000)
        XCTAssertEqual(detail.observer.elements.first?.value?.id, 1)
    }

    func testNeverStubbedRoutesGoToTheRealTransport() {
        let transport = ScriptedTransport(.immediate) { reply($0, 200, #"{"name":"real"}"#) }
        var configuration = NetworkConfiguration.dummyJSON(host: testHost)
        configuration.scheduler = scheduler
        configuration.transport = transport
        configuration.stubBehavior = { route in route.name == "TestRoute.test" ? .never : .immediate }
        configuration.sampleResponse = { _ in json(200, #"{"name":"stub"}"#) }
        let network = NetworkClient(configuration: configuration)
        let real = record(network.request(TestRoute(), as: Named.self), on: scheduler).observer
        let stubbed = record(network.request(AuthRouter.me, as: Named.self), on: scheduler).observer
        XCTAssertEqual(real.elements, [.value(Named(name: "real"))])
        XCTAssertEqual(stubbed.elements, [.value(Named(name: "stub"))])
        XCTAssertEqual(transport.requests.map { $0.url?.path }, ["/test"])
    }

    func testAStubbedRequestPassesThroughPluginsValidationAndDecoding() {
        let plugin = RecordingPlugin()
        let network = makeStubbedNetwork(scheduler: scheduler, sample: { _ in json(200, #"{"name": 5}"#) },
                                         session: sampleSession(access: "tok"), plugins: [plugin])
        let (observer, _) = record(network.request(TestRoute(.post, requiresAuth: true), as: Named.self), on: scheduler)
        XCTAssertEqual(plugin.events, ["prepare TestRoute.test", "willSend TestRoute.test", "didReceive 200", "process 200"])
        XCTAssertEqual(plugin.sentRequests.first?.value(forHTTPHeaderField: "Authorization"), "Bearer tok",
                       "the built-in token plugin ran before the stub")
        guard case .error(.decoding(type: "Named", path: "name", _))? = observer.elements.first else {
            return XCTFail("\(observer.elements)")
        }
    }

    func testCustomSampleURLErrors() {
        let network = makeStubbedNetwork(scheduler: scheduler, sample: { route in
            route.name == "AuthRouter.login" ? .networkError(URLError(.notConnectedToInternet)) : .networkError(URLError(.timedOut))
        })
        let login = record(network.request(AuthRouter.login(username: "u", password: "p"), as: AuthSession.self), on: scheduler)
        guard case .error(.offline)? = login.observer.elements.first else { return XCTFail("\(login.observer.elements)") }
        let add = record(network.request(ProductRouter.add(ProductDraft(title: "x")), as: JSONValue.self), on: scheduler)
        XCTAssertEqual(add.observer.elements.map(\.error), [.timedOut])
    }

    func testA204DecodesAsEmptyResponse() {
        let network = makeStubbedNetwork(scheduler: scheduler, sample: { _ in json(204, "") })
        let (observer, _) = record(network.request(TestRoute(.delete), as: EmptyResponse.self), on: scheduler)
        XCTAssertEqual(observer.elements, [.value(EmptyResponse())])
    }

    func testHTMLInsteadOfJSONIsNotJSON() {
        let network = makeStubbedNetwork(scheduler: scheduler, sample: { _ in json(200, "<!DOCTYPE html><html></html>") })
        let (observer, _) = record(network.request(TestRoute(), as: Named.self), on: scheduler)
        XCTAssertEqual(observer.elements.map(\.error), [.notJSON(status: 200, contentType: "application/json; charset=utf-8")])
    }

    func testABodyOverTheLimitIsTooLarge() {
        var configuration = NetworkConfiguration.dummyJSON(host: testHost)
        configuration.scheduler = scheduler
        configuration.stubBehavior = { _ in .immediate }
        configuration.sampleResponse = { _ in json(200, String(repeating: " ", count: 100) + "{}") }
        configuration.maximumBodyBytes = 64
        let network = NetworkClient(configuration: configuration)
        let (observer, _) = record(network.request(TestRoute(), as: EmptyResponse.self), on: scheduler)
        XCTAssertEqual(observer.elements.map(\.error), [.tooLarge(bytes: 102, limit: 64)])
    }

    func testRawRequestsKeepStatusAndBody() {
        let network = makeStubbedNetwork(scheduler: scheduler, sample: { _ in json(201, #"{"id":195}"#) })
        let (observer, _) = record(network.requestRaw(TestRoute(.post)), on: scheduler)
        let response = observer.elements.first?.value
        XCTAssertEqual(response?.status, 201)
        XCTAssertEqual(response.map { String(decoding: $0.data, as: UTF8.self) }, #"{"id":195}"#)
        XCTAssertEqual(response?.header("content-type"), "application/json; charset=utf-8")
    }
}
