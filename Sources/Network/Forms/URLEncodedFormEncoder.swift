import Foundation

/// Encodes an `Encodable` value as `application/x-www-form-urlencoded` text:
/// `name=Ada&tags%5B%5D=a&tags%5B%5D=b&address%5Bcity%5D=Paris`. What a route
/// sends with `HTTPBody.form(value)`, and what a query string can be made of.
///
/// The value must encode as a keyed container (a struct or a dictionary with
/// string keys). Nested values become `key[sub]`, arrays follow
/// `arrayEncoding`, and every byte outside RFC 3986's unreserved set is
/// percent-escaped, brackets included. Keys are sorted, so the same value is
/// always the same bytes.
public struct URLEncodedFormEncoder: Sendable {
    /// How an array's elements are named.
    public enum ArrayEncoding: Sendable, Equatable {
        /// `tags[]=a&tags[]=b`, as Rails and PHP read them.
        case brackets
        /// `tags=a&tags=b`: the key repeated.
        case noBrackets
        /// `tags[0]=a&tags[1]=b`.
        case indexInBrackets

        func key(_ key: String, index: Int) -> String {
            switch self {
            case .brackets: return key + "[]"
            case .noBrackets: return key
            case .indexInBrackets: return "\(key)[\(index)]"
            }
        }
    }

    /// How a `Bool` is written.
    public enum BoolEncoding: Sendable, Equatable {
        /// `1` and `0`.
        case numeric
        /// `true` and `false`.
        case literal
    }

    /// How `Data` is written.
    public enum DataEncoding: Sendable {
        /// Base64 text.
        case base64
        /// As `Data` encodes itself: an array of bytes.
        case deferredToData
    }

    /// How a `Date` is written.
    public enum DateEncoding: Sendable {
        /// As `Date` encodes itself: seconds since 2001 as a number.
        case deferredToDate
        /// Seconds since 1970, as a number.
        case secondsSince1970
        /// Milliseconds since 1970, as a number.
        case millisecondsSince1970
        /// ISO 8601 with the time zone: `2024-05-01T12:00:00Z`.
        case iso8601
        /// Your own text for each date.
        case custom(@Sendable (Date) throws -> String)
    }

    /// How keys are spelled.
    public enum KeyEncoding: Sendable {
        /// As the coding keys say.
        case useDefaultKeys
        /// `firstName` as `first_name`.
        case convertToSnakeCase
        /// Your own spelling for each key.
        case custom(@Sendable (String) -> String)

        func encode(_ key: String) -> String {
            switch self {
            case .useDefaultKeys: return key
            case .convertToSnakeCase: return Self.snakeCased(key)
            case .custom(let spell): return spell(key)
            }
        }

        /// A word starts at each capital after a lowercase letter or a digit, and at
        /// the last capital of a run followed by a lowercase letter (`URLValue` → `url_value`).
        static func snakeCased(_ key: String) -> String {
            let characters = Array(key)
            var result = ""
            for (index, character) in characters.enumerated() {
                if character.isUppercase, index > 0 {
                    let previous = characters[index - 1]
                    let next = index + 1 < characters.count ? characters[index + 1] : nil
                    if previous.isLowercase || previous.isNumber || (previous.isUppercase && next?.isLowercase == true) {
                        result.append("_")
                    }
                }
                result += character.lowercased()
            }
            return result
        }
    }

    /// How a space is written.
    public enum SpaceEncoding: Sendable, Equatable {
        /// `%20`.
        case percentEscaped
        /// `+`, as browsers send forms.
        case plusReplaced
    }

    /// What an explicit nil (`encodeNil`) becomes; a nil optional property is left out either way.
    public enum NilEncoding: Sendable, Equatable {
        /// The key is left out.
        case dropKey
        /// The key with an empty value: `key=`.
        case dropValue
    }

    /// Why a value could not be encoded.
    public enum Failure: Error, Sendable, Equatable {
        /// The value is not keyed (a number, a string or an array at the top).
        case invalidRootObject(String)
    }

    /// How arrays are named (`tags[]` by default).
    public var arrayEncoding: ArrayEncoding
    /// How booleans are written (`1`/`0` by default).
    public var boolEncoding: BoolEncoding
    /// How `Data` is written (base64 by default).
    public var dataEncoding: DataEncoding
    /// How dates are written (as `Date` encodes itself by default).
    public var dateEncoding: DateEncoding
    /// How keys are spelled (as the coding keys say by default).
    public var keyEncoding: KeyEncoding
    /// How spaces are written (`%20` by default).
    public var spaceEncoding: SpaceEncoding
    /// What an explicit nil becomes (left out by default).
    public var nilEncoding: NilEncoding
    /// Whether pairs are sorted by key (the default), so equal values give equal bytes.
    public var alphabetizeKeyValuePairs: Bool

    /// An encoder with these options; the defaults follow what most form readers accept.
    public init(
        arrayEncoding: ArrayEncoding = .brackets, boolEncoding: BoolEncoding = .numeric, dataEncoding: DataEncoding = .base64,
        dateEncoding: DateEncoding = .deferredToDate, keyEncoding: KeyEncoding = .useDefaultKeys,
        spaceEncoding: SpaceEncoding = .percentEscaped, nilEncoding: NilEncoding = .dropKey, alphabetizeKeyValuePairs: Bool = true
    ) {
        self.arrayEncoding = arrayEncoding
        self.boolEncoding = boolEncoding
        self.dataEncoding = dataEncoding
        self.dateEncoding = dateEncoding
        self.keyEncoding = keyEncoding
        self.spaceEncoding = spaceEncoding
        self.nilEncoding = nilEncoding
        self.alphabetizeKeyValuePairs = alphabetizeKeyValuePairs
    }

    /// The value as form text; throws what the value's own encoding throws, or
    /// `Failure.invalidRootObject` for a value that is not keyed.
    public func encode(_ value: some Encodable) throws -> String {
        let root = FormBox()
        try FormValueEncoder(options: self, box: root, codingPath: []).encodeValue(value)
        guard case .object(let fields)? = root.resolved() else {
            throw Failure.invalidRootObject(String(describing: type(of: value)))
        }
        var pairs: [(String, String)] = []
        for (key, component) in ordered(fields) { append(component, key: key, to: &pairs) }
        return pairs.map { "\(escape($0.0))=\(escape($0.1))" }.joined(separator: "&")
    }

    /// The form text as UTF-8 bytes, for a body.
    public func encode(_ value: some Encodable) throws -> Data {
        Data(try encode(value).utf8)
    }

    private func append(_ component: FormComponent, key: String, to pairs: inout [(String, String)]) {
        switch component {
        case .string(let text): pairs.append((key, text))
        case .array(let items):
            for (index, item) in items.enumerated() { append(item, key: arrayEncoding.key(key, index: index), to: &pairs) }
        case .object(let fields):
            for (subkey, item) in ordered(fields) { append(item, key: "\(key)[\(subkey)]", to: &pairs) }
        }
    }

    private func ordered(_ fields: [(key: String, value: FormComponent)]) -> [(key: String, value: FormComponent)] {
        // Sorted stably, so two values for one key keep the order they were encoded in.
        alphabetizeKeyValuePairs ? fields.enumerated().sorted { ($0.element.key, $0.offset) < ($1.element.key, $1.offset) }.map(\.element) : fields
    }

    private func escape(_ text: String) -> String {
        let escaped = FormEncoder.escape(text)
        return spaceEncoding == .plusReplaced ? escaped.replacingOccurrences(of: "%20", with: "+") : escaped
    }
}
