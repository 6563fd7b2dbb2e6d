import Foundation
import JSON

/// Cart writes answer a cart computed from the catalogue, and save nothing.
/// Their lines carry a rounded `discountedPrice` where stored lines carry
/// `discountedTotal`, and their totals are left unrounded, as upstream's.
extension CartCollection {
    static let productsNotArray = APIFailure(status: 400, message: "products must be array of objects, containing product id and quantity")
    static let productsEmpty = APIFailure(status: 400, message: "products can not be empty")

    func add(_ body: [String: JSONValue], _ dataset: StagingDataset) throws(APIFailure) -> HTTPResponse? {
        let userID = try dataset.requiredUserID(body["userId"]) ?? 0
        guard let sent = body["products"], sent != .null else { throw Self.productsEmpty }
        guard case .array(let items) = sent else { throw Self.productsNotArray }
        guard !items.isEmpty else { throw Self.productsEmpty }
        // Upstream lists an added cart's lines in catalogue order.
        let quantities = Self.quantities(items).sorted { $0.id < $1.id }
        return .json(201, computed(id: count + 1, userID: userID, quantities: quantities))
    }

    /// Without `"merge": true` the sent products replace the lines; with
    /// it, a sent product replaces a stored line's quantity or is added.
    func update(id text: String, _ body: [String: JSONValue], _ dataset: StagingDataset) throws(APIFailure) -> HTTPResponse? {
        let id = try self.id(text)
        let stored = records.record(at: id - 1)
        var userID = stored.userId
        if let sent = body["userId"], sent.isTruthy { userID = try dataset.requiredUserID(sent) ?? userID }
        var items: [JSONValue] = []
        if let sent = body["products"], sent != .null {
            guard case .array(let array) = sent else { throw Self.productsNotArray }
            items = array
        }
        var quantities = Self.quantities(items)
        if body["merge"] == .bool(true) {
            let sentIDs = Set(quantities.map(\.id))
            quantities = stored.products.filter { !sentIDs.contains($0.id) }.map { ($0.id, $0.quantity) } + quantities
        }
        return .json(200, computed(id: id, userID: userID, quantities: quantities))
    }

    /// Product ids and quantities as sent; a missing or zero quantity is 1.
    private static func quantities(_ items: [JSONValue]) -> [(id: Int, quantity: Int)] {
        items.compactMap { item in
            guard let id = item["id"].flatMap({ Int($0.javaScriptText) }) else { return nil }
            let quantity = item["quantity"].flatMap { Int($0.javaScriptText) } ?? 0
            return (id, quantity == 0 ? 1 : quantity)
        }
    }

    /// Unknown products are dropped without an error. Each product keeps
    /// its own quantity: upstream pairs the quantity sent at a position
    /// with the product at that position in id order, which the contract
    /// lets staging correct.
    private func computed(id: Int, userID: Int, quantities: [(id: Int, quantity: Int)]) -> JSONValue {
        let lines: [StagingCart.Line] = quantities.compactMap { sent in
            guard let product = products.records[id: sent.id] else { return nil }
            let total = product.price * Double(sent.quantity)
            return StagingCart.Line(
                id: product.id, title: product.title, price: product.price, quantity: sent.quantity, total: total,
                discountPercentage: product.discountPercentage, discountedTotal: nil,
                discountedPrice: (total * (1 - product.discountPercentage / 100)).rounded(), thumbnail: product.thumbnail)
        }
        let cart = StagingCart(
            id: id, products: lines, total: lines.reduce(0) { $0 + $1.total },
            discountedTotal: lines.reduce(0) { $0 + ($1.discountedPrice ?? 0) }, userId: userID,
            totalProducts: lines.count, totalQuantity: lines.reduce(0) { $0 + $1.quantity })
        return cart.json
    }
}
