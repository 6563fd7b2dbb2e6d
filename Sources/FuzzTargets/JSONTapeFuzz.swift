import Foundation
import JSON
import Models

/// The fast decoder against Foundation's: any bytes, as `JSONValue` and as
/// every record Courier decodes, must give the same value, or fail with the
/// same kind of error at the same coding path. The fast decoder is what
/// `NetworkClient` uses by default, so a difference would change what a
/// user sees; the messages may be worded differently and are not compared.
extension FuzzTarget {
    static let jsonTape = FuzzTarget("json-tape", "JSONTapeDecoder against JSONDecoder: JSONValue and every Models record") { data throws(FuzzViolation) in
        try TapeAgreement.same(JSONValue.self, data, describe: TapeAgreement.describe)
        for check in TapeAgreement.records {
            try check(data)
        }
    }
}

enum TapeAgreement {
    static let records: [@Sendable (Data) throws(FuzzViolation) -> Void] = [
        record(Product.self), record(ProductSummary.self), record(Post.self), record(PostSummary.self),
        record(User.self), record(UserSummary.self), record(Cart.self), record(Recipe.self),
        record(RecipeSummary.self), record(Comment.self), record(Todo.self), record(Quote.self),
        record(Models.Category.self), record(AuthSession.self), record(TokenPair.self),
        record(Page<ProductSummary>.self), record(Page<Todo>.self), record(Page<UserSummary>.self),
    ]

    static func record<Record: Decodable & Sendable>(_ type: Record.Type) -> @Sendable (Data) throws(FuzzViolation) -> Void {
        { data throws(FuzzViolation) in try same(type, data) { String(reflecting: $0) } }
    }

    static func same<T: Decodable>(_ type: T.Type, _ data: Data, describe: (T) -> String) throws(FuzzViolation) {
        let foundation = outcome({ try JSONDecoder().decode(T.self, from: data) }, describe: describe)
        let tape = outcome({ try JSONTapeDecoder().decode(T.self, from: data) }, describe: describe)
        try require(tape == foundation, "\(T.self): JSONTapeDecoder gave \(tape), JSONDecoder \(foundation)")
    }

    static func outcome<T>(_ decode: () throws -> T, describe: (T) -> String) -> String {
        do {
            return "value " + describe(try decode())
        } catch let error as DecodingError {
            return "error " + kind(of: error)
        } catch {
            return "other error \(type(of: error))"
        }
    }

    /// The error's case and where it happened; not its message.
    static func kind(of error: DecodingError) -> String {
        func path(_ context: DecodingError.Context) -> String {
            context.codingPath.map { "\($0.stringValue)#\($0.intValue.map(String.init) ?? "-")" }.joined(separator: ".")
        }
        switch error {
        case .typeMismatch(let type, let context): return "typeMismatch \(type) at \(path(context))"
        case .valueNotFound(let type, let context): return "valueNotFound \(type) at \(path(context))"
        case .keyNotFound(let key, let context): return "keyNotFound \(key.stringValue) at \(path(context))"
        case .dataCorrupted(let context): return "dataCorrupted at \(path(context))"
        @unknown default: return "unknown"
        }
    }

    /// Every number by its bits (so -0.0 and 0.0 differ), objects by sorted key.
    static func describe(_ value: JSONValue) -> String {
        switch value {
        case .null: return "null"
        case .bool(let bool): return "\(bool)"
        case .number(let number): return "n\(number.bitPattern)"
        case .string(let string): return "s\(string.unicodeScalars.map(\.value))"
        case .array(let elements): return "[\(elements.map(describe).joined(separator: ","))]"
        case .object(let members):
            return "{\(members.sorted { $0.key < $1.key }.map { "s\($0.key.unicodeScalars.map(\.value)):\(describe($0.value))" }.joined(separator: ","))}"
        }
    }
}
