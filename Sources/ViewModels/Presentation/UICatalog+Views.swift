/// The words of the `:` line's commands beyond jumps, filters and sorts
/// (`:columns`, `:save`, views, `:refresh`, `:help` and aliases), of rows
/// marked for a write, of a list narrowed as a search is typed, and of a
/// list that refreshes by itself.
extension UICatalog {
    package static let views: [String: (String, String)] = [
        // `:help`
        "Commands": ("命令", "命令"),
        "Show a list, under one of its filters": ("显示列表，可带一个筛选条件", "顯示清單，可帶一個篩選條件"),
        "Sort the list shown (alone: unsorted)": ("排序当前列表（不带参数：取消排序）", "排序目前的清單（不帶參數：取消排序）"),
        "Filter the list shown (alone: no filter)": ("筛选当前列表（不带参数：取消筛选）", "篩選目前的清單（不帶參數：取消篩選）"),
        "Choose and order the columns (alone: the list's own); kept for the resource":
            ("选择列及其顺序（不带参数：恢复默认）；按资源保存", "選擇欄位及其順序（不帶參數：恢復預設）；依資源保存"),
        "Keep the list shown as a view: :NAME shows it again": ("把当前列表保存为视图：:名称 可再次显示", "把目前的清單儲存為檢視：:名稱 可再次顯示"),
        "Load the list again every SECONDS (alone: now; off: no more)":
            ("每隔 SECONDS 秒重新加载列表（不带参数：立即一次；off：停止）", "每隔 SECONDS 秒重新載入清單（不帶參數：立即一次；off：停止）"),
        "List these commands": ("列出这些命令", "列出這些命令"),
        "Write the list shown, every page of it, to a file": ("把显示的列表（所有页）写入文件", "把顯示的清單（所有頁）寫入檔案"),
        "The recent requests, with their status and time": ("最近的请求，及其状态和耗时", "最近的請求，及其狀態和耗時"),
        "Alias: %@": ("别名：%@", "別名：%@"),
        "View: %@": ("视图：%@", "檢視：%@"),

        // What the `:` line refuses.
        "The view “%@” takes nothing after its name.": ("视图“%@”的名称后面不能再跟内容。", "檢視「%@」的名稱後面不能再跟內容。"),
        "The view “%@” shows %@, which this API does not have.": ("视图“%@”显示的是 %@，而此 API 没有它。", "檢視「%@」顯示的是 %@，而此 API 沒有它。"),
        "%@ have the columns %@, not “%@”.": ("%1$@的列为 %2$@，没有“%3$@”。", "%1$@的欄位為 %2$@，沒有「%3$@」。"),
        "Name the view: :save NAME.": ("请为视图命名：:save 名称。", "請為檢視命名：:save 名稱。"),
        "A view's name is one word of letters, digits, - and _, not “%@”.":
            ("视图名须为由字母、数字、- 和 _ 组成的一个词，不能是“%@”。", "檢視名稱須為由字母、數字、- 和 _ 組成的一個詞，不能是「%@」。"),
        "“%@” is taken by a command, a resource or an alias: name the view otherwise.":
            ("“%@”已被命令、资源或别名占用：请换个名字。", "「%@」已被命令、資源或別名占用：請換個名稱。"),
        "Refresh takes seconds from %@ to %@, or off, not “%@”.":
            ("刷新间隔须为 %@ 到 %@ 秒或 off，不能是“%@”。", "重新整理間隔須為 %@ 到 %@ 秒或 off，不能是「%@」。"),
        "%@ cannot be sorted by %@.": ("%@不能按%@排序。", "%@不能依%@排序。"),

        // What the browser says it did.
        "Saved the view “%@”: :%@ shows it.": ("已保存视图“%@”：:%@ 可显示它。", "已儲存檢視「%@」：:%@ 可顯示它。"),
        "The list is asked for again every %@ s (:refresh off stops).":
            ("列表每 %@ 秒重新加载一次（:refresh off 可停止）。", "清單每 %@ 秒重新載入一次（:refresh off 可停止）。"),
        "The list is no longer asked for again by itself.": ("列表不再自动重新加载。", "清單不再自動重新載入。"),
        "updated %@ s ago": ("%@ 秒前更新", "%@ 秒前更新"),
        "%@ of %@ loaded": ("已加载 %2$@ 条中的 %1$@ 条", "已載入 %2$@ 筆中的 %1$@ 筆"),

        // Marked rows.
        "%@ marked": ("已标记 %@ 条", "已標記 %@ 筆"),
        "%@ cannot be written here: nothing to mark for.": ("%@不能在这里修改：没有可标记的用途。", "%@不能在這裡修改：沒有可標記的用途。"),
        "Delete %@ %@: %@? y deletes them, any other key keeps them":
            ("删除 %1$@ 条%2$@：%3$@？y 删除，其他任意键保留", "刪除 %1$@ 筆%2$@：%3$@？y 刪除，其他任意鍵保留"),
        "Edit %@ %@": ("编辑 %1$@ 条%2$@", "編輯 %1$@ 筆%2$@"),
        "Deleted %@ of %@ %@.": ("已删除 %2$@ 条%3$@中的 %1$@ 条。", "已刪除 %2$@ 筆%3$@中的 %1$@ 筆。"),
        "Saved %@ of %@ %@.": ("已保存 %2$@ 条%3$@中的 %1$@ 条。", "已儲存 %2$@ 筆%3$@中的 %1$@ 筆。"),
        "%@ The server does not keep changes: shown here until you refresh.":
            ("%@服务器不保留：刷新前仅在此显示。", "%@伺服器不保留：重新整理前僅在此顯示。"),
        "Deleted %@ of %@ %@; these failed: %@ (! shows the last error).":
            ("已删除 %2$@ 条%3$@中的 %1$@ 条；以下失败：%4$@（! 显示最后一个错误）。", "已刪除 %2$@ 筆%3$@中的 %1$@ 筆；以下失敗：%4$@（! 顯示最後一個錯誤）。"),
        "Saved %@ of %@ %@; these failed: %@ (! shows the last error).":
            ("已保存 %2$@ 条%3$@中的 %1$@ 条；以下失败：%4$@（! 显示最后一个错误）。", "已儲存 %2$@ 筆%3$@中的 %1$@ 筆；以下失敗：%4$@（! 顯示最後一個錯誤）。"),

        // The config file's problems, as the app says them.
        "The config file has a problem; Courier's defaults stand for what it names:":
            ("配置文件有一个问题；其涉及的部分改用 Courier 的默认值：", "設定檔有一個問題；其涉及的部分改用 Courier 的預設值："),
        "The config file has %@ problems; Courier's defaults stand for what they name:":
            ("配置文件有 %@ 个问题；其涉及的部分改用 Courier 的默认值：", "設定檔有 %@ 個問題；其涉及的部分改用 Courier 的預設值："),
    ]
}
