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
        // A sort the server cannot apply to this list.
        "A search of %@ cannot be sorted by %@.": ("%@的搜索结果不能按 %@ 排序。", "%@的搜尋結果不能依 %@ 排序。"),
        "%@ filtered by %@ cannot be sorted.": ("%@按 %@ 筛选后不能排序。", "%@依 %@ 篩選後不能排序。"),
    ]
}
