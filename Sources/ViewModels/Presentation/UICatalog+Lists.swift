/// What the browser says about a list's search, filter and sort when it
/// cannot do what was asked, or did something else.
extension UICatalog {
    package static let lists: [String: (String, String)] = [
        // A search and a filter replace each other (the server never applies both).
        "%@ are searched or filtered, not both: clear %@=%@ or the search first.":
            ("%@只能搜索或筛选，不能同时进行：请先清除 %@=%@ 或搜索。", "%@只能搜尋或篩選，不能同時進行：請先清除 %@=%@ 或搜尋。"),
        "The search “%@” is cleared: %@ are searched or filtered, not both.":
            ("已清除搜索“%@”：%@只能搜索或筛选，不能同时进行。", "已清除搜尋「%@」：%@只能搜尋或篩選，不能同時進行。"),
        "%@=%@ is cleared: %@ are searched or filtered, not both.":
            ("已清除 %@=%@：%@只能搜索或筛选，不能同时进行。", "已清除 %@=%@：%@只能搜尋或篩選，不能同時進行。"),
        // A filter answered where the search is not taken (a described API's sub-collection).
        "%@ filtered by %@ cannot be searched: clear %@=%@ or the search first.":
            ("按 %2$@ 筛选的%1$@不能搜索：请先清除 %3$@=%4$@ 或搜索。", "依 %2$@ 篩選的%1$@不能搜尋：請先清除 %3$@=%4$@ 或搜尋。"),
        "The search “%@” is cleared: %@ filtered by %@ cannot be searched.":
            ("已清除搜索“%1$@”：按 %3$@ 筛选的%2$@不能搜索。", "已清除搜尋「%1$@」：依 %3$@ 篩選的%2$@不能搜尋。"),
        "%@=%@ is cleared: %@ filtered by %@ cannot be searched.":
            ("已清除 %1$@=%2$@：按 %4$@ 筛选的%3$@不能搜索。", "已清除 %1$@=%2$@：依 %4$@ 篩選的%3$@不能搜尋。"),
        // A described list that exists only under another record (`/users/{id}/posts` with no `/posts`).
        "%@ have no list of their own: filter by %@ (or follow the link from a record that has them).":
            ("%@没有自己的列表：请按 %@ 筛选（或从拥有它们的记录中打开链接）。", "%@沒有自己的列表：請依 %@ 篩選（或從擁有它們的紀錄中開啟連結）。"),
        // Keys that cannot work on this list, and why (item 12 of issue 25).
        "%@ cannot be searched.": ("%@不能搜索。", "%@不能搜尋。"),
        "New %@ cannot be made here.": ("这里不能新建%@。", "這裡不能新增%@。"),
        "Open a record to %@ it.": ("请先打开一条记录再%@。", "請先開啟一筆紀錄再%@。"),
        "edit": ("编辑", "編輯"),
        "delete": ("删除", "刪除"),
        "Wait for the save on its way.": ("请等待正在进行的保存。", "請等待進行中的儲存。"),
        "Wait for the record to load.": ("请等待记录加载完成。", "請等待紀錄載入完成。"),
        "%@ cannot be edited.": ("%@不能编辑。", "%@不能編輯。"),
        "%@ cannot be deleted.": ("%@不能删除。", "%@不能刪除。"),
        // Esc while a list loads.
        "Loading stopped: r loads again.": ("已停止加载：按 r 重新加载。", "已停止載入：按 r 重新載入。"),
        "loading stopped — r to load more": ("已停止加载 — 按 r 加载更多", "已停止載入 — 按 r 載入更多"),
        // A sort the server cannot apply to this list.
        "A search of %@ cannot be sorted by %@.": ("%@的搜索结果不能按 %@ 排序。", "%@的搜尋結果不能依 %@ 排序。"),
        "%@ filtered by %@ cannot be sorted.": ("按 %2$@ 筛选的%1$@不能排序。", "依 %2$@ 篩選的%1$@不能排序。"),
    ]
}
