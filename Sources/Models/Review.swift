import Foundation

/// One review inside a product. `rating` is a `Double` because a rating
/// is a quantity and upstream's leniency with numbers is not ours to test.
public struct Review: Codable, Sendable, Hashable {
    public var rating: Double
    public var comment: String
    public var date: String
    public var reviewerName: String
    public var reviewerEmail: String

    public init(rating: Double, comment: String, date: String, reviewerName: String, reviewerEmail: String) {
        self.rating = rating
        self.comment = comment
        self.date = date
        self.reviewerName = reviewerName
        self.reviewerEmail = reviewerEmail
    }
}
