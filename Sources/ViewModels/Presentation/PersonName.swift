/// A person's name as it is written: "Emily Johnson", but "王伟" and "高橋さくら",
/// family name first and unspaced, as Chinese, Japanese and Korean names are.
package enum PersonName {
    package static func display(given: String, family: String) -> String {
        if given.isEmpty { return family }
        if family.isEmpty { return given }
        if writtenFamilyFirst(given) && writtenFamilyFirst(family) { return family + given }
        return given + " " + family
    }

    /// Han, kana or hangul anywhere in it.
    private static func writtenFamilyFirst(_ name: String) -> Bool {
        name.unicodeScalars.contains { scalar in
            switch scalar.value {
            case 0x3040...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7AF, 0xF900...0xFAFF: true
            default: false
            }
        }
    }
}

/// How a reference's fields make one name.
package enum NameOrder: Sendable, Hashable {
    /// The fields as listed, a space between them: a post's title.
    case asListed
    /// A person's given and family name, written as `PersonName` does.
    case person

    package func compose(_ parts: [String]) -> String {
        switch self {
        case .person where parts.count == 2: PersonName.display(given: parts[0], family: parts[1])
        case .asListed, .person: parts.joined(separator: " ")
        }
    }
}
