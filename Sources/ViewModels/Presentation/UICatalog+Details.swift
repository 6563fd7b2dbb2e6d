/// What a detail says around the server's data: headings, labels, links.
extension UICatalog {
    package static let details: [String: (String, String)] = [
        // Section headings.
        "Overview": ("概览", "概覽"),
        "Shipping": ("配送", "配送"),
        "Reviews (%@)": ("评价（%@）", "評價（%@）"),
        "Reactions": ("互动", "互動"),
        "About": ("概要", "概要"),
        "Totals": ("金额", "金額"),
        "Products (%@)": ("商品（%@）", "商品（%@）"),
        "Ingredients (%@)": ("食材（%@）", "食材（%@）"),
        "Instructions": ("步骤", "步驟"),
        "Contact": ("联系方式", "聯絡方式"),
        "Address": ("地址", "地址"),
        "Company": ("公司", "公司"),
        "Profile": ("个人资料", "個人資料"),
        "Fields": ("字段", "欄位"),

        // Field labels.
        "Discount": ("折扣", "折扣"),
        "SKU": ("SKU", "SKU"),
        "Tags": ("标签", "標籤"),
        "Warranty": ("保修", "保固"),
        "Returns": ("退货", "退貨"),
        "Minimum order": ("最小起订量", "最低訂購量"),
        "Before discount": ("折前", "折扣前"),
        "On": ("所属", "所屬"),
        "Dislikes": ("点踩", "倒讚"),
        "Meal": ("餐别", "餐別"),
        "Street": ("街道", "街道"),
        "Country": ("国家", "國家"),
        "Born": ("出生", "出生"),
        "Status": ("状态", "狀態"),

        // Values in the interface's words.
        "none": ("无", "無"),
        "done": ("已完成", "已完成"),
        "to do": ("未完成", "未完成"),
        "user #%@": ("用户 #%@", "使用者 #%@"),
        "post #%@": ("帖子 #%@", "貼文 #%@"),
        "todo #%@": ("待办 #%@", "待辦 #%@"),
        "quote #%@": ("名言 #%@", "名言 #%@"),
        "Cart #%@": ("购物车 #%@", "購物車 #%@"),
        "Comment #%@": ("评论 #%@", "留言 #%@"),
        "by %@": ("作者：%@", "作者：%@"),
        "%@ (@%@, user #%@)": ("%@（@%@，用户 #%@）", "%@（@%@，使用者 #%@）"),
        "%@ (%@ reviews)": ("%@（%@ 条评价）", "%@（%@ 則評價）"),
        "%@ min preparation, %@ min cooking": ("准备 %@ 分钟，烹饪 %@ 分钟", "準備 %@ 分鐘，烹飪 %@ 分鐘"),
        "%@, %@ kcal each": ("%@ 份，每份 %@ 千卡", "%@ 份，每份 %@ 大卡"),
        "%@ each · %@": ("单价 %@ · 小计 %@", "單價 %@ · 小計 %@"),
        "as the server answered": ("服务器返回的内容", "伺服器回傳的內容"),

        // Links.
        "Author: %@": ("作者：%@", "作者：%@"),
        "Author: user #%@": ("作者：用户 #%@", "作者：使用者 #%@"),
        "User: user #%@": ("用户：用户 #%@", "使用者：使用者 #%@"),
        "Product: %@": ("商品：%@", "商品：%@"),
        "Post #%@": ("帖子 #%@", "貼文 #%@"),
        "More in %@": ("更多 %@ 商品", "更多 %@ 商品"),
        "Posts tagged %@": ("标签为 %@ 的帖子", "標籤為 %@ 的貼文"),
        "Recipes tagged %@": ("标签为 %@ 的食谱", "標籤為 %@ 的食譜"),
        "More for %@": ("更多 %@ 食谱", "更多 %@ 食譜"),
        "Posts by %@": ("%@ 的帖子", "%@ 的貼文"),
        "Carts of %@": ("%@ 的购物车", "%@ 的購物車"),
        "Todos of %@": ("%@ 的待办", "%@ 的待辦"),

        // Links to a record once its name is known, and a cart line's prices.
        "User: %@": ("用户：%@", "使用者：%@"),
        "Post: %@": ("帖子：%@", "貼文：%@"),

        // Pictures.
        "loading image…": ("正在加载图片…", "正在載入圖片…"),
        "[image]": ("[图片]", "[圖片]"),
        "couldn't load the image": ("无法加载图片", "無法載入圖片"),
        "can't show this image": ("无法显示此图片", "無法顯示此圖片"),
        "Prep time": ("准备时间", "準備時間"),
        "Cook time": ("烹饪时间", "烹飪時間"),
    ]
}
