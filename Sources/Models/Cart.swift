import Foundation

/// A user's cart. Upstream gives each user one cart, with the user's id.
public struct Cart: Codable, Sendable, Hashable, Identifiable, PageItem {
    public static let resourceKey = "carts"

    public var id: Int
    public var products: [Line]
    public var total: Double
    public var discountedTotal: Double
    public var userId: Int
    public var totalProducts: Int
    public var totalQuantity: Int

    /// One product in a cart. Stored lines carry `discountedTotal`; the lines
    /// of a write's answer carry `discountedPrice` (rounded) instead.
    public struct Line: Codable, Sendable, Hashable, Identifiable {
        /// The product's id.
        public var id: Int
        public var title: String
        public var price: Double
        public var quantity: Int
        public var total: Double
        public var discountPercentage: Double
        public var discountedTotal: Double?
        public var discountedPrice: Double?
        public var thumbnail: String

        public init(
            id: Int, title: String, price: Double, quantity: Int, total: Double,
            discountPercentage: Double, discountedTotal: Double?, discountedPrice: Double? = nil, thumbnail: String
        ) {
            self.id = id
            self.title = title
            self.price = price
            self.quantity = quantity
            self.total = total
            self.discountPercentage = discountPercentage
            self.discountedTotal = discountedTotal
            self.discountedPrice = discountedPrice
            self.thumbnail = thumbnail
        }
    }

    public init(
        id: Int, products: [Line], total: Double, discountedTotal: Double, userId: Int,
        totalProducts: Int, totalQuantity: Int
    ) {
        self.id = id
        self.products = products
        self.total = total
        self.discountedTotal = discountedTotal
        self.userId = userId
        self.totalProducts = totalProducts
        self.totalQuantity = totalQuantity
    }
}
