import APIDescription
import DescribedAPI
import Foundation
import Network
import NetworkTesting
import Reactive
import ReactiveTesting
@testable import ViewModels
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Described APIs for the view models' tests: the corpus in Tests/Descriptions
/// discovered, and a client for them on a scripted server.
enum DescribedFixtures {
    static let corpus = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Descriptions")

    static func api(_ name: String) throws -> DiscoveredAPI {
        try APILoader.discover(.file(corpus.appendingPathComponent(name).path)) { source throws(DescriptionError) in
            guard let data = FileManager.default.contents(atPath: source.description) else {
                throw .unreadable(source: source.description, reason: "missing")
            }
            return data
        }
    }

    static func network(_ transport: ScriptedTransport, scheduler: TestScheduler, signIn: SignInMethod = .none) -> NetworkClient {
        var configuration = NetworkConfiguration.described(host: Fixtures.host, signIn: signIn, sessionFile: nil)
        configuration.transport = transport
        configuration.scheduler = scheduler
        return NetworkClient(configuration: configuration)
    }

    /// Every element `observable` sends once the scheduler has run a second of virtual time.
    static func values<T>(_ observable: Observable<T>, scheduler: TestScheduler) -> [T] {
        let collected = SanitizerVisibleMutex<[T]>([])
        let subscription = observable.subscribe(onNext: { value in collected.withLock { $0.append(value) } })
        scheduler.advance(by: 1)
        subscription.dispose()
        return collected.withLock { $0 }
    }

    /// A resource discovered from a description of one list at /items with these query parameters.
    static func items(_ parameters: [String], schema: String, extra: String = "") throws -> DiscoveredResource {
        let list = parameters.map { "{name: \($0), in: query, schema: {type: string}}" }
        let yaml = """
        openapi: 3.1.0
        info: {title: t, version: "1"}
        paths:
          /items:
            get:
              parameters: [\(list.joined(separator: ", "))]
              responses: {"200": {description: a page, content: {application/json: {schema: \(schema)}}}}
        \(extra)
        components:
          schemas:
            Item: {type: object, properties: {id: {type: integer}, name: {type: string}}}
        """
        let api = APIDiscovery.discover(try DescriptionReader.description(Data(yaml.utf8), from: nil))
        guard let resource = api["items"] else { throw DescriptionError.notADescription }
        return resource
    }
}

extension ScriptedTransport.Reply {
    /// A JSON body with extra headers.
    static func body(_ object: Any, headers: [String: String] = [:]) -> ScriptedTransport.Reply {
        var all = ["Content-Type": "application/json"]
        for (name, value) in headers { all[name] = value }
        return ScriptedTransport.Reply(status: 200, body: try! JSONSerialization.data(withJSONObject: object), headers: all)
    }
}
