// `swift build` compiles tests' helpers too, and a release build with
// --static-swift-stdlib has no XCTest to import: there this module is empty.
#if canImport(XCTest)
import Foundation
import JSON
import XCTest

/// Asserts that `JSONTapeDecoder` and `JSONDecoder` make the same of a
/// document: the same value, or the same error, message and all
/// (`DecodingOutcome` says each in words that compare exactly).
package enum DecoderComparison {
    package static func describe(_ error: DecodingError) -> String { DecodingOutcome.describe(error) }

    /// Decodes `data` as `T` with both decoders and fails unless the outcomes are the same.
    package static func assertSame<T: Decodable>(
        _ type: T.Type, _ data: Data, describe: (T) -> String = { String(reflecting: $0) },
        _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
    ) {
        let foundation = DecodingOutcome.of({ try JSONDecoder().decode(T.self, from: data) }, describe: describe, messages: .compared)
        let tape = DecodingOutcome.of({ try JSONTapeDecoder().decode(T.self, from: data) }, describe: describe, messages: .compared)
        XCTAssertEqual(tape, foundation, "\(T.self) from \(String(decoding: data.prefix(200), as: UTF8.self).debugDescription) \(message())",
                       file: file, line: line)
    }

    package static func assertSameTree(_ data: Data, _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line) {
        assertSame(JSONValue.self, data, describe: { DecodingOutcome.describe($0) }, message(), file: file, line: line)
    }
}
#endif
