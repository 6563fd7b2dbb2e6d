import DummyJSON
import Foundation
import Models
import Network

extension ProductSummary: ListItem {}

extension AnyResource {
    package static let products = AnyResource(Resource<ProductSummary, Product>.products)
}

extension Resource where Summary == ProductSummary, Record == Product {
    /// Lists ask only for what their rows show (`select`), so a long list
    /// stays small in memory and on the wire; a detail loads the whole record.
    package static let listFields: [ProductField] = [.title, .brand, .category, .price, .rating, .stock]

    package static var products: Self {
        Resource(
            id: "products", title: "Products", singular: "product", tabKey: "1", words: .products,
            columns: [
                .recordID(priority: 3),
                ResourceColumn("Title", width: 28, flexible: true) { $0.title },
                ResourceColumn("Brand", width: 14, priority: 4) { $0.brand ?? "—" },
                ResourceColumn("Category", width: 16, priority: 6) { $0.category ?? "" },
                .price("Price", width: 10, priority: 1) { $0.price },
                ResourceColumn("Rating", width: 6, alignment: .right, priority: 5) {
                    $0.rating.map { String(format: "%.2f", $0) } ?? ""
                },
                .count("Stock", width: 6, priority: 7) { $0.stock },
            ],
            route: { request in
                let select = request.wholeRecords ? nil : listFields
                let sort = request.sort.flatMap { key in ProductField(rawValue: key.field).map { Sort($0, key.order) } }
                // The API searches or filters, not both (`refusal(for:)` says so before a request is made).
                if !request.query.isEmpty { return ProductRouter.search(request.query, request.paging, select: select, sort: sort) }
                if let filter = request.filter, filter.name == "category" {
                    return ProductRouter.category(slug: filter.value, request.paging, select: select, sort: sort)
                }
                return ProductRouter.list(request.paging, select: select, sort: sort)
            },
            recordRoute: { ProductRouter.detail(id: $0) },
            detail: DetailContent.init(product:),
            sortFields: ["title", "price", "rating", "stock"],
            filters: [ResourceFilter(name: "category", title: "Category",
                                     choicesSource: FilterChoices(ProductRouter.categories, field: "slug", cacheGroup: "products"))],
            editing: .collection("products", fields: [
                EditableField("title", label: "Title", rule: .requiredText) { $0.title },
                EditableField("price", label: "Price", rule: FieldRule(.number, minimum: 0)) { String($0.price) },
                EditableField("stock", label: "Stock", rule: FieldRule(.integer, minimum: 0)) { String($0.stock) },
                EditableField("brand", label: "Brand") { $0.brand ?? "" },
                EditableField("category", label: "Category") { $0.category },
            ]),
            links: { product in [.list("More in \(product.category)", "products", "category", product.category)] }
        )
    }
}

extension DetailContent {
    init(product: Product) {
        var overview: [Field] = [
            Field("Price", text: .price(product.price)),
            Field("Discount", text: DetailFormat.discount(product.discountPercentage)),
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
        if let value = product.minimumOrderQuantity { shipping.append(Field("Minimum order", text: .count(value))) }
        if !shipping.isEmpty { sections.append(Section("Shipping", shipping)) }
        let reviews = product.reviews.map { review in
            Field("\(review.reviewerName) · \(DetailFormat.rating(review.rating))", review.comment)
        }
        sections.append(Section("Reviews (\(product.reviews.count))", reviews))
        self.init(title: .verbatim(product.title), subtitle: .verbatim(product.brand.map { "\($0) · \(product.category)" } ?? product.category),
                  sections: sections, body: product.description)
        picture = product.thumbnail.isEmpty ? nil : product.thumbnail
        // The rating and the stock are read at a glance as gauges, so the
        // overview does not repeat them.
        gauges = [
            DetailGauge("Rating", value: product.rating, maximum: 5, kind: .stars,
                        text: .verbatim(String(format: "%.2f", product.rating))),
            DetailGauge("Stock", value: Double(product.stock), maximum: DetailGauge.defaultStockScale, kind: .bar,
                        text: "\(UIText.count(product.stock)) · \(UIText.verbatim(product.availabilityStatus))"),
        ]
    }
}

extension ResourceWords {
    /// Products' names, columns, detail headings and labels, and link.
    package static let products: ResourceWords = [
        "Products": ("商品", "商品"),
        "products": ("商品", "商品"),
        "product": ("商品", "商品"),
        "Product": ("商品", "商品"),
        "Brand": ("品牌", "品牌"),
        "Category": ("分类", "分類"),
        "Price": ("价格", "價格"),
        "Stock": ("库存", "庫存"),
        "Shipping": ("配送", "配送"),
        "Reviews (%@)": ("评价（%@）", "評價（%@）"),
        "Discount": ("折扣", "折扣"),
        "SKU": ("SKU", "SKU"),
        "Warranty": ("保修", "保固"),
        "Returns": ("退货", "退貨"),
        "Minimum order": ("最小起订量", "最低訂購量"),
        "More in %@": ("更多 %@ 商品", "更多 %@ 商品"),
    ]
}
