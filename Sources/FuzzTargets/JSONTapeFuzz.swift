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
        try TapeAgreement.same(JSONValue.self, data, describe: DecodingOutcome.describe)
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

    /// Messages may be worded differently and are not compared.
    static func same<T: Decodable>(_ type: T.Type, _ data: Data, describe: (T) -> String) throws(FuzzViolation) {
        let foundation = DecodingOutcome.of({ try JSONDecoder().decode(T.self, from: data) }, describe: describe, messages: .ignored)
        let tape = DecodingOutcome.of({ try JSONTapeDecoder().decode(T.self, from: data) }, describe: describe, messages: .ignored)
        try require(tape == foundation, "\(T.self): JSONTapeDecoder gave \(tape), JSONDecoder \(foundation)")
    }
}
