/// The interface's own words in the presenter's language.
extension ErrorPresenter {
    /// `text` in this language: its pattern from the catalog, its values put
    /// back. A key the catalog lacks reads in English rather than not at all.
    package func text(_ text: UIText) -> String {
        switch language {
        case .english: return text.description
        case .simplifiedChinese:
            return text.filled(numbers: numbers) { UICatalog.entry(for: $0.key)?.simplified ?? $0.key }
        case .traditionalChinese:
            return text.filled(numbers: numbers) { UICatalog.entry(for: $0.key)?.traditional ?? $0.key }
        }
    }
}

extension ErrorPresenter {
    /// How this language writes counts and prices.
    package var numbers: NumberFormat { NumberFormat.of(language) }
}

extension ErrorPresenter {
    /// For drawing code that has no app at hand (tests, benchmarks): English.
    package static let english = ErrorPresenter(language: .english)
}
