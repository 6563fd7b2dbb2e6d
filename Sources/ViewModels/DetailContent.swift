import Foundation
import Models

/// A detail screen's text, ready to draw: a title, a line under it, sections
/// of labelled values, and free text. Strings here are still the server's:
/// the screen sanitises them when it draws.
public struct DetailContent: Sendable, Equatable {
    public struct Field: Sendable, Equatable {
        public var label: String
        public var value: String
        public init(_ label: String, _ value: String) {
            self.label = label
            self.value = value
        }
    }

    public struct Section: Sendable, Equatable {
        public var heading: String
        public var fields: [Field]
        public init(_ heading: String, _ fields: [Field]) {
            self.heading = heading
            self.fields = fields
        }
    }

    public var title: String
    public var subtitle: String
    public var sections: [Section]
    public var body: String?

    public init(title: String, subtitle: String, sections: [Section], body: String? = nil) {
        self.title = title
        self.subtitle = subtitle
        self.sections = sections
        self.body = body
    }

    public func value(_ label: String) -> String? {
        sections.lazy.flatMap(\.fields).first { $0.label == label }?.value
    }
}

/// Formats numbers the way every screen shows them.
public enum DetailFormat {
    public static func price(_ value: Double) -> String { String(format: "$%.2f", value) }

    public static func discount(_ percent: Double) -> String {
        percent > 0 ? String(format: "−%.2f %%", percent) : "none"
    }

    /// "4.9 ★★★★★": the number, then stars rounded to the nearest half down to whole stars.
    public static func rating(_ value: Double) -> String {
        let clamped = min(max(value, 0), 5)
        let stars = Int(clamped.rounded())
        return String(format: "%.2f ", clamped) + String(repeating: "★", count: stars) + String(repeating: "☆", count: 5 - stars)
    }

    public static func count(_ value: Int) -> String {
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.groupingSeparator = ","
        formatter.usesGroupingSeparator = true
        return formatter.string(from: NSNumber(value: value)) ?? String(value)
    }
}

extension DetailContent {
    public init(product: Product) {
        var overview: [Field] = [
            Field("Price", DetailFormat.price(product.price)),
            Field("Discount", DetailFormat.discount(product.discountPercentage)),
            Field("Rating", DetailFormat.rating(product.rating)),
            Field("Stock", "\(product.stock) (\(product.availabilityStatus))"),
            Field("Category", product.category),
        ]
        if let brand = product.brand { overview.insert(Field("Brand", brand), at: 0) }
        overview.append(Field("SKU", product.sku))
        if !product.tags.isEmpty { overview.append(Field("Tags", product.tags.joined(separator: ", "))) }
        var sections = [Section("Overview", overview)]
        var shipping: [Field] = []
        if let value = product.shippingInformation { shipping.append(Field("Shipping", value)) }
        if let value = product.warrantyInformation { shipping.append(Field("Warranty", value)) }
        if let value = product.returnPolicy { shipping.append(Field("Returns", value)) }
        if let value = product.minimumOrderQuantity { shipping.append(Field("Minimum order", "\(value)")) }
        if !shipping.isEmpty { sections.append(Section("Shipping", shipping)) }
        let reviews = product.reviews.map { review in
            Field("\(review.reviewerName) · \(DetailFormat.rating(review.rating))", review.comment)
        }
        sections.append(Section("Reviews (\(product.reviews.count))", reviews))
        self.init(title: product.title, subtitle: product.brand.map { "\($0) · \(product.category)" } ?? product.category,
                  sections: sections, body: product.description)
    }

    public init(post: Post) {
        let sections = [
            Section("Reactions", [
                Field("Likes", DetailFormat.count(post.reactions.likes)),
                Field("Dislikes", DetailFormat.count(post.reactions.dislikes)),
                Field("Views", DetailFormat.count(post.views)),
            ]),
            Section("About", [
                Field("Author", "user #\(post.userId)"),
                Field("Tags", post.tags.isEmpty ? "none" : post.tags.joined(separator: ", ")),
            ]),
        ]
        self.init(title: post.title, subtitle: "post #\(post.id)", sections: sections, body: post.body)
    }

    public init(user: User) {
        let address = user.address
        let sections = [
            Section("Contact", [
                Field("Email", user.email),
                Field("Phone", user.phone),
                Field("Username", user.username),
            ]),
            Section("Address", [
                Field("Street", address.address),
                Field("City", "\(address.city), \(address.state) \(address.postalCode)"),
                Field("Country", address.country),
            ]),
            Section("Company", [
                Field("Name", user.company.name),
                Field("Title", user.company.title),
                Field("Department", user.company.department),
            ]),
            Section("Profile", [
                Field("Age", "\(user.age)"),
                Field("Born", user.birthDate),
                Field("Role", user.role.rawValue),
            ]),
        ]
        self.init(title: "\(user.firstName) \(user.lastName)", subtitle: "@\(user.username) · \(user.role.rawValue)",
                  sections: sections)
    }
}
