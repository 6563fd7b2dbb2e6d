extension ResourceWords {
    /// Words more than one resource shows, and those of the registry's own
    /// code (a write's answer, a missing value): declared once here, so a
    /// new resource that shows them declares nothing for them.
    package static let shared: ResourceWords = [
        // Columns and fields.
        "ID": ("ID", "ID"),
        "Title": ("标题", "標題"),
        "Rating": ("评分", "評分"),
        "Likes": ("点赞", "按讚"),
        "Name": ("名称", "名稱"),
        "Author": ("作者", "作者"),
        "Tag": ("标签", "標籤"),
        "Tags": ("标签", "標籤"),
        "User id": ("用户 ID", "使用者 ID"),

        // Detail headings, values and what a write's answer says.
        "Overview": ("概览", "概覽"),
        "About": ("概要", "概要"),
        "Fields": ("字段", "欄位"),
        "none": ("无", "無"),
        "as the server answered": ("服务器返回的内容", "伺服器回傳的內容"),

        // Records of other resources, before and after their names are known.
        "user #%@": ("用户 #%@", "使用者 #%@"),
        "post #%@": ("帖子 #%@", "貼文 #%@"),
        "Author: %@": ("作者：%@", "作者：%@"),
        "Author: user #%@": ("作者：用户 #%@", "作者：使用者 #%@"),
        "User: %@": ("用户：%@", "使用者：%@"),
        "User: user #%@": ("用户：用户 #%@", "使用者：使用者 #%@"),
    ]
}
