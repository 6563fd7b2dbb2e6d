import Foundation
import JSONTestSupport
import XCTest
@testable import JSON

/// A number with no exponent, of at most 19 digits, is read as a Double in
/// one pass; it must give JSONDecoder's value bit for bit, and leave every
/// other shape (and every error) to the general path.
final class TapePlainDoubleTests: XCTestCase {
    func testPlainDecimalsGiveJSONDecodersValues() throws {
        var state: UInt64 = 24
        var numbers: [String] = ["0", "-0", "0.0", "-0.0", "0.5", "-0.000123", "9007199254740992", "9007199254740993",
                                 "1234567890123456789", "12345678901234567890", "0.1234567890123456789", "123.4560", "1.0000000000000000001"]
        for _ in 0..<400 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            let whole = state >> 40
            let fraction = (state >> 8) & 0xFFFFF
            let scale = Int(state & 7)
            let sign = state & 0x80 == 0 ? "" : "-"
            numbers.append(scale == 0 ? "\(sign)\(whole)" : "\(sign)\(whole % 1000).\(String(fraction).prefix(scale))")
        }
        let document = "[" + numbers.joined(separator: ",") + "]"
        let tape = try JSONTapeDecoder().decode([Double].self, from: Data(document.utf8))
        let foundation = try JSONDecoder().decode([Double].self, from: Data(document.utf8))
        XCTAssertEqual(tape.map(\.bitPattern), foundation.map(\.bitPattern))
        XCTAssertEqual(tape.count, numbers.count)
    }

    func testShapesThePlainReadLeavesAloneFailOrPassAsInJSONDecoder() {
        for number in ["01", "-01", "00.5", "1.", "-", "-.5", "1.2.3", "1-2", "1e5", "1.5E-3", "0e1", "1.5e400", "2."] {
            DecoderComparison.assertSame(Double.self, Data(number.utf8), number)
            DecoderComparison.assertSame([Double].self, Data("[\(number)]".utf8), number)
        }
    }
}
