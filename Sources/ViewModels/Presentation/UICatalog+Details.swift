/// What a detail says around any resource's data: its picture's states.
/// A resource's own headings, labels and links are in its `ResourceWords`.
extension UICatalog {
    package static let details: [String: (String, String)] = [
        "loading image…": ("正在加载图片…", "正在載入圖片…"),
        "[image]": ("[图片]", "[圖片]"),
        "couldn't load the image": ("无法加载图片", "無法載入圖片"),
        "couldn't load the image from %@": ("无法从 %@ 加载图片", "無法從 %@ 載入圖片"),
        "Couldn't load the image from %@: %@": ("无法从 %@ 加载图片：%@", "無法從 %@ 載入圖片：%@"),
        "Couldn't load the image: %@": ("无法加载图片：%@", "無法載入圖片：%@"),
        "can't show this image": ("无法显示此图片", "無法顯示此圖片"),
    ]
}
