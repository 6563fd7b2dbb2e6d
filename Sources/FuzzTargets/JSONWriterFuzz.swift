import Foundation
import JSON
import Models

/// JSONTextWriter against JSONEncoder: whatever JSON decodes, as `JSONValue`
/// and as every record Courier decodes, must be written byte for byte as
/// JSONEncoder writes it, in every formatting the writer takes, and the
/// writer must not hand it over (a decoded value holds no Date, Data, URL,
/// Decimal, infinity or NaN). The first 8 and 4 bytes are also read as a
/// Double's and a Float's bit pattern, which must be written alike too.
extension FuzzTarget {
    static let jsonWriter = FuzzTarget("json-writer", "JSONTextWriter against JSONEncoder: bit patterns, JSONValue and every Models record") { data throws(FuzzViolation) in
        let bytes = Array(data)
        if bytes.count >= 8 {
            let double = Double(bitPattern: bytes[0..<8].reduce(0) { $0 << 8 | UInt64($1) })
            if double.isFinite { try WriterAgreement.same([double], "Double \(double.bitPattern)") }
            let float = Float(bitPattern: bytes[0..<4].reduce(0) { $0 << 8 | UInt32($1) })
            if float.isFinite { try WriterAgreement.same([float], "Float \(float.bitPattern)") }
        }
        if let value = try? JSONTapeDecoder().decode(JSONValue.self, from: data) {
            try WriterAgreement.same(value, "JSONValue")
        }
        for check in WriterAgreement.records {
            try check(data)
        }
    }
}

enum WriterAgreement {
    static let formattings: [JSONEncoder.OutputFormatting] = [
        [.sortedKeys], [.sortedKeys, .prettyPrinted], [.sortedKeys, .withoutEscapingSlashes],
        [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes],
    ]

    static let records: [@Sendable (Data) throws(FuzzViolation) -> Void] = [
        record(Product.self), record(ProductSummary.self), record(Post.self), record(PostSummary.self),
        record(User.self), record(UserSummary.self), record(Cart.self), record(Recipe.self),
        record(RecipeSummary.self), record(Comment.self), record(Todo.self), record(Quote.self),
        record(Page<Product>.self), record(Page<UserSummary>.self),
    ]

    static func record<Record: Codable & Sendable>(_ type: Record.Type) -> @Sendable (Data) throws(FuzzViolation) -> Void {
        { data throws(FuzzViolation) in
            guard let value = try? JSONTapeDecoder().decode(Record.self, from: data) else { return }
            try same(value, "\(Record.self)")
        }
    }

    static func same<T: Encodable>(_ value: T, _ label: String) throws(FuzzViolation) {
        for formatting in formattings {
            guard let foundation = try? JSONTextWriter.foundationData(value, formatting: formatting) else {
                throw FuzzViolation("\(label): JSONEncoder refused a decoded value")
            }
            guard let written = JSONTextWriter.bytes(value, formatting: formatting) else {
                throw FuzzViolation("\(label): the writer handed a decoded value over to JSONEncoder")
            }
            try require(written == Array(foundation), "\(label): JSONTextWriter and JSONEncoder wrote different bytes "
                        + "(formatting \(formatting.rawValue)):\n\(String(decoding: written, as: UTF8.self).prefix(500))\n"
                        + "\(String(decoding: foundation, as: UTF8.self).prefix(500))")
        }
    }
}
