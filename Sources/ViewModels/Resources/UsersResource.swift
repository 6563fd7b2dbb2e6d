import DummyJSON
import Models
import Network

extension UserSummary: ListItem {}

extension AnyResource {
    package static let users = AnyResource(Resource<UserSummary, User>.users)
}

extension ResourceReference {
    /// A user as their first and last name: what a post's author column shows.
    package static let userName = ResourceReference("users", shownBy: ["firstName", "lastName"], order: .person)
}

extension Resource where Summary == UserSummary, Record == User {
    package static let listFields: [UserField] = [.firstName, .lastName, .username, .email, .role]

    /// Matched exactly, case included: `hair.color=Brown`.
    package static let userFilters = [
        ("role", "Role"), ("gender", "Gender"), ("age", "Age"), ("eyeColor", "Eye colour"), ("hair.color", "Hair colour"),
        ("bloodGroup", "Blood group"), ("address.city", "City"), ("address.state", "State"),
        ("company.department", "Department"), ("university", "University"),
    ].map { ResourceFilter(name: $0.0, title: $0.1, choices: userFilterChoices[$0.0] ?? []) }

    /// The values of the filters whose values are few and fixed, offered on the `:` line.
    static let userFilterChoices = [
        "role": ["admin", "moderator", "user"], "gender": ["male", "female"],
        "bloodGroup": ["A+", "A-", "B+", "B-", "AB+", "AB-", "O+", "O-"],
    ]

    package static var users: Self {
        Resource(
            id: "users", title: "Users", singular: "user", tabKey: "3", words: .users,
            columns: [
                .recordID(priority: 3),
                ResourceColumn("Name", width: 22, flexible: true) { PersonName.display(given: $0.firstName, family: $0.lastName) }
                    .sorting(by: "firstName"),
                ResourceColumn("Username", width: 14, priority: 1) { $0.username ?? "" },
                ResourceColumn("Email", width: 30, flexible: true, priority: 2) { $0.email ?? "" },
                ResourceColumn("Role", width: 9, priority: 4) { $0.role?.rawValue ?? "" },
            ],
            route: { request in
                let select = request.wholeRecords ? nil : listFields
                let sort = request.sort.flatMap { key in UserField(rawValue: key.field).map { Sort($0, key.order) } }
                if !request.query.isEmpty { return UserRouter.search(request.query, request.paging, select: select, sort: sort) }
                if let filter = request.filter {
                    return UserRouter.filter(key: filter.name, value: filter.value, request.paging, select: select, sort: sort)
                }
                return UserRouter.list(request.paging, select: select, sort: sort)
            },
            recordRoute: { UserRouter.detail(id: $0) },
            detail: DetailContent.init(user:),
            sortFields: ["firstName", "lastName", "age", "email"],
            // Any dot path works upstream (`users/filter?key=hair.color&value=Brown`); these are the useful ones.
            filters: userFilters,
            editing: .collection("users", fields: [
                EditableField("firstName", label: "First name", rule: .requiredText) { $0.firstName },
                EditableField("lastName", label: "Last name", rule: .requiredText) { $0.lastName },
                EditableField("email", label: "Email", rule: FieldRule(.email, required: true)) { $0.email },
                EditableField("phone", label: "Phone", rule: FieldRule(.phone)) { $0.phone },
                EditableField("age", label: "Age", rule: FieldRule(.integer, minimum: 0)) { String($0.age) },
            ]),
            // What identifies a person to a bank, a tax office or a network.
            secretFields: ["bank", "crypto", "ssn", "ein", "ip", "macAddress"],
            links: { user in
                let name = PersonName.display(given: user.firstName, family: user.lastName)
                return [.list("Posts by \(name)", "posts", "userId", "\(user.id)"),
                        .list("Carts of \(name)", "carts", "userId", "\(user.id)"),
                        .list("Todos of \(name)", "todos", "userId", "\(user.id)")]
            },
            // A user by id (`users/5?select=firstName,lastName`); ids follow positions in the unsorted list.
            nameRoute: { id, fields in RecordRead.fields(collection: "users", id: id, select: fields) },
            nameRangeRoute: { ids, fields in
                UserRouter.list(Paging(limit: ids.count, skip: ids.lowerBound - 1), select: fields.compactMap(UserField.init(rawValue:)))
            }
        )
    }
}

extension DetailContent {
    init(user: User) {
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
                // A job title, not a post's: Chinese has its own word for each (职位, 職稱).
                Field("Job title", user.company.title),
                Field("Department", user.company.department),
            ]),
            Section("Profile", [
                Field("Age", "\(user.age)"),
                Field("Born", user.birthDate),
                Field("Role", user.role.rawValue),
            ]),
        ]
        self.init(title: .verbatim(PersonName.display(given: user.firstName, family: user.lastName)), subtitle: "@\(user.username) · \(user.role.rawValue)",
                  sections: sections)
    }
}

extension ResourceWords {
    /// Users' names, columns, detail headings and labels, and links.
    package static let users: ResourceWords = [
        "Users": ("用户", "使用者"),
        "users": ("用户", "使用者"),
        "user": ("用户", "使用者"),
        "User": ("用户", "使用者"),
        "Email": ("邮箱", "電子郵件"),
        "Phone": ("电话", "電話"),
        "Role": ("角色", "角色"),
        "Gender": ("性别", "性別"),
        "Age": ("年龄", "年齡"),
        "Eye colour": ("眼睛颜色", "眼睛顏色"),
        "Hair colour": ("头发颜色", "頭髮顏色"),
        "Blood group": ("血型", "血型"),
        "City": ("城市", "城市"),
        "State": ("州/省", "州/省"),
        "Department": ("部门", "部門"),
        "Job title": ("职位", "職稱"),
        "University": ("大学", "大學"),
        "First name": ("名", "名"),
        "Last name": ("姓", "姓"),
        "Contact": ("联系方式", "聯絡方式"),
        "Address": ("地址", "地址"),
        "Company": ("公司", "公司"),
        "Profile": ("个人资料", "個人資料"),
        "Street": ("街道", "街道"),
        "Country": ("国家", "國家"),
        "Born": ("出生", "出生"),
        "Posts by %@": ("%@ 的帖子", "%@ 的貼文"),
        "Carts of %@": ("%@ 的购物车", "%@ 的購物車"),
        "Todos of %@": ("%@ 的待办", "%@ 的待辦"),
    ]
}
