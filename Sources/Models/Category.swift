import Foundation

/// One entry of `GET /products/categories`.
public struct Category: Codable, Sendable, Hashable, Identifiable {
    public var slug: String
    public var name: String
    public var url: String

    public var id: String { slug }

    public init(slug: String, name: String, url: String) {
        self.slug = slug
        self.name = name
        self.url = url
    }
}
