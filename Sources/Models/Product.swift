import Foundation

/// A product as DummyJSON serves it. The contract's key fields are
/// required; everything else upstream sends is optional so a trimmed or
/// older record still decodes. Decimal quantities are `Double` because
/// upstream mixes `15` and `15.14` in the same field.
public struct Product: Codable, Sendable, Hashable, Identifiable {
    public var id: Int
    public var title: String
    public var description: String
    public var category: String
    public var price: Double
    public var discountPercentage: Double
    public var rating: Double
    public var stock: Int
    public var tags: [String]
    /// Absent on about half of the real products.
    public var brand: String?
    public var sku: String
    public var availabilityStatus: String
    public var reviews: [Review]
    public var images: [String]
    public var thumbnail: String

    public var weight: Double?
    public var dimensions: Dimensions?
    public var warrantyInformation: String?
    public var shippingInformation: String?
    public var returnPolicy: String?
    public var minimumOrderQuantity: Int?
    public var meta: Meta?

    public struct Dimensions: Codable, Sendable, Hashable {
        public var width: Double
        public var height: Double
        public var depth: Double

        public init(width: Double, height: Double, depth: Double) {
            self.width = width
            self.height = height
            self.depth = depth
        }
    }

    public struct Meta: Codable, Sendable, Hashable {
        public var createdAt: String?
        public var updatedAt: String?
        public var barcode: String?
        public var qrCode: String?

        public init(createdAt: String? = nil, updatedAt: String? = nil, barcode: String? = nil, qrCode: String? = nil) {
            self.createdAt = createdAt
            self.updatedAt = updatedAt
            self.barcode = barcode
            self.qrCode = qrCode
        }
    }

    public init(
        id: Int, title: String, description: String, category: String, price: Double,
        discountPercentage: Double, rating: Double, stock: Int, tags: [String], brand: String?,
        sku: String, availabilityStatus: String, reviews: [Review], images: [String], thumbnail: String,
        weight: Double? = nil, dimensions: Dimensions? = nil, warrantyInformation: String? = nil,
        shippingInformation: String? = nil, returnPolicy: String? = nil, minimumOrderQuantity: Int? = nil,
        meta: Meta? = nil
    ) {
        self.id = id
        self.title = title
        self.description = description
        self.category = category
        self.price = price
        self.discountPercentage = discountPercentage
        self.rating = rating
        self.stock = stock
        self.tags = tags
        self.brand = brand
        self.sku = sku
        self.availabilityStatus = availabilityStatus
        self.reviews = reviews
        self.images = images
        self.thumbnail = thumbnail
        self.weight = weight
        self.dimensions = dimensions
        self.warrantyInformation = warrantyInformation
        self.shippingInformation = shippingInformation
        self.returnPolicy = returnPolicy
        self.minimumOrderQuantity = minimumOrderQuantity
        self.meta = meta
    }
}

extension Product: PageItem {
    public static var resourceKey: String { "products" }
}

/// What a list row shows of a product: the fields a list asks for with
/// `select`, so a list of 100,000 stays small. The detail loads the whole record.
public struct ProductSummary: Codable, Sendable, Hashable, Identifiable, PageItem {
    public static let resourceKey = "products"

    public var id: Int
    public var title: String
    public var brand: String?
    public var category: String?
    public var price: Double?
    public var rating: Double?
    public var stock: Int?

    public init(id: Int, title: String, brand: String? = nil, category: String? = nil, price: Double? = nil,
                rating: Double? = nil, stock: Int? = nil) {
        self.id = id
        self.title = title
        self.brand = brand
        self.category = category
        self.price = price
        self.rating = rating
        self.stock = stock
    }
}
