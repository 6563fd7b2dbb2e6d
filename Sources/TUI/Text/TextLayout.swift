/// Horizontal placement of text inside a fixed number of columns.
package enum TextAlignment: Sendable, Hashable {
    case left, center, right
}

/// Clipping, truncating and padding by display width, never by bytes or
/// characters, and never splitting a wide character.
extension StringProtocol {
    /// The longest prefix that fits in `width` columns, and its width.
    func prefix(fittingWidth width: Int) -> (text: SubSequence, width: Int) {
        var used = 0
        var end = startIndex
        var index = startIndex
        while index < endIndex {
            let characterWidth = DisplayWidth.of(self[index])
            if used + characterWidth > width { break }
            used += characterWidth
            index = self.index(after: index)
            end = index
        }
        return (self[startIndex..<end], used)
    }

    /// At most `width` columns of this text. A wide character that would
    /// straddle the edge is replaced by a space, so the result fills exactly
    /// `min(width, displayWidth)` columns.
    package func clipped(toWidth width: Int) -> String {
        guard width > 0 else { return "" }
        let (prefix, used) = prefix(fittingWidth: width)
        if prefix.endIndex == endIndex { return String(self) }
        return String(prefix) + String(repeating: " ", count: width - used)
    }

    /// This text if it fits in `width` columns; otherwise as much as fits
    /// followed by `ellipsis` ("Hello wo…"), trailing spaces before it dropped.
    package func truncated(toWidth width: Int, ellipsis: String = "…") -> String {
        guard width > 0 else { return "" }
        if displayWidth <= width { return String(self) }
        let ellipsisWidth = ellipsis.displayWidth
        if ellipsisWidth > width { return ellipsis.clipped(toWidth: width) }
        var kept = prefix(fittingWidth: width - ellipsisWidth).text
        while let last = kept.last, last == " " { kept = kept.dropLast() }
        return String(kept) + ellipsis
    }

    /// This text with spaces added to reach `width` columns; never shortens.
    package func padded(toWidth width: Int, alignment: TextAlignment = .left) -> String {
        let missing = width - displayWidth
        guard missing > 0 else { return String(self) }
        switch alignment {
        case .left:
            return String(self) + String(repeating: " ", count: missing)
        case .right:
            return String(repeating: " ", count: missing) + String(self)
        case .center:
            let left = missing / 2
            return String(repeating: " ", count: left) + String(self)
                + String(repeating: " ", count: missing - left)
        }
    }

    /// Exactly `width` columns: truncated with an ellipsis when too long,
    /// padded according to `alignment` when too short.
    package func fitted(toWidth width: Int, alignment: TextAlignment = .left) -> String {
        guard width > 0 else { return "" }
        return truncated(toWidth: width).padded(toWidth: width, alignment: alignment)
    }
}
