import Foundation

/// A quotation and who said it; the API lists them but never writes them.
public struct Quote: Codable, Sendable, Hashable, Identifiable, PageItem {
    public static let resourceKey = "quotes"

    public var id: Int
    public var quote: String
    public var author: String

    public init(id: Int, quote: String, author: String) {
        self.id = id
        self.quote = quote
        self.author = author
    }
}
