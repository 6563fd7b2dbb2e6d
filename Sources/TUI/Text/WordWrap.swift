/// Greedy word wrap by display width.
///
/// Newlines are hard breaks; words are runs of non-space graphemes, and each
/// wide (CJK) character is a word of its own set without spaces; a word
/// wider than the line (a URL) is broken between graphemes. Spaces at a break (and leading spaces) are dropped;
/// spaces between words on one line are kept. No line is wider than `width`.
/// Where a word is broken, CJK closing punctuation (。，、…) never starts a
/// line and an opening bracket never ends one: the character before moves
/// down with it, as Chinese and Japanese typesetting do (kinsoku).
extension StringProtocol {
    package func wrapped(toWidth width: Int) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        for paragraph in split(separator: "\n", omittingEmptySubsequences: false) {
            var wrapper = WordWrapper(width: width)
            wrapper.wrap(paragraph, into: &lines)
        }
        return lines
    }
}

private struct WordWrapper {
    let width: Int
    var line = ""
    var lineWidth = 0
    var pendingSpaces = 0

    init(width: Int) { self.width = width }

    /// Characters that may not start a line (closing punctuation) or end one (opening brackets).
    static let notAtLineStart: Set<Character> = Set("。，、．：；！？）」』】》〉”’…・ー々〕｝〗〙")
    static let notAtLineEnd: Set<Character> = Set("（「『【《〈“‘〔｛〖〘")

    mutating func wrap<S: StringProtocol>(_ paragraph: S, into lines: inout [String]) {
        var word = ""
        var wordWidth = 0
        for character in paragraph {
            let characterWidth = DisplayWidth.of(character)
            if character == " " {
                place(word, width: wordWidth, into: &lines)
                word = ""
                wordWidth = 0
                pendingSpaces += 1
            } else if characterWidth == 2 {
                // A wide (CJK) character is a word of its own, set without spaces: a
                // line may break after any of them, as Chinese and Japanese text does.
                place(word, width: wordWidth, into: &lines)
                word = ""
                wordWidth = 0
                place(String(character), width: characterWidth, into: &lines)
            } else {
                word.append(character)
                wordWidth += characterWidth
            }
        }
        place(word, width: wordWidth, into: &lines)
        lines.append(line)
    }

    private mutating func place(_ word: String, width wordWidth: Int, into lines: inout [String]) {
        guard !word.isEmpty else { return }
        if lineWidth > 0 && lineWidth + pendingSpaces + wordWidth <= width {
            line += String(repeating: " ", count: pendingSpaces) + word
            lineWidth += pendingSpaces + wordWidth
        } else {
            var word = word
            var wordWidth = wordWidth
            if lineWidth > 0 && pendingSpaces == 0 {
                // Closing punctuation never starts a line, an opening bracket never ends one:
                // the characters before go down with it.
                while line.count > 1, let last = line.last, let next = word.first,
                      Self.notAtLineStart.contains(next) || Self.notAtLineEnd.contains(last) {
                    line.removeLast()
                    lineWidth -= DisplayWidth.of(last)
                    word.insert(last, at: word.startIndex)
                    wordWidth += DisplayWidth.of(last)
                }
            }
            if lineWidth > 0 { lines.append(line) }
            line = ""
            lineWidth = 0
            breakLong(word, into: &lines)
        }
        pendingSpaces = 0
    }

    /// `head` shortened by a grapheme or two so that what follows does not
    /// start with closing punctuation and `head` does not end with an opening
    /// bracket; never shorter than one grapheme.
    static func keepingPunctuationAttached(_ head: Substring, _ width: Int, before rest: Substring) -> (Substring, Int) {
        var head = head
        var width = width
        var next = rest.first
        while head.count > 1, let last = head.last,
              next.map(notAtLineStart.contains) == true || notAtLineEnd.contains(last) {
            head = head.dropLast()
            width -= DisplayWidth.of(last)
            next = last
        }
        return (head, width)
    }

    /// Starts a line with `word`, breaking it between graphemes when wider than a line.
    private mutating func breakLong(_ word: String, into lines: inout [String]) {
        var rest = Substring(word)
        while true {
            var (head, headWidth) = rest.prefix(fittingWidth: width)
            if head.endIndex != rest.endIndex {
                (head, headWidth) = Self.keepingPunctuationAttached(head, headWidth, before: rest[head.endIndex...])
            }
            if head.endIndex == rest.endIndex {
                line = String(head)
                lineWidth = headWidth
                return
            }
            if head.isEmpty {
                // A wide character in a one-column line: show a space, move on.
                rest = rest.dropFirst()
                if rest.isEmpty {
                    line = " "
                    lineWidth = 1
                    return
                }
                lines.append(" ")
            } else {
                lines.append(String(head))
                rest = rest[head.endIndex...]
            }
        }
    }
}
