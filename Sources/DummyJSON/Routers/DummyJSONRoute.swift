import Foundation
import Network

/// A route of the DummyJSON API: its stub answers are real DummyJSON bodies,
/// shipped in Sources/DummyJSON/Samples as `<Router>.<case>.json`.
public protocol DummyJSONRoute: Route {}

extension DummyJSONRoute {
    /// The sample named after the route, else `{}`.
    public var sampleData: Data { SampleData.load(name) ?? Data("{}".utf8) }
}

enum SampleData {
    static func load(_ name: String) -> Data? {
        guard let url = Bundle.module.url(forResource: name, withExtension: "json", subdirectory: "Samples") else {
            return nil
        }
        return try? Data(contentsOf: url)
    }
}
