import DummyJSON
import Models
import Network

extension Todo: ListItem {}

extension AnyResource {
    package static let todos = AnyResource(Resource<Todo, Todo>.todos)
}

extension Resource where Summary == Todo, Record == Todo {
    /// Upstream's todo lists take paging only.
    package static var todos: Self {
        Resource(
            id: "todos", title: "Todos", singular: "todo", tabKey: "7", words: .todos,
            columns: [
                .recordID(priority: 3),
                ResourceColumn("Done", width: 4, priority: 1) { $0.completed ? "✓" : "·" },
                ResourceColumn("Todo", width: 40, flexible: true) { $0.todo },
                .reference("User", width: 16, priority: 2, to: .userName) { $0.userId },
            ],
            route: { request in
                request.ownerID("userId").map { TodoRouter.ofUser(id: $0, request.paging) } ?? TodoRouter.list(request.paging)
            },
            recordRoute: { TodoRouter.detail(id: $0) },
            detail: DetailContent.init(todo:),
            isSearchable: false,
            filters: [.owner("userId", title: "User")],
            editing: .collection("todos", fields: [
                EditableField("todo", label: "Todo", rule: .requiredText) { $0.todo },
                EditableField("completed", label: "Done", rule: FieldRule(.flag)) { $0.completed ? "yes" : "no" },
            ], addOnly: [EditableValue(key: "userId", label: "User id", value: "", rule: FieldRule(.integer, required: true))]),
            links: { todo in [.record("User: user #\(todo.userId)", "users", id: todo.userId, named: .init(.userName, "User: %@"))] }
        )
    }
}

extension DetailContent {
    init(todo: Todo) {
        let sections = [
            Section("About", [
                Field("Status", text: todo.completed ? "done" : "to do"),
                Field("User", text: "user #\(todo.userId)", named: Naming(.userName, id: todo.userId)),
            ]),
        ]
        self.init(title: .verbatim(todo.todo), subtitle: "todo #\(todo.id)", sections: sections)
    }
}

extension ResourceWords {
    /// Todos' names, columns and detail labels.
    package static let todos: ResourceWords = [
        "Todos": ("待办", "待辦"),
        "todos": ("待办", "待辦"),
        "todo": ("待办", "待辦"),
        "Todo": ("待办", "待辦"),
        "Done": ("完成", "完成"),
        "Status": ("状态", "狀態"),
        "done": ("已完成", "已完成"),
        "to do": ("未完成", "未完成"),
        "todo #%@": ("待办 #%@", "待辦 #%@"),
    ]
}
