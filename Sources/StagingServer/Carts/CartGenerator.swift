import Foundation

/// Makes cart `id` for a seed: user `id`'s cart, holding real products of
/// `products`, with totals computed from them as upstream's stored carts.
struct CartGenerator: Sendable {
    let seed: UInt64
    let products: ProductCollection

    static let defaultLines = 2...6
    static let defaultQuantities = 1...5

    func cart(id: Int) -> StagingCart {
        var rng = SplitMix64(seed: seed, stream: 4, index: id)
        var productIDs: [Int] = []
        let wanted = min(rng.int(Self.defaultLines), products.count)
        while productIDs.count < wanted {
            let productID = rng.int(1...products.count)
            if !productIDs.contains(productID) { productIDs.append(productID) }
        }
        let lines = productIDs.compactMap { products.records[id: $0] }.map { Self.line($0, quantity: rng.int(Self.defaultQuantities)) }
        return Self.cart(id: id, userId: id, lines: lines)
    }

    /// A stored line: totals rounded to cents, as upstream stores them.
    static func line(_ product: StagingProduct, quantity: Int) -> StagingCart.Line {
        let total = cents(product.price * Double(quantity))
        return StagingCart.Line(
            id: product.id, title: product.title, price: product.price, quantity: quantity, total: total,
            discountPercentage: product.discountPercentage,
            discountedTotal: cents(total * (1 - product.discountPercentage / 100)), thumbnail: product.thumbnail)
    }

    static func cart(id: Int, userId: Int, lines: [StagingCart.Line]) -> StagingCart {
        StagingCart(
            id: id, products: lines, total: cents(lines.reduce(0) { $0 + $1.total }),
            discountedTotal: cents(lines.reduce(0) { $0 + ($1.discountedTotal ?? $1.total) }), userId: userId,
            totalProducts: lines.count, totalQuantity: lines.reduce(0) { $0 + $1.quantity })
    }

    static func cents(_ value: Double) -> Double { (value * 100).rounded() / 100 }
}
