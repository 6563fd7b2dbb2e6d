import DummyJSON
import Models
import Network

extension PostSummary: ListItem {}

extension AnyResource {
    package static let posts = AnyResource(Resource<PostSummary, Post>.posts)
}

extension Resource where Summary == PostSummary, Record == Post {
    package static let listFields: [PostField] = [.title, .reactions, .views, .userId]

    package static var posts: Self {
        Resource(
            id: "posts", title: "Posts", singular: "post", tabKey: "2", words: .posts,
            columns: [
                .recordID(priority: 3),
                ResourceColumn("Title", width: 36, flexible: true) { $0.title },
                .count("Likes", width: 7, priority: 1) { $0.reactions?.likes },
                .count("Views", width: 7, priority: 2) { $0.views },
                .reference("Author", width: 16, priority: 4, to: .userName) { $0.userId }.sorting(by: "userId"),
            ],
            route: { request in
                let select = request.wholeRecords ? nil : listFields
                let sort = request.sort.flatMap { key in PostField(rawValue: key.field).map { Sort($0, key.order) } }
                if !request.query.isEmpty { return PostRouter.search(request.query, request.paging, select: select, sort: sort) }
                // `/users/<id>/posts` ignores sorting; `/posts/user/<id>` is the same list and sorts.
                if let author = request.ownerID("userId") { return PostRouter.byUser(id: author, request.paging, select: select, sort: sort) }
                if let filter = request.filter, filter.name == "tag" {
                    return PostRouter.tag(filter.value, request.paging, select: select, sort: sort)
                }
                return PostRouter.list(request.paging, select: select, sort: sort)
            },
            recordRoute: { PostRouter.detail(id: $0) },
            detail: DetailContent.init(post:),
            sortFields: ["title", "views", "userId"],
            filters: [.owner("userId", title: "Author"), ResourceFilter(name: "tag", title: "Tag", choicesSource: FilterChoices(PostRouter.tagList, cacheGroup: "posts"))],
            editing: .collection("posts", fields: [
                EditableField("title", label: "Title", rule: .requiredText) { $0.title },
                EditableField("body", label: "Text", rule: .requiredText) { $0.body },
            ], addOnly: [EditableValue(key: "userId", label: "Author id", value: "", rule: FieldRule(.integer, required: true))]),
            links: { post in
                [.record("Author: user #\(post.userId)", "users", id: post.userId, named: .init(.userName, "Author: %@")),
                 .list("Comments", "comments", "postId", "\(post.id)")]
                    + post.tags.map { .list("Posts tagged \($0)", "posts", "tag", $0) }
            },
            nameRoute: { id, fields in RecordRead.fields(collection: "posts", id: id, select: fields) },
            nameRangeRoute: { ids, fields in
                PostRouter.list(Paging(limit: ids.count, skip: ids.lowerBound - 1), select: fields.compactMap(PostField.init(rawValue:)))
            }
        )
    }
}

extension ResourceReference {
    /// A post as its title: what a comment's post column shows.
    package static let postTitle = ResourceReference("posts", shownBy: ["title"])
}

extension DetailContent {
    init(post: Post) {
        let sections = [
            Section("Reactions", [
                Field("Likes", text: .count(post.reactions.likes)),
                Field("Dislikes", text: .count(post.reactions.dislikes)),
                Field("Views", text: .count(post.views)),
            ]),
            Section("About", [
                Field("Author", text: "user #\(post.userId)", named: Naming(.userName, id: post.userId)),
                Field("Tags", text: post.tags.isEmpty ? "none" : .verbatim(post.tags.joined(separator: ", "))),
            ]),
        ]
        self.init(title: .verbatim(post.title), subtitle: "post #\(post.id)", sections: sections, body: post.body)
    }
}

extension ResourceWords {
    /// Posts' names, columns, detail headings and labels, and links.
    package static let posts: ResourceWords = [
        "Posts": ("帖子", "貼文"),
        "posts": ("帖子", "貼文"),
        "post": ("帖子", "貼文"),
        "Post": ("帖子", "貼文"),
        "Views": ("浏览", "瀏覽"),
        "Text": ("正文", "內文"),
        "Author id": ("作者 ID", "作者 ID"),
        "Reactions": ("互动", "互動"),
        "Dislikes": ("点踩", "倒讚"),
        "Posts tagged %@": ("标签为 %@ 的帖子", "標籤為 %@ 的貼文"),
    ]
}
