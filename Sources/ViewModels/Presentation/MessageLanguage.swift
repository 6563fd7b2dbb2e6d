import Foundation

/// The languages Courier's messages are written in, chosen from `LANG`.
package enum MessageLanguage: Sendable, Equatable {
    case english
    case simplifiedChinese
    case traditionalChinese

    /// `LC_ALL`, then `LC_MESSAGES`, then `LANG`, as POSIX orders them.
    package static var current: MessageLanguage {
        current(environment: ProcessInfo.processInfo.environment)
    }

    /// The same, from `environment` as read already.
    package static func current(environment: [String: String]) -> MessageLanguage {
        let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy
            .compactMap { environment[$0] }
            .first { !$0.isEmpty } ?? ""
        return from(locale: locale)
    }

    /// `--lang`'s names: `en`, `zh-Hans`, `zh-Hant` (and the region tags
    /// people type: `zh-CN`, `zh_TW`); nil for any other.
    package init?(tag: String) {
        let lowered = tag.lowercased().replacingOccurrences(of: "_", with: "-")
        if lowered == "en" || lowered.hasPrefix("en-") { self = .english; return }
        guard lowered == "zh" || lowered.hasPrefix("zh-") else { return nil }
        self = Self.from(locale: lowered)
    }

    /// The tag `--lang` takes for this language.
    package var tag: String {
        switch self {
        case .english: "en"
        case .simplifiedChinese: "zh-Hans"
        case .traditionalChinese: "zh-Hant"
        }
    }

    /// `zh_TW`, `zh_HK` and `zh_Hant*` are traditional; any other `zh*` simplified.
    package static func from(locale: String) -> MessageLanguage {
        let lowered = locale.lowercased()
        guard lowered.hasPrefix("zh") else { return .english }
        let traditionalMarks = ["zh_tw", "zh-tw", "zh_hk", "zh-hk", "zh_mo", "zh-mo", "hant"]
        return traditionalMarks.contains { lowered.contains($0) } ? .traditionalChinese : .simplifiedChinese
    }
}
