/// The words a described API's screens add: the login's one secret, the
/// form's limits from JSON Schema, and what a described detail says around
/// the server's data (which is shown as sent).
extension UICatalog {
    package static let described: [String: (String, String)] = [
        // Login with a token or a key.
        "Token": ("令牌", "權杖"),
        "token": ("请输入令牌", "請輸入權杖"),
        "API key": ("API 密钥", "API 金鑰"),
        "api key": ("请输入 API 密钥", "請輸入 API 金鑰"),

        // A field's limits.
        "one of %@": ("须为以下之一：%@", "須為以下之一：%@"),
        "at least %@ characters": ("至少 %@ 个字符", "至少 %@ 個字元"),
        "at most %@ characters": ("最多 %@ 个字符", "最多 %@ 個字元"),
        "at least %@": ("不小于 %@", "不小於 %@"),
        "at most %@": ("不大于 %@", "不大於 %@"),
        "more than %@": ("须大于 %@", "須大於 %@"),
        "less than %@": ("须小于 %@", "須小於 %@"),
        "text matching %@": ("符合 %@ 的文本", "符合 %@ 的文字"),
        "a URL (https://…)": ("网址（https://…）", "網址（https://…）"),
        "a date (2024-05-01)": ("日期（2024-05-01）", "日期（2024-05-01）"),
        "a date and time (2024-05-01T14:03:00Z)": ("日期和时间（2024-05-01T14:03:00Z）", "日期和時間（2024-05-01T14:03:00Z）"),
        "a UUID": ("UUID", "UUID"),

        // A described detail.
        "%@ more": ("还有 %@ 项", "還有 %@ 項"),
        "Not as described": ("与描述不符", "與描述不符"),
        "missing": ("缺少", "缺少"),
        "%@, not %@": ("是 %@，而非 %@", "是 %@，而非 %@"),
        "null, not %@": ("是 null，而非 %@", "是 null，而非 %@"),
    ]
}
