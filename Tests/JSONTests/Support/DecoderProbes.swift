import Foundation
import JSONTestSupport
import JSON

/// Types that reach every part of a decoder: each scalar, optionals,
/// nesting, arrays, dictionaries, and the Foundation types JSONDecoder reads
/// its own way.
struct Scalars: Codable, Equatable {
    var text: String
    var whole: Int
    var real: Double
    var flag: Bool
    var single: Float
    var small: Int8
    var unsigned: UInt64
    var maybe: String?
}

struct Person: Codable, Equatable {
    var id: Int
    var name: String
    var tags: [String]
    var address: Address?
    var scores: [Double]?

    struct Address: Codable, Equatable {
        var city: String
        var zip: Int?
    }
}

struct Specials: Codable, Equatable {
    var url: URL?
    var date: Date?
    var data: Data?
    var decimal: Decimal?
}

/// An enum with integer raw values, so keys carry an intValue into paths.
struct IntKeyed: Decodable, Equatable {
    var first: Int
    var second: String

    enum CodingKeys: Int, CodingKey {
        case first = 1
        case second = 2
    }
}

/// Every container call a hand-written `init(from:)` can make, recorded in order.
struct Walker: Decodable, Equatable {
    var log: [String] = []

    enum Key: String, CodingKey {
        case a, b, c, nested, list, missing
    }

    init(from decoder: any Decoder) throws {
        func note(_ step: String, _ body: () throws -> String) {
            do { log.append("\(step)=\(try body())") } catch let error as DecodingError { log.append("\(step)!\(DecoderComparison.describe(error))") } catch { log.append("\(step)!other") }
        }
        let keyed = try decoder.container(keyedBy: Key.self)
        log.append("keys=\(keyed.allKeys.map(\.stringValue).sorted())")
        log.append("contains=\(keyed.contains(.a)),\(keyed.contains(.missing))")
        note("nil-a") { "\(try keyed.decodeNil(forKey: .a))" }
        note("nil-missing") { "\(try keyed.decodeNil(forKey: .missing))" }
        note("a") { "\(try keyed.decode(Int.self, forKey: .a))" }
        note("a?") { "\(String(describing: try keyed.decodeIfPresent(Int.self, forKey: .a)))" }
        note("b") { try keyed.decode(String.self, forKey: .b) }
        note("c-bool") { "\(try keyed.decode(Bool.self, forKey: .c))" }
        note("nested") {
            let nested = try keyed.nestedContainer(keyedBy: Key.self, forKey: .nested)
            return "\(nested.codingPath.map(\.stringValue)) \(try nested.decode(Int.self, forKey: .a))"
        }
        note("nested-deeper") {
            let nested = try keyed.nestedContainer(keyedBy: Key.self, forKey: .nested)
            return try nested.decode(String.self, forKey: .b)
        }
        note("list") {
            var list = try keyed.nestedUnkeyedContainer(forKey: .list)
            var seen: [String] = ["count \(String(describing: list.count))"]
            while !list.isAtEnd {
                if try list.decodeNil() { seen.append("nil"); continue }
                if let number = try? list.decode(Double.self) { seen.append("\(number)"); continue }
                seen.append(try list.decode(String.self))
            }
            seen.append("past end \(String(describing: try list.decodeIfPresent(Int.self))) at \(list.currentIndex)")
            do { _ = try list.decode(Int.self) } catch let error as DecodingError { seen.append(DecoderComparison.describe(error)) }
            do { _ = try list.decodeNil() } catch let error as DecodingError { seen.append(DecoderComparison.describe(error)) }
            return seen.joined(separator: "|")
        }
        note("super") {
            let superDecoder = try keyed.superDecoder(forKey: .a)
            return "\(superDecoder.codingPath.map(\.stringValue)) \(try superDecoder.singleValueContainer().decode(Int.self))"
        }
        note("super-missing") {
            let superDecoder = try keyed.superDecoder(forKey: .missing)
            return "\(try superDecoder.singleValueContainer().decodeNil())"
        }
        note("super-default") { "\(try keyed.superDecoder().singleValueContainer().decodeNil())" }
    }

    init(log: [String]) { self.log = log }
}

/// JSONValue inside a model, where its errors carry the field's path.
struct Wrapped: Codable, Equatable {
    var id: Int
    var extra: JSONValue?
    var list: [JSONValue]
}
