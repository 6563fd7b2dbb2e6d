/// Text a client must show as data, never obey: CJK and emoji that break
/// naive column counting, and terminal escape sequences that would clear
/// the screen, retitle the window or reverse the text if printed raw. The
/// generator places these at fixed ids so every seed serves all of them.
enum HostileStrings {
    static let ansiClearScreen = "\u{1B}[2J"
    static let oscWindowTitle = "\u{1B}]0;pwned\u{07}"
    static let rightToLeftOverride = "\u{202E}"

    /// Titles for products and posts, cycled through the special ids.
    static let titles: [String] = [
        "无线蓝牙耳机 降噪 长续航",
        "日本製 ステンレス 包丁セット",
        "Party Pack 🎉🎈 with Confetti 🥳",
        "The Extraordinarily Long Name Of A Product That Was Clearly Written By A Committee Which Could Not Agree On Anything And So Included Every Single Suggested Word In The Final Title Just To Be Safe",
        "Clear \(ansiClearScreen)Screen Deluxe",
        "Window \(oscWindowTitle)Title Changer",
        "Control\u{00}\u{07}\u{08}\u{7F}\u{85}\u{9B}31mChars",
        "Reversed \(rightToLeftOverride)txet.exe",
        "手作り 抹茶 🍵 ギフト",
        "\u{1B}[31mRed Alert\u{1B}[0m Siren",
    ]

    /// Surnames for users: CJK, emoji and hostile ones.
    static let lastNames: [String] = [
        "王", "佐藤", "Smith 😀", "\(rightToLeftOverride)nosnhoJ", "Evil\(ansiClearScreen)", "Title\(oscWindowTitle)",
        "Bell\u{07}\u{85}",
    ]

    /// Whether this id carries a special string, and which.
    static func title(forID id: Int, period: Int, offset: Int) -> String? {
        guard id % period == offset else { return nil }
        return titles[(id / period) % titles.count]
    }

    static func lastName(forID id: Int) -> String? {
        guard id % 23 == 7 else { return nil }
        return lastNames[(id / 23) % lastNames.count]
    }
}
