import JSON

/// Reads the values of a profile with errors that name the key at fault:
/// "the profile's resources[2].paging.style is 'pages'; it takes one of …".
struct ProfileReader {
    let value: JSONValue
    let path: String

    init(_ value: JSONValue, path: String) {
        self.value = value
        self.path = path
    }

    func child(_ key: String) -> ProfileReader? {
        value[key].flatMap { $0.isNull ? nil : ProfileReader($0, path: path.isEmpty ? key : "\(path).\(key)") }
    }

    func fail(_ problem: String) -> DescriptionError { .badProfile(path: path, problem: problem) }

    func string(_ key: String) throws(DescriptionError) -> String? {
        guard let child = child(key) else { return nil }
        if let text = child.value.stringValue { return text }
        if let number = child.value.intValue { return String(number) }
        throw child.fail("is \(JSONText.compact(child.value)); it takes text")
    }

    /// A path on the API's host: text that begins with "/" (found by fuzzing:
    /// `list: items` was taken, and requested relative to the base URL).
    func path(_ key: String) throws(DescriptionError) -> String? {
        guard let text = try string(key) else { return nil }
        guard text.hasPrefix("/") else { throw child(key)!.fail("is “\(text)”; a path begins with /") }
        return text
    }

    func requiredString(_ key: String) throws(DescriptionError) -> String {
        guard let text = try string(key), !text.isEmpty else { throw fail("has no '\(key)'") }
        return text
    }

    func bool(_ key: String) throws(DescriptionError) -> Bool? {
        guard let child = child(key) else { return nil }
        guard let flag = child.value.boolValue else { throw child.fail("is \(JSONText.compact(child.value)); it takes true or false") }
        return flag
    }

    func int(_ key: String) throws(DescriptionError) -> Int? {
        guard let child = child(key) else { return nil }
        guard let number = child.value.intValue else { throw child.fail("is \(JSONText.compact(child.value)); it takes a whole number") }
        return number
    }

    func number(_ key: String) throws(DescriptionError) -> Double? {
        guard let child = child(key) else { return nil }
        guard let number = child.value.doubleValue else { throw child.fail("is \(JSONText.compact(child.value)); it takes a number") }
        return number
    }

    func strings(_ key: String) throws(DescriptionError) -> [String]? {
        guard let child = child(key) else { return nil }
        guard let items = child.value.arrayValue else { throw child.fail("is not a list") }
        var strings: [String] = []
        for (index, item) in items.enumerated() {
            guard let text = item.stringValue ?? item.intValue.map(String.init) else {
                throw ProfileReader(item, path: "\(child.path)[\(index)]").fail("is \(JSONText.compact(item)); it takes text")
            }
            strings.append(text)
        }
        return strings
    }

    func list(_ key: String) throws(DescriptionError) -> [ProfileReader]? {
        guard let child = child(key) else { return nil }
        guard let items = child.value.arrayValue else { throw child.fail("is not a list") }
        return items.enumerated().map { ProfileReader($1, path: "\(child.path)[\($0)]") }
    }

    /// One of `choices`, named in the error when it is not.
    func choice(_ key: String, _ choices: [String]) throws(DescriptionError) -> String? {
        guard let text = try string(key) else { return nil }
        guard choices.contains(text) else {
            throw child(key)!.fail("is '\(text)'; it takes one of \(choices.joined(separator: ", "))")
        }
        return text
    }

    /// Keys this part of the profile does not know: a typo, said at once rather than ignored.
    func refuseUnknownKeys(_ known: Set<String>) throws(DescriptionError) {
        guard let object = value.objectValue else { throw fail("is not a mapping") }
        if let unknown = object.keys.sorted().first(where: { !known.contains($0) && !$0.hasPrefix("x-") }) {
            throw fail("has '\(unknown)', which a profile does not know (it knows \(known.sorted().joined(separator: ", ")))")
        }
    }
}
