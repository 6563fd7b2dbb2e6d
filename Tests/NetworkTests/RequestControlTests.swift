import Foundation
import Models
import NetworkTestSupport
import Reactive
import ReactiveTesting
import XCTest
@testable import Network

/// Cancel, pause and resume by request id, in virtual time.
final class RequestControlTests: XCTestCase {
    private let scheduler = TestScheduler(resolution: 0.001)

    private func delayedNetwork(_ script: SampleScript, seconds: TimeInterval = 1) -> NetworkClient {
        makeStubbedNetwork(scheduler: scheduler, behavior: .delayed(seconds: seconds), sample: { _ in script.next() })
    }

    func testPauseKeepsTheRequestAndResumeDeliversToTheSameStream() {
        let script = SampleScript([json(200, #"{"name":"done"}"#)])
        let network = delayedNetwork(script)
        let (observer, _) = record(network.request(TestRoute(), as: Named.self, id: "p1"), on: scheduler)
        XCTAssertEqual(network.pending, [PendingRequest(id: "p1", route: "TestRoute.test", state: .running)])

        scheduler.advanceTo(400)
        network.pause("p1")
        XCTAssertEqual(network.pending.map(\.state), [.paused])
        XCTAssertEqual(network.activity.current, 0, "pausing ends the attempt in flight")
        scheduler.advanceTo(5000)
        XCTAssertTrue(observer.events.isEmpty, "a paused request answers nothing")

        network.resume("p1")
        XCTAssertEqual(script.attempts.value, 2, "resume sends it again")
        XCTAssertEqual(network.pending.map(\.state), [.running])
        scheduler.advanceTo(5999)
        XCTAssertTrue(observer.events.isEmpty)
        scheduler.advanceTo(6000)
        XCTAssertEqual(observer.elements, [.value(Named(name: "done"))])
        XCTAssertEqual(observer.events.map(\.time), [6000, 6000])
        XCTAssertTrue(network.pending.isEmpty)
    }

    func testAPostOnTheWireIsLeftToFinishWhenPaused() {
        let script = SampleScript([json(201, #"{"name":"made"}"#)])
        let network = delayedNetwork(script)
        let (observer, _) = record(network.request(TestRoute(.post, "/things", params: ["name": .string("x")]), as: Named.self,
                                                   id: "post"), on: scheduler)
        scheduler.advanceTo(400)
        network.pauseAll()
        XCTAssertEqual(network.pending.map(\.state), [.running], "not paused: a resume would send it twice")
        scheduler.advanceTo(1000)
        network.resumeAll()
        scheduler.start()
        XCTAssertEqual(script.attempts.value, 1, "sent once")
        XCTAssertEqual(observer.elements, [.value(Named(name: "made"))])
    }

    func testAPutIsPausedAndSentAgainBecauseTwiceIsSafe() {
        let script = SampleScript([json(200, #"{"name":"put"}"#)])
        let network = delayedNetwork(script)
        _ = record(network.request(TestRoute(.put, "/things/1", params: ["name": .string("x")]), as: Named.self, id: "put"),
                   on: scheduler)
        scheduler.advanceTo(400)
        network.pause("put")
        XCTAssertEqual(network.pending.map(\.state), [.paused])
        network.resume("put")
        scheduler.start()
        XCTAssertEqual(script.attempts.value, 2)
    }

    func testPauseAndResumeOfUnknownOrFinishedIdsDoNothing() {
        let script = SampleScript([json(200, #"{"name":"x"}"#)])
        let network = delayedNetwork(script)
        network.pause("nope")
        network.resume("nope")
        network.cancel("nope")
        let (observer, _) = record(network.request(TestRoute(), as: Named.self, id: "r"), on: scheduler)
        network.resume("r")
        XCTAssertEqual(script.attempts.value, 1, "resuming a running request does not send it twice")
        scheduler.start()
        network.pause("r")
        network.resume("r")
        XCTAssertEqual(script.attempts.value, 1)
        XCTAssertEqual(observer.elements.count, 1)
    }

    func testCancelEndsTheStreamWithCancelled() {
        let network = delayedNetwork(SampleScript([json(200, #"{"name":"x"}"#)]))
        let (observer, _) = record(network.request(TestRoute(), as: Named.self, id: "c1"), on: scheduler)
        scheduler.advanceTo(10)
        network.cancel("c1")
        XCTAssertEqual(observer.elements.map(\.error), [.cancelled])
        XCTAssertTrue(observer.events.last?.value.isCompleted ?? false)
        XCTAssertTrue(network.pending.isEmpty)
        scheduler.start()
        XCTAssertEqual(observer.events.count, 2, "the stub's late answer is dropped")
    }

    func testAPausedRequestCanBeCancelled() {
        let network = delayedNetwork(SampleScript([json(200, #"{"name":"x"}"#)]))
        let (observer, _) = record(network.request(TestRoute(), as: Named.self, id: "pc"), on: scheduler)
        network.pause("pc")
        network.cancel("pc")
        XCTAssertEqual(observer.elements.map(\.error), [.cancelled])
        XCTAssertTrue(network.pending.isEmpty)
    }

    func testFiftyRequestsPausedThenResumedEachGetExactlyOneResult() {
        let script = SampleScript([json(200, #"{"name":"same"}"#)])
        let network = delayedNetwork(script, seconds: 0.25)
        let observers = (0..<50).map { index in
            record(network.request(TestRoute(), as: Named.self, id: RequestID(String(format: "req-%02d", index))), on: scheduler).observer
        }
        XCTAssertEqual(network.pending.count, 50)
        XCTAssertEqual(network.activity.current, 50)
        scheduler.advanceTo(100)
        network.pauseAll()
        XCTAssertEqual(Set(network.pending.map(\.state)), [.paused])
        XCTAssertEqual(network.pending.map(\.id.rawValue), (0..<50).map { String(format: "req-%02d", $0) }, "sorted by id")
        XCTAssertEqual(network.activity.current, 0)
        scheduler.advanceTo(10_000)
        XCTAssertTrue(observers.allSatisfy { $0.events.isEmpty })

        network.resumeAll()
        XCTAssertEqual(network.activity.current, 50)
        scheduler.start()
        for (index, observer) in observers.enumerated() {
            XCTAssertEqual(observer.elements, [.value(Named(name: "same"))], "request \(index)")
            XCTAssertEqual(observer.events.count, 2, "request \(index)")
            XCTAssertEqual(observer.events.first?.time, 10_250, "request \(index)")
        }
        XCTAssertEqual(script.attempts.value, 100)
        XCTAssertTrue(network.pending.isEmpty)
        XCTAssertEqual(network.activity.current, 0)
    }

    func testCancelAllEndsEveryRequest() {
        let network = delayedNetwork(SampleScript([json(200, #"{"name":"x"}"#)]))
        let observers = (0..<5).map { _ in record(network.request(TestRoute(), as: Named.self), on: scheduler).observer }
        network.cancelAll()
        XCTAssertTrue(observers.allSatisfy { $0.elements.map(\.error) == [.cancelled] })
        XCTAssertTrue(network.pending.isEmpty)
        scheduler.start()
        XCTAssertTrue(observers.allSatisfy { $0.events.count == 2 })
    }

    func testReusingAnIdCancelsTheOlderRequest() {
        let network = delayedNetwork(SampleScript([json(200, #"{"name":"x"}"#)]))
        let older = record(network.request(TestRoute(), as: Named.self, id: "search"), on: scheduler).observer
        let newer = record(network.request(TestRoute(), as: Named.self, id: "search"), on: scheduler).observer
        XCTAssertEqual(older.elements.map(\.error), [.cancelled])
        XCTAssertEqual(network.pending.count, 1)
        scheduler.start()
        XCTAssertEqual(newer.elements, [.value(Named(name: "x"))])
    }

    func testPausingWhileWaitingToRetryStopsTheTimer() {
        let script = SampleScript([json(503, ""), json(200, #"{"name":"ok"}"#)])
        let network = makeStubbedNetwork(scheduler: scheduler, sample: { _ in script.next() })
        let (observer, _) = record(network.request(TestRoute(), as: Named.self, id: "w"), on: scheduler)
        XCTAssertEqual(network.pending.map(\.state), [.waitingToRetry])
        network.pause("w")
        scheduler.advanceTo(10_000)
        XCTAssertEqual(script.attempts.value, 1, "the retry timer did not fire")
        network.resume("w")
        XCTAssertEqual(observer.elements, [.value(Named(name: "ok"))])
    }

    func testDisposingWhileWaitingToRetryStopsEverything() {
        let script = SampleScript([json(500, "")])
        let network = makeStubbedNetwork(scheduler: scheduler, sample: { _ in script.next() })
        let (observer, subscription) = record(network.request(TestRoute(), as: Named.self), on: scheduler)
        subscription.dispose()
        scheduler.start()
        XCTAssertEqual(script.attempts.value, 1)
        XCTAssertTrue(observer.events.isEmpty)
        XCTAssertTrue(network.pending.isEmpty)
    }
}
