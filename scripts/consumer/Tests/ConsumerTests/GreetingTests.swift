// An adopter's tests with Courier's testing products: a scripted transport and
// a recording plugin (NetworkTesting), virtual time and the recorders (ReactiveTesting).
import Foundation
import Greetings
import Network
import NetworkTesting
import Reactive
import ReactiveTesting
import XCTest

final class GreetingTests: XCTestCase {
    func testAGreetingInVirtualTime() throws {
        let scheduler = TestScheduler(resolution: 0.001)
        let transport = ScriptedTransport(scheduler: scheduler) { request in .json(200, ["text": "hi, \(request.query("name") ?? "?")"]) }
        let plugin = RecordingPlugin()
        let client = try greetingClient(transport: transport, scheduler: scheduler, plugins: [plugin])
        let observer = shouted(client, name: "test").record(on: scheduler)
        scheduler.start()
        XCTAssertEqual(observer.elements, [.value("HI, TEST")])
        XCTAssertEqual(observer.events.first?.time, 100, "the reply's 0.1 s of virtual latency")
        XCTAssertEqual(plugin.events.first, "prepare GreetingRouter.greet")
        XCTAssertEqual(transport.requestLines, ["GET /greetings?name=test"])
    }

    func testARecorderOnRealThreads() throws {
        let transport = ScriptedTransport(.queue(DispatchQueue(label: "consumer.test"))) { request in
            ScriptedTransport.reply(request, 200, #"{"text": "hi"}"#)
        }
        let recorder = try greetingClient(transport: transport).request(GreetingRouter.greet(name: "x"), as: Greeting.self).record()
        XCTAssertTrue(recorder.waitForTermination(timeout: 10))
        XCTAssertEqual(recorder.elements, [.value(Greeting(text: "hi"))])
    }
}
