@testable import DummyJSON
import Foundation
import Models
import NetworkTestSupport
import NetworkTesting
import Reactive
import ReactiveTesting
import XCTest
@testable import Network

final class AsyncValueTests: XCTestCase {
    func testValueReturnsTheDecodedBody() async throws {
        let network = makeStubbedNetwork(scheduler: TestScheduler(), session: sampleSession())
        let product = try await network.value(ProductRouter.detail(id: 1), as: Product.self)
        XCTAssertEqual(product.id, 1)
        XCTAssertEqual(product.title, "Essence Mascara Lash Princess")
    }

    func testValueThrowsTheNetworkError() async {
        let network = makeStubbedNetwork(scheduler: TestScheduler(), sample: { _ in json(404, #"{"message":"User with id '9' not found"}"#) })
        do {
            _ = try await network.value(UserRouter.detail(id: 9), as: User.self)
            XCTFail("expected an error")
        } catch {
            XCTAssertEqual(error, .http(status: 404, message: "User with id '9' not found"))
        }
    }

    func testValueOnAnotherThreadsAnswer() async throws {
        let transport = ScriptedTransport(.queue(DispatchQueue(label: "answers"))) { reply($0, 200, #"{"name":"async"}"#) }
        let network = makeNetwork(transport: transport, scheduler: ConcurrentDispatchQueueScheduler(qos: .userInitiated))
        let value = try await network.value(TestRoute(), as: Named.self)
        XCTAssertEqual(value, Named(name: "async"))
    }

    func testCancellingTheTaskCancelsTheRequest() async {
        let scheduler = TestScheduler(resolution: 0.001)
        let network = makeStubbedNetwork(scheduler: scheduler, behavior: .delayed(seconds: 60))
        let task = Task { try await network.value(ProductRouter.list(), as: Page<Product>.self, id: "async-1") }
        await waitForPending(network, count: 1)
        XCTAssertEqual(network.pending.first?.id, "async-1")
        task.cancel()
        let result = await task.result
        guard case .failure(let error as NetworkError) = result else { return XCTFail("\(result)") }
        XCTAssertEqual(error, .cancelled)
        XCTAssertTrue(network.pending.isEmpty)
        XCTAssertEqual(network.activity.current, 0)
    }

    func testATaskCancelledBeforeItStartsEndsCancelledAndLeavesNothing() async {
        let script = SampleScript([json(200, #"{"name":"x"}"#)])
        let network = makeStubbedNetwork(scheduler: TestScheduler(), behavior: .delayed(seconds: 1), sample: { _ in script.next() })
        let gate = AsyncGate()
        let task = Task {
            await gate.wait()
            return try await network.value(TestRoute(), as: Named.self)
        }
        task.cancel()
        await gate.open()
        let result = await task.result
        guard case .failure(let error as NetworkError) = result else { return XCTFail("\(result)") }
        XCTAssertEqual(error, .cancelled)
        XCTAssertTrue(network.pending.isEmpty)
    }

    /// Polls with a deadline; never sleeps a fixed time waiting for a result.
    private func waitForPending(_ network: NetworkClient, count: Int) async {
        let deadline = Date().addingTimeInterval(10)
        while network.pending.count < count && Date() < deadline { await Task.yield() }
        XCTAssertEqual(network.pending.count, count)
    }
}

/// Holds tasks until it is opened.
private actor AsyncGate {
    private var isOpen = false
    private var waiters: [CheckedContinuation<Void, Never>] = []

    func wait() async {
        if isOpen { return }
        await withCheckedContinuation { waiters.append($0) }
    }

    func open() {
        isOpen = true
        waiters.forEach { $0.resume() }
        waiters = []
    }
}
