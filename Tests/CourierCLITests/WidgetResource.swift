import DummyJSON
import Foundation
import Models
import Network
import ViewModels

// A resource that exists only in this test target: its model, its router and
// its descriptor, nothing else. The tests prove the registry carries it
// everywhere a built-in resource goes.

struct Widget: PageItem, Equatable {
    static let resourceKey = "widgets"
    var id: Int
    var name: String
    var color: String
    var weight: Double
}

struct WidgetSummary: ListItem {
    static let resourceKey = "widgets"
    var id: Int
    var name: String
    var color: String?
}

enum WidgetRouter: Route {
    case list(Paging, select: Bool)
    case search(String, Paging)
    case detail(id: Int)

    var relation: (method: HTTPMethod, path: String, params: Parameters?) {
        switch self {
        case .list(let paging, let select):
            var params: Parameters = ["limit": .number(Double(paging.limit)), "skip": .number(Double(paging.skip))]
            if select { params["select"] = .string("name,color") }
            return (.get, "/auth/widgets", params)
        case .search(let query, let paging):
            return (.get, "/auth/widgets/search", ["q": .string(query), "limit": .number(Double(paging.limit)),
                                                   "skip": .number(Double(paging.skip))])
        case .detail(let id):
            return (.get, "/auth/widgets/\(id)", nil)
        }
    }

    var requiresAuth: Bool { true }
}

extension AnyResource {
    static let widgets = AnyResource(Resource<WidgetSummary, Widget>(
        id: "widgets", title: "Widgets", singular: "widget", tabKey: "9",
        // Its words come with it: registering it is all the catalog needs.
        words: ["Widgets": ("小部件", "小部件"), "Colour": ("颜色", "顏色"), "Show widgets": ("显示小部件", "顯示小部件")],
        columns: [
            .recordID(width: 4, priority: 2),
            ResourceColumn("Name", width: 20, flexible: true) { $0.name },
            ResourceColumn("Colour", width: 10, priority: 1) { $0.color ?? "" },
        ],
        route: { request in
            request.query.isEmpty ? WidgetRouter.list(request.paging, select: !request.wholeRecords)
                : WidgetRouter.search(request.query, request.paging)
        },
        recordRoute: { WidgetRouter.detail(id: $0) },
        detail: { widget in
            DetailContent(title: .verbatim(widget.name), subtitle: "widget #\(widget.id)",
                          sections: [DetailContent.Section("Build", [DetailContent.Field("Weight", "\(widget.weight) kg")])])
        }))
}

extension ResourceRegistry {
    /// Courier's resources and the widgets.
    static let withWidgets = ResourceRegistry(ResourceRegistry.standard.resources + [.widgets])
}
