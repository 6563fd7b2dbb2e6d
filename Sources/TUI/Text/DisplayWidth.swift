/// How many terminal columns text takes.
///
/// Scalars follow glibc's wcwidth (ncurses measures with it, so the two must
/// agree), except that controls count 0 instead of -1. Graphemes take the
/// width of their first visible scalar, capped at 2, with two rules modern
/// terminals follow: an emoji with the emoji-presentation selector U+FE0F is
/// wide ("❤️"), and a pair of regional indicators is one wide flag ("🇯🇵").
package enum DisplayWidth {
    /// Columns for one scalar: 0 for controls, combining marks and format
    /// characters, 2 for East Asian Wide/Fullwidth and emoji, else 1.
    package static func of(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x7F { return value >= 0x20 ? 1 : 0 }
        if value < 0xA0 { return 0 }  // DEL and C1 controls
        if value < 0x300 { return 1 }  // Latin-1 and Latin Extended: no marks, soft hyphen is 1 in glibc
        // The wide table holds no marks or format characters, and a range
        // search is cheaper than a general-category lookup: CJK text goes first.
        if isWide(value) { return 2 }
        return isZeroWidth(scalar) ? 0 : 1
    }

    /// Columns for one grapheme (0, 1 or 2).
    package static func of(_ character: Character) -> Int {
        if let ascii = character.asciiValue { return ascii >= 0x20 && ascii < 0x7F ? 1 : 0 }
        var width = 0
        var base: Unicode.Scalar?
        var regionalIndicators = 0
        var hasEmojiPresentationSelector = false
        for scalar in character.unicodeScalars {
            if scalar.value == 0xFE0F { hasEmojiPresentationSelector = true; continue }
            if isRegionalIndicator(scalar.value) { regionalIndicators += 1 }
            if base == nil {
                let scalarWidth = of(scalar)
                if scalarWidth > 0 { base = scalar; width = scalarWidth }
            }
        }
        guard let base else { return 0 }
        if width == 1 {
            if regionalIndicators >= 2 { return 2 }
            if hasEmojiPresentationSelector && base.properties.isEmoji { return 2 }
        }
        return width
    }

    /// Columns for a whole string: the sum over its graphemes.
    package static func of<S: StringProtocol>(_ text: S) -> Int {
        var asciiWidth = 0
        var isASCII = true
        for byte in text.utf8 {
            if byte >= 0x80 { isASCII = false; break }
            if byte >= 0x20 && byte < 0x7F { asciiWidth += 1 }
        }
        if isASCII { return asciiWidth }
        var width = 0
        for character in text { width += of(character) }
        return width
    }

    /// The single-scalar width ncurses will assume for a cell (it measures the
    /// base scalar with wcwidth); differs from `of(character)` only for the
    /// grapheme rules above, which the ncurses backend draws with a fallback.
    static func baseWidth(of character: Character) -> Int {
        for scalar in character.unicodeScalars {
            let width = of(scalar)
            if width > 0 { return width }
        }
        return 0
    }

    static func isRegionalIndicator(_ value: UInt32) -> Bool {
        value >= 0x1F1E6 && value <= 0x1F1FF
    }

    static func isWide(_ value: UInt32) -> Bool {
        if value < 0x1100 { return false }
        var low = 0
        var high = wideScalarRanges.count - 1
        while low <= high {
            let middle = (low + high) / 2
            let range = wideScalarRanges[middle]
            if value < range.lowerBound {
                high = middle - 1
            } else if value > range.upperBound {
                low = middle + 1
            } else {
                return true
            }
        }
        return false
    }

    private static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        // Hangul medial vowels and final consonants join the preceding syllable.
        if (0x1160...0x11FF).contains(value) || (0xD7B0...0xD7FF).contains(value) { return true }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .control, .lineSeparator, .paragraphSeparator, .surrogate:
            return true
        case .format:
            // Prepended concatenation marks are visible signs; glibc gives them 1.
            return !isPrependedConcatenationMark(value)
        default:
            return false
        }
    }

    private static func isPrependedConcatenationMark(_ value: UInt32) -> Bool {
        switch value {
        case 0x600...0x605, 0x6DD, 0x70F, 0x890...0x891, 0x8E2, 0x110BD, 0x110CD: return true
        default: return false
        }
    }
}

extension StringProtocol {
    /// Terminal columns this text takes; see `DisplayWidth`.
    package var displayWidth: Int { DisplayWidth.of(self) }
}

extension Character {
    /// Terminal columns this grapheme takes (0, 1 or 2).
    package var displayWidth: Int { DisplayWidth.of(self) }
}
