import Foundation
@testable import APIDescription

/// The descriptions written for these tests, kept under Tests/Descriptions.
enum Corpus {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Descriptions")

    static func data(_ name: String) throws -> Data {
        try Data(contentsOf: directory.appendingPathComponent(name))
    }

    /// A description from the corpus, as if served at `url`.
    static func description(_ name: String, from url: URL? = URL(string: "http://127.0.0.1:9/docs/openapi.yaml")) throws -> APIDescription {
        try DescriptionReader.description(data(name), from: url)
    }

    /// A description written in the test.
    static func description(yaml: String, from url: URL? = URL(string: "http://127.0.0.1:9/openapi.yaml")) throws -> APIDescription {
        try DescriptionReader.description(Data(yaml.utf8), from: url)
    }
}
