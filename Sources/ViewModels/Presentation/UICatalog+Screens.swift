/// The screens' own lines: login, search line, lists, forms, status bar,
/// the command line's refusals and the help overlay's frame.
extension UICatalog {
    package static let screens: [String: (String, String)] = [
        // Login.
        "Username": ("用户名", "使用者名稱"),
        "username": ("请输入用户名", "請輸入使用者名稱"),
        "Password": ("密码", "密碼"),
        "password": ("请输入密码", "請輸入密碼"),
        "[ Sign in ]": ("[ 登录 ]", "[ 登入 ]"),
        "  Signing in…  ": ("  正在登录…  ", "  正在登入…  "),
        "Demo account: emilys / emilyspass": ("演示账号：emilys / emilyspass", "示範帳號：emilys / emilyspass"),
        "Checking your session on %@…": ("正在 %@ 上检查会话…", "正在 %@ 上檢查工作階段…"),

        // Login: blank fields, a cancelled sign-in, the demo hint in short.
        "Enter your username and password.": ("请输入用户名和密码。", "請輸入使用者名稱和密碼。"),
        "Enter your username.": ("请输入用户名。", "請輸入使用者名稱。"),
        "Enter your password.": ("请输入密码。", "請輸入密碼。"),
        "Sign-in cancelled.": ("已取消登录。", "已取消登入。"),
        "Type in a field: Tab or ↑ to reach one.": ("请在输入框中输入：按 Tab 或 ↑ 前往。", "請在輸入欄中輸入：按 Tab 或 ↑ 前往。"),
        "Demo: emilys / emilyspass": ("演示：emilys / emilyspass", "示範：emilys / emilyspass"),

        // Help overlay.
        "Keys": ("按键", "按鍵"),
        "Esc or ? to close": ("按 Esc 或 ? 关闭", "按 Esc 或 ? 關閉"),
        "Esc or F1 to close": ("按 Esc 或 F1 关闭", "按 Esc 或 F1 關閉"),
        " (not now)": ("（当前不可用）", "（目前無法使用）"),
        "↑↓ scroll · ": ("↑↓ 滚动 · ", "↑↓ 捲動 · "),

        // Search line, lists, detail.
        "%@ of %@": ("%@ / %@", "%@ / %@"),
        " · by %@ %@": (" · 按 %@ %@", " · 依 %@ %@"),
        "Search: ": ("搜索：", "搜尋："),
        "type to search %@": ("输入以搜索%@", "輸入以搜尋%@"),
        "/ to search %@": ("按 / 搜索%@", "按 / 搜尋%@"),
        "%@ to search %@": ("按 %@ 搜索%@", "按 %@ 搜尋%@"),
        "e.g. %@": ("例：%@", "例：%@"),
        "loading more…": ("正在加载更多…", "正在載入更多…"),
        "couldn't load more — r to retry": ("无法加载更多 — 按 r 重试", "無法載入更多 — 按 r 重試"),
        "Names of %@ could not be looked up: their ids show (r to retry).": ("无法查到%@的名称：显示其编号（按 r 重试）。", "無法查到%@的名稱：顯示其編號（按 r 重試）。"),
        "Names of %@ could not be looked up: their ids show.": ("无法查到%@的名称：显示其编号。", "無法查到%@的名稱：顯示其編號。"),
        "Loading…": ("加载中…", "載入中…"),
        "No %@ match “%@”.": ("没有与“%2$@”匹配的%1$@。", "沒有與「%2$@」相符的%1$@。"),
        "No %@ with %@=%@.": ("没有 %2$@=%3$@ 的%1$@。", "沒有 %2$@=%3$@ 的%1$@。"),
        "Nothing here yet.": ("这里还没有内容。", "這裡還沒有內容。"),
        "terminal too small — needs at least %@": ("终端太小，至少需要 %@", "終端機太小，至少需要 %@"),
        "(now %@)": ("（当前 %@）", "（目前 %@）"),

        // Forms and writes.
        "New %@": ("新建%@", "新增%@"),
        "Edit %@": ("编辑%@", "編輯%@"),
        "Saving…": ("正在保存…", "正在儲存…"),
        "a new %@": ("新%@", "新%@"),
        "required": ("必填", "必填"),
        "a number": ("须为数字", "須為數字"),
        "a whole number": ("须为整数", "須為整數"),
        "a whole number from -9007199254740991 to 9007199254740991": ("须为 -9007199254740991 到 9007199254740991 之间的整数",
                                                                       "須為 -9007199254740991 到 9007199254740991 之間的整數"),
        "an e-mail address (name@host)": ("须为邮箱地址（name@host）", "須為電子郵件地址（name@host）"),
        "yes or no": ("须为 yes 或 no", "須為 yes 或 no"),
        "Space ticks or clears it": ("按空格键勾选或取消", "按空白鍵勾選或取消"),
        "Space or ←→ to choose": ("按空格键或 ←→ 选择", "按空白鍵或 ←→ 選擇"),
        "a number, %@ or more": ("须为不小于 %@ 的数字", "須為不小於 %@ 的數字"),
        "a whole number, %@ or more": ("须为不小于 %@ 的整数", "須為不小於 %@ 的整數"),
        "a phone number: digits, spaces and + - ( )": ("须为电话号码：数字、空格及 + - ( )", "須為電話號碼：數字、空格及 + - ( )"),
        "Delete %@? y deletes it, any other key keeps it": ("删除 %@？按 y 删除，按其他键保留", "刪除 %@？按 y 刪除，按其他鍵保留"),

        // Status bar.
        "offline": ("离线", "離線"),
        "offline · cached %@": ("离线 · 缓存于 %@", "離線 · 快取於 %@"),
        "next try in %@ s": ("%@ 秒后重试", "%@ 秒後重試"),
        "just now": ("刚刚", "剛剛"),
        "%@ s ago": ("%@ 秒前", "%@ 秒前"),
        "%@ min ago": ("%@ 分钟前", "%@ 分鐘前"),
        "%@ h ago": ("%@ 小时前", "%@ 小時前"),
        "%@ d ago": ("%@ 天前", "%@ 天前"),

        // The command line's refusals.
        "Type a resource, sort or filter.": ("请输入资源名、sort 或 filter。", "請輸入資源名稱、sort 或 filter。"),
        "No resource “%@”: try %@, sort or filter.": ("没有资源“%@”：可用 %@、sort 或 filter。", "沒有資源「%@」：可用 %@、sort 或 filter。"),
        "%@ cannot be sorted.": ("%@不能排序。", "%@不能排序。"),
        "%@ sort by %@.": ("%@可按 %@ 排序。", "%@可依 %@ 排序。"),
        "Sort takes a field and asc or desc.": ("sort 后跟字段名和 asc 或 desc。", "sort 後接欄位名稱和 asc 或 desc。"),
        "Sort order is asc or desc, not “%@”.": ("排序顺序是 asc 或 desc，不是“%@”。", "排序順序是 asc 或 desc，不是「%@」。"),
        "%@ have no filters.": ("%@没有筛选条件。", "%@沒有篩選條件。"),
        "Filter as name=value: %@.": ("筛选格式为 名称=值：%@。", "篩選格式為 名稱=值：%@。"),
        "%@ filter by %@, not “%@”.": ("%@可按 %@ 筛选，不能按“%@”。", "%@可依 %@ 篩選，不能依「%@」。"),
        "%@ takes a record id, not “%@”.": ("%@ 需要记录 ID，不是“%@”。", "%@ 需要紀錄 ID，不是「%@」。"),

        // Browse screen (issue 15): offline search, the error overlay, signing out with unsaved edits.
        "No cached results for “%@”.": ("没有“%@”的缓存结果。", "沒有「%@」的快取結果。"),
        "Error": ("错误", "錯誤"),
        "Esc, ! or q to close": ("按 Esc、! 或 q 关闭", "按 Esc、! 或 q 關閉"),
        "Unsaved changes will be lost. Sign out? y/Enter: yes, any other key: no":
            ("未保存的更改将会丢失。要退出登录吗？y/Enter：是，其他键：否", "未儲存的變更將會遺失。要登出嗎？y/Enter：是，其他鍵：否"),
        "Discard your changes? y/Enter: discard, any other key: keep editing":
            ("放弃所做的更改？y/Enter：放弃，其他键：继续编辑", "捨棄所做的變更？y/Enter：捨棄，其他鍵：繼續編輯"),
    ]
}
