// `swift build` compiles tests' helpers too, and a release build with
// --static-swift-stdlib has no XCTest to import: there this module is empty.
#if canImport(XCTest)
import Foundation
import JSON
import XCTest

/// What a decoder made of a document, in words that compare exactly: the
/// value, or the error's case, type, coding path (each key's string and int)
/// and message.
package enum DecoderComparison {
    package static func outcome<T>(_ decode: () throws -> T, describe: (T) -> String) -> String {
        do {
            return "value " + describe(try decode())
        } catch let error as DecodingError {
            return "error " + DecoderComparison.describe(error)
        } catch {
            return "other error \(type(of: error))"
        }
    }

    package static func describe(_ error: DecodingError) -> String {
        switch error {
        case .typeMismatch(let type, let context): return "typeMismatch \(type) \(describe(context))"
        case .valueNotFound(let type, let context): return "valueNotFound \(type) \(describe(context))"
        case .keyNotFound(let key, let context): return "keyNotFound \(describe(key)) \(describe(context))"
        case .dataCorrupted(let context): return "dataCorrupted \(describe(context))"
        @unknown default: return "unknown \(error)"
        }
    }

    package static func describe(_ context: DecodingError.Context) -> String {
        "at [\(context.codingPath.map(describe).joined(separator: ", "))]: \(context.debugDescription)"
    }

    package static func describe(_ key: any CodingKey) -> String {
        "\(key.stringValue)#\(key.intValue.map(String.init) ?? "-")"
    }

    /// A JSONValue with every number's bits, so -0.0 and 0.0 differ; objects with sorted keys.
    package static func describe(_ value: JSONValue) -> String {
        switch value {
        case .null: return "null"
        case .bool(let bool): return "\(bool)"
        case .number(let number): return "n\(number.bitPattern)"
        case .string(let string): return "s\(string.unicodeScalars.map(\.value))"
        case .array(let elements): return "[\(elements.map(describe).joined(separator: ","))]"
        case .object(let members):
            let sorted = members.sorted { $0.key < $1.key }
            return "{\(sorted.map { key, value in "s\(key.unicodeScalars.map(\.value)):\(describe(value))" }.joined(separator: ","))}"
        }
    }

    /// Decodes `data` as `T` with both decoders and fails unless the outcomes are the same.
    package static func assertSame<T: Decodable>(
        _ type: T.Type, _ data: Data, describe: (T) -> String = { String(reflecting: $0) },
        _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
    ) {
        let foundation = outcome({ try JSONDecoder().decode(T.self, from: data) }, describe: describe)
        let tape = outcome({ try JSONTapeDecoder().decode(T.self, from: data) }, describe: describe)
        XCTAssertEqual(tape, foundation, "\(T.self) from \(String(decoding: data.prefix(200), as: UTF8.self).debugDescription) \(message())",
                       file: file, line: line)
    }

    package static func assertSameTree(_ data: Data, _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line) {
        assertSame(JSONValue.self, data, describe: { describe($0) }, message(), file: file, line: line)
    }
}
#endif
