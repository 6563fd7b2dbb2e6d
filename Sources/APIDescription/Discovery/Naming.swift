/// How discovery names what a description leaves unnamed: resources from
/// paths, titles from field names, one record from its collection.
package enum Naming {
    /// The words of `supplierId`, `first_name`, `order-items`: lower case.
    /// Names are nearly always ASCII, read here byte by byte (Unicode's
    /// character properties cost more than all of discovery's other work).
    package static func words(_ name: String) -> [String] {
        guard name.utf8.allSatisfy({ $0 < 0x80 }) else { return unicodeWords(name) }
        var words: [String] = []
        var current: [UInt8] = []
        var previous: UInt8 = 0
        func isLower(_ byte: UInt8) -> Bool { byte >= 0x61 && byte <= 0x7A }
        func isUpper(_ byte: UInt8) -> Bool { byte >= 0x41 && byte <= 0x5A }
        func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
        for byte in name.utf8 {
            if byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: " ") || byte == UInt8(ascii: ".") {
                if !current.isEmpty { words.append(String(decoding: current, as: UTF8.self)) }
                current.removeAll(keepingCapacity: true)
            } else if isUpper(byte), isLower(previous) || isDigit(previous) {
                if !current.isEmpty { words.append(String(decoding: current, as: UTF8.self)) }
                current = [byte + 0x20]
            } else {
                current.append(isUpper(byte) ? byte + 0x20 : byte)
            }
            previous = byte
        }
        if !current.isEmpty { words.append(String(decoding: current, as: UTF8.self)) }
        return words
    }

    private static func unicodeWords(_ name: String) -> [String] {
        var words: [String] = []
        var current = ""
        var previous: Character?
        for character in name {
            if character == "_" || character == "-" || character == " " || character == "." {
                if !current.isEmpty { words.append(current) }
                current = ""
            } else if character.isUppercase, let previous, previous.isLowercase || previous.isNumber {
                if !current.isEmpty { words.append(current) }
                current = String(character)
            } else {
                current.append(character)
            }
            previous = character
        }
        if !current.isEmpty { words.append(current) }
        return words.map { $0.lowercased() }
    }

    /// "Created at" for `createdAt`, "Order items" for `order_items`, "Supplier ID" for `supplierId`.
    package static func title(_ name: String) -> String {
        let words = words(name)
        guard let first = words.first else { return name }
        let head = first == "id" ? "ID" : first.prefix(1).uppercased() + first.dropFirst()
        return ([head] + words.dropFirst().map { $0 == "id" ? "ID" : $0 }).joined(separator: " ")
    }

    /// One of a collection: `categories` → `category`, `people` → `person`.
    package static func singular(_ plural: String) -> String {
        let word = plural.lowercased()
        let irregular = ["people": "person", "children": "child", "men": "man", "women": "woman", "data": "data", "media": "media"]
        if let one = irregular[word] { return one }
        if word.hasSuffix("ies") && word.count > 3 { return String(word.dropLast(3)) + "y" }
        for ending in ["sses", "shes", "ches", "xes", "zes", "uses"] where word.hasSuffix(ending) { return String(word.dropLast(2)) }
        if word.hasSuffix("ss") || word.hasSuffix("us") || word.hasSuffix("is") { return word }
        if word.hasSuffix("s") && word.count > 1 { return String(word.dropLast()) }
        return word
    }

    /// What a schema's name says one record is: `ProductOut` and
    /// `ProductRead` are a "product", `OrderItem` an "order item".
    static func recordName(_ schemaName: String) -> String? {
        var words = words(schemaName)
        let roles: Set<String> = ["out", "read", "response", "schema", "dto", "model", "public", "summary", "detail", "record"]
        while words.count > 1, let last = words.last, roles.contains(last) { words.removeLast() }
        return words.isEmpty ? nil : words.joined(separator: " ")
    }

    /// The literal segments of a path: `/api/v1/users/{id}/` → `api`, `v1`, `users`.
    static func segments(_ path: String) -> [String] {
        path.split(separator: "/").map(String.init)
    }

    static func isParameter(_ segment: String) -> Bool {
        segment.hasPrefix("{") && segment.hasSuffix("}")
    }

    /// `/users/{id}/` and `/users/{id}` are one path to compare.
    static func normalised(_ path: String) -> String {
        "/" + segments(path).joined(separator: "/")
    }

    /// An id a command line can type: letters, digits and dashes.
    static func identifier(_ words: [String]) -> String {
        words.joined(separator: "-").filter { $0.isLetter || $0.isNumber || $0 == "-" }
    }
}
