/// Styles as a config file writes them: colours by name and attributes
/// as words, in any order, `on` before the background:
///
///     yellow bold underline
///     black on cyan
///     bright-white on red bold
///     color208 on default
///
/// Colours: `default`, the eight names and their `bright-` forms (`grey` is
/// bright black), or `colorN` for entry N (0–254) of the 256-colour palette.
/// Attributes: `bold`, `underline`, `reverse`, `dim`; `plain` is none.
extension Style {
    /// What is wrong with a style's words: the word that is no colour or attribute.
    package struct NameProblem: Error, Sendable, Equatable {
        package var word: String
    }

    package static func named(_ text: String) -> Result<Style, NameProblem> {
        var style = Style()
        var words = text.lowercased().split(whereSeparator: { $0 == " " || $0 == "," }).map(String.init)[...]
        var sawColor = false
        while let word = words.popFirst() {
            if word == "on" {
                let next = words.popFirst()
                guard let next, let color = Color.named(next) else { return .failure(NameProblem(word: next ?? "on")) }
                style.background = color
                continue
            }
            if let attribute = attributeNames[word] {
                style.attributes.formUnion(attribute)
                continue
            }
            if word == "plain" { continue }
            guard !sawColor, let color = Color.named(word) else { return .failure(NameProblem(word: word)) }
            style.foreground = color
            sawColor = true
        }
        return .success(style)
    }

    private static let attributeNames: [String: TextAttributes] = [
        "bold": .bold, "underline": .underline, "reverse": .reverse, "dim": .dim,
    ]

    /// The words `named` reads back as this style: what `courier config show` prints.
    package var name: String {
        var words: [String] = []
        if foreground != .default { words.append(foreground.name) }
        if background != .default { words += ["on", background.name] }
        for (word, attribute) in Self.attributeNames.sorted(by: { $0.key < $1.key }) where attributes.contains(attribute) {
            words.append(word)
        }
        return words.isEmpty ? "plain" : words.joined(separator: " ")
    }
}

extension Color {
    private static let names = ["black", "red", "green", "yellow", "blue", "magenta", "cyan", "white"]

    /// The colour a config file's word names; nil when it names none.
    package static func named(_ word: String) -> Color? {
        let word = word.lowercased().replacingOccurrences(of: "_", with: "-")
        if word == "default" { return .default }
        if word == "grey" || word == "gray" { return .brightBlack }
        if let index = names.firstIndex(of: word) { return Color(rawValue: UInt8(index + 1)) }
        for prefix in ["bright-", "bright", "light-"] where word.hasPrefix(prefix) {
            if let index = names.firstIndex(of: String(word.dropFirst(prefix.count))) { return Color(rawValue: UInt8(index + 9)) }
        }
        for prefix in ["color", "colour"] where word.hasPrefix(prefix) {
            if let index = Int(word.dropFirst(prefix.count)), (0...254).contains(index) { return .palette(index) }
        }
        return nil
    }

    /// The word `named` reads back as this colour.
    package var name: String {
        if self == .default { return "default" }
        let index = Int(rawValue) - 1
        if index < 8 { return Self.names[index] }
        if index < 16 { return "bright-" + Self.names[index - 8] }
        return "color\(index)"
    }
}
