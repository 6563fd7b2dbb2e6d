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
            id: "carts", title: "Carts", singular: "cart", tabKey: "4", words: .carts,
            columns: [
                .recordID(priority: 3),
                ResourceColumn("Products", width: 30, flexible: true) { cart in
                    cart.products.map(\.title).joined(separator: ", ")
                },
                .count("Items", width: 6, priority: 2) { $0.totalQuantity },
                .price("Total", width: 11, priority: 1) { $0.discountedTotal },
                .reference("User", width: 16, priority: 4, to: .userName) { $0.userId },
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
                [.record("User: user #\(cart.userId)", "users", id: cart.userId, named: .init(.userName, "User: %@"))]
                    + cart.products.map { .record("Product: \($0.title)", "products", id: $0.id) }
            }
        )
    }
}

extension DetailContent {
    init(cart: Cart) {
        let lines = cart.products.map { line in
            Field("\(line.quantity) × \(line.title)",
                  text: "\(UIText.price(line.price)) each · \(UIText.price(line.discountedTotal ?? line.total))")
        }
        let sections = [
            Section("Totals", [
                Field("Total", text: .price(cart.discountedTotal)),
                Field("Before discount", text: .price(cart.total)),
                Field("Products", text: .count(cart.totalProducts)),
                Field("Items", text: .count(cart.totalQuantity)),
                Field("User", text: "user #\(cart.userId)", named: Naming(.userName, id: cart.userId)),
            ]),
            Section("Products (\(cart.products.count))", lines),
        ]
        self.init(title: "Cart #\(cart.id)", subtitle: "user #\(cart.userId)", sections: sections)
        subtitleNaming = Naming(.userName, id: cart.userId)
    }
}

extension ResourceWords {
    /// Carts' names, columns, detail headings and labels, and link.
    package static let carts: ResourceWords = [
        "Carts": ("购物车", "購物車"),
        "carts": ("购物车", "購物車"),
        "cart": ("购物车", "購物車"),
        "Cart": ("购物车", "購物車"),
        "Items": ("件数", "件數"),
        "Total": ("总计", "總計"),
        "Totals": ("金额", "金額"),
        "Products (%@)": ("商品（%@）", "商品（%@）"),
        "Before discount": ("折前", "折扣前"),
        "Cart #%@": ("购物车 #%@", "購物車 #%@"),
        "%@ each · %@": ("单价 %@ · 小计 %@", "單價 %@ · 小計 %@"),
        "Product: %@": ("商品：%@", "商品：%@"),
    ]
}
