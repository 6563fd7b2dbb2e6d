import DummyJSON
import Models
import Network

extension Cart: ListItem {}

extension AnyResource {
    package static let carts = AnyResource(Resource<Cart, Cart>.carts)
}

extension Resource where Summary == Cart, Record == Cart {
    /// Upstream's cart lists take paging only: no search, no sort, no select.
    package static var carts: Self {
        Resource(
            id: "carts", title: "Carts", singular: "cart", tabKey: "4",
            columns: [
                ResourceColumn("ID", width: 5, alignment: .right, priority: 3) { "\($0.id)" },
                ResourceColumn("Products", width: 30, flexible: true) { cart in
                    cart.products.map(\.title).joined(separator: ", ")
                },
                ResourceColumn("Items", width: 6, alignment: .right, priority: 2) { "\($0.totalQuantity)" },
                ResourceColumn("Total", width: 11, alignment: .right, priority: 1) { DetailFormat.price($0.discountedTotal) },
                ResourceColumn("User", width: 6, alignment: .right, priority: 4) { "\($0.userId)" },
            ],
            route: { request in
                request.ownerID("userId").map { CartRouter.ofUser(id: $0, request.paging) } ?? CartRouter.list(request.paging)
            },
            recordRoute: { CartRouter.detail(id: $0) },
            detail: DetailContent.init(cart:),
            isSearchable: false,
            filters: [.owner("userId", title: "User")],
            // A cart's lines are products and quantities, which a form of text fields does not fit: delete only.
            editing: .collection("carts", fields: [], canAdd: false),
            links: { cart in
                [.record("User: user #\(cart.userId)", "users", id: cart.userId)]
                    + cart.products.map { .record("Product: \($0.title)", "products", id: $0.id) }
            }
        )
    }
}

extension DetailContent {
    init(cart: Cart) {
        let lines = cart.products.map { line in
            Field("\(line.quantity) × \(line.title)",
                  text: "\(DetailFormat.price(line.price)) each · \(DetailFormat.price(line.discountedTotal ?? line.total))")
        }
        let sections = [
            Section("Totals", [
                Field("Total", DetailFormat.price(cart.discountedTotal)),
                Field("Before discount", DetailFormat.price(cart.total)),
                Field("Products", DetailFormat.count(cart.totalProducts)),
                Field("Items", DetailFormat.count(cart.totalQuantity)),
                Field("User", text: "user #\(cart.userId)"),
            ]),
            Section("Products (\(cart.products.count))", lines),
        ]
        self.init(title: "Cart #\(cart.id)", subtitle: "user #\(cart.userId)", sections: sections)
    }
}
