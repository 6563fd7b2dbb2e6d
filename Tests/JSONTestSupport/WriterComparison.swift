#if canImport(XCTest)
import Foundation
import JSON
import XCTest

/// JSONTextWriter against JSONEncoder: the comparison JSONTests, ModelsTests
/// and the fuzz target's replays share.
package enum WriterComparison {
    /// Every output formatting the writer writes itself.
    package static let formattings: [JSONEncoder.OutputFormatting] = [
        [.sortedKeys], [.sortedKeys, .prettyPrinted], [.sortedKeys, .withoutEscapingSlashes],
        [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes],
    ]

    /// The writer wrote `value` itself, in every formatting, and its bytes are JSONEncoder's.
    package static func assertSameBytes<T: Encodable>(_ value: T, _ label: String = "",
                                                      formattings: [JSONEncoder.OutputFormatting] = formattings,
                                                      file: StaticString = #filePath, line: UInt = #line) {
        for formatting in formattings {
            let foundation: Data
            do {
                foundation = try JSONTextWriter.foundationData(value, formatting: formatting)
            } catch {
                XCTFail("\(label): JSONEncoder refused it: \(error)", file: file, line: line)
                return
            }
            guard let written = JSONTextWriter.bytes(value, formatting: formatting) else {
                XCTFail("\(label): the writer handed \(T.self) over to JSONEncoder (\(formatting.rawValue))", file: file, line: line)
                return
            }
            if written != Array(foundation) {
                XCTFail("\(label): bytes differ (\(formatting.rawValue))\nwriter:      \(String(decoding: written, as: UTF8.self).prefix(2_000))\n"
                        + "JSONEncoder: \(String(decoding: foundation, as: UTF8.self).prefix(2_000))", file: file, line: line)
                return
            }
        }
    }

    /// The writer leaves `value` to JSONEncoder, and `data` then gives exactly what JSONEncoder gives, error or bytes.
    package static func assertHandsOver<T: Encodable>(_ value: T, _ label: String = "",
                                                      formatting: JSONEncoder.OutputFormatting = [.sortedKeys, .prettyPrinted],
                                                      file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertNil(JSONTextWriter.bytes(value, formatting: formatting), "\(label): the writer must hand over", file: file, line: line)
        let foundation = Result { try JSONTextWriter.foundationData(value, formatting: formatting) }
        let written = Result { try JSONTextWriter.data(value, formatting: formatting) }
        switch (written, foundation) {
        case (.success(let written), .success(let foundation)):
            XCTAssertEqual(written, foundation, label, file: file, line: line)
        case (.failure(let written), .failure(let foundation)):
            XCTAssertEqual(String(describing: written), String(describing: foundation), label, file: file, line: line)
        default:
            XCTFail("\(label): one encode failed, the other did not: \(written) / \(foundation)", file: file, line: line)
        }
    }
}
#endif
