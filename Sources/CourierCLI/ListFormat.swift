import ViewModels

/// Lists in prose.
enum ListFormat {
    /// "a", "a and b", "a, b and c"; in Chinese "a、b 和 c".
    static func and(_ items: [String], presenter: ErrorPresenter = .english) -> String {
        guard let last = items.last else { return "" }
        let rest = items.dropLast()
        guard !rest.isEmpty else { return last }
        switch presenter.language {
        case .english: return rest.joined(separator: ", ") + " and " + last
        case .simplifiedChinese, .traditionalChinese:
            // Spaces set 和 off from Latin names only: "todos 和 quotes", but "编辑和删除".
            let latin = last.first?.isASCII == true || rest.last?.last?.isASCII == true
            return rest.joined(separator: "、") + (latin ? " 和 " : "和") + last
        }
    }
}
