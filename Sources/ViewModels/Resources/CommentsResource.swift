import DummyJSON
import Models
import Network

extension Comment: ListItem {}

extension AnyResource {
    package static let comments = AnyResource(Resource<Comment, Comment>.comments)
}

extension Resource where Summary == Comment, Record == Comment {
    /// Upstream's comment lists take paging only.
    package static var comments: Self {
        Resource(
            id: "comments", title: "Comments", singular: "comment", tabKey: "6", words: .comments,
            columns: [
                .recordID(priority: 3),
                ResourceColumn("Comment", width: 36, flexible: true) { $0.body },
                ResourceColumn("By", width: 16, priority: 1) { $0.user.fullName },
                .count("Likes", width: 6, priority: 2) { $0.likes },
                .reference("Post", width: 20, priority: 4, to: .postTitle) { $0.postId },
            ],
            route: { request in
                request.ownerID("postId").map { CommentRouter.ofPost(id: $0, request.paging) } ?? CommentRouter.list(request.paging)
            },
            recordRoute: { CommentRouter.detail(id: $0) },
            detail: DetailContent.init(comment:),
            isSearchable: false,
            filters: [.owner("postId", title: "Post")],
            editing: .collection("comments", fields: [
                EditableField("body", label: "Comment", rule: .requiredText) { $0.body },
            ], addOnly: [
                EditableValue(key: "postId", label: "Post id", value: "", rule: FieldRule(.integer, required: true)),
                EditableValue(key: "userId", label: "User id", value: "", rule: FieldRule(.integer, required: true)),
            ]),
            links: { comment in
                [.record("Post #\(comment.postId)", "posts", id: comment.postId, named: .init(.postTitle, "Post: %@")),
                 .record("Author: \(comment.user.fullName)", "users", id: comment.user.id)]
            }
        )
    }
}

extension DetailContent {
    init(comment: Comment) {
        let sections = [
            Section("About", [
                Field("By", text: "\(comment.user.fullName) (@\(comment.user.username), user #\(comment.user.id))"),
                Field("On", text: "post #\(comment.postId)", named: Naming(.postTitle, id: comment.postId)),
                Field("Likes", text: .count(comment.likes)),
            ]),
        ]
        self.init(title: "Comment #\(comment.id)", subtitle: "by \(comment.user.fullName)", sections: sections, body: comment.body)
    }
}

extension ResourceWords {
    /// Comments' names, columns, detail headings and labels, and links.
    package static let comments: ResourceWords = [
        "Comments": ("评论", "留言"),
        "comments": ("评论", "留言"),
        "comment": ("评论", "留言"),
        "Comment": ("评论", "留言"),
        "By": ("作者", "作者"),
        "Post id": ("帖子 ID", "貼文 ID"),
        "On": ("所属", "所屬"),
        "Comment #%@": ("评论 #%@", "留言 #%@"),
        "by %@": ("作者：%@", "作者：%@"),
        "%@ (@%@, user #%@)": ("%@（@%@，用户 #%@）", "%@（@%@，使用者 #%@）"),
        "Post #%@": ("帖子 #%@", "貼文 #%@"),
        "Post: %@": ("帖子：%@", "貼文：%@"),
    ]
}
