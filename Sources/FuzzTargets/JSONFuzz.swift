import Foundation
import JSON
import Models

/// JSON into `JSONValue` and into every record Courier decodes.
///
/// Whatever decodes must encode and decode back to an equal value: a record
/// that changed on the way through Courier's own encoding would be sent
/// back to the server changed (a write's body is built that way).
extension FuzzTarget {
    static let json = FuzzTarget("json", "JSONValue and every Models record: decode, encode, decode again") { data throws(FuzzViolation) in
        if let value = try? JSONValue(jsonData: data) {
            let again: JSONValue
            do {
                again = try JSONValue(jsonData: try value.jsonData())
            } catch {
                throw FuzzViolation("a decoded JSONValue did not survive its own encoding: \(error)")
            }
            try require(again == value, "JSONValue changed on the way round: \(value) -> \(again)")
        }
        for check in JSONRoundTrip.records {
            try check(data)
        }
    }
}

enum JSONRoundTrip {
    static let records: [@Sendable (Data) throws(FuzzViolation) -> Void] = [
        roundTrip(Product.self), roundTrip(ProductSummary.self), roundTrip(Post.self), roundTrip(PostSummary.self),
        roundTrip(User.self), roundTrip(UserSummary.self), roundTrip(Cart.self), roundTrip(Recipe.self),
        roundTrip(RecipeSummary.self), roundTrip(Comment.self), roundTrip(Todo.self), roundTrip(Quote.self),
        roundTrip(Models.Category.self), roundTrip(AuthSession.self), roundTrip(TokenPair.self),
        page(ProductSummary.self), page(Todo.self), page(Cart.self), page(UserSummary.self),
    ]

    static func roundTrip<Record: Codable & Equatable & Sendable>(_ type: Record.Type) -> @Sendable (Data) throws(FuzzViolation) -> Void {
        roundTrip(type, same: ==)
    }

    /// A page is the same when its items and its numbers are.
    static func page<Item: PageItem & Equatable & Sendable>(_ type: Item.Type) -> @Sendable (Data) throws(FuzzViolation) -> Void {
        roundTrip(Page<Item>.self) { $0.items == $1.items && ($0.total, $0.skip, $0.limit) == ($1.total, $1.skip, $1.limit) }
    }

    static func roundTrip<Record: Codable & Sendable>(_ type: Record.Type, same: @escaping @Sendable (Record, Record) -> Bool) -> @Sendable (Data) throws(FuzzViolation) -> Void {
        { data throws(FuzzViolation) in
            guard let record = try? JSONDecoder().decode(Record.self, from: data) else { return }
            do {
                let again = try JSONDecoder().decode(Record.self, from: try JSONEncoder().encode(record))
                try require(same(again, record), "\(Record.self) changed on the way round")
            } catch let violation as FuzzViolation {
                throw violation
            } catch {
                throw FuzzViolation("\(Record.self) did not survive its own encoding: \(error)")
            }
        }
    }
}
