import Foundation

/// How amounts read in the interface's language: counts and prices grouped
/// with the locale's separators ("1,988", "$1,899.99"). Ids are names, not
/// amounts, so they never come through here and stay "1988".
///
/// The separators are the locale's for each language, written here rather
/// than read from a `Locale`: the first such read loads ICU's locale data,
/// half a millisecond on the way to the first frame (`NumberFormatTests`
/// checks them against the locales). The digits are grouped by hand, because
/// a `NumberFormatter` per cell would cost more than the rest of a frame and
/// one shared between threads is not safe.
package struct NumberFormat: Sendable, Equatable {
    package var groupingSeparator: String
    package var decimalSeparator: String

    package init(groupingSeparator: String, decimalSeparator: String) {
        self.groupingSeparator = groupingSeparator
        self.decimalSeparator = decimalSeparator
    }

    /// en_US's.
    package static let english = NumberFormat(groupingSeparator: ",", decimalSeparator: ".")
    /// zh_Hans_CN's.
    package static let simplifiedChinese = NumberFormat(groupingSeparator: ",", decimalSeparator: ".")
    /// zh_Hant_TW's.
    package static let traditionalChinese = NumberFormat(groupingSeparator: ",", decimalSeparator: ".")

    /// The locale each language's separators are those of.
    package static func localeIdentifier(of language: MessageLanguage) -> String {
        switch language {
        case .english: "en_US"
        case .simplifiedChinese: "zh_Hans_CN"
        case .traditionalChinese: "zh_Hant_TW"
        }
    }

    /// The format of `language`, the one `--lang` or the environment chose.
    package static func of(_ language: MessageLanguage) -> NumberFormat {
        switch language {
        case .english: english
        case .simplifiedChinese: simplifiedChinese
        case .traditionalChinese: traditionalChinese
        }
    }

    /// "1,988".
    package func count(_ value: Int) -> String {
        let digits = String(value.magnitude)
        return (value < 0 ? "-" : "") + grouped(digits)
    }

    /// "$1,899.99": dollars, as the API's prices are, with two decimals.
    package func price(_ value: Double) -> String {
        (value < 0 ? "-$" : "$") + decimal(abs(value), fractionDigits: 2)
    }

    /// "1,234.50": grouped whole part, `fractionDigits` after the separator.
    package func decimal(_ value: Double, fractionDigits: Int) -> String {
        let plain = String(format: "%.\(max(0, fractionDigits))f", abs(value))
        let parts = plain.split(separator: ".", maxSplits: 1)
        let whole = grouped(String(parts[0]))
        let sign = value < 0 ? "-" : ""
        guard parts.count == 2 else { return sign + whole }
        return sign + whole + decimalSeparator + parts[1]
    }

    private func grouped(_ digits: String) -> String {
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { result += groupingSeparator }
            result.append(digit)
        }
        return result
    }
}
